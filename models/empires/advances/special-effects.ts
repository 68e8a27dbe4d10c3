import { OK, refuse, type Check } from '../../core/check';
import { counted } from '../../core/words';
import type { LogLine, Seat } from '../seat';
import { commodityOf, stackOf } from '../cards';
import { indexMap } from '../map';
import { allowedTokens } from '../population';
import { player, withArea, withPlayer, withTokens, withRecords, areaWith, type EmpiresState } from '../state';
import { isProtectedFrom, type SpecialKind } from './abilities';

/** What a `use-special` action names besides the advance (ME-ADVX-C23..C49). */
export interface SpecialTarget {
  readonly area?: string;
  readonly count?: number;
  readonly treasury?: number;
  readonly cards?: readonly string[];
  readonly seats?: readonly Seat[];
  readonly moves?: readonly { readonly from: string; readonly to: string; readonly count: number }[];
}

export type Effect = { state: EmpiresState; log: LogLine[]; revealed?: boolean };

const areaName = (state: EmpiresState, id: string) => indexMap(state.map).area[id]?.name ?? id;

const hasUnits = (state: EmpiresState, area: string, seat: Seat) => (state.areas[area].tokens[seat] ?? 0) > 0 || state.areas[area].city?.owner === seat;

/** Areas holding the seat's tokens or cities. */
export const unitAreas = (state: EmpiresState, seat: Seat): string[] => Object.keys(state.areas).filter((id) => hasUnits(state, id, seat));

// Phase 10 lists a special's uses and checks each (one per area near the holder): the areas near his units are
// worked out once per board and seat, not once per use.
const adjacentByAreas = new WeakMap<EmpiresState['areas'], { map: EmpiresState['map']; bySeat: Map<Seat, ReadonlySet<string>> }>();

/** ME-TERM-3: land areas sharing a land border with one of the seat's units (or holding them). */
export function landAdjacentToUnits(state: EmpiresState, seat: Seat): ReadonlySet<string> {
  let hit = adjacentByAreas.get(state.areas);
  if (!hit || hit.map !== state.map) adjacentByAreas.set(state.areas, (hit = { map: state.map, bySeat: new Map() }));
  let out = hit.bySeat.get(seat);
  if (!out) {
    const index = indexMap(state.map);
    const near = new Set<string>();
    for (const id of unitAreas(state, seat)) for (const n of [id, ...(index.land[id] ?? [])]) near.add(n);
    hit.bySeat.set(seat, (out = near));
  }
  return out;
}

/** The other players with units in an area that the special may reach (not protected, not barbarians or pirates). */
export function victimsIn(state: EmpiresState, seat: Seat, area: string, special: SpecialKind): Seat[] {
  const a = state.areas[area];
  const seats = new Set(Object.entries(a.tokens).filter(([, n]) => n > 0).map(([s]) => Number(s)));
  if (a.city && a.city.owner !== 'pirate') seats.add(a.city.owner);
  seats.delete(seat);
  return [...seats].filter((s) => !state.players[s].left && !isProtectedFrom(state, s, special));
}

/** ME-TERM-1: unit points of the victims' units in the area (token 1, city 5). */
export function unitPoints(state: EmpiresState, area: string, victims: readonly Seat[]): { tokens: number; cities: number; points: number } {
  const a = state.areas[area];
  const tokens = victims.reduce((t, v) => t + (a.tokens[v] ?? 0), 0);
  const cities = a.city && a.city.owner !== 'pirate' && victims.includes(a.city.owner) ? 1 : 0;
  return { tokens, cities, points: tokens + 5 * cities };
}

/** An area next to the holder's units where the special reaches someone (ME-ADVX-C23, C40, C43). */
function checkAdjacentVictims(state: EmpiresState, seat: Seat, area: string | undefined, special: SpecialKind, name: string): Check {
  if (!area || !state.areas[area]) return refuse('no-such-area', 'ME-ADVX-4', `${name} needs an area.`);
  if (state.areas[area].outOfPlay || indexMap(state.map).area[area].kind !== 'land') return refuse('not-land', 'ME-ADVX-4', `${areaName(state, area)} is not a land area in play.`);
  if (!landAdjacentToUnits(state, seat).has(area)) return refuse('not-adjacent', 'ME-ADVX-4', `${areaName(state, area)} is not land-adjacent to your units.`);
  if (victimsIn(state, seat, area, special).length > 0) return OK;
  const others = Object.keys(state.areas[area].tokens).map(Number).filter((s) => s !== seat);
  if (others.length > 0 || (state.areas[area].city && state.areas[area].city.owner !== seat && state.areas[area].city.owner !== 'pirate')) {
    return refuse('protected', 'ME-ADVX-4', `The units in ${areaName(state, area)} are protected against ${name}.`);
  }
  return refuse('no-target', 'ME-ADVX-4', `${name} finds no other player's units in ${areaName(state, area)} (barbarians and pirates are never its targets).`);
}

