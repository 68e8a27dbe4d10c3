import { describe, expect, it } from 'vitest';
import { buildingCost, checkArea, checkBuildingChoice, checkConstruct, legalAreasFor } from '../construct';
import { checkTransaction } from '../transaction';
import { EAST_BUILDINGS, type BuildingDef } from '../data/buildings';
import type { TransactionPlan } from '../state';
import { applyAction, checkAction } from '../rules';
import { handLimit } from '../acquisition';
import { EAST, ast, built, city, game, inPhase, rnd, treasury } from './fixtures';

const buildPlan = (building: string, area: string, t = 30): TransactionPlan => ({ advances: [], build: { building, area }, payment: { cards: [], treasury: t } });

describe('constructing a building', () => {
  const ready = () => treasury(city(inPhase(ast(game(), 2, 6), 'advances-acquisition'), 'babylon-start', 2), 2, 60);

  it('SB-BUILD-1 / SB-BUILD-7: only in phase 12, and a transaction may be a building alone', () => {
    const s = ready();
    expect(checkTransaction(s, 2, buildPlan('giant-ziggurat', 'babylon-start')).ok).toBe(true);
    const early = { ...s, phase: 'trade' as const };
    expect(checkTransaction(early, 2, buildPlan('giant-ziggurat', 'babylon-start'))).toMatchObject({ ok: false, rule: 'SB-BUILD-1' });
  });

  it('SB-BUILD-2 / SB-DEF-EPOCH: the price follows the epoch of the builder\'s own marker', () => {
    let s = ready();
    expect(buildingCost(s, 2)).toBe(30);
    s = ast(s, 2, 11);
    expect(buildingCost(s, 2)).toBe(40);
    s = ast(s, 2, 14);
    expect(buildingCost(s, 2)).toBe(50);
    // Saba's row reaches the Early Bronze Age one space later: at space 5 it is still Stone Age.
    expect(buildingCost(ast(s, 0, 8), 0)).toBe(30);
  });

  it('SB-BUILD-2a: the Stone Age pays 30 by default, or may not build at all (option)', () => {
    const s = ast(ready(), 2, 0);
    expect(buildingCost(s, 2)).toBe(30);
    const strict = { ...s, options: { ...s.options, stoneAgeBuilding: 'forbid' as const } };
    expect(checkTransaction(strict, 2, buildPlan('giant-ziggurat', 'babylon-start'))).toMatchObject({ ok: false, rule: 'SB-BUILD-2a' });
  });

  it('SB-BUILD-3: the cost joins the transaction total; short payment is refused', () => {
    const s = ready();
    const plan: TransactionPlan = { advances: ['pottery'], build: { building: 'giant-ziggurat', area: 'babylon-start' }, payment: { cards: [], treasury: 89 } };
    expect(checkTransaction(treasury(s, 2, 89), 2, plan)).toMatchObject({ ok: false, rule: 'SB-BUILD-3' });
    expect(checkTransaction(treasury(s, 2, 90), 2, { ...plan, payment: { cards: [], treasury: 90 } }).ok).toBe(true);
  });

  it('SB-BUILD-4 / SB-ONE-1: no second building while one stands in one\'s own region', () => {
    const s = built(ready(), 'mahram-bilqis', 'babylon-two', 2);
    expect(checkTransaction(s, 2, buildPlan('giant-ziggurat', 'babylon-start'))).toMatchObject({ ok: false, rule: 'SB-BUILD-4' });
  });

  it('SB-BUILD-5: any building in the supply may be chosen, not only one\'s own', () => {
    const s = ready();
    expect(checkTransaction(s, 2, buildPlan('shore-temple', 'babylon-start')).ok).toBe(true);
    const taken = built(s, 'shore-temple', 'dravidia-start', 3);
    expect(checkBuildingChoice(taken, 2, 'shore-temple')).toMatchObject({ ok: false, code: 'not-in-supply' });
  });

  it('SB-BUILD-6: one building per transaction, one transaction per turn', () => {
    let s = ready();
    s = applyAction(s, 2, { type: 'claim-priority', plan: buildPlan('giant-ziggurat', 'babylon-start') }, rnd()).state;
    s = applyAction(s, 2, { type: 'close-window' }, rnd()).state;
    expect(s.buildings['giant-ziggurat'].at).toBe('babylon-start');
    expect(checkAction(s, 2, { type: 'claim-priority', plan: buildPlan('shore-temple', 'babylon-start') })).toMatchObject({ ok: false, rule: 'SB-PRIO-2' });
  });

  it('SB-PLACE-1: with a city in the starting area the building must go there', () => {
    const s = city(ready(), 'babylon-two', 2);
    expect(checkArea(s, 2, 'babylon-two')).toMatchObject({ ok: false, rule: 'SB-PLACE-1' });
    expect(checkArea(s, 2, 'babylon-start').ok).toBe(true);
  });

  it('SB-PLACE-2: otherwise any own-region area holding one of his cities', () => {
    const s = city(treasury(inPhase(game(), 'advances-acquisition'), 2, 40), 'babylon-two', 2);
    expect(checkArea(s, 2, 'babylon-two').ok).toBe(true);
    expect(checkArea(s, 2, 'babylon-one')).toMatchObject({ ok: false, rule: 'SB-PLACE-2' });
  });

  it('SB-PLACE-3: no city inside one\'s own region, no construction (cities elsewhere do not count)', () => {
    const s = city(treasury(inPhase(game(), 'advances-acquisition'), 2, 40), 'wild-four', 2);
    expect(checkConstruct(s, 2, 'giant-ziggurat', 'babylon-start')).toMatchObject({ ok: false, rule: 'SB-PLACE-3' });
  });

  it('SB-PLACE-4 / SB-ILLEGAL-4: placing outside one\'s own region is refused up front', () => {
    const s = city(ready(), 'dravidia-two', 2);
    expect(checkConstruct(s, 2, 'giant-ziggurat', 'dravidia-two')).toMatchObject({ ok: false, rule: 'SB-PLACE-4' });
    expect(checkConstruct(s, 2, 'giant-ziggurat', 'wild-four')).toMatchObject({ ok: false, rule: 'SB-PLACE-4' });
  });

  it('legalAreasFor marks each land area legal or gives its refusal', () => {
    const s = ready();
    const verdicts = legalAreasFor(s, 2, 'giant-ziggurat');
    const legal = verdicts.filter((v) => v.check.ok).map((v) => v.area);
    expect(legal).toEqual(['babylon-start']);
    expect(verdicts.find((v) => v.area === 'saba-start')!.check).toMatchObject({ ok: false, rule: 'SB-PLACE-4' });
    expect(verdicts.find((v) => v.area === 'babylon-two')!.check).toMatchObject({ ok: false, rule: 'SB-PLACE-1' });
    expect(verdicts.every((v) => s.map.areas.find((a) => a.id === v.area)!.kind === 'land')).toBe(true);
  });

  it('SB-ONE-3: when his building leaves the board he may build again', () => {
    let s = built(ready(), 'giant-ziggurat', 'babylon-start', 2);
    expect(checkTransaction(s, 2, buildPlan('shore-temple', 'babylon-start')).ok).toBe(false);
    s = { ...s, buildings: { ...s.buildings, 'giant-ziggurat': { ...s.buildings['giant-ziggurat'], at: null } } };
    expect(checkTransaction(s, 2, buildPlan('shore-temple', 'babylon-start')).ok).toBe(true);
  });
});

