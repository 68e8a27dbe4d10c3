import { describe, expect, it } from 'vitest';
import { ADVANCES } from '../../data/advances';
import { movementOrder } from '../../census';
import { attackCity, attackNeeds, fight } from '../../conflict';
import { buildCity, checkBuildCity, maxTreasuryForCity } from '../../cities';
import { checkEntry, checkMove, checkSail } from '../../movement';
import { advancesCost, creditedCost, treasuryWorth } from '../../payment';
import { allowedTokens, supportRate } from '../../population';
import { astCities } from '../../ast-requirements';
import { shipCapacity, shipRange } from '../../ships';
import { collectTaxes, taxRatesFor } from '../../tax';
import { checkTransaction, executeTransaction } from '../../transaction';
import { candidatePlans } from '../../plans';
import { withPlayer, type EmpiresState, type TransactionPlan } from '../../state';
import { ABILITIES, abilityValue, hasAbility, isProtectedFrom, specialsHeld } from '../abilities';
import { advances, ast, city, game, inPhase, rnd, tokens, treasury } from '../../test/fixtures';

const table = (n = 3) => game({ n, options: { boardPhases: 'scripted' } });
const clean = (s: EmpiresState): EmpiresState => {
  let t = s;
  for (const p of s.players) for (const [id, a] of Object.entries(s.areas)) if (a.tokens[p.seat]) t = tokens(t, id, p.seat, 0);
  return t;
};
const moving = (s: EmpiresState, order = [0, 1, 2]): EmpiresState => ({ ...s, phase: 'movement', done: [], movement: { order, current: 0, moved: {}, shipsBuilt: {} } });
const ship = (s: EmpiresState, seat: number, at: string): EmpiresState => ({ ...s, ships: [...s.ships, { id: `ship-${seat}-9`, owner: seat, at, builtTurn: s.turn, maintainedTurn: null, sailedTurn: null }] });
const plan = (p: Partial<TransactionPlan>): TransactionPlan => ({ advances: [], payment: { cards: [], treasury: 0 }, ...p });

describe('the ability vocabulary (ME-ADVX-6)', () => {
  it('ME-ADVX-6: every one of the 51 advances has a row of abilities, and only known advances do', () => {
    expect(Object.keys(ABILITIES).sort()).toEqual(ADVANCES.map((a) => a.id).sort());
    expect(ADVANCES).toHaveLength(51);
    for (const a of ADVANCES) expect(ABILITIES[a.id].length).toBeGreaterThan(0);
  });

  it('ME-ADVX-4: the seven SPECIAL advances, and the protections against them', () => {
    const specials = Object.entries(ABILITIES).filter(([, list]) => list.some((x) => x.kind === 'special')).map(([id]) => id).sort();
    expect(specials).toEqual(['diaspora', 'fundamentalism', 'monotheism', 'politics', 'provincial-empire', 'trade-routes', 'universal-doctrine']);
    const s = advances(advances(advances(advances(table(), 0, ['philosophy']), 1, ['theology', 'public-works']), 2, ['cultural-ascendancy']), 2, ['cultural-ascendancy', 'politics']);
    expect(isProtectedFrom(s, 0, 'fundamentalism')).toBe(true);
    expect(isProtectedFrom(s, 0, 'monotheism')).toBe(false);
    expect(isProtectedFrom(s, 1, 'monotheism') && isProtectedFrom(s, 1, 'provincial-empire')).toBe(true);
    expect(isProtectedFrom(s, 2, 'politics')).toBe(true);
    expect(specialsHeld(s, 2)).toEqual(['politics']);
    expect(specialsHeld(s, 0)).toEqual([]);
  });

  it('ME-ADVX-C05 / ME-ADVX-C18 / ME-ADVX-C44: Empiricism, Literacy and Mathematics give credits only', () => {
    const s = advances(table(), 0, ['empiricism', 'literacy', 'mathematics']);
    expect(ABILITIES.empiricism).toEqual([{ kind: 'none' }]);
    expect(hasAbility(s, 0, 'none')).toBe(true);
    expect(creditedCost(s, 0, 'law')).toBeLessThan(creditedCost(table(), 0, 'law'));
  });
});

