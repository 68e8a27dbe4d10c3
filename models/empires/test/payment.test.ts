import { describe, expect, it } from 'vitest';
import { advancesCost, creditedCost, valueCards } from '../payment';
import { checkTransaction, executeTransaction } from '../transaction';
import type { TransactionPlan } from '../state';
import { advances, ast, built, cards, city, game, hand, inPhase, treasury } from './fixtures';

const plan = (p: Partial<TransactionPlan>): TransactionPlan => ({ advances: [], payment: { cards: [], treasury: 0 }, ...p });

describe('paying for a transaction', () => {
  const base = () => inPhase(ast(game(), 2, 6), 'advances-acquisition');

  it('ME-ADV-2 / ME-TRADE-1: cards at set value plus treasury at 1 each', () => {
    let s = hand(base(), 2, [...cards('salt', 3), ...cards('flax', 2)]);
    s = treasury(s, 2, 19);
    const p = plan({ advances: ['urbanism'], payment: { cards: [...cards('salt', 3), ...cards('flax', 2)], treasury: 19 } });
    expect(valueCards(p).value).toBe(27 + 4);
    expect(checkTransaction(s, 2, p).ok).toBe(true);
    expect(checkTransaction(s, 2, { ...p, payment: { ...p.payment, treasury: 18 } })).toMatchObject({ ok: false, code: 'cannot-afford' });
    expect(checkTransaction(s, 2, { ...p, payment: { ...p.payment, treasury: 20 } })).toMatchObject({ ok: false, rule: 'SB-PRIO-4' });
    const calamity = hand(s, 2, ['card-piracy']);
    expect(checkTransaction(calamity, 2, plan({ advances: ['urbanism'], payment: { cards: ['card-piracy'], treasury: 19 } }))).toMatchObject({ ok: false, rule: 'ME-ADV-2' });
  });

  it('ME-ADV-3: credits of advances held lower the price (best colour of a dual card, named credits, never below 0)', () => {
    let s = advances(base(), 2, ['pottery', 'cloth-making']);
    expect(creditedCost(s, 2, 'agriculture')).toBe(120 - 20 - 10);
    expect(creditedCost(s, 2, 'mysticism')).toBe(50 - 10);
    s = advances(s, 2, ['mathematics', 'literacy', 'empiricism']);
    expect(creditedCost(s, 2, 'urbanism')).toBe(50 - 25);
    expect(creditedCost(s, 2, 'sculpture')).toBe(50 - 35);
    s = advances(s, 2, ['mathematics', 'literacy', 'empiricism', 'democracy', 'law']);
    expect(creditedCost(s, 2, 'urbanism')).toBe(0);
  });

  it('ME-ADV-3: credits of advances bought in this transaction do not count yet', () => {
    const s = base();
    expect(advancesCost(s, 2, ['pottery', 'agriculture'])).toBe(60 + 120);
  });

  it('ME-ADV-4: one copy of each advance', () => {
    const s = treasury(advances(base(), 2, ['pottery']), 2, 60);
    expect(checkTransaction(s, 2, plan({ advances: ['pottery'], payment: { cards: [], treasury: 60 } }))).toMatchObject({ ok: false, rule: 'ME-ADV-4' });
  });

  it('ME-ADV-5 / SB-BUILD-3a: Library takes 40 off another advance but never off a building', () => {
    const s = city(treasury(base(), 2, 400), 'babylon-start', 2);
    expect(advancesCost(s, 2, ['library', 'law'])).toBe(220 + 110);
    const p = plan({ advances: ['library'], build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 249 } });
    expect(checkTransaction(s, 2, p)).toMatchObject({ ok: false, code: 'cannot-afford' });
    expect(checkTransaction(s, 2, { ...p, payment: { cards: [], treasury: 250 } }).ok).toBe(true);
  });

  it('SB-BUILD-3a: credits never lower a building\'s cost', () => {
    const s = city(treasury(advances(base(), 2, ['mathematics', 'literacy']), 2, 29), 'babylon-start', 2);
    expect(checkTransaction(s, 2, plan({ build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 29 } }))).toMatchObject({ ok: false, code: 'cannot-afford' });
  });

  it('SB-BUILD-3a: with Mining treasury counts 2 for the building too; the option limits it to advances', () => {
    const s = city(treasury(advances(base(), 2, ['mining']), 2, 15), 'babylon-start', 2);
    const p = plan({ build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 15 } });
    expect(checkTransaction(s, 2, p).ok).toBe(true);
    const strict = { ...s, options: { ...s.options, miningOnBuildings: false } };
    expect(checkTransaction(strict, 2, p)).toMatchObject({ ok: false, code: 'cannot-afford' });
  });

  it('SB-PRIO-7: overpaid cards are lost, overpaid treasury comes back (cards count first)', () => {
    let s = city(base(), 'babylon-start', 2);
    s = treasury(hand(s, 2, cards('salt', 4)), 2, 20);
    const p = plan({ build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: cards('salt', 4), treasury: 20 } });
    const d = executeTransaction(s, 2, p);
    expect(d.refund).toBe(20);
    expect(d.state.players[2].treasury).toBe(20);
    expect(d.state.players[2].hand).toHaveLength(0);
    expect(d.log.some((l) => l.rule === 'SB-PRIO-7')).toBe(true);
    const strict = { ...s, options: { ...s.options, overpayment: 'refuse-excess' as const } };
    expect(checkTransaction(strict, 2, p)).toMatchObject({ ok: false, rule: 'SB-PRIO-7' });
  });

  it('SB-PRIO-7: with Mining the refund counts tokens at 2 and may overshoot by one point', () => {
    let s = city(advances(base(), 2, ['mining']), 'babylon-start', 2);
    s = treasury(hand(s, 2, cards('flax', 1)), 2, 20);
    const d = executeTransaction(s, 2, plan({ build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: cards('flax', 1), treasury: 20 } }));
    // 30 - 1 from the card = 29 still needed: 15 tokens at 2 each; 5 come back.
    expect(d.refund).toBe(5);
    expect(d.state.players[2].treasury).toBe(5);
  });
});