describe('blocks of 12 or more players', () => {
  const WEST: BuildingDef[] = ['minoa', 'assyria', 'celt', 'carthage', 'hatti', 'rome'].map((c) => ({ id: `${c}-wonder`, label: `${c} wonder`, civ: c, block: 'west' as const, note: '' }));
  const civs = [...EAST.slice(0, 6), 'minoa', 'assyria', 'celt', 'carthage', 'hatti', 'rome'];
  const twelve = (options = {}, buildings = [...WEST]) => {
    let s = game({ civs, options, buildings: [...buildings, ...EAST_BUILDINGS] });
    s = inPhase(s, 'advances-acquisition');
    s = city(treasury(s, 6, 50), 'minoa-start', 6);
    return city(treasury(s, 2, 50), 'babylon-start', 2);
  };

  it('SB-BLOCK-1 / SB-SETUP-3: a player builds only from his own block\'s supply', () => {
    const s = twelve();
    expect(Object.values(s.buildings).filter((b) => b.block === 'west')).toHaveLength(6);
    expect(checkBuildingChoice(s, 6, 'giant-ziggurat')).toMatchObject({ ok: false, rule: 'SB-BLOCK-1' });
    expect(checkBuildingChoice(s, 6, 'minoa-wonder').ok).toBe(true);
    expect(checkBuildingChoice(s, 2, 'rome-wonder')).toMatchObject({ ok: false, rule: 'SB-BLOCK-1' });
  });

  it('SB-SETUP-4: the expansion combines with the West one in full Mega Empires (12 seats, both catalogues)', () => {
    const s = twelve();
    expect(s.players).toHaveLength(12);
    expect(Object.values(s.buildings).filter((b) => b.block === 'east')).toHaveLength(6);
    expect(Object.values(s.buildings).filter((b) => b.block === 'west')).toHaveLength(6);
    expect(checkTransaction(s, 6, buildPlan('minoa-wonder', 'minoa-start')).ok).toBe(true);
    expect(checkTransaction(s, 2, buildPlan('giant-ziggurat', 'babylon-start')).ok).toBe(true);
  });

  it('SB-BLOCK-3: with only the East expansion, the West cannot build unless the option allows East buildings', () => {
    const s = twelve({}, []);
    expect(checkBuildingChoice(s, 6, 'giant-ziggurat')).toMatchObject({ ok: false, rule: 'SB-BLOCK-3' });
    const open = twelve({ westBuildsEast: true }, []);
    expect(checkBuildingChoice(open, 6, 'giant-ziggurat').ok).toBe(true);
  });

  it('SB-BLOCK-2: control and sacrifice ignore blocks by default (option restricts them)', () => {
    let s = built(twelve(), 'giant-ziggurat', 'babylon-two', 2, 0);
    s = city(s, 'babylon-two', 6);
    const plan: TransactionPlan = { sacrifice: { building: 'giant-ziggurat' }, advances: [], payment: { cards: [], treasury: 0 } };
    expect(checkTransaction(s, 6, plan).ok).toBe(true);
    const strict = { ...s, options: { ...s.options, crossBlockUse: false } };
    expect(checkTransaction(strict, 6, plan)).toMatchObject({ ok: false, rule: 'SB-BLOCK-2' });
  });

  it('ME-CIV-2: 12+ players raise the hand limit to 9', () => {
    expect(handLimit(twelve(), 0)).toBe(9);
    expect(handLimit(game(), 0)).toBe(8);
  });
});
