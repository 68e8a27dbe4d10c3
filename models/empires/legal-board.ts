import type { Seat } from './seat';
import type { EmpiresAction } from './actions';
import { cityOptions } from './cities';
import { indexMap } from './map';
import { entryBefore, entryOf, freeToEnter, movable, mover, voyages } from './movement';
import { checkOnce } from './verdicts';
import { choosesGrowth, entitlement } from './population-expansion';
import { isReady, shipCapacity, shipsOf } from './ships';
import { lossChoicesLeft } from './ship-losses';
import { choosesTaxRate, taxRatesFor } from './tax';
import type { EmpiresState } from './state';

/**
 * The candidate actions of the scripted board phases (ME-SEQ-5: each decision with its options listed). Moves
 * are offered one token and a whole stack at a time; voyages one shortest path per harbour reached.
 */
export function boardCandidates(state: EmpiresState, seat: Seat): EmpiresAction[] {
  const out: EmpiresAction[] = [];
  switch (state.phase) {
    case 'tax-collection':
      if (choosesTaxRate(state, seat) && !state.done.includes(seat)) for (const rate of taxRatesFor(state, seat)) out.push({ type: 'set-tax-rate', rate });
      break;
    case 'population-expansion':
      if (choosesGrowth(state, seat)) {
        for (const area of Object.keys(entitlement(state, seat))) out.push({ type: 'expand', area });
        // ME-POPX-3: a token placed earlier this phase may come back (the bots never ask for it).
        for (const [area, n] of Object.entries(state.input.expansion[seat] ?? {})) if (n > 0) out.push({ type: 'expand', area, back: true });
      }
      break;
    case 'movement':
      // Listed already checked (movementActions).
      break;
    case 'conflict':
      for (const kind of lossChoicesLeft(state, seat)) {
        if (kind === 'ships') out.push({ type: 'ship-losses', ships: true }, { type: 'ship-losses', ships: false });
        else out.push({ type: 'adjacent-losses', adjacent: true }, { type: 'adjacent-losses', adjacent: false });
      }
      break;
    case 'city-construction':
      if (!state.done.includes(seat)) {
        out.push({ type: 'phase-done' });
        for (const c of cityOptions(state, seat)) out.push({ type: 'build-city', area: c.area, ...(c.treasury ? { treasury: c.treasury } : {}) });
      }
      break;
    default:
      break;
  }
  return out;
}

/**
 * The mover's actions, each passing checkAction: moves one token and a whole stack at a time, ships built, kept and
 * sailed (one shortest path per harbour reached). A move's check differs between candidates only in the target
 * (in play, ME-MOVE-5) and the entry (ME-MOVE-9): the rest of checkMove holds by construction (the mover's turn,
 * unmoved tokens, a land neighbour), so only those two are asked per move; ships are checked in full.
 */
export function movementActions(state: EmpiresState, seat: Seat): EmpiresAction[] {
  if (mover(state) !== seat) return [];
  const index = indexMap(state.map);
  const out: EmpiresAction[] = [{ type: 'end-movement' }];
  // for-in over a local, not Object.entries nor `state.areas[id]` in the loop: V8 reads the enumerated record by
  // its key order then, ten times faster on a board of ~150 areas (this runs for every movement decision).
  const areas = state.areas;
  // ME-MOVE-9's count-free part once per target (a target is reached from several areas, with two counts each).
  const before = new Map<string, ReturnType<typeof entryBefore>>();
  let anyToken: string | undefined;
  const moved = state.movement?.moved;
  for (const from in areas) {
    const a = areas[from];
    // Most areas hold none of the seat's tokens (and so none that may move).
    const here = a.tokens[seat] ?? 0;
    if (!(here > 0)) continue;
    anyToken ??= from;
    // movable(), with the area record in hand (a look-up by id in the board record is the dear part).
    const free = here - (moved?.[from]?.[seat] ?? 0);
    const info = index.area[from];
    if (free <= 0 || !info) continue;
    for (const to of index.land[from]) {
      const target = areas[to];
      if (target.outOfPlay) continue;
      const open = freeToEnter(target, seat);
      if (open || enters(state, seat, before, to, 1)) out.push({ type: 'move-tokens', from, to, count: 1 });
      if (free > 1 && (open || enters(state, seat, before, to, free))) out.push({ type: 'move-tokens', from, to, count: free });
    }
    if (info.coastal) {
      pushChecked(state, seat, out, { type: 'build-ship', area: from, pay: 'treasury' });
      pushChecked(state, seat, out, { type: 'build-ship', area: from, pay: 'treasury-and-token' });
      pushChecked(state, seat, out, { type: 'build-ship', area: from, pay: 'tokens' });
    }
  }
  for (const ship of shipsOf(state, seat)) {
    if (!isReady(state, ship)) {
      pushChecked(state, seat, out, { type: 'maintain-ship', ship: ship.id, pay: 'treasury' });
      if (anyToken) pushChecked(state, seat, out, { type: 'maintain-ship', ship: ship.id, pay: 'token', tokenFrom: anyToken });
      continue;
    }
    const cargo = Math.min(shipCapacity(state, seat), movable(state, seat, ship.at));
    for (const v of voyages(state, seat, ship.at)) {
      pushChecked(state, seat, out, { type: 'sail', ship: ship.id, path: v.path, carry: 0 });
      if (cargo > 0) pushChecked(state, seat, out, { type: 'sail', ship: ship.id, path: v.path, carry: cargo });
    }
  }
  return out;
}

// Module functions, not closures made per listing: a named closure costs a `name` definition each time it is made
// under the test and bench transpiler (keepNames).
function pushChecked(state: EmpiresState, seat: Seat, out: EmpiresAction[], a: EmpiresAction): void {
  if (checkOnce(state, seat, a).ok) out.push(a);
}

/** ME-MOVE-9 for `count` tokens into `to`, its count-free part kept in `before` per target. */
function enters(state: EmpiresState, seat: Seat, before: Map<string, ReturnType<typeof entryBefore>>, to: string, count: number): boolean {
  let verdict = before.get(to);
  if (verdict === undefined) before.set(to, (verdict = entryBefore(state, seat, to)));
  return (verdict ?? entryOf(state, seat, to, count)).ok;
}
