import { KIND_INFO, type BoardId } from '../../models/khronos/data';
import { cellId } from '../../models/khronos/table';
import type { BuildingView } from '../../models/khronos/view';
import type { TableLayout } from '../table/layout';

/** Where a tile stands in the world: the middle of its footprint, on the highest ground under it. */
export interface TilePlace {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly size: number;
}

export function tilePlace(layout: TableLayout, board: BoardId, b: Pick<BuildingView, 'kind' | 'col' | 'row'>): TilePlace | null {
  const size = KIND_INFO[b.kind].size;
  let x = 0;
  let z = 0;
  let y = 0;
  for (let r = b.row; r < b.row + size; r++) {
    for (let c = b.col; c < b.col + size; c++) {
      const cell = layout.cells.get(cellId(board, c, r));
      if (!cell) return null;
      x += cell.x;
      z += cell.z;
      y = Math.max(y, cell.top);
    }
  }
  return { x: x / (size * size), y, z: z / (size * size), size };
}

/** The world point of a grid line crossing (col, row) on a board: square (0, 0)'s centre is half a square in. */
export function gridPoint(layout: TableLayout, board: BoardId, col: number, row: number): { x: number; z: number } | null {
  const origin = layout.cells.get(cellId(board, 0, 0));
  return origin ? { x: origin.x - 0.5 + col, z: origin.z - 0.5 + row } : null;
}
