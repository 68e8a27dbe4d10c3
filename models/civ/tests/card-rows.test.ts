import { describe, expect, it } from 'vitest';
import { gpSlug } from '../data/great-people';
import { abilitiesOf } from '../cards/abilities';
import { iconsAt, outskirtsOf, placedAt, terrainAt } from '../map';
import { tradeIncome } from '../flow';
import { canCrossWater, canEndOnWater, cityLimit, coins, handLimit, immuneToAnarchy, stackLimit, travelSpeed } from '../player';
import { artsCulture, buildCost, cityProduction, productionFromTrade } from '../rules/city';
import { nextSpaceCost } from '../rules/culture';
import { techCost } from '../rules/tech';
import { checkAction } from '../check';
import type { Draft } from '../draft';
import type { CivState } from '../state';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';

const game = () => newGame(['romans', 'egyptians', 'germans']);
const capital = (s: CivState, seat: number) => s.cities.find((c) => c.owner === seat)!;
const outskirt = (s: CivState, seat: number, i = 0) => outskirtsOf(capital(s, seat))[i];
const withTech = (s: CivState, ...names: [string, number][]) => edit(s, (d) => { for (const [name, level] of names) d.players[0].techs.push({ name, level }); });
const withWonder = (s: CivState, w: string) => edit(s, (d) => { d.wondersOwned[w] = 0; });
/** Gives seat 0 a great person card with a marker of its type on the map. */
const withGp = (s: CivState, name: string, type: string, faceUp = false) => edit(s, (d: Draft) => {
  d.players[0].gpCards.push({ id: gpSlug(name), faceUp });
  d.placed.push({ id: `m-${type}`, kind: 'great-person', owner: 0, at: outskirt(s, 0, 2), what: type });
});