/** Replaces the victims' units in the area by the seat's own (ME-TERM-5 annex). */
function annex(state: EmpiresState, seat: Seat, area: string, victims: readonly Seat[]): EmpiresState {
  const u = unitPoints(state, area, victims);
  let s = destroy(state, area, victims);
  const mine = s.areas[area].tokens[seat] ?? 0;
  s = withTokens(s, area, seat, mine + u.tokens);
  const p = player(s, seat);
  s = withPlayer(s, seat, { stock: p.stock - u.tokens, citiesInStock: p.citiesInStock - u.cities });
  if (u.cities) s = withArea(s, area, { city: { owner: seat, builtTurn: s.turn } });
  return s;
}

/** Destroys the victims' units in the area: tokens and cities back to their stock (ME-TERM-5). */
function destroy(state: EmpiresState, area: string, victims: readonly Seat[]): EmpiresState {
  let s = state;
  for (const v of victims) {
    const n = s.areas[area].tokens[v] ?? 0;
    const city = s.areas[area].city?.owner === v ? 1 : 0;
    s = withTokens(s, area, v, 0);
    if (city) s = withArea(s, area, { city: null });
    const p = player(s, v);
    s = withPlayer(s, v, { stock: p.stock + n, citiesInStock: p.citiesInStock + city });
  }
  return s;
}

const names = (state: EmpiresState, seats: readonly Seat[]) => seats.map((s) => state.players[s].name).join(', ');

/** ME-ADVX-C23 Fundamentalism: destroy every unit in one land-adjacent area (protected: Fundamentalism, Philosophy). */
const fundamentalism = {
  check: (state: EmpiresState, seat: Seat, t: SpecialTarget) => checkAdjacentVictims(state, seat, t.area, 'fundamentalism', 'Fundamentalism'),
  apply: (state: EmpiresState, seat: Seat, t: SpecialTarget): Effect => {
    const victims = victimsIn(state, seat, t.area!, 'fundamentalism');
    const s = destroy(state, t.area!, victims);
    return { state: s, log: [{ text: `${player(state, seat).name}'s Fundamentalism destroys the units of ${names(state, victims)} in ${areaName(state, t.area!)}.`, rule: 'ME-ADVX-C23' }] };
  },
};

/** ME-ADVX-C43 Monotheism: annex every unit in one land-adjacent area (protected: Monotheism, Theology; stock must suffice). */
const monotheism = {
  check: (state: EmpiresState, seat: Seat, t: SpecialTarget) => {
    const c = checkAdjacentVictims(state, seat, t.area, 'monotheism', 'Monotheism');
    if (!c.ok) return c;
    return checkStock(state, seat, unitPoints(state, t.area!, victimsIn(state, seat, t.area!, 'monotheism')), 0, 'ME-ADVX-C43');
  },
  apply: (state: EmpiresState, seat: Seat, t: SpecialTarget): Effect => {
    const victims = victimsIn(state, seat, t.area!, 'monotheism');
    return { state: annex(state, seat, t.area!, victims), log: [{ text: `${player(state, seat).name}'s Monotheism annexes the units of ${names(state, victims)} in ${areaName(state, t.area!)}.`, rule: 'ME-ADVX-C43' }] };
  },
};

function checkStock(state: EmpiresState, seat: Seat, u: { tokens: number; cities: number }, paid: number, rule: string): Check {
  const p = player(state, seat);
  if (p.stock + paid < u.tokens) return refuse('stock-short', rule, `Annexing needs ${counted(u.tokens, 'token')} from your stock; you have ${p.stock + paid}.`);
  if (p.citiesInStock < u.cities) return refuse('stock-short', rule, 'Annexing a city needs one of your cities in stock.');
  return OK;
}

