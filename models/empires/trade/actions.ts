import { OK, refuse, type Check } from '../../core/check';
import type { LogLine, Seat } from '../seat';
import type { Random } from '../../core/rng';
import type { EmpiresAction } from '../actions';
import { isScriptedTradePhase } from '../phases';
import { advancePhase } from '../turn';
import { withRecords, tradeWith, type EmpiresState, type TradeSide } from '../state';
import { checkAccept, checkAnswer, checkCloseTrade, checkOffer, checkTrading, checkWithdraw } from './offers';
import { leaveTradePhase, tradePhaseOver } from './phase';
import { buyCard, checkBuy, checkDoneBuying, doneBuying } from './purchase';
import { acceptOffer, answerOffer, doneTrading, makeOffer, withdrawOffer } from './session';

export type TradeAction = Extract<EmpiresAction, { type: 'buy-trade-card' | 'done-buying' | 'offer-trade' | 'answer-trade' | 'accept-trade' | 'withdraw-offer' | 'trade-done' | 'close-trade' }>;

export const TRADE_ACTIONS: ReadonlySet<string> = new Set(['buy-trade-card', 'done-buying', 'offer-trade', 'answer-trade', 'accept-trade', 'withdraw-offer', 'trade-done', 'close-trade']);

const sideOf = (a: { cards: readonly string[]; named: readonly [string, string]; count: number }): TradeSide => ({ cards: [...a.cards], declared: { count: a.count, named: [a.named[0], a.named[1]] } });

/**
 * ME-TRADEX-1: the session's clock is the host's; a guest on another machine may not close the session (a guest who
 * is finished says so with `trade-done`). Checked by the engine for remote guests only (GameRules.hostOnly).
 */
export function checkHostOnly(action: EmpiresAction): Check {
  if (action.type === 'close-trade') return refuse('host-clock', 'ME-TRADEX-1', "Only the host's clock closes the trade session; say you are done trading instead.");
  return OK;
}

/** The rule check of the scripted phase 6 and 7 actions. */
export function checkTradeAction(state: EmpiresState, seat: Seat, action: TradeAction): Check {
  if (!isScriptedTradePhase(state)) return refuse('manual-phase', 'ME-SEQ-1', 'This phase is played by hand on the table.');
  switch (action.type) {
    case 'buy-trade-card':
      return checkBuy(state, seat, action.stack, !!action.free);
    case 'done-buying':
      return checkDoneBuying(state, seat);
    case 'offer-trade':
      return checkOffer(state, seat, action.to, sideOf(action));
    case 'answer-trade':
      return checkAnswer(state, seat, action.offer, sideOf(action));
    case 'accept-trade':
      return checkAccept(state, seat, action.offer);
    case 'withdraw-offer':
      return checkWithdraw(state, seat, action.offer);
    case 'trade-done':
      return checkTrading(state, seat);
    case 'close-trade':
      return checkCloseTrade(state);
  }
  return OK;
}

/**
 * Applies a checked phase 6/7 action; a phase with nothing left to decide ends and the turn runs on. A purchase, an
 * answer (its declaration reaches the offerer) and a deal (cards seen by the other party) cannot be taken back.
 */
export function applyTradeAction(state: EmpiresState, seat: Seat, action: TradeAction, random: Random): { state: EmpiresState; log: LogLine[]; revealed?: boolean } {
  let r: { state: EmpiresState; log: LogLine[] };
  switch (action.type) {
    case 'buy-trade-card':
      r = buyCard(state, seat, action.stack, !!action.free);
      break;
    case 'done-buying':
      r = doneBuying(state, seat);
      break;
    case 'offer-trade':
      r = makeOffer(state, seat, action.to, sideOf(action));
      break;
    case 'answer-trade':
      r = answerOffer(state, seat, action.offer, sideOf(action));
      break;
    case 'accept-trade':
      r = acceptOffer(state, seat, action.offer);
      break;
    case 'withdraw-offer':
      r = withdrawOffer(state, seat, action.offer);
      break;
    case 'trade-done':
      r = doneTrading(state, seat);
      break;
    case 'close-trade': {
      const end = leaveTradePhase(state, true);
      const a = advancePhase(withRecords(end.state, { trade: null }), random);
      return { state: a.state, log: [...end.log, ...a.log], revealed: true };
    }
  }
  const settled = settleTradePhase(r.state, random);
  return { state: settled.state, log: [...r.log, ...settled.log], revealed: action.type === 'buy-trade-card' || action.type === 'accept-trade' || action.type === 'answer-trade' || settled.log.length > 0 };
}

/** Ends phase 6 or 7 when nothing is left to decide (also after a seat leaves). */
export function settleTradePhase(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[] } {
  if (!isScriptedTradePhase(state) || !tradePhaseOver(state)) return { state, log: [] };
  const end = leaveTradePhase(state);
  const a = advancePhase(end.state, random);
  return { state: a.state, log: [...end.log, ...a.log] };
}

/** A seat leaving the game: its open offers go. */
export function dropLeaverOffers(state: EmpiresState, seat: Seat): EmpiresState {
  const t = state.trade;
  if (!t) return state;
  return withRecords(state, { trade: tradeWith(t, { offers: t.offers.filter((o) => o.from !== seat && o.to !== seat) }) });
}