describe('tech abilities (CIV-TECHAB)', () => {
  const notFound: [string, string, number, 'start' | 'city' | 'trade'][] = [
    ['CIV-TECHAB-1.01', 'Animal Husbandry', 1, 'trade'], ['CIV-TECHAB-1.06', 'Masonry', 1, 'start'], ['CIV-TECHAB-1.09', 'Philosophy', 1, 'city'],
    ['CIV-TECHAB-2.03', 'Construction', 2, 'city'], ['CIV-TECHAB-2.05', 'Engineering', 2, 'city'], ['CIV-TECHAB-3.01', 'Banking', 3, 'city'], ['CIV-TECHAB-3.02', 'Biology', 3, 'city'],
    ['CIV-TECHAB-3.05', 'Gunpowder', 3, 'city'], ['CIV-TECHAB-3.09', 'Steam Power', 3, 'city'], ['CIV-TECHAB-4.01', 'Atomic Theory', 4, 'city'], ['CIV-TECHAB-4.02', 'Ballistics', 4, 'city'],
    ['CIV-TECHAB-4.03', 'Combustion', 4, 'city'], ['CIV-TECHAB-4.05', 'Flight', 4, 'city'], ['CIV-TECHAB-4.06', 'Mass Media', 4, 'city'],
  ];
  it.each(notFound)('%s (NOT FOUND): %s is a table step anyone reads in the log', (_id, tech, level, phase) => {
    const s = withTech(turnOf(game(), 0, phase), [tech, level]);
    const a = applied(s, 0, { type: 'use-card', card: `tech:${tech}` });
    expect(a.log.some((l) => l.text.includes('its text is not in Tessera') && l.to === undefined)).toBe(true);
    expect(a.state.players[0].resourceAbilitiesUsed).toContain(`card:tech:${tech}#0`);
  });

  it.each([['CIV-TECHAB-1.04', 'Currency', 3], ['CIV-TECHAB-2.02', 'Chivalry', 5], ['CIV-TECHAB-3.06', 'Metal Casting', 7]] as const)('%s: %s turns one incense into %i culture in City Management', (_id, tech, culture) => {
    const s = edit(withTech(turnOf(game(), 0, 'city'), [tech, 2]), (d) => { d.players[0].resources.incense = 1; });
    expect(act(s, 0, { type: 'use-card', card: `tech:${tech}` }).players[0].culture).toBe(culture);
    expect(refusal(turnOf(s, 0, 'trade'), 0, { type: 'use-card', card: `tech:${tech}` }).code).toBe('wrong-timing');
  });

  it('CIV-TECHAB-1.05: Horseback Riding turns one silk into 9 trade in the Trade phase', () => {
    const s = edit(withTech(turnOf(game(), 0, 'trade'), ['Horseback Riding', 1]), (d) => { d.players[0].resources.silk = 1; });
    expect(act(s, 0, { type: 'use-card', card: 'tech:Horseback Riding' }).players[0].trade).toBe(9);
    expect(travelSpeed(s, 0)).toBe(3);
  });

  it('CIV-TECHAB-2.04 / CIV-TECHAB-2.10 / CIV-TECHAB-00: Democracy (6 trade) and Printing Press (5 culture) put a coin on the card, 4 at most, 6 with The Internet (CIV-WONDERAB-M5)', () => {
    const s = edit(withTech(turnOf(game(), 0, 'city'), ['Democracy', 2], ['Printing Press', 2]), (d) => { d.players[0].trade = 6; d.players[0].culture = 5; d.players[0].cardCoins = { 'tech:Democracy': 3 }; });
    const before = coins(s, 0);
    let t = act(s, 0, { type: 'use-card', card: 'tech:Democracy' });
    t = act(t, 0, { type: 'use-card', card: 'tech:Printing Press' });
    expect([t.players[0].trade, t.players[0].culture, t.players[0].cardCoins]).toEqual([0, 0, { 'tech:Democracy': 4, 'tech:Printing Press': 1 }]);
    expect(coins(t, 0)).toBe(before + 2);
    const full = edit(s, (d) => { d.players[0].cardCoins = { 'tech:Democracy': 4 }; });
    expect(act(full, 0, { type: 'use-card', card: 'tech:Democracy' }).players[0].cardCoins['tech:Democracy']).toBe(4);
    const internet = withWonder(full, 'w-the-internet');
    expect(act(internet, 0, { type: 'use-card', card: 'tech:Democracy' }).players[0].cardCoins['tech:Democracy']).toBe(5);
  });

  it('CIV-TECHAB-2.01 / CIV-TECHAB-3.10 / CIV-TECHAB-4.04 / CIV-TECHAB-3.08: hand limit +1 (Civil Service, Theology), +1 per 5 coins (Computers); printed coins', () => {
    const s = edit(game(), (d) => { d.players[0].coinTokens = 0; });
    const base = coins(s, 0);
    const t = withTech(s, ['Civil Service', 2], ['Theology', 3], ['Computers', 4], ['Railroad', 3]);
    expect(coins(t, 0)).toBe(base + 3);
    const extra = Math.floor(coins(t, 0) / 5);
    expect(handLimit(t, 0)).toBe(2 + 2 + extra);
    expect(handLimit(edit(t, (d) => { d.players[0].coinTokens = 10; }), 0)).toBe(2 + 2 + Math.floor((coins(t, 0) + 10) / 5));
  });

  it('CIV-TECHAB-1.08 / CIV-TECHAB-2.11 / CIV-TECHAB-2.06 / CIV-TECHAB-2.07: Navigation crosses water, Sailing stops on it, Irrigation allows 3 cities, Mathematics artillery II', () => {
    const p = game().players[0];
    const nav = withTech(game(), ['Navigation', 1]).players[0];
    expect([canCrossWater(p), canCrossWater(nav), canEndOnWater(nav)]).toEqual([false, true, false]);
    expect(canEndOnWater(withTech(game(), ['Sailing', 2]).players[0])).toBe(true);
    expect([cityLimit(p), cityLimit(withTech(game(), ['Irrigation', 2]).players[0])]).toEqual([2, 3]);
    expect(newGame(['arabs', 'romans']).players[0].ranks.artillery).toBe(2);
  });

  it('CIV-TECHAB-2.08 / CIV-TECHAB-3.03: Monarchy and Communism unlock their governments', () => {
    let s = turnOf(game(), 0, 'research');
    s = edit(s, (d) => { d.players[0].trade = 27; d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 }); });
    expect(act(s, 0, { type: 'research', tech: 'Monarchy' }).players[0].governmentsUnlocked.monarchy).toBe(s.round);
    expect(newGame(['russians', 'romans']).players[0].government).toBe('communism');
  });

  it('CIV-TECHAB-1.02: learning Agriculture grows the capital (a metropolis is due)', () => {
    const s = withTech(turnOf(game(), 0, 'start'), ['Pottery', 1]);
    const t = edit(s, (d) => { d.players[0].techs = d.players[0].techs.filter((x) => x.name !== 'Agriculture'); d.wondersOwned['w-statue-of-liberty'] = 0; d.players[1].techs.push({ name: 'Agriculture', level: 1 }); });
    const out = act(t, 0, { type: 'use-card', card: 'w-statue-of-liberty', target: { tech: 'Agriculture' } });
    expect(out.pending[0]).toMatchObject({ kind: 'growth', seat: 0 });
  });

  it('CIV-TECHAB-3.04: Ecology takes 1 trade per 3 coins off a culture step', () => {
    const s = edit(game(), (d) => { d.players[0].cultureTrack = 7; });
    const plain = nextSpaceCost(s, 0);
    const eco = edit(withTech(s, ['Ecology', 3]), (d) => { d.players[0].coinTokens = 6; });
    expect(nextSpaceCost(eco, 0)).toEqual({ culture: plain.culture, trade: Math.max(0, plain.trade - Math.floor(coins(eco, 0) / 3)) });
    expect(nextSpaceCost(eco, 0).trade).toBeLessThan(plain.trade);
  });

  it('CIV-TECHAB-4.07: Plastics builds one unlocked building free in City Management, once a turn', () => {
    const s = withTech(turnOf(quietMap(game()), 0, 'city'), ['Plastics', 4], ['Pottery', 1]);
    const city = capital(s, 0);
    const target = (square: { x: number; y: number }) => ({ city: city.id, building: 'granary', square });
    const free = outskirtsOf(city).find((q) => checkAction(s, 0, { type: 'use-card', card: 'tech:Plastics', target: target(q) }).ok)!;
    const out = act(s, 0, { type: 'use-card', card: 'tech:Plastics', target: target(free) });
    expect(out.placed.filter((p) => p.what === 'granary')).toHaveLength(1);
    expect(refusal(out, 0, { type: 'use-card', card: 'tech:Plastics', target: target(free) }).code).toBe('once-per-turn');
  });

  it('CIV-TECHAB-5.01: researching Space Flight wins the game', () => {
    const s = edit(turnOf(game(), 0, 'research'), (d) => {
      d.players[0].trade = 27;
      d.players[0].techs = [1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4].map((level, i) => ({ name: `x${i}`, level }));
    });
    expect(act(s, 0, { type: 'research', tech: 'Space Flight' }).winner).toMatchObject({ seat: 0, how: 'tech' });
  });

  it('CIV-TECHAB-90 / CIV-CARD-08: an obsoleting tech stops its wonder (Flight and The Colossus)', () => {
    const s = edit(withWonder(turnOf(game(), 0, 'start'), 'w-the-colossus'), (d) => { d.players[1].techs.push({ name: 'Flight', level: 4 }); d.wonderMarket = d.wonderMarket.map((w) => (w === 'w-the-colossus' ? null : w)); });
    const t = edit(s, (d) => { d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 }, { name: 'Masonry', level: 1 }, { name: 'Monarchy', level: 2 }, { name: 'Currency', level: 1 }, { name: 'Irrigation', level: 2 }, { name: 'Construction', level: 2 }, { name: 'Banking', level: 3 }, { name: 'Biology', level: 3 }); d.wondersOwned['w-statue-of-liberty'] = 0; });
    const out = act(t, 0, { type: 'use-card', card: 'w-statue-of-liberty', target: { tech: 'Flight' } });
    expect(out.obsoleteWonders).toContain('w-the-colossus');
  });
});

