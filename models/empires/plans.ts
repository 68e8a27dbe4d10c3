import type { Seat } from './seat';
import { ADVANCES } from './data/advances';
import { COMMODITY_BY_ID, setValue } from './data/commodities';
import { commodityOf, groupSets } from './cards';
import { buildingCost, checkArea, checkBuildingChoice, checkCost, checkRegionFree, cityInRegion } from './construct';
import { indexMap } from './map';
import { advancePrices, advancesCost, treasuryWorth } from './payment';
import { checkSacrifice, checkTransaction, costsOf, sacrificeBuilding } from './transaction';
import type { EmpiresState, TransactionPlan } from './state';
import { freeAdvanceChoices } from './advances/bonus';

/**
 * A simple way to pay `cost`: the most valuable sets first until the cards cover it, then treasury. Used by bots,
 * the random game and previews; a player may of course declare any payment he likes.
 */
export function proposePayment(state: EmpiresState, seat: Seat, cost: number, bonus?: boolean): TransactionPlan['payment'] & { bonusCommodity?: string } {
  // It reads only the seat's hand: kept per hand (a list replaced, never changed in place; a player record is
  // replaced at every stock or treasury change too), cost and bonus (a copy each time, as before).
  const hand = state.players[seat].hand;
  let known = payments.get(hand);
  if (!known) payments.set(hand, (known = new Map()));
  const key = `${cost}/${!!bonus}`;
  let pay = known.get(key);
  if (!pay) known.set(key, (pay = computePayment(state, seat, cost, bonus)));
  return { ...pay, cards: [...pay.cards] };
}

const payments = new WeakMap<EmpiresState['players'][number]['hand'], Map<string, TransactionPlan['payment'] & { bonusCommodity?: string }>>();

function computePayment(state: EmpiresState, seat: Seat, cost: number, bonus?: boolean): TransactionPlan['payment'] & { bonusCommodity?: string } {
  const hand = state.players[seat].hand.filter((c) => commodityOf(c));
  const sets = [...groupSets(hand)].map(([id, n]) => ({ id, n, value: setValue(n, id) })).sort((a, b) => b.value - a.value);
  const chosen: typeof sets = [];
  let value = 0;
  for (const set of sets) {
    if (value >= cost) break;
    chosen.push(set);
    value += set.value;
  }
  const cards = hand.filter((c) => chosen.some((s) => s.id === commodityOf(c)!.id));
  const incomplete = chosen.filter((s) => s.n < COMMODITY_BY_ID[s.id].setSize).sort((a, b) => COMMODITY_BY_ID[b.id].face * (2 * b.n + 1) - COMMODITY_BY_ID[a.id].face * (2 * a.n + 1));
  const bonusCommodity = bonus && incomplete[0] ? incomplete[0].id : undefined;
  return { cards, treasury: 0, ...(bonusCommodity ? { bonusCommodity } : {}) };
}

/** Fills in the treasury the plan still needs; null when the player cannot afford it. */
function settle(state: EmpiresState, seat: Seat, plan: TransactionPlan): TransactionPlan | null {
  const after = plan.sacrifice ? sacrificeBuilding(state, seat, plan.sacrifice.building, 'trade') : state;
  const need = costsOf(after, seat, plan).treasuryNeeded;
  if (need > state.players[seat].treasury) return null;
  const full = { ...plan, payment: { ...plan.payment, treasury: need } };
  return checkTransaction(state, seat, full).ok ? full : null;
}

function make(state: EmpiresState, seat: Seat, base: Omit<TransactionPlan, 'payment'>): TransactionPlan | null {
  const after = base.sacrifice ? sacrificeBuilding(state, seat, base.sacrifice.building, 'trade') : state;
  const cost = advancesCost(after, seat, base.advances) + (base.build ? (buildingCost(after, seat) ?? 0) : 0);
  const pay = proposePayment(state, seat, cost, !!base.sacrifice);
  // ME-ADVX-5: Anatomy's free advance is taken (the first one offered).
  const free = freeAdvanceChoices(state, seat, { ...base, payment: { cards: [], treasury: 0 } })[0];
  if (free) base = { ...base, freeAdvance: free };
  const { bonusCommodity, ...payment } = pay;
  const sacrifice = base.sacrifice ? { building: base.sacrifice.building, ...(bonusCommodity ? { bonusCommodity } : {}) } : undefined;
  return settle(state, seat, { ...base, ...(sacrifice ? { sacrifice } : {}), payment });
}

const regionLands = new WeakMap<EmpiresState['map'], Map<string, EmpiresState['map']['areas'][number][]>>();

/** The land areas of a civilization's region, in map order (once per map). */
function regionLand(map: EmpiresState['map'], civ: string): readonly EmpiresState['map']['areas'][number][] {
  let byCiv = regionLands.get(map);
  if (!byCiv) regionLands.set(map, (byCiv = new Map()));
  let areas = byCiv.get(civ);
  if (!areas) {
    const regionOf = indexMap(map).regionOf;
    byCiv.set(civ, (areas = map.areas.filter((a) => a.kind === 'land' && regionOf[a.id] === civ)));
  }
  return areas;
}

