import { OK, refuse, type Check } from '../core/check';
import type { Seat } from './seat';
import { ADVANCE_BY_ID, ADVANCES } from './data/advances';
import { abilitiesOf, abilityValue, hasAbility } from './advances/abilities';
import { COMMODITY_BY_ID, setValue } from './data/commodities';
import { cardKind, commodityOf, groupSets } from './cards';
import type { EmpiresState, TransactionPlan } from './state';

/**
 * ME-ADV-3: an advance's price after the credits of advances already held (the better colour of a dual-colour
 * card, plus any credit named for this advance), never below 0.
 */
export function creditedCost(state: EmpiresState, seat: Seat, advanceId: string): number {
  // It reads only the seat's advances and credits (creditsOf).
  const credits = creditsOf(state.players[seat]);
  let cost = credits.costs.get(advanceId);
  if (cost === undefined) {
    const adv = ADVANCE_BY_ID[advanceId];
    const best = Math.max(...adv.colours.map((c) => colourCredit(credits, c)));
    cost = Math.max(0, adv.cost - best - (credits.named.get(advanceId) ?? 0));
    credits.costs.set(advanceId, cost);
  }
  return cost;
}

/** Every advance's creditedCost for the seat, in the order of ADVANCES (the acquisition menu prices them all). */
export function advancePrices(state: EmpiresState, seat: Seat): readonly number[] {
  const credits = creditsOf(state.players[seat]);
  return (credits.prices ??= ADVANCES.map((a) => creditedCost(state, seat, a.id)));
}

type AdvanceDef = (typeof ADVANCE_BY_ID)[string];
type Colour = keyof AdvanceDef['credits'];
/** A player record's credits: per colour (worked out when first asked), named for one advance, and the prices found. */
type Credits = { readonly player: EmpiresState['players'][number]; readonly held: readonly AdvanceDef[]; readonly colour: Map<string, number>; readonly named: Map<string, number>; readonly costs: Map<string, number>; prices?: readonly number[] };
// Kept per advances list (replaced, never changed in place, when the seat buys) and checked against the start and
// bonus credits: a player record is replaced at every change of stock, treasury or hand, which changes no price.
const creditsByAdvances = new WeakMap<EmpiresState['players'][number]['advances'], Credits>();

// A seat holding no advance and no placed credit has its start credit alone: one entry per start credit serves
// every such seat of every game (each game's players start with lists of their own).
const creditsAtStart = new Map<number | undefined, Credits>();

function creditsOf(p: EmpiresState['players'][number]): Credits {
  if (p.advances.length === 0 && p.bonusCredits === undefined) {
    let start = creditsAtStart.get(p.startCredit);
    if (!start) creditsAtStart.set(p.startCredit, (start = { player: p, held: [], colour: new Map(), named: new Map(), costs: new Map() }));
    return start;
  }
  let hit = creditsByAdvances.get(p.advances);
  if (!hit || hit.player.startCredit !== p.startCredit || hit.player.bonusCredits !== p.bonusCredits) {
    const held = p.advances.map((id) => ADVANCE_BY_ID[id]);
    const named = new Map<string, number>();
    for (const a of held) if (a.special) named.set(a.special.advance, (named.get(a.special.advance) ?? 0) + a.special.amount);
    creditsByAdvances.set(p.advances, (hit = { player: p, held, colour: new Map(), named, costs: new Map() }));
  }
  return hit;
}

/** ME-ADV-3: the credit in one colour: the start credit, credit points placed (ME-ADVX-5) and the advances held. */
function colourCredit(credits: Credits, c: string): number {
  let n = credits.colour.get(c);
  if (n === undefined) {
    n = (credits.player.startCredit ?? 0) + (credits.player.bonusCredits?.[c as Colour] ?? 0);
    for (const a of credits.held) n += a.credits[c as Colour] ?? 0;
    credits.colour.set(c, n);
  }
  return n;
}

/** The advances' total: credits each, and Library (bought in this transaction) takes 40 off the dearest other one. */
export function advancesCost(state: EmpiresState, seat: Seat, advances: readonly string[]): number {
  const costs = advances.map((a) => ({ id: a, cost: creditedCost(state, seat, a) }));
  for (const giver of advances) {
    for (const a of abilitiesOf(giver)) {
      if (a.kind !== 'discountOther') continue;
      const others = costs.filter((c) => c.id !== giver).sort((x, y) => y.cost - x.cost);
      if (others[0]) others[0].cost = Math.max(0, others[0].cost - a.amount);
    }
  }
  return costs.reduce((t, c) => t + c.cost, 0);
}

export interface CardValuation {
  readonly value: number;
  /** How much the sacrifice bonus added (SB-SAC-2). */
  readonly bonus: number;
}

/**
 * ME-TRADE-1 with the expansion: sets at n squared times face value; the Trade Empire substitute and the sacrifice
 * bonus each add one card to an incomplete set (SB-SAC-2..4), never beyond a full set.
 */
