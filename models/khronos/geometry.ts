import { KIND_INFO, type Kind } from './data';

/** Square arithmetic on the cols x rows grid (KH-MAP-2, KH-MAP-6, KH-MAP-7). */
export interface Grid {
  readonly cols: number;
  readonly rows: number;
}

export const squareOf = (grid: Grid, col: number, row: number): number => row * grid.cols + col;

/** KH-MAP-7: a size x size footprint anchored top-left at (col, row) lies inside the grid. */
export function insideGrid(grid: Grid, col: number, row: number, size: number): boolean {
  return col >= 0 && row >= 0 && col + size <= grid.cols && row + size <= grid.rows && Number.isInteger(col) && Number.isInteger(row);
}

/** KH-BLD-2: the squares a tile covers. */
export function footprint(grid: Grid, col: number, row: number, size: number): number[] {
  const out: number[] = [];
  for (let r = row; r < row + size; r++) for (let c = col; c < col + size; c++) out.push(r * grid.cols + c);
  return out;
}

export function footprintOf(grid: Grid, b: { kind: Kind; col: number; row: number }): number[] {
  return footprint(grid, b.col, b.row, KIND_INFO[b.kind].size);
}

/** KH-MAP-6: squares sharing a side with the footprint, outside it (never diagonal). */
export function border(grid: Grid, col: number, row: number, size: number): number[] {
  const out: number[] = [];
  if (row > 0) for (let c = col; c < col + size; c++) out.push((row - 1) * grid.cols + c);
  if (row + size < grid.rows) for (let c = col; c < col + size; c++) out.push((row + size) * grid.cols + c);
  if (col > 0) for (let r = row; r < row + size; r++) out.push(r * grid.cols + col - 1);
  if (col + size < grid.cols) for (let r = row; r < row + size; r++) out.push(r * grid.cols + col + size);
  return out;
}

/** Two squares are adjacent when they share a side (KH-MAP-6). */
export function adjacent(grid: Grid, a: number, b: number): boolean {
  const ac = a % grid.cols, ar = Math.floor(a / grid.cols), bc = b % grid.cols, br = Math.floor(b / grid.cols);
  return Math.abs(ac - bc) + Math.abs(ar - br) === 1;
}

/** Every anchor where a size x size tile fits inside `outer` (used for downsizing, KH-DOWN-2). */
export function anchorsWithin(col: number, row: number, outer: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = row; r + size <= row + outer; r++) for (let c = col; c + size <= col + outer; c++) out.push([c, r]);
  return out;
}
