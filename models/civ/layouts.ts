/**
 * Map layouts by player count (CIV-MAP-02, FF-5P-02). The printed diagrams were not available, so these are
 * labelled defaults kept as data: each slot is a tile position, home or neutral, with the quarter turns that
 * orient its arrow (home tiles face the map centre, neutral tiles keep a fixed turn: CIV-EXPLORE-03).
 */
export type SlotKind = 'home' | 'neutral' | 'hole';

export interface TileSlot {
  readonly col: number;
  readonly row: number;
  readonly kind: SlotKind;
  /** Quarter turns clockwise applied to the tile. */
  readonly rotation: number;
}

export interface Layout {
  readonly id: string;
  readonly players: number;
  readonly cols: number;
  readonly rows: number;
  readonly slots: readonly TileSlot[];
  readonly note: string;
}

/** A home tile's arrow points toward the centre of the map (PLAYCIV practice, [DEFAULT]). */
function faceCentre(col: number, row: number, cols: number, rows: number): number {
  const dx = col - (cols - 1) / 2, dy = row - (rows - 1) / 2;
  if (Math.abs(dy) >= Math.abs(dx)) return dy < 0 ? 2 : 0;
  return dx < 0 ? 1 : 3;
}

function build(id: string, players: number, cols: number, rows: number, homes: [number, number][], holes: [number, number][], absent: [number, number][], note: string): Layout {
  const has = (list: [number, number][], c: number, r: number) => list.some(([a, b]) => a === c && b === r);
  const slots: TileSlot[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (has(absent, c, r)) continue;
      if (has(holes, c, r)) slots.push({ col: c, row: r, kind: 'hole', rotation: 0 });
      else if (has(homes, c, r)) slots.push({ col: c, row: r, kind: 'home', rotation: faceCentre(c, r, cols, rows) });
      else slots.push({ col: c, row: r, kind: 'neutral', rotation: (c + 2 * r) % 4 });
    }
  }
  return { id, players, cols, rows, slots, note };
}

export const LAYOUTS: Readonly<Record<number, Layout>> = {
  2: build('two', 2, 4, 2, [[0, 0], [3, 1]], [], [], '8 tiles, 16x8 squares (CIV-MAP-02).'),
  3: build('three', 3, 4, 3, [[1, 0], [0, 2], [3, 2]], [], [[0, 0], [3, 0]], 'A pyramid of 10 tiles: our default until the diagram is transcribed.'),
  4: build('four', 4, 4, 4, [[0, 0], [3, 0], [3, 3], [0, 3]], [], [], '16 tiles, 16x16 squares (CIV-MAP-02).'),
  // FF-5P-02 [DEFAULT]: a 5x5 grid of tiles with the centre tile a hole; homes spaced round the rim.
  5: build('five', 5, 5, 5, [[0, 0], [3, 0], [4, 2], [2, 4], [0, 3]], [[2, 2]], [], 'Placeholder five-player map: 24 tiles round a central hole (FF-5P-02 default).'),
};

export function layoutFor(players: number): Layout {
  const layout = LAYOUTS[players];
  if (!layout) throw new RangeError(`No civ layout for ${players} players`);
  return layout;
}