describe('wonder abilities (CIV-WONDERAB)', () => {
  it('CIV-WONDERAB-A1: Chichen Itza adds 3 production to each city', () => {
    const s = game();
    expect(cityProduction(withWonder(s, 'w-chichen-itza'), capital(s, 0))).toBe(cityProduction(s, capital(s, 0)) + 3);
  });

  it('CIV-WONDERAB-A6: The Great Wall builds free city walls at Start of Turn', () => {
    const s = withWonder(turnOf(game(), 0, 'start'), 'w-the-great-wall');
    const out = act(s, 0, { type: 'use-card', card: 'w-the-great-wall', target: { city: capital(s, 0).id } });
    expect(capital(out, 0).walls).toBe(true);
    expect(refusal(edit(out, (d) => { d.players[0].resourceAbilitiesUsed = []; }), 0, { type: 'use-card', card: 'w-the-great-wall', target: { city: capital(s, 0).id } }).code).toBe('has-walls');
  });

  it('CIV-WONDERAB-A7: The Pyramids make their owner immune to anarchy', () => {
    const s = game();
    expect([immuneToAnarchy(s, 0), immuneToAnarchy(withWonder(s, 'w-the-pyramids'), 0)]).toEqual([false, true]);
  });

  it.each([['CIV-WONDERAB-A4', 'w-the-hanging-gardens', 'start'], ['CIV-WONDERAB-D1', 'w-angkor-wat', 'city'], ['CIV-WONDERAB-M6', 'w-the-kremlin', 'trade']] as const)('%s: %s is a table step, once a turn', (_id, w, phase) => {
    const s = withWonder(turnOf(game(), 0, phase), w);
    const a = applied(s, 0, { type: 'use-card', card: w });
    expect(a.log.some((l) => l.text.includes('resolves at the table'))).toBe(true);
    expect(refusal(a.state, 0, { type: 'use-card', card: w }).code).toBe('once-per-turn');
  });

  it.each([['CIV-WONDERAB-A5', 'w-the-oracle'], ['CIV-WONDERAB-D2', 'w-himeji-samurai-castle'], ['CIV-WONDERAB-M7', 'w-the-pentagon']] as const)('%s: %s is applied by the battle rules', (_id, w) => {
    expect(abilitiesOf(w)[0].effects[0].kind).toBe('battle');
    expect(refusal(withWonder(turnOf(game(), 0, 'start'), w), 0, { type: 'use-card', card: w }).code).toBe('battle-only');
  });

  it('CIV-WONDERAB-D3: with Leonardo\'s Workshop no unit costs more than 5', () => {
    const s = edit(game(), (d) => { d.players[0].ranks.infantry = 4; });
    expect(buildCost(s, 0, { item: 'unit', unit: 'infantry' })).toBeGreaterThan(5);
    expect(buildCost(withWonder(s, 'w-leonardo-s-workshop'), 0, { item: 'unit', unit: 'infantry' })).toBe(5);
  });

  it('CIV-WONDERAB-D5: the Porcelain Tower takes 5 trade off each tech', () => {
    const s = game();
    expect(techCost(withWonder(s, 'w-porcelain-tower'), 0, 2)).toBe(techCost(s, 0, 2) - 5);
  });

  it('CIV-WONDERAB-D7 / CIV-WONDERAB-A2 / CIV-WONDERAB-M3 / CIV-WONDERAB-X1: Start of Turn income as the owner\'s step begins', () => {
    const s = edit(game(), (d) => {
      for (const w of ['w-the-louvre', 'w-the-colossus', 'w-panama-canal', 'w-stonehenge']) d.wondersOwned[w] = 0;
      d.round = 2;
      d.phase = 'research';
      d.order = [1, 0, 2];
      d.turn = 2;
    });
    const out = act(s, 2, { type: 'done' });
    expect([out.players[0].culture, out.players[0].trade, out.players[0].cardCoins['w-panama-canal']]).toEqual([4, 3, 1]);
  });

  it('CIV-WONDERAB-M1: Big Ben takes one of each resource left in the market', () => {
    const s = edit(withWonder(turnOf(game(), 0, 'start'), 'w-big-ben'), (d) => { d.market.iron = 0; });
    expect(act(s, 0, { type: 'use-card', card: 'w-big-ben' }).players[0].resources).toEqual({ incense: 1, iron: 0, silk: 1, wheat: 1 });
  });

  it('CIV-WONDERAB-M2: Cristo Redentor raises the hand limit by 4 and draws two culture events at Start of Turn', () => {
    const s = withWonder(turnOf(game(), 0, 'start'), 'w-cristo-redentor');
    expect(handLimit(s, 0)).toBe(6);
    expect(act(s, 0, { type: 'use-card', card: 'w-cristo-redentor' }).players[0].cultureHand).toHaveLength(2);
  });
});

