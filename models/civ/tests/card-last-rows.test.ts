import { describe, expect, it } from 'vitest';
import { gpSlug } from '../data/great-people';
import { WONDER_BY_ID, WONDERS } from '../data/wonders';
import { legalActions } from '../legal';
import { knows } from '../player';
import { cityProduction } from '../rules/city';
import type { CivAction } from '../actions';
import type { CivState } from '../state';
import { act, applied, edit, newGame, quietMap, refusal, turnOf } from './fixtures';

const capital = (s: CivState, seat: number) => s.cities.find((c) => c.owner === seat)!;

describe('the Russians sacrifice a figure in a rival city for a tech (CIV-CIVAB-RUS-2)', () => {
  /** A Russian army at (9,8) and scout at (10,7); a Roman city at (9,6), which knows Code of Laws. */
  const scene = (): CivState => edit(turnOf(quietMap(newGame(['russians', 'romans', 'greeks'])), 0, 'movement'), (d) => {
    for (let y = 4; y <= 9; y++) for (let x = 4; x <= 11; x++) d.terrainOverrides[`${x},${y}`] = 'grassland';
    d.figures.push({ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 9, y: 8 } }, { id: 'scout-0-1', owner: 0, kind: 'scout', at: { x: 10, y: 7 } }, { id: 'army-0-2', owner: 0, kind: 'army', at: { x: 8, y: 8 } });
    d.cities.push({ id: 'city-1-2', owner: 1, kind: 'city', centre: { x: 9, y: 6 }, walls: false });
  });
  const sacrifice = (figure: string, path: { x: number; y: number }[], tech = 'Code of Laws'): CivAction => ({ type: 'use-card', card: 'civ:russians', target: { figure, path, tech } });

  it('CIV-CIVAB-RUS-2: an army moves into the rival city, leaves the board and its owner learns the tech; no battle is fought', () => {
    const s = scene();
    expect(knows(s.players[0], 'Code of Laws')).toBe(false);
    const a = applied(s, 0, sacrifice('army-0-1', [{ x: 9, y: 7 }, { x: 9, y: 6 }]));
    expect(a.state.figures.some((f) => f.id === 'army-0-1')).toBe(false);
    expect(knows(a.state.players[0], 'Code of Laws')).toBe(true);
    expect(a.state.pending.some((p) => p.kind === 'battle')).toBe(false);
    expect(a.log.some((l) => l.rule === 'CIV-CIVAB-RUS-2' && l.text.includes('sacrificed'))).toBe(true);
    // Once a turn (CIV-CARD-02), even with another figure that could go.
    expect(refusal(a.state, 0, sacrifice('army-0-2', [{ x: 8, y: 7 }, { x: 8, y: 6 }, { x: 9, y: 6 }], 'Code of Laws')).code).toBe('once-per-turn');
  });

  it('CIV-CIVAB-RUS-2: a scout may be sacrificed too, though scouts never attack', () => {
    const t = act(scene(), 0, sacrifice('scout-0-1', [{ x: 10, y: 6 }, { x: 9, y: 6 }]));
    expect(t.figures.some((f) => f.id === 'scout-0-1')).toBe(false);
    expect(knows(t.players[0], 'Code of Laws')).toBe(true);
  });

  it('CIV-CIVAB-RUS-2: refused outside Movement, short of a rival city, beyond the figure\'s speed, or for a tech that rival lacks', () => {
    const s = scene();
    expect(refusal(turnOf(s, 0, 'trade'), 0, sacrifice('army-0-1', [{ x: 9, y: 7 }, { x: 9, y: 6 }])).code).toBe('wrong-timing');
    expect(refusal(s, 0, sacrifice('army-0-1', [{ x: 9, y: 7 }])).code).toBe('not-enemy-city');
    expect(refusal(s, 0, sacrifice('army-0-2', [{ x: 8, y: 7 }, { x: 8, y: 6 }, { x: 9, y: 6 }])).code).toBe('too-far');
    expect(refusal(s, 0, sacrifice('army-0-1', [{ x: 9, y: 7 }, { x: 9, y: 6 }], 'Democracy')).rule).toBe('CIV-CIVAB-RUS-2');
    // Another civilization has no such ability.
    const romans = edit(s, (d) => { d.players[0].civ = 'romans'; });
    expect(refusal(romans, 0, sacrifice('army-0-1', [{ x: 9, y: 7 }, { x: 9, y: 6 }])).code).toBe('not-yours');
    // Nothing changed by the refusals: the army still stands.
    expect(s.figures.some((f) => f.id === 'army-0-1')).toBe(true);
  });

  it('CIV-CIVAB-RUS-2: the sacrifice is among the legal actions bots choose from', () => {
    const uses = legalActions(scene(), 0).filter((a) => a.type === 'use-card' && a.card === 'civ:russians');
    expect(uses.map((a) => (a.type === 'use-card' ? a.target?.figure : ''))).toEqual(expect.arrayContaining(['army-0-1', 'scout-0-1']));
  });
});

