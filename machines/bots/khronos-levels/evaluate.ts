import type { Seat } from '../../../models/core/module';
import { BOARD_IDS, EARNING_TURNS, TRAVEL_PRICE, type BoardId } from '../../../models/khronos/data';
import { boardEarnings } from '../../../models/khronos/earnings';
import type { KhronosState } from '../../../models/khronos/state';

/** What a card in hand is worth against an Ecu: hands refill every turn (KH-FILL-1), so not much. */
const CARD_WORTH = 0.25;

/** Earnings still to come for a seat, counting this turn's if it has not collected yet (KH-EARN-1, turns 4 and 7). */
export function earningsAhead(state: KhronosState, seat: Seat): number {
  const n = state.players.length;
  const order = (s: Seat) => (s - state.first + n) % n;
  // Seats earlier in this turn's order have collected already; the active seat collects at the end of its turn.
  const done = order(seat) < order(state.active);
  return EARNING_TURNS.filter((t) => t > state.turn || (t === state.turn && !done)).length;
}

/** What each seat would collect per board (seat -> board -> Ecus), worked out once per position for every seat. */
type PerBoard = readonly Record<BoardId, number>[];

function perBoard(state: KhronosState): PerBoard {
  const byBoard = BOARD_IDS.map((b) => boardEarnings(state, b));
  return state.players.map((_, seat) => ({ might: byBoard[0][seat], faith: byBoard[1][seat], reason: byBoard[2][seat] }));
}

/**
 * The Ecus a seat can expect by the end: its Ecus, plus what the domains it controls would pay at each earnings
 * still to come with its two pawns on the best boards (paying to travel there, KH-TRAV-1), plus a little for its
 * cards. The earnings are the rules' own count (boardEarnings), so every junction and ripple is already in the board.
 */
export function prospects(state: KhronosState, seat: Seat, earnings: PerBoard = perBoard(state)): number {
  const p = state.players[seat];
  const value = p.ecus + CARD_WORTH * p.hand.length;
  const ahead = state.phase === 'over' ? 0 : earningsAhead(state, seat);
  if (ahead === 0) return value;
  const per = earnings[seat];
  let best = 0;
  for (const a of BOARD_IDS) {
    for (const b of BOARD_IDS) {
      const earn = a === b && state.options.EARN_ONCE_PER_BOARD ? per[a] : per[a] + per[b];
      // Pawns that must move pay once; after the first earnings they would stay.
      const moves = Math.min(Number(p.pawns[0] !== a) + Number(p.pawns[1] !== b), Number(p.pawns[0] !== b) + Number(p.pawns[1] !== a));
      best = Math.max(best, earn * ahead - moves * TRAVEL_PRICE);
    }
  }
  return value + best;
}

/** The seat's prospects against the best of the others' (KH-END-2: the most Ecus wins); a finished game counts a lot. */
export function evaluate(state: KhronosState, seat: Seat): number {
  if (state.outcome) return state.outcome.winners.includes(seat) ? 1000 / state.outcome.winners.length : -1000;
  const earnings = perBoard(state);
  const mine = prospects(state, seat, earnings);
  let rival = -Infinity;
  for (const p of state.players) if (p.seat !== seat) rival = Math.max(rival, prospects(state, p.seat, earnings));
  return mine - rival;
}
