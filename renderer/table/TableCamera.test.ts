import { describe, expect, it } from 'vitest';
import { homeDistance } from './TableCamera';

const board = (w: number, d: number) => ({ minX: -w / 2, maxX: w / 2, minZ: -d / 2, maxZ: d / 2 });
const t = Math.tan((20 * Math.PI) / 180); // half of a 40 degree field of view

describe('home view distance', () => {
  it('fits the width of a row of three boards on a wide screen, at 85% of the view', () => {
    const one = homeDistance(board(16, 20), 40, 16 / 9, 0.85);
    const three = homeDistance(board(51, 20), 40, 16 / 9, 0.85);
    expect(three).toBeGreaterThan(one);
    expect(three).toBeCloseTo(51 / (2 * (16 / 9) * t) / 0.85);
  });

  it('lets the depth decide for a deep board, and stands further back the more straight down it looks', () => {
    const steep = homeDistance(board(10, 20), 40, 16 / 9, 0.3);
    const flat = homeDistance(board(10, 20), 40, 16 / 9, 0.85);
    expect(steep).toBeGreaterThan(flat);
    expect(flat).toBeGreaterThan(10 / (2 * (16 / 9) * t) / 0.85);
  });

  it('stands further back in a narrow window than in a wide one for a wide board', () => {
    expect(homeDistance(board(20, 10), 40, 0.8, 0.85)).toBeGreaterThan(homeDistance(board(20, 10), 40, 2, 0.85));
  });
});
