import type { Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { EmpiresAction } from '../../models/empires/actions';
import { ADVANCE_BY_ID } from '../../models/empires/data/advances';
import { astRow, epochAt, REQUIREMENTS } from '../../models/empires/data/ast';
import { cardKind } from '../../models/empires/cards';
import type { EmpiresView } from '../../models/empires/view';
import { bestOf } from './bot';
import { cardValue, citiesOf, find } from './empires-reads';

type Plan = Extract<EmpiresAction, { type: 'transact' }>['plan'];

/** How much a transaction helps: victory points, the A.S.T. requirements still ahead, one's own building (SB-VP-1..4). */
export function planValue(view: EmpiresView, seat: Seat, plan: Plan): number {
  const me = view.players[seat];
  // The view does not carry the A.S.T. side; the basic row's epochs are within a space of the expert one's.
  const side = 'basic';
  const row = astRow(me.civ, side);
  const owned = me.advances.map((a) => ADVANCE_BY_ID[a.id]?.cost ?? 0);
  const missing = (ahead: number) => {
    const need = REQUIREMENTS[epochAt(me.civ, side, Math.min(row.last, me.ast + ahead))];
    return { need, short: need.advances - owned.filter((c) => c >= need.minCost).length };
  };
  const next = missing(1);
  const later = missing(3);
  let value = 0;
  for (const id of plan.advances) {
    const a = ADVANCE_BY_ID[id];
    if (!a) continue;
    value += 2 * a.vp + a.cost / 40 + Object.values(a.credits).reduce((s, c) => s + (c ?? 0), 0) / 20;
    // ME-AST-4: what the marker's next step needs comes first; cheaper advances then wait, so the cards add up.
    if (next.short > 0 && next.need.minCost > 0) value += a.cost >= next.need.minCost ? 20 : -4;
    else if (later.short > 0 && later.need.minCost > 0) value += a.cost >= later.need.minCost ? 6 : -1;
  }
  if (plan.build) {
    const building = view.buildings.find((b) => b.id === plan.build!.building);
    value += building && building.civ === me.civ ? 12 : 5;
  }
  if (plan.sacrifice) value -= 6;
  // Paying with cards one keeps for bigger sets later is a cost; treasury is cheap.
  const spent = plan.payment.cards.reduce((s, c) => s + cardValue(c), 0);
  // A treasury that has eaten the stock starves growth and brings tax revolts (ME-TAX-4): then spending it is a gain.
  const hoard = me.stock < 2 * citiesOf(view, seat).length + 8;
  return value - spent / 25 + (hoard ? plan.payment.treasury / 6 : -plan.payment.treasury / 20);
}

/**
 * The advances-acquisition phase (ME-ADV, SB-PRIO): over the hand limit, the card of the poorest set goes; priority
 * is claimed only for one's own building; a window one is not part of is closed; else the best transaction or a pass.
 */
export function acquisitionMove(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction | null {
  const me = view.players[seat];
  const discards = legal.filter((a): a is Extract<EmpiresAction, { type: 'discard-cards' }> => a.type === 'discard-cards');
  if (discards.length > 0) {
    // ME-TRADE-4: give up the card whose set is worth least.
    const held = (me.hand ?? []).map((c) => c.id);
    return bestOf(discards, (a) => {
      const c = cardKind(a.cards[0]);
      if (!c || c.kind !== 'commodity') return 100;
      const same = held.filter((h) => cardKind(h)?.kind === 'commodity' && (cardKind(h) as { commodity: { id: string } }).commodity.id === c.commodity.id).length;
      return -c.commodity.face * same * same;
    }, random);
  }
  const window = view.acquisition?.window;
  const claims = legal.filter((a): a is Extract<EmpiresAction, { type: 'claim-priority' }> => a.type === 'claim-priority');
  // SB-PRIO-1: claim priority only for one's own civilization's building, which anyone ahead might take.
  const ownBuilding = bestOf(
    claims.filter((a) => a.plan.build && view.buildings.find((b) => b.id === a.plan.build!.building)?.civ === me.civ),
    (a) => planValue(view, seat, a.plan),
    random,
  );
  if (ownBuilding) return ownBuilding;
  if (window) return find(legal, 'close-window');
  const transact = legal.filter((a): a is Extract<EmpiresAction, { type: 'transact' }> => a.type === 'transact');
  if (transact.length === 0 && !find(legal, 'pass')) return null;
  const best = bestOf(transact, (a) => planValue(view, seat, a.plan), random, 0.5);
  return best ?? find(legal, 'pass');
}
