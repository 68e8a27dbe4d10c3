import { counted } from '../core/words';
import type { LogLine, Seat } from './seat';
import { abilitiesHeld, abilityValue } from './advances/abilities';
import { indexMap } from './map';
import { buildingAt } from './ownership';
import { areasChange, copyBoard, noteAreasChange, player, tokenEntries, withArea, withPlayer, withTokens, withRecords, type EmpiresState } from './state';

export type Party = Seat | 'barbarians';

/** ME-POP-5 (Agriculture): the limit bonus a seat gets in an area of this printed limit. */
const limitBonus = (state: EmpiresState, seat: Seat, printed: number) =>
  abilitiesHeld(state, seat, 'populationLimitBonus').reduce((t, h) => (printed <= h.ability.maxLimit ? Math.max(t, h.ability.value) : t), 0);

/** SB-POP-2/3: a city-less area with a building and a printed limit of 1 or 2 holds one more. */
export function buildingLimitBonus(state: EmpiresState, areaId: string): number {
  const area = state.areas[areaId];
  const printed = indexMap(state.map).area[areaId].limit;
  return !area.city && buildingAt(state, areaId) && (printed === 1 || printed === 2) ? 1 : 0;
}

function otherUnits(state: EmpiresState, areaId: string, seat: Seat): boolean {
  const area = state.areas[areaId];
  return area.barbarians > 0 || Object.entries(area.tokens).some(([s, n]) => Number(s) !== seat && n > 0) || (!!area.city && area.city.owner !== seat);
}

/**
 * How many tokens a party may keep in an area at a surplus check (ME-POP-1, SB-POP-1..5, SB-POP-7).
 * City areas keep no tokens except the city owner's extras (Public Works, building); barbarians never get a bonus.
 */
export function allowedTokens(state: EmpiresState, areaId: string, party: Party): number {
  const area = state.areas[areaId];
  if (area.outOfPlay) return 0;
  const printed = indexMap(state.map).area[areaId].limit;
  if (party === 'barbarians') return area.city ? 0 : printed;
  if (area.city) {
    if (area.city.owner !== party) return 0;
    return abilityValue(state, party, 'cityAreaToken', 0) + (buildingAt(state, areaId) ? 1 : 0);
  }
  const shared = otherUnits(state, areaId, party);
  const building = buildingLimitBonus(state, areaId) && (state.options.sharedAreaBonus || !shared) ? 1 : 0;
  const agriculture = shared ? 0 : limitBonus(state, party, printed);
  return printed + building + agriculture;
}

function partiesIn(state: EmpiresState, areaId: string): { party: Party; count: number }[] {
  const area = state.areas[areaId];
  const out: { party: Party; count: number }[] = Object.entries(area.tokens)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => ({ party: Number(s), count: n }));
  if (area.barbarians > 0) out.push({ party: 'barbarians', count: area.barbarians });
  return out;
}

function setCount(state: EmpiresState, areaId: string, party: Party, count: number): EmpiresState {
  if (party === 'barbarians') return withArea(state, areaId, { barbarians: count });
  const before = state.areas[areaId].tokens[party] ?? 0;
  const next = withTokens(state, areaId, party, count);
  return withPlayer(next, party, { stock: player(next, party).stock + (before - count) });
}

/**
 * ME-POP-3, SB-POP-6 (REC): where several parties together exceed the area's limit, they remove tokens in rounds,
 * fewest first, until the rest fits or one party is left. With barbarians present the printed limit decides (SB-POP-7).
 */
function resolveConflict(state: EmpiresState, areaId: string): EmpiresState {
  const area = state.areas[areaId];
  if (area.city || oneParty(area)) return state;
  const printed = indexMap(state.map).area[areaId].limit;
  const limit = area.barbarians > 0 || !state.options.sharedAreaBonus ? printed : printed + buildingLimitBonus(state, areaId);
  // The rounds are played on the counts alone (in the parties' order), then written to the board once per party.
  const start = new Map(partiesIn(state, areaId).map((p) => [p.party, p.count]));
  const counts = new Map(start);
  const now = () => [...counts].filter(([, n]) => n > 0).map(([party, count]) => ({ party, count }));
  const settled = () => {
    let s = state;
    for (const [party, n] of counts) if (n !== start.get(party)) s = setCount(s, areaId, party, n);
    return s;
  };
  for (;;) {
    const parties = now().sort((a, b) => a.count - b.count);
    const total = parties.reduce((t, p) => t + p.count, 0);
    if (parties.length < 2 || total <= limit) return settled();
    for (const p of parties) {
      const here = now();
      if (here.length < 2 || here.reduce((t, q) => t + q.count, 0) <= limit) return settled();
      const cur = here.find((q) => q.party === p.party);
      if (cur) counts.set(p.party, cur.count - 1);
    }
  }
}

