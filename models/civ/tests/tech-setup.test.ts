import { describe, expect, it } from 'vitest';
import { act, edit, newGame, quietMap, refusal, toPhase, turnOf } from './fixtures';
import { pyramidHasSpace } from '../rules/tech';
import { artsCulture } from '../rules/city';
import { iconsAt, outskirtsOf, terrainAt } from '../map';
import { WONDER_BY_ID } from '../data/wonders';
import { gpSlug } from '../data/great-people';
import { FF_CULTURE_EVENTS } from '../data/culture-events';
import { civRules } from '../rules';
import type { CivState } from '../state';

const game = (civs = ['romans', 'egyptians', 'greeks', 'chinese'] as Parameters<typeof newGame>[0]) => quietMap(newGame(civs));
const research = (s: CivState, seat: number, tech: string) => act(edit(turnOf(s, seat, 'research'), (d) => { d.players[seat].trade = 27; d.players[seat].researchedThisTurn = false; }), seat, { type: 'research', tech });

describe('techs, governments, wonders and setup', () => {
  it('CIV-TECH-01 / CIV-TECH-02: a personal pyramid; level N needs two more level N-1 techs than level N', () => {
    expect(pyramidHasSpace([], 1)).toBe(true);
    expect(pyramidHasSpace([{ name: 'a', level: 1 }], 2)).toBe(false);
    expect(pyramidHasSpace([{ name: 'a', level: 1 }, { name: 'b', level: 1 }], 2)).toBe(true);
    expect(pyramidHasSpace([{ name: 'a', level: 1 }, { name: 'b', level: 1 }, { name: 'c', level: 2 }], 2)).toBe(false);
    const s = game();
    expect(refusal(edit(turnOf(s, 0, 'research'), (d) => { d.players[0].trade = 27; }), 0, { type: 'research', tech: 'Monarchy' })).toMatchObject({ code: 'no-space', rule: 'CIV-TECH-02' });
    expect(refusal(edit(turnOf(s, 0, 'research'), (d) => { d.players[0].trade = 27; }), 0, { type: 'research', tech: 'Code of Laws' }).code).toBe('known');
    expect(refusal(edit(turnOf(s, 0, 'research'), (d) => { d.players[0].trade = 5; }), 0, { type: 'research', tech: 'Pottery' }).code).toBe('trade');
  });

  it('CIV-TECH-04: researching Space Flight wins', () => {
    const s = edit(game(), (d) => {
      d.players[0].techs = [1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4].map((level, i) => ({ name: `t${i}`, level }));
    });
    const t = research(s, 0, 'Space Flight');
    expect(t.winner).toEqual({ seat: 0, how: 'tech' });
  });

  it('CIV-TECH-05 / CIV-GOV-02: a tech unlocks a government; switching the next round is direct, later means Anarchy first', () => {
    let s = edit(game(), (d) => { d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 }); });
    s = research(s, 0, 'Monarchy');
    expect(s.players[0].governmentsUnlocked.monarchy).toBe(s.round);
    const next = edit(turnOf(s, 0, 'start'), (d) => { d.round += 1; });
    expect(act(next, 0, { type: 'change-government', government: 'monarchy' }).players[0].government).toBe('monarchy');
    const late = edit(turnOf(s, 0, 'start'), (d) => { d.round += 2; });
    const anarchy = act(late, 0, { type: 'change-government', government: 'monarchy' });
    expect(anarchy.players[0]).toMatchObject({ government: 'anarchy', anarchyTarget: 'monarchy' });
    expect(refusal(late, 0, { type: 'change-government', government: 'democracy' }).code).toBe('locked');
    // CIV-GOV-03: in Anarchy the capital takes no action.
    const city = edit(turnOf(anarchy, 0, 'city'), () => undefined);
    expect(refusal(city, 0, { type: 'city-action', city: city.cities.find((c) => c.owner === 0)!.id, action: { kind: 'arts' } }).rule).toBe('CIV-GOV-03');
    // The next Start of Turn ends Anarchy.
    const after = act(edit(anarchy, (d) => { d.order = [1, 0, 2, 3]; d.turn = 0; d.players[0].startOfTurnBegun = false; }), 1, { type: 'done' });
    expect(after.players[0].government).toBe('monarchy');
  });

  it('CIV-GOV-03 / FF-TERM-02: culture events force Anarchy, except on a player immune to it, who may also switch at once', () => {
    const s = game();
    expect(act(s, 1, { type: 'force-anarchy', target: 0 }).players[0].government).toBe('anarchy');
    const immune = edit(turnOf(s, 0, 'start'), (d) => {
      d.players[0].gpCards = [{ id: gpSlug('Dr. Martin Luther King'), faceUp: true }];
      d.placed.push({ id: 'h', kind: 'great-person', owner: 0, at: outskirtsOf(d.cities.find((c) => c.owner === 0)! as never)[0], what: 'humanitarian' });
      d.players[0].governmentsUnlocked.monarchy = 0;
      d.round = 5;
    });
    expect(refusal(immune, 1, { type: 'force-anarchy', target: 0 })).toMatchObject({ code: 'immune', rule: 'FF-TERM-02' });
    expect(act(immune, 0, { type: 'change-government', government: 'monarchy' }).players[0].government).toBe('monarchy');
    const pyramids = edit(turnOf(s, 0, 'start'), (d) => { d.wondersOwned['w-the-pyramids'] = 0; d.round = 5; });
    expect(act(pyramids, 0, { type: 'change-government', government: 'fundamentalism' }).players[0].government).toBe('fundamentalism');
  });

  it('FF-WONDER-01 / FF-WONDER-02 / FF-SETUP-04: a 12-card deck, ancient on top; Egypt takes the top card, so the market opens 3 ancient + 1 medieval', () => {
    const egypt = newGame(['romans', 'egyptians']);
    const owned = Object.keys(egypt.wondersOwned);
    expect(owned).toHaveLength(1);
    expect(WONDER_BY_ID[owned[0]].era).toBe('ancient');
    expect(egypt.wonderMarket.map((w) => WONDER_BY_ID[w!].era)).toEqual(['ancient', 'ancient', 'ancient', 'medieval']);
    expect(egypt.wonderDeck.map((w) => WONDER_BY_ID[w].era)).toEqual(['medieval', 'medieval', 'medieval', 'modern', 'modern', 'modern', 'modern']);
    const plain = newGame(['romans', 'greeks']);
    expect(plain.wonderMarket.map((w) => WONDER_BY_ID[w!].era)).toEqual(['ancient', 'ancient', 'ancient', 'ancient']);
    expect(plain.wonderDeck).toHaveLength(8);
    expect(newGame(['romans', 'greeks'], { investmentDeck: false }).wonderDeck.concat(newGame(['romans', 'greeks'], { investmentDeck: false }).wonderMarket as string[])).not.toContain('w-machu-picchu');
  });

  it('FF-WONDER-04 / CIV-WONDER-03: an obsoleting tech discards a market wonder (refilled) and stops an owned one', () => {
    const s = edit(game(), (d) => {
      d.players[0].techs.push({ name: 'Pottery', level: 1 }, { name: 'Writing', level: 1 }, { name: 'Philosophy', level: 1 }, { name: 'Monarchy', level: 2 }, { name: 'Civil Service', level: 2 });
      d.wonderMarket[2] = 'w-stonehenge';
      d.wonderDeck = d.wonderDeck.filter((w) => w !== 'w-stonehenge');
    });
    const next = s.wonderDeck[0];
    const t = research(s, 0, 'Theology');
    expect(t.wonderMarket[2]).toBe(next);
    expect(t.wonderDiscard).toContain('w-stonehenge');
    const owned = edit(s, (d) => { d.wonderMarket[2] = null; d.wondersOwned['w-stonehenge'] = 1; });
    const o = research(owned, 0, 'Theology');
    expect(o.obsoleteWonders).toEqual(['w-stonehenge']);
    // Its Start of Turn culture no longer comes.
    const sot = (x: CivState) => act(edit(x, (d) => { d.phase = 'start'; d.round = 3; d.order = [0, 1, 2, 3]; d.turn = 0; d.pending = []; d.players[1].startOfTurnBegun = false; d.players[1].culture = 0; }), 0, { type: 'done' }).players[1].culture;
    expect(sot(owned)).toBe(1);
    expect(sot(o)).toBe(0);
  });

  it('FF-CIV-01 / FF-CIV-02: Arabs start with one of each market resource and artillery rank 2; Greeks under Democracy with infantry rank 2', () => {
    const s = newGame(['arabs', 'greeks', 'romans']);
    expect(s.players[0].resources).toEqual({ incense: 1, iron: 1, silk: 1, wheat: 1 });
    expect(s.market).toEqual({ incense: 2, iron: 2, silk: 2, wheat: 2 });
    expect(s.players[0].ranks.artillery).toBe(2);
    expect(s.players[0].techs.map((t) => t.name)).toEqual(['Mathematics']);
    expect(s.players[1].government).toBe('democracy');
    expect(s.players[1].ranks.infantry).toBe(2);
  });

  it('FF-CIV-06: Greek research earns culture per rival lacking the tech; Arab resource spending earns culture', () => {
    const s = edit(game(['greeks', 'romans', 'arabs', 'chinese']), (d) => { d.players[1].techs.push({ name: 'Pottery', level: 1 }); });
    expect(research(s, 0, 'Pottery').players[0].culture).toBe(2);
    const arab = act(edit(turnOf(s, 2, 'city'), () => undefined), 2, { type: 'spend-resource', ability: 'x', token: 'iron' });
    expect(arab.players[2].culture).toBe(1);
  });

  it('FF-CIV-06: an Indian arts city earns 1 more per outskirts square showing a resource', () => {
    const s = game(['indians', 'romans']);
    const city = s.cities.find((c) => c.owner === 0)!;
    const culture = outskirtsOf(city).reduce((n, q) => n + iconsAt(s, q).culture, 0);
    const resources = outskirtsOf(city).filter((q) => iconsAt(s, q).resource).length;
    expect(artsCulture(s, city)).toBe(2 + culture + resources);
    expect(artsCulture(edit(s, (d) => { d.players[0].civ = 'romans'; }), city)).toBe(2 + culture);
  });

  it('FF-CIV-06: the Spanish build a free basic building after revealing a tile', () => {
    const base = newGame(['spanish', 'romans', 'greeks', 'chinese']);
    let s = edit(turnOf(base, 0, 'movement'), (d) => { d.slots.find((x) => x.col === 0 && x.row === 1)!.revealed = true; d.figures.push({ id: 'army-0-9', owner: 0, kind: 'army', at: { x: 3, y: 5 } }); });
    s = act(s, 0, { type: 'explore', figure: 'army-0-9', col: 1, row: 1 });
    expect(s.players[0].freeBasicBuildings).toBe(1);
    const city = s.cities.find((c) => c.owner === 0)!;
    const land = outskirtsOf(city).find((q) => terrainAt(s, q) !== 'water' && !s.figures.some((f) => f.at.x === q.x && f.at.y === q.y) && !s.placed.some((p) => p.at.x === q.x && p.at.y === q.y))!;
    expect(refusal(s, 0, { type: 'spanish-free-building', city: city.id, building: 'aqueduct', square: land }).code).toBe('not-basic');
    s = act(s, 0, { type: 'spanish-free-building', city: city.id, building: 'granary', square: land });
    expect(s.placed.some((p) => p.what === 'granary' && p.owner === 0)).toBe(true);
    expect(s.players[0].freeBasicBuildings).toBe(0);
  });

  it('FF-SETUP-07 / FF-RULE-02: the optional decks are set up only when switched on, and their rules then vanish', () => {
    const on = newGame(['romans', 'greeks']);
    expect(on.gpDeck).toHaveLength(42);
    const off = newGame(['romans', 'greeks'], { greatPersonDeck: false, investmentDeck: false });
    expect(off.gpDeck).toHaveLength(0);
    expect(refusal(edit(turnOf(off, 0, 'start'), (d) => { d.players[0].coinTokens = 1; }), 0, { type: 'invest', card: 'public-works' }).rule).toBe('FF-RULE-02');
    expect(civRules.legalActions(edit(turnOf(off, 0, 'start'), (d) => { d.players[0].coinTokens = 1; }), 0).some((a) => a.type === 'invest')).toBe(false);
  });

  it('CIV-TERRAIN-04 / FF-TECH-03: disaster markers change a square for good (no flooding mountains)', () => {
    const s = game();
    const t = act(s, 1, { type: 'place-disaster', square: { x: 5, y: 5 }, terrain: 'desert' });
    expect(terrainAt(t, { x: 5, y: 5 })).toBe('desert');
    const m = edit(s, (d) => { d.terrainOverrides['6,6'] = 'mountain'; });
    expect(refusal(m, 1, { type: 'place-disaster', square: { x: 6, y: 6 }, terrain: 'water' }).code).toBe('mountain');
  });

  it('FF-TECH-02: the probable F&F culture events are kept as data; coin-discard events spare investments', () => {
    expect(FF_CULTURE_EVENTS.map((e) => e.name)).toEqual(['Counterfeiters', 'Depression', 'Bank Scandal', 'Flooding']);
    for (const e of FF_CULTURE_EVENTS.slice(0, 3)) expect(e.effect).toMatch(/investments are safe/);
    expect(toPhase(game(), 'trade').phase).toBe('trade');
  });
});

