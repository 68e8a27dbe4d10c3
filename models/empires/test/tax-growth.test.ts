import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../actions';
import { empiresRules } from '../rules';
import { censusOf, movementOrder, takeCensus } from '../census';
import { expandAll } from '../population-expansion';
import { enterPhase } from '../sequence';
import { beneficiary, collectTaxes, revoltsFor, taxRatesFor } from '../tax';
import { TOKENS_PER_PLAYER, withPlayer, type EmpiresState, type TurnPhase } from '../state';
import { advances, area, barbarians, boardTokens, city, game, rnd, tokens, treasury } from './fixtures';

/** A scripted table (phases 1-5 by the rules). */
const table = (n = 5) => game({ n, options: { boardPhases: 'scripted' } });
const enter = (s: EmpiresState, phase: TurnPhase) => enterPhase({ ...s, done: [] }, phase, rnd('enter'));
const play = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = empiresRules.check(s, seat, a);
  if (!c.ok) throw new Error(`${a.type}: ${c.message}`);
  return empiresRules.apply(s, seat, a, rnd(`${seat}-${a.type}`));
};
/** Stock set to exactly n (the difference goes to treasury, so the 55 stay whole). */
const stock = (s: EmpiresState, seat: number, n: number) => withPlayer(s, seat, { stock: n, treasury: s.players[seat].treasury + s.players[seat].stock - n });

