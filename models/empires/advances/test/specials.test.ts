import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../../actions';
import { empiresRules } from '../../rules';
import { advancePhase } from '../../turn';
import type { EmpiresState } from '../../state';
import { specialAreas } from '../special-targets';
import { advances, ast, barbarians, cards, city, game, hand, rnd, tokens, treasury } from '../../test/fixtures';

const table = (n = 3, options = {}) => game({ n, options: { boardPhases: 'scripted', cardPhases: 'scripted', ...options } });
const clean = (s: EmpiresState): EmpiresState => {
  let t = s;
  for (const p of s.players) for (const [id, a] of Object.entries(s.areas)) if (a.tokens[p.seat]) t = tokens(t, id, p.seat, 0);
  return t;
};
/** Leaves calamity resolution, so phase 10 opens as the rules open it. */
const phase10 = (s: EmpiresState) => advancePhase({ ...s, phase: 'calamity-resolution', done: [] }, rnd('p10')).state;
const check = (s: EmpiresState, seat: number, a: EmpiresAction) => empiresRules.check(s, seat, a);
const play = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = check(s, seat, a);
  if (!c.ok) throw new Error(`${a.type}: ${c.message}`);
  return empiresRules.apply(s, seat, a, rnd(`${seat}-${a.type}`));
};
const civ = (s: EmpiresState, seat: number) => s.players[seat].civ;

/** Seat 0 with tokens at home, seat 1 with tokens in the shared wilderness next to seat 0's start. */
const board = (s: EmpiresState) => tokens(tokens(tokens(clean(s), `${civ(s, 0)}-start`, 0, 3), 'wild-four', 1, 3), `${civ(s, 2)}-two`, 2, 2);

