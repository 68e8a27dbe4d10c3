import { describe, expect, it } from 'vitest';
import { demoBoard, parseBoard, scatter, squareCentre } from './demoBoard';

describe('the menu board', () => {
  it('reads a picture into squares, row by row, and finds the keep', () => {
    const b = parseBoard(['.~', 'KM']);
    expect(b.cols).toBe(2);
    expect(b.rows).toBe(2);
    expect(b.squares.map((s) => s.terrain)).toEqual(['plain', 'river', 'plain', 'mountain']);
    expect(b.keep).toEqual({ col: 0, row: 1 });
  });

  it('refuses a picture with an unknown terrain letter', () => {
    expect(() => parseBoard(['.x'])).toThrow(/Unknown terrain 'x' at 1,0/);
  });

  it('shows every terrain kind, with the keep on dry land', () => {
    const kinds = new Set(demoBoard.squares.map((s) => s.terrain));
    expect([...kinds].sort()).toEqual(['forest', 'mountain', 'plain', 'river']);
    const keepSquare = demoBoard.squares.find((s) => s.col === demoBoard.keep.col && s.row === demoBoard.keep.row);
    expect(keepSquare?.terrain).toBe('plain');
  });

  it('centres the board on the origin', () => {
    const [x0, z0] = squareCentre(demoBoard, 0, 0);
    const [x1, z1] = squareCentre(demoBoard, demoBoard.cols - 1, demoBoard.rows - 1);
    expect(x0 + x1).toBeCloseTo(0);
    expect(z0 + z1).toBeCloseTo(0);
  });

  it('scatters the same way from the same seed, and differently from another', () => {
    const a = scatter('trees');
    const b = scatter('trees');
    const c = scatter('rocks');
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    expect(seqA.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});
