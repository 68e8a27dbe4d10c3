import { describe, expect, it } from 'vitest';
import { act, edit, newGame, quietMap, refusal, turnOf } from './fixtures';
import { cityProduction, checkCitySite, productionFromTrade } from '../rules/city';
import { iconsAt, outskirtsOf, terrainAt } from '../map';
import { homeCentre } from '../setup';
import { key, ring } from '../geometry';
import { civRules } from '../rules';
import type { CivState } from '../state';

const game = () => quietMap(newGame(['romans', 'egyptians', 'greeks', 'chinese']));
/** Seat 0 in City Management with a land-only 9x9 area round (6,6) and a city there. */
function cityScene(): CivState {
  return edit(turnOf(game(), 0, 'city'), (d) => {
    for (let y = 2; y <= 10; y++) for (let x = 2; x <= 10; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.cities.push({ id: 'city-0-2', owner: 0, kind: 'city', centre: { x: 6, y: 6 }, walls: false });
    d.players[0].trade = 27;
  });
}
const build = (building: string, square: { x: number; y: number }, tradeSpent = 27) => ({ type: 'city-action' as const, city: 'city-0-2', action: { kind: 'build' as const, tradeSpent, build: { item: 'building' as const, building, square } } });

describe('cities', () => {
  it('CIV-CITY-01: each capital starts on a central square of its home tile', () => {
    const s = newGame(['romans', 'egyptians', 'greeks', 'chinese']);
    for (const seat of [0, 1, 2, 3]) {
      const slot = s.slots.filter((x) => x.kind === 'home')[seat];
      const capital = s.cities.find((c) => c.owner === seat)!;
      expect(capital.kind).toBe('capital');
      expect(homeCentre(slot).map(key)).toContain(key(capital.centre));
    }
  });

  it('CIV-CITY-03: a scout founds a city in Start of Turn on a legal site, and is sacrificed', () => {
    const s = edit(turnOf(cityScene(), 0, 'start'), (d) => { d.cities = d.cities.filter((c) => c.id !== 'city-0-2'); d.figures.push({ id: 'scout-0-1', owner: 0, kind: 'scout', at: { x: 6, y: 6 } }); });
    const t = act(s, 0, { type: 'found-city', scout: 'scout-0-1' });
    expect(t.cities.some((c) => c.owner === 0 && c.kind === 'city' && c.centre.x === 6 && c.centre.y === 6)).toBe(true);
    expect(t.figures.some((f) => f.id === 'scout-0-1')).toBe(false);
    expect(checkCitySite(edit(s, (d) => { d.terrainOverrides['6,6'] = 'water'; }), 0, { x: 6, y: 6 })).toMatchObject({ code: 'water' });
    expect(checkCitySite(edit(s, (d) => { d.markers.push({ id: 'hut-iron-1', kind: 'hut', at: { x: 7, y: 7 } }); }), 0, { x: 6, y: 6 })).toMatchObject({ code: 'hut-village' });
    expect(checkCitySite(edit(s, (d) => { d.figures.push({ id: 'army-1-1', owner: 1, kind: 'army', at: { x: 5, y: 5 } }); }), 0, { x: 6, y: 6 })).toMatchObject({ code: 'enemy-figure' });
    expect(checkCitySite(t, 0, { x: 8, y: 6 })).toMatchObject({ code: 'too-close' });
    expect(checkCitySite(t, 0, { x: 9, y: 9 }).ok).toBe(true);
    expect(checkCitySite(edit(s, (d) => { d.slots.find((x) => x.col === 1 && x.row === 2)!.revealed = false; }), 0, { x: 7, y: 7 })).toMatchObject({ code: 'outskirts' });
  });

  it('CIV-CITY-02: two cities until Irrigation makes it three', () => {
    const s = edit(turnOf(cityScene(), 0, 'start'), (d) => { d.figures.push({ id: 'scout-0-1', owner: 0, kind: 'scout', at: { x: 10, y: 10 } }); for (let y = 9; y <= 11; y++) for (let x = 9; x <= 11; x++) d.terrainOverrides[`${x},${y}`] = 'grassland'; });
    expect(refusal(s, 0, { type: 'found-city', scout: 'scout-0-1' })).toMatchObject({ code: 'city-limit', rule: 'CIV-CITY-02' });
    const irrigated = edit(s, (d) => { d.players[0].techs.push({ name: 'Irrigation', level: 2 }); });
    expect(civRules.check(irrigated, 0, { type: 'found-city', scout: 'scout-0-1' }).ok).toBe(true);
  });

  it('CIV-CITY-05: production is the unblockaded outskirts production plus modifiers; 3 trade buy 1 (Americans 2)', () => {
    const s = cityScene();
    const city = s.cities.find((c) => c.id === 'city-0-2')!;
    const icons = outskirtsOf(city).reduce((n, q) => n + iconsAt(s, q).production, 0);
    expect(cityProduction(s, city)).toBe(icons); // Republic adds no production
    expect(cityProduction(edit(s, (d) => { d.players[0].government = 'despotism'; }), city)).toBe(icons + 1);
    const q = outskirtsOf(city)[0];
    expect(cityProduction(edit(s, (d) => { d.figures.push({ id: 'army-1-1', owner: 1, kind: 'army', at: q }); }), city)).toBe(icons - iconsAt(s, q).production);
    expect(productionFromTrade(s, 0, 7)).toBe(2);
    expect(productionFromTrade(edit(s, (d) => { d.players[0].civ = 'americans'; }), 0, 7)).toBe(4);
  });

  it('CIV-BLDG-02: a building needs its tech; once the upgrade is unlocked only that side is built and old ones flip', () => {
    let s = cityScene();
    expect(refusal(s, 0, build('granary', { x: 7, y: 6 }))).toMatchObject({ code: 'locked' });
    s = edit(s, (d) => { d.players[0].techs.push({ name: 'Pottery', level: 1 }); });
    s = act(s, 0, build('granary', { x: 7, y: 6 }));
    expect(s.placed.find((p) => p.what === 'granary')).toBeTruthy();
    s = edit(turnOf(s, 0, 'research'), (d) => { d.players[0].techs.push({ name: 'Writing', level: 1 }); d.players[0].trade = 27; });
    s = act(s, 0, { type: 'research', tech: 'Irrigation' });
    expect(s.placed.find((p) => p.at.x === 7 && p.at.y === 6)!.what).toBe('aqueduct');
    s = edit(turnOf(s, 0, 'city'), (d) => { d.players[0].cityActed = []; d.players[0].trade = 27; });
    expect(refusal(s, 0, build('granary', { x: 5, y: 6 }))).toMatchObject({ code: 'upgraded-only' });
  });

  it('CIV-BLDG-03 / CIV-TERRAIN-03: buildings stand on outskirts with allowed terrain, and replace the square\'s icons', () => {
    const s = edit(cityScene(), (d) => { d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Navigation', level: 1 }); d.terrainOverrides['5,5'] = 'water'; });
    expect(refusal(s, 0, build('granary', { x: 6, y: 6 }))).toMatchObject({ code: 'not-outskirts' });
    expect(refusal(s, 0, build('granary', { x: 5, y: 5 }))).toMatchObject({ code: 'terrain' });
    expect(refusal(s, 0, build('harbor', { x: 7, y: 7 }))).toMatchObject({ code: 'terrain' });
    const t = act(s, 0, build('harbor', { x: 5, y: 5 }));
    expect(iconsAt(t, { x: 5, y: 5 })).toEqual({ production: 1, trade: 2, culture: 0, coins: 0 });
  });

  it('CIV-BLDG-04 / CIV-OVERBUILD-01: one Market/Temple/Barracks kind per city; overbuilding own buildings returns them', () => {
    let s = edit(cityScene(), (d) => { d.players[0].techs.push({ name: 'Philosophy', level: 1 }, { name: 'Writing', level: 1 }); d.placed.push({ id: 't1', kind: 'building', owner: 0, at: { x: 7, y: 7 }, what: 'temple' }); });
    expect(refusal(s, 0, build('temple', { x: 5, y: 5 })).rule).toBe('CIV-BLDG-04');
    const stock = s.buildingStock.temple;
    s = act(s, 0, build('library', { x: 7, y: 7 }));
    expect(s.buildingStock.temple).toBe(stock + 1);
    expect(s.placed.find((p) => p.at.x === 7 && p.at.y === 7)!.what).toBe('library');
  });

  it('CIV-FIG-01 / CIV-FIG-02: figures cost 4 and 6, stand in the outskirts within the box\'s limits', () => {
    const s = cityScene();
    const army = (sq: { x: number; y: number }) => ({ type: 'city-action' as const, city: 'city-0-2', action: { kind: 'build' as const, tradeSpent: 27, build: { item: 'figure' as const, figure: 'army' as const, square: sq } } });
    expect(act(s, 0, army({ x: 7, y: 7 })).figures.filter((f) => f.owner === 0 && f.kind === 'army')).toHaveLength(1);
    expect(refusal(s, 0, army({ x: 9, y: 9 }))).toMatchObject({ code: 'not-outskirts' });
    expect(refusal(edit(s, (d) => { d.terrainOverrides['7,7'] = 'water'; }), 0, army({ x: 7, y: 7 }))).toMatchObject({ code: 'water' });
    expect(refusal(edit(s, (d) => { d.figures.push({ id: 'army-1-1', owner: 1, kind: 'army', at: { x: 7, y: 7 } }); }), 0, army({ x: 7, y: 7 }))).toMatchObject({ code: 'enemy-figure' });
    const full = edit(s, (d) => { for (let i = 1; i <= 6; i++) d.figures.push({ id: `army-0-${i}`, owner: 0, kind: 'army', at: { x: 2 + (i % 3), y: 9 + Math.floor(i / 3) } }); });
    expect(refusal(full, 0, army({ x: 7, y: 7 })).rule).toBe('CIV-FIG-01');
    const poor = edit(s, (d) => { d.players[0].trade = 0; d.players[0].productionBonus['city-0-2'] = 3 - cityProduction(s, s.cities.find((c) => c.id === 'city-0-2')!); });
    expect(refusal(poor, 0, { ...army({ x: 7, y: 7 }), action: { ...army({ x: 7, y: 7 }).action, tradeSpent: 0 } })).toMatchObject({ code: 'production' });
  });

  it('CIV-FIG-03 / FF-CIV-04 / CIV-STACK-01: starting figures in the capital outskirts; Spain\'s three never share one square', () => {
    const s = newGame(['spanish', 'russians', 'romans']);
    const spain = s.figures.filter((f) => f.owner === 0);
    expect(spain.map((f) => f.kind).sort()).toEqual(['army', 'scout', 'scout']);
    expect(new Set(spain.map((f) => key(f.at))).size).toBe(3);
    const out = outskirtsOf(s.cities.find((c) => c.owner === 0)!).map(key);
    for (const f of spain) expect(out).toContain(key(f.at));
    for (const f of spain) expect(terrainAt(s, f.at)).not.toBe('water');
    expect(s.figures.filter((f) => f.owner === 1).map((f) => f.kind).sort()).toEqual(['army', 'army', 'scout']);
    expect(s.figures.filter((f) => f.owner === 2)).toHaveLength(2);
    expect(ring({ x: 0, y: 0 })).toHaveLength(8);
  });

  it('CIV-WONDER-01 / FF-WONDER-03 / FF-RULE-01: a wonder from the market is built on the outskirts and its space refills at once', () => {
    const s = edit(cityScene(), (d) => { d.wonderMarket[0] = 'w-stonehenge'; d.players[0].productionBonus['city-0-2'] = 50; });
    const deckTop = s.wonderDeck[0];
    const t = act(s, 0, { type: 'city-action', city: 'city-0-2', action: { kind: 'build', build: { item: 'wonder', wonder: 'w-stonehenge', square: { x: 7, y: 6 } } } });
    expect(t.wondersOwned['w-stonehenge']).toBe(0);
    expect(t.wonderMarket[0]).toBe(deckTop);
    expect(t.wonderDeck).toHaveLength(s.wonderDeck.length - 1);
    expect(refusal(s, 0, { type: 'city-action', city: 'city-0-2', action: { kind: 'build', build: { item: 'wonder', wonder: 'w-big-ben', square: { x: 7, y: 6 } } } })).toMatchObject({ code: 'not-in-market' });
    const empty = edit(s, (d) => { d.wonderDeck = []; d.wonderDiscard = ['w-big-ben']; });
    const buildIt = { type: 'city-action' as const, city: 'city-0-2', action: { kind: 'build' as const, build: { item: 'wonder' as const, wonder: 'w-stonehenge', square: { x: 7, y: 6 } } } };
    expect(act(empty, 0, buildIt).wonderMarket[0]).toBeNull();
    expect(act(edit(empty, (d) => { d.options.wonderDeckEmpty = 'reshuffle-discards'; }), 0, buildIt).wonderMarket[0]).toBe('w-big-ben');
  });

  it('CIV-WONDER-01: a wonder\'s cost falls with its discount tech', () => {
    const s = edit(cityScene(), (d) => { d.wonderMarket[0] = 'w-the-colossus'; d.players[0].trade = 0; });
    const city = s.cities.find((c) => c.id === 'city-0-2')!;
    const fit = (cost: number) => edit(s, (d) => { d.players[0].productionBonus['city-0-2'] = cost - cityProduction(s, city); });
    const colossus = { type: 'city-action' as const, city: 'city-0-2', action: { kind: 'build' as const, build: { item: 'wonder' as const, wonder: 'w-the-colossus', square: { x: 7, y: 6 } } } };
    expect(refusal(fit(10), 0, colossus).code).toBe('production');
    expect(civRules.check(fit(15), 0, colossus).ok).toBe(true);
    expect(civRules.check(edit(fit(10), (d) => { d.players[0].techs.push({ name: 'Metalworking', level: 1 }); }), 0, colossus).ok).toBe(true);
  });

  it('CIV-RES-01 / FF-5P-05: the market stocks one incense, iron, silk and wheat per player', () => {
    expect(newGame(['romans', 'egyptians']).market).toEqual({ incense: 2, iron: 2, silk: 2, wheat: 2 });
    expect(newGame(['romans', 'egyptians', 'greeks', 'chinese', 'germans']).market).toEqual({ incense: 5, iron: 5, silk: 5, wheat: 5 });
  });

  it('CIV-RES-02: each resource ability works once a turn; the Indians may spend any resource as another', () => {
    const s = edit(turnOf(game(), 0, 'city'), (d) => { d.players[0].resources.iron = 2; });
    const t = act(s, 0, { type: 'spend-resource', ability: 'Metalworking', token: 'iron' });
    expect(refusal(t, 0, { type: 'spend-resource', ability: 'Metalworking', token: 'iron' })).toMatchObject({ code: 'once-per-turn' });
    expect(refusal(s, 0, { type: 'spend-resource', ability: 'Banking', token: 'iron', as: 'silk' }).rule).toBe('FF-CIV-06');
    expect(civRules.check(edit(s, (d) => { d.players[0].civ = 'indians'; }), 0, { type: 'spend-resource', ability: 'Banking', token: 'iron', as: 'silk' }).ok).toBe(true);
  });
});
