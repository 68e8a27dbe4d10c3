import { describe, expect, it } from 'vitest';
import { ADVANCES, ADVANCE_BY_ID } from '../data/advances';
import { astRow, buildingCostFor, epochAt, REQUIREMENTS } from '../data/ast';
import { EAST_BUILDINGS } from '../data/buildings';
import { CALAMITIES, COMMODITIES, setValue } from '../data/commodities';
import { CIVILIZATIONS, EAST_CIVS } from '../data/civilizations';
import { eastDeck } from '../cards';
import { empiresRules } from '../rules';
import { createGame } from '../setup';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER } from '../state';
import { boardTokens, game, players, rnd } from './fixtures';

describe('civilizations and buildings', () => {
  it('ME-CIV-1 / SB-BLOCK-4: eighteen civilizations ranked 1-18; even ranks are the East block', () => {
    expect(CIVILIZATIONS).toHaveLength(18);
    expect(CIVILIZATIONS.find((c) => c.id === 'saba')!.rank).toBe(2);
    expect(CIVILIZATIONS.find((c) => c.id === 'parthia')!.rank).toBe(18);
    expect(CIVILIZATIONS.find((c) => c.id === 'minoa')!.block).toBe('west');
    expect(EAST_CIVS.map((c) => c.id)).toEqual(['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia', 'indus', 'parthia']);
    expect(EAST_CIVS.every((c) => c.rank % 2 === 0)).toBe(true);
  });

  it('SB-DEF-ASSOC / ME-PUB-3: nine East buildings, one associated with each East civilization', () => {
    expect(EAST_BUILDINGS).toHaveLength(9);
    expect(new Set(EAST_BUILDINGS.map((b) => b.civ))).toEqual(new Set(EAST_CIVS.map((c) => c.id)));
    expect(EAST_BUILDINGS.find((b) => b.civ === 'persia')!.label).toBe('The Apadama Palace');
  });

  it('SB-SETUP-1: only the buildings of civilizations in play go to the supply', () => {
    const s = game({ n: 4 });
    expect(Object.keys(s.buildings).sort()).toEqual(['ashokan-pillar', 'giant-ziggurat', 'mahram-bilqis', 'shore-temple']);
    expect(Object.values(s.buildings).every((b) => b.at === null)).toBe(true);
  });

  it('ME-CIV-3: each player has 55 tokens (one on the starting area) and 9 cities', () => {
    const s = game({ n: 3 });
    for (const p of s.players) {
      expect(p.stock + p.treasury + boardTokens(s, p.seat)).toBe(TOKENS_PER_PLAYER);
      expect(boardTokens(s, p.seat)).toBe(1);
      expect(p.citiesInStock).toBe(CITIES_PER_PLAYER);
    }
  });

  it('ME-PUB-2 / ME-CIV-2: the East alone seats 3-9 players; setup deals distinct East civilizations', () => {
    expect([empiresRules.minPlayers, empiresRules.maxPlayers]).toEqual([3, 9]);
    const s = createGame({ players: players(9) }, rnd('deal'));
    expect(new Set(s.players.map((p) => p.civ)).size).toBe(9);
    expect(s.map.name).toMatch(/Tessera/);
  });

  it("ME-PUB-1: the module is Mega Empires' East half, id empires", () => {
    expect(empiresRules.id).toBe('empires');
    expect(empiresRules.name).toMatch(/Mega Empires: The East/);
  });
});

