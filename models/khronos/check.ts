import { OK, refuse, type Check } from '../core/check';
import type { Seat } from './contract';
import type { KhronosAction } from './actions';
import { BOARD_IDS } from './data';
import { inPhase } from './rules/common';
import { checkBuild } from './rules/construct';
import { checkDecision, checkDemolish, checkExchange, checkHoldem, checkPopulate, checkRefill, checkRenovate, checkTravel } from './rules/moves';
import type { KhronosState } from './state';

/** The statechart's guard: one answer per action, with the rule that refuses it. */
export function checkKhronos(state: KhronosState, seat: Seat, action: KhronosAction): Check {
  if (!state.players[seat]) return refuse('no-seat', 'KH-SETUP-3', `Seat ${seat} is not at the table.`);
  if (state.phase === 'over') return refuse('game-over', 'KH-END-1', 'The game is over.');
  if (state.phase === 'decision' && action.type !== 'placeDownsized' && action.type !== 'chooseDownsize') {
    return refuse('decision-waiting', 'KH-TURN-3', `${state.players[state.pending!.seat].name} must first make a choice for the downsizing.`);
  }
  switch (action.type) {
    case 'exchange':
      return checkExchange(state, seat, action.discard);
    case 'holdem':
      return checkHoldem(state, seat, action.give, action.take);
    case 'startActions':
      return inPhase(state, seat, 'exchange', 'start your actions');
    case 'travel':
      if (!BOARD_IDS.includes(action.to)) return refuse('bad-board', 'KH-TRAV-1', 'There are three boards: might, faith, reason.');
      return checkTravel(state, seat, action.pawn, action.to);
    case 'construct':
    case 'upgrade':
      return checkBuild(state, seat, action, action.type);
    case 'demolish':
      return checkDemolish(state, seat, action.board, action.building, action);
    case 'populate':
      return checkPopulate(state, seat, action.building, action.count, action);
    case 'renovate':
      return checkRenovate(state, seat, action.building, action.count, action);
    case 'endActions':
      return inPhase(state, seat, 'actions', 'end your actions');
    case 'refill':
      return checkRefill(state, seat, action.discard);
    case 'collect': {
      const phase = inPhase(state, seat, 'earnings', 'collect earnings');
      return phase.ok ? OK : phase;
    }
    case 'placeDownsized':
    case 'chooseDownsize':
      return checkDecision(state, seat, action);
    default:
      return refuse('unknown-action', 'KH-TURN-2', 'That is not a Khronos action.');
  }
}