describe('the abilities where they act (ME-ADVX-C01..C51)', () => {
  it('ME-ADVX-C01: Cloth Making lets ships sail five steps instead of four', () => {
    const s = table();
    expect(shipRange(s, 0)).toBe(4);
    expect(shipRange(advances(s, 0, ['cloth-making']), 0)).toBe(5);
    expect(abilityValue(advances(s, 0, ['cloth-making']), 0, 'shipMoves', 4)).toBe(5);
  });

  it('ME-ADVX-C12: Astronavigation takes a ship across open sea, never to end there', () => {
    let s = moving(clean(table()));
    const [a, b] = [`${s.players[0].civ}-shore`, `${s.players[1].civ}-shore`];
    s = ship(tokens(s, a, 0, 2), 0, a);
    const shipId = s.ships[s.ships.length - 1].id;
    expect(checkSail(s, 0, shipId, ['sea', b], 2)).toMatchObject({ ok: false, rule: 'ME-MOVE-4', code: 'open-sea' });
    const astro = advances(s, 0, ['astronavigation']);
    expect(checkSail(astro, 0, shipId, ['sea', b], 2).ok).toBe(true);
    expect(checkSail(astro, 0, shipId, ['sea'], 2)).toMatchObject({ ok: false, code: 'ends-at-sea' });
  });

  it('ME-ADVX-C29: Naval Warfare ships carry six tokens', () => {
    expect(shipCapacity(table(), 0)).toBe(5);
    expect(shipCapacity(advances(table(), 0, ['naval-warfare']), 0)).toBe(6);
    expect(hasAbility(advances(table(), 0, ['naval-warfare']), 0, 'shipsAsLosses')).toBe(true);
  });

  it('ME-ADVX-C38: Roadbuilding lets tokens take two land steps', () => {
    let s = moving(clean(table()));
    const civ = s.players[0].civ;
    s = tokens(s, `${civ}-start`, 0, 2);
    expect(checkMove(s, 0, `${civ}-start`, `${civ}-one`, 1, `${civ}-two`)).toMatchObject({ ok: false, rule: 'ME-MOVE-3' });
    expect(checkMove(advances(s, 0, ['roadbuilding']), 0, `${civ}-start`, `${civ}-one`, 1, `${civ}-two`).ok).toBe(true);
  });

  it('ME-ADVX-C31: Military holders move after every non-holder', () => {
    const s = table();
    const plain = movementOrder(s);
    const mil = movementOrder(advances(s, plain[0], ['military']));
    expect(mil[mil.length - 1]).toBe(plain[0]);
  });

  it('ME-ADVX-C26: Diplomacy closes the holder\'s city areas; Diplomacy and Military holders may still enter', () => {
    let s = moving(clean(table()));
    const target = `${s.players[1].civ}-start`;
    s = city(s, target, 1);
    expect(checkEntry(s, 0, target, 1).ok).toBe(true);
    const dip = advances(s, 1, ['diplomacy']);
    expect(checkEntry(dip, 0, target, 1)).toMatchObject({ ok: false, code: 'diplomacy', rule: 'ME-MOVE-9' });
    expect(checkEntry(advances(dip, 0, ['military']), 0, target, 1).ok).toBe(true);
    expect(checkEntry(advances(dip, 0, ['diplomacy']), 0, target, 1).ok).toBe(true);
  });

  it('ME-ADVX-C50 / ME-ADVX-C42: Cultural Ascendancy forbids causing a conflict among the holder\'s units; its holders and Advanced Military may', () => {
    let s = moving(clean(table()));
    s = tokens(s, 'wild-four', 1, 3);
    expect(checkEntry(s, 0, 'wild-four', 2).ok).toBe(true);
    const ca = advances(s, 1, ['cultural-ascendancy']);
    expect(checkEntry(ca, 0, 'wild-four', 2)).toMatchObject({ ok: false, code: 'cultural-ascendancy' });
    expect(checkEntry(ca, 0, 'wild-four', 1).ok).toBe(true);
    expect(checkEntry(advances(ca, 0, ['advanced-military']), 0, 'wild-four', 2).ok).toBe(true);
    expect(checkEntry(advances(ca, 0, ['cultural-ascendancy']), 0, 'wild-four', 2).ok).toBe(true);
  });

  it('ME-ADVX-C50: Cultural Ascendancy raises the holder\'s city support rate by one', () => {
    expect(supportRate(table(), 0)).toBe(2);
    expect(supportRate(advances(table(), 0, ['cultural-ascendancy']), 0)).toBe(3);
  });

  it('ME-ADVX-C17: Metalworking makes every non-holder remove first in each round', () => {
    const s = advances(tokens(tokens(clean(table()), 'wild-four', 0, 2), 'wild-four', 1, 5), 0, ['metalworking']);
    expect(fight(s, 'wild-four').state.areas['wild-four'].tokens).toEqual({ 0: 1, 1: 3 });
    expect(fight(advances(s, 0, []), 'wild-four').state.areas['wild-four'].tokens).toEqual({ 1: 4 });
  });

  it('ME-ADVX-C27 / ME-ADVX-8: Engineering: 8 to take the holder\'s city, 6 for a holder; barbarians need 8 by default', () => {
    let s = clean(table());
    const target = `${s.players[1].civ}-start`;
    s = city(s, target, 1);
    expect(attackNeeds(s, target, 0)).toBe(7);
    expect(attackNeeds(advances(s, 1, ['engineering']), target, 0)).toBe(8);
    expect(attackNeeds(advances(s, 0, ['engineering']), target, 0)).toBe(6);
    expect(attackNeeds(advances(advances(s, 0, ['engineering']), 1, ['engineering']), target, 0)).toBe(7);
    expect(attackNeeds(advances(s, 1, ['engineering']), target, 'barbarians')).toBe(8);
    const off = advances({ ...s, options: { ...s.options, engineeringVsBarbarians: false } }, 1, ['engineering']);
    expect(attackNeeds(off, target, 'barbarians')).toBe(7);
  });

  it('ME-ADVX-C19: Agriculture adds one to areas of limit 0-2 while nobody else is there', () => {
    let s = clean(table());
    const civ = s.players[0].civ;
    expect(allowedTokens(s, `${civ}-one`, 0)).toBe(1);
    s = advances(s, 0, ['agriculture']);
    expect(allowedTokens(s, `${civ}-one`, 0)).toBe(2);
    expect(allowedTokens(s, `${civ}-zero`, 0)).toBe(1);
    expect(allowedTokens(s, `${civ}-start`, 0)).toBe(3);
    expect(allowedTokens(tokens(s, `${civ}-one`, 1, 1), `${civ}-one`, 0)).toBe(1);
  });

  it('ME-ADVX-C41: Public Works lets the holder\'s city areas keep one of his tokens', () => {
    let s = clean(table());
    const here = `${s.players[0].civ}-start`;
    s = city(s, here, 0);
    expect(allowedTokens(s, here, 0)).toBe(0);
    expect(allowedTokens(advances(s, 0, ['public-works']), here, 0)).toBe(1);
  });

  it('ME-ADVX-C21: Architecture pays up to half a city from treasury, once a turn', () => {
    let s = treasury(clean(table()), 0, 10);
    const here = `${s.players[0].civ}-two`;
    expect(maxTreasuryForCity(s, 0, here)).toBe(0);
    s = advances(s, 0, ['architecture']);
    expect(maxTreasuryForCity(s, 0, here)).toBe(3);
    expect(maxTreasuryForCity(s, 0, 'wild-two')).toBe(6);
    expect(maxTreasuryForCity({ ...s, input: { ...s.input, architecture: [0] } }, 0, here)).toBe(0);
  });

  it('ME-ADVX-C07 / ME-ADVX-C16: Monarchy may raise the tax rate by one; Coinage lower or raise it', () => {
    const s = table();
    expect(taxRatesFor(s, 0)).toEqual([2]);
    expect(taxRatesFor(advances(s, 0, ['monarchy']), 0)).toEqual([2, 3]);
    expect(taxRatesFor(advances(s, 0, ['coinage']), 0)).toEqual([1, 2, 3]);
    expect(taxRatesFor(advances(s, 0, ['monarchy', 'coinage']), 0)).toEqual([1, 2, 3, 4]);
  });

  it('ME-ADVX-C35: Democracy: none of the holder\'s cities revolts when tax is short', () => {
    let s = clean(table());
    const civ = s.players[0].civ;
    for (const k of ['start', 'two', 'shore']) s = city(s, `${civ}-${k}`, 0);
    s = withPlayer(s, 0, { stock: 1, treasury: s.players[0].treasury + s.players[0].stock - 1 });
    const cities = (x: EmpiresState) => Object.values(x.areas).filter((a) => a.city?.owner === 0).length;
    expect(cities(collectTaxes(s).state)).toBeLessThan(3);
    expect(cities(collectTaxes(advances(s, 0, ['democracy'])).state)).toBe(3);
  });

  it('ME-ADVX-C51: Wonder of the World counts as one more city in A.S.T. alteration', () => {
    const s = city(clean(table()), 'wild-four', 0);
    expect(astCities(s, 0)).toBe(1);
    expect(astCities(advances(s, 0, ['wonder-of-the-world']), 0)).toBe(2);
  });

  it('ME-ADVX-C39: Mining makes a treasury token worth 2 when buying advances', () => {
    expect(treasuryWorth(table(), 0)).toBe(1);
    expect(treasuryWorth(advances(table(), 0, ['mining']), 0)).toBe(2);
  });

  it('ME-ADVX-C36 / ME-CLAR-5: Library takes 40 off one other advance bought in the same transaction', () => {
    const s = table();
    expect(advancesCost(s, 0, ['library', 'law'])).toBe(220 + 150 - 40);
    expect(advancesCost(s, 0, ['law'])).toBe(150);
    // Held from an earlier turn it gives nothing more.
    expect(advancesCost(advances(s, 0, ['library']), 0, ['law'])).toBe(150);
  });
});

