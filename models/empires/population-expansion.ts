import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { playingSeats } from './phases';
import { player, withPlayer, withTokenDeltas, withRecords, type EmpiresState } from './state';

const entitled = new WeakMap<EmpiresState['areas'], Map<Seat, Record<string, number>>>();

/** ME-POPX-1: +1 token where a player has exactly one, +2 where he has two or more; cities alone never grow. */
export function entitlement(state: EmpiresState, seat: Seat): Record<string, number> {
  let cache = entitled.get(state.areas);
  if (!cache) entitled.set(state.areas, (cache = new Map()));
  const hit = cache.get(seat);
  if (hit) return hit;
  const out = computeEntitlement(state, seat);
  cache.set(seat, out);
  return out;
}

function computeEntitlement(state: EmpiresState, seat: Seat): Record<string, number> {
  const out: Record<string, number> = {};
  // for-in over a local: V8 reads the enumerated record fast (Object.entries copies ~150 pairs).
  const areas = state.areas;
  for (const id in areas) {
    const a = areas[id];
    const n = a.tokens[seat] ?? 0;
    if (n > 0 && !a.outOfPlay) out[id] = Math.min(n, 2);
  }
  return out;
}

const total = (r: Readonly<Record<string, number>>) => Object.values(r).reduce((t, n) => t + n, 0);

/** ME-POPX-3: a seat whose stock cannot cover every area chooses where its tokens go. */
export function isShortOfStock(state: EmpiresState, seat: Seat): boolean {
  return player(state, seat).stock < total(entitlement(state, seat)) && player(state, seat).stock > 0;
}

/** ME-POPX-3: a short seat is asked only when its tokens could go to more than one area. */
export function choosesGrowth(state: EmpiresState, seat: Seat): boolean {
  return isShortOfStock(state, seat) && Object.keys(entitlement(state, seat)).length > 1;
}

/** Growth nobody has to choose: the whole entitlement, or what stock allows in a seat's only area. */
function automaticGrowth(state: EmpiresState, seat: Seat): Record<string, number> {
  const full = entitlement(state, seat);
  const stock = player(state, seat).stock;
  if (stock >= total(full)) return full;
  const areas = Object.keys(full);
  return areas.length === 1 ? { [areas[0]]: stock } : {};
}

/** Tokens the seat still has to place in its choice (ME-POPX-3: never fewer than possible). */
export function stillToPlace(state: EmpiresState, seat: Seat): number {
  return Math.min(player(state, seat).stock, total(entitlement(state, seat))) - total(state.input.expansion[seat] ?? {});
}

/** ME-POPX-3: one token of a short seat's choice, into an area within its +1/+2 entitlement. */
export function checkExpand(state: EmpiresState, seat: Seat, area: string): Check {
  if (state.phase !== 'population-expansion') return refuse('wrong-phase', 'ME-POPX-1', 'Tokens are added in population expansion.');
  if (!choosesGrowth(state, seat)) return refuse('no-choice', 'ME-POPX-1', isShortOfStock(state, seat) ? 'Your tokens can grow in one area only: they are added for you.' : 'Your tokens are added for you: you have enough in stock.');
  if (stillToPlace(state, seat) <= 0) return refuse('all-placed', 'ME-POPX-3', 'You have placed every token you have.');
  const room = entitlement(state, seat)[area] ?? 0;
  const placed = state.input.expansion[seat]?.[area] ?? 0;
  if (room === 0) return refuse('not-entitled', 'ME-POPX-1', 'Tokens grow only where you already have tokens.');
  if (placed >= room) return refuse('entitlement-used', 'ME-POPX-1', `That area grows by ${room} at most.`);
  return OK;
}

/** ME-POPX-3: a short seat may take back a token it placed this phase, to divide its tokens differently. */
export function checkTakeBack(state: EmpiresState, seat: Seat, area: string): Check {
  if (state.phase !== 'population-expansion') return refuse('wrong-phase', 'ME-POPX-1', 'Tokens are added in population expansion.');
  if (!choosesGrowth(state, seat)) return refuse('no-choice', 'ME-POPX-1', 'Your tokens are added for you.');
  if ((state.input.expansion[seat]?.[area] ?? 0) <= 0) return refuse('nothing-placed', 'ME-POPX-3', 'You placed no token there this phase.');
  return OK;
}

export function recordTakeBack(state: EmpiresState, seat: Seat, area: string): EmpiresState {
  const mine = { ...(state.input.expansion[seat] ?? {}) };
  mine[area] = (mine[area] ?? 0) - 1;
  return withRecords(state, { input: { ...state.input, expansion: { ...state.input.expansion, [seat]: mine } }, done: state.done.filter((x) => x !== seat) });
}

export function recordExpand(state: EmpiresState, seat: Seat, area: string): EmpiresState {
  const mine = { ...(state.input.expansion[seat] ?? {}) };
  mine[area] = (mine[area] ?? 0) + 1;
  const s = withRecords(state, { input: { ...state.input, expansion: { ...state.input.expansion, [seat]: mine } } });
  return stillToPlace(s, seat) <= 0 ? { ...s, done: [...s.done, seat] } : s;
}

/**
 * Phase 2a, committed together: every seat grows by its entitlement, a short seat as it chose (ME-POPX-1..4).
 * Expansion may exceed limits (ME-POPX-2); barbarians never grow (ME-POPX-4).
 */
export function expandAll(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  // Every seat's growth goes on the board in one copy of the areas (each seat changes only its own counts).
  const changes: [string, Seat, number][] = [];
  for (const seat of playingSeats(s)) {
    // A seat with no stock grows nowhere; a short seat grows where it chose (asked when it has a choice).
    const grow = state.input.expansion[seat] ?? automaticGrowth(s, seat);
    let added = 0;
    for (const [area, n] of Object.entries(grow)) {
      if (n <= 0) continue;
      changes.push([area, seat, n]);
      added += n;
    }
    s = withPlayer(s, seat, { stock: player(s, seat).stock - added });
    const areas = Object.values(grow).filter((n) => n > 0).length;
    if (added > 0) log.push({ text: `${player(s, seat).name} adds ${added} ${added === 1 ? 'token' : 'tokens'} in ${areas} ${areas === 1 ? 'area' : 'areas'}.`, rule: 'ME-POPX-1' });
  }
  return { state: withTokenDeltas(s, changes), log };
}
