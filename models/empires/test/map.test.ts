import { describe, expect, it } from 'vitest';
import raw from '../maps/tessera-east.json';
import { TESSERA_EAST } from '../board';
import { EAST_CIVS } from '../data/civilizations';
import { indexMap, parseEmpiresMap } from '../map';
import { game, inPhase, rnd, testMap, tokens } from './fixtures';
import { applyAction, checkAction } from '../rules';
import type { EmpiresAction } from '../actions';
import type { EmpiresState } from '../state';

const clone = () => JSON.parse(JSON.stringify(raw));

describe("Tessera's own map of the East", () => {
  it('ME-MAP-1: named land areas with limits 0-4, city sites, and open sea', () => {
    const land = TESSERA_EAST.areas.filter((a) => a.kind === 'land');
    expect(land.length).toBeGreaterThan(60);
    expect(new Set(land.map((a) => a.limit))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(land.some((a) => a.citySite)).toBe(true);
    expect(TESSERA_EAST.areas.some((a) => a.kind === 'sea')).toBe(true);
    expect(new Set(TESSERA_EAST.areas.map((a) => a.name)).size).toBe(TESSERA_EAST.areas.length);
    expect(TESSERA_EAST.name).toMatch(/Tessera's own/);
  });

  it('ME-MAP-2 / SB-DEF-REGION / SB-DEF-START: a region and a starting area (a city site) for each East civilization', () => {
    const index = indexMap(TESSERA_EAST);
    for (const c of EAST_CIVS) {
      const r = index.region[c.id];
      expect(r.areas.length).toBeGreaterThanOrEqual(5);
      expect(r.areas).toContain(r.start);
      expect(index.area[r.start].citySite).toBe(true);
    }
  });

  it("ME-MAP-2: a player enters another civilization's region freely: his tokens go there and he builds a city there", () => {
    const act = (st: EmpiresState, seat: number, a: EmpiresAction) => {
      const check = checkAction(st, seat, a);
      if (!check.ok) throw new Error(`${a.type}: ${check.message}`);
      return applyAction(st, seat, a, rnd()).state;
    };
    let s = tokens(inPhase(game(), 'movement'), 'maurya-two', 1, 1);
    const maurya = indexMap(s.map).region[s.players[1].civ];
    expect(s.players[0].civ).toBe('saba');
    expect(maurya.areas).toContain('maurya-two');
    s = act(s, 0, { type: 'place-tokens', area: 'maurya-two', count: 6 });
    expect(s.areas['maurya-two'].tokens).toMatchObject({ 0: 6, 1: 1 });
    s = act(inPhase(s, 'city-construction'), 0, { type: 'build-city', area: 'maurya-two' });
    expect(s.areas['maurya-two'].city).toMatchObject({ owner: 0 });
    expect(s.players[0].citiesInStock).toBe(game().players[0].citiesInStock - 1);
  });

  it('polygons and neighbours are usable by the renderer (each outline has corners; borders are mutual)', () => {
    for (const a of TESSERA_EAST.areas) {
      expect(a.polygon.length).toBeGreaterThanOrEqual(3);
      for (const n of a.neighbours) expect(indexMap(TESSERA_EAST).area[n].neighbours).toContain(a.id);
      for (const [x, y] of a.polygon) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(TESSERA_EAST.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(TESSERA_EAST.height);
      }
    }
  });

  it('parseEmpiresMap names the wrong field of a bad map', () => {
    const bad = clone();
    bad.areas[3].limit = 7;
    bad.areas[5].neighbours.push('atlantis');
    bad.regions[0].start = bad.regions[1].start;
    const r = parseEmpiresMap(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.some((e) => e.startsWith('areas[3].limit:'))).toBe(true);
    expect(r.errors.some((e) => e.startsWith(`areas[5].neighbours[${bad.areas[5].neighbours.length - 1}]:`) && e.includes('atlantis'))).toBe(true);
    expect(r.errors.some((e) => e.startsWith('regions[0].start:'))).toBe(true);
  });

  it('SB-DEF-REGION: regions must be disjoint, and a format or version mismatch is refused', () => {
    const bad = clone();
    bad.regions[1].areas.push(bad.regions[0].areas[0]);
    const r = parseEmpiresMap(bad);
    expect(r.ok || r.errors.join()).toMatch(/already in the region/);
    const v = clone();
    v.version = 2;
    const rv = parseEmpiresMap(v);
    expect(rv.ok || rv.errors.join()).toMatch(/^version/);
  });

  it('another valid map loads', () => {
    expect(parseEmpiresMap(JSON.parse(JSON.stringify(testMap(['saba', 'maurya'])))).ok).toBe(true);
  });
});

describe('the map data the base game needs', () => {
  const index = indexMap(TESSERA_EAST);

  it('ME-TERM-3: land adjacency needs a land border, water adjacency a water border', () => {
    expect(index.land['kish']).toContain('babylon');
    expect(index.land['kish'].every((n) => index.area[n].kind === 'land')).toBe(true);
    // Two coastal neighbours on the same sea share water; an inland area has no water border.
    expect(index.water['marib']).toContain('sirwah');
    expect(index.water['marib']).toContain('red-sea-3');
    expect(index.water['kish']).toEqual([]);
    for (const [id, list] of Object.entries(index.water)) for (const n of list) expect(index.water[n]).toContain(id);
  });

  it('ME-TERM-4: coasts, open and inland seas, flood plains, black sites and volcanoes are in the map', () => {
    expect(index.area['caspian-sea-1'].inland).toBe(true);
    // A shore of the inland sea only is not coastal.
    expect(index.area['hyrcanian-shore'].coastal).toBe(false);
    expect(index.area['marib'].coastal).toBe(true);
    expect(index.plainOf['kish']).toBe('two-rivers-plain');
    expect(index.area['ur'].blackSite).toBe(true);
    expect(TESSERA_EAST.volcanoes.find((v) => v.id === 'damavand')!.areas).toEqual(['nisa', 'rhagae']);
  });

  it('ME-TERM-4: a map file with a bad feature is refused with the field named', () => {
    const bad = clone();
    bad.volcanoes[0].areas = ['nisa', 'kish'];
    bad.floodPlains[0].areas.push('red-sea-1');
    bad.areas.find((a: { id: string }) => a.id === 'marib').water.push('kish');
    const parsed = parseEmpiresMap(bad);
    expect(parsed.ok).toBe(false);
    const errors = parsed.ok ? [] : parsed.errors;
    expect(errors).toContain('volcanoes[0].areas[1]: "kish" does not border "nisa"');
    expect(errors.some((e) => e.startsWith('floodPlains[0].areas[3]:'))).toBe(true);
    expect(errors.some((e) => /^areas\[\d+\]\.water\[\d+\]: "kish" is not a neighbour/.test(e))).toBe(true);
  });

  it('ME-TERM-4: an older map file without the new fields still loads, its water borders derived', () => {
    const old = clone();
    delete old.floodPlains;
    delete old.volcanoes;
    for (const a of old.areas) delete a.water;
    const parsed = parseEmpiresMap(old);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(indexMap(parsed.map).water['marib']).toEqual(index.water['marib']);
  });
});