describe('purchase bonuses (ME-ADVX-5)', () => {
  const base = () => inPhase(ast(table(), 0, 6), 'advances-acquisition');

  it('ME-ADVX-C10: Written Record places 10 credit points in the colours its buyer chooses, for later turns', () => {
    const s = treasury(base(), 0, 60);
    const p = plan({ advances: ['written-record'], payment: { cards: [], treasury: 60 }, bonusCredits: { 'written-record': { yellow: 5, blue: 5 } } });
    expect(checkTransaction(s, 0, p).ok).toBe(true);
    expect(checkTransaction(s, 0, { ...p, bonusCredits: { 'written-record': { yellow: 15 } } })).toMatchObject({ ok: false, rule: 'ME-ADVX-5' });
    expect(checkTransaction(s, 0, { ...p, bonusCredits: { 'written-record': { yellow: 7, blue: 3 } } })).toMatchObject({ ok: false, rule: 'ME-ADVX-5' });
    expect(checkTransaction(s, 0, { ...p, bonusCredits: { monument: { yellow: 20 } } })).toMatchObject({ ok: false, rule: 'ME-ADVX-5' });
    const after = executeTransaction(s, 0, p).state;
    expect(after.players[0].bonusCredits).toEqual({ yellow: 5, blue: 5 });
    // Mythology (yellow, 60): the printed yellow credit of nothing held + the 5 chosen.
    expect(creditedCost(after, 0, 'mythology')).toBe(55);
    expect(creditedCost(withPlayer(after, 0, { bonusCredits: undefined }), 0, 'mythology')).toBe(60);
  });

  it('ME-ADVX-C33: Monument places 20 credit points; without a choice they go to its first colour', () => {
    const s = treasury(base(), 0, 180);
    const after = executeTransaction(s, 0, plan({ advances: ['monument'], payment: { cards: [], treasury: 180 } })).state;
    expect(after.players[0].bonusCredits).toEqual({ orange: 20 });
  });

  it('ME-ADVX-C48: Anatomy brings one free Science advance printed below 100', () => {
    const s = treasury(base(), 0, 270);
    const p = plan({ advances: ['anatomy'], payment: { cards: [], treasury: 270 }, freeAdvance: 'astronavigation' });
    expect(checkTransaction(s, 0, p).ok).toBe(true);
    expect(checkTransaction(s, 0, { ...p, freeAdvance: 'medicine' })).toMatchObject({ ok: false, rule: 'ME-ADVX-5' });
    expect(checkTransaction(s, 0, { ...p, freeAdvance: 'pottery' })).toMatchObject({ ok: false, rule: 'ME-ADVX-5' });
    const without = treasury(base(), 0, 80);
    expect(checkTransaction(without, 0, plan({ advances: ['astronavigation'], payment: { cards: [], treasury: 80 }, freeAdvance: 'coinage' }))).toMatchObject({ ok: false, rule: 'ME-ADVX-5' });
    const after = executeTransaction(s, 0, p).state;
    expect(after.players[0].advances).toEqual(['anatomy', 'astronavigation']);
    expect(after.players[0].treasury).toBe(0);
    // The plans offered to bots and the random game take the free advance.
    expect(candidatePlans(s, 0).find((x) => x.advances.includes('anatomy'))?.freeAdvance).toBeDefined();
  });

  it('ME-ADVX-4: a bought advance acts only after the transaction (Library\'s discount aside)', () => {
    const s = treasury(base(), 0, 220 + 150);
    // Bought together, Mining does not make this transaction's treasury worth 2.
    expect(checkTransaction(s, 0, plan({ advances: ['mining', 'law'], payment: { cards: [], treasury: 190 } }))).toMatchObject({ ok: false, code: 'cannot-afford' });
  });
});

