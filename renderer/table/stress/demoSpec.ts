import type { BoardSpec, CellSpec, PieceSpec, PreviewSpec, TableSpec } from '../../../models/core/board';
import { stressBoard } from './stressSpec';

/** A hexagon-ish area outline around a centre, counter-clockwise. */
function blob(cx: number, cz: number, r: number, wobble: number): [number, number][] {
  return Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2;
    const k = r * (1 + Math.sin(i * 2.3 + wobble) * 0.12);
    return [cx + Math.cos(a) * k, cz - Math.sin(a) * k] as [number, number];
  });
}

/** A small area map: six named areas in two regions and a sea. */
function areaBoard(): BoardSpec {
  const areas: [string, string, number, number, CellSpec['terrain'], string?][] = [
    ['Highfold', 'north', -2.2, -2.4, ['mountain']],
    ['Tarn Vale', 'north', 0.9, -2.6, ['forest']],
    ['Brennmark', 'south', -2.6, 0.6, ['plain']],
    ['Ostwick', 'south', 0.6, 0.4, ['grassland']],
    ['Sand Reach', 'south', -0.8, 3.2, ['desert']],
    ['Grey Sea', '', 3.2, 1.8, ['sea']],
  ];
  const cells: CellSpec[] = areas.map(([label, region, x, z, terrain], i) => ({
    id: `area-${i}`,
    x,
    z,
    outline: blob(x, z, 1.75, i),
    terrain,
    label,
    region: region || undefined,
    marks: i === 3 ? ['city-site'] : undefined,
  }));
  return { id: 'map', label: 'The river kingdoms', hotkey: '2', cells };
}

/** The square board of the stress page, cut to 12 x 9 squares. */
function squareBoard(): BoardSpec {
  const full = stressBoard();
  const cells = full.cells.filter((c) => c.x >= -6.5 && c.x <= 4.5 && c.z >= -4 && c.z <= 4);
  return { id: 'squares', label: 'The valley', hotkey: '1', cells };
}

const sq = (c: number, r: number) => `s${c}-${r}`;

/** A composed table for the look of the pieces, stacks, previews and interaction tests. */
export function demoTable(): { spec: TableSpec; preview: PreviewSpec } {
  const pieces: PieceSpec[] = [
    { id: 'city-a', kind: 'city', owner: 0, at: sq(6, 6) },
    { id: 'city-b', kind: 'city', owner: 1, at: sq(12, 9) },
    { id: 'metro', kind: 'metropolis', owner: 2, at: sq(4, 9), footprint: [sq(4, 9), sq(5, 9)] },
    { id: 'hall', kind: 'building-3', owner: 3, at: sq(8, 11), footprint: [sq(7, 11), sq(8, 11), sq(9, 11)] },
    { id: 'tower', kind: 'building-2', owner: 0, at: sq(11, 4), footprint: [sq(11, 4), sq(11, 5)] },
    { id: 'shrine', kind: 'building-1', owner: 5, at: sq(13, 7) },
    { id: 'wonder', kind: 'special-building', owner: 4, at: sq(7, 8) },
    { id: 'army-1', kind: 'army', owner: 0, at: sq(7, 6) },
    { id: 'army-2', kind: 'army', owner: 1, at: sq(10, 8) },
    { id: 'scout-1', kind: 'scout', owner: 2, at: sq(5, 7) },
    { id: 'pawn-1', kind: 'pawn', owner: 3, at: sq(9, 6) },
    { id: 'pawn-2', kind: 'pawn', owner: 4, at: sq(12, 6) },
    ...[0, 1, 2, 3].map((i): PieceSpec => ({ id: `tok-${i}`, kind: 'token', owner: 1, at: sq(11, 9) })),
    ...[0, 1, 2].map((i): PieceSpec => ({ id: `cube-${i}`, kind: 'cube', owner: 5, at: sq(8, 5) })),
    { id: 'coin-1', kind: 'coin', owner: null, at: sq(6, 8) },
    { id: 'coin-2', kind: 'coin', owner: null, at: sq(6, 8) },
    { id: 'marker-1', kind: 'marker', owner: 6, at: sq(9, 9) },
    { id: 'card-1', kind: 'card', owner: 7, at: sq(13, 10) },
    { id: 'chit-1', kind: 'face-down', owner: null, at: sq(5, 5) },
    { id: 'chit-2', kind: 'face-down', owner: 8, at: sq(10, 10) },
    { id: 'army-3', kind: 'army', owner: 9, at: 'area-2' },
    { id: 'tok-a', kind: 'token', owner: 2, at: 'area-3' },
    { id: 'tok-b', kind: 'token', owner: 2, at: 'area-3' },
    { id: 'city-c', kind: 'city', owner: 3, at: 'area-0' },
  ];
  const preview: PreviewSpec = {
    piece: { kind: 'building-2', owner: 0 },
    candidates: [
      { cells: [sq(8, 8), sq(9, 8)], ok: true, detail: 'Costs 2 stone' },
      { cells: [sq(8, 9), sq(8, 10)], ok: true, detail: 'Costs 3 stone' },
      { cells: [sq(10, 6), sq(11, 6)], ok: false, rule: 'KH-BUILD-2', message: 'A building needs free squares' },
    ],
  };
  return { spec: { boards: [squareBoard(), areaBoard()], pieces }, preview };
}
