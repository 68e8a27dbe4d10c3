import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../../actions';
import { currentSeat } from '../../acquisition';
import { stackOf } from '../../cards';
import { applyAction, checkAction } from '../../rules';
import { enterPhase } from '../../sequence';
import type { EmpiresState, TransactionPlan } from '../../state';
import { advances, area, cards, city, game, hand, inPhase, rnd, treasury } from '../../test/fixtures';

function act(s: EmpiresState, seat: number, action: EmpiresAction): EmpiresState {
  const c = checkAction(s, seat, action);
  if (!c.ok) throw new Error(`${action.type} by ${seat}: ${c.rule} ${c.message}`);
  return applyAction(s, seat, action, rnd('act')).state;
}
const plan = (p: Partial<TransactionPlan>): TransactionPlan => ({ advances: [], payment: { cards: [], treasury: 0 }, ...p });
const transact = (p: Partial<TransactionPlan>): EmpiresAction => ({ type: 'transact', plan: plan(p) });

/** Phase 12 opened; the seat whose turn it is holds `list`, `t` treasury and these cards. */
function buyer(list: string[], t: number, held: string[] = []): { s: EmpiresState; seat: number } {
  const g = game();
  const seat = currentSeat(inPhase(g, 'advances-acquisition'))!;
  let s = treasury(advances(g, seat, list), seat, t);
  s = hand(s, seat, held);
  return { s: inPhase(s, 'advances-acquisition'), seat };
}

describe('paying for advances (ME-ADVX-3)', () => {
  it('ME-ADVX-3: cards count at set value and treasury at 1; the price must be met', () => {
    // Pottery costs 60: two Silk are a set worth 4 x 9 = 36, so 24 treasury is needed.
    const { s, seat } = buyer([], 30, cards('silk', 2));
    expect(checkAction(s, seat, transact({ advances: ['pottery'], payment: { cards: cards('silk', 2), treasury: 23 } }))).toMatchObject({ ok: false, code: 'cannot-afford' });
    const r = act(s, seat, transact({ advances: ['pottery'], payment: { cards: cards('silk', 2), treasury: 24 } }));
    expect(r.players[seat].advances).toContain('pottery');
    expect(r.players[seat].treasury).toBe(6);
    expect(r.discards[9]).toEqual(expect.arrayContaining(cards('silk', 2)));
  });

  it('ME-ADVX-3: no change is given for cards, and treasury beyond the need is not spent', () => {
    // Four Silk are worth 144 for a 60 advance: nothing comes back, and the treasury named is not taken.
    const { s, seat } = buyer([], 30, cards('silk', 4));
    const r = act(s, seat, transact({ advances: ['pottery'], payment: { cards: cards('silk', 4), treasury: 10 } }));
    expect(r.players[seat].treasury).toBe(30);
    expect(r.players[seat].hand).toEqual([]);
    // A table that refuses needless treasury says so instead.
    const strict = { ...s, options: { ...s.options, overpayment: 'refuse-excess' as const } };
    expect(checkAction(strict, seat, transact({ advances: ['pottery'], payment: { cards: cards('silk', 4), treasury: 10 } }))).toMatchObject({ ok: false, code: 'excess-treasury' });
  });

  it('ME-ADVX-3: with Mining a treasury token counts 2 and may overshoot by exactly 1', () => {
    // Sculpture (50, blue): Mining's orange and green credits leave its price alone; 25 tokens are only 25 without Mining.
    const plain = buyer([], 30);
    expect(checkAction(plain.s, plain.seat, transact({ advances: ['sculpture'], payment: { cards: [], treasury: 25 } }))).toMatchObject({ ok: false, code: 'cannot-afford' });
    const mining = buyer(['mining'], 30);
    const r = act(mining.s, mining.seat, transact({ advances: ['sculpture'], payment: { cards: [], treasury: 25 } }));
    expect(r.players[mining.seat].treasury).toBe(5);
    // Pottery (60 less Mining's 20 orange credit = 40) less a Flax (1): 39 is paid by 20 tokens (40), one over.
    const odd = buyer(['mining'], 30, cards('flax', 1));
    expect(checkAction(odd.s, odd.seat, transact({ advances: ['pottery'], payment: { cards: cards('flax', 1), treasury: 19 } }))).toMatchObject({ ok: false, code: 'cannot-afford' });
    const o = act(odd.s, odd.seat, transact({ advances: ['pottery'], payment: { cards: cards('flax', 1), treasury: 20 } }));
    expect(o.players[odd.seat].treasury).toBe(10);
  });

  it('ME-ADVX-3: every purchase of the turn is one transaction', () => {
    const { s, seat } = buyer([], 200);
    const r = act(s, seat, transact({ advances: ['pottery', 'sculpture'], payment: { cards: [], treasury: 110 } }));
    expect(r.players[seat].advances).toEqual(['pottery', 'sculpture']);
    // Not even by claiming priority: his one transaction is made.
    expect(checkAction(r, seat, { type: 'claim-priority', plan: plan({ advances: ['mysticism'], payment: { cards: [], treasury: 50 } }) })).toMatchObject({ ok: false, code: 'one-transaction' });
  });
});

