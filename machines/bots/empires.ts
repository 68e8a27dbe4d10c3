import type { Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { EmpiresAction } from '../../models/empires/actions';
import { ADVANCE_BY_ID } from '../../models/empires/data/advances';
import { astRow, epochAt, REQUIREMENTS } from '../../models/empires/data/ast';
import { cardKind } from '../../models/empires/cards';
import type { EmpiresView } from '../../models/empires/view';
import { bestOf, type Bot } from './bot';
import { calamityDecision } from './empires-calamity';
import { tradeDecision } from './empires-trade';
import { voyageMove } from './empires-voyage';

type Plan = Extract<EmpiresAction, { type: 'transact' }>['plan'];
type Area = EmpiresView['map']['areas'][number];

/** What the bot noted when a manual phase began, so it plays the phase by the rules' amounts once (ME-TURN-1). */
interface PhaseNote {
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

const tokensOf = (view: EmpiresView, seat: Seat, area: string) => view.areas[area]?.tokens[seat] ?? 0;

// What the bot reads of the board per seat, kept per board: the views of one board share their areas record.
const boardReads = new WeakMap<EmpiresView['areas'], Map<Seat, { tokens?: Readonly<Record<string, number>>; cities?: readonly string[] }>>();

function readsOf(view: EmpiresView, seat: Seat): { tokens?: Readonly<Record<string, number>>; cities?: readonly string[] } {
  let bySeat = boardReads.get(view.areas);
  if (!bySeat) boardReads.set(view.areas, (bySeat = new Map()));
  let reads = bySeat.get(seat);
  if (!reads) bySeat.set(seat, (reads = {}));
  return reads;
}

function myTokens(view: EmpiresView, seat: Seat): Readonly<Record<string, number>> {
  const reads = readsOf(view, seat);
  if (!reads.tokens) {
    const out: Record<string, number> = {};
    // for-in over a local: V8 reads the enumerated record fast (Object.entries copies ~150 pairs).
    const areas = view.areas;
    for (const id in areas) {
      const n = areas[id].tokens[seat] ?? 0;
      if (n > 0) out[id] = n;
    }
    reads.tokens = out;
  }
  return reads.tokens;
}

function citiesOf(view: EmpiresView, seat: Seat): readonly string[] {
  const reads = readsOf(view, seat);
  if (!reads.cities) {
    const areas = view.areas;
    const cities: string[] = [];
    for (const id in areas) if (areas[id].city?.owner === seat) cities.push(id);
    reads.cities = cities;
  }
  return reads.cities;
}

const regions = new WeakMap<EmpiresView['map'], Map<string, ReadonlySet<string>>>();

/** A civilization's region as a set of area ids, built once per map. */
function regionOf(view: EmpiresView, civ: string): ReadonlySet<string> {
  let byCiv = regions.get(view.map);
  if (!byCiv) regions.set(view.map, (byCiv = new Map()));
  let set = byCiv.get(civ);
  if (!set) byCiv.set(civ, (set = new Set(view.map.regions.find((r) => r.civ === civ)?.areas ?? [])));
  return set;
}

function cardValue(card: string): number {
  const k = cardKind(card);
  return k && k.kind === 'commodity' ? k.commodity.face : 0;
}

/**
 * The city site the seat can gather six tokens on this movement (ME-MAP-3): its own region first, a free site
 * (no city, not out of play) with the most of its tokens in and next to it.
 */
function bestSite(view: EmpiresView, seat: Seat, tokens: Readonly<Record<string, number>>, areas: ReadonlyMap<string, Area>): string | null {
  // The new city and every old one need two tokens each left on the board (city support, ME-POP-2).
  const total = Object.values(tokens).reduce((t, n) => t + n, 0);
  if (total - 6 < 2 * (citiesOf(view, seat).length + 1)) return null;
  const region = regionOf(view, view.players[seat].civ);
  let best: string | null = null;
  let bestScore = -1;
  // What the map says first (once per map): most areas are no city site, and a look-up in the board record is the
  // dear part. A site that neither holds nor borders any of the seat's tokens gathers none: it is passed over unread.
  // By id: a view copied as data (a guest's, a test's) gives its map's records anew at each read.
  const nearby = sitesNear(view.map);
  const reachable = new Set<string>();
  for (const id in tokens) for (const a of nearby.get(id) ?? []) reachable.add(a.id);
  for (const a of citySites(view.map)) {
    if (!reachable.has(a.id)) continue;
    const here = view.areas[a.id];
    if (here.city || here.outOfPlay) continue;
    // The board is read only for the neighbours holding some of the seat's tokens (a short record).
    let near = tokens[a.id] ?? 0;
    for (const id of a.neighbours) {
      const n = tokens[id] ?? 0;
      if (n > 0 && areas.get(id)?.kind === 'land' && !view.areas[id]?.city) near += n;
    }
    if (near < 6) continue;
    const score = near + (region.has(a.id) ? 10 : 0) - Object.entries(here.tokens).filter(([s, n]) => Number(s) !== seat && n > 0).length * 3;
    if (score > bestScore) [best, bestScore] = [a.id, score];
  }
  return best;
}

const sitesNearByMap = new WeakMap<EmpiresView['map'], ReadonlyMap<string, readonly Area[]>>();

/** Per area, the land city sites (as `citySites` lists them) that are that area or list it as a neighbour. */
function sitesNear(map: EmpiresView['map']): ReadonlyMap<string, readonly Area[]> {
  let hit = sitesNearByMap.get(map);
  if (!hit) {
    const near = new Map<string, Area[]>();
    const add = (id: string, a: Area) => (near.get(id) ?? near.set(id, []).get(id)!).push(a);
    for (const a of citySites(map)) {
      add(a.id, a);
      for (const id of a.neighbours) add(id, a);
    }
    sitesNearByMap.set(map, (hit = near));
  }
  return hit;
}

const sitesByMap = new WeakMap<EmpiresView['map'], readonly Area[]>();

/** The map's land city sites that hold people (limit above 0), in map order. */
function citySites(map: EmpiresView['map']): readonly Area[] {
  let hit = sitesByMap.get(map);
  if (!hit) sitesByMap.set(map, (hit = map.areas.filter((a) => a.kind === 'land' && a.citySite && a.limit !== 0)));
  return hit;
}

/** How much a transaction helps: victory points, the A.S.T. requirements still ahead, one's own building (SB-VP-1..4). */
function planValue(view: EmpiresView, seat: Seat, plan: Plan): number {
  const me = view.players[seat];
  // The view does not carry the A.S.T. side; the basic row's epochs are within a space of the expert one's.
  const side = 'basic';
  const row = astRow(me.civ, side);
  const owned = me.advances.map((a) => ADVANCE_BY_ID[a.id]?.cost ?? 0);
  const missing = (ahead: number) => {
    const need = REQUIREMENTS[epochAt(me.civ, side, Math.min(row.last, me.ast + ahead))];
    return { need, short: need.advances - owned.filter((c) => c >= need.minCost).length };
  };
  const next = missing(1);
  const later = missing(3);
  let value = 0;
  for (const id of plan.advances) {
    const a = ADVANCE_BY_ID[id];
    if (!a) continue;
    value += 2 * a.vp + a.cost / 40 + Object.values(a.credits).reduce((s, c) => s + (c ?? 0), 0) / 20;
    // ME-AST-4: what the marker's next step needs comes first; cheaper advances then wait, so the cards add up.
    if (next.short > 0 && next.need.minCost > 0) value += a.cost >= next.need.minCost ? 20 : -4;
    else if (later.short > 0 && later.need.minCost > 0) value += a.cost >= later.need.minCost ? 6 : -1;
  }
  if (plan.build) {
    const building = view.buildings.find((b) => b.id === plan.build!.building);
    value += building && building.civ === me.civ ? 12 : 5;
  }
  if (plan.sacrifice) value -= 6;
  // Paying with cards one keeps for bigger sets later is a cost; treasury is cheap.
  const spent = plan.payment.cards.reduce((s, c) => s + cardValue(c), 0);
  // A treasury that has eaten the stock starves growth and brings tax revolts (ME-TAX-4): then spending it is a gain.
  const hoard = me.stock < 2 * citiesOf(view, seat).length + 8;
  return value - spent / 25 + (hoard ? plan.payment.treasury / 6 : -plan.payment.treasury / 20);
}

/**
 * Mega Empires with Special Buildings: it plays the manual phases as the rulebook asks (tax 2 per city, growth of
 * one or two tokens per area, gathering six tokens on a city site, building cities, one card per city from the
 * stacks) and says it is done; in the acquisition phase it buys the advance or building worth most to it, claims
 * priority for its own civilization's building, closes a dispute window it is not part of, and discards the
 * cheapest card over the hand limit.
 */
export function empiresBot(): Bot<EmpiresView, EmpiresAction> {
  let note: PhaseNote | null = null;
  const trade = { key: '', bought: 0 };

  const noteFor = (view: EmpiresView, seat: Seat): PhaseNote => {
    const key = `${view.turn}/${view.phase}`;
    if (!note || note.key !== key) {
      const me = view.players[seat];
      note = { key, tokens: myTokens(view, seat), treasury: me.treasury, hand: me.handCount, site: null, carried: 0, moved: {}, drawn: 0 };
    }
    return note;
  };

  const find = <T extends EmpiresAction['type']>(legal: readonly EmpiresAction[], type: T, match: (a: Extract<EmpiresAction, { type: T }>) => boolean = () => true) =>
    legal.find((a): a is Extract<EmpiresAction, { type: T }> => a.type === type && match(a as Extract<EmpiresAction, { type: T }>)) ?? null;

  const manual = (view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction | null => {
    const me = view.players[seat];
    const n = noteFor(view, seat);
    const done = find(legal, 'phase-done');
    const areas = areasOf(view);
    const cities = citiesOf(view, seat);
    switch (view.phase) {
      case 'tax-collection': {
        const owed = 2 * cities.length - (me.treasury - n.treasury);
        return (owed > 0 && find(legal, 'treasury', (a) => a.delta === 1)) || done;
      }
      case 'population-expansion': {
        // ME-TURN-1, phase 2 (the rulebook's growth): an area with one token gains one, with two or more gains two.
        const grow = Object.entries(n.tokens).filter(([id, had]) => tokensOf(view, seat, id) < had + Math.min(had, 2));
        if (grow.length > 0) {
          const [id] = grow[0];
          return find(legal, 'place-tokens', (a) => a.area === id) ?? done;
        }
        return done;
      }
      case 'movement': {
        // ME-TURN-1, phase 3: each token moves once, to a neighbouring area: taken up, then put down where it goes.
        if (n.carried > 0 && n.site) {
          const put = find(legal, 'place-tokens', (a) => a.area === n.site);
          n.carried = 0;
          if (put) return put;
        }
        const movable = (id: string) => tokensOf(view, seat, id) > 0 && (n.moved[id] ?? 0) < (n.tokens[id] ?? 0);
        const takeUp = (from: string, to: string) => {
          const take = find(legal, 'remove-tokens', (a) => a.area === from);
          if (!take) return null;
          n.moved[from] = (n.moved[from] ?? 0) + 1;
          n.carried = 1;
          n.site = to;
          return take;
        };
        // First gather six tokens on a city site (ME-MAP-3), if the neighbours hold enough.
        n.gather = n.gather === undefined ? (cities.length < 9 ? bestSite(view, seat, n.tokens, areas) : null) : n.gather;
        const site = n.gather;
        if (site && tokensOf(view, seat, site) < 6) {
          const from = areas.get(site)!.neighbours.find((id) => areas.get(id)?.kind === 'land' && !view.areas[id]?.city && movable(id));
          const take = from ? takeUp(from, site) : null;
          if (take) return take;
        }
        // Then spread what the area limits would remove as surplus (ME-POP-1) into free neighbouring land.
        const region = regionOf(view, me.civ);
        const people = (id: string) => Object.values(view.areas[id].tokens).reduce((t: number, k) => t + (k ?? 0), 0) + view.areas[id].barbarians;
        const room = (id: string) => {
          const a = areas.get(id);
          const here = view.areas[id];
          return a && a.kind === 'land' && !here.city && !here.outOfPlay ? a.limit - people(id) : 0;
        };
        for (const [id] of Object.entries(n.tokens)) {
          if (id === site || !movable(id)) continue;
          const cap = view.areas[id].city ? 0 : (areas.get(id)?.limit ?? 0);
          if (tokensOf(view, seat, id) <= cap) continue;
          const to = bestOf(
            (areas.get(id)?.neighbours ?? []).filter((b) => room(b) > 0),
            (b) => room(b) + (region.has(b) ? 3 : 0) + (areas.get(b)?.citySite ? 2 : 0) - Object.keys(view.areas[b].tokens).filter((o) => Number(o) !== seat && (view.areas[b].tokens[Number(o)] ?? 0) > 0).length * 4,
            random,
          );
          const take = to ? takeUp(id, to) : null;
          if (take) return take;
        }
        return done;
      }
      case 'city-construction': {
        // Keep two tokens on the board for every city (city support, ME-POP-2).
        const onBoard = Object.values(myTokens(view, seat)).reduce((s, t) => s + t, 0);
        const build = bestOf(
          legal.filter((a): a is Extract<EmpiresAction, { type: 'build-city' }> => a.type === 'build-city' && onBoard - (areas.get(a.area)?.citySite ? 6 : 12) >= 2 * (cities.length + 1)),
          (a) => (areas.get(a.area)?.citySite ? 2 : 0) + tokensOf(view, seat, a.area) / 10,
          random,
        );
        return build ?? done;
      }
      case 'trade-card-acquisition': {
        // ME-TURN-1, phase 6 (the rulebook's draw): one card from each stack up to the number of one's cities.
        const want = Math.min(cities.length, 9);
        if (n.drawn < want) {
          const draw = find(legal, 'draw-card', (a) => a.stack === n.drawn + 1);
          n.drawn++;
          if (draw) return draw;
        }
        return done;
      }
      case 'calamity-resolution': {
        const resolve = legal.filter((a) => a.type === 'resolve-regression');
        if (resolve.length > 0) return bestOf(resolve, (a) => (a.type === 'resolve-regression' ? -a.destroyCities.length * 2 - (a.sacrifice ? 3 : 0) : 0), random);
        return done;
      }
      default:
        return done;
    }
  };

  const acquisition = (view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction | null => {
    const me = view.players[seat];
    const discards = legal.filter((a): a is Extract<EmpiresAction, { type: 'discard-cards' }> => a.type === 'discard-cards');
    if (discards.length > 0) {
      // ME-TRADE-4: give up the card whose set is worth least.
      const held = (me.hand ?? []).map((c) => c.id);
      return bestOf(discards, (a) => {
        const c = cardKind(a.cards[0]);
        if (!c || c.kind !== 'commodity') return 100;
        const same = held.filter((h) => cardKind(h)?.kind === 'commodity' && (cardKind(h) as { commodity: { id: string } }).commodity.id === c.commodity.id).length;
        return -c.commodity.face * same * same;
      }, random);
    }
    const window = view.acquisition?.window;
    const claims = legal.filter((a): a is Extract<EmpiresAction, { type: 'claim-priority' }> => a.type === 'claim-priority');
    // SB-PRIO-1: claim priority only for one's own civilization's building, which anyone ahead might take.
    const ownBuilding = bestOf(
      claims.filter((a) => a.plan.build && view.buildings.find((b) => b.id === a.plan.build!.building)?.civ === me.civ),
      (a) => planValue(view, seat, a.plan),
      random,
    );
    if (ownBuilding) return ownBuilding;
    if (window) return find(legal, 'close-window');
    const transact = legal.filter((a): a is Extract<EmpiresAction, { type: 'transact' }> => a.type === 'transact');
    if (transact.length === 0 && !find(legal, 'pass')) return null;
    const best = bestOf(transact, (a) => planValue(view, seat, a.plan), random, 0.5);
    return best ?? find(legal, 'pass');
  };

  return {
    name: 'empires',
    decide(view, legal, random, seat) {
      if (legal.length === 0) return null;
      // ME-CONF2-2/10, ME-CITY-5: a city attack's or support check's question; the first option is the rules' default.
      const choice = legal.find((a) => a.type === 'conflict-choose' || a.type === 'reduce-for-support');
      if (choice) return choice;
      if (view.phase === 'advances-acquisition') return acquisition(view, legal, seat, random);
      if (view.calamity) return calamityDecision(view, legal, seat, random);
      if (legal.some((a) => a.type === 'pass-special')) return special(view, legal, seat);
      if (view.cardPhases === 'scripted' && (view.phase === 'trade-card-acquisition' || view.phase === 'trade')) return tradeDecision(view, legal, seat, trade);
      const board = scriptedBoard(view, legal, seat, random);
      if (board) return board;
      return manual(view, legal, seat, random) ?? find(legal, 'phase-done');
    },
  };
}

type Of<T extends EmpiresAction['type']> = Extract<EmpiresAction, { type: T }>;

/**
 * Phase 10 (ME-ADVX-4): Politics fills the treasury, the specials that take others' units strike the area with
 * most of them; Trade Routes, Provincial Empire and Diaspora are left unused (cards are worth more in sets).
 */
function special(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat): EmpiresAction {
  const uses = only(legal, 'use-special');
  const others = (area: string) => Object.entries(view.areas[area]?.tokens ?? {}).reduce((t, [o, n]) => t + (Number(o) === seat ? 0 : (n ?? 0)), 0);
  const gain = uses.find((a) => a.treasury !== undefined);
  if (gain) return gain;
  const strikes = uses.filter((a) => a.area !== undefined && a.advance !== 'politics').sort((a, b) => others(b.area!) - others(a.area!));
  return strikes[0] ?? only(legal, 'pass-special')[0];
}
const only = <T extends EmpiresAction['type']>(legal: readonly EmpiresAction[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

/**
 * The scripted phases 1-5 (ME-SEQ), read from the legal actions: the usual tax rate, growth where there is most
 * room, a movement that gathers six tokens on a city site and spreads what would be surplus, and every city that
 * keeps the rest supported.
 */
function scriptedBoard(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction | null {
  const rates = only(legal, 'set-tax-rate');
  if (rates.length) {
    // ME-TAX-1/4: the rate 2 when the stock covers it, else the highest rate that causes no revolt.
    const cities = citiesOf(view, seat).length || 1;
    const stock = view.players[seat].stock;
    return rates.find((a) => a.rate === 2 && 2 * cities <= stock) ?? [...rates].reverse().find((a) => a.rate * cities <= stock) ?? rates[0];
  }
  // ME-CONF2-6: ships are cheaper than the tokens they save.
  const losses = only(legal, 'ship-losses');
  if (losses.length) return losses.find((a) => a.ships) ?? losses[0];
  const adjacent = only(legal, 'adjacent-losses');
  if (adjacent.length) return adjacent.find((a) => a.adjacent) ?? adjacent[0];
  const expand = only(legal, 'expand').filter((a) => !a.back);
  if (expand.length) return bestOf(expand, (a) => (view.map.areas.find((x) => x.id === a.area)?.limit ?? 0) - tokensOf(view, seat, a.area), random);
  if (legal.some((a) => a.type === 'end-movement')) return movement(view, legal, seat, random);
  return null;
}

const areaMaps = new WeakMap<EmpiresView['map'], ReadonlyMap<string, Area>>();

/** The map's areas by id, built once per map. */
function areasOf(view: EmpiresView): ReadonlyMap<string, Area> {
  let hit = areaMaps.get(view.map);
  if (!hit) areaMaps.set(view.map, (hit = new Map(view.map.areas.map((a) => [a.id, a]))));
  return hit;
}

// The movement's target site reads only the board (and the seat's civilization, fixed for the game): the views of
// one board share their areas record, so the site is kept per record and seat.
const sites = new WeakMap<EmpiresView['areas'], Map<Seat, string | null>>();

function movementSite(view: EmpiresView, seat: Seat, areas: ReadonlyMap<string, Area>): string | null {
  let known = sites.get(view.areas);
  if (!known) sites.set(view.areas, (known = new Map()));
  let site = known.get(seat);
  if (site === undefined) known.set(seat, (site = citiesOf(view, seat).length < 9 ? bestSite(view, seat, myTokens(view, seat), areas) : null));
  return site;
}

function strandedWalk(view: EmpiresView, seat: Seat, moves: readonly Extract<EmpiresAction, { type: 'move-tokens' }>[], areas: ReadonlyMap<string, Area>, random: Random): EmpiresAction | null {
  if (view.players[seat].stock > 0 || citiesOf(view, seat).length > 0) return null;
  const tokens = myTokens(view, seat);
  const land = (id: string) => areas.get(id)?.kind === 'land' && !view.areas[id]?.city;
  let best: Area | null = null;
  let bestNear = 0;
  for (const a of view.map.areas) {
    if (a.kind !== 'land' || !a.citySite || a.limit === 0 || view.areas[a.id].city || view.areas[a.id].outOfPlay) continue;
    const ring = new Set([a.id, ...a.neighbours.filter(land)]);
    for (const id of [...ring]) for (const n of areas.get(id)?.neighbours ?? []) if (land(n)) ring.add(n);
    const near = [...ring].reduce((t, id) => t + (tokens[id] ?? 0), 0);
    if (near > bestNear) [best, bestNear] = [a, near];
  }
  if (!best || bestNear < 6) return null;
  const inner = new Set([best.id, ...best.neighbours]);
  const steps = moves.filter((m) => m.count === 1 && !inner.has(m.from) && inner.has(m.to) && land(m.to));
  const into = moves.filter((m) => m.count === 1 && m.to === best.id);
  return bestOf(into.length ? into : steps, (m) => tokensOf(view, seat, m.from), random);
}

function movement(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction {
  const end = only(legal, 'end-movement')[0];
  const moves = only(legal, 'move-tokens');
  const areas = areasOf(view);
  const site = movementSite(view, seat, areas);
  if (site && tokensOf(view, seat, site) < 6) {
    const gather = moves.filter((a) => a.to === site && a.count === 1);
    if (gather.length) return bestOf(gather, (a) => tokensOf(view, seat, a.from), random) ?? end;
  }
  if (!site) {
    // Stranded: no city, an empty stock and no six tokens within a step of any site would leave the board as it is
    // for ever. The tokens then walk, a step a turn, towards the site with the most of them within two steps.
    const walk = strandedWalk(view, seat, moves, areas, random);
    if (walk) return walk;
    // No free site within a step by land: a ship may carry tokens to one over the water.
    const onBoard = Object.values(myTokens(view, seat)).reduce((s, t) => s + t, 0);
    const voyage = voyageMove(view, legal, seat, random, onBoard, citiesOf(view, seat).length);
    if (voyage) return voyage;
  }
  // What the limits would remove as surplus (ME-CITY-4) steps into free land nearby.
  const spread = moves.filter((a) => a.count === 1 && a.from !== site && excess(view, seat, areas, a.from) > 0 && room(view, areas, a.to) > 0 && !Object.entries(view.areas[a.to].tokens).some(([o, n]) => Number(o) !== seat && (n ?? 0) > 0) && !view.areas[a.to].city);
  return bestOf(spread, (a) => room(view, areas, a.to) + (areas.get(a.to)?.citySite ? 2 : 0), random) ?? end;
}

// Module functions, not closures made per decision: a named closure costs a `name` definition each time it is
// made under the test and bench transpiler (keepNames).
const people = (view: EmpiresView, id: string) => Object.values(view.areas[id].tokens).reduce((t: number, k) => t + (k ?? 0), 0) + view.areas[id].barbarians;
const room = (view: EmpiresView, areas: ReadonlyMap<string, Area>, id: string) => (view.areas[id].city ? 0 : (areas.get(id)?.limit ?? 0) - people(view, id));
const excess = (view: EmpiresView, seat: Seat, areas: ReadonlyMap<string, Area>, id: string) => tokensOf(view, seat, id) - (view.areas[id].city ? 0 : (areas.get(id)?.limit ?? 0));