describe('great person abilities (CIV-GPAB)', () => {
  const table: [string, string, string, 'start' | 'city' | 'movement' | 'research' | 'trade'][] = [
    ['CIV-GPAB-02', 'Frida Kahlo', 'artist', 'trade'], ['CIV-GPAB-03', 'Jerry Garcia', 'artist', 'city'], ['CIV-GPAB-05', 'Michelangelo', 'artist', 'city'],
    ['CIV-GPAB-12', 'Nikola Tesla', 'builder', 'research'], ['CIV-GPAB-17', 'Hannibal', 'general', 'city'], ['CIV-GPAB-19', 'Khalid ibn al-Walid', 'general', 'trade'],
    ['CIV-GPAB-24', 'Jacques Cousteau', 'humanitarian', 'start'], ['CIV-GPAB-25', 'Jim Henson', 'humanitarian', 'start'], ['CIV-GPAB-32', 'Captain James Cook', 'industrialist', 'movement'],
    ['CIV-GPAB-35', 'Zheng He', 'industrialist', 'trade'], ['CIV-GPAB-37', 'Albert Einstein', 'scientist', 'city'],
    ['CIV-GPAB-41', 'Marie Curie', 'scientist', 'trade'], ['CIV-GPAB-42', 'Sir Isaac Newton', 'scientist', 'research'],
  ];
  it.each(table)('%s: %s is used at its timing as a table step', (_id, name, type, phase) => {
    const s = withGp(turnOf(game(), 0, phase), name, type);
    const a = applied(s, 0, { type: 'use-card', card: gpSlug(name) });
    expect(a.log.some((l) => l.text.includes('resolves at the table'))).toBe(true);
    // Discard cards go under the deck; kept ones stay face up.
    expect(a.state.players[0].gpCards.filter((c) => !c.faceUp)).toEqual([]);
  });

  it.each([['CIV-GPAB-06', 'Valmiki', 'artist'], ['CIV-GPAB-07', 'William Shakespeare', 'artist'], ['CIV-GPAB-09', 'Archimedes', 'scientist'], ['CIV-GPAB-11', 'Henry Ford', 'builder'], ['CIV-GPAB-22', 'Dr. Martin Luther King', 'humanitarian'], ['CIV-GPAB-28', 'Susan B. Anthony', 'humanitarian'], ['CIV-GPAB-29', 'A. P. Giannini', 'industrialist'], ['CIV-GPAB-30', 'Adam Smith', 'industrialist'], ['CIV-GPAB-33', "Lorenzo de' Medici", 'industrialist'], ['CIV-GPAB-36', 'Alan Turing', 'scientist'], ['CIV-GPAB-38', 'Charles Darwin', 'scientist'], ['CIV-GPAB-40', 'Louis Pasteur', 'scientist']] as const)('%s: %s is revealed to start working and stays in front of its owner', (_id, name, type) => {
    const s = withGp(turnOf(game(), 0, 'city'), name, type);
    const out = act(s, 0, { type: 'use-card', card: gpSlug(name) });
    expect(out.players[0].gpCards).toEqual([{ id: gpSlug(name), faceUp: true }]);
    expect(refusal(out, 0, { type: 'use-card', card: gpSlug(name) }).code).toBe('already-revealed');
  });

  it('CIV-GPAB-06 / CIV-GPAB-11 / CIV-GPAB-28 / CIV-GPAB-30 / CIV-GPAB-40 / CIV-GPAB-22: revealed passive people change the numbers', () => {
    const s = game();
    const reveal = (name: string, type: string) => withGp(s, name, type, true);
    expect(handLimit(reveal('Valmiki', 'artist'), 0)).toBe(handLimit(s, 0) + 2);
    expect(travelSpeed(reveal('Henry Ford', 'builder'), 0)).toBe(travelSpeed(s, 0) + 1);
    expect(cityProduction(reveal('Susan B. Anthony', 'humanitarian'), capital(s, 0))).toBe(cityProduction(s, capital(s, 0)) + 2);
    expect(coins(reveal('Adam Smith', 'industrialist'), 0) - coins(withGp(s, 'Adam Smith', 'industrialist', false), 0)).toBe(1);
    expect(stackLimit(reveal('Louis Pasteur', 'scientist'), 0)).toBe(stackLimit(s, 0) + 1);
    expect(immuneToAnarchy(reveal('Dr. Martin Luther King', 'humanitarian'), 0)).toBe(true);
  });

  it('CIV-GPAB-04: Mark Twain cancels a culture event in the response window', () => {
    const s = edit(withGp(turnOf(game(), 1, 'start'), 'Mark Twain', 'artist'), (d) => { d.players[1].cultureHand = ['ce-the-citizens-are-revolting-1']; });
    const played = act(s, 1, { type: 'use-card', card: 'ce-the-citizens-are-revolting-1', target: { seat: 0 } });
    expect(played.pending[0]).toMatchObject({ kind: 'card-response', seat: 2 });
    let x = act(played, 2, { type: 'done' });
    x = act(x, 0, { type: 'use-card', card: gpSlug('Mark Twain') });
    while (x.pending[0]?.kind === 'card-response') x = act(x, x.pending[0].seat, { type: 'done' });
    expect(x.players[0].government).not.toBe('anarchy');
  });

  it('CIV-GPAB-08: Ada Lovelace lets a city that acted act again', () => {
    const s = withGp(turnOf(game(), 0, 'city'), 'Ada Lovelace', 'builder');
    const acted = act(s, 0, { type: 'city-action', city: capital(s, 0).id, action: { kind: 'arts' } });
    const out = act(acted, 0, { type: 'use-card', card: gpSlug('Ada Lovelace'), target: { city: capital(s, 0).id } });
    expect(out.players[0].cityActed).toEqual([]);
    expect(refusal(s, 0, { type: 'use-card', card: gpSlug('Ada Lovelace'), target: { city: capital(s, 0).id } }).code).toBe('not-acted');
  });

  it('CIV-GPAB-10: Frank Lloyd Wright earns trade and culture per building', () => {
    const s = edit(withGp(turnOf(game(), 0, 'city'), 'Frank Lloyd Wright', 'builder'), (d) => {
      d.placed.push({ id: 'b1', kind: 'building', owner: 0, at: outskirt(d as unknown as CivState, 0, 0), what: 'granary' }, { id: 'b2', kind: 'building', owner: 0, at: outskirt(d as unknown as CivState, 0, 1), what: 'library' });
    });
    const out = act(s, 0, { type: 'use-card', card: gpSlug('Frank Lloyd Wright') });
    expect([out.players[0].trade, out.players[0].culture]).toEqual([2, 2]);
  });

  it('CIV-GPAB-13 / CIV-GPAB-14: Orville Wright takes an aircraft even without Flight; Thomas Edison learns a rival\'s tech', () => {
    const s = withGp(turnOf(game(), 0, 'start'), 'Orville Wright', 'builder');
    const out = act(s, 0, { type: 'use-card', card: gpSlug('Orville Wright') });
    expect(out.players[0].forces.length).toBe(s.players[0].forces.length + 1);
    expect(out.unitDecks.aircraft.length).toBe(s.unitDecks.aircraft.length - 1);
    const e = withGp(turnOf(game(), 0, 'start'), 'Thomas Edison', 'builder');
    expect(act(e, 0, { type: 'use-card', card: gpSlug('Thomas Edison'), target: { tech: 'Metalworking' } }).players[0].techs.map((t) => t.name)).toContain('Metalworking');
  });

  it('CIV-GPAB-26: Mother Teresa gives a coin token to a rival for a free culture step, once a turn', () => {
    const s = edit(withGp(turnOf(game(), 0, 'start'), 'Mother Teresa', 'humanitarian'), (d) => { d.players[0].coinTokens = 2; });
    const out = act(s, 0, { type: 'use-card', card: gpSlug('Mother Teresa'), target: { seat: 1 } });
    expect([out.players[0].coinTokens, out.players[1].coinTokens, out.players[0].cultureTrack]).toEqual([1, s.players[1].coinTokens + 1, 1]);
    expect(refusal(edit(s, (d) => { d.players[0].coinTokens = 0; }), 0, { type: 'use-card', card: gpSlug('Mother Teresa'), target: { seat: 1 } }).code).toBe('cost');
  });
});

