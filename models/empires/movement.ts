import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { abilityValue, hasAbility } from './advances/abilities';
import { isConflictSituation } from './conflict';
import { indexMap } from './map';
import { isReady, shipCapacity, shipRange } from './ships';
import { player, tokenEntries, withTokenDeltas, withRecords, movementWith, type EmpiresState, type MovementState } from './state';

const holds = hasAbility;

/** ME-MOVE-1: the seat moving now, or null outside movement. */
export function mover(state: EmpiresState): Seat | null {
  const m = state.movement;
  if (state.phase !== 'movement' || !m) return null;
  return m.order[m.current] ?? null;
}

/** Tokens of the seat in the area that have not moved this turn (ME-MOVE-3: each token moves once). */
export function movable(state: EmpiresState, seat: Seat, area: string): number {
  return (state.areas[area]?.tokens[seat] ?? 0) - (state.movement?.moved[area]?.[seat] ?? 0);
}

export function checkMoverTurn(state: EmpiresState, seat: Seat): Check {
  if (state.phase !== 'movement') return refuse('wrong-phase', 'ME-MOVE-1', 'Tokens move in the movement phase.');
  const now = mover(state);
  if (now !== seat) return refuse('not-your-turn', 'ME-MOVE-1', now === null ? 'Movement is over.' : `${state.players[now].name} is moving now; players move in census order.`);
  return OK;
}

/**
 * ME-MOVE-9: Diplomacy closes the holder's city areas to others unless a conflict stands there already (holders
 * of Diplomacy or Military ignore it); Cultural Ascendancy forbids others to cause a conflict among the holder's
 * units unless one stands there already (holders of it or of Advanced Military ignore it).
 */
export function checkEntry(state: EmpiresState, seat: Seat, to: string, count: number): Check {
  return entryBefore(state, seat, to) ?? entryOf(state, seat, to, count);
}

/**
 * The part of ME-MOVE-9 that does not depend on how many tokens enter: its verdict, or null when the count decides
 * (whether the tokens would cause a conflict that Cultural Ascendancy forbids). A listing asks it once per target.
 */
export function entryBefore(state: EmpiresState, seat: Seat, to: string): Check | null {
  const a = state.areas[to];
  if (freeToEnter(a, seat)) return OK;
  const standing = isConflictSituation(state, to);
  const city = a.city;
  if (city && city.owner !== 'pirate' && city.owner !== seat && holds(state, city.owner, 'closesCityAreas') && !standing && !holds(state, seat, 'entersClosedCityAreas')) {
    const name = indexMap(state.map).area[to].name;
    return refuse('diplomacy', 'ME-MOVE-9', `${state.players[city.owner].name} holds Diplomacy: you may not enter ${name}, which holds one of his cities.`);
  }
  if (standing || holds(state, seat, 'causesForbiddenConflict')) return OK;
  // Without a Cultural Ascendancy holder among the others there, entryOf allows any count.
  return guarded(state, a, seat) ? null : OK;
}

/** Whether another party in the area (tokens or city) holds Cultural Ascendancy (ME-MOVE-9). */
function guarded(state: EmpiresState, a: EmpiresState['areas'][string], seat: Seat): boolean {
  const { seats, counts } = tokenEntries(a.tokens);
  for (let i = 0; i < seats.length; i++) if (seats[i] !== seat && counts[i] > 0 && holds(state, seats[i], 'forbidsConflict')) return true;
  const owner = a.city?.owner;
  return owner !== undefined && owner !== 'pirate' && owner !== seat && holds(state, owner, 'forbidsConflict');
}

/** ME-MOVE-9 for `count` tokens, once `entryBefore` left it to the count. */
export function entryOf(state: EmpiresState, seat: Seat, to: string, count: number): Check {
  if (!isConflictSituation(state, to, { seat, count })) return OK;
  const a = state.areas[to];
  const city = a.city;
  const name = indexMap(state.map).area[to].name;
  const others = new Set(Object.entries(a.tokens).filter(([s, n]) => Number(s) !== seat && n > 0).map(([s]) => Number(s)));
  if (city && city.owner !== 'pirate' && city.owner !== seat) others.add(city.owner);
  const guard = [...others].find((o) => holds(state, o, 'forbidsConflict'));
  if (guard !== undefined) return refuse('cultural-ascendancy', 'ME-MOVE-9', `${state.players[guard].name} holds Cultural Ascendancy: you may not cause a conflict in ${name}.`);
  return OK;
}

