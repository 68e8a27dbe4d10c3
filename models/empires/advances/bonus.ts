import { OK, refuse, type Check } from '../../core/check';
import type { LogLine, Seat } from '../seat';
import { ADVANCE_BY_ID, COLOURS, type Colour } from '../data/advances';
import { player, withPlayer, type EmpiresState, type TransactionPlan } from '../state';
import { abilitiesOf, type AbilityOf } from './abilities';

/**
 * ME-ADVX-5: the one-off bonuses of a purchase: Written Record's and Monument's credit points in colours the
 * buyer chooses (kept for ever), Anatomy's free Science advance. Library's discount is priced in payment.ts.
 */
type Credits = Partial<Record<Colour, number>>;

const bonusOf = (advance: string) => abilitiesOf(advance).find((a): a is AbilityOf<'purchaseBonusCredits'> => a.kind === 'purchaseBonusCredits');
const freeOf = (advance: string) => abilitiesOf(advance).find((a): a is AbilityOf<'freeAdvance'> => a.kind === 'freeAdvance');

/** Without a choice the points go to the advance's own first colour (a default the buyer may change). */
export function bonusCreditsFor(plan: TransactionPlan, advance: string): Credits {
  const bonus = bonusOf(advance);
  if (!bonus) return {};
  return plan.bonusCredits?.[advance] ?? { [ADVANCE_BY_ID[advance].colours[0]]: bonus.points };
}

/** Advances Anatomy may bring for free: of its colour, printed below its limit, not held or bought now. */
export function freeAdvanceChoices(state: EmpiresState, seat: Seat, plan: TransactionPlan): string[] {
  const rules = plan.advances.map(freeOf).filter((f) => f !== undefined);
  if (rules.length === 0) return [];
  const owned = new Set([...state.players[seat].advances, ...plan.advances]);
  return Object.values(ADVANCE_BY_ID)
    .filter((a) => !owned.has(a.id) && rules.some((r) => a.colours.includes(r.colour) && a.cost < r.below))
    .map((a) => a.id);
}

export function checkPurchaseBonuses(state: EmpiresState, seat: Seat, plan: TransactionPlan): Check {
  for (const [advance, credits] of Object.entries(plan.bonusCredits ?? {})) {
    const bonus = plan.advances.includes(advance) ? bonusOf(advance) : undefined;
    if (!bonus) return refuse('no-bonus-credits', 'ME-ADVX-5', `${ADVANCE_BY_ID[advance]?.name ?? advance} bought now gives no credit points to place.`);
    const entries = Object.entries(credits);
    if (entries.some(([c, n]) => !COLOURS.includes(c as Colour) || !Number.isInteger(n) || (n ?? 0) < 0 || (n ?? 0) % 5 !== 0)) {
      return refuse('bad-bonus-credits', 'ME-ADVX-5', 'Credit points go to the five colours in steps of 5.');
    }
    const total = entries.reduce((t, [, n]) => t + (n ?? 0), 0);
    if (total !== bonus.points) return refuse('bad-bonus-credits', 'ME-ADVX-5', `${ADVANCE_BY_ID[advance].name} gives exactly ${bonus.points} credit points; the choice places ${total}.`);
  }
  if (plan.freeAdvance !== undefined && !freeAdvanceChoices(state, seat, plan).includes(plan.freeAdvance)) {
    const name = ADVANCE_BY_ID[plan.freeAdvance]?.name ?? plan.freeAdvance;
    return refuse('bad-free-advance', 'ME-ADVX-5', plan.advances.some((a) => freeOf(a)) ? `${name} is not a Science advance printed below 100 that you lack.` : 'Only buying Anatomy brings a free advance.');
  }
  return OK;
}

/** Applies the bonuses once the advances are bought (ME-ADVX-4: they count from the next purchase on). */
export function applyPurchaseBonuses(state: EmpiresState, seat: Seat, plan: TransactionPlan): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  const p = player(s, seat);
  const credits: Credits = { ...(p.bonusCredits ?? {}) };
  for (const advance of plan.advances) {
    const add = bonusCreditsFor(plan, advance);
    const words = Object.entries(add).filter(([, n]) => (n ?? 0) > 0);
    if (words.length === 0) continue;
    for (const [c, n] of words) credits[c as Colour] = (credits[c as Colour] ?? 0) + (n ?? 0);
    log.push({ text: `${ADVANCE_BY_ID[advance].name} gives ${p.name} ${words.map(([c, n]) => `${n} ${c}`).join(', ')} credit points.`, rule: 'ME-ADVX-5' });
  }
  if (Object.keys(credits).length) s = withPlayer(s, seat, { bonusCredits: credits });
  if (plan.freeAdvance) {
    s = withPlayer(s, seat, { advances: [...player(s, seat).advances, plan.freeAdvance] });
    log.push({ text: `Anatomy brings ${p.name} ${ADVANCE_BY_ID[plan.freeAdvance].name} for free.`, rule: 'ME-ADVX-5' });
  }
  return { state: s, log };
}

/** The chosen credit points a seat holds in a colour. */
export const bonusCredit = (state: EmpiresState, seat: Seat, colour: Colour): number => state.players[seat].bonusCredits?.[colour] ?? 0;