/** ME-ADVX-C40 Politics: gain up to 5 treasury from stock, or annex one land-adjacent area for 1 treasury per unit point. */
const politics = {
  check: (state: EmpiresState, seat: Seat, t: SpecialTarget): Check => {
    const p = player(state, seat);
    if (t.area === undefined) {
      const n = t.treasury ?? 0;
      if (!Number.isInteger(n) || n < 1 || n > 5) return refuse('bad-amount', 'ME-ADVX-C40', 'Politics brings 1 to 5 tokens into treasury, or annexes an area.');
      if (n > p.stock) return refuse('stock-short', 'ME-ADVX-C40', `You have only ${counted(p.stock, 'token')} in stock.`);
      return OK;
    }
    if (t.treasury !== undefined) return refuse('either-or', 'ME-ADVX-C40', 'Politics either fills the treasury or annexes, not both.');
    const c = checkAdjacentVictims(state, seat, t.area, 'politics', 'Politics');
    if (!c.ok) return c;
    const u = unitPoints(state, t.area, victimsIn(state, seat, t.area, 'politics'));
    if (p.treasury < u.points) return refuse('treasury-short', 'ME-ADVX-C40', `Annexing ${areaName(state, t.area)} costs ${u.points} treasury; you have ${p.treasury}.`);
    return checkStock(state, seat, u, u.points, 'ME-ADVX-C40');
  },
  apply: (state: EmpiresState, seat: Seat, t: SpecialTarget): Effect => {
    const p = player(state, seat);
    if (t.area === undefined) {
      const n = t.treasury!;
      return { state: withPlayer(state, seat, { stock: p.stock - n, treasury: p.treasury + n }), log: [{ text: `${p.name}'s Politics brings ${counted(n, 'token')} into treasury.`, rule: 'ME-ADVX-C40' }] };
    }
    const victims = victimsIn(state, seat, t.area, 'politics');
    const cost = unitPoints(state, t.area, victims).points;
    const paid = withPlayer(state, seat, { treasury: p.treasury - cost, stock: p.stock + cost });
    return { state: annex(paid, seat, t.area, victims), log: [{ text: `${p.name}'s Politics annexes the units of ${names(state, victims)} in ${areaName(state, t.area)} for ${cost} treasury.`, rule: 'ME-ADVX-C40' }] };
  },
};

/** ME-ADVX-C30 Universal Doctrine: annex one pirate city, or up to 5 barbarian tokens of one area, anywhere. */
const universalDoctrine = {
  check: (state: EmpiresState, seat: Seat, t: SpecialTarget): Check => {
    const a = t.area ? state.areas[t.area] : undefined;
    if (!a || a.outOfPlay) return refuse('no-such-area', 'ME-ADVX-C30', 'Universal Doctrine needs an area in play with a pirate city or barbarians.');
    const p = player(state, seat);
    if (a.city?.owner === 'pirate') return p.citiesInStock > 0 ? OK : refuse('stock-short', 'ME-ADVX-C30', 'Annexing a pirate city needs one of your cities in stock.');
    const n = t.count ?? Math.min(5, a.barbarians);
    if (a.barbarians === 0) return refuse('no-target', 'ME-ADVX-C30', `${areaName(state, t.area!)} holds no pirate city or barbarians.`);
    if (!Number.isInteger(n) || n < 1 || n > 5 || n > a.barbarians) return refuse('bad-amount', 'ME-ADVX-C30', `Annex 1 to ${Math.min(5, a.barbarians)} barbarian tokens here.`);
    if (n > p.stock) return refuse('stock-short', 'ME-ADVX-C30', `You have only ${counted(p.stock, 'token')} in stock.`);
    return OK;
  },
  apply: (state: EmpiresState, seat: Seat, t: SpecialTarget): Effect => {
    const a = state.areas[t.area!];
    const p = player(state, seat);
    if (a.city?.owner === 'pirate') {
      const s = withPlayer(withArea(state, t.area!, { city: { owner: seat, builtTurn: state.turn } }), seat, { citiesInStock: p.citiesInStock - 1 });
      return { state: s, log: [{ text: `${p.name}'s Universal Doctrine annexes the pirate city in ${areaName(state, t.area!)}.`, rule: 'ME-ADVX-C30' }] };
    }
    const n = t.count ?? Math.min(5, a.barbarians);
    let s = withArea(state, t.area!, { barbarians: a.barbarians - n });
    s = withTokens(s, t.area!, seat, (a.tokens[seat] ?? 0) + n);
    s = withPlayer(s, seat, { stock: p.stock - n });
    return { state: s, log: [{ text: `${p.name}'s Universal Doctrine annexes ${counted(n, 'barbarian token')} in ${areaName(state, t.area!)}.`, rule: 'ME-ADVX-C30' }] };
  },
};

