import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../actions';
import { empiresRules } from '../rules';
import { attackCity, attackNeeds, fight, isConflictSituation, isTokenConflict, resolveConflicts } from '../conflict';
import { enterPhase } from '../sequence';
import { advancePhase } from '../turn';
import { reduceCity } from '../population';
import { type EmpiresState } from '../state';
import { advances, barbarians, boardTokens, cards, city, game, hand, rnd, tokens, treasury } from './fixtures';

const table = (n = 3) => game({ n, options: { boardPhases: 'scripted' } });
/** Clears the turn-1 growth so each test sets its own board. */
const clean = (s: EmpiresState): EmpiresState => {
  let t = s;
  for (const p of s.players) for (const [id, a] of Object.entries(s.areas)) if (a.tokens[p.seat]) t = tokens(t, id, p.seat, 0);
  return t;
};
const building = (s: EmpiresState): EmpiresState => ({ ...s, phase: 'city-construction', done: [] });
const play = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = empiresRules.check(s, seat, a);
  if (!c.ok) throw new Error(`${a.type}: ${c.message}`);
  return empiresRules.apply(s, seat, a, rnd(`${seat}-${a.type}`)).state;
};

describe('conflict (ME-CONF2, ME-TERM-8)', () => {
  it('ME-TERM-8 / ME-CONF2-1: players sharing an area within its limit live in peace; over the limit, or beside a city, it is a conflict', () => {
    let s = tokens(tokens(clean(table()), 'wild-four', 0, 2), 'wild-four', 1, 2);
    expect(isTokenConflict(s, 'wild-four')).toBe(false);
    s = tokens(s, 'wild-four', 1, 3);
    expect(isTokenConflict(s, 'wild-four')).toBe(true);
    const withCity = tokens(tokens(city(clean(table()), 'saba-start', 0), 'saba-start', 0, 1), 'saba-start', 1, 1);
    expect(isTokenConflict(withCity, 'saba-start')).toBe(true);
    expect(isConflictSituation(tokens(city(clean(table()), 'saba-start', 0), 'saba-start', 1, 1), 'saba-start')).toBe(true);
  });

  it('ME-CONF2-4 / ME-CONF2-5 / ME-CONF2-7: the smaller party removes first, ties at once, and it stops as soon as the area fits', () => {
    // 5 against 2 in a limit-4 area: the two lose one (6 left > 4), the five lose one (5 > 4), the two lose one: 4 fits.
    const s = tokens(tokens(clean(table()), 'wild-four', 0, 5), 'wild-four', 1, 2);
    const r = fight(s, 'wild-four');
    expect(r.state.areas['wild-four'].tokens).toEqual({ 0: 4 });
    expect(r.state.players[1].stock).toBe(s.players[1].stock + 2);
    // Equal parties remove together: 3 and 3 in a limit-4 area end 2 and 2.
    const tie = fight(tokens(tokens(clean(table()), 'wild-four', 0, 3), 'wild-four', 1, 3), 'wild-four');
    expect(tie.state.areas['wild-four'].tokens).toEqual({ 0: 2, 1: 2 });
  });

  it('ME-CONF2-6: Metalworking holders remove after every non-holder in each round', () => {
    const s = advances(tokens(tokens(clean(table()), 'wild-four', 0, 2), 'wild-four', 1, 5), 0, ['metalworking']);
    // Round 1: the five (no Metalworking) lose one, then the two; round 2: the four lose one and 4 fit.
    expect(fight(s, 'wild-four').state.areas['wild-four'].tokens).toEqual({ 0: 1, 1: 3 });
    // Without Metalworking the two, being fewer, would have removed first and been wiped out.
    expect(fight(advances(s, 0, []), 'wild-four').state.areas['wild-four'].tokens).toEqual({ 1: 4 });
  });

  it('ME-CONF2-8 / ME-TERM-9: barbarians fight as one party with no advances', () => {
    const s = barbarians(tokens(clean(table()), 'wild-two', 0, 2), 'wild-two', 2);
    const r = fight(s, 'wild-two');
    expect(r.state.areas['wild-two'].barbarians + (r.state.areas['wild-two'].tokens[0] ?? 0)).toBeLessThanOrEqual(2);
    expect(r.removed.get('barbarians')).toBeGreaterThan(0);
  });

  it('ME-CONF2-2 / ME-CONF2-3: token conflicts first, then city attacks, pirate cities before players\' cities', () => {
    let s = clean(table());
    s = tokens(city(s, 'maurya-start', 1), 'maurya-start', 0, 7);
    s = tokens(city(s, 'wild-four', 'pirate'), 'wild-four', 2, 7);
    s = tokens(tokens(s, 'saba-two', 0, 2), 'saba-two', 1, 2);
    const r = resolveConflicts(s, rnd());
    const order = r.log.map((l) => l.rule);
    expect(order[0]).toBe('ME-CONF2-4');
    const attacks = r.log.filter((l) => l.rule === 'ME-CONF2-9').map((l) => l.text);
    expect(attacks[0]).toMatch(/pirates/);
    expect(attacks[1]).toMatch(/P2/);
  });

  it('ME-CONF2-9: seven attackers take a city; six fail and are lost; Engineering makes it eight against a holder and six for one', () => {
    const base = city(clean(table()), 'maurya-start', 1);
    const fail = attackCity(tokens(base, 'maurya-start', 0, 6), 'maurya-start', rnd());
    expect(fail.state.areas['maurya-start'].city!.owner).toBe(1);
    expect(fail.state.areas['maurya-start'].tokens[0]).toBeUndefined();
    const win = attackCity(tokens(base, 'maurya-start', 0, 7), 'maurya-start', rnd());
    expect(win.state.areas['maurya-start'].city).toBeNull();
    expect(attackNeeds(advances(tokens(base, 'maurya-start', 0, 7), 1, ['engineering']), 'maurya-start', 0)).toBe(8);
    expect(attackNeeds(advances(tokens(base, 'maurya-start', 0, 7), 0, ['engineering']), 'maurya-start', 0)).toBe(6);
    const both = advances(advances(tokens(base, 'maurya-start', 0, 7), 0, ['engineering']), 1, ['engineering']);
    expect(attackNeeds(both, 'maurya-start', 0)).toBe(7);
    expect(attackNeeds(advances(barbarians(base, 'maurya-start', 7), 1, ['engineering']), 'maurya-start', 'barbarians')).toBe(8);
  });

  it('ME-CONF2-10: a taken city becomes six defending tokens, the conflict is fought out, the attacker draws a card and banks up to three', () => {
    let s = hand(city(clean(table()), 'maurya-start', 1), 1, cards('salt', 1));
    s = tokens(s, 'maurya-start', 0, 9);
    const r = attackCity(s, 'maurya-start', rnd());
    const after = r.state;
    expect(after.players[1].citiesInStock).toBe(s.players[1].citiesInStock + 1);
    // 9 against 6 in a limit-3 area: the conflict leaves only the attacker, within the limit or alone.
    expect(after.areas['maurya-start'].tokens[1]).toBeUndefined();
    expect(after.players[0].hand).toContain('card-salt-1');
    expect(after.players[1].hand).not.toContain('card-salt-1');
    expect(r.revealed).toBe(true);
    expect(after.players[0].treasury).toBe(s.players[0].treasury + 3);
    expect(after.players[1].treasury).toBe(s.players[1].treasury);
    // Engineering: a defending holder's city becomes 7 tokens (option: 6).
    const eng = advances(tokens(city(clean(table()), 'maurya-start', 1), 'maurya-start', 0, 12), 1, ['engineering']);
    const seven = attackCity(eng, 'maurya-start', rnd());
    expect(seven.log.some((l) => l.text.includes('becomes 7 tokens'))).toBe(true);
    const six = attackCity({ ...eng, options: { ...eng.options, engineeringDefenderTokens: '6' } }, 'maurya-start', rnd());
    expect(six.log.some((l) => l.text.includes('becomes 6 tokens'))).toBe(true);
  });

  it('ME-CONF2-11: a taken pirate city becomes six barbarians, fought out; no card, but up to three into treasury', () => {
    const s = tokens(city(clean(table()), 'wild-four', 'pirate'), 'wild-four', 0, 12);
    const r = attackCity(s, 'wild-four', rnd());
    expect(r.state.areas['wild-four'].city).toBeNull();
    expect(r.state.areas['wild-four'].barbarians).toBe(0);
    expect(r.state.players[0].treasury).toBe(s.players[0].treasury + 3);
    expect(r.revealed).toBe(false);
  });

  it('ME-CONF2-12: a building gives no defence: the same seven tokens take a city with or without one', () => {
    let s = tokens(city(clean(table()), 'maurya-start', 1), 'maurya-start', 0, 7);
    const own = Object.values(s.buildings).find((b) => b.civ === 'maurya')!;
    s = { ...s, buildings: { ...s.buildings, [own.id]: { ...own, at: 'maurya-start', builtBy: 1, builtTurn: 0 } } };
    expect(attackCity(s, 'maurya-start', rnd()).state.areas['maurya-start'].city).toBeNull();
  });

  it('ME-SEQ-1: the conflict phase runs by itself and hands over to city construction', () => {
    const s = tokens(tokens(clean(table()), 'wild-four', 0, 5), 'wild-four', 1, 2);
    const r = enterPhase(s, 'conflict', rnd());
    expect(r.state.phase).not.toBe('conflict');
    expect(r.state.areas['wild-four'].tokens).toEqual({ 0: 4 });
  });
});