describe('civilization abilities at setup and on research (CIV-CIVAB)', () => {
  it('CIV-CIVAB-CHN-1: the Chinese capital starts behind city walls; no one else\'s does', () => {
    const s = game(['romans', 'chinese']);
    const capital = (seat: number) => s.cities.find((c) => c.owner === seat)!;
    expect(capital(1).walls).toBe(true);
    expect(capital(0).walls).toBe(false);
  });

  it('CIV-CIVAB-GER-1: the Germans start with two more infantry units in their standing forces', () => {
    const s = game(['germans', 'romans']);
    const types = (seat: number) => s.players[seat].forces.map((c) => c.split('-')[1]).sort();
    expect(types(0)).toEqual(['artillery', 'infantry', 'infantry', 'infantry', 'mounted']);
    expect(types(1)).toEqual(['artillery', 'infantry', 'mounted']);
  });

  it('CIV-CIVAB-GER-2: a German research that upgrades a unit type builds one such unit free and takes a market resource', () => {
    const base = edit(game(['germans', 'romans']), (d) => { d.market = { incense: 1, iron: 3, silk: 2, wheat: 0 }; });
    const s = research(base, 0, 'Horseback Riding');
    expect(s.players[0].forces.filter((c) => c.startsWith('unit-mounted'))).toHaveLength(2);
    expect(s.players[0].resources.iron).toBe(base.players[0].resources.iron + 1);
    expect(s.market.iron).toBe(2);
    // A tech with no unit in it gives nothing; nor does the same tech for the Romans.
    expect(research(base, 0, 'Pottery').players[0].forces).toHaveLength(5);
    const roman = research(base, 1, 'Horseback Riding');
    expect(roman.players[1].forces).toHaveLength(3);
    expect(roman.market.iron).toBe(3);
  });
});
