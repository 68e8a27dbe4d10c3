import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { INVESTMENT_BY_ID, investmentTitles, type InvestmentCardId } from '../data/investments';
import type { Ctx } from '../draft';
import { activeTier } from '../player';
import type { CivState } from '../state';
import { advanceCulture } from './culture';

/** The per-turn record of one invested marker that fired "when you invest" triggers. */
export const INVESTED = 'invested';

/** FF-INV-03/04: one coin token a turn, in Start of Turn, from a finite pool of markers. */
export function checkInvest(state: CivState, seat: Seat, card: string): Check {
  const p = state.players[seat];
  if (!state.options.investmentDeck) return refuse('module-off', 'FF-RULE-02', 'The investment deck is not in this game.');
  if (!investmentTitles(state.options).includes(card as InvestmentCardId)) return refuse('no-card', 'FF-INV-05', 'That is not one of your investment cards.');
  if (state.phase !== 'start') return refuse('wrong-phase', 'FF-INV-03', 'Coins are invested during Start of Turn.');
  if (p.investedThisTurn) return refuse('once-per-turn', 'FF-INV-03', 'You have already invested a coin this turn.');
  if (p.coinTokens < 1) return refuse('no-coin-token', 'FF-INV-04', 'Only a coin token can be invested; printed coins never can.');
  if (state.investmentPool < 1 && state.options.markerPools === 'finite') return refuse('pool-empty', 'FF-COMP', 'No investment marker is left.');
  return OK;
}

export function checkFreeInvestment(state: CivState, seat: Seat, card: string): Check {
  if (!investmentTitles(state.options).includes(card as InvestmentCardId)) return refuse('no-card', 'FF-INV-05', 'That is not one of your investment cards.');
  if (state.players[seat].freeInvestments < 1) return refuse('none-free', 'FF-RELIC-08', 'You have no free investment marker to place.');
  if (state.investmentPool < 1 && state.options.markerPools === 'finite') return refuse('pool-empty', 'FF-COMP', 'No investment marker is left.');
  return OK;
}

/** FF-INV-04/05/07: the marker goes on one card; the highest tier reached is the only one working. */
export function placeInvestment(ctx: Ctx, seat: Seat, card: InvestmentCardId, free: boolean): void {
  const d = ctx.d;
  const p = d.players[seat];
  const before = activeTier(card, p.investments[card] ?? 0);
  if (free) p.freeInvestments -= 1;
  else {
    p.coinTokens -= 1;
    p.investedThisTurn = true;
  }
  p.investments[card] = (p.investments[card] ?? 0) + 1;
  if (d.investmentPool > 0) d.investmentPool -= 1;
  const after = activeTier(card, p.investments[card]);
  ctx.log.push({ text: `${p.name} invests in ${INVESTMENT_BY_ID[card].title} (${p.investments[card]} markers)${free ? ', free' : ''}.`, rule: 'FF-INV-05' });
  if (after && after !== before) ctx.log.push({ text: `${INVESTMENT_BY_ID[card].title}: "${after.effect}" now works${before ? `, replacing "${before.effect}"` : ''}.`, rule: 'FF-INV-07' });
  const triggers = !free || d.options.freeInvestmentsTrigger === 'trigger';
  // CIV-CLAR-04: "after investing" abilities (Machu Picchu) count the markers that fired triggers this turn.
  if (triggers) p.resourceAbilitiesUsed.push(INVESTED);
  // FF-CIV-06: each coin the Arabs invest also moves them one culture space free.
  if (triggers && p.civ === 'arabs') advanceCulture(ctx, seat, true);
}
