import { describe, expect, it } from 'vitest';
import { basePoints, buildingPoints, creditTotals, finalOutcome, score, standings, tiebreakBetween } from '../scoring';
import type { EmpiresState } from '../state';
import { advances, ast, built, city, game, tokens } from './fixtures';

describe('victory points and tiebreakers', () => {
  it('SB-VP-1: owning a building is worth 3', () => {
    const s = built(game(), 'shore-temple', 'babylon-two', 2);
    expect(buildingPoints(s, 2)).toBe(3);
    expect(buildingPoints(s, 3)).toBe(0);
  });

  it("SB-VP-2: one's own civilization's building with a city or majority is worth 2 more", () => {
    let s = built(game(), 'giant-ziggurat', 'babylon-two', 2);
    expect(buildingPoints(s, 2)).toBe(3);
    s = tokens(s, 'babylon-two', 2, 1);
    expect(buildingPoints(s, 2)).toBe(5);
    s = tokens(s, 'babylon-two', 1, 2);
    expect(buildingPoints(s, 2)).toBe(3);
    s = city(s, 'babylon-two', 2);
    expect(buildingPoints(s, 2)).toBe(5);
  });

  it("SB-VP-3: controlling other players' buildings is worth nothing", () => {
    let s = built(game(), 'giant-ziggurat', 'babylon-two', 2);
    s = city(s, 'babylon-two', 1);
    expect(buildingPoints(s, 1)).toBe(0);
  });

  it('SB-VP-4: the club scoring variant is a named option (2, +2, +1 per other building controlled)', () => {
    let s = built(built(game(), 'giant-ziggurat', 'babylon-two', 2), 'shore-temple', 'dravidia-two', 3);
    s = city(tokens(s, 'babylon-two', 2, 1), 'dravidia-two', 2);
    s = { ...s, options: { ...s.options, buildingScoring: 'toronto' } };
    expect(buildingPoints(s, 2)).toBe(2 + 2 + 1);
  });

  it('ME-VP-1: cities, advance banners and 5 per A.S.T. step (Expert: 5 for the lone first into Late Iron)', () => {
    let s = city(city(ast(game(), 1, 4), 'maurya-start', 1), 'maurya-two', 1);
    s = advances(s, 1, ['pottery', 'law', 'library']);
    expect(basePoints(s, 1)).toBe(2 + 1 + 3 + 6 + 20);
    const expert = { ...s, lateIronFirst: 1, options: { ...s.options, astSide: 'expert' as const } };
    expect(basePoints(expert, 1)).toBe(basePoints(s, 1) + 5);
  });

  function tied(): EmpiresState {
    // Seats 1 and 2 on equal points before buildings are counted.
    let s = ast(ast(game(), 1, 4), 2, 4);
    s = built(s, 'giant-ziggurat', 'babylon-two', 2);
    s = built(s, 'ashokan-pillar', 'maurya-two', 1);
    return s;
  }

  it('SB-TIE-1: on equal points, owning one\'s own building with control beats owning one', () => {
    let s = tied();
    s = tokens(s, 'babylon-two', 2, 1);
    s = tokens(s, 'maurya-start', 1, 0);
    s = advances(s, 1, ['pottery', 'masonry']);
    s = tokens(s, 'maurya-two', 1, 1);
    // Seat 1: 20 + 2 advances + 5 (own building with majority) = 27; seat 2: 20 + 5 = 25 -> add points to level.
    s = advances(s, 2, ['pottery', 'masonry']);
    s = tokens(s, 'maurya-two', 1, 0);
    s = tokens(s, 'maurya-two', 3, 1);
    expect(score(s, 2)).toBe(score(s, 1) + 2);
    s = advances(s, 1, ['pottery', 'masonry', 'urbanism', 'cloth-making']);
    expect(score(s, 1)).toBe(score(s, 2));
    expect(finalOutcome({ ...s, players: s.players.map((p) => (p.seat === 1 || p.seat === 2 ? p : { ...p, left: true })) }).winners).toEqual([2]);
  });

  it('SB-TIE-1 II: owning any building beats owning none', () => {
    let s = ast(ast(game(), 1, 4), 2, 4);
    s = built(s, 'shore-temple', 'babylon-two', 2);
    s = advances(s, 1, ['pottery', 'masonry', 'urbanism']);
    expect(score(s, 1)).toBe(score(s, 2));
    const only = { ...s, players: s.players.map((p) => (p.seat === 1 || p.seat === 2 ? p : { ...p, left: true })) };
    expect(finalOutcome(only).winners).toEqual([2]);
  });

  it('SB-TIE-2 / ME-VP-2 / ME-VPX-2: then A.S.T.-position, then 6- and 3-VP advances, at last A.S.T.-ranking; option: ranking alone', () => {
    let s = ast(ast(game(), 1, 4), 3, 4);
    const pair = (st: EmpiresState) => ({ ...st, players: st.players.map((p) => (p.seat === 1 || p.seat === 3 ? p : { ...p, left: true })) });
    // Same points, position, advances, credits, cities and tokens: ME-VPX-2 VIII, A.S.T.-ranking (Maurya 4th, Dravidia 8th).
    expect(finalOutcome(pair(s)).winners).toEqual([1]);
    s = ast(ast(s, 1, 3), 3, 3);
    s = advances(advances(s, 3, ['library']), 1, ['law', 'pottery', 'masonry', 'urbanism']);
    expect(score(s, 1)).toBe(score(s, 3));
    // Equal position: Dravidia's 6-VP advance beats Maurya's smaller ones ...
    expect(finalOutcome(pair(s)).winners).toEqual([3]);
    // ... unless the table settles ties by A.S.T.-ranking.
    expect(finalOutcome(pair({ ...s, options: { ...s.options, baseTiebreak: 'ranking' } })).winners).toEqual([1]);
    // A higher A.S.T.-position comes before the advances.
    const ahead = ast(advances(s, 1, ['pottery']), 1, 4);
    expect(score(ahead, 1)).toBe(score(s, 3));
    expect(finalOutcome(pair(ahead)).winners).toEqual([1]);
  });

  it('ME-VP-2 / ME-VPX-2: equal players are separated by A.S.T.-ranking at last, or at once with the ranking option', () => {
    const s = game();
    const two = { ...s, players: s.players.map((p) => (p.seat === 0 || p.seat === 1 ? p : { ...p, left: true })) };
    expect(finalOutcome(two).winners).toEqual([0]);
    expect(tiebreakBetween(two, 0, 1)).toBe('ME-VP-2 A.S.T.-ranking');
    expect(finalOutcome({ ...two, options: { ...two.options, baseTiebreak: 'ranking' as const } }).winners).toEqual([0]);
  });
});