/**
 * Most entries are into an area without barbarians, other players' tokens or cities but one's own: no conflict can
 * stand or start there, so ME-MOVE-9 allows any number of tokens in.
 */
export function freeToEnter(a: EmpiresState['areas'][string], seat: Seat): boolean {
  return (!a.city || a.city.owner === seat) && a.barbarians === 0 && onlyTokensOf(a.tokens, seat);
}

function onlyTokensOf(tokens: Readonly<Record<number, number>>, seat: Seat): boolean {
  const { seats, counts } = tokenEntries(tokens);
  for (let i = 0; i < seats.length; i++) if (seats[i] !== seat && counts[i] > 0) return false;
  return true;
}

function landTarget(state: EmpiresState, area: string): Check {
  const a = indexMap(state.map).area[area];
  if (!a) return refuse('no-such-area', 'ME-TERM-3', `There is no area "${area}".`);
  if (a.kind !== 'land') return refuse('open-sea', 'ME-MOVE-3', `${a.name} is open sea; tokens cross water only by ship.`);
  if (state.areas[area].outOfPlay) return refuse('out-of-play', 'ME-MOVE-5', `${a.name} is out of play.`);
  return OK;
}

/**
 * ME-MOVE-3: unmoved tokens step to a land-adjacent area; with Roadbuilding they may take a second step (`via`),
 * but not onward from an area where they would stand in a conflict.
 */
export function checkMove(state: EmpiresState, seat: Seat, from: string, to: string, count: number, via?: string): Check {
  const turn = checkMoverTurn(state, seat);
  if (!turn.ok) return turn;
  const index = indexMap(state.map);
  if (!index.area[from]) return refuse('no-such-area', 'ME-TERM-3', `There is no area "${from}".`);
  const free = movable(state, seat, from);
  if (count > free) return refuse('tokens-short', 'ME-MOVE-3', `Only ${free} of your tokens in ${index.area[from].name} may still move.`);
  const target = landTarget(state, to);
  if (!target.ok) return target;
  if (via !== undefined) {
    if (abilityValue(state, seat, 'landMoves', 1) < 2) return refuse('one-step', 'ME-MOVE-3', 'Tokens move one area; two need Roadbuilding.');
    const mid = landTarget(state, via);
    if (!mid.ok) return mid;
    if (!index.land[from].includes(via) || !index.land[via].includes(to)) return refuse('not-adjacent', 'ME-MOVE-3', `${index.area[to].name} is not two land steps away through ${index.area[via].name}.`);
    const entry = checkEntry(state, seat, via, count);
    if (!entry.ok) return entry;
    if (isConflictSituation(state, via, { seat, count })) return refuse('stopped-by-conflict', 'ME-MOVE-3', `Tokens in a conflict in ${index.area[via].name} go no further.`);
  } else if (!index.land[from].includes(to)) {
    return refuse('not-adjacent', 'ME-MOVE-3', `${index.area[to].name} is not land-adjacent to ${index.area[from].name}.`);
  }
  return checkEntry(state, seat, to, count);
}

function markMoved(m: MovementState, area: string, seat: Seat, count: number): MovementState {
  const here = { ...(m.moved[area] ?? {}) };
  here[seat] = (here[seat] ?? 0) + count;
  return movementWith(m, { moved: { ...m.moved, [area]: here } });
}

function unmark(m: MovementState, area: string, seat: Seat, count: number, state: EmpiresState): MovementState {
  // Tokens leaving take the unmoved ones; the moved ones left behind stay marked.
  const left = (state.areas[area].tokens[seat] ?? 0) - count;
  const marked = Math.min(m.moved[area]?.[seat] ?? 0, left);
  return movementWith(m, { moved: { ...m.moved, [area]: { ...(m.moved[area] ?? {}), [seat]: marked } } });
}

function shift(state: EmpiresState, seat: Seat, from: string, to: string, count: number): EmpiresState {
  let m = unmark(state.movement!, from, seat, count, state);
  const s = withTokenDeltas(state, [[from, seat, -count], [to, seat, count]]);
  m = markMoved(m, to, seat, count);
  return withRecords(s, { movement: m });
}

