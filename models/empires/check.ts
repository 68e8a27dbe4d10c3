import { counted } from '../core/words';
import { OK, refuse, type Check } from '../core/check';
import type { Seat } from './seat';
import type { EmpiresAction } from './actions';
import { checkClaimEligible, checkNormalTurn, commodityCount, handLimit } from './acquisition';
import { checkManual, type ManualAction } from './manual';
import { checkRegression } from './regression';
import { checkCalamityAction } from './calamities/actions';
import { checkChoice } from './board-choices';
import { isScriptedCalamityPhase } from './phases';
import { checkTransaction } from './transaction';
import { checkBuildCity } from './cities';
import { checkMove, checkMoverTurn, checkSail } from './movement';
import { isScriptedBoardPhase, strictTurn } from './phases';
import { civ } from './data/civilizations';
import { checkExpand, checkTakeBack } from './population-expansion';
import { checkBuildShip, checkMaintainShip } from './ships';
import { checkTaxRate } from './tax';
import { checkLossChoice } from './ship-losses';
import { checkSpecialTurn, checkUseSpecial } from './advances/specials';
import type { EmpiresState } from './state';
import { checkTradeAction, TRADE_ACTIONS, type TradeAction } from './trade/actions';

/** The one rule check of every action: the statechart's guard, `legalActions` and the refusal a player sees. */
export function checkAction(state: EmpiresState, seat: Seat, action: EmpiresAction): Check {
  if (state.phase === 'game-over') return refuse('game-over', 'ME-AST-6', 'The game is over.');
  const p = state.players[seat];
  if (!p) return refuse('no-seat', 'ME-TURN-1', 'There is no such seat.');
  if (p.left) return refuse('left', 'SB-LEAVE-1', 'You have left the game.');
  const strict = strictTurn(state, (s) => civ(state.players[s].civ).rank);
  if (strict !== null && strict !== seat && action.type !== 'leave-game') return refuse('wait-your-turn', 'ME-SEQ-5', `${state.players[strict].name} acts first: this table plays in A.S.T.-ranking order.`);
  if (TRADE_ACTIONS.has(action.type)) return checkTradeAction(state, seat, action as TradeAction);
  switch (action.type) {
    case 'leave-game':
      return OK;
    case 'calamity-choose':
      return checkCalamityAction(state, seat, action);
    case 'conflict-choose':
    case 'reduce-for-support':
      return checkChoice(state, seat, action);
    case 'use-special':
      return checkUseSpecial(state, seat, action.advance, action);
    case 'pass-special':
      return checkSpecialTurn(state, seat);
    case 'resolve-regression': {
      if (isScriptedCalamityPhase(state)) return checkCalamityAction(state, seat, action);
      if (state.done.includes(seat)) return refuse('already-done', 'ME-TURN-1', 'You are done with this phase.');
      return checkRegression(state, seat, action);
    }
    case 'transact': {
      const turn = checkNormalTurn(state, seat);
      return turn.ok ? checkTransaction(state, seat, action.plan) : turn;
    }
    case 'pass':
      return checkNormalTurn(state, seat);
    case 'set-tax-rate':
      return checkTaxRate(state, seat, action.rate);
    case 'expand':
      return action.back ? checkTakeBack(state, seat, action.area) : checkExpand(state, seat, action.area);
    case 'move-tokens':
      return checkMove(state, seat, action.from, action.to, action.count, action.via);
    case 'build-ship': {
      const turn = checkMoverTurn(state, seat);
      return turn.ok ? checkBuildShip(state, seat, action.area, action.pay, action.tokenFrom, action.replace) : turn;
    }
    case 'maintain-ship': {
      const turn = checkMoverTurn(state, seat);
      return turn.ok ? checkMaintainShip(state, seat, action.ship, action.pay, action.tokenFrom) : turn;
    }
    case 'sail':
      return checkSail(state, seat, action.ship, action.path, action.carry, action.stops);
    case 'end-movement':
      return checkMoverTurn(state, seat);
    case 'ship-losses':
      return checkLossChoice(state, seat, 'ships');
    case 'adjacent-losses':
      return checkLossChoice(state, seat, 'adjacent');
    case 'build-city':
      if (isScriptedBoardPhase(state) && state.phase === 'city-construction') return checkBuildCity(state, seat, action.area, action.treasury ?? 0);
      if (action.treasury) return refuse('architecture', 'ME-CITY-3', 'Treasury pays for a city only in a scripted city construction.');
      return checkManual(state, seat, action);
    case 'phase-done':
      if (isScriptedBoardPhase(state) && state.phase === 'city-construction') return state.done.includes(seat) ? refuse('already-done', 'ME-CITY-1', 'You are done building cities.') : OK;
      return checkManual(state, seat, action);
    case 'claim-priority':
      return checkClaimEligible(state, seat);
    case 'close-window':
      if (!state.acquisition?.window) return refuse('no-window', 'SB-PRIO-3', 'No priority dispute is open.');
      return OK;
    case 'discard-cards':
      if (state.acquisition?.stage === 'hand-limit') {
        const excess = commodityCount(state, seat) - handLimit(state, seat);
        if (excess <= 0) return refuse('within-limit', 'ME-TRADE-4', 'Your hand is within the limit.');
        if (action.cards.length > excess) return refuse('too-many', 'ME-TRADE-4', `Discard ${counted(excess, 'card')}, no more.`);
        if (new Set(action.cards).size !== action.cards.length || action.cards.some((c) => !p.hand.includes(c))) return refuse('card-not-held', 'ME-TRADE-4', 'You can discard only cards you hold.');
        return OK;
      }
      return checkManual(state, seat, action);
    default:
      return checkManual(state, seat, action as ManualAction);
  }
}
