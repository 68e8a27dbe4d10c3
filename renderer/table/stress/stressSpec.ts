import type { BoardSpec, CellSpec, PieceKind, PieceSpec, TableSpec, Terrain } from '../../../models/core/board';
import { Random, seedRng } from '../../../models/core/rng';

/** The benchmark's twelve piece kinds. */
export const stressKinds: readonly PieceKind[] = ['token', 'city', 'cube', 'pawn', 'army', 'scout', 'marker', 'coin', 'building-1', 'building-2', 'metropolis', 'special-building'];
export const STRESS_COLS = 20;
export const STRESS_ROWS = 15;

const sq = (c: number, r: number) => `s${c}-${r}`;

/** A 20 x 15 board (300 squares) of every terrain: a winding river, a sea coast, forests, mountains, dunes, mixed and hidden squares. */
export function stressBoard(): BoardSpec {
  const cells: CellSpec[] = [];
  for (let r = 0; r < STRESS_ROWS; r++)
    for (let c = 0; c < STRESS_COLS; c++) {
      const n = (c * 7 + r * 13) % 17;
      const river = c === 9 + Math.round(Math.sin(r * 0.6) * 2);
      let terrain: Terrain[];
      if (river) terrain = ['river'];
      else if (c >= 17 && r <= 4 + ((c * 3) % 2)) terrain = ['sea'];
      else if (c <= 4 && r <= 5) terrain = n % 3 === 0 ? ['mountain', 'forest'] : ['mountain'];
      else if (c >= 13 && r >= 10) terrain = n % 4 === 0 ? ['desert', 'mountain'] : ['desert'];
      else if (n === 3 || n === 8) terrain = ['forest'];
      else if (n === 5) terrain = ['plain', 'forest'];
      else if (n === 11) terrain = ['grassland'];
      else if (c <= 2 && r >= 12) terrain = ['hidden'];
      else terrain = ['plain'];
      const marks: CellSpec['marks'] = n === 7 && !river ? ['city-site'] : n === 13 ? ['relic'] : undefined;
      cells.push({ id: sq(c, r), x: c - (STRESS_COLS - 1) / 2, z: r - (STRESS_ROWS - 1) / 2, size: 1, terrain, marks, label: n === 1 ? String(2 + (r % 4)) : undefined });
    }
  return { id: 'stress', label: 'Stress board', hotkey: '1', cells };
}

/** `count` pieces of the twelve kinds for seven owners (six seats and neutral), seeded so every run is the same. */
export function stressTable(count: number): TableSpec {
  const rnd = new Random(seedRng('stress'));
  const pieces: PieceSpec[] = [];
  for (let i = 0; i < count; i++) {
    const kind = stressKinds[i % stressKinds.length];
    const c = rnd.int(STRESS_COLS - 1);
    const r = rnd.int(STRESS_ROWS);
    const owner = i % 7 === 6 ? null : i % 7;
    const wide = kind === 'building-2' || kind === 'metropolis';
    pieces.push({ id: `p${i}`, kind, owner, at: sq(c, r), footprint: wide ? [sq(c, r), sq(c + 1, r)] : undefined });
  }
  return { boards: [stressBoard()], pieces };
}