describe('civilization abilities and clarifications', () => {
  it('CIV-CIVAB-AME-2: the Americans buy 2 production with 3 trade', () => {
    const s = newGame(['americans', 'romans']);
    expect([productionFromTrade(s, 0, 6), productionFromTrade(s, 1, 6)]).toEqual([4, 2]);
  });

  it('CIV-CIVAB-RUS-1 / CIV-CIVAB-SPA-1: the Russians stack one more; the Spanish move one faster and have an extra scout', () => {
    const s = newGame(['russians', 'spanish', 'romans']);
    expect(stackLimit(s, 0)).toBe(stackLimit(s, 2) + 1);
    expect(travelSpeed(s, 1)).toBe(travelSpeed(s, 2) + 1);
    expect(s.figures.filter((f) => f.owner === 1 && f.kind === 'scout').length).toBe(2);
    expect(s.figures.filter((f) => f.owner === 0 && f.kind === 'army').length).toBe(2);
  });

  it('CIV-CIVAB-EGY-1: the Egyptians start with a wonder', () => {
    expect(Object.values(newGame(['egyptians', 'romans']).wondersOwned)).toEqual([0]);
  });

  it('CIV-CIVAB-IND-1: the Indians may pay a card\'s resource with another one', () => {
    const s = edit(withTech(turnOf(newGame(['indians', 'romans']), 0, 'city'), ['Currency', 1]), (d) => { d.players[0].resources = { incense: 0, iron: 1, silk: 0, wheat: 0 }; });
    expect(act(s, 0, { type: 'use-card', card: 'tech:Currency', target: { resources: ['iron'] } }).players[0].culture).toBe(3);
    const roman = edit(withTech(turnOf(game(), 0, 'city'), ['Currency', 1]), (d) => { d.players[0].resources = { incense: 0, iron: 1, silk: 0, wheat: 0 }; });
    expect(refusal(roman, 0, { type: 'use-card', card: 'tech:Currency', target: { resources: ['iron'] } }).code).toBe('cost');
  });

  it('CIV-CLAR-07: a timed event may not be played in another player\'s step', () => {
    const s = edit(turnOf(game(), 1, 'start'), (d) => { d.players[0].cultureHand = ['ce-counterfeiters-1']; });
    expect(refusal(s, 0, { type: 'use-card', card: 'ce-counterfeiters-1', target: { seats: [1] } })).toMatchObject({ code: 'wrong-timing', rule: 'CIV-CARD-01' });
  });

  it('CIV-CARD-09: resource tokens a card spends go back to the market (Pottery: any two)', () => {
    const s = edit(withTech(turnOf(game(), 0, 'city'), ['Pottery', 1]), (d) => { d.players[0].resources = { incense: 0, iron: 1, silk: 0, wheat: 1 }; });
    const out = act(s, 0, { type: 'use-card', card: 'tech:Pottery' });
    expect(out.market).toEqual({ ...s.market, iron: s.market.iron + 1, wheat: s.market.wheat + 1 });
    expect(refusal(edit(s, (d) => { d.players[0].resources.wheat = 0; }), 0, { type: 'use-card', card: 'tech:Pottery' }).code).toBe('cost');
  });

  it('CIV-CEV-06: a culture card is stolen blind as 2-loot', () => {
    const s = edit(game(), (d) => {
      d.players[1].cultureHand = ['ce-drought-1', 'ce-sabotage-1'];
      d.pending = [{ kind: 'loot', seat: 0, loser: 1, loot: 2 }];
    });
    const out = act(s, 0, { type: 'spend-loot', purchases: [{ effect: 'culture-card' }] });
    expect(out.players[0].cultureHand).toHaveLength(1);
    expect(out.players[1].cultureHand).toHaveLength(1);
    expect([...out.players[0].cultureHand, ...out.players[1].cultureHand].sort()).toEqual(['ce-drought-1', 'ce-sabotage-1']);
  });
});

