import type { LogLine } from '../seat';
import { withRecords, type EmpiresState, type TurnPhase } from '../state';
import { drawAll } from './draw';
import { openPurchases, purchasesOver } from './purchase';
import { closeTrade, openTrade, tradeOver } from './session';

type Step = { state: EmpiresState; log: LogLine[] };

/** Phase 6 draws every seat's cards (6a) and opens the purchases (6b); phase 7 opens the trade session. */
export function enterTradePhase(state: EmpiresState, phase: TurnPhase): Step {
  if (phase === 'trade-card-acquisition') {
    const r = drawAll(state);
    return { state: openPurchases(r.state), log: r.log };
  }
  return openTrade(state);
}

/** The scripted phase 6 or 7 has nothing left to decide. */
export function tradePhaseOver(state: EmpiresState): boolean {
  if (state.phase === 'trade-card-acquisition') return !state.cardPurchase || purchasesOver(state);
  if (state.phase === 'trade') return tradeOver(state);
  return false;
}

/** Leaving phase 6 or 7: the purchase order or the session is cleared. */
export function leaveTradePhase(state: EmpiresState, byClock = false): Step {
  if (state.phase === 'trade-card-acquisition') return { state: withRecords(state, { cardPurchase: null }), log: [] };
  return closeTrade(state, byClock);
}