describe('taxation (ME-TAX)', () => {
  it('ME-TAX-1: every player moves two tokens per city from stock to treasury, without a click', () => {
    let s = city(city(table(), area(table(), 0, 'start'), 0), area(table(), 0, 'two'), 0);
    const before = s.players[0];
    s = enter(s, 'tax-collection').state;
    expect(s.players[0].treasury - before.treasury).toBe(4);
    expect(s.players[0].stock - before.stock).toBeLessThanOrEqual(-4);
    expect(s.phase).not.toBe('tax-collection');
  });

  it('ME-TAX-2: Monarchy may raise the rate by one, Coinage lower or raise it; holders choose and the rate applies to every city', () => {
    let s = table();
    expect(taxRatesFor(s, 0)).toEqual([2]);
    s = advances(s, 0, ['monarchy', 'coinage']);
    expect(taxRatesFor(s, 0)).toEqual([1, 2, 3, 4]);
    s = city(city(s, area(s, 0, 'start'), 0), area(s, 0, 'two'), 0);
    const t = enter(s, 'tax-collection').state;
    expect(t.phase).toBe('tax-collection');
    expect(empiresRules.activeSeats(t)).toEqual([0]);
    expect(empiresRules.legalActions(t, 0).map((a) => (a.type === 'set-tax-rate' ? a.rate : null))).toEqual([1, 2, 3, 4]);
    expect(empiresRules.check(t, 0, { type: 'set-tax-rate', rate: 5 as number })).toMatchObject({ ok: false });
    const r = play(t, 0, { type: 'set-tax-rate', rate: 3 });
    expect(r.state.players[0].treasury - t.players[0].treasury).toBe(6);
  });

  it('ME-TAX-3 / ME-TAX-4: a player short of stock pays all he has; each unpaid city (rounded up) revolts to the beneficiary', () => {
    let s = table();
    for (const k of ['start', 'two', 'one', 'shore', 'zero'] as const) s = city(s, area(s, 0, k), 0);
    s = stock(s, 0, 7);
    const r = collectTaxes(s);
    expect(r.state.players[0].stock).toBe(0);
    expect(r.state.players[0].treasury).toBe(s.players[0].treasury + 7);
    // Five cities at rate 2 with 7 tokens: a shortfall of 3, so two cities revolt (the rulebook's example).
    expect(revoltsFor(s, 3, 2)).toBe(2);
    const mine = Object.values(r.state.areas).filter((a) => a.city?.owner === 0).length;
    expect(mine).toBe(3);
    expect(r.log.filter((l) => l.rule === 'ME-TAX-4')).toHaveLength(2);
    expect(revoltsFor({ ...s, options: { ...s.options, taxRevoltRounding: 'floor' } }, 3, 2)).toBe(1);
  });

  it('ME-TAX-5 / ME-TAX-7: victims go in A.S.T.-ranking order, are never beneficiaries, and the beneficiary pays no tax for cities gained', () => {
    let s = table();
    s = city(city(s, area(s, 0, 'start'), 0), area(s, 0, 'two'), 0);
    s = city(city(s, area(s, 1, 'start'), 1), area(s, 1, 'two'), 1);
    s = stock(stock(s, 0, 0), 1, 0);
    const taker = beneficiary(s, [0, 1])!;
    expect([0, 1]).not.toContain(taker);
    const r = collectTaxes(s);
    // Every revolting city went to players who were not victims, and none of them paid tax for it.
    expect(Object.values(r.state.areas).filter((a) => a.city && a.city.owner !== 0 && a.city.owner !== 1)).toHaveLength(4);
    for (const seat of [2, 3, 4]) expect(r.state.players[seat].treasury).toBe(s.players[seat].treasury);
    const order = r.log.filter((l) => l.rule === 'ME-TAX-4').map((l) => (l.text.includes('P1') ? 0 : 1));
    expect(order).toEqual([0, 0, 1, 1]);
  });

  it('ME-TAX-6 / ME-TERM-6: the beneficiary has most cities in stock, then most stock, then ranking; with no city left anywhere the city is destroyed', () => {
    let s = table(3);
    s = city(s, area(s, 1, 'two'), 1);
    expect(beneficiary(s, [0])).toBe(2);
    s = city(s, area(s, 2, 'two'), 2);
    s = stock(s, 1, 10);
    expect(beneficiary(s, [0])).toBe(2);
    s = stock(s, 2, 5);
    expect(beneficiary(s, [0])).toBe(1);
    let full = city(table(3), area(table(3), 0, 'start'), 0);
    full = stock(full, 0, 0);
    for (const seat of [1, 2]) full = withPlayer(full, seat, { citiesInStock: 0 });
    const r = collectTaxes(full);
    expect(r.state.areas[area(full, 0, 'start')].city).toBeNull();
    expect(r.state.players[0].citiesInStock).toBe(full.players[0].citiesInStock + 1);
    expect(r.log.some((l) => l.rule === 'ME-TAX-6')).toBe(true);
  });

  it('ME-TAX-8: a Democracy holder pays what he can, and none of his cities revolts', () => {
    let s = advances(table(), 0, ['democracy']);
    s = stock(city(city(s, area(s, 0, 'start'), 0), area(s, 0, 'two'), 0), 0, 1);
    const r = collectTaxes(s);
    expect(Object.values(r.state.areas).filter((a) => a.city?.owner === 0)).toHaveLength(2);
    expect(r.log.some((l) => l.rule === 'ME-TAX-8')).toBe(true);
  });

  it('ME-TAX-9: a building in a revolting city\'s area stays where it is', () => {
    let s = table();
    s = stock(city(s, area(s, 0, 'start'), 0), 0, 0);
    s = { ...s, buildings: { ...s.buildings, 'mahram-bilqis': { ...s.buildings['mahram-bilqis'], at: area(s, 0, 'start'), builtBy: 0, builtTurn: 0 } } };
    const r = collectTaxes(s);
    expect(r.state.areas[area(s, 0, 'start')].city!.owner).not.toBe(0);
    expect(r.state.buildings['mahram-bilqis'].at).toBe(area(s, 0, 'start'));
  });
});