describe('standings', () => {
  it('SB-TIE-1 / SB-TIE-2 / ME-VP-2: a three-way tie is ranked by I, then II, then A.S.T.-position, each named', () => {
    // Seats 1..3 at A.S.T. 4; seat 2 owns Babylon's own Ziggurat with a majority (I), seat 1 owns a foreign building (II).
    let s = ast(ast(ast(game(), 1, 4), 2, 4), 3, 4);
    s = tokens(built(s, 'giant-ziggurat', 'babylon-two', 2), 'babylon-two', 2, 1);
    s = built(s, 'shore-temple', 'maurya-two', 1);
    s = advances(s, 1, ['pottery', 'masonry']);
    s = advances(s, 3, ['pottery', 'masonry', 'urbanism', 'cloth-making', 'mysticism']);
    const only3 = { ...s, players: s.players.map((p) => (p.seat === 0 || p.seat === 4 ? { ...p, left: true } : p)) };
    expect(new Set([1, 2, 3].map((x) => score(only3, x))).size).toBe(1);
    const table = standings(only3);
    expect(table.map((t) => t.seat)).toEqual([2, 1, 3]);
    expect(table.map((t) => t.tiebreak)).toEqual(['SB-TIE-1 I', 'SB-TIE-1 II', null]);
    expect(table.map((t) => t.place)).toEqual([1, 2, 3]);
    expect(finalOutcome(only3).summary).toMatch(/broken by SB-TIE-1 I/);
  });

  it('ME-VP-2: when I and II do not separate two players, the higher A.S.T.-position places first; equal in all else, the ranking', () => {
    let s = ast(ast(game(), 1, 4), 3, 3);
    s = advances(s, 3, ['pottery', 'masonry', 'urbanism', 'cloth-making', 'mysticism']);
    const pair = { ...s, players: s.players.map((p) => (p.seat === 1 || p.seat === 3 ? p : { ...p, left: true })) };
    expect(score(pair, 1)).toBe(score(pair, 3));
    expect(standings(pair).map((t) => [t.seat, t.place, t.tiebreak])).toEqual([[1, 1, 'ME-VP-2 A.S.T.-position'], [3, 2, null]]);
    const same = { ...pair, players: pair.players.map((p) => (p.seat === 3 ? { ...p, ast: 4, advances: [] } : p)) };
    expect(standings(same).map((t) => t.place)).toEqual([1, 2]);
    expect(tiebreakBetween(same, 1, 3)).toBe('ME-VP-2 A.S.T.-ranking');
  });

  it('ME-VPX-2 III-VII: then the advances\' price, the best credit in one colour, all credit, cities, tokens on the board', () => {
    const base = ast(ast(game(), 1, 4), 3, 4);
    const pair = (st: EmpiresState) => ({ ...st, players: st.players.map((p) => (p.seat === 1 || p.seat === 3 ? p : { ...p, left: true })) });
    // III: two 1-VP advances each (same points), Dravidia's dearer.
    let s = advances(advances(base, 1, ['urbanism', 'sculpture']), 3, ['mythology', 'monarchy']);
    expect(score(s, 1)).toBe(score(s, 3));
    expect(tiebreakBetween(pair(s), 3, 1)).toBe('ME-VPX-2 price of advances');
    expect(finalOutcome(pair(s)).winners).toEqual([3]);
    // IV: same price (100 each); Dravidia's Urbanism + Sculpture give 15 red, Maurya's best colour is 10.
    s = advances(advances(base, 1, ['urbanism', 'cloth-making']), 3, ['urbanism', 'sculpture']);
    expect(creditTotals(s, 3)).toEqual({ best: 15, total: 30 });
    expect(tiebreakBetween(pair(s), 3, 1)).toBe('ME-VPX-2 best credit');
    // V: best colour 10 each, all credit 25 against 30.
    s = advances(advances(base, 1, ['mysticism', 'cloth-making']), 3, ['urbanism', 'cloth-making']);
    expect(tiebreakBetween(pair(s), 3, 1)).toBe('ME-VPX-2 all credit');
    expect(finalOutcome(pair(s)).winners).toEqual([3]);
    // VI/VII: a city each (equal points); one more token on the board for Dravidia.
    s = city(city(base, 'maurya-two', 1), 'dravidia-two', 3);
    expect(tiebreakBetween(pair(tokens(s, 'dravidia-one', 3, 1)), 1, 3)).toBe('ME-VPX-2 tokens');
    expect(finalOutcome(pair(tokens(s, 'dravidia-one', 3, 1))).winners).toEqual([3]);
  });
});