describe('phase 10, special abilities (ME-ADVX-4)', () => {
  it('ME-ADVX-4: the holders act one at a time in A.S.T.-position order; the phase ends when all have acted', () => {
    let s = board(table());
    s = advances(advances(s, 0, ['politics']), 2, ['politics']);
    s = ast(s, 2, 3);
    s = phase10(s);
    expect(s.phase).toBe('special-abilities');
    expect(empiresRules.activeSeats(s)).toEqual([2]);
    expect(check(s, 0, { type: 'use-special', advance: 'politics', treasury: 2 })).toMatchObject({ ok: false, code: 'wait-your-turn', rule: 'ME-ADVX-4' });
    expect(check(s, 1, { type: 'pass-special' })).toMatchObject({ ok: false, rule: 'ME-ADVX-4' });
    expect(check(s, 2, { type: 'place-tokens', area: 'wild-four', count: 1 })).toMatchObject({ ok: false, code: 'scripted-phase' });
    s = play(s, 2, { type: 'pass-special' }).state;
    expect(empiresRules.activeSeats(s)).toEqual([0]);
    s = play(s, 0, { type: 'use-special', advance: 'politics', treasury: 2 }).state;
    // Phase 11 ran and phase 12 opened.
    expect(s.phase).toBe('advances-acquisition');
    expect(s.specials).toBeNull();
  });

  it('ME-ADVX-4: with no holder phase 10 passes at once; by hand (cardPhases = manual) it stays the tabletop', () => {
    expect(phase10(board(table())).phase).toBe('advances-acquisition');
    const manual = phase10(advances(board(table(3, { cardPhases: 'manual' })), 0, ['politics']));
    expect(manual.phase).toBe('special-abilities');
    expect(empiresRules.legalActions(manual, 0).some((a) => a.type === 'phase-done')).toBe(true);
    expect(check(manual, 0, { type: 'use-special', advance: 'politics', treasury: 1 })).toMatchObject({ ok: false, code: 'wrong-phase' });
    // A game saved in phase 10 before it was scripted (no record of the holders) finishes the phase by hand.
    const old = { ...advances(board(table()), 0, ['politics']), phase: 'special-abilities' as const, done: [] };
    expect(empiresRules.legalActions(old, 0).some((a) => a.type === 'phase-done')).toBe(true);
  });

  it('ME-ADVX-4: each special is used once, wholly; a seat with two uses both before the next', () => {
    let s = phase10(advances(board(table()), 0, ['politics', 'fundamentalism']));
    s = play(s, 0, { type: 'use-special', advance: 'politics', treasury: 1 }).state;
    expect(empiresRules.activeSeats(s)).toEqual([0]);
    expect(check(s, 0, { type: 'use-special', advance: 'politics', treasury: 1 })).toMatchObject({ ok: false, code: 'used' });
    expect(check(s, 0, { type: 'use-special', advance: 'monarchy' })).toMatchObject({ ok: false, code: 'not-special' });
    expect(check(s, 0, { type: 'use-special', advance: 'monotheism', area: 'wild-four' })).toMatchObject({ ok: false, code: 'not-held' });
  });

  it('ME-ADVX-C23: Fundamentalism destroys every other unit in one land-adjacent area; Philosophy protects', () => {
    let s = phase10(advances(board(table()), 0, ['fundamentalism']));
    const legal = empiresRules.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'use-special', advance: 'fundamentalism', area: 'wild-four' });
    expect(check(s, 0, { type: 'use-special', advance: 'fundamentalism', area: `${civ(s, 2)}-two` })).toMatchObject({ ok: false, code: 'not-adjacent' });
    const stock = s.players[1].stock;
    const r = play(s, 0, { type: 'use-special', advance: 'fundamentalism', area: 'wild-four' });
    expect(r.state.areas['wild-four'].tokens[1]).toBeUndefined();
    expect(r.state.players[1].stock).toBe(stock + 3);
    expect(r.log.some((l) => l.rule === 'ME-ADVX-C23')).toBe(true);
    s = advances(s, 1, ['philosophy']);
    expect(check(s, 0, { type: 'use-special', advance: 'fundamentalism', area: 'wild-four' })).toMatchObject({ ok: false, code: 'protected', rule: 'ME-ADVX-4' });
    expect(specialAreas(s, 0, 'fundamentalism').find((a) => a.area === 'wild-four')).toMatchObject({ ok: false });
    const barb = phase10(advances(barbarians(clean(tokens(table(), 'wild-four', 0, 0)), 'wild-four', 3), 0, ['fundamentalism']));
    expect(check(tokens(barb, `${civ(barb, 0)}-start`, 0, 1), 0, { type: 'use-special', advance: 'fundamentalism', area: 'wild-four' })).toMatchObject({ ok: false, code: 'no-target' });
  });

  it('ME-ADVX-C43: Monotheism annexes every unit of one land-adjacent area; Theology protects', () => {
    let s = phase10(advances(board(table()), 0, ['monotheism']));
    const r = play(s, 0, { type: 'use-special', advance: 'monotheism', area: 'wild-four' });
    expect(r.state.areas['wild-four'].tokens).toEqual({ 0: 3 });
    expect(r.state.players[0].stock).toBe(s.players[0].stock - 3);
    s = advances(s, 1, ['theology']);
    expect(check(s, 0, { type: 'use-special', advance: 'monotheism', area: 'wild-four' })).toMatchObject({ ok: false, code: 'protected' });
  });

  it('ME-ADVX-C40: Politics fills the treasury by up to 5, or annexes for 1 treasury per unit point; Cultural Ascendancy protects', () => {
    let s = phase10(advances(board(table()), 0, ['politics']));
    expect(check(s, 0, { type: 'use-special', advance: 'politics', treasury: 6 as number })).toMatchObject({ ok: false });
    const t = play(s, 0, { type: 'use-special', advance: 'politics', treasury: 5 }).state;
    expect(t.players[0].treasury).toBe(s.players[0].treasury + 5);
    expect(check(s, 0, { type: 'use-special', advance: 'politics', area: 'wild-four' })).toMatchObject({ ok: false, code: 'treasury-short' });
    s = treasury(s, 0, 3);
    const a = play(s, 0, { type: 'use-special', advance: 'politics', area: 'wild-four' }).state;
    expect(a.areas['wild-four'].tokens).toEqual({ 0: 3 });
    expect(a.players[0].treasury).toBe(0);
    expect(check(advances(s, 1, ['cultural-ascendancy']), 0, { type: 'use-special', advance: 'politics', area: 'wild-four' })).toMatchObject({ ok: false, code: 'protected' });
  });

  it('ME-ADVX-C30: Universal Doctrine annexes a pirate city or up to 5 barbarian tokens anywhere', () => {
    let s = board(table());
    s = city(barbarians(s, `${civ(s, 2)}-one`, 6), `${civ(s, 2)}-shore`, 'pirate');
    // Politics kept unused holds the phase open, so phase 11's surplus check does not run yet.
    s = phase10(advances(s, 0, ['universal-doctrine', 'politics']));
    const b = play(s, 0, { type: 'use-special', advance: 'universal-doctrine', area: `${civ(s, 2)}-one`, count: 5 }).state;
    expect(b.areas[`${civ(s, 2)}-one`]).toMatchObject({ barbarians: 1, tokens: { 0: 5 } });
    const c = play(s, 0, { type: 'use-special', advance: 'universal-doctrine', area: `${civ(s, 2)}-shore` }).state;
    expect(c.areas[`${civ(s, 2)}-shore`].city).toMatchObject({ owner: 0 });
    expect(c.players[0].citiesInStock).toBe(s.players[0].citiesInStock - 1);
    expect(check(s, 0, { type: 'use-special', advance: 'universal-doctrine', area: 'wild-four' })).toMatchObject({ ok: false, code: 'no-target' });
  });

  it('ME-ADVX-C34 / ME-CLAR-11: Trade Routes turns commodity cards into twice their face value, as far as the stock goes', () => {
    let s = hand(board(table()), 0, [...cards('stone', 2), ...cards('silk', 1)]);
    s = phase10(advances(s, 0, ['trade-routes']));
    const before = s.players[0];
    const r = play(s, 0, { type: 'use-special', advance: 'trade-routes', cards: cards('stone', 2) }).state;
    expect(r.players[0].treasury).toBe(before.treasury + 8);
    expect(r.players[0].hand).toEqual(cards('silk', 1));
    expect(r.discards[2]).toEqual(expect.arrayContaining(cards('stone', 2)));
    const low = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, stock: 10, treasury: p.treasury + p.stock - 10 } : p)) };
    const capped = play(low, 0, { type: 'use-special', advance: 'trade-routes', cards: cards('silk', 1) }).state;
    expect(capped.players[0].treasury).toBe(low.players[0].treasury + 10);
    expect(check(s, 0, { type: 'use-special', advance: 'trade-routes', cards: ['card-piracy'] })).toMatchObject({ ok: false });
  });

  it('ME-ADVX-C46: Provincial Empire: each neighbour named gives a commodity worth 2 or more, secretly; Public Works protects', () => {
    let s = hand(hand(board(table()), 1, [...cards('flax', 1), ...cards('salt', 1, 5)]), 2, cards('silk', 1));
    s = phase10(advances(s, 0, ['provincial-empire']));
    expect(check(s, 0, { type: 'use-special', advance: 'provincial-empire', seats: [2] })).toMatchObject({ ok: false, code: 'not-adjacent' });
    const r = play(s, 0, { type: 'use-special', advance: 'provincial-empire', seats: [1] });
    expect(r.state.players[1].hand).toEqual(cards('flax', 1));
    expect(r.state.players[0].hand).toContain('card-salt-5');
    const seen = r.log.filter((l) => l.text.includes('Salt'));
    expect(seen.every((l) => l.to && !l.to.includes(2))).toBe(true);
    expect(check(advances(s, 1, ['public-works']), 0, { type: 'use-special', advance: 'provincial-empire', seats: [1] })).toMatchObject({ ok: false, code: 'protected' });
  });

  it('ME-ADVX-C49: Diaspora moves up to 5 of one\'s tokens anywhere within the limits, never into another\'s city area', () => {
    let s = board(table());
    s = tokens(s, `${civ(s, 0)}-two`, 0, 2);
    s = city(s, `${civ(s, 2)}-start`, 2);
    s = phase10(advances(s, 0, ['diaspora']));
    const home = `${civ(s, 0)}-start`;
    const far = `${civ(s, 2)}-one`;
    const r = play(s, 0, { type: 'use-special', advance: 'diaspora', moves: [{ from: home, to: far, count: 1 }, { from: `${civ(s, 0)}-two`, to: `${civ(s, 1)}-two`, count: 2 }] }).state;
    expect(r.areas[far].tokens[0]).toBe(1);
    expect(r.areas[home].tokens[0]).toBe(2);
    expect(check(s, 0, { type: 'use-special', advance: 'diaspora', moves: [{ from: home, to: far, count: 2 }] })).toMatchObject({ ok: false, code: 'over-limit' });
    expect(check(s, 0, { type: 'use-special', advance: 'diaspora', moves: [{ from: home, to: `${civ(s, 2)}-start`, count: 1 }] })).toMatchObject({ ok: false, code: 'city-area' });
    const many = tokens(s, home, 0, 3);
    expect(check(tokens(many, `${civ(s, 0)}-two`, 0, 3), 0, { type: 'use-special', advance: 'diaspora', moves: [{ from: home, to: 'wild-two', count: 2 }, { from: `${civ(s, 0)}-two`, to: far, count: 1 }, { from: `${civ(s, 0)}-two`, to: `${civ(s, 1)}-one`, count: 1 }, { from: home, to: `${civ(s, 1)}-shore`, count: 1 }, { from: `${civ(s, 0)}-two`, to: `${civ(s, 2)}-shore`, count: 1 }] })).toMatchObject({ ok: false, code: 'bad-amount' });
  });

  it('ME-ADVX-4: every use the legal list offers is accepted, and passing is always offered', () => {
    let s = hand(board(table()), 0, cards('stone', 2));
    s = phase10(advances(s, 0, ['fundamentalism', 'politics', 'trade-routes', 'monotheism', 'provincial-empire', 'diaspora', 'universal-doctrine']));
    const legal = empiresRules.legalActions(s, 0);
    expect(legal[0]).toEqual({ type: 'pass-special' });
    expect(new Set(legal.filter((a) => a.type === 'use-special').map((a) => (a as { advance: string }).advance)).size).toBeGreaterThanOrEqual(5);
    for (const a of legal) expect(check(s, 0, a).ok).toBe(true);
  });
});
