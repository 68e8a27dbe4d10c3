import { describe, expect, it } from 'vitest';
import { empiresRules } from '../rules';
import { createGame } from '../setup';
import { creditedCost } from '../payment';
import { outOfPlayAreas } from '../small-game';
import { THEME_SETS, themeSetsFor } from '../short-game';
import { AST_REQUIREMENTS, meets, meetsNextSpace } from '../ast-requirements';
import { astAlteration } from '../turn';
import { TESSERA_EAST } from '../board';
import { indexMap } from '../map';
import { astRow } from '../data/ast';
import { ADVANCES } from '../data/advances';
import { PHASES, TOKENS_PER_PLAYER, type EmpiresState } from '../state';
import { advances, ast, boardTokens, city, game, players, rnd, tokens } from './fixtures';

const east = (n: number, options: Record<string, unknown> = {}) => createGame({ players: players(n), options: { civilizations: ['babylon', 'persia', 'saba', 'nubia', 'maurya', 'indus', 'kushan', 'dravidia', 'parthia'].slice(0, n), ...options } }, rnd('setup'));

describe('setup (ME-SETUP, ME-34P)', () => {
  it('ME-SETUP-1: Eastern Empires seats 3-9 players, on the Basic or Expert side', () => {
    expect(empiresRules.minPlayers).toBe(3);
    expect(empiresRules.maxPlayers).toBe(9);
    expect(east(3, { astSide: 'expert' }).options.astSide).toBe('expert');
  });

  it('ME-SETUP-2 / ME-34P-5 / ME-CLAR-15: with 3 players the regions of absent civilizations that border no seated one are out of play', () => {
    const s = east(3);
    const closed = outOfPlayAreas(TESSERA_EAST, ['babylon', 'persia', 'saba']);
    expect(closed.length).toBeGreaterThan(0);
    for (const a of closed) expect(s.areas[a].outOfPlay).toBe(true);
    const index = indexMap(TESSERA_EAST);
    // Dravidia borders none of Babylon, Persia, Saba: closed. Seated regions stay open.
    expect(closed).toContain(index.region['dravidia'].start);
    for (const c of ['babylon', 'persia', 'saba']) for (const a of index.region[c].areas) expect(s.areas[a].outOfPlay).toBe(false);
    expect(outOfPlayAreas(TESSERA_EAST, ['babylon', 'persia', 'saba', 'nubia', 'maurya'])).toEqual([]);
    // A map's own setup for the player count wins.
    const custom = { ...TESSERA_EAST, setups: [{ players: [3], outOfPlay: ['kish'] }] };
    expect(outOfPlayAreas(custom, ['babylon', 'persia', 'saba'])).toEqual(['kish']);
  });

  it('ME-SETUP-3: each player has 55 tokens, 9 cities and a first token on his starting area', () => {
    const s = east(5, { boardPhases: 'manual' });
    for (const p of s.players) {
      expect(p.stock + boardTokens(s, p.seat)).toBe(TOKENS_PER_PLAYER);
      expect(p.citiesInStock).toBe(9);
      expect(s.areas[indexMap(s.map).region[p.civ].start].tokens[p.seat]).toBe(1);
    }
    expect(s.turn).toBe(1);
    expect(s.ships).toEqual([]);
  });

  it('ME-SETUP-4 / ME-SETUP-5: advances start unowned, and the trade cards lie in nine East stacks', () => {
    const s = east(5);
    expect(s.players.every((p) => p.advances.length === 0)).toBe(true);
    expect(Object.keys(s.stacks)).toHaveLength(9);
  });

  it('ME-SETUP-6: five players start with 10 credit in every colour, six with 5; 3-4 none unless the option says so; never in the short game', () => {
    const cost = (s: EmpiresState) => creditedCost(s, 0, 'pottery');
    const pottery = ADVANCES.find((a) => a.id === 'pottery')!.cost;
    expect(cost(east(5))).toBe(pottery - 10);
    expect(cost(east(6))).toBe(pottery - 5);
    expect(cost(east(4))).toBe(pottery);
    expect(cost(east(4, { smallGameStartCredits: 'like5p' }))).toBe(pottery - 10);
    expect(east(5, { shortGame: true }).players[0].startCredit ?? 0).toBe(0);
  });

  it('ME-34P-1 / ME-34P-4: a 3- or 4-player East game sets up and plays on our map, its short game with its own theme sets', () => {
    const s = east(3);
    expect(s.phase).toBe('movement');
    expect(themeSetsFor(3, 'meApp')).toEqual(['coin-and-commerce', 'exploring-the-deserts', 'mystical-palaces']);
    expect(themeSetsFor(4, 'meApp')).toHaveLength(4);
  });
});

