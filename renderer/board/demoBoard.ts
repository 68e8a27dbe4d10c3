import { Random, seedRng } from '../../models/core/rng';

/** The terrain a square shows. Mirrors the board games' kinds; 'mixed' squares come with real boards. */
export type TerrainKind = 'plain' | 'forest' | 'mountain' | 'river';

export interface Square {
  readonly col: number;
  readonly row: number;
  readonly terrain: TerrainKind;
}

export interface BoardLayout {
  readonly cols: number;
  readonly rows: number;
  readonly squares: readonly Square[];
  /** Where the menu's keep miniature stands. */
  readonly keep: { readonly col: number; readonly row: number };
}

const legend: Record<string, TerrainKind> = { '.': 'plain', F: 'forest', M: 'mountain', '~': 'river', K: 'plain' };

/**
 * The menu's decorative board, drawn as a picture so it reads at a glance: a river winding from the
 * mountains past a keep, forests on both banks.
 */
const picture = [
  'MMF..~...F',
  'MF...~..FF',
  'F...~~...F',
  '...~~..K..',
  '..~~.....M',
  'FF~...FF.M',
  'F~~..FFF.M',
  '.~...F..MM',
];

export function parseBoard(rows: readonly string[]): BoardLayout {
  const squares: Square[] = [];
  let keep = { col: 0, row: 0 };
  rows.forEach((line, row) =>
    [...line].forEach((ch, col) => {
      const terrain = legend[ch];
      if (!terrain) throw new Error(`Unknown terrain '${ch}' at ${col},${row}`);
      if (ch === 'K') keep = { col, row };
      squares.push({ col, row, terrain });
    }),
  );
  return { cols: Math.max(...rows.map((r) => r.length)), rows: rows.length, squares, keep };
}

export const demoBoard = parseBoard(picture);

/** Square size in world units and the world position of a square's centre (the board is centred on 0,0). */
export const SQUARE = 1;
export function squareCentre(board: BoardLayout, col: number, row: number): [number, number] {
  return [(col - (board.cols - 1) / 2) * SQUARE, (row - (board.rows - 1) / 2) * SQUARE];
}

/** A seeded source of floats for scattering scenery, so the table looks the same on every start. */
export function scatter(seed: string): () => number {
  const random = new Random(seedRng(seed));
  return () => random.uint32() / 2 ** 32;
}
