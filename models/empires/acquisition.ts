import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { astOrder } from './ast';
import { commodityOf } from './cards';
import { checkTransaction, executeTransaction } from './transaction';
import { withRecords, acquisitionWith, type AcquisitionState, type Claim, type EmpiresState, type TransactionPlan } from './state';

/** ME-ADV-1: the phase opens in A.S.T.-position order. */
export function openAcquisition(state: EmpiresState): EmpiresState {
  const acquisition: AcquisitionState = { stage: 'transactions', order: astOrder(state), finished: [], failedClaims: [], window: null, arrivals: 0 };
  return withRecords(state, { phase: 'advances-acquisition', acquisition });
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
  let s: EmpiresState = withRecords(state, { acquisition: acquisitionWith(acq, { window: { claims }, arrivals: acq.arrivals + 1 }) });
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
 * SB-PRIO-3/4/5/8: the window closes and its claims are made one by one in dispute order (disputeOrder). By default
 * each is judged on the board the earlier ones left, so a later claim may take a building an earlier one
 * sacrificed; with `disputeBoard: 'window-open'` every claim is judged on the opening board first and those it
 * refuses are dropped. A claim that cannot be met fails (SB-PRIO-5: the player keeps his normal turn), and he and
 * the table are told why; a rebuild whose building was taken meanwhile loses its cards instead (SB-REBUILD-3).
 */
export function closeWindow(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  const acq = state.acquisition!;
  if (!acq.window) return { state, log: [] };
  const opening = state;
  const claims = acq.window.claims;
  let s: EmpiresState = withRecords(state, { acquisition: acquisitionWith(acq, { window: null }) });
  const log: LogLine[] = [];
  const fail = (seat: Seat, why: Check & { ok: false }) => {
    const a = s.acquisition!;
    s = withRecords(s, { acquisition: acquisitionWith(a, { failedClaims: [...a.failedClaims, seat] }) });
    log.push(...claimFailed(s, seat, why));
  };
  let candidates = claims;
  if (state.options.disputeBoard === 'window-open') {
    candidates = claims.filter((c) => {
      const check = checkTransaction(s, c.seat, c.plan);
      if (!check.ok) fail(c.seat, check);
      return check.ok;
    });
  }
  const order = disputeOrder(s, candidates);
  if (order.length > 1) log.push({ text: `Priority dispute decided: ${order.map((c) => s.players[c.seat].name).join(', ')}.`, rule: 'SB-PRIO-3' });
  for (const claim of order) {
    const check = checkTransaction(s, claim.seat, claim.plan);
    if (!check.ok && !rebuildTaken(s, opening, claim, claims)) {
      fail(claim.seat, check);
      continue;
    }
    const d = executeTransaction(s, claim.seat, claim.plan);
    s = d.state;
    log.push(...d.log);
  }
  return { state: s, log };
}

/** SB-PRIO-4/5: the claimant hears why his claim failed, and the table sees it with the same reason. */
function claimFailed(state: EmpiresState, seat: Seat, why: Check & { ok: false }): LogLine[] {
  const name = state.players[seat].name;
  return [
    { text: `Your priority claim fails: ${why.message} You keep your transaction for your normal turn.`, to: [seat], rule: 'SB-PRIO-4' },
    { text: `${name}'s priority claim fails: ${why.message} ${name} keeps the transaction for the normal turn.`, rule: 'SB-PRIO-4' },
  ];
}

/** SB-PRIO-8: two claims each sacrificing the building the other would rebuild. */
function isSwap(a: Claim, b: Claim): boolean {
  const [pa, pb] = [a.plan, b.plan];
  return !!(pa.sacrifice && pb.sacrifice && pa.build && pb.build && pa.build.building === pb.sacrifice.building && pb.build.building === pa.sacrifice.building);
}

/**
 * SB-PRIO-3: claims are made in A.S.T.-position order (ties by ranking). SB-PRIO-8: of two claims that swap
 * buildings, the higher position steps in and goes right after the other, so his rebuild finds the other's
 * building in the supply; with `swapIntervention` off such a pair goes in arrival order instead.
 */
export function disputeOrder(state: EmpiresState, claims: readonly Claim[]): Claim[] {
  const order = astOrder(state, claims.map((c) => c.seat)).map((seat) => claims.find((c) => c.seat === seat)!);
  const paired = new Set<Claim>();
  for (const higher of [...order]) {
    const lower = order.find((c) => c !== higher && !paired.has(c) && isSwap(higher, c) && order.indexOf(c) > order.indexOf(higher));
    if (!lower || paired.has(higher)) continue;
    paired.add(higher).add(lower);
    const lowerFirst = state.options.swapIntervention || lower.arrival < higher.arrival;
    if (!lowerFirst) continue;
    order.splice(order.indexOf(higher), 1);
    order.splice(order.indexOf(lower) + 1, 0, higher);
  }
  return order;
}

/**
 * SB-REBUILD-3's loss case: the claim would be fine but for its rebuild target, which was in the supply when the
 * window opened and an earlier claim took it, or which its swap partner was to free and has not (SB-PRIO-8).
 */
function rebuildTaken(state: EmpiresState, opening: EmpiresState, claim: Claim, claims: readonly Claim[]): boolean {
  const plan = claim.plan;
  if (!plan.sacrifice || !plan.build) return false;
  const target = plan.build.building;
  if (state.buildings[target]?.at === null || !checkTransaction(state, claim.seat, { ...plan, build: undefined }).ok) return false;
  return opening.buildings[target]?.at === null || claims.some((c) => c !== claim && isSwap(c, claim));
}

/** ME-TRADE-4: at most 8 commodity cards (9 with 12 or more players; Roadbuilding adds one) after phase 12. */
export function handLimit(state: EmpiresState, seat: Seat): number {
  return (state.players.length >= 12 ? 9 : 8) + (state.players[seat].advances.includes('roadbuilding') ? 1 : 0);
}

/** ME-TCARD-9: commodity cards in hand; water counts unless the table chose otherwise (waterCountsForHandLimit). */
export function commodityCount(state: EmpiresState, seat: Seat): number {
  const water = state.options.waterCountsForHandLimit !== false;
  return state.players[seat].hand.filter((c) => {
    const k = commodityOf(c);
    return !!k && (water || k.id !== 'water');
  }).length;
}

export function overHandLimit(state: EmpiresState): Seat[] {
  return state.players.filter((p) => !p.left && commodityCount(state, p.seat) > handLimit(state, p.seat)).map((p) => p.seat);
}

/** When every seat has made or passed its transaction, the phase moves on to the hand limit. */
export function transactionsOver(state: EmpiresState): boolean {
  const acq = state.acquisition;
  return !!acq && acq.stage === 'transactions' && !acq.window && currentSeat(state) === null;
}
