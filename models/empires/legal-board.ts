import type { Seat } from './seat';
import type { EmpiresAction } from './actions';
import { cityOptions } from './cities';
import { indexMap } from './map';
import { movable, mover, voyages } from './movement';
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
      if (mover(state) === seat) out.push(...movementCandidates(state, seat));
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

function movementCandidates(state: EmpiresState, seat: Seat): EmpiresAction[] {
  const index = indexMap(state.map);
  const out: EmpiresAction[] = [{ type: 'end-movement' }];
  // for-in, not Object.entries: the board has ~150 areas and this runs for every movement decision.
  let anyToken: string | undefined;
  for (const from in state.areas) {
    const a = state.areas[from];
    // Most areas hold none of the seat's tokens (and so none that may move).
    if (!((a.tokens[seat] ?? 0) > 0)) continue;
    anyToken ??= from;
    const free = movable(state, seat, from);
    if (free <= 0) continue;
    for (const to of index.land[from]) {
      out.push({ type: 'move-tokens', from, to, count: 1 });
      if (free > 1) out.push({ type: 'move-tokens', from, to, count: free });
    }
    if (index.area[from].coastal && (a.tokens[seat] ?? 0) > 0) {
      out.push({ type: 'build-ship', area: from, pay: 'treasury' }, { type: 'build-ship', area: from, pay: 'treasury-and-token' }, { type: 'build-ship', area: from, pay: 'tokens' });
    }
  }
  for (const ship of shipsOf(state, seat)) {
    if (!isReady(state, ship)) {
      out.push({ type: 'maintain-ship', ship: ship.id, pay: 'treasury' });
      if (anyToken) out.push({ type: 'maintain-ship', ship: ship.id, pay: 'token', tokenFrom: anyToken });
      continue;
    }
    const cargo = Math.min(shipCapacity(state, seat), movable(state, seat, ship.at));
    for (const v of voyages(state, seat, ship.at)) {
      out.push({ type: 'sail', ship: ship.id, path: v.path, carry: 0 });
      if (cargo > 0) out.push({ type: 'sail', ship: ship.id, path: v.path, carry: cargo });
    }
  }
  return out;
}
