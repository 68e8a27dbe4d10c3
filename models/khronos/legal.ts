import type { Seat } from './contract';
import type { KhronosAction } from './actions';
import { BOARD_IDS, EXCHANGE_PRICE, KIND_INFO, TRAVEL_PRICE } from './data';
import { checkKhronos } from './check';
import { allowanceOn, pawnsOn, playerOf } from './rules/common';
import { buildContext } from './rules/construct';
import { legalBuilds } from './rules/legal-builds';
import type { KhronosState } from './state';

function subsets<T>(items: readonly T[], min: number): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) {
    const pick = items.filter((_, i) => mask & (1 << i));
    if (pick.length >= min) out.push(pick);
  }
  return out;
}

/** Every action the seat may take now, with cards left for the rules to pick (bots and drills use it). */
export function legalKhronosActions(state: KhronosState, seat: Seat): KhronosAction[] {
  if (state.phase === 'over' || !state.players[seat]) return [];
  if (state.phase === 'decision') {
    const pending = state.pending!;
    if (pending.seat !== seat) return [];
    return pending.kind === 'placeDownsized'
      ? pending.anchors.map(([col, row]) => ({ type: 'placeDownsized' as const, col, row }))
      : pending.candidates.map((building) => ({ type: 'chooseDownsize' as const, building }));
  }
  if (seat !== state.active) return [];
  const p = playerOf(state, seat);
  const out: KhronosAction[] = [];
  const keep = (a: KhronosAction) => {
    if (checkKhronos(state, seat, a).ok) out.push(a);
  };
  switch (state.phase) {
    case 'exchange':
      out.push({ type: 'startActions' });
      if (!state.exchanged && !state.swapped && p.ecus >= EXCHANGE_PRICE) for (const discard of subsets(p.hand, 1)) keep({ type: 'exchange', discard });
      if (state.options.HOLDEM && !state.swapped) for (const give of p.hand) for (const take of state.display) keep({ type: 'holdem', give: [give], take: [take] });
      break;
    case 'actions': {
      out.push({ type: 'endActions' });
      if (p.ecus >= TRAVEL_PRICE) for (const pawn of [0, 1]) for (const to of BOARD_IDS) if (p.pawns[pawn] !== to) out.push({ type: 'travel', pawn, to });
      for (const board of ['might', 'faith'] as const) {
        if (pawnsOn(p, board).length === 0 || allowanceOn(p, board) === 0) continue;
        const ctx = buildContext(state, seat, board);
        for (const f of legalBuilds(state, seat, board, ctx)) out.push({ type: f.mode, board, kind: f.kind, col: f.col, row: f.row });
        for (const b of Object.values(state.boards[board].buildings)) {
          if (KIND_INFO[b.kind].size === 1 && !b.printed) keep({ type: 'demolish', board, building: b.id });
        }
      }
      if (pawnsOn(p, 'reason').length > 0 && allowanceOn(p, 'reason') > 0) {
        for (const b of Object.values(state.boards.reason.buildings)) {
          if (KIND_INFO[b.kind].family === 'civil') for (let count = 1; count <= 4; count++) keep({ type: 'populate', building: b.id, count });
          if (b.ruin) for (let count = 1; count <= 2; count++) keep({ type: 'renovate', building: b.id, count });
        }
      }
      break;
    }
    case 'refill':
      if (state.options.HAND_REFILL_VARIANT === 'discard_all') out.push({ type: 'refill', discard: [] });
      else for (const discard of subsets(p.hand, 0)) out.push({ type: 'refill', discard });
      break;
    case 'earnings':
      out.push({ type: 'collect' });
      break;
  }
  return out;
}
