import { Color } from 'three';
import type { Terrain } from '../../models/core/board';
import { scatter } from '../board/demoBoard';
import { vary, type Placement } from '../board/instancing';
import { palette } from '../board/materials';
import { groundHeight, PLATE_TOP, type CellPlace, type TableLayout } from './layout';

/** Ground colours of the table's terrains (the menu board's palette, extended). */
export const groundColour: Record<Terrain, Color> = {
  plain: palette.plain,
  grassland: new Color('#86ad4f'),
  desert: new Color('#d6bf85'),
  forest: palette.forest,
  mountain: palette.mountain,
  river: palette.riverBed,
  water: palette.riverBed,
  sea: new Color('#3d5560'),
  hidden: new Color('#3a4252'),
};
const sand = new Color('#e0c98f');
const wet = new Set<Terrain>(['river', 'water', 'sea']);

export interface TerrainPlan {
  readonly tiles: Placement[];
  readonly tileCells: string[];
  readonly water: Placement[];
  readonly crowns: Placement[];
  readonly trunks: Placement[];
  readonly peaks: Placement[];
  readonly caps: Placement[];
  readonly rocks: Placement[];
  readonly tufts: Placement[];
  readonly bushes: Placement[];
  readonly dunes: Placement[];
}

/**
 * Scatters the scenery of every square: seeded, so a table looks the same each time. A mixed square shows its
 * first terrain fully and a little of the second (a plain with a few trees). Areas get scenery near their middle.
 */
export function planTerrain(layout: TableLayout): TerrainPlan {
  const rnd = scatter('table');
  const plan: TerrainPlan = { tiles: [], tileCells: [], water: [], crowns: [], trunks: [], peaks: [], caps: [], rocks: [], tufts: [], bushes: [], dunes: [] };
  for (const cell of layout.cells.values()) {
    const [first, second] = cell.spec.terrain.length > 0 ? cell.spec.terrain : (['plain'] as Terrain[]);
    const area = !!cell.outline;
    const s = area ? Math.min(cell.size * 0.5, 1.6) : cell.size;
    const y = area ? cell.top : PLATE_TOP + groundHeight[first];
    if (!area) {
      plan.tiles.push({ position: [cell.x, PLATE_TOP, cell.z], scale: [s, groundHeight[first], s], color: vary(groundColour[first], 0.06, rnd()) });
      plan.tileCells.push(cell.id);
      if (wet.has(first) || (second && wet.has(second)))
        plan.water.push({ position: [cell.x, PLATE_TOP + groundHeight.river + 0.035, cell.z], scale: [s, 1, s] });
    }
    if (first === 'hidden') continue;
    addScenery(plan, first, cell, s, y, 1, rnd);
    if (second && second !== first) addScenery(plan, second, cell, s, y, 0.4, rnd);
  }
  return plan;
}

function addScenery(plan: TerrainPlan, t: Terrain, cell: CellPlace, s: number, y: number, share: number, rnd: () => number) {
  const spot = (spread = 0.82) => [cell.x + (rnd() - 0.5) * spread * s, y, cell.z + (rnd() - 0.5) * spread * s] as const;
  const count = (n: number) => Math.max(1, Math.round(n * share));
  switch (t) {
    case 'forest':
      for (let i = 0, n = count(6); i < n; i++) {
        const angle = (i / n) * Math.PI * 2 + rnd() * 0.8;
        const r = (i === 0 && share === 1 ? rnd() * 0.08 : 0.2 + rnd() * 0.14) * s;
        const position = [cell.x + Math.cos(angle) * r, y, cell.z + Math.sin(angle) * r] as const;
        const size = (0.75 + rnd() * 0.55) * s;
        const rotationY = rnd() * Math.PI;
        plan.crowns.push({ position, rotationY, scale: size, color: vary(palette.foliage, 0.12, rnd()) });
        plan.trunks.push({ position, rotationY, scale: size, color: palette.trunk });
      }
      break;
    case 'mountain': {
      const spots: [number, number, number][] = share === 1 ? [[0, 0, 1], [-0.2, 0.16, 0.62], [0.2, -0.14, 0.55]] : [[0.18, -0.16, 0.55]];
      for (const [dx, dz, k0] of spots) {
        const k = k0 * s;
        const width = k * (0.85 + rnd() * 0.3);
        const height = k * (0.8 + rnd() * 0.45);
        const pl: Placement = { position: [cell.x + dx * s, y, cell.z + dz * s], rotationY: rnd() * Math.PI, scale: [width, height, width] };
        plan.peaks.push({ ...pl, color: vary(palette.rock, 0.1, rnd()) });
        if (k0 === 1 || height > 0.6) plan.caps.push({ ...pl, color: palette.snow });
      }
      for (let i = 0, n = count(4); i < n; i++) {
        const a = rnd() * Math.PI * 2;
        const d = (0.3 + rnd() * 0.12) * s;
        plan.rocks.push({ position: [cell.x + Math.cos(a) * d, y + 0.02, cell.z + Math.sin(a) * d], rotationY: rnd() * Math.PI, scale: (0.6 + rnd() * 0.7) * s, color: vary(palette.rock, 0.14, rnd()) });
      }
      break;
    }
    case 'plain':
    case 'grassland': {
      const base = t === 'grassland' ? 14 : 8;
      for (let i = 0, n = count(base); i < n; i++)
        plan.tufts.push({ position: spot(), rotationY: rnd() * Math.PI, scale: (0.7 + rnd() * 0.8) * s, color: vary(t === 'grassland' ? groundColour.grassland.clone().offsetHSL(0, 0, -0.06) : palette.grass, 0.14, rnd()) });
      if (rnd() < 0.45 * share) plan.bushes.push({ position: spot(), rotationY: rnd() * Math.PI, scale: (0.8 + rnd() * 0.6) * s, color: vary(palette.foliage, 0.12, rnd()) });
      break;
    }
    case 'desert':
      for (let i = 0, n = count(3); i < n; i++)
        plan.dunes.push({ position: spot(0.6), rotationY: rnd() * Math.PI, scale: [(0.8 + rnd() * 0.5) * s, (0.5 + rnd() * 0.5) * s, (0.5 + rnd() * 0.3) * s], color: vary(sand, 0.08, rnd()) });
      break;
    default:
      break;
  }
}
