import { describe, expect, it } from 'vitest';
import type { BoardSpec, CellSpec } from '../../models/core/board';
import { sandboxBoard } from '../../models/sandbox/board';
import { BOARD_GAP, CellFinder, cellsBounds, groundHeight, layoutTable, PLATE_TOP } from './layout';

const grid = (id: string, cols: number, rows: number, x0 = -(cols - 1) / 2): BoardSpec => ({
  id,
  label: id,
  cells: Array.from({ length: cols * rows }, (_, i): CellSpec => ({ id: `${id}:${i}`, x: x0 + (i % cols), z: Math.floor(i / cols) - (rows - 1) / 2, size: 1, terrain: ['plain'] })),
});

describe('table layout', () => {
  it('boxes a set of cells where they stand once the boards are laid out side by side, skipping unknown ids', () => {
    const layout = layoutTable([grid('a', 4, 4), grid('b', 4, 4)]);
    const [b0, b5] = [layout.cells.get('b:0')!, layout.cells.get('b:5')!];
    expect(cellsBounds(layout, ['b:0', 'b:5', 'nowhere'])).toEqual({ minX: b0.x - 0.5, maxX: b5.x + 0.5, minZ: b0.z - 0.5, maxZ: b5.z + 0.5 });
    expect(cellsBounds(layout, ['nowhere'])).toBeNull();
  });

  it('keeps a single board where its cells say', () => {
    const layout = layoutTable([sandboxBoard(8)]);
    const cell = layout.cells.get('3,4') ?? [...layout.cells.values()][0];
    expect(cell.x).toBe(cell.spec.x);
    expect(cell.z).toBe(cell.spec.z);
    expect(layout.bounds.maxX - layout.bounds.minX).toBe(8);
  });

  it('lays three overlapping 16x20 boards out side by side along x with a gap, centred on the origin', () => {
    const layout = layoutTable([grid('a', 16, 20), grid('b', 16, 20), grid('c', 16, 20)]);
    const [a, b, c] = layout.boards;
    expect(b.bounds.minX - a.bounds.maxX).toBeCloseTo(BOARD_GAP);
    expect(c.bounds.minX - b.bounds.maxX).toBeCloseTo(BOARD_GAP);
    expect(layout.bounds.minX + layout.bounds.maxX).toBeCloseTo(0);
    // A cell moves with its board.
    expect(layout.cells.get('c:0')!.x - layout.cells.get('a:0')!.x).toBeCloseTo(2 * (16 + BOARD_GAP));
  });

  it('keeps boards that already sit apart at their absolute coordinates', () => {
    const layout = layoutTable([grid('a', 4, 4, 0), grid('b', 4, 4, 10)]);
    expect(layout.boards.map((b) => b.offsetX)).toEqual([0, 0]);
    expect(layout.cells.get('b:0')!.x).toBe(10);
  });

  it('stands pieces on the ground of the first terrain of a square', () => {
    const board: BoardSpec = { id: 'm', label: 'm', cells: [{ id: 'x', x: 0, z: 0, size: 1, terrain: ['mountain', 'forest'] }] };
    expect(layoutTable([board]).cells.get('x')!.top).toBeCloseTo(PLATE_TOP + groundHeight.mountain);
  });

  it('finds the cell under a point, squares and areas alike, and nothing off the boards', () => {
    const areas: BoardSpec = {
      id: 'map',
      label: 'map',
      cells: [
        { id: 'west', x: -1, z: 0, outline: [[-2, -1], [0, -1], [0, 1], [-2, 1]], terrain: ['plain'] },
        { id: 'east', x: 1.5, z: 0, outline: [[0, -1], [3, -1], [0, 1]], terrain: ['plain'] },
      ],
    };
    const finder = new CellFinder(layoutTable([areas]));
    expect(finder.at(-1.5, 0.5)?.id).toBe('west');
    expect(finder.at(0.5, -0.5)?.id).toBe('east');
    // Inside the east area's bounding box but outside its triangle.
    expect(finder.at(2.5, 0.8)).toBeNull();
    const squares = new CellFinder(layoutTable([grid('g', 5, 5)]));
    expect(squares.at(0.2, -0.3)?.id).toBe('g:12');
    expect(squares.at(9, 9)).toBeNull();
  });
});
