import type { Seat } from './contract';
import type { KhronosAction } from './actions';
import { BOARD_IDS, cardColour, DEMOLISH_PRICE, EXCHANGE_PRICE, FAMILY_COLOUR, KIND_INFO, TRAVEL_PRICE } from './data';
import { checkKhronos } from './check';
import { allowanceOn, pawnCount, playerOf } from './rules/common';
import { buildContext } from './rules/construct';
import { legalBuilds, type LegalBuild } from './rules/legal-builds';
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
      // Counts per colour once; the filters below only skip what the check would refuse (too few cards, cubes or
      // allowance), and the check still judges every candidate left.
      const held = { orange: 0, fuchsia: 0, blue: 0 };
      for (const c of p.hand) held[cardColour(c)]++;
      for (const board of ['might', 'faith'] as const) {
        const allowance = allowanceOn(p, board);
        if (pawnCount(p, board) === 0 || allowance === 0) continue;
        const ctx = buildContext(state, seat, board);
        legalBuilds(state, seat, board, ctx, out as LegalBuild[]);
        if (p.ecus < DEMOLISH_PRICE) continue;
        for (const b of Object.values(state.boards[board].buildings)) {
          const info = KIND_INFO[b.kind];
          if (info.size === 1 && !b.printed && held[FAMILY_COLOUR[info.family]] > 0) keep({ type: 'demolish', board, building: b.id });
        }
      }
      const allowance = allowanceOn(p, 'reason');
      if (pawnCount(p, 'reason') > 0 && allowance > 0) {
        const most = Math.min(allowance, held.blue, p.cubes);
        for (const b of Object.values(state.boards.reason.buildings)) {
          const info = KIND_INFO[b.kind];
          if (info.family === 'civil') for (let count = 1; count <= Math.min(4, most); count++) keep({ type: 'populate', building: b.id, count });
          if (b.ruin) {
            const cards = Math.min(allowance, held[FAMILY_COLOUR[info.family]]);
            for (let count = 1; count <= Math.min(2, cards); count++) keep({ type: 'renovate', building: b.id, count });
          }
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