export function applyMove(state: EmpiresState, seat: Seat, from: string, to: string, count: number, via?: string): { state: EmpiresState; log: LogLine[] } {
  const names = indexMap(state.map).area;
  const s = shift(state, seat, from, to, count);
  const attack = s.areas[to].city && s.areas[to].city!.owner !== seat;
  const log: LogLine[] = [{ text: `${player(s, seat).name} moves ${count} ${count === 1 ? 'token' : 'tokens'} from ${names[from].name} to ${names[to].name}${via ? ` by way of ${names[via].name}` : ''}.`, rule: via ? 'ME-MOVE-3' : 'ME-MOVE-3' }];
  if (attack) log.push({ text: `That is an attack on the city in ${names[to].name}.`, rule: 'ME-MOVE-7' });
  return { state: s, log };
}

/**
 * ME-MOVE-4: a built or kept ship sails up to 4 water steps (5 with Cloth Making), through open sea only with
 * Astronavigation, and never stops on open sea or out of play (ME-MOVE-5); it takes up to 5 unmoved tokens (6
 * with Naval Warfare) from where it starts, and they all land where it ends.
 */
/** ME-MOVE-4: a stop on the way: tokens dropped there, then unmoved tokens of the seat picked up there. */
export interface SailStop {
  readonly at: string;
  readonly drop?: number;
  readonly pick?: number;
}

/** ME-MOVE-4: the stops lie on the path before its end, in order, on land in play; the load never passes capacity. */
function checkStops(state: EmpiresState, seat: Seat, path: readonly string[], carry: number, stops: readonly SailStop[]): Check {
  const index = indexMap(state.map);
  const capacity = shipCapacity(state, seat);
  let aboard = carry;
  let after = -1;
  for (const stop of stops) {
    const at = path.indexOf(stop.at, after + 1);
    const name = index.area[stop.at]?.name ?? stop.at;
    if (at < 0 || at === path.length - 1) return refuse('stop-off-path', 'ME-MOVE-4', `${name} is not on the way before the voyage's end (stops go in the order sailed).`);
    after = at;
    if (index.area[stop.at].kind !== 'land') return refuse('stop-at-sea', 'ME-MOVE-4', `Tokens never leave or board a ship on open sea (${name}).`);
    if (state.areas[stop.at].outOfPlay) return refuse('out-of-play', 'ME-MOVE-5', `${name} is out of play: ships pass but never stop there.`);
    const drop = stop.drop ?? 0;
    const pick = stop.pick ?? 0;
    if (drop > aboard) return refuse('drop-short', 'ME-MOVE-4', `Only ${aboard} ${aboard === 1 ? 'token is' : 'tokens are'} aboard at ${name}.`);
    if (drop > 0) {
      const entry = checkEntry(state, seat, stop.at, drop);
      if (!entry.ok) return entry;
    }
    if (pick > movable(state, seat, stop.at)) return refuse('tokens-short', 'ME-MOVE-4', `Only ${movable(state, seat, stop.at)} of your tokens in ${name} may still move.`);
    aboard += pick - drop;
    if (aboard > capacity) return refuse('over-capacity', 'ME-MOVE-4', `A ship carries at most ${capacity} tokens.`);
  }
  return aboard > 0 ? checkEntry(state, seat, path[path.length - 1], aboard) : OK;
}

export function checkSail(state: EmpiresState, seat: Seat, shipId: string, path: readonly string[], carry: number, stops: readonly SailStop[] = []): Check {
  const turn = checkMoverTurn(state, seat);
  if (!turn.ok) return turn;
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship || ship.owner !== seat) return refuse('no-such-ship', 'ME-MOVE-4', 'That is not your ship.');
  if (!isReady(state, ship)) return refuse('not-kept', 'ME-SHIP-3', 'Keep this ship (1 treasury or a token) before it sails this turn.');
  if (ship.sailedTurn === state.turn) return refuse('sailed', 'ME-MOVE-4', 'That ship has sailed this turn.');
  if (path.length === 0) return refuse('no-path', 'ME-MOVE-4', 'Name the areas the ship sails through.');
  if (path.length > shipRange(state, seat)) return refuse('too-far', 'ME-MOVE-4', `A ship sails at most ${shipRange(state, seat)} steps.`);
  const index = indexMap(state.map);
  let at = ship.at;
  for (const step of path) {
    const a = index.area[step];
    if (!a || !index.water[at].includes(step)) return refuse('no-water-border', 'ME-MOVE-4', `${a?.name ?? step} is not one water step from ${index.area[at].name}.`);
    if (a.kind === 'sea' && !holds(state, seat, 'crossOpenSea')) return refuse('open-sea', 'ME-MOVE-4', `Only Astronavigation takes a ship across open sea (${a.name}).`);
    at = step;
  }
  const end = index.area[at];
  if (end.kind === 'sea') return refuse('ends-at-sea', 'ME-MOVE-4', 'A ship never ends its voyage on open sea.');
  if (state.areas[at].outOfPlay) return refuse('out-of-play', 'ME-MOVE-5', `${end.name} is out of play: ships pass but never stop there.`);
  if (carry > shipCapacity(state, seat)) return refuse('over-capacity', 'ME-MOVE-4', `A ship carries at most ${shipCapacity(state, seat)} tokens.`);
  if (carry > movable(state, seat, ship.at)) return refuse('tokens-short', 'ME-MOVE-4', `Only ${movable(state, seat, ship.at)} of your tokens in ${index.area[ship.at].name} may still move.`);
  if (stops.length > 0) return checkStops(state, seat, path, carry, stops);
  return carry > 0 ? checkEntry(state, seat, at, carry) : OK;
}

