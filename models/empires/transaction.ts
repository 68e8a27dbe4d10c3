import { counted } from '../core/words';
import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { ADVANCE_BY_ID } from './data/advances';
import { applyPurchaseBonuses, checkPurchaseBonuses } from './advances/bonus';
import { civ } from './data/civilizations';
import { stackOf } from './cards';
import { buildingCost, checkConstruct, legalAreasFor } from './construct';
import { indexMap } from './map';
import { controls } from './ownership';
import { advancesCost, checkPaymentForm, treasuryNeeded, valueCards } from './payment';
import { populationCheck, seatsIn } from './population';
import { blocksInPlay, player, withBuilding, withPlayer, withRecords, acquisitionWith, type EmpiresState, type TransactionPlan } from './state';

/** SB-SAC-1/5/6, SB-BLOCK-2: may this seat sacrifice this building for the trade bonus now? */
export function checkSacrifice(state: EmpiresState, seat: Seat, buildingId: string): Check {
  const b = state.buildings[buildingId];
  if (!b || b.at === null) return refuse('not-on-board', 'SB-SAC-1', 'Only a building standing on the board can be sacrificed.');
  if (b.builtTurn === state.turn) return refuse('built-this-turn', 'SB-SAC-6', `${b.label} was built this turn and cannot be sacrificed yet.`);
  if ((state.sacrificed[seat] ?? []).some((r) => r.reason === 'trade')) return refuse('one-sacrifice', 'SB-SAC-5', 'You have already sacrificed a building for the trade bonus this turn.');
  if (blocksInPlay(state) && !state.options.crossBlockUse && b.block !== civ(state.players[seat].civ).block) {
    return refuse('other-block', 'SB-BLOCK-2', `${b.label} belongs to the other block.`);
  }
  if (!controls(state, seat, b)) return refuse('not-controlled', 'SB-SAC-1', `You need a city or the token majority in ${b.label}'s area to sacrifice it.`);
  return OK;
}

/** The building leaves the board for the supply of its block (SB-SAC-7, SB-SAC-8, SB-REG-6). */
export function sacrificeBuilding(state: EmpiresState, seat: Seat, buildingId: string, reason: 'trade' | 'regression'): EmpiresState {
  const s = withBuilding(state, buildingId, { at: null, builtBy: null, builtTurn: null, paid: 0 });
  return withRecords(s, { sacrificed: { ...s.sacrificed, [seat]: [...(s.sacrificed[seat] ?? []), { building: buildingId, reason }] } });
}

/**
 * The board a construction in the same transaction will meet: the building gone and, when the extra check runs
 * right after the sacrifice (SB-POP-6 default), that check made, since it may cost the player his city.
 */
function boardAfterSacrifice(state: EmpiresState, seat: Seat, buildingId: string): EmpiresState {
  const area = state.buildings[buildingId].at!;
  const s = sacrificeBuilding(state, seat, buildingId, 'trade');
  if (s.options.sacrificeCheckAt !== 'immediate') return s;
  return stepSurplusCheck({ ...beginDraft(s, seat, { advances: [], payment: { cards: [], treasury: 0 } }), sacrificedArea: area }).state;
}

/**
 * The areas a building may go to in a transaction that first sacrifices `sacrificeId` (SB-REBUILD-1/2): judged on
 * the board after the sacrifice, as checkTransaction judges them, so the builder can offer the freed area. A
 * sacrifice the rules refuse frees nothing (the transaction's own verdict names that refusal).
 */
export function legalAreasInTransaction(state: EmpiresState, seat: Seat, buildingId: string, sacrificeId?: string): { area: string; check: Check }[] {
  const after = sacrificeId && checkSacrifice(state, seat, sacrificeId).ok ? boardAfterSacrifice(state, seat, sacrificeId) : state;
  return legalAreasFor(after, seat, buildingId);
}

export interface Costs {
  readonly advances: number;
  readonly building: number;
  readonly cards: number;
  readonly bonus: number;
  readonly treasuryNeeded: number;
}

export function costsOf(state: EmpiresState, seat: Seat, plan: TransactionPlan, withBuilding = true): Costs {
  const adv = advancesCost(state, seat, plan.advances);
  const bld = plan.build && withBuilding ? (buildingCost(state, seat) ?? 0) : 0;
  const cards = valueCards(plan);
  return { advances: adv, building: bld, cards: cards.value, bonus: cards.bonus, treasuryNeeded: treasuryNeeded(state, seat, cards.value, adv, bld) };
}

/**
 * The whole transaction, declared in full (SB-DEF-TRANSACTION, SB-PRIO-2/4): sacrifice, advances and building
 * are legal together and the declared payment covers them. The building is judged after the sacrifice, so a
 * player may sacrifice his own building and rebuild (SB-REBUILD-1/2).
 */