describe('the short game (ME-SHORT)', () => {
  it('ME-SHORT-1 / ME-SHORT-4 / ME-CLAR-7: Basic side; five cities in one\'s region, the theme\'s four advances, 4-5 cards, 14 tokens at most, 10 treasury, first Late Bronze Age space', () => {
    const s = east(5, { shortGame: true, astSide: 'expert', boardPhases: 'manual' });
    expect(s.options.astSide).toBe('basic');
    const index = indexMap(s.map);
    for (const p of s.players) {
      const cities = Object.entries(s.areas).filter(([, a]) => a.city?.owner === p.seat).map(([id]) => id);
      expect(cities.length).toBeGreaterThanOrEqual(4);
      expect(cities.every((a) => index.regionOf[a] === p.civ && index.area[a].limit > 0)).toBe(true);
      expect(p.advances).toHaveLength(4);
      expect(p.hand.length).toBe(cities.length);
      expect(boardTokens(s, p.seat)).toBeLessThanOrEqual(14);
      expect(p.treasury).toBe(10);
      expect(p.ast).toBe(astRow(p.civ, 'basic').starts['late-bronze']);
      expect(p.stock + p.treasury + boardTokens(s, p.seat)).toBe(TOKENS_PER_PLAYER);
    }
  });

  it('ME-SHORT-2 / ME-SHORT-3: nine theme sets of four advances; the sets per player count follow the chosen source', () => {
    expect(Object.keys(THEME_SETS)).toHaveLength(9);
    for (const set of Object.values(THEME_SETS)) expect(set).toHaveLength(4);
    expect(themeSetsFor(5, 'meApp')).toContain('early-merchants');
    expect(themeSetsFor(5, 'megaCiv')).toContain('conquering-the-seas');
    expect(themeSetsFor(8, 'megaCiv')).toContain('emerging-empire');
    expect(themeSetsFor(9, 'meApp')).toHaveLength(9);
  });

  it('ME-SHORT-5: play starts at tax collection of turn 1 and ends when a marker reaches the final space', () => {
    let s = east(5, { shortGame: true });
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('tax-collection');
    // Holders of Coinage or Monarchy (from their theme sets) choose their rate; then taxes are collected.
    const choosers = empiresRules.activeSeats(s);
    expect(choosers.length).toBeGreaterThan(0);
    for (const seat of choosers) expect(s.players[seat].advances.some((a) => a === 'coinage' || a === 'monarchy')).toBe(true);
    for (const seat of choosers) s = empiresRules.apply(s, seat, { type: 'set-tax-rate', rate: 2 }, rnd()).state;
    expect(s.players.every((p) => p.treasury > 10)).toBe(true);
    const last = astAlteration({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, ast: astRow(p.civ, 'basic').last - 1 } : p)), phase: 'advances-acquisition' }, rnd());
    expect(['game-over', 'tax-collection', 'movement', 'population-expansion']).toContain(last.state.phase);
  });
});