describe('the sacrifice bonus', () => {
  const ready = () => {
    let s = inPhase(ast(game(), 2, 6), 'advances-acquisition');
    s = built(s, 'mahram-bilqis', 'saba-start', 0, 0);
    s = city(s, 'saba-start', 2);
    return s;
  };

  it('SB-SAC-2: one incomplete set counts one card more: (n+1) squared times face', () => {
    const s = treasury(hand(ready(), 2, cards('salt', 3)), 2, 2);
    const p = plan({ sacrifice: { building: 'mahram-bilqis', bonusCommodity: 'salt' }, advances: ['urbanism'], payment: { cards: cards('salt', 3), treasury: 2 } });
    expect(valueCards(p)).toEqual({ value: 48, bonus: 21 });
    expect(checkTransaction(s, 2, p).ok).toBe(true);
    expect(checkTransaction(s, 2, { ...p, advances: ['mythology'] })).toMatchObject({ ok: false, code: 'cannot-afford' });
    const noBonus = { ...p, sacrifice: { building: 'mahram-bilqis' } };
    expect(checkTransaction(s, 2, noBonus)).toMatchObject({ ok: false, code: 'cannot-afford' });
  });

  it('SB-SAC-3: the bonus cannot go on a complete set, nor on a set not turned in', () => {
    const s = hand(ready(), 2, cards('silk', 4));
    const full = plan({ sacrifice: { building: 'mahram-bilqis', bonusCommodity: 'silk' }, advances: ['pottery'], payment: { cards: cards('silk', 4), treasury: 0 } });
    expect(checkTransaction(s, 2, full)).toMatchObject({ ok: false, rule: 'SB-SAC-3' });
    const absent = { ...full, sacrifice: { building: 'mahram-bilqis', bonusCommodity: 'tea' } };
    expect(checkTransaction(s, 2, absent)).toMatchObject({ ok: false, rule: 'SB-SAC-3' });
  });

  it('SB-SAC-3: the bonus cannot go on a set the Trade Empire substitute already completes', () => {
    const s = advances(hand(ready(), 2, [...cards('silk', 3), 'card-pearls-1']), 2, ['trade-empire']);
    const completed = plan({
      sacrifice: { building: 'mahram-bilqis', bonusCommodity: 'silk' },
      tradeEmpire: { card: 'card-pearls-1', commodity: 'silk' },
      advances: ['urbanism'],
      payment: { cards: [...cards('silk', 3), 'card-pearls-1'], treasury: 0 },
    });
    expect(checkTransaction(s, 2, completed)).toMatchObject({ ok: false, rule: 'SB-SAC-3', code: 'bonus-complete-set' });
    // Without the bonus the same payment is fine: the refusal is about the bonus alone.
    expect(checkTransaction(s, 2, { ...completed, sacrifice: { building: 'mahram-bilqis' } }).ok).toBe(true);
  });

  it('SB-SAC-4: stacks with Trade Empire on an incomplete set, never past a full set', () => {
    let s = advances(hand(ready(), 2, [...cards('silk', 2), 'card-pearls-1']), 2, ['trade-empire']);
    const p = plan({
      sacrifice: { building: 'mahram-bilqis', bonusCommodity: 'silk' },
      tradeEmpire: { card: 'card-pearls-1', commodity: 'silk' },
      advances: ['urbanism'],
      payment: { cards: [...cards('silk', 2), 'card-pearls-1'], treasury: 0 },
    });
    expect(valueCards(p).value).toBe(16 * 9);
    expect(checkTransaction(s, 2, p).ok).toBe(true);
    s = hand(s, 2, ['card-silk-3']);
    const capped = { ...p, payment: { ...p.payment, cards: [...cards('silk', 3), 'card-pearls-1'] } };
    expect(valueCards(capped).value).toBe(16 * 9);
    const lowSub = hand(s, 2, ['card-flax-1']);
    expect(checkTransaction(lowSub, 2, { ...p, tradeEmpire: { card: 'card-flax-1', commodity: 'silk' }, payment: { cards: [...cards('silk', 2), 'card-flax-1'], treasury: 0 } })).toMatchObject({ ok: false, rule: 'SB-SAC-4' });
  });
});