/** ME-POP-1 (+ SB-POP-*): trim every party in the areas to what it may keep; surplus goes back to stock. */
export function removeSurplus(state: EmpiresState, areaIds: readonly string[], onlySeats?: readonly Seat[]): { state: EmpiresState; log: LogLine[] } {
  const log: LogLine[] = [];
  const names = indexMap(state.map).area;
  // Each area is trimmed on a state holding only that area (all the trimming reads of the board), so a change costs
  // a copy of one area, not of the whole board; the board is copied once at the end with every changed area.
  let players = state.players;
  const changed: Record<string, EmpiresState['areas'][string]> = {};
  const occupied = occupiedAreas(state);
  for (const areaId of areaIds) {
    // An area without tokens or barbarians has nothing to remove (most of the board, most of the time); it is
    // known so without a look-up in the board record (the dear part of this loop). A trimmed area stays occupied.
    if (!occupied.has(areaId)) continue;
    const here = changed[areaId] ?? state.areas[areaId];
    if (here.barbarians === 0 && isEmpty(here.tokens)) continue;
    // One party within the printed limit of a city-less area in play keeps every token (a party may always keep
    // the printed limit there, and one party has no conflict to resolve): most occupied areas, most of the time.
    if (!here.city && !here.outOfPlay && oneParty(here) && withinPrinted(here, names[areaId].limit)) continue;
    let s: EmpiresState = withRecords(state, { players, areas: { [areaId]: here } });
    if (!onlySeats) s = resolveConflict(s, areaId);
    for (const { party, count } of partiesIn(s, areaId)) {
      if (onlySeats && (party === 'barbarians' || !onlySeats.includes(party))) continue;
      const allowed = allowedTokens(s, areaId, party);
      if (count > allowed) {
        s = setCount(s, areaId, party, allowed);
        const who = party === 'barbarians' ? 'The barbarians' : s.players[party].name;
        log.push({ text: `${who} removed ${counted(count - allowed, 'surplus token')} from ${names[areaId].name}.`, rule: 'ME-POP-1' });
      }
    }
    players = s.players;
    if (s.areas[areaId] !== here) changed[areaId] = s.areas[areaId];
  }
  if (players === state.players && Object.keys(changed).length === 0) return { state, log };
  const areas = copyBoard(state);
  for (const id in changed) areas[id] = changed[id];
  noteAreasChange(areas, state.areas, Object.keys(changed));
  return { state: withRecords(state, { areas, players }), log };
}

/** Whether every party in the area has at most `limit` tokens. */
function withinPrinted(area: EmpiresState['areas'][string], limit: number): boolean {
  if (area.barbarians > limit) return false;
  for (const seat in area.tokens) if (area.tokens[seat] > limit) return false;
  return true;
}

/** At most one party (a seat's tokens, or barbarians) in the area: there is nobody to share the limit with. */
function oneParty(area: EmpiresState['areas'][string]): boolean {
  let n = area.barbarians > 0 ? 1 : 0;
  for (const seat in area.tokens) if (area.tokens[seat] > 0 && ++n > 1) return false;
  return true;
}

function isEmpty(tokens: Readonly<Record<number, number>>): boolean {
  for (const _ in tokens) return false;
  return true;
}

const occupiedByAreas = new WeakMap<EmpiresState['areas'], ReadonlySet<string>>();

/**
 * The areas holding tokens or barbarians, per areas record. One for-in pass over the record (which V8 reads fast)
 * spares the passes that walk the map's ids a look-up of every empty area (a look-up by id in a record of ~150
 * areas is slow).
 */
export function occupiedAreas(state: EmpiresState): ReadonlySet<string> {
  const areas = state.areas;
  let hit = occupiedByAreas.get(areas);
  if (!hit) {
    const set = occupiedAlong(areas) ?? new Set<string>();
    if (set.size === 0) {
      for (const id in areas) {
        const a = areas[id];
        if (a.barbarians > 0 || !isEmpty(a.tokens)) set.add(id);
      }
    }
    occupiedByAreas.set(areas, (hit = set));
  }
  return hit;
}

/** The occupied areas of a board copied from one whose are known, corrected for the areas that changed (or null). */
function occupiedAlong(areas: EmpiresState['areas']): Set<string> | null {
  const change = changedSince(areas, (b) => occupiedByAreas.has(b));
  if (!change) return null;
  const set = new Set(occupiedByAreas.get(change.before));
  for (const id of change.changed) {
    const a = areas[id];
    if (a.barbarians > 0 || !isEmpty(a.tokens)) set.add(id);
    else set.delete(id);
  }
  // An empty board is counted afresh (the caller's sign for "not known").
  return set.size > 0 ? set : null;
}