export function checkTransaction(state: EmpiresState, seat: Seat, plan: TransactionPlan): Check {
  if (state.phase !== 'advances-acquisition') return refuse('wrong-phase', 'SB-BUILD-1', 'Advances and buildings are acquired only in the Civilization Advances acquisition phase.');
  const acq = state.acquisition;
  if (!acq || acq.stage !== 'transactions') return refuse('wrong-stage', 'SB-BUILD-1', 'The transactions of this phase are over.');
  if (acq.finished.includes(seat)) return refuse('one-transaction', 'SB-PRIO-2', 'You have made your one transaction this turn.');
  if (!plan.sacrifice && plan.advances.length === 0 && !plan.build) return refuse('empty', 'SB-DEF-TRANSACTION', 'The transaction acquires nothing; pass instead.');
  if (plan.sacrifice && plan.advances.length === 0 && !plan.build && !state.options.sacrificeAlone) {
    return refuse('sacrifice-alone', 'SB-SAC-9', 'At this table a sacrifice must come with a purchase.');
  }
  let after = state;
  if (plan.sacrifice) {
    const sac = checkSacrifice(state, seat, plan.sacrifice.building);
    if (!sac.ok) return sac;
    after = boardAfterSacrifice(state, seat, plan.sacrifice.building);
  }
  const owned = state.players[seat].advances;
  if (new Set(plan.advances).size !== plan.advances.length) return refuse('advance-twice', 'ME-ADV-4', 'An advance is named twice.');
  for (const a of plan.advances) {
    if (!ADVANCE_BY_ID[a]) return refuse('no-such-advance', 'ME-ADV-4', `There is no advance "${a}".`);
    if (owned.includes(a)) return refuse('advance-held', 'ME-ADV-4', `You already hold ${ADVANCE_BY_ID[a].name}.`);
  }
  if (plan.build) {
    const c = checkConstruct(after, seat, plan.build.building, plan.build.area);
    if (!c.ok) return c;
  }
  const form = checkPaymentForm(state, seat, plan);
  if (!form.ok) return form;
  const bonuses = checkPurchaseBonuses(state, seat, plan);
  if (!bonuses.ok) return bonuses;
  const costs = costsOf(after, seat, plan);
  if (plan.payment.treasury < costs.treasuryNeeded) {
    return refuse('cannot-afford', 'SB-BUILD-3', `The payment is worth ${costs.cards} in cards and ${plan.payment.treasury} treasury; the transaction costs ${costs.advances + costs.building}.`);
  }
  if (state.options.overpayment === 'refuse-excess' && plan.payment.treasury > costs.treasuryNeeded) {
    return refuse('excess-treasury', 'SB-PRIO-7', `Only ${costs.treasuryNeeded} treasury tokens are needed.`);
  }
  return OK;
}

/** A transaction in progress; the statechart walks these steps and commits the draft only at the end. */
export interface Draft {
  readonly state: EmpiresState;
  readonly seat: Seat;
  readonly plan: TransactionPlan;
  readonly log: readonly LogLine[];
  /** Set when the declared building was gone at construction time: its cards are lost (SB-REBUILD-3). */
  readonly lost: boolean;
  readonly built: boolean;
  readonly refund: number;
  readonly sacrificedArea: string | null;
}

export function beginDraft(state: EmpiresState, seat: Seat, plan: TransactionPlan): Draft {
  return { state, seat, plan, log: [], lost: false, built: false, refund: 0, sacrificedArea: null };
}

const say = (d: Draft, text: string, rule?: string): readonly LogLine[] => [...d.log, rule ? { text, rule } : { text }];

/** Pay: cards to the discards of their stacks, treasury back to stock (refunds come later, SB-PRIO-7). */
export function stepPay(d: Draft): Draft {
  const p = player(d.state, d.seat);
  const cards = d.plan.payment.cards;
  const discards: Record<number, string[]> = Object.fromEntries(Object.entries(d.state.discards).map(([k, v]) => [k, [...v]]));
  for (const c of cards) discards[stackOf(c)].push(c);
  let s: EmpiresState = withRecords(d.state, { discards });
  s = withPlayer(s, d.seat, { hand: p.hand.filter((c) => !cards.includes(c)), treasury: p.treasury - d.plan.payment.treasury, stock: p.stock + d.plan.payment.treasury });
  const value = valueCards(d.plan);
  return { ...d, state: s, log: say(d, `${p.name} pays ${counted(cards.length, 'card')} worth ${value.value} and ${d.plan.payment.treasury} treasury.`, 'ME-ADV-2') };
}

