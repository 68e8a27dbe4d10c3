import { describe, expect, it } from 'vitest';
import { allowedTokens, citySupport, populationCheck, reduceCity } from '../population';
import { applyAction } from '../rules';
import type { EmpiresState } from '../state';
import { advances, barbarians, boardTokens, built, city, game, inPhase, rnd, tokens } from './fixtures';

const check = (s: EmpiresState, areas: string[], seats = [0, 1, 2, 3, 4]) => populationCheck(s, areas, seats).state;

describe('surplus population and city support with buildings', () => {
  it('ME-POP-1: tokens above the limit go back to stock; a city area keeps none', () => {
    let s = tokens(game(), 'babylon-two', 2, 4);
    s = city(tokens(s, 'babylon-start', 2, 2), 'babylon-start', 2);
    s = tokens(s, 'wild-four', 2, 4);
    const r = check(s, ['babylon-two', 'babylon-start']);
    expect(r.areas['babylon-two'].tokens[2]).toBe(2);
    expect(r.areas['babylon-start'].tokens[2]).toBeUndefined();
    expect(r.players[2].stock).toBe(s.players[2].stock + 4);
  });

  it('SB-POP-1 / ME-POP-4: a city with a building keeps one extra token; with Public Works two', () => {
    let s = city(tokens(game(), 'babylon-start', 2, 3), 'babylon-start', 2);
    s = tokens(s, 'wild-four', 2, 4);
    expect(check(s, ['babylon-start']).areas['babylon-start'].tokens[2]).toBeUndefined();
    s = built(s, 'giant-ziggurat', 'babylon-start', 2);
    expect(check(s, ['babylon-start']).areas['babylon-start'].tokens[2]).toBe(1);
    s = advances(s, 2, ['public-works']);
    expect(check(s, ['babylon-start']).areas['babylon-start'].tokens[2]).toBe(2);
  });

  it('SB-POP-2 / ME-POP-5: a city-less area of limit 1 or 2 with a building holds one more; Agriculture adds another', () => {
    let s = built(tokens(game(), 'babylon-one', 2, 4), 'giant-ziggurat', 'babylon-one', 2);
    expect(check(s, ['babylon-one']).areas['babylon-one'].tokens[2]).toBe(2);
    s = advances(s, 2, ['agriculture']);
    expect(check(s, ['babylon-one']).areas['babylon-one'].tokens[2]).toBe(3);
    // Agriculture alone lifts a 0 area to 1 while nobody else is there, but never allows a city there.
    const zero = advances(tokens(game(), 'babylon-zero', 2, 2), 2, ['agriculture']);
    expect(check(zero, ['babylon-zero']).areas['babylon-zero'].tokens[2]).toBe(1);
  });

  it('SB-POP-3: city-less areas of limit 0, 3 or 4 get no bonus from a building', () => {
    let s = built(tokens(game(), 'babylon-start', 2, 5), 'giant-ziggurat', 'babylon-start', 2);
    s = built(tokens(s, 'babylon-zero', 2, 1), 'mahram-bilqis', 'babylon-zero', 0);
    const r = check(s, ['babylon-start', 'babylon-zero']);
    expect(r.areas['babylon-start'].tokens[2]).toBe(3);
    expect(r.areas['babylon-zero'].tokens[2]).toBeUndefined();
  });

  it('SB-POP-4: the bonus benefits whoever stands there, owner or not', () => {
    const s = built(tokens(game(), 'babylon-one', 1, 3), 'giant-ziggurat', 'babylon-one', 2);
    expect(allowedTokens(s, 'babylon-one', 1)).toBe(2);
    expect(check(s, ['babylon-one']).areas['babylon-one'].tokens[1]).toBe(2);
  });

  it('SB-POP-5 / ME-CONF-2: barbarians and pirate cities never benefit', () => {
    let s = built(barbarians(game(), 'babylon-one', 3), 'giant-ziggurat', 'babylon-one', 2);
    expect(allowedTokens(s, 'babylon-one', 'barbarians')).toBe(1);
    expect(check(s, ['babylon-one']).areas['babylon-one'].barbarians).toBe(1);
    s = city(barbarians(game(), 'babylon-two', 0), 'babylon-two', 'pirate');
    s = built(s, 'giant-ziggurat', 'babylon-two', 2);
    expect(allowedTokens(s, 'babylon-two', 'barbarians')).toBe(0);
  });

  it('SB-POP-7: in a shared city-less area the +1 holds for every player (option: only when alone)', () => {
    let s = built(tokens(tokens(game(), 'babylon-two', 1, 1), 'babylon-two', 3, 2), 'giant-ziggurat', 'babylon-two', 2);
    let r = check(s, ['babylon-two']);
    expect([r.areas['babylon-two'].tokens[1], r.areas['babylon-two'].tokens[3]]).toEqual([1, 2]);
    s = { ...s, options: { ...s.options, sharedAreaBonus: false } };
    r = check(s, ['babylon-two']);
    expect((r.areas['babylon-two'].tokens[1] ?? 0) + (r.areas['babylon-two'].tokens[3] ?? 0)).toBe(2);
    // With barbarians present the printed limit decides whether there is a conflict.
    const b = barbarians(built(tokens(game(), 'babylon-two', 1, 2), 'giant-ziggurat', 'babylon-two', 2), 'babylon-two', 1);
    const rb = check(b, ['babylon-two']);
    expect((rb.areas['babylon-two'].tokens[1] ?? 0) + rb.areas['babylon-two'].barbarians).toBe(2);
  });

  it('ME-POP-3: a leftover conflict is resolved first, fewest tokens removing first, until the rest fits', () => {
    const s = tokens(tokens(game(), 'babylon-two', 1, 3), 'babylon-two', 3, 3);
    const r = check(s, ['babylon-two']);
    expect([r.areas['babylon-two'].tokens[1], r.areas['babylon-two'].tokens[3]]).toEqual([1, 1]);
    const lopsided = check(tokens(tokens(game(), 'babylon-two', 1, 1), 'babylon-two', 3, 4), ['babylon-two']);
    expect([lopsided.areas['babylon-two'].tokens[1], lopsided.areas['babylon-two'].tokens[3]]).toEqual([undefined, 2]);
  });

  it('SB-POP-8: reducing a city whose area holds the extra token gives one token fewer', () => {
    let s = built(city(game(), 'babylon-start', 2), 'giant-ziggurat', 'babylon-start', 2);
    s = tokens(s, 'babylon-start', 2, 1);
    const r = reduceCity(s, 'babylon-start');
    expect(r.areas['babylon-start'].tokens[2]).toBe(3);
    expect(r.players[2].stock).toBe(s.players[2].stock - 2);
    expect(r.buildings['giant-ziggurat'].at).toBe('babylon-start');
  });

  it('ME-POP-2: unsupported cities are reduced, those built this turn first', () => {
    let s = city(city(tokens(game(), 'babylon-start', 2, 0), 'babylon-two', 2, 0), 'babylon-shore', 2, 1);
    s = tokens(s, 'wild-four', 2, 3);
    const r = citySupport(s, [2]).state;
    expect(r.areas['babylon-shore'].city).toBeNull();
    expect(r.areas['babylon-two'].city).not.toBeNull();
    expect(boardTokens(r, 2)).toBeGreaterThanOrEqual(2 * 1);
  });

  it('SB-POP-9: the bonus counts in phase 5 and in phase 11 checks', () => {
    let s = built(tokens(game(), 'babylon-one', 2, 4), 'giant-ziggurat', 'babylon-one', 2);
    s = inPhase(s, 'city-construction');
    for (const seat of [0, 1, 2, 3, 4]) s = applyAction(s, seat, { type: 'phase-done' }, rnd()).state;
    expect(s.phase).toBe('trade-card-acquisition');
    expect(s.areas['babylon-one'].tokens[2]).toBe(2);
    let t = tokens(inPhase(s, 'special-abilities'), 'babylon-one', 2, 5);
    for (const seat of [0, 1, 2, 3, 4]) t = applyAction(t, seat, { type: 'phase-done' }, rnd()).state;
    expect(t.phase).toBe('advances-acquisition');
    expect(t.areas['babylon-one'].tokens[2]).toBe(2);
  });
});