/** Per areas record (states never change in place): each seat's tokens on the board and city areas. */
type Counts = { readonly tokens: Map<number, number>; readonly cities: Map<Seat | 'pirate', string[]>; readonly areas: number };
const countsByAreas = new WeakMap<EmpiresState['areas'], Counts>();
// The board counted last: the next board differs from it in an area or two, so its counts are these, corrected.
let lastCounted: { areas: EmpiresState['areas']; counts: Counts } | null = null;

function countsOf(state: EmpiresState): Counts {
  let c = countsByAreas.get(state.areas);
  if (!c) {
    c = countedAlong(state.areas) ?? (lastCounted && countedFrom(lastCounted.areas, lastCounted.counts, state.areas)) ?? countAll(state.areas);
    countsByAreas.set(state.areas, c);
  }
  lastCounted = { areas: state.areas, counts: c };
  return c;
}

function citiesIn(areas: EmpiresState['areas']): Map<Seat | 'pirate', string[]> {
  const cities = new Map<Seat | 'pirate', string[]>();
  for (const id in areas) {
    const city = areas[id].city;
    if (!city) continue;
    const list = cities.get(city.owner);
    if (list) list.push(id);
    else cities.set(city.owner, [id]);
  }
  return cities;
}

function countAll(areas: EmpiresState['areas']): Counts {
  const tokens = new Map<number, number>();
  let n = 0;
  for (const id in areas) {
    n++;
    const a = areas[id];
    for (const seat in a.tokens) tokens.set(Number(seat), (tokens.get(Number(seat)) ?? 0) + a.tokens[seat]);
  }
  return { tokens, cities: citiesIn(areas), areas: n };
}

/**
 * The nearest earlier board that `known` accepts, along the recent copies `areas` was made by, and every area
 * changed since (null when the line of copies breaks first).
 */
function changedSince(areas: EmpiresState['areas'], known: (before: EmpiresState['areas']) => boolean): { before: EmpiresState['areas']; changed: string[] } | null {
  const changed: string[] = [];
  let at = areas;
  for (let step = 0; step < 32; step++) {
    const change = areasChange(at);
    if (!change) return null;
    for (const id of change.changed) changed.push(id);
    if (known(change.before)) return { before: change.before, changed };
    at = change.before;
  }
  return null;
}

/** The counts of a board copied from a counted one, corrected for the areas that changed (or null). */
function countedAlong(areas: EmpiresState['areas']): Counts | null {
  const change = changedSince(areas, (b) => countsByAreas.has(b));
  const counts = change && countsByAreas.get(change.before);
  if (!change || !counts) return null;
  const tokens = new Map(counts.tokens);
  let citiesMoved = false;
  const done = new Set<string>();
  for (const id of change.changed) {
    if (done.has(id)) continue;
    done.add(id);
    const then = change.before[id];
    const now = areas[id];
    // An area the board did not hold before: counted afresh.
    if (!then) return null;
    if (then === now) continue;
    const was = tokenEntries(then.tokens);
    for (let i = 0; i < was.seats.length; i++) tokens.set(was.seats[i], (tokens.get(was.seats[i]) ?? 0) - was.counts[i]);
    const is = tokenEntries(now.tokens);
    for (let i = 0; i < is.seats.length; i++) tokens.set(is.seats[i], (tokens.get(is.seats[i]) ?? 0) + is.counts[i]);
    if ((then.city?.owner ?? null) !== (now.city?.owner ?? null)) citiesMoved = true;
  }
  return { tokens, cities: citiesMoved ? citiesIn(areas) : counts.cities, areas: counts.areas };
}

/** The counts of `areas` from those of `before` (null when the two boards do not have the same areas). */
function countedFrom(before: EmpiresState['areas'], counts: Counts, areas: EmpiresState['areas']): Counts | null {
  const tokens = new Map(counts.tokens);
  let citiesMoved = false;
  // The two records are read by for-in, side by side (V8 reads an enumerated record fast; a look-up by id in a
  // record of ~150 areas is slow): the ids must come in the same order, as they do when one is a copy of the other.
  const was = recordOrder(before);
  let n = 0;
  for (const id in areas) {
    const i = n++;
    const now = areas[id];
    if (was.ids[i] !== id) return null;
    const then = was.values[i];
    if (then === now) continue;
    for (const seat in then.tokens) tokens.set(Number(seat), (tokens.get(Number(seat)) ?? 0) - then.tokens[seat]);
    for (const seat in now.tokens) tokens.set(Number(seat), (tokens.get(Number(seat)) ?? 0) + now.tokens[seat]);
    if ((then.city?.owner ?? null) !== (now.city?.owner ?? null)) citiesMoved = true;
  }
  if (n !== counts.areas || n !== was.ids.length) return null;
  return { tokens, cities: citiesMoved ? citiesIn(areas) : counts.cities, areas: n };
}