export function stepSacrifice(d: Draft): Draft {
  if (!d.plan.sacrifice) return d;
  const b = d.state.buildings[d.plan.sacrifice.building];
  const area = b.at;
  const s = sacrificeBuilding(d.state, d.seat, b.id, 'trade');
  const bonus = valueCards(d.plan).bonus;
  return { ...d, state: s, sacrificedArea: area, log: say(d, `${player(s, d.seat).name} sacrifices ${b.label}${bonus ? ` for ${bonus} extra trade points` : ''}; it returns to the supply.`, 'SB-SAC-2') };
}

/** SB-POP-6: the bonus is gone, so the area (or only the sacrificer, by option) is checked again. */
export function stepSurplusCheck(d: Draft): Draft {
  if (!d.sacrificedArea) return d;
  const areaSeats = seatsIn(d.state, d.sacrificedArea);
  const scope = d.state.options.sacrificeCheckScope === 'area' ? areaSeats : [d.seat];
  const only = d.state.options.sacrificeCheckScope === 'area' ? undefined : [d.seat];
  const r = populationCheck(d.state, [d.sacrificedArea], [...new Set([...scope, d.seat])], only);
  return { ...d, state: r.state, sacrificedArea: null, log: [...d.log, { text: `Extra surplus and city-support check in ${indexMap(d.state.map).area[d.sacrificedArea].name}.`, rule: 'SB-POP-6' }, ...r.log] };
}

export function stepBuyAdvances(d: Draft): Draft {
  if (d.plan.advances.length === 0) return d;
  const p = player(d.state, d.seat);
  const s = withPlayer(d.state, d.seat, { advances: [...p.advances, ...d.plan.advances] });
  const bonus = applyPurchaseBonuses(s, d.seat, d.plan);
  return { ...d, state: bonus.state, log: [...say(d, `${p.name} acquires ${d.plan.advances.map((a) => ADVANCE_BY_ID[a].name).join(', ')}.`, 'ME-ADV-3'), ...bonus.log] };
}

/** Construct, or, when the declared building is no longer available, place nothing and lose the cards (SB-REBUILD-3). */
export function stepConstruct(d: Draft): Draft {
  if (!d.plan.build) return d;
  const { building, area } = d.plan.build;
  const p = player(d.state, d.seat);
  const check = checkConstruct(d.state, d.seat, building, area);
  if (!check.ok) {
    return { ...d, lost: true, log: say(d, `${p.name} cannot place ${d.state.buildings[building]?.label ?? building} (${check.message}); the cards paid are lost.`, 'SB-REBUILD-3') };
  }
  const cost = buildingCost(d.state, d.seat) ?? 0;
  const s = withBuilding(d.state, building, { at: area, builtBy: d.seat, builtTurn: d.state.turn, paid: cost });
  return { ...d, state: s, built: true, log: say(d, `${p.name} constructs ${s.buildings[building].label} in ${indexMap(s.map).area[area].name} for ${cost}.`, 'SB-BUILD-2') };
}

/** SB-PRIO-7: cards are never given back; treasury beyond what the actual cost needed returns to the treasury. */
export function stepRefund(d: Draft, before: EmpiresState): Draft {
  const costs = costsOf(before, d.seat, d.plan, !d.lost);
  const refund = Math.max(0, d.plan.payment.treasury - costs.treasuryNeeded);
  if (refund === 0) return d;
  const p = player(d.state, d.seat);
  const s = withPlayer(d.state, d.seat, { treasury: p.treasury + refund, stock: p.stock - refund });
  return { ...d, state: s, refund, log: say(d, `${counted(refund, 'excess treasury token')} ${refund === 1 ? 'goes' : 'go'} back to ${p.name}'s treasury.`, 'SB-PRIO-7') };
}

export function stepFinish(d: Draft): Draft {
  const acq = d.state.acquisition;
  if (!acq) return d;
  return { ...d, state: withRecords(d.state, { acquisition: acquisitionWith(acq, { finished: [...acq.finished, d.seat] }) }) };
}

/**
 * The state the refund is costed against: the cost tier and credits as they were when the transaction began,
 * but after its sacrifice (so a rebuild is priced like a build).
 */
function pricingState(state: EmpiresState, seat: Seat, plan: TransactionPlan): EmpiresState {
  return plan.sacrifice ? sacrificeBuilding(state, seat, plan.sacrifice.building, 'trade') : state;
}

/** All steps at once, in the order the transaction chart walks them. */
export function executeTransaction(state: EmpiresState, seat: Seat, plan: TransactionPlan): Draft {
  const before = pricingState(state, seat, plan);
  const immediate = state.options.sacrificeCheckAt === 'immediate';
  let d = beginDraft(state, seat, plan);
  d = stepPay(d);
  d = stepSacrifice(d);
  if (immediate) d = stepSurplusCheck(d);
  d = stepBuyAdvances(d);
  d = stepConstruct(d);
  d = stepRefund(d, before);
  if (!immediate) d = stepSurplusCheck(d);
  return stepFinish(d);
}

export { pricingState };
