/**
 * The one way a person names a square of a grid board, everywhere (log lines, buttons, hints, tutorials, refusals)
 * and on the boards' edges: columns lettered from A at the left, rows numbered from 1 at the top, so the square in
 * column 0, row 0 of the rules' numbering is "A1" and column 8, row 5 is "I6". Letters for columns and numbers for
 * rows keep the two apart (a bare pair like "(8, 5)" was read both ways, and counted from 0 or 1).
 */

/** A column's letter: 0 is A, 25 is Z, 26 is AA (no board of ours is that wide, but the name never breaks). */
export function columnName(col: number): string {
  let n = Math.floor(col);
  if (n < 0) return String(n);
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** A row's number as printed on the board's edge: the rules' row 0 is row 1. */
export const rowName = (row: number): string => String(row + 1);

/** A square's name for people: "I6" for column 8, row 5 of the rules' numbering. */
export const squareName = (col: number, row: number): string => `${columnName(col)}${rowName(row)}`;

/** A label printed beside a grid board's edge, in the board's own table coordinates (models/core/board.ts). */
export interface EdgeLabel {
  readonly text: string;
  readonly x: number;
  readonly z: number;
}

/**
 * The column letters along a grid's bottom edge and the row numbers along its left edge. `x(col)` and `z(row)` give
 * a square's centre on the table; columns and rows are those listed (a map may skip tiles, never whole lines).
 */
export function gridEdgeLabels(cols: readonly number[], rows: readonly number[], x: (col: number) => number, z: (row: number) => number): EdgeLabel[] {
  if (cols.length === 0 || rows.length === 0) return [];
  const bottom = Math.max(...rows);
  const left = Math.min(...cols);
  return [
    ...cols.map((c) => ({ text: columnName(c), x: x(c), z: z(bottom) + 1.1 })),
    ...rows.map((r) => ({ text: rowName(r), x: x(left) - 1.1, z: z(r) })),
  ];
}
