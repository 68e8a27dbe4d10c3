import type { Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import { bestOf } from './bot';
import { areasOf, bestSite, citiesOf, find, myTokens, regionOf, tokensOf, type Area, type Of } from './empires-reads';

// The manual phases (the table plays them with the tabletop's own moves), played as the rulebook asks (ME-TURN-1).

/** What the bot noted when a manual phase began, so it plays the phase by the rules' amounts once (ME-TURN-1). */
export interface PhaseNote {
  readonly key: string;
  /** The seat's tokens per area when the phase began. */
  readonly tokens: Readonly<Record<string, number>>;
  readonly treasury: number;
  readonly hand: number;
  /** Movement: the city site being gathered and tokens taken up but not yet put down. */
  site: string | null;
  gather?: string | null;
  carried: number;
  moved: Record<string, number>;
  drawn: number;
}

type Done = Of<'phase-done'> | null;

/** A bot's manual play: the note is its memory of the phase under way, a new one each phase. */
export function manualPhases(): (view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random) => EmpiresAction | null {
  let note: PhaseNote | null = null;
  return (view, legal, seat, random) => {
    const key = `${view.turn}/${view.phase}`;
    if (!note || note.key !== key) {
      const me = view.players[seat];
      note = { key, tokens: myTokens(view, seat), treasury: me.treasury, hand: me.handCount, site: null, carried: 0, moved: {}, drawn: 0 };
    }
    const done = find(legal, 'phase-done');
    switch (view.phase) {
      case 'tax-collection': return taxes(view, legal, seat, note, done);
      case 'population-expansion': return growth(view, legal, seat, note, done);
      case 'movement': return gathering(view, legal, seat, note) ?? spreading(view, legal, seat, random, note) ?? done;
      case 'city-construction': return cityBuilding(view, legal, seat, random) ?? done;
      case 'trade-card-acquisition': return drawing(view, legal, seat, note) ?? done;
      case 'calamity-resolution': return regression(legal, random) ?? done;
      default: return done;
    }
  };
}

/** Phase 1: two from the stock into the treasury for every city. */
function taxes(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, n: PhaseNote, done: Done): EmpiresAction | null {
  const owed = 2 * citiesOf(view, seat).length - (view.players[seat].treasury - n.treasury);
  return (owed > 0 && find(legal, 'treasury', (a) => a.delta === 1)) || done;
}

/** ME-TURN-1, phase 2 (the rulebook's growth): an area with one token gains one, with two or more gains two. */
function growth(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, n: PhaseNote, done: Done): EmpiresAction | null {
  const grow = Object.entries(n.tokens).filter(([id, had]) => tokensOf(view, seat, id) < had + Math.min(had, 2));
  if (grow.length === 0) return done;
  const [id] = grow[0];
  return find(legal, 'place-tokens', (a) => a.area === id) ?? done;
}

const movable = (view: EmpiresView, seat: Seat, n: PhaseNote, id: string) => tokensOf(view, seat, id) > 0 && (n.moved[id] ?? 0) < (n.tokens[id] ?? 0);

/** ME-TURN-1, phase 3: each token moves once, to a neighbouring area: taken up here, put down where it goes next. */
function takeUp(legal: readonly EmpiresAction[], n: PhaseNote, from: string, to: string): EmpiresAction | null {
  const take = find(legal, 'remove-tokens', (a) => a.area === from);
  if (!take) return null;
  n.moved[from] = (n.moved[from] ?? 0) + 1;
  n.carried = 1;
  n.site = to;
  return take;
}

/** Movement, first: a token carried is put down; then six tokens gathered on a city site (ME-MAP-3), if the neighbours hold enough. */
function gathering(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, n: PhaseNote): EmpiresAction | null {
  if (n.carried > 0 && n.site) {
    const put = find(legal, 'place-tokens', (a) => a.area === n.site);
    n.carried = 0;
    if (put) return put;
  }
  const areas = areasOf(view);
  n.gather = n.gather === undefined ? (citiesOf(view, seat).length < 9 ? bestSite(view, seat, n.tokens, areas) : null) : n.gather;
  const site = n.gather;
  if (!site || tokensOf(view, seat, site) >= 6) return null;
  const from = areas.get(site)!.neighbours.find((id) => areas.get(id)?.kind === 'land' && !view.areas[id]?.city && movable(view, seat, n, id));
  return from ? takeUp(legal, n, from, site) : null;
}

/** Movement, then: what the area limits would remove as surplus (ME-POP-1) spreads into free neighbouring land. */
function spreading(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random, n: PhaseNote): EmpiresAction | null {
  const areas = areasOf(view);
  const region = regionOf(view, view.players[seat].civ);
  for (const [id] of Object.entries(n.tokens)) {
    if (id === n.gather || !movable(view, seat, n, id)) continue;
    const cap = view.areas[id].city ? 0 : (areas.get(id)?.limit ?? 0);
    if (tokensOf(view, seat, id) <= cap) continue;
    const to = bestOf(
      (areas.get(id)?.neighbours ?? []).filter((b) => freeRoom(view, areas, b) > 0),
      (b) => freeRoom(view, areas, b) + (region.has(b) ? 3 : 0) + (areas.get(b)?.citySite ? 2 : 0) - Object.keys(view.areas[b].tokens).filter((o) => Number(o) !== seat && (view.areas[b].tokens[Number(o)] ?? 0) > 0).length * 4,
      random,
    );
    const take = to ? takeUp(legal, n, id, to) : null;
    if (take) return take;
  }
  return null;
}

/** Room for people in land that holds no city and is in play. */
function freeRoom(view: EmpiresView, areas: ReadonlyMap<string, Area>, id: string): number {
  const a = areas.get(id);
  const here = view.areas[id];
  if (!a || a.kind !== 'land' || here.city || here.outOfPlay) return 0;
  return a.limit - (Object.values(here.tokens).reduce((t: number, k) => t + (k ?? 0), 0) + here.barbarians);
}

/** City construction: a city where two tokens stay on the board for every city after it (city support, ME-POP-2). */
function cityBuilding(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction | null {
  const areas = areasOf(view);
  const cities = citiesOf(view, seat).length;
  const onBoard = Object.values(myTokens(view, seat)).reduce((s, t) => s + t, 0);
  return bestOf(
    legal.filter((a): a is Of<'build-city'> => a.type === 'build-city' && onBoard - (areas.get(a.area)?.citySite ? 6 : 12) >= 2 * (cities + 1)),
    (a) => (areas.get(a.area)?.citySite ? 2 : 0) + tokensOf(view, seat, a.area) / 10,
    random,
  );
}

/** ME-TURN-1, phase 6 (the rulebook's draw): one card from each stack up to the number of one's cities. */
function drawing(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, n: PhaseNote): EmpiresAction | null {
  if (n.drawn >= Math.min(citiesOf(view, seat).length, 9)) return null;
  const draw = find(legal, 'draw-card', (a) => a.stack === n.drawn + 1);
  n.drawn++;
  return draw;
}

/** Regression's choice: the fewest cities lost, a sacrifice only when it saves them. */
function regression(legal: readonly EmpiresAction[], random: Random): EmpiresAction | null {
  const resolve = legal.filter((a) => a.type === 'resolve-regression');
  if (resolve.length === 0) return null;
  return bestOf(resolve, (a) => (a.type === 'resolve-regression' ? -a.destroyCities.length * 2 - (a.sacrifice ? 3 : 0) : 0), random);
}
