import type { Seat } from './seat';
import type { EmpiresAction } from './actions';
import { checkClaimEligible, commodityCount, currentSeat, handLimit } from './acquisition';
import { commodityOf } from './cards';
import { indexMap } from './map';
import { candidatePlans } from './plans';
import { citiesOf } from './population';
import { checkRegression, isRegressionVictim } from './regression';
import { checkOnce } from './verdicts';
import { isManualPhase, isScriptedBoardPhase, isScriptedCalamityPhase, isScriptedSpecialPhase, isScriptedTradePhase } from './phases';
import { calamityLegalActions } from './calamities/actions';
import { specialActions } from './advances/special-targets';
import { boardCandidates, movementActions } from './legal-board';
import { choiceActions, choicePending } from './board-choices';
import type { EmpiresState } from './state';
import { tradeCandidates } from './trade/legal';

/**
 * A finite list of the legal actions now (one token or one card at a time for the manual edits). Bots and the
 * random game draw from it; everything listed passes `checkAction`.
 */
export function legalActionsFor(state: EmpiresState, seat: Seat): EmpiresAction[] {
  const p = state.players[seat];
  if (!p || p.left || state.phase === 'game-over') return [];
  const out: EmpiresAction[] = [];
  const acq = state.acquisition;
  if (choicePending(state)) {
    out.push(...choiceActions(state, seat));
  } else if (state.phase === 'advances-acquisition' && acq) {
    if (acq.stage === 'hand-limit') {
      if (commodityCount(state, seat) > handLimit(state, seat)) for (const c of p.hand) if (commodityOf(c)) out.push({ type: 'discard-cards', cards: [c] });
    } else {
      if (acq.window) out.push({ type: 'close-window' });
      const mine = currentSeat(state) === seat && !acq.window;
      const claim = checkClaimEligible(state, seat).ok;
      if (mine || claim) {
        const plans = candidatePlans(state, seat);
        if (mine) {
          out.push({ type: 'pass' });
          for (const plan of plans) out.push({ type: 'transact', plan });
        } else for (const plan of plans) out.push({ type: 'claim-priority', plan });
      }
    }
    // Listed only as checkAction allows: a discard over the limit, the window to close, a pass or a plan (which
    // passed checkTransaction) in one's normal turn, a claim when checkClaimEligible passes. The menu is long and
    // each plan's check is a whole transaction's, so it is not checked a second time here.
    return out;
  } else if (isScriptedCalamityPhase(state)) {
    out.push(...calamityLegalActions(state, seat));
  } else if (isScriptedTradePhase(state)) {
    out.push(...tradeCandidates(state, seat));
  } else if (isScriptedBoardPhase(state)) {
    if (state.phase === 'movement') return movementActions(state, seat);
    out.push(...boardCandidates(state, seat));
  } else if (isScriptedSpecialPhase(state)) {
    // Each use listed has passed checkUseSpecial, and passing checkSpecialTurn: checkAction asks no more of them.
    return specialActions(state, seat);
  } else if (isManualPhase(state) && !state.done.includes(seat)) {
    if (state.phase === 'calamity-resolution' && isRegressionVictim(state, seat)) {
      for (const sacrifice of [false, true]) {
        const inland = citiesOf(state, seat).sort((a, b) => Number(indexMap(state.map).area[a].coastal) - Number(indexMap(state.map).area[b].coastal));
        for (const destroyCities of [[], inland.slice(0, 2)]) {
          if (destroyCities.length === 1) continue;
          const action = { type: 'resolve-regression' as const, sacrifice, destroyCities };
          if (checkRegression(state, seat, action).ok) out.push(action);
        }
      }
    }
    out.push({ type: 'phase-done' });
    // One token at a time, where the seat has units or next to them: a table edits near its pieces (the rules'
    // check still accepts any land area; the list stays short so bots and drills stay quick).
    const index = indexMap(state.map);
    const mine = (id: string) => (state.areas[id].tokens[seat] ?? 0) > 0 || state.areas[id].city?.owner === seat;
    const near = new Set<string>();
    for (const a of state.map.areas) if (a.kind === 'land' && mine(a.id)) for (const n of [a.id, ...index.land[a.id]]) near.add(n);
    if (near.size === 0) for (const a of state.map.areas) if (a.kind === 'land') near.add(a.id);
    for (const id of near) {
      const area = state.areas[id];
      if (area.outOfPlay) continue;
      if (p.stock > 0) out.push({ type: 'place-tokens', area: id, count: 1 });
      if ((area.tokens[seat] ?? 0) > 0) out.push({ type: 'remove-tokens', area: id, count: 1 });
      if (area.barbarians > 0) out.push({ type: 'barbarians', area: id, delta: -1 });
      if ((area.tokens[seat] ?? 0) >= 6) out.push({ type: 'build-city', area: id });
      if (area.city) out.push({ type: 'reduce-city', area: id }, { type: 'remove-city', area: id }, { type: 'annex-city', area: id });
    }
    out.push({ type: 'treasury', delta: 1 }, { type: 'treasury', delta: -1 }, { type: 'check-buildings' });
    if (state.phase === 'trade-card-acquisition') for (let s = 1; s <= 9; s++) out.push({ type: 'draw-card', stack: s });
    if (state.phase === 'trade') for (const c of p.hand) for (const other of state.players) if (other.seat !== seat && !other.left) out.push({ type: 'give-cards', to: other.seat, cards: [c] });
  }
  return out.filter((a) => checkOnce(state, seat, a).ok);
}