describe('Trade Empire (ME-ADVX-C47)', () => {
  it('ME-ADVX-C47: one card of at least the face value completes an incomplete set in a purchase', () => {
    // Two Silk and a Pearls card: 36 + 9 as they are; with Trade Empire the Pearls makes three Silk, worth 81.
    const held = [...cards('silk', 2), 'card-pearls-1'];
    const payment = { cards: held, treasury: 0 };
    const without = buyer([], 0, held);
    expect(checkAction(without.s, without.seat, transact({ advances: ['agriculture'], payment, tradeEmpire: { card: 'card-pearls-1', commodity: 'silk' } }))).toMatchObject({ ok: false, code: 'no-trade-empire' });
    expect(checkAction(without.s, without.seat, transact({ advances: ['pottery'], payment }))).toMatchObject({ ok: false, code: 'cannot-afford' });
    const te = buyer(['trade-empire'], 0, held);
    const r = act(te.s, te.seat, transact({ advances: ['pottery'], payment, tradeEmpire: { card: 'card-pearls-1', commodity: 'silk' } }));
    expect(r.players[te.seat].advances).toContain('pottery');
    // Not with a card of lower face value.
    const low = buyer(['trade-empire'], 0, [...cards('silk', 2), 'card-flax-1']);
    expect(checkAction(low.s, low.seat, transact({ advances: ['pottery'], payment: { cards: low.s.players[low.seat].hand, treasury: 0 }, tradeEmpire: { card: 'card-flax-1', commodity: 'silk' } }))).toMatchObject({ ok: false, code: 'substitute-too-low' });
  });
});

describe('extra trade cards bought with advances (phase 6)', () => {
  /** Seat 0 has the only two cities, 40 treasury and these advances; phase 6 opens and seat 0 buys. */
  const phase6 = (list: string[]) => {
    let s = game({ options: { cardPhases: 'scripted' } });
    s = city(city(s, area(s, 0, 'start'), 0), area(s, 0, 'two'), 0);
    s = advances(treasury(s, 0, 40), 0, list);
    return enterPhase({ ...s, done: [] }, 'trade-card-acquisition', rnd('six')).state;
  };

  it('ME-ADVX-C20: Rhetoric buys a card of stack 3 for 9 treasury', () => {
    expect(checkAction(phase6([]), 0, { type: 'buy-trade-card', stack: 3 })).toMatchObject({ ok: false, code: 'not-for-sale' });
    const s = phase6(['rhetoric']);
    const r = act(s, 0, { type: 'buy-trade-card', stack: 3 });
    expect(r.players[0].treasury).toBe(31);
    expect(stackOf(r.players[0].hand.at(-1)!)).toBe(3);
    expect(checkAction(s, 0, { type: 'buy-trade-card', stack: 2 })).toMatchObject({ ok: false, code: 'not-for-sale' });
  });

  it('ME-ADVX-C25: Cartography buys a card of stack 2 for 5 and of stack 7 for 13', () => {
    for (const stack of [2, 7]) expect(checkAction(phase6([]), 0, { type: 'buy-trade-card', stack })).toMatchObject({ ok: false, code: 'not-for-sale' });
    let s = act(phase6(['cartography']), 0, { type: 'buy-trade-card', stack: 2 });
    expect(s.players[0].treasury).toBe(35);
    expect(stackOf(s.players[0].hand.at(-1)!)).toBe(2);
    s = act(s, 0, { type: 'buy-trade-card', stack: 7 });
    expect(s.players[0].treasury).toBe(22);
    expect(stackOf(s.players[0].hand.at(-1)!)).toBe(7);
  });
});