const orders = new WeakMap<EmpiresState['areas'], { ids: string[]; values: EmpiresState['areas'][string][] }>();

/** A record's ids and areas in its own order, read once (by for-in). */
function recordOrder(areas: EmpiresState['areas']): { ids: string[]; values: EmpiresState['areas'][string][] } {
  let hit = orders.get(areas);
  if (!hit) {
    const ids: string[] = [];
    const values: EmpiresState['areas'][string][] = [];
    for (const id in areas) {
      ids.push(id);
      values.push(areas[id]);
    }
    orders.set(areas, (hit = { ids, values }));
  }
  return hit;
}

/** How many cities the seat has on the board (citiesOf without the copy of the list). */
export function cityCount(state: EmpiresState, seat: Seat): number {
  return countsOf(state).cities.get(seat)?.length ?? 0;
}

export function tokensOnBoard(state: EmpiresState, seat: Seat): number {
  return countsOf(state).tokens.get(seat) ?? 0;
}

export function citiesOf(state: EmpiresState, seat: Seat): string[] {
  return [...(countsOf(state).cities.get(seat) ?? [])];
}

/** ME-POP-2: tokens needed on the board per city (Cultural Ascendancy adds one). */
export function supportRate(state: EmpiresState, seat: Seat): number {
  return 2 + abilityValue(state, seat, 'supportRateDelta', 0);
}

/**
 * SB-POP-8 / ME-POP-2: a reduced city becomes tokens up to the printed limit; tokens already there (an extra
 * token) count towards it. The building in the area stays (SB-MAP-3).
 */
export function reduceCity(state: EmpiresState, areaId: string): EmpiresState {
  const city = state.areas[areaId].city;
  if (!city || city.owner === 'pirate') return withArea(state, areaId, { city: null });
  const seat = city.owner;
  const printed = indexMap(state.map).area[areaId].limit;
  // ME-CITY-7: Agriculture adds its extra token at once in a small area.
  const room = printed + limitBonus(state, seat, printed);
  const existing = state.areas[areaId].tokens[seat] ?? 0;
  const add = Math.min(Math.max(0, room - existing), player(state, seat).stock);
  let s = withArea(state, areaId, { city: null });
  s = withTokens(s, areaId, seat, existing + add);
  const p = player(s, seat);
  return withPlayer(s, seat, { stock: p.stock - add, citiesInStock: p.citiesInStock + 1 });
}

/**
 * ME-POP-2: while a player has fewer tokens on the board than his cities need, he reduces one. The digital
 * choice: cities built this turn first (as the rules require), then the lowest area id, so replays agree.
 */
export function citySupport(state: EmpiresState, seats: readonly Seat[]): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  for (const seat of seats) {
    if (s.players[seat].left) continue;
    for (;;) {
      const cities = citiesOf(s, seat);
      if (cities.length === 0 || tokensOnBoard(s, seat) >= supportRate(s, seat) * cities.length) break;
      cities.sort((a, b) => Number(s.areas[b].city!.builtTurn === s.turn) - Number(s.areas[a].city!.builtTurn === s.turn) || a.localeCompare(b));
      const target = cities[0];
      s = reduceCity(s, target);
      log.push({ text: `${s.players[seat].name} could not support a city and reduced ${indexMap(s.map).area[target].name}.`, rule: 'ME-POP-2' });
    }
  }
  return { state: s, log };
}

/** One full check: surplus in the areas, then city support for the seats (SB-POP-9 uses it everywhere). */
export function populationCheck(state: EmpiresState, areaIds: readonly string[], seats: readonly Seat[], onlySeats?: readonly Seat[]) {
  const a = removeSurplus(state, areaIds, onlySeats);
  const b = citySupport(a.state, seats);
  return { state: b.state, log: [...a.log, ...b.log] };
}

const areaIds = new WeakMap<EmpiresState['map'], readonly string[]>();

/** Every area id of the map, in map order (one list per map: phases 5 and 11 walk it every turn). */
export function allAreas(state: EmpiresState): readonly string[] {
  let ids = areaIds.get(state.map);
  if (!ids) areaIds.set(state.map, (ids = state.map.areas.map((a) => a.id)));
  return ids;
}

export function seatsIn(state: EmpiresState, areaId: string): Seat[] {
  const area = state.areas[areaId];
  const seats = new Set(Object.keys(area.tokens).map(Number));
  if (area.city && area.city.owner !== 'pirate') seats.add(area.city.owner);
  return [...seats].sort((a, b) => a - b);
}