export function valueCards(plan: TransactionPlan, withBonus = true): CardValuation {
  const substitute = plan.tradeEmpire?.card;
  const sets = groupSets(plan.payment.cards.filter((c) => c !== substitute));
  const extra = new Map<string, number>();
  if (plan.tradeEmpire) extra.set(plan.tradeEmpire.commodity, 1);
  const bonusTarget = withBonus ? plan.sacrifice?.bonusCommodity : undefined;
  let value = 0;
  let plain = 0;
  for (const [id, n] of sets) {
    const full = COMMODITY_BY_ID[id].setSize;
    const plus = (extra.get(id) ?? 0) + (bonusTarget === id ? 1 : 0);
    value += setValue(Math.min(full, n + plus), id);
    plain += setValue(Math.min(full, n + (extra.get(id) ?? 0)), id);
  }
  return { value, bonus: value - plain };
}

export function treasuryWorth(state: EmpiresState, seat: Seat): number {
  return abilityValue(state, seat, 'treasuryWorth', 1);
}

/**
 * Treasury tokens the payment still needs after the cards (cards count first, SB-PRIO-7 REC). With Mining a
 * token is worth 2; if Mining does not count for buildings (SB-BUILD-3a option), cards cover the building first.
 */
export function treasuryNeeded(state: EmpiresState, seat: Seat, cardValue: number, advCost: number, bldCost: number): number {
  const worth = treasuryWorth(state, seat);
  if (worth === 1 || state.options.miningOnBuildings) return Math.ceil(Math.max(0, advCost + bldCost - cardValue) / worth);
  const cardsLeft = Math.max(0, cardValue - bldCost);
  return Math.max(0, bldCost - cardValue) + Math.ceil(Math.max(0, advCost - cardsLeft) / worth);
}

/** SB-PRIO-4, SB-SAC-3/4, ME-ADV-2: the declared payment is well formed and the player holds it. */
export function checkPaymentForm(state: EmpiresState, seat: Seat, plan: TransactionPlan): Check {
  const p = state.players[seat];
  const cards = plan.payment.cards;
  if (new Set(cards).size !== cards.length) return refuse('card-twice', 'SB-PRIO-4', 'A card is named twice in the payment.');
  const missing = cards.find((c) => !p.hand.includes(c));
  if (missing) return refuse('card-not-held', 'SB-PRIO-4', 'The payment names a card you do not hold.');
  if (cards.some((c) => cardKind(c)?.kind !== 'commodity')) return refuse('not-a-commodity', 'ME-ADV-2', 'Only commodity cards pay for advances and buildings.');
  if (!Number.isInteger(plan.payment.treasury) || plan.payment.treasury < 0) return refuse('bad-treasury', 'ME-ADV-2', 'Treasury must be a whole number of tokens.');
  if (plan.payment.treasury > p.treasury) return refuse('treasury-short', 'SB-PRIO-4', `You have only ${p.treasury} treasury tokens.`);
  const sets = groupSets(cards.filter((c) => c !== plan.tradeEmpire?.card));
  if (plan.tradeEmpire) {
    if (!hasAbility(state, seat, 'substituteCommodity')) return refuse('no-trade-empire', 'SB-SAC-4', 'Only a holder of Trade Empire may use a substitute card.');
    const sub = commodityOf(plan.tradeEmpire.card);
    const target = COMMODITY_BY_ID[plan.tradeEmpire.commodity];
    if (!cards.includes(plan.tradeEmpire.card) || !sub || !target) return refuse('bad-substitute', 'SB-SAC-4', 'The substitute card must be one of the cards paid.');
    if (sub.face < target.face) return refuse('substitute-too-low', 'SB-SAC-4', `The substitute must have a face value of at least ${target.face}.`);
    const n = sets.get(target.id) ?? 0;
    if (n === 0 || n >= target.setSize) return refuse('substitute-set', 'SB-SAC-4', `The substitute completes only an incomplete ${target.name} set that you turn in.`);
  }
  const bonus = plan.sacrifice?.bonusCommodity;
  if (bonus) {
    const target = COMMODITY_BY_ID[bonus];
    const n = sets.get(bonus) ?? 0;
    if (!target || n === 0) return refuse('bonus-no-set', 'SB-SAC-3', 'The bonus card goes on a set you are turning in.');
    if (n >= target.setSize) return refuse('bonus-complete-set', 'SB-SAC-3', `Your ${target.name} set is already complete; the bonus needs an incomplete set.`);
    // SB-SAC-4 REC: the substitute is applied first; a set it completes has no room left for the bonus card.
    if (plan.tradeEmpire?.commodity === bonus && n + 1 >= target.setSize) {
      return refuse('bonus-complete-set', 'SB-SAC-3', `Your Trade Empire substitute already completes the ${target.name} set; the bonus needs an incomplete set.`);
    }
  }
  return OK;
}