describe('Akira Kurosawa earns from rivals\' arts (CIV-GPAB-01)', () => {
  /** Seat 1 holds Akira Kurosawa (face up or not), with an artist marker on the map unless told otherwise. */
  const scene = (faceUp: boolean, marker = true) => edit(turnOf(newGame(['romans', 'egyptians', 'greeks']), 0, 'city'), (d) => {
    d.players[1].gpCards.push({ id: gpSlug('Akira Kurosawa'), faceUp });
    const c = d.cities.find((x) => x.owner === 1)!;
    if (marker) d.placed.push({ id: 'm-artist', kind: 'great-person', owner: 1, at: { x: c.centre.x + 1, y: c.centre.y + 1 }, what: 'artist' });
  });
  const arts = (s: CivState, seat: number): CivAction => ({ type: 'city-action', city: capital(s, seat).id, action: { kind: 'arts' } });

  it('CIV-GPAB-01: each time a rival devotes a city to the arts, the revealed card\'s owner gains 1 culture', () => {
    const s = scene(true);
    const a = applied(s, 0, arts(s, 0));
    expect(a.state.players[1].culture).toBe(s.players[1].culture + 1);
    expect(a.log.some((l) => l.rule === 'CIV-GPAB-01')).toBe(true);
    // The owner's own arts earn nothing extra from it.
    const own = turnOf(s, 1, 'city');
    const before = own.players[1].culture;
    const t = act(own, 1, arts(own, 1));
    expect(t.players[1].culture - before).toBe(applied(edit(own, (d) => { d.players[1].gpCards = []; }), 1, arts(own, 1)).state.players[1].culture - before);
  });

  it('CIV-GPAB-01: hidden, or without an artist marker on the map (FF-GP-09), the card earns nothing', () => {
    for (const s of [scene(false), scene(true, false)]) expect(act(s, 0, arts(s, 0)).players[1].culture).toBe(s.players[1].culture);
  });

  it('CIV-GPAB-01: revealing the card gives nothing at once; it waits for a rival\'s arts', () => {
    const s = turnOf(scene(false), 1, 'city');
    const t = act(s, 1, { type: 'use-card', card: gpSlug('Akira Kurosawa') });
    expect(t.players[1].gpCards[0].faceUp).toBe(true);
    expect(t.players[1].culture).toBe(s.players[1].culture);
  });
});

describe('Military Science (CIV-TECHAB-3.07, AMBIGUOUS)', () => {
  const scene = (coins: number, militaryScience?: 'production-per-coins' | 'academy-only') => edit(newGame(['romans', 'egyptians'], militaryScience ? { militaryScience } : {}), (d) => {
    d.players[0].coinTokens = coins;
  });
  const bonus = (s: CivState) => cityProduction(edit(s, (d) => { d.players[0].techs.push({ name: 'Military Science', level: 3 }); }), capital(s, 0)) - cityProduction(s, capital(s, 0));

  it('CIV-TECHAB-3.07: by default each city makes 1 more production per 3 coins (rounded down, CIV-CLAR-06)', () => {
    expect(bonus(scene(7))).toBe(2);
    expect(bonus(scene(2))).toBe(0);
  });

  it('CIV-TECHAB-3.07: the option militaryScience = academy-only leaves the tech with its unlock alone', () => {
    expect(bonus(scene(7, 'academy-only'))).toBe(0);
  });
});

