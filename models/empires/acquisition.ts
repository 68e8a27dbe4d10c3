import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { astOrder } from './ast';
import { commodityOf } from './cards';
import { checkTransaction, executeTransaction } from './transaction';
import type { AcquisitionState, Claim, EmpiresState, TransactionPlan } from './state';

/** ME-ADV-1: the phase opens in A.S.T.-position order. */
export function openAcquisition(state: EmpiresState): EmpiresState {
  const acquisition: AcquisitionState = { stage: 'transactions', order: astOrder(state), finished: [], failedClaims: [], window: null, arrivals: 0 };
  return { ...state, phase: 'advances-acquisition', acquisition };
}

/** The seat whose normal turn it is (the first in order still without a transaction), or null. */
export function currentSeat(state: EmpiresState): Seat | null {
  const acq = state.acquisition;
  if (!acq || acq.stage !== 'transactions') return null;
  return acq.order.find((s) => !acq.finished.includes(s) && !state.players[s].left) ?? null;
}

/** SB-PRIO-1/5: who may still claim priority: no transaction yet, not his normal turn, no failed claim (option). */
export function checkClaimEligible(state: EmpiresState, seat: Seat): Check {
  const acq = state.acquisition;
  if (state.phase !== 'advances-acquisition' || !acq || acq.stage !== 'transactions') return refuse('wrong-phase', 'SB-PRIO-1', 'Priority is claimed only during the Civilization Advances acquisition phase.');
  if (state.players[seat].left) return refuse('left', 'SB-LEAVE-1', 'You have left the game.');
  if (acq.finished.includes(seat)) return refuse('one-transaction', 'SB-PRIO-2', 'You have made your one transaction this turn.');
  if (acq.window?.claims.some((c) => c.seat === seat)) return refuse('already-claimed', 'SB-PRIO-1', 'Your claim is already waiting in this dispute.');
  if (!state.options.reclaimAfterFailure && acq.failedClaims.includes(seat)) {
    return refuse('claim-failed', 'SB-PRIO-5', 'Your priority claim failed this turn; wait for your normal turn.');
  }
  if (!acq.window && currentSeat(state) === seat) return refuse('your-turn', 'SB-PRIO-1', 'It is already your turn; make your transaction.');
  return OK;
}

/** SB-PRIO-1/6: a normal-turn transaction or pass is refused while a dispute is open or out of turn. */
export function checkNormalTurn(state: EmpiresState, seat: Seat): Check {
  const acq = state.acquisition;
  if (state.phase !== 'advances-acquisition' || !acq || acq.stage !== 'transactions') return refuse('wrong-phase', 'SB-BUILD-1', 'This is not the Civilization Advances acquisition phase.');
  if (acq.window) return refuse('dispute-open', 'SB-PRIO-3', 'A priority dispute is open; wait until it is decided.');
  if (currentSeat(state) !== seat) return refuse('not-your-turn', 'SB-PRIO-6', 'It is not your turn; you may claim priority instead.');
  return OK;
}

export function claimOpen(state: EmpiresState, seat: Seat, plan: TransactionPlan): { state: EmpiresState; log: LogLine[] } {
  const acq = state.acquisition!;
  const claim: Claim = { seat, plan, arrival: acq.arrivals };
  const claims = [...(acq.window?.claims ?? []), claim];
  let s: EmpiresState = { ...state, acquisition: { ...acq, window: { claims }, arrivals: acq.arrivals + 1 } };
  const log: LogLine[] = [{ text: `${state.players[seat].name} claims priority.`, rule: 'SB-PRIO-1' }];
  const limit = state.options.disputeWindow;
  if (limit > 0 && claims.length > limit) {
    const r = closeWindow(s);
    s = r.state;
    log.push(...r.log);
  }
  return { state: s, log };
}

/**
 * SB-PRIO-3/4/5/8: the window closes; claims that cannot be met are dropped first (their players lose priority
 * but keep their transaction), the rest are made one by one, higher A.S.T.-position first (or by arrival when
 * the option is off). A later claim is judged against the board the earlier ones left: a rebuild whose building
 * was taken loses its cards (SB-REBUILD-3); any other claim that can no longer be met fails.
 */
export function closeWindow(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  const acq = state.acquisition!;
  if (!acq.window) return { state, log: [] };
  let s: EmpiresState = { ...state, acquisition: { ...acq, window: null } };
  const log: LogLine[] = [];
  const fail = (seat: Seat, why: string, rule: string) => {
    const a = s.acquisition!;
    s = { ...s, acquisition: { ...a, failedClaims: [...a.failedClaims, seat] } };
    log.push({ text: `${s.players[seat].name}'s priority claim fails (${why}); the normal order resumes.`, rule });
  };
  const valid: Claim[] = [];
  for (const c of acq.window.claims) {
    const check = checkTransaction(s, c.seat, c.plan);
    if (check.ok) valid.push(c);
    else fail(c.seat, check.message, 'SB-PRIO-5');
  }
  const seats = valid.map((c) => c.seat);
  const order = state.options.swapIntervention ? astOrder(s, seats) : [...valid].sort((a, b) => a.arrival - b.arrival).map((c) => c.seat);
  if (valid.length > 1) log.push({ text: `Priority dispute decided: ${order.map((x) => s.players[x].name).join(', ')}.`, rule: 'SB-PRIO-3' });
  for (const seat of order) {
    const claim = valid.find((c) => c.seat === seat)!;
    const check = checkTransaction(s, seat, claim.plan);
    const rebuildLost = !check.ok && isOnlyBuildingGone(s, seat, claim.plan);
    if (!check.ok && !rebuildLost) {
      fail(seat, check.message, 'SB-PRIO-5');
      continue;
    }
    const d = executeTransaction(s, seat, claim.plan);
    s = d.state;
    log.push(...d.log);
  }
  return { state: s, log };
}

/** The claim would be fine but for its rebuild target being taken meanwhile (SB-REBUILD-3's loss case). */
function isOnlyBuildingGone(state: EmpiresState, seat: Seat, plan: TransactionPlan): boolean {
  if (!plan.sacrifice || !plan.build) return false;
  const rest: TransactionPlan = { ...plan, build: undefined };
  return checkTransaction(state, seat, rest).ok && state.buildings[plan.build.building]?.at !== null;
}

/** ME-TRADE-4: at most 8 commodity cards (9 with 12 or more players; Roadbuilding adds one) after phase 12. */
export function handLimit(state: EmpiresState, seat: Seat): number {
  return (state.players.length >= 12 ? 9 : 8) + (state.players[seat].advances.includes('roadbuilding') ? 1 : 0);
}

export function commodityCount(state: EmpiresState, seat: Seat): number {
  return state.players[seat].hand.filter((c) => commodityOf(c)).length;
}

export function overHandLimit(state: EmpiresState): Seat[] {
  return state.players.filter((p) => !p.left && commodityCount(state, p.seat) > handLimit(state, p.seat)).map((p) => p.seat);
}

/** When every seat has made or passed its transaction, the phase moves on to the hand limit. */
export function transactionsOver(state: EmpiresState): boolean {
  const acq = state.acquisition;
  return !!acq && acq.stage === 'transactions' && !acq.window && currentSeat(state) === null;
}