// The menu reads the players, buildings, board, map, options, turn and this turn's sacrifices, and of the
// acquisition only whether the seat may still transact (checkTransaction): a pass or another seat's claim changes
// none of these, so the menu is kept per players record and seat while the rest stays the same record.
type MenuKey = readonly [EmpiresState['buildings'], EmpiresState['areas'], EmpiresState['map'], EmpiresState['options'], EmpiresState['sacrificed'], number, string, boolean];
const menus = new WeakMap<EmpiresState['players'], Map<Seat, { key: MenuKey; plans: readonly TransactionPlan[] }>>();

function menuKey(state: EmpiresState, seat: Seat): MenuKey {
  const acq = state.acquisition;
  const open = state.phase === 'advances-acquisition' && acq?.stage === 'transactions' && !acq.finished.includes(seat);
  return [state.buildings, state.areas, state.map, state.options, state.sacrificed, state.turn, state.phase, open];
}

/** A finite menu of complete, affordable transactions: single advances, constructions, sacrifices and rebuilds. */
export function candidatePlans(state: EmpiresState, seat: Seat): TransactionPlan[] {
  let bySeat = menus.get(state.players);
  if (!bySeat) menus.set(state.players, (bySeat = new Map()));
  const key = menuKey(state, seat);
  const hit = bySeat.get(seat);
  if (hit && hit.key.every((k, i) => k === key[i])) return [...hit.plans];
  const plans = computePlans(state, seat);
  bySeat.set(seat, { key, plans });
  return [...plans];
}

function computePlans(state: EmpiresState, seat: Seat): TransactionPlan[] {
  const out: TransactionPlan[] = [];
  const owned = state.players[seat].advances;
  const worth = treasuryWorth(state, seat);
  // What the hand and treasury can pay at most (a sacrifice's bonus card adds at most one card's worth more).
  const hand = state.players[seat].hand.filter((c) => commodityOf(c));
  const handValue = [...groupSets(hand)].reduce((t, [id, n]) => t + setValue(n + 1, id), 0);
  const budget = handValue + state.players[seat].treasury * worth;
  // A single advance alone is paid from the hand as it is (no bonus card, no discount): dearer than the whole hand
  // and treasury, it is never affordable, so it is not priced in full.
  const plainBudget = [...groupSets(hand)].reduce((t, [id, n]) => t + setValue(n, id), 0) + state.players[seat].treasury * worth;
  const supply = Object.values(state.buildings).filter((b) => b.at === null);
  const region = regionLand(state.map, state.players[seat].civ);
  const prices = advancePrices(state, seat);
  for (let i = 0; i < ADVANCES.length; i++) {
    const a = ADVANCES[i];
    const cost = prices[i];
    if (!(cost - 40 <= budget && cost <= plainBudget) || owned.includes(a.id)) continue;
    pushPlan(out, make(state, seat, { advances: [a.id] }));
  }
  for (const build of builds(state, seat, region, supply)) pushPlan(out, make(state, seat, { advances: [], build }));
  for (const b of Object.values(state.buildings)) {
    // A building in the supply is never sacrificed (checkSacrifice's first refusal), and most are there.
    if (b.at === null || !checkSacrifice(state, seat, b.id).ok) continue;
    pushPlan(out, make(state, seat, { sacrifice: { building: b.id }, advances: [] }));
    const after = sacrificeBuilding(state, seat, b.id, 'trade');
    for (const build of builds(after, seat, region, supply)) pushPlan(out, make(state, seat, { sacrifice: { building: b.id }, advances: [], build }));
  }
  return out;
}

// Module functions, not closures made per menu: a named closure costs a `name` definition each time it is made
// under the test and bench transpiler (keepNames).
function pushPlan(out: TransactionPlan[], p: TransactionPlan | null): void {
  if (p) out.push(p);
}

/**
 * Each supply building at the first area of the region where checkConstruct passes: of its checks only the
 * building's choice depends on the building and only the area's on the area, so each is asked once.
 */
function builds(s: EmpiresState, seat: Seat, region: readonly EmpiresState['map']['areas'][number][], supply: readonly EmpiresState['buildings'][string][]): NonNullable<TransactionPlan['build']>[] {
  if (!checkRegionFree(s, seat).ok || !checkCost(s, seat).ok) return [];
  // Without a city in the region checkArea refuses every area (SB-PLACE-3): known once, not per area.
  if (!cityInRegion(s, seat)) return [];
  const area = region.find((a) => checkArea(s, seat, a.id).ok);
  return area ? supply.filter((b) => checkBuildingChoice(s, seat, b.id).ok).map((b) => ({ building: b.id, area: area.id })) : [];
}