/** ME-ADVX-C34 / ME-CLAR-11 Trade Routes: commodity cards to the discards for 2 x face value each in treasury, as far as stock goes. */
const tradeRoutes = {
  check: (state: EmpiresState, seat: Seat, t: SpecialTarget): Check => {
    const cards = t.cards ?? [];
    const p = player(state, seat);
    if (cards.length === 0) return refuse('no-cards', 'ME-ADVX-C34', 'Trade Routes needs at least one commodity card.');
    if (new Set(cards).size !== cards.length || cards.some((c) => !p.hand.includes(c))) return refuse('card-not-held', 'ME-ADVX-C34', 'You can turn in only cards you hold, each once.');
    if (cards.some((c) => !commodityOf(c))) return refuse('not-a-commodity', 'ME-ADVX-C34', 'Only commodity cards go along trade routes.');
    if (p.stock === 0) return refuse('stock-short', 'ME-CLAR-11', 'Trade Routes converts only tokens you have in stock; yours is empty.');
    return OK;
  },
  apply: (state: EmpiresState, seat: Seat, t: SpecialTarget): Effect => {
    const p = player(state, seat);
    const cards = t.cards!;
    const worth = cards.reduce((sum, c) => sum + 2 * commodityOf(c)!.face, 0);
    const gain = Math.min(worth, p.stock);
    const discards: Record<number, string[]> = Object.fromEntries(Object.entries(state.discards).map(([k, v]) => [k, [...v]]));
    for (const c of cards) discards[stackOf(c)].push(c);
    const s = withPlayer(withRecords(state, { discards }), seat, { hand: p.hand.filter((c) => !cards.includes(c)), stock: p.stock - gain, treasury: p.treasury + gain });
    return { state: s, revealed: true, log: [{ text: `${p.name}'s Trade Routes turn ${counted(cards.length, 'commodity card')} into ${gain} treasury.`, rule: 'ME-ADVX-C34' }] };
  },
};

/** The area with the seat's token count set (as `withTokens` sets it on the board). */
function withCount(area: EmpiresState['areas'][string], seat: Seat, count: number): EmpiresState['areas'][string] {
  const tokens = { ...area.tokens };
  if (count > 0) tokens[seat] = count;
  else delete tokens[seat];
  return areaWith(area, { tokens });
}

/** Seats with units land- or water-adjacent to (or sharing an area with) the holder's units. */
export function neighbours(state: EmpiresState, seat: Seat): Seat[] {
  const index = indexMap(state.map);
  const near = new Set<string>();
  for (const id of unitAreas(state, seat)) for (const n of [id, ...(index.land[id] ?? []), ...(index.water[id] ?? [])]) near.add(n);
  return state.players.filter((p) => p.seat !== seat && !p.left && [...near].some((id) => hasUnits(state, id, p.seat))).map((p) => p.seat);
}

/** The card a player gives to Provincial Empire: his commodity of the least face value of at least 2 (his own interest). */
export const tributeCard = (state: EmpiresState, giver: Seat): string | null =>
  [...player(state, giver).hand].filter((c) => (commodityOf(c)?.face ?? 0) >= 2).sort((a, b) => commodityOf(a)!.face - commodityOf(b)!.face || a.localeCompare(b))[0] ?? null;

/** ME-ADVX-C46 Provincial Empire: up to 5 neighbours each give a commodity of face value 2 or more (protected: Provincial Empire, Public Works). */
const provincialEmpire = {
  check: (state: EmpiresState, seat: Seat, t: SpecialTarget): Check => {
    const seats = t.seats ?? [];
    if (seats.length === 0 || seats.length > 5 || new Set(seats).size !== seats.length) return refuse('bad-targets', 'ME-ADVX-C46', 'Provincial Empire names 1 to 5 different players.');
    const near = neighbours(state, seat);
    for (const v of seats) {
      if (!state.players[v] || !near.includes(v)) return refuse('not-adjacent', 'ME-ADVX-C46', `${state.players[v]?.name ?? 'That player'} has no units next to yours.`);
      if (isProtectedFrom(state, v, 'provincial-empire')) return refuse('protected', 'ME-ADVX-4', `${state.players[v].name} is protected against Provincial Empire.`);
    }
    return OK;
  },
  apply: (state: EmpiresState, seat: Seat, t: SpecialTarget): Effect => {
    let s = state;
    const log: LogLine[] = [];
    const me = player(state, seat).name;
    for (const v of t.seats!) {
      const card = tributeCard(s, v);
      const giver = player(s, v);
      if (!card) {
        log.push({ text: `${giver.name} has no commodity worth 2 or more to give to ${me}.`, rule: 'ME-ADVX-C46' });
        continue;
      }
      s = withPlayer(s, v, { hand: giver.hand.filter((c) => c !== card) });
      s = withPlayer(s, seat, { hand: [...player(s, seat).hand, card] });
      const label = commodityOf(card)!.name;
      log.push({ text: `${giver.name} gives ${me} a commodity card (Provincial Empire).`, rule: 'ME-ADVX-C46', to: state.players.map((p) => p.seat).filter((x) => x !== seat && x !== v) });
      log.push({ text: `${giver.name} gives ${me} ${label} (Provincial Empire).`, rule: 'ME-ADVX-C46', to: [seat, v] });
    }
    return { state: s, log, revealed: true };
  },
};