describe('the sequence of play (ME-SEQ) and terms (ME-TERM)', () => {
  it('ME-SEQ-1: thirteen phases in order; phases 1-5 by the rules unless the table plays them by hand', () => {
    expect(PHASES.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(PHASES.filter((p) => p.board).map((p) => p.n)).toEqual([1, 2, 3, 4, 5]);
    const scripted = game({ n: 3, options: { boardPhases: 'scripted' } });
    expect(scripted.phase).toBe('movement');
    expect(game({ n: 3 }).phase).toBe('tax-collection');
  });

  it('ME-SEQ-2 / ME-SEQ-3: ties no rule settles go by A.S.T.-ranking; movement alone goes by census', () => {
    const s = game({ n: 3, options: { boardPhases: 'scripted' } });
    // All three have the same census on turn 1: the movement order is the ranking (Saba, Maurya, Babylon).
    expect(s.movement!.order).toEqual([0, 1, 2]);
  });

  it('ME-SEQ-4: hand sizes are public, the cards themselves private', () => {
    const s = { ...game({ n: 3 }), players: game({ n: 3 }).players.map((p) => (p.seat === 1 ? { ...p, hand: ['card-salt-1'] } : p)) };
    const view = empiresRules.view(s, 0) as { players: { handCount: number; hand: unknown }[] };
    expect(view.players[1].handCount).toBe(1);
    expect(view.players[1].hand).toBeNull();
  });

  it('ME-SEQ-5: simultaneous phases wait for every seat with a decision and commit together', () => {
    let s = advances(city(game({ n: 3, options: { boardPhases: 'scripted' } }), 'saba-start', 0), 0, ['monarchy']);
    s = advances(city(s, 'maurya-start', 1), 1, ['coinage']);
    const r = astAlteration({ ...s, phase: 'advances-acquisition' }, rnd());
    expect(r.state.phase).toBe('tax-collection');
    expect(empiresRules.activeSeats(r.state)).toEqual([0, 1]);
    const t0 = r.state.players[0].treasury;
    const one = empiresRules.apply(r.state, 0, { type: 'set-tax-rate', rate: 3 }, rnd()).state;
    expect(one.players[0].treasury).toBe(t0);
    const both = empiresRules.apply(one, 1, { type: 'set-tax-rate', rate: 1 }, rnd()).state;
    expect(both.players[0].treasury).toBe(t0 + 3);
    expect(both.players[1].treasury).toBe(r.state.players[1].treasury + 1);
  });

  it('ME-TERM-1 / ME-TERM-2: tokens are always on the board, in stock or in treasury; paying treasury returns tokens to stock', () => {
    const s = game({ n: 3, options: { boardPhases: 'scripted' } });
    for (const p of s.players) expect(p.stock + p.treasury + boardTokens(s, p.seat)).toBe(TOKENS_PER_PLAYER);
  });

  it('ME-TERM-3: land moves need a land border; an inland area has no water border', () => {
    expect(indexMap(TESSERA_EAST).land['kish'].every((a) => indexMap(TESSERA_EAST).area[a].kind === 'land')).toBe(true);
    expect(indexMap(TESSERA_EAST).water['kish']).toEqual([]);
  });

  it('ME-TERM-4: the map marks limits 0-4, coasts, city sites, flood plains and volcanoes', () => {
    expect(TESSERA_EAST.floodPlains.length).toBeGreaterThan(0);
    expect(TESSERA_EAST.volcanoes.length).toBeGreaterThan(0);
  });
});

describe('A.S.T. alteration and the end (ME-ASTX, ME-VPX)', () => {
  it('ME-ASTX-1: in phase 13 a marker moves one space when the next space\'s requirement is met, and only then', () => {
    // Maurya's Early Bronze Age starts on space 5: two cities are needed to step onto it.
    let s = game({ n: 3 });
    s = ast(s, 1, 4);
    expect(meetsNextSpace(s, 1)).toBe(false);
    expect(astAlteration({ ...s, phase: 'advances-acquisition' }, rnd()).state.players[1].ast).toBe(4);
    s = city(city(s, 'maurya-start', 1), 'maurya-two', 1);
    expect(meetsNextSpace(s, 1)).toBe(true);
    expect(astAlteration({ ...s, phase: 'advances-acquisition' }, rnd()).state.players[1].ast).toBe(5);
  });

  it('ME-ASTX-2: Basic requirements per epoch', () => {
    const b = AST_REQUIREMENTS.basic;
    expect(b['early-bronze']).toEqual({ cities: 2 });
    expect(b['late-bronze']).toEqual({ cities: 3, advances: { count: 3, minCost: 100 } });
    expect(b['late-iron']).toEqual({ cities: 5, advances: { count: 3, minCost: 200 } });
  });

  it('ME-ASTX-3: Expert requirements count cities, cheap advances and victory points of advances', () => {
    let s = city(city(city(game({ n: 3 }), 'saba-start', 0), 'saba-two', 0), 'saba-one', 0);
    expect(meets(s, 0, AST_REQUIREMENTS.expert['middle-bronze'])).toBe(false);
    s = advances(s, 0, ['law', 'pottery', 'masonry']);
    expect(meets(s, 0, AST_REQUIREMENTS.expert['middle-bronze'])).toBe(true);
    expect(meets(s, 0, AST_REQUIREMENTS.expert['late-bronze'])).toBe(false);
  });

  it('ME-ASTX-4: Wonder of the World counts as one more city', () => {
    const s = city(game({ n: 3 }), 'saba-start', 0);
    expect(meets(s, 0, AST_REQUIREMENTS.basic['early-bronze'])).toBe(false);
    expect(meets(advances(s, 0, ['wonder-of-the-world']), 0, AST_REQUIREMENTS.basic['early-bronze'])).toBe(true);
  });

  it('ME-ASTX-5 / ME-CLAR-13: Expert, a player with no city moves back one space, even into the Stone Age', () => {
    // Saba's Expert Early Bronze Age starts on space 6.
    const s = { ...ast(game({ n: 3 }), 0, 6), options: { ...game({ n: 3 }).options, astSide: 'expert' as const } };
    expect(astAlteration({ ...s, phase: 'advances-acquisition' }, rnd()).state.players[0].ast).toBe(5);
  });

  it('ME-ASTX-6: every civilization has its row; ME-ASTX-7 / ME-ASTX-8 / ME-VPX-3: the game ends on the final space (no reshuffle) and the best score wins', () => {
    let s = ast(game({ n: 3 }), 1, astRow('maurya', 'basic').finish);
    s = { ...s, phase: 'advances-acquisition' };
    const r = astAlteration(s, rnd()).state;
    expect(r.phase).toBe('game-over');
    const out = empiresRules.outcome(r)!;
    expect(out.winners).toEqual([1]);
    expect(out.scores![1]).toBeGreaterThan(out.scores![0]);
  });

  it('ME-VPX-1: 1 point per city, the advances\' printed points and 5 per A.S.T. space', () => {
    let s = ast(city(game({ n: 3 }), 'saba-start', 0), 0, 3);
    s = advances(s, 0, ['law']);
    const view = empiresRules.view(s, 0) as { players: { score: number }[] };
    expect(view.players[0].score).toBe(1 + ADVANCES.find((a) => a.id === 'law')!.vp + 15);
  });
});

describe('strict order (ME-SEQ-5 option, ME-TERM-7)', () => {
  it('ME-SEQ-5 / ME-TERM-7: with simultaneousPhases = strict, a simultaneous phase goes one seat at a time in A.S.T.-ranking', () => {
    let s = game({ n: 3, options: { boardPhases: 'scripted', simultaneousPhases: 'strict' } });
    s = tokens(tokens({ ...s, phase: 'city-construction', done: [] }, 'saba-start', 0, 6), 'maurya-start', 1, 6);
    expect(empiresRules.activeSeats(s)).toEqual([0]);
    expect(empiresRules.check(s, 1, { type: 'build-city', area: 'maurya-start' })).toMatchObject({ ok: false, rule: 'ME-SEQ-5' });
    s = empiresRules.apply(s, 0, { type: 'phase-done' }, rnd()).state;
    expect(empiresRules.activeSeats(s)).toEqual([1]);
    expect(empiresRules.check(s, 1, { type: 'build-city', area: 'maurya-start' }).ok).toBe(true);
    const free = { ...s, options: { ...s.options, simultaneousPhases: 'on' as const }, done: [] };
    expect(empiresRules.activeSeats(free)).toEqual([0, 1, 2]);
  });
});
