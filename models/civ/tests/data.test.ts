import { describe, expect, it } from 'vitest';
import raw from '../maps/tessera-tiles.json';
import { parseCivTiles } from '../tiles';
import { TILE_SET } from '../maps';
import { LAYOUTS } from '../layouts';
import { CIVILIZATIONS, CIV_IDS } from '../data/civs';
import { COMPONENTS } from '../data/components';
import { GREAT_PEOPLE, GP_TYPES } from '../data/great-people';
import { INVESTMENT_CARDS, INVESTMENT_SETS } from '../data/investments';
import { FF_NEW_HUTS, FF_NEW_VILLAGES } from '../data/markers';
import { FF_TECHS, GAME_TECHS, TECHS, TECH_BY_NAME, TECH_COST } from '../data/techs';
import { BUILDINGS, BUILDING_BY_ID } from '../data/buildings';
import { WONDERS } from '../data/wonders';
import { GOVERNMENTS } from '../data/governments';
import { CULTURE_TRACK_LENGTH, GREAT_PERSON_SPACES, SECTION_COST, sectionOf } from '../data/culture';
import { civActionSchema } from '../actions';
import { civOptionSpecs } from '../options';
import { newGame } from './fixtures';

describe('data', () => {
  it('CIV-MAP-01 / CIV-MAP-03 / FF-SETUP-03: Tessera\'s own tiles: 4x4 squares, 10 home and 21 neutral (7 new)', () => {
    expect(TILE_SET.name).toMatch(/Tessera's own/);
    expect(TILE_SET.tiles.every((t) => t.squares.length === 16)).toBe(true);
    const homes = TILE_SET.tiles.filter((t) => t.kind === 'home');
    const neutral = TILE_SET.tiles.filter((t) => t.kind === 'neutral');
    expect([homes.length, neutral.length]).toEqual([10, 21]);
    expect(homes.filter((t) => t.edition === 'ff').map((t) => t.civ).sort()).toEqual(['arabs', 'greeks', 'indians', 'spanish']);
    expect(neutral.filter((t) => t.edition === 'ff')).toHaveLength(7);
    // Home tiles' central squares are land, so a capital (or India's metropolis) always fits.
    for (const t of homes) for (const i of [5, 6, 9, 10]) expect(t.squares[i].terrain).not.toBe('water');
  });

  it('CIV-TERRAIN-01 / CIV-TERRAIN-02: five terrains; icons are per-square data, not derived from terrain', () => {
    const all = TILE_SET.tiles.flatMap((t) => t.squares);
    expect(new Set(all.map((q) => q.terrain))).toEqual(new Set(['grassland', 'forest', 'mountain', 'desert', 'water']));
    const grass = all.filter((q) => q.terrain === 'grassland').map((q) => JSON.stringify([q.production, q.trade, q.culture, q.coins, q.resource]));
    expect(new Set(grass).size).toBeGreaterThan(1);
  });

  it('parseCivTiles names the wrong field of a bad tile set', () => {
    expect(parseCivTiles(raw).ok).toBe(true);
    const bad = structuredClone(raw) as { tiles: { squares: { terrain: string }[] }[] };
    bad.tiles[3].squares[7].terrain = 'lava';
    const r = parseCivTiles(bad);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toMatch(/^tiles\.3\.squares\.7\.terrain: /);
    const short = structuredClone(raw) as { tiles: { squares: unknown[] }[] };
    short.tiles[0].squares.pop();
    expect(parseCivTiles(short)).toMatchObject({ ok: false, errors: [expect.stringMatching(/^tiles\.0\.squares: .*16/)] });
    expect(parseCivTiles({ ...raw, version: 2 })).toMatchObject({ ok: false, errors: [expect.stringMatching(/^version/)] });
  });

  it('CIV-MAP-02 / FF-5P-02: layouts per player count, the five-player one round a central hole', () => {
    expect(LAYOUTS[2].slots).toHaveLength(8);
    expect([LAYOUTS[2].cols * 4, LAYOUTS[2].rows * 4]).toEqual([16, 8]);
    expect(LAYOUTS[4].slots).toHaveLength(16);
    for (const n of [2, 3, 4, 5]) expect(LAYOUTS[n].slots.filter((s) => s.kind === 'home')).toHaveLength(n);
    const five = LAYOUTS[5];
    expect(five.slots.filter((s) => s.kind === 'hole')).toEqual([{ col: 2, row: 2, kind: 'hole', rotation: 0 }]);
    expect(five.slots.filter((s) => s.kind === 'neutral')).toHaveLength(19);
    for (const h of five.slots.filter((s) => s.kind === 'home')) expect(h.col === 0 || h.row === 0 || h.col === 4 || h.row === 4).toBe(true);
  });

  it('FF-COMP: component counts the engine enforces', () => {
    expect(COMPONENTS.investmentMarkers).toBe(23);
    expect(COMPONENTS.fortificationCaravanMarkers).toBe(15);
    expect(COMPONENTS.metropolisMarkers).toBe(5);
    expect(GREAT_PEOPLE).toHaveLength(COMPONENTS.greatPersonCards);
    for (const set of Object.values(INVESTMENT_SETS)) expect(set.length * 5).toBe(20);
    expect(INVESTMENT_CARDS.map((c) => c.id)).toEqual(expect.arrayContaining([...INVESTMENT_SETS.catalogue, ...INVESTMENT_SETS.proposed]));
    expect(Object.values(FF_NEW_HUTS).reduce((a, b) => a + (b ?? 0), 0)).toBe(10);
    expect(Object.values(FF_NEW_VILLAGES).reduce((a, b) => a + (b ?? 0), 0)).toBe(5);
  });

  it('CIV-GPM-01 / FF-GP-02: six types, three markers each; 42 unique cards with types', () => {
    expect(GP_TYPES).toEqual(['artist', 'builder', 'general', 'humanitarian', 'industrialist', 'scientist']);
    expect(new Set(GREAT_PEOPLE.map((c) => c.id)).size).toBe(42);
    expect(newGame().gpSupply).toEqual(Object.fromEntries(GP_TYPES.map((t) => [t, 3])));
    expect(GREAT_PEOPLE.find((c) => c.name === 'Hannibal')!.type).toBe('general');
    expect(GREAT_PEOPLE.find((c) => c.name === 'William Shakespeare')!.type).toBe('artist');
  });

  it('FF-CIV-07 / FF-SETUP-01: the four new civilizations join six core ones with their starting techs and governments', () => {
    expect(CIV_IDS).toHaveLength(10);
    expect(CIVILIZATIONS.romans).toMatchObject({ startingTech: 'Code of Laws', government: 'republic' });
    expect(CIVILIZATIONS.russians).toMatchObject({ startingTech: 'Communism', government: 'communism' });
    expect(CIVILIZATIONS.americans.startingTech).toBe('Currency');
    expect(CIVILIZATIONS.chinese.startingTech).toBe('Writing');
    expect(CIVILIZATIONS.egyptians.startingTech).toBe('Construction');
    expect(CIVILIZATIONS.germans.startingTech).toBe('Metalworking');
    expect(CIV_IDS.filter((c) => CIVILIZATIONS[c].edition === 'ff').sort()).toEqual(['arabs', 'greeks', 'indians', 'spanish']);
  });

  it('CIV-TECH-06 / FF-TECH-01 / FF-SETUP-02: tech levels; the four F&F techs; W&W techs left out', () => {
    expect(FF_TECHS.map((t) => TECH_BY_NAME[t].level)).toEqual([1, 2, 3, 4]);
    expect(TECHS.filter((t) => t.level === 5).map((t) => t.name)).toEqual(['Space Flight']);
    expect(GAME_TECHS.some((t) => t.name === 'Navy' || t.name === 'Education')).toBe(false);
    for (const t of FF_TECHS) expect(GAME_TECHS.some((x) => x.name === t)).toBe(true);
    expect(TECH_BY_NAME.Agriculture.metropolis).toBe(true);
  });

  it('CIV-TECH-03: research costs 6/11/16/21/26', () => {
    expect([1, 2, 3, 4, 5].map((l) => TECH_COST[l])).toEqual([6, 11, 16, 21, 26]);
  });

  it('FF-SETUP-05: only the replacement Flight and Angkor Wat exist', () => {
    expect(TECHS.filter((t) => t.name === 'Flight')).toHaveLength(1);
    expect(WONDERS.filter((w) => w.name === 'Angkor Wat')).toHaveLength(1);
  });

  it('CIV-BLDG-01 / CIV-BLDG-05 / FF-TERM-01: paired basic/upgraded buildings and their costs', () => {
    expect(BUILDING_BY_ID.granary).toMatchObject({ basic: true, pair: 'aqueduct', cost: 5 });
    expect(BUILDING_BY_ID.aqueduct).toMatchObject({ basic: false, pair: 'granary', cost: 8 });
    expect(BUILDINGS.filter((b) => !b.pair).map((b) => b.id).sort()).toEqual(['harbor', 'trading-post']);
    expect(BUILDING_BY_ID.academy.combatBonus).toBe(4);
    expect(BUILDINGS.filter((b) => b.limited).map((b) => b.id).sort()).toEqual(['academy', 'bank', 'barracks', 'cathedral', 'market', 'temple']);
  });

  it('CIV-BLDG-05: all fourteen buildings cost and give what the catalogue lists', () => {
    // [production cost, production, trade, culture, coins, combat bonus], transcribed from the catalogue's table.
    const table: Record<string, [number, number, number, number, number, number]> = {
      granary: [5, 1, 1, 0, 0, 0], aqueduct: [8, 2, 2, 0, 0, 0],
      library: [5, 0, 1, 1, 0, 0], university: [8, 0, 2, 2, 0, 0],
      market: [7, 1, 1, 1, 0, 0], bank: [10, 1, 1, 1, 1, 0],
      temple: [7, 0, 0, 2, 0, 0], cathedral: [10, 0, 0, 3, 0, 0],
      barracks: [7, 0, 0, 0, 0, 2], academy: [10, 0, 0, 0, 0, 4],
      workshop: [7, 3, 0, 0, 0, 0], 'iron-mine': [10, 4, 0, 0, 0, 0],
      harbor: [7, 1, 2, 0, 0, 0], 'trading-post': [7, 0, 2, 1, 0, 0],
    };
    expect(BUILDINGS.map((b) => b.id).sort()).toEqual(Object.keys(table).sort());
    for (const b of BUILDINGS) {
      expect([b.id, b.cost, b.production, b.trade, b.culture, b.coins, b.combatBonus]).toEqual([b.id, ...table[b.id]]);
    }
  });

  it('CIV-WONDER-02: seven or more wonders per era in the pool, four per era in a game', () => {
    for (const era of ['ancient', 'medieval', 'modern']) expect(WONDERS.filter((w) => w.era === era).length).toBeGreaterThanOrEqual(7);
  });

  it('CIV-CULT-02 / CIV-CULT-03: 21 spaces in three sections; section costs; great-person spaces', () => {
    expect(CULTURE_TRACK_LENGTH).toBe(21);
    expect([1, 7, 8, 14, 15, 21].map(sectionOf)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(SECTION_COST).toEqual({ 1: { culture: 3, trade: 0 }, 2: { culture: 5, trade: 3 }, 3: { culture: 7, trade: 6 } });
    expect(GREAT_PERSON_SPACES).toEqual([3, 7, 12, 18]);
  });

  it('CIV-GOV-01 / CIV-GOV-04: governments, unlocked by techs except Despotism and Anarchy; effects are data', () => {
    expect(Object.keys(GOVERNMENTS).sort()).toEqual(['anarchy', 'communism', 'democracy', 'despotism', 'feudalism', 'fundamentalism', 'monarchy', 'republic']);
    expect(GOVERNMENTS.despotism.unlocked).toBe('always');
    expect(GOVERNMENTS.anarchy.unlocked).toBe('never');
    for (const g of ['monarchy', 'republic', 'democracy', 'communism', 'feudalism', 'fundamentalism']) expect(TECHS.some((t) => t.government === g)).toBe(true);
    expect(GOVERNMENTS.fundamentalism.combatBonus).toBe(4);
  });

  it('FF-RULE-03: the module flags are chosen at creation; no action can change them later', () => {
    expect(civOptionSpecs.find((o) => o.key === 'greatPersonDeck')).toMatchObject({ kind: 'boolean', default: true, rule: 'FF-GP-01' });
    expect(civOptionSpecs.find((o) => o.key === 'investmentDeck')).toMatchObject({ kind: 'boolean', default: true });
    expect(civActionSchema.safeParse({ type: 'set-option', key: 'greatPersonDeck', value: false }).success).toBe(false);
  });

  it('every AMBIGUOUS reading is a named option whose default is the first (recommended) choice', () => {
    for (const o of civOptionSpecs.filter((x) => x.kind === 'choice' && x.key !== 'civs')) expect(o.default).toBe(o.choices![0].value);
    const keys = civOptionSpecs.map((o) => o.key);
    for (const k of ['cityDefenceLoot', 'blockadedMarkers', 'overbuiltWonders', 'metroRelocation', 'sevenCitiesWithoutInvestments', 'atlantisWater', 'killedMarker', 'tradeAfterResearch', 'markerPools']) expect(keys).toContain(k);
  });
});