const tokenWords = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;

export function applySail(state: EmpiresState, seat: Seat, shipId: string, path: readonly string[], carry: number, stops: readonly SailStop[] = []): { state: EmpiresState; log: LogLine[] } {
  const ship = state.ships.find((s) => s.id === shipId)!;
  const to = path[path.length - 1];
  const names = indexMap(state.map).area;
  // The load by where it boarded; a drop lands the earliest boarders first. Tokens go straight from where they
  // boarded to where they land, so each is marked as moved once.
  const aboard: { from: string; n: number }[] = carry > 0 ? [{ from: ship.at, n: carry }] : [];
  let s = state;
  const said: string[] = [];
  for (const stop of stops) {
    let drop = stop.drop ?? 0;
    if (drop > 0) said.push(`drops ${tokenWords(drop)} in ${names[stop.at].name}`);
    while (drop > 0) {
      const first = aboard[0];
      const n = Math.min(drop, first.n);
      s = shift(s, seat, first.from, stop.at, n);
      drop -= n;
      if (n === first.n) aboard.shift();
      else aboard[0] = { ...first, n: first.n - n };
    }
    if (stop.pick) {
      aboard.push({ from: stop.at, n: stop.pick });
      said.push(`picks up ${tokenWords(stop.pick)} in ${names[stop.at].name}`);
    }
  }
  const landing = aboard.reduce((t, g) => t + g.n, 0);
  for (const g of aboard) s = shift(s, seat, g.from, to, g.n);
  s = withRecords(s, { ships: s.ships.map((x) => (x.id === shipId ? { ...x, at: to, sailedTurn: s.turn } : x)) });
  const cargo = carry > 0 ? ` with ${tokenWords(carry)}` : '';
  const way = said.length > 0 ? `; on the way it ${said.join(', ')}; ${tokenWords(landing)} land` : '';
  return { state: s, log: [{ text: `${player(s, seat).name}'s ship sails from ${names[ship.at].name} to ${names[to].name}${cargo}${way}.`, rule: 'ME-MOVE-4' }] };
}

/** Every end of a voyage from the ship's area within its range, each with one shortest path (breadth first). */
export function voyages(state: EmpiresState, seat: Seat, from: string): { to: string; path: string[] }[] {
  const index = indexMap(state.map);
  const range = shipRange(state, seat);
  const astro = holds(state, seat, 'crossOpenSea');
  // The search reads only the map: kept per map, start, range and Astronavigation; what is out of play is read now.
  let known = voyagesByMap.get(state.map);
  if (!known) voyagesByMap.set(state.map, (known = new Map()));
  const key = `${from}/${range}/${astro}`;
  let found = known.get(key);
  if (!found) known.set(key, (found = searchVoyages(index, from, range, astro)));
  return found.filter(([to]) => !state.areas[to].outOfPlay).map(([to, path]) => ({ to, path: [...path] }));
}

const voyagesByMap = new WeakMap<EmpiresState['map'], Map<string, readonly (readonly [string, readonly string[]])[]>>();

function searchVoyages(index: ReturnType<typeof indexMap>, from: string, range: number, astro: boolean): [string, string[]][] {
  const paths = new Map<string, string[]>([[from, []]]);
  let frontier = [from];
  for (let step = 0; step < range; step++) {
    const next: string[] = [];
    for (const at of frontier) {
      for (const n of index.water[at]) {
        if (paths.has(n) || (index.area[n].kind === 'sea' && !astro)) continue;
        paths.set(n, [...paths.get(at)!, n]);
        next.push(n);
      }
    }
    frontier = next;
  }
  return [...paths].filter(([to]) => to !== from && index.area[to].kind === 'land');
}