describe('trade cards', () => {
  it('ME-TRADE-2 / ME-PUB-4: nine stacks of two East commodities with face value = stack and set sizes', () => {
    expect(COMMODITIES).toHaveLength(18);
    for (let s = 1; s <= 9; s++) expect(COMMODITIES.filter((c) => c.stack === s && c.face === s)).toHaveLength(2);
    const size = (id: string) => COMMODITIES.find((c) => c.id === id)!.setSize;
    expect([size('flax'), size('salt'), size('lacquer'), size('silk'), size('pearls')]).toEqual([9, 9, 6, 4, 5]);
    const deck = eastDeck();
    expect(deck[1].filter((c) => c.startsWith('card-flax'))).toHaveLength(9);
    // The East deck never holds a West commodity (ME-PUB-4: the two decks are not mixed).
    expect(Object.values(deck).flat().some((c) => /bone|wax|amber|obsidian/.test(c))).toBe(false);
  });

  it('ME-TRADE-1: a set of n cards is worth n squared times face value, capped at a full set', () => {
    expect(setValue(3, 'salt')).toBe(27);
    expect(setValue(9, 'salt')).toBe(243);
    expect(setValue(7, 'silk')).toBe(144);
    expect(setValue(4, 'tea')).toBe(128);
  });

  it('ME-TRADE-3: calamities in stacks 2-9, Regression non-tradeable in stack 9 with Piracy', () => {
    expect(CALAMITIES).toHaveLength(16);
    const reg = CALAMITIES.find((c) => c.id === 'regression')!;
    expect(reg).toMatchObject({ stack: 9, tradeable: false });
    expect(CALAMITIES.find((c) => c.id === 'piracy')).toMatchObject({ stack: 9, tradeable: true });
    expect(eastDeck()[9]).toContain('card-regression');
  });
});

describe('advances', () => {
  it('ME-ADV-6: 51 advances with cost, colours, VP tiers and credits', () => {
    expect(ADVANCES).toHaveLength(51);
    expect(ADVANCE_BY_ID['trade-empire']).toMatchObject({ cost: 260, colours: ['orange'], vp: 6 });
    expect(ADVANCE_BY_ID['mysticism']).toMatchObject({ cost: 50, colours: ['blue', 'yellow'], vp: 1 });
    expect(ADVANCE_BY_ID['literacy'].vp).toBe(3);
    expect(ADVANCE_BY_ID['mathematics'].credits).toMatchObject({ blue: 20, green: 20, red: 10 });
    expect(ADVANCE_BY_ID['pottery'].special).toEqual({ advance: 'agriculture', amount: 10 });
    for (const a of ADVANCES) if (a.special) expect(ADVANCE_BY_ID[a.special.advance]).toBeDefined();
    for (const c of ['red', 'blue', 'orange', 'green', 'yellow']) expect(ADVANCES.some((a) => a.colours.includes(c as never))).toBe(true);
  });
});

describe('A.S.T.', () => {
  it('ME-AST-1 / ME-AST-3: six epochs per row; Saba and Parthia start their Bronze Ages later on the Basic side', () => {
    expect(epochAt('babylon', 'basic', 0)).toBe('stone');
    expect(epochAt('babylon', 'basic', 5)).toBe('early-bronze');
    expect(epochAt('saba', 'basic', 5)).toBe('stone');
    expect(epochAt('parthia', 'basic', 8)).toBe('early-bronze');
    expect(epochAt('babylon', 'basic', 8)).toBe('middle-bronze');
    expect(epochAt('babylon', 'basic', 11)).toBe('late-bronze');
    expect(epochAt('babylon', 'basic', 14)).toBe('early-iron');
    expect(epochAt('babylon', 'basic', 15)).toBe('late-iron');
    expect(epochAt('kushan', 'expert', 5)).toBe('stone');
    expect(astRow('babylon', 'expert').last).toBe(16);
  });

  it('ME-AST-4: requirements grow by epoch', () => {
    expect(REQUIREMENTS['early-bronze']).toEqual({ cities: 2, advances: 0, minCost: 0 });
    expect(REQUIREMENTS['late-bronze']).toEqual({ cities: 3, advances: 3, minCost: 100 });
    expect(REQUIREMENTS['late-iron']).toEqual({ cities: 5, advances: 3, minCost: 200 });
  });

  it('SB-BUILD-2: 30 in the Early and Middle Bronze Age, 40 in the Late Bronze Age, 50 in the Iron Age', () => {
    expect(['early-bronze', 'middle-bronze', 'late-bronze', 'early-iron', 'late-iron'].map((e) => buildingCostFor(e as never))).toEqual([30, 30, 40, 50, 50]);
  });
});