describe('Urbanism (ME-ADVX-C04)', () => {
  it('ME-ADVX-C04: once a turn a wilderness city may use up to 4 tokens from land-adjacent areas', () => {
    let s = clean(table());
    s = { ...s, phase: 'city-construction', done: [] };
    // wild-two is no city site: 12 tokens; 8 there and 5 next door in wild-four.
    s = tokens(tokens(s, 'wild-two', 0, 8), 'wild-four', 0, 5);
    expect(checkBuildCity(s, 0, 'wild-two')).toMatchObject({ ok: false, code: 'tokens-for-city' });
    s = advances(s, 0, ['urbanism']);
    expect(checkBuildCity(s, 0, 'wild-two').ok).toBe(true);
    expect(checkBuildCity(tokens(s, 'wild-two', 0, 7), 0, 'wild-two')).toMatchObject({ ok: false, code: 'tokens-for-city' });
    const r = buildCity(s, 0, 'wild-two').state;
    expect(r.areas['wild-two'].city).toMatchObject({ owner: 0 });
    expect(r.areas['wild-four'].tokens[0]).toBe(1);
    expect(r.players[0].stock).toBe(s.players[0].stock + 12);
    // Once a turn only.
    const one = `${s.players[0].civ}-one`;
    const two = `${s.players[0].civ}-two`;
    const second = (x: EmpiresState) => tokens(tokens(x, one, 0, 8), two, 0, 4);
    expect(checkBuildCity(second(s), 0, one).ok).toBe(true);
    expect(checkBuildCity(second(r), 0, one)).toMatchObject({ ok: false, code: 'tokens-for-city' });
    // Never for a city on a city site.
    const site = `${s.players[0].civ}-two`;
    expect(checkBuildCity(tokens(tokens(s, site, 0, 4), `${s.players[0].civ}-one`, 0, 1), 0, site)).toMatchObject({ ok: false, code: 'tokens-for-city' });
  });
});

describe('Naval Warfare in a failed attack (ME-ADVX-C29)', () => {
  it('ME-ADVX-C29 / ME-SHIP-6: a Naval Warfare holder\'s ships in the area are lost with a failed city attack', () => {
    let s = clean(table());
    const target = `${s.players[1].civ}-shore`;
    s = city(s, target, 1);
    s = tokens(s, target, 0, 3);
    s = ship(s, 0, target);
    const plain = attackCity(s, target, rnd('a')).state;
    expect(plain.ships.some((x) => x.owner === 0 && x.at === target)).toBe(true);
    const naval = attackCity(advances(s, 0, ['naval-warfare']), target, rnd('a'));
    expect(naval.state.ships.some((x) => x.owner === 0 && x.at === target)).toBe(false);
    expect(naval.log.some((l) => l.rule === 'ME-SHIP-6')).toBe(true);
  });
});
