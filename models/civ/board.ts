/**
 * Plain board data for the renderer: the layouts, the tile size, terrains and a way to list the squares a
 * view shows (face-down slots carry no tile id in a view, so they come out as unexplored squares).
 */
import { TILE_SIZE, rotateLocal } from './geometry';
import { LAYOUTS } from './layouts';
import { TILES } from './maps';
import { TERRAINS, type SquareData } from './tiles';

export { LAYOUTS, TILE_SIZE, TERRAINS };

export interface BoardSquare {
  readonly x: number;
  readonly y: number;
  /** null while the tile is face down. */
  readonly square: SquareData | null;
  readonly slot: { readonly col: number; readonly row: number };
}

export interface ViewSlot {
  readonly col: number;
  readonly row: number;
  readonly kind: 'home' | 'neutral' | 'hole';
  readonly rotation: number;
  readonly tileId: string | null;
}

/** Every square of every non-hole slot, with its printed data where the tile is face up. */
export function boardSquares(slots: readonly ViewSlot[], overrides: Readonly<Record<string, string>> = {}): BoardSquare[] {
  const out: BoardSquare[] = [];
  for (const slot of slots) {
    if (slot.kind === 'hole') continue;
    const tile = slot.tileId ? TILES[slot.tileId] : undefined;
    for (let ly = 0; ly < TILE_SIZE; ly++) {
      for (let lx = 0; lx < TILE_SIZE; lx++) {
        const r = rotateLocal(lx, ly, slot.rotation);
        const x = slot.col * TILE_SIZE + r.x, y = slot.row * TILE_SIZE + r.y;
        const printed = tile ? tile.squares[ly * TILE_SIZE + lx] : null;
        const terrain = overrides[`${x},${y}`];
        out.push({ x, y, slot: { col: slot.col, row: slot.row }, square: printed && terrain ? { ...printed, terrain: terrain as SquareData['terrain'] } : printed });
      }
    }
  }
  return out;
}