describe('building abilities (CIV-BLDGAB) and more civilization abilities', () => {
  const land = (s: CivState) => outskirtsOf(capital(s, 0)).filter((q) => terrainAt(s, q) !== 'water');
  const free = (s: CivState, building: string) => outskirtsOf(capital(s, 0)).find((q) => checkAction(s, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: capital(s, 0).id, building, square: q } }).ok);
  const taj = (s: CivState) => withTech(withWonder(turnOf(quietMap(s), 0, 'start'), 'w-taj-mahal'), ['Pottery', 1], ['Currency', 1], ['Banking', 3], ['Navigation', 1]);

  it('CIV-BLDGAB-01: a building\'s icons replace the square\'s', () => {
    const s = quietMap(game());
    const at = land(s)[0];
    const built = edit(s, (d) => { d.placed.push({ id: 'b', kind: 'building', owner: 0, at, what: 'granary' }); });
    expect(iconsAt(built, at)).toEqual({ production: 1, trade: 1, culture: 0, coins: 0 });
  });

  it('CIV-BLDGAB-02 / CIV-BLDGAB-03: one Market/Bank per city; the upgraded side is the only one built once unlocked', () => {
    const s = taj(game());
    const first = act(s, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: capital(s, 0).id, building: 'bank', square: free(s, 'bank')! } });
    const again = edit(first, (d) => { d.players[0].resourceAbilitiesUsed = []; });
    const other = outskirtsOf(capital(s, 0)).find((q) => !first.placed.some((p) => p.at.x === q.x && p.at.y === q.y) && terrainAt(s, q) !== 'water')!;
    expect(refusal(again, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: capital(s, 0).id, building: 'bank', square: other } }).code).toBe('limited');
    // CIV-BLDGAB-03: learning the upgrade flips the basic side already built.
    const granary = edit(quietMap(game()), (d) => { d.placed.push({ id: 'b', kind: 'building', owner: 0, at: land(s)[0], what: 'granary' }); d.wondersOwned['w-statue-of-liberty'] = 0; d.players[1].techs.push({ name: 'Irrigation', level: 2 }); d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 }); });
    const flipped = act(turnOf(granary, 0, 'start'), 0, { type: 'use-card', card: 'w-statue-of-liberty', target: { tech: 'Irrigation' } });
    expect(flipped.placed.find((p) => p.id === 'b')?.what).toBe('aqueduct');
  });

  it('CIV-BLDGAB-07: a Bank prints a coin, but not while an enemy figure stands on it', () => {
    const s = quietMap(game());
    const at = land(s)[0];
    const bank = edit(s, (d) => { d.placed.push({ id: 'b', kind: 'building', owner: 0, at, what: 'bank' }); });
    expect(coins(bank, 0)).toBe(coins(s, 0) - iconsAt(s, at).coins + 1);
    const blocked = edit(bank, (d) => { d.figures.push({ id: 'army-1-9', owner: 1, kind: 'army', at }); });
    expect(coins(blocked, 0)).toBe(coins(bank, 0) - 1);
  });

  it('CIV-BLDGAB-08 / CIV-BLDGAB-09: a Harbor stands only on water, other buildings only on land (data field)', () => {
    const s = taj(game());
    const water = outskirtsOf(capital(s, 0)).find((q) => terrainAt(s, q) === 'water');
    const dry = land(s)[0];
    expect(refusal(s, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: capital(s, 0).id, building: 'harbor', square: dry } }).code).toBe('terrain');
    if (water) expect(refusal(s, 0, { type: 'use-card', card: 'w-taj-mahal', target: { city: capital(s, 0).id, building: 'granary', square: water } }).code).toBe('terrain');
  });

  it('CIV-BLDGAB-10 / CIV-CIVAB-SPA-2: the Spanish build a free basic building after revealing a tile, never an upgraded one', () => {
    const s = edit(turnOf(quietMap(newGame(['spanish', 'romans'])), 0, 'start'), (d) => { d.players[0].freeBasicBuildings = 1; });
    const city = capital(s, 0);
    const sq = land(s)[0];
    expect(refusal(s, 0, { type: 'spanish-free-building', city: city.id, building: 'bank', square: sq })).toMatchObject({ code: 'not-basic', rule: 'FF-TERM-01' });
    expect(act(s, 0, { type: 'spanish-free-building', city: city.id, building: 'market', square: sq }).placed.some((p) => p.what === 'market')).toBe(true);
  });

  it('CIV-BLDGAB-11: fortification and caravan markers sit on the city, not on the map as buildings', () => {
    const s = edit(game(), (d) => { d.cities[0].marker = 'fortification'; });
    expect(s.placed.some((p) => p.what === 'fortification')).toBe(false);
    expect(capital(s, 0).marker).toBe('fortification');
  });

  it('CIV-CIVAB-ROM-1: the Romans move one culture space free for each city they found and wonder they build', () => {
    const s0 = quietMap(game());
    const scoutAt = { x: capital(s0, 0).centre.x + 4, y: capital(s0, 0).centre.y };
    const s = edit(turnOf(s0, 0, 'start'), (d) => { d.figures.push({ id: 'scout-0-1', owner: 0, kind: 'scout', at: scoutAt }); });
    const founded = applied(s, 0, { type: 'found-city', scout: 'scout-0-1' });
    expect(founded.state.players[0].cultureTrack).toBe(1);
    expect(founded.log.some((l) => l.rule === 'CIV-CIVAB-ROM-1')).toBe(true);
  });

  it('CIV-CIVAB-CHN-2: the Chinese earn 3 culture for a hut', () => {
    const s0 = quietMap(newGame(['chinese', 'romans']));
    const from = land(s0)[0];
    const hut = { x: from.x + 1, y: from.y };
    const s = edit(turnOf(s0, 0, 'movement'), (d) => {
      d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: from });
      d.markers.push({ id: d.hutBag[0], kind: 'hut', at: hut });
      d.hutBag.shift();
    });
    const out = applied(s, 0, { type: 'move', figures: ['army-0-9'], path: [hut] });
    expect(out.log.some((l) => l.rule === 'CIV-CIVAB-CHN-2')).toBe(true);
    expect(out.state.players[0].culture).toBeGreaterThanOrEqual(3);
  });

  it('CIV-CIVAB-AME-1 / CIV-CIVAB-GRE-1: the Americans start with a great person; the Greeks draw two and keep one', () => {
    expect(newGame(['americans', 'romans']).players[0].gpCards).toHaveLength(1);
    const g = act(newGame(['greeks', 'romans']), 1, { type: 'gain-great-person', target: 0 });
    expect(g.pending[0]).toMatchObject({ kind: 'greek-choice', seat: 0 });
  });

  it('CIV-CIVAB-GRE-2: the Greeks earn a culture per rival lacking a tech they learn', () => {
    const s = edit(withWonder(turnOf(newGame(['greeks', 'romans', 'germans']), 0, 'start'), 'w-statue-of-liberty'), (d) => { d.players[0].culture = 0; });
    expect(act(s, 0, { type: 'use-card', card: 'w-statue-of-liberty', target: { tech: 'Metalworking' } }).players[0].culture).toBe(1);
  });

  it('CIV-CIVAB-ARA-2: each coin the Arabs invest moves them one culture space free', () => {
    const s = edit(turnOf(newGame(['arabs', 'romans']), 0, 'start'), (d) => { d.players[0].coinTokens = 1; });
    expect(act(s, 0, { type: 'invest', card: 'patron-guilds' }).players[0].cultureTrack).toBe(1);
  });

  it('CIV-CIVAB-IND-2: Indian arts cities earn 1 more per outskirts square showing a resource', () => {
    const s = newGame(['indians', 'romans']);
    const city = capital(s, 0);
    const shown = outskirtsOf(city).filter((q) => iconsAt(s, q).resource).length;
    const asRoman = edit(s, (d) => { d.players[0].civ = 'romans'; });
    expect(artsCulture(s, city) - artsCulture(asRoman, city)).toBe(shown);
  });

  it('CIV-WONDERAB-A3: the Great Lighthouse adds 1 trade per empty water square of the outskirts', () => {
    const s = quietMap(newGame(['spanish', 'romans']));
    const waters = outskirtsOf(capital(s, 0)).filter((q) => terrainAt(s, q) === 'water' && !placedAt(s, q)).length;
    expect(tradeIncome(withWonder(s, 'w-the-great-lighthouse'), 0) - tradeIncome(s, 0)).toBe(waters);
  });
});