describe('the wonder pool (CIV-WONDERAB-00)', () => {
  const waw = WONDERS.filter((w) => w.expansion === 'waw').map((w) => w.name).sort();
  const dealt = (s: CivState) => [...s.wonderDeck, ...s.wonderMarket.filter((w): w is string => !!w), ...Object.keys(s.wondersOwned)];

  it('CIV-WONDERAB-00: six wonders are taken for Wisdom and Warfare, leaving 7 an era; Angkor Wat stays', () => {
    expect(waw).toEqual(['Brandenburg Gate', 'Notre-Dame', 'Statue of Zeus', 'Stonehenge', 'Sydney Opera House', 'United Nations']);
    for (const era of ['ancient', 'medieval', 'modern']) expect(WONDERS.filter((w) => w.era === era && !w.expansion)).toHaveLength(7);
    expect(WONDER_BY_ID['w-angkor-wat'].expansion).toBeUndefined();
  });

  it('CIV-WONDERAB-00: a game deals 4 wonders an era from the 21, never a Wisdom and Warfare one unless the option asks for all 27', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const ids = dealt(newGame(['romans', 'greeks'], {}, seed));
      expect(ids).toHaveLength(12);
      for (const era of ['ancient', 'medieval', 'modern']) expect(ids.filter((w) => WONDER_BY_ID[w].era === era)).toHaveLength(4);
      ids.forEach((w) => seen.add(w));
    }
    expect([...seen].filter((w) => WONDER_BY_ID[w].expansion)).toEqual([]);
    const all = new Set(['a', 'b', 'c', 'd', 'e', 'f'].flatMap((seed) => dealt(newGame(['romans', 'greeks'], { wonderPool: 'all' }, seed))));
    expect([...all].some((w) => WONDER_BY_ID[w].expansion)).toBe(true);
  });
});

describe('Machu Picchu (CIV-CLAR-04, CIV-WONDERAB-D4)', () => {
  const scene = (options: Parameters<typeof newGame>[1] = {}) => edit(turnOf(newGame(['romans', 'greeks'], options), 0, 'start'), (d) => {
    d.wondersOwned['w-machu-picchu'] = 0;
    d.players[0].coinTokens = 2;
    d.players[0].freeInvestments = 1;
  });
  const take = (r: 'iron' | 'silk' = 'iron'): CivAction => ({ type: 'use-card', card: 'w-machu-picchu', target: { resources: [r] } });
  const invest: CivAction = { type: 'invest', card: 'military-industrial-complex' };
  const investFree: CivAction = { type: 'place-free-investment', card: 'military-industrial-complex' };

  it('CIV-CLAR-04 / CIV-WONDERAB-D4: after investing, one market resource of choice, once per Start of Turn even with a free marker too', () => {
    const s = scene();
    expect(refusal(s, 0, take()).code).toBe('not-invested');
    const t = act(act(s, 0, invest), 0, take());
    expect(t.players[0].resources.iron).toBe(s.players[0].resources.iron + 1);
    expect(t.market.iron).toBe(s.market.iron - 1);
    expect(refusal(act(t, 0, investFree), 0, take('silk')).code).toBe('once-per-turn');
  });

  it('CIV-CLAR-04: the option machuPicchu = per-marker gives one for each marker that fires invest triggers', () => {
    const s = scene({ machuPicchu: 'per-marker' });
    let t = act(act(act(s, 0, invest), 0, investFree), 0, take());
    t = act(t, 0, take('silk'));
    expect(t.players[0].resources.silk).toBe(s.players[0].resources.silk + 1);
    expect(refusal(t, 0, take()).code).toBe('once-per-turn');
    // A free marker that fires no trigger (FF-INV-05 option) adds no use.
    const quiet = edit(scene({ machuPicchu: 'per-marker' }), (d) => { d.options.freeInvestmentsTrigger = 'no-trigger'; });
    expect(refusal(act(act(act(quiet, 0, invest), 0, investFree), 0, take()), 0, take('silk')).code).toBe('once-per-turn');
  });

  it('CIV-CLAR-04: outside Start of Turn, or with that resource gone from the market, it is refused', () => {
    const s = act(scene(), 0, invest);
    expect(refusal(turnOf(s, 0, 'trade'), 0, take()).code).toBe('wrong-timing');
    expect(refusal(edit(s, (d) => { d.market.iron = 0; }), 0, take()).code).toBe('market-empty');
  });
});