/** ME-ADVX-C49 Diaspora: up to 5 of one's tokens move anywhere, within the limits, never into a city area but one's own with Public Works. */
const diaspora = {
  check: (state: EmpiresState, seat: Seat, t: SpecialTarget): Check => {
    const moves = t.moves ?? [];
    const total = moves.reduce((n, m) => n + m.count, 0);
    if (moves.length === 0 || moves.some((m) => !Number.isInteger(m.count) || m.count < 1) || total > 5) return refuse('bad-amount', 'ME-ADVX-C49', 'Diaspora moves 1 to 5 of your tokens.');
    // The moves are played on a board holding only the areas they touch (all the limit check reads of the board):
    // the listing checks one use per land area, and two copies of the whole board per use were most of its cost.
    const touched = new Map<string, EmpiresState['areas'][string]>();
    const area = (id: string) => touched.get(id) ?? state.areas[id];
    for (const m of moves) {
      const from = area(m.from);
      const to = area(m.to);
      if (!from || !to) return refuse('no-such-area', 'ME-ADVX-C49', 'Diaspora names an area that does not exist.');
      if ((from.tokens[seat] ?? 0) < m.count) return refuse('tokens-short', 'ME-ADVX-C49', `You have too few tokens in ${areaName(state, m.from)}.`);
      if (to.outOfPlay || indexMap(state.map).area[m.to].kind !== 'land') return refuse('not-land', 'ME-ADVX-C49', `${areaName(state, m.to)} is not a land area in play.`);
      if (to.city && to.city.owner !== seat) return refuse('city-area', 'ME-ADVX-C49', `Diaspora never moves tokens into another player's city area (${areaName(state, m.to)}).`);
      touched.set(m.from, withCount(from, seat, (from.tokens[seat] ?? 0) - m.count));
      const dest = area(m.to);
      touched.set(m.to, withCount(dest, seat, (dest.tokens[seat] ?? 0) + m.count));
    }
    const s: EmpiresState = withRecords(state, { areas: Object.fromEntries(touched) });
    for (const to of new Set(moves.map((m) => m.to))) {
      const a = s.areas[to];
      const people = Object.values(a.tokens).reduce((n, k) => n + k, 0) + a.barbarians;
      if (people > allowedTokens(s, to, seat)) return refuse('over-limit', 'ME-ADVX-C49', `${areaName(state, to)} cannot hold them within its limit.`);
    }
    return OK;
  },
  apply: (state: EmpiresState, seat: Seat, t: SpecialTarget): Effect => {
    let s = state;
    for (const m of t.moves!) s = withTokens(withTokens(s, m.from, seat, (s.areas[m.from].tokens[seat] ?? 0) - m.count), m.to, seat, (s.areas[m.to].tokens[seat] ?? 0) + m.count);
    const moved = t.moves!.map((m) => `${m.count} from ${areaName(state, m.from)} to ${areaName(state, m.to)}`).join('; ');
    return { state: s, log: [{ text: `${player(state, seat).name}'s Diaspora moves tokens: ${moved}.`, rule: 'ME-ADVX-C49' }] };
  },
};

export const SPECIAL_EFFECTS: Readonly<Record<SpecialKind, { check: (s: EmpiresState, seat: Seat, t: SpecialTarget) => Check; apply: (s: EmpiresState, seat: Seat, t: SpecialTarget) => Effect }>> = {
  fundamentalism,
  'universal-doctrine': universalDoctrine,
  'trade-routes': tradeRoutes,
  politics,
  monotheism,
  'provincial-empire': provincialEmpire,
  diaspora,
};
