import { describe, expect, it } from 'vitest';
import { Box3 } from 'three';
import { EAST_BUILDINGS } from '../../models/empires/data/buildings';
import { pointInPolygon } from '../table/layout';
import { buildingPreview, empiresTable, treasuryCell } from '../../models/empires/table';
import { viewFor } from '../../models/empires/view';
import { createGame } from '../../models/empires/setup';
import { withArea, withBuilding, withPlayer } from '../../models/empires/state';
import { legalAreasFor } from '../../models/empires/construct';
import { Random, seedRng } from '../../models/core/rng';
import { MINIATURE_IDS, isMiniature, miniatureGeometry } from './miniatures';
import { scoreRows } from './scores';
import { miniatureSpot, placeMiniatures } from './MiniatureLayer';
import { layoutTable } from '../table/layout';

const players = ['A', 'B', 'C'].map((name, seat) => ({ seat, name, color: (['blue', 'orange', 'green'] as const)[seat] }));
const game = () => createGame({ players, options: { civilizations: ['babylon', 'persia', 'nubia'] } }, new Random(seedRng('table')));

describe('Empires table', () => {
  it('ME-MAP-1: every area is a polygon cell with its name and limit; land carries its region colour', () => {
    const s = game();
    const t = empiresTable(viewFor(s, 0));
    const map = t.boards.find((b) => b.id === 'map')!;
    expect(map.cells).toHaveLength(s.map.areas.length);
    const kish = map.cells.find((c) => c.id === 'kish')!;
    expect(kish.label).toBe('Kish 3');
    expect(kish.marks).toEqual(['city-site', 'start']);
    expect(kish.region).toMatch(/^#/);
    expect(map.cells.find((c) => c.id === 'uruk')!.region).toBe(kish.region);
    expect(map.cells.find((c) => c.id === 'susa')!.region).not.toBe(kish.region);
    expect(map.cells.filter((c) => c.terrain[0] === 'sea').every((c) => c.region === undefined)).toBe(true);
    // The label point lies inside its outline, so pieces stand inside their area.
    for (const c of map.cells) expect(pointInPolygon(c.x, c.z, c.outline!)).toBe(true);
  });

  it('ME-CIV-3: tokens, cities, treasuries and A.S.T. markers become pieces; buildings are drawn by the miniature layer', () => {
    let s = game();
    s = withArea(s, 'uruk', { tokens: { 0: 3 }, barbarians: 2 });
    s = withArea(s, 'kish', { tokens: {}, city: { owner: 0, builtTurn: 1 } });
    s = withPlayer(s, 1, { treasury: 4, ast: 2 });
    s = withBuilding(s, 'giant-ziggurat', { at: 'kish', builtBy: 0, builtTurn: 1 });
    const t = empiresTable(viewFor(s, 0));
    const on = (cell: string) => t.pieces.filter((p) => p.at === cell);
    expect(on('uruk').filter((p) => p.owner === 0)).toHaveLength(3);
    expect(on('uruk').filter((p) => p.variant === 'barbarian')).toHaveLength(2);
    expect(on('kish').map((p) => p.kind)).toEqual(['city']);
    expect(on(treasuryCell(1))).toHaveLength(4);
    expect(t.pieces.find((p) => p.id === 'ast-marker-1')!.at).toBe('ast-2');
    expect(t.pieces.some((p) => p.kind === 'special-building')).toBe(false);
  });

  it('SB-PLACE-1..4: the legal-areas answer becomes a preview with reasons on the illegal areas', () => {
    let s = game();
    s = withArea(s, 'kish', { tokens: {}, city: { owner: 0, builtTurn: 1 } });
    const p = buildingPreview(viewFor(s, 0), 0, 'giant-ziggurat', legalAreasFor(s, 0, 'giant-ziggurat'));
    expect(p.candidates.filter((c) => c.ok).map((c) => c.cells[0])).toEqual(['kish']);
    const uruk = p.candidates.find((c) => c.cells[0] === 'uruk')!;
    expect(uruk.ok).toBe(false);
    expect(uruk.rule).toBe('SB-PLACE-1');
    expect(p.candidates.find((c) => c.cells[0] === 'susa')!.rule).toBe('SB-PLACE-4');
  });
});

describe('Special building miniatures', () => {
  it('SB-DEF-ASSOC: each of the nine East buildings has its own miniature', () => {
    expect(EAST_BUILDINGS.map((b) => b.id).every(isMiniature)).toBe(true);
    const sizes = MINIATURE_IDS.map((id) => {
      const g = miniatureGeometry(id);
      expect(g.getAttribute('color').count).toBe(g.getAttribute('position').count);
      const b = new Box3().copy(g.boundingBox!);
      return { id, w: b.max.x - b.min.x, h: b.max.y - b.min.y, n: g.getAttribute('position').count };
    });
    for (const s of sizes) {
      expect(s.w).toBeGreaterThan(0.2);
      expect(s.w).toBeLessThan(1.05);
      expect(s.h).toBeGreaterThan(0.3);
    }
    // Recognisable silhouettes: the pillar is the tallest and slimmest, the ziggurat wide and low.
    const by = Object.fromEntries(sizes.map((s) => [s.id, s]));
    expect(by['ashokan-pillar'].h / by['ashokan-pillar'].w).toBeGreaterThan(2.5);
    expect(by['giant-ziggurat'].h / by['giant-ziggurat'].w).toBeLessThan(0.7);
    expect(by['nubian-pyramid'].h / by['nubian-pyramid'].w).toBeGreaterThan(1.4);
    expect(new Set(sizes.map((s) => `${s.w.toFixed(2)}x${s.h.toFixed(2)}`)).size).toBe(9);
  });
});

describe('Miniature placement', () => {
  it('SB-MAP-5: a standing building is drawn inside its area, off the middle where the city stands', () => {
    let s = game();
    s = withArea(s, 'kish', { tokens: {}, city: { owner: 0, builtTurn: 1 } });
    s = withBuilding(s, 'giant-ziggurat', { at: 'kish', builtBy: 0, builtTurn: 1 });
    const view = viewFor(s, 0);
    const layout = layoutTable(empiresTable(view).boards);
    const [p] = placeMiniatures(view, layout.cells);
    const kish = layout.cells.get('kish')!;
    expect(p).toMatchObject({ id: 'giant-ziggurat', owner: 0 });
    expect(pointInPolygon(p.x, p.z, kish.outline!)).toBe(true);
    expect(Math.hypot(p.x - kish.x, p.z - kish.z)).toBeGreaterThan(0.4);
    expect(placeMiniatures(viewFor(game(), 0), layout.cells)).toEqual([]);
  });

  it('SB-DEF-ASSOC: in every land area a miniature stands with its whole plinth inside the area, never across a border', () => {
    const layout = layoutTable(empiresTable(viewFor(game(), 0)).boards);
    for (const cell of layout.cells.values()) {
      if (!cell.outline || cell.spec.terrain[0] === 'sea') continue;
      const spot = miniatureSpot(cell);
      const r = 0.54 * spot.scale;
      // Points around the plinth's rim all lie inside the outline.
      for (let k = 0; k < 16; k++) {
        const a = (k / 16) * Math.PI * 2;
        expect(pointInPolygon(spot.x + Math.cos(a) * r, spot.z + Math.sin(a) * r, cell.outline), `${cell.id} rim`).toBe(true);
      }
      expect(spot.scale).toBeGreaterThan(0.3);
    }
  });
});

describe('End-game score table', () => {
  it('SB-TIE-1, SB-VP-2: the own building held scores most; equal points are split by owning a building', () => {
    let s = game();
    // Babylon (seat 0) holds its own Ziggurat with a city; the Apadama Palace stands in Nubia's region (seat 2).
    s = withArea(s, 'kish', { tokens: {}, city: { owner: 0, builtTurn: 1 } });
    s = withBuilding(s, 'giant-ziggurat', { at: 'kish', builtBy: 0, builtTurn: 1 });
    s = withArea(s, 'semna', { tokens: { 2: 1 } });
    s = withBuilding(s, 'apadama-palace', { at: 'semna', builtBy: 2, builtTurn: 1 });
    // Persia (seat 1, the better A.S.T.-ranking) has three cities: 3 points, level with Nubia's 3 for owning a building.
    for (const a of ['susa', 'anshan', 'gabae']) s = withArea(s, a, { tokens: {}, city: { owner: 1, builtTurn: 1 } });
    s = { ...s, phase: 'game-over' };
    const rows = scoreRows(viewFor(s, null));
    expect(rows.map((r) => r.seat)).toEqual([0, 2, 1]);
    expect(rows[0]).toMatchObject({ ownHeld: true, owns: true, winner: true });
    expect(rows[1]).toMatchObject({ ownHeld: false, owns: true, winner: false });
    expect(rows[2]).toMatchObject({ owns: false, winner: false });
    expect(rows[1].score).toBe(rows[2].score);
    expect(rows[0].score).toBeGreaterThan(rows[1].score);
  });
});