describe('cities (ME-CITY)', () => {
  it('ME-CITY-1: a city needs 6 tokens on a site or 12 elsewhere, never in a limit-0 area, one per area, nine per player', () => {
    let s = building(tokens(tokens(clean(table()), 'saba-start', 0, 6), 'saba-one', 0, 11));
    expect(empiresRules.check(s, 0, { type: 'build-city', area: 'saba-start' }).ok).toBe(true);
    expect(empiresRules.check(s, 0, { type: 'build-city', area: 'saba-one' })).toMatchObject({ ok: false, code: 'tokens-for-city', rule: 'ME-CITY-1' });
    expect(empiresRules.check(building(tokens(s, 'saba-zero', 0, 12)), 0, { type: 'build-city', area: 'saba-zero' })).toMatchObject({ ok: false, code: 'zero-area' });
    expect(empiresRules.check({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, citiesInStock: 0 } : p)) }, 0, { type: 'build-city', area: 'saba-start' })).toMatchObject({ ok: false, code: 'no-city-left' });
    s = play(s, 0, { type: 'build-city', area: 'saba-start' });
    expect(empiresRules.check(tokens(s, 'saba-start', 0, 6), 0, { type: 'build-city', area: 'saba-start' })).toMatchObject({ ok: false, code: 'city-there' });
  });

  it('ME-CITY-2: building removes every token in the area, of any owner, to its stock', () => {
    let s = building(tokens(tokens(clean(table()), 'wild-four', 0, 12), 'wild-four', 1, 1));
    const before = s.players[1].stock;
    s = play(s, 0, { type: 'build-city', area: 'wild-four' });
    expect(s.areas['wild-four'].tokens).toEqual({});
    expect(s.players[1].stock).toBe(before + 1);
  });

  it('ME-CITY-3: Architecture pays up to half from treasury once a turn; Public Works keeps one spare token', () => {
    let s = building(treasury(advances(tokens(clean(table()), 'saba-start', 0, 3), 0, ['architecture']), 0, 5));
    expect(empiresRules.check(s, 0, { type: 'build-city', area: 'saba-start', treasury: 4 })).toMatchObject({ ok: false, code: 'architecture' });
    s = play(s, 0, { type: 'build-city', area: 'saba-start', treasury: 3 });
    expect(s.players[0].treasury).toBe(2);
    expect(empiresRules.check(tokens(s, 'saba-two', 0, 3), 0, { type: 'build-city', area: 'saba-two', treasury: 2 })).toMatchObject({ ok: false, code: 'architecture' });
    const pw = play(building(advances(tokens(clean(table()), 'saba-start', 0, 7), 0, ['public-works'])), 0, { type: 'build-city', area: 'saba-start' });
    expect(pw.areas['saba-start'].tokens[0]).toBe(1);
    expect(empiresRules.check(building(tokens(clean(table()), 'saba-start', 0, 3)), 0, { type: 'build-city', area: 'saba-start', treasury: 3 })).toMatchObject({ ok: false, code: 'architecture' });
  });

  it('ME-CITY-4 / ME-CITY-5: when all are done, surplus goes (a city area keeps none) and unsupported cities are reduced, new ones first', () => {
    let s = building(tokens(tokens(clean(table()), 'saba-start', 0, 6), 'saba-two', 0, 4));
    s = play(s, 0, { type: 'build-city', area: 'saba-start' });
    s = play(s, 0, { type: 'phase-done' });
    for (const seat of empiresRules.activeSeats(s)) s = play(s, seat, { type: 'phase-done' });
    expect(s.phase).toBe('trade-card-acquisition');
    // saba-two (limit 2) kept 2 of 4; that supports the one new city.
    expect(s.areas['saba-two'].tokens[0]).toBe(2);
    expect(s.areas['saba-start'].city?.owner).toBe(0);
    let short = building(tokens(city(city(clean(table()), 'saba-two', 0), 'saba-one', 0, 0), 'saba-start', 0, 6));
    short = play(short, 0, { type: 'build-city', area: 'saba-start' });
    short = play(short, 0, { type: 'phase-done' });
    for (const seat of empiresRules.activeSeats(short)) short = play(short, seat, { type: 'phase-done' });
    expect(short.areas['saba-start'].city).toBeNull();
    expect(short.areas['saba-start'].tokens[0]).toBe(3);
  });

  it('ME-CITY-6: in phase 11 a conflict still standing is fought out before surplus and support', () => {
    const s = tokens(tokens(clean(table()), 'wild-four', 0, 5), 'wild-four', 1, 2);
    const r = advancePhase({ ...s, phase: 'special-abilities', done: [] }, rnd());
    expect(r.log.some((l) => l.rule === 'ME-CONF2-4')).toBe(true);
    expect(r.state.areas['wild-four'].tokens).toEqual({ 0: 4 });
  });

  it('ME-CITY-7 / ME-TERM-5: a reduced city becomes tokens up to the area limit (fewer if stock runs short)', () => {
    let s = building(city(city(city(clean(table()), 'saba-start', 0), 'saba-two', 0), 'saba-shore', 0));
    s = play(s, 0, { type: 'phase-done' });
    for (const seat of empiresRules.activeSeats(s)) s = play(s, seat, { type: 'phase-done' });
    // ME-CITY-5: with three old cities to choose from, P1 names the first; the rest follow by themselves.
    while (s.support) s = play(s, 0, empiresRules.legalActions(s, 0)[0]);
    const reduced = ['saba-start', 'saba-two', 'saba-shore'].filter((a) => !s.areas[a].city);
    expect(reduced.length).toBeGreaterThan(0);
    expect(boardTokens(s, 0)).toBeGreaterThanOrEqual(2 * (3 - reduced.length));
  });

  it('ME-CITY-7: Agriculture adds its extra token at once when a city in a small area is reduced', () => {
    const s = city(clean(table()), 'saba-two', 0);
    expect(reduceCity(s, 'saba-two').areas['saba-two'].tokens[0]).toBe(2);
    expect(reduceCity(advances(s, 0, ['agriculture']), 'saba-two').areas['saba-two'].tokens[0]).toBe(3);
    expect(reduceCity(advances(city(clean(table()), 'saba-start', 0), 0, ['agriculture']), 'saba-start').areas['saba-start'].tokens[0]).toBe(3);
  });

  it('ME-CITY-8: pirate cities need no support and are never reduced by a support check', () => {
    let s = building(city(clean(table()), 'wild-four', 'pirate'));
    s = play(s, 0, { type: 'phase-done' });
    for (const seat of empiresRules.activeSeats(s)) s = play(s, seat, { type: 'phase-done' });
    expect(s.areas['wild-four'].city?.owner).toBe('pirate');
  });
});
