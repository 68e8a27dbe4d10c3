import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Random, seedRng } from '../../models/core/rng';
import { applyAction } from '../../models/empires/rules';
import type { EmpiresState, TransactionPlan } from '../../models/empires/state';
import { advances, ast, built, cards, city, game, hand, inPhase, tokens, treasury } from '../../models/empires/test/fixtures';
import { transactionMachine } from './transaction.machine';

const run = (g: EmpiresState, seat: number, plan: TransactionPlan, queued = false) => {
  const a = createActor(transactionMachine, { input: { game: g, seat, queued } }).start();
  a.send({ type: 'DECLARE', plan });
  return a;
};

/** Babylon (seat 2): city in its starting area with its own ziggurat; a city in Saba's start where Saba's building stands. */
function scene(): EmpiresState {
  let s = inPhase(ast(game(), 2, 6), 'advances-acquisition');
  s = city(built(s, 'giant-ziggurat', 'babylon-start', 2, 0), 'babylon-start', 2);
  s = city(built(s, 'mahram-bilqis', 'saba-start', 0, 0), 'saba-start', 2);
  s = tokens(tokens(s, 'babylon-two', 2, 2), 'wild-four', 2, 4);
  return treasury(s, 2, 60);
}

describe('the transaction statechart', () => {
  it('SB-SAC-1 / SB-SAC-7: sacrifice only: reviewed, then committed; the building is back in the supply', () => {
    const a = run(scene(), 2, { sacrifice: { building: 'mahram-bilqis' }, advances: [], payment: { cards: [], treasury: 0 } });
    expect(a.getSnapshot().matches('reviewing')).toBe(true);
    expect(a.getSnapshot().context.game.buildings['mahram-bilqis'].at).toBe('saba-start');
    a.send({ type: 'COMMIT' });
    expect(a.getSnapshot().matches('committed')).toBe(true);
    expect(a.getSnapshot().context.game.buildings['mahram-bilqis'].at).toBeNull();
    expect(a.getSnapshot().context.game.acquisition!.finished).toEqual([2]);
  });

  it('SB-REBUILD-1: sacrifice and rebuild in one transaction', () => {
    const a = run(treasury(scene(), 2, 90), 2, { sacrifice: { building: 'giant-ziggurat' }, advances: ['pottery'], build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 90 } });
    expect(a.getSnapshot().matches('reviewing')).toBe(true);
    a.send({ type: 'COMMIT' });
    const g = a.getSnapshot().context.game;
    expect(g.buildings['shore-temple'].at).toBe('babylon-start');
    expect(g.buildings['giant-ziggurat'].at).toBeNull();
    expect(g.players[2].advances).toEqual(['pottery']);
  });

  it('SB-REBUILD-3: a queued rebuild with nothing available passes through "losing": cards lost, treasury back', () => {
    let g = hand(scene(), 2, cards('salt', 3));
    g = built(g, 'shore-temple', 'dravidia-start', 3, 0);
    const taken = { ...g, buildings: { ...g.buildings } };
    const plan: TransactionPlan = { sacrifice: { building: 'giant-ziggurat' }, advances: [], build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: cards('salt', 3), treasury: 3 } };
    const a = createActor(transactionMachine, { input: { game: taken, seat: 2, queued: true } }).start();
    const seen: string[] = [];
    a.subscribe((snap) => seen.push(String(snap.value)));
    a.send({ type: 'DECLARE', plan });
    expect(a.getSnapshot().matches('reviewing')).toBe(true);
    a.send({ type: 'COMMIT' });
    const out = a.getSnapshot().context.game;
    expect(out.players[2].hand).toEqual([]);
    expect(out.players[2].treasury).toBe(60);
    expect(out.buildings['giant-ziggurat'].at).toBeNull();
    expect(out.buildings['shore-temple'].at).toBe('dravidia-start');
    expect(a.getSnapshot().context.log.some((l) => l.rule === 'SB-REBUILD-3')).toBe(true);
    // Not queued, the same declaration is simply rejected and nothing changes.
    const strict = run(taken, 2, plan);
    expect(strict.getSnapshot().matches('rejected')).toBe(true);
    expect(strict.getSnapshot().context.game).toBe(taken);
    expect(seen).toContain('reviewing');
  });

  it('SB-PRIO-7: overpayment with cards keeps the cards; overpayment with treasury refunds the tokens', () => {
    let g = hand(scene(), 2, cards('salt', 5));
    const byCards = run(g, 2, { advances: ['urbanism'], payment: { cards: cards('salt', 5), treasury: 0 } });
    expect(byCards.getSnapshot().context.draft!.refund).toBe(0);
    byCards.send({ type: 'COMMIT' });
    expect(byCards.getSnapshot().context.game.players[2].hand).toEqual([]);
    expect(byCards.getSnapshot().context.game.players[2].treasury).toBe(60);
    g = scene();
    const byTreasury = run(g, 2, { advances: ['urbanism'], payment: { cards: [], treasury: 60 } });
    expect(byTreasury.getSnapshot().context.draft!.refund).toBe(10);
    byTreasury.send({ type: 'COMMIT' });
    expect(byTreasury.getSnapshot().context.game.players[2].treasury).toBe(10);
  });

  it('SB-REBUILD-5 / SB-BUILD-2b: after a Regression sacrifice the same building is refused and the price follows the new epoch', () => {
    let g = ast(scene(), 2, 11);
    g = hand(inPhase(g, 'calamity-resolution'), 2, ['card-regression']);
    g = applyAction(g, 2, { type: 'resolve-regression', sacrifice: true, destroyCities: [] }, new Random(seedRng('r'))).state;
    g = inPhase(g, 'advances-acquisition');
    const same = run(g, 2, { advances: [], build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 40 } });
    expect(same.getSnapshot().matches('rejected')).toBe(true);
    expect(same.getSnapshot().context.refusal).toMatchObject({ ok: false, rule: 'SB-REBUILD-5' });
    const other = run(g, 2, { advances: [], build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 50 } });
    other.send({ type: 'COMMIT' });
    expect(other.getSnapshot().context.game.buildings['shore-temple'].paid).toBe(40);
    expect(other.getSnapshot().context.game.players[2].treasury).toBe(20);
    // Without the sacrifice the marker falls back to the Middle Bronze Age: 30.
    let h = hand(inPhase(ast(scene(), 2, 11), 'calamity-resolution'), 2, ['card-regression']);
    h = inPhase(applyAction(h, 2, { type: 'resolve-regression', sacrifice: false, destroyCities: [] }, new Random(seedRng('r'))).state, 'advances-acquisition');
    h = built(h, 'giant-ziggurat', 'babylon-start', 2, 0);
    const cheaper = run({ ...h, buildings: { ...h.buildings, 'giant-ziggurat': { ...h.buildings['giant-ziggurat'], at: null } } }, 2, { advances: [], build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } });
    expect(cheaper.getSnapshot().matches('reviewing')).toBe(true);
  });

  it('SB-POP-6: the check runs right after the sacrifice, or at the end by option (its own state)', () => {
    const g = tokens(scene(), 'babylon-start', 2, 1);
    const plan: TransactionPlan = { sacrifice: { building: 'giant-ziggurat' }, advances: [], build: { building: 'shore-temple', area: 'babylon-start' }, payment: { cards: [], treasury: 30 } };
    const now = run(g, 2, plan);
    now.send({ type: 'COMMIT' });
    expect(now.getSnapshot().context.game.areas['babylon-start'].tokens[2]).toBeUndefined();
    const values: string[] = [];
    const late = createActor(transactionMachine, { input: { game: { ...g, options: { ...g.options, sacrificeCheckAt: 'endOfTransaction' } }, seat: 2 } });
    late.subscribe((s) => values.push(String(s.value)));
    late.start();
    late.send({ type: 'DECLARE', plan });
    late.send({ type: 'COMMIT' });
    expect(late.getSnapshot().context.game.areas['babylon-start'].tokens[2]).toBe(1);
  });

  it('all or nothing: a rejected or cancelled transaction leaves the game untouched', () => {
    const g = scene();
    const rejected = run(g, 2, { advances: ['library'], payment: { cards: [], treasury: 60 } });
    expect(rejected.getSnapshot().matches('rejected')).toBe(true);
    expect(rejected.getSnapshot().context.refusal).toMatchObject({ ok: false, code: 'cannot-afford' });
    expect(rejected.getSnapshot().context.game).toBe(g);
    const cancelled = run(g, 2, { advances: ['pottery'], payment: { cards: [], treasury: 60 } });
    expect(cancelled.getSnapshot().context.draft!.state.players[2].advances).toEqual(['pottery']);
    cancelled.send({ type: 'CANCEL' });
    expect(cancelled.getSnapshot().matches('cancelled')).toBe(true);
    expect(cancelled.getSnapshot().context.game).toBe(g);
  });

  it('ME-ADV-5: Mining and Trade Empire apply to the pooled payment of the transaction', () => {
    let g = advances(hand(scene(), 2, [...cards('silk', 2), 'card-pearls-1']), 2, ['mining', 'trade-empire']);
    g = treasury(g, 2, 3);
    const plan: TransactionPlan = { advances: ['urbanism'], tradeEmpire: { card: 'card-pearls-1', commodity: 'silk' }, build: { building: 'shore-temple', area: 'babylon-start' }, sacrifice: { building: 'giant-ziggurat' }, payment: { cards: [...cards('silk', 2), 'card-pearls-1'], treasury: 3 } };
    // Silk 2 + substitute = 3 cards: 81; the transaction costs 50 + 30 = 80; the 3 treasury tokens are all refunded.
    const a = run(g, 2, plan);
    expect(a.getSnapshot().matches('reviewing')).toBe(true);
    expect(a.getSnapshot().context.draft!.refund).toBe(3);
  });
});