describe('population expansion and census (ME-POPX, ME-CENSUS)', () => {
  it('ME-POPX-1 / ME-POPX-2: +1 where a player has one token, +2 where two or more, beyond the limit; cities alone never grow', () => {
    let s = tokens(tokens(table(), area(table(), 0, 'one'), 0, 1), area(table(), 0, 'two'), 0, 5);
    s = city(s, area(s, 0, 'shore'), 0);
    const r = expandAll(s);
    expect(r.state.areas[area(s, 0, 'one')].tokens[0]).toBe(2);
    expect(r.state.areas[area(s, 0, 'two')].tokens[0]).toBe(7);
    expect(r.state.areas[area(s, 0, 'shore')].tokens[0]).toBeUndefined();
  });

  it('ME-POPX-3: a player short of stock chooses where his tokens go, one at a time; the phase waits for him and commits together', () => {
    let s = tokens(tokens(table(), area(table(), 0, 'one'), 0, 1), area(table(), 0, 'two'), 0, 2);
    s = stock(s, 0, 2);
    const t = enter(s, 'population-expansion').state;
    expect(t.phase).toBe('population-expansion');
    expect(empiresRules.activeSeats(t)).toEqual([0]);
    expect(empiresRules.legalActions(t, 0).every((a) => a.type === 'expand')).toBe(true);
    const one = play(t, 0, { type: 'expand', area: area(s, 0, 'one') }).state;
    expect(empiresRules.check(one, 0, { type: 'expand', area: area(s, 0, 'one') })).toMatchObject({ ok: false, code: 'entitlement-used' });
    expect(one.areas[area(s, 0, 'one')].tokens[0]).toBe(1);
    const done = play(one, 0, { type: 'expand', area: area(s, 0, 'two') }).state;
    expect(done.phase).toBe('movement');
    expect(done.areas[area(s, 0, 'one')].tokens[0]).toBe(2);
    expect(done.areas[area(s, 0, 'two')].tokens[0]).toBe(3);
    expect(done.players[0].stock).toBe(0);
  });

  it('ME-POPX-4: barbarian tokens never grow', () => {
    const s = barbarians(table(), 'wild-four', 3);
    expect(expandAll(s).state.areas['wild-four'].barbarians).toBe(3);
  });

  it('ME-POPX-5: tokens beside one\'s own city (Public Works) grow like any other', () => {
    let s = advances(table(), 0, ['public-works']);
    s = tokens(city(s, area(s, 0, 'start'), 0), area(s, 0, 'start'), 0, 1);
    expect(expandAll(s).state.areas[area(s, 0, 'start')].tokens[0]).toBe(2);
  });

  it('ME-POPX-6 / ME-CENSUS-1: growth is logged per player; the census counts tokens on the board only (55 minus stock and treasury)', () => {
    let s = treasury(tokens(table(), area(table(), 0, 'two'), 0, 4), 0, 5);
    s = city(s, area(s, 0, 'shore'), 0);
    const grown = expandAll(s);
    expect(grown.log.some((l) => l.rule === 'ME-POPX-1' && l.text.startsWith('P1 adds'))).toBe(true);
    const c = takeCensus(grown.state);
    const p = c.state.players[0];
    expect(c.state.census[0]).toBe(boardTokens(c.state, 0));
    expect(censusOf(c.state, 0)).toBe(TOKENS_PER_PLAYER - p.stock - p.treasury);
  });

  it('ME-CENSUS-2 / ME-MOVE-1: movement goes by census, highest first, ties by A.S.T.-ranking, Military holders last', () => {
    let s = tokens(tokens(table(3), area(table(3), 2, 'two'), 2, 6), area(table(3), 1, 'two'), 1, 3);
    s = takeCensus(s).state;
    // Seat 2 has 7 tokens, seat 1 has 4, seat 0 has 1; then seats 0 and 1 tie on 4 and Saba outranks Maurya.
    expect(movementOrder(s)[0]).toBe(2);
    s = takeCensus(tokens(s, area(s, 0, 'two'), 0, 3)).state;
    expect(movementOrder(s)).toEqual([2, 0, 1]);
    s = advances(s, 2, ['military']);
    expect(movementOrder(s)).toEqual([0, 1, 2]);
  });
});
