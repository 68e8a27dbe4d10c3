import { describe, expect, it } from 'vitest';
import { framedView, homeDistance } from './TableCamera';

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

describe('framing the boards in the part of the canvas the panels leave', () => {
  /** Projects the box's corners the way a camera placed by framedView sees them, in canvas pixels. */
  function projected(b: ReturnType<typeof board>, w: number, h: number, frame: { left: number; top: number; right: number; bottom: number }) {
    const v = framedView(b, 40, w, h, frame);
    const polar = 0.85;
    const [s, c] = [Math.sin(polar), Math.cos(polar)];
    const xs: number[] = [];
    const ys: number[] = [];
    for (const x of [b.minX, b.maxX])
      for (const z of [b.minZ, b.maxZ])
        for (const y of [0, 0.4]) {
          const [px, py, pz] = [x, y * s - z * c, y * c + z * s];
          const depth = v.distance - pz;
          xs.push((((px - v.shiftX) / (depth * t * (w / h)) + 1) / 2) * w);
          ys.push(((1 - (py - v.shiftY) / (depth * t)) / 2) * h);
        }
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  }

  it('puts every corner of a row of three boards inside a frame left of a side column and below another', () => {
    const frame = { left: 0, top: 300, right: 990, bottom: 720 };
    const r = projected(board(51, 20), 1280, 720, frame);
    expect(r.left).toBeGreaterThanOrEqual(frame.left);
    expect(r.right).toBeLessThanOrEqual(frame.right);
    expect(r.top).toBeGreaterThanOrEqual(frame.top);
    expect(r.bottom).toBeLessThanOrEqual(frame.bottom);
    // And fills it: at least 85% of one side of the frame.
    expect(Math.max((r.right - r.left) / 990, (r.bottom - r.top) / 420)).toBeGreaterThan(0.85);
  });

  it('stands further back for a smaller frame', () => {
    const wide = framedView(board(20, 20), 40, 1280, 720, { left: 0, top: 0, right: 1280, bottom: 720 });
    const narrow = framedView(board(20, 20), 40, 1280, 720, { left: 300, top: 0, right: 980, bottom: 720 });
    expect(narrow.distance).toBeGreaterThan(wide.distance);
  });
});

describe('the home view angle', () => {
  it('a view from higher up frames the same board taller on screen: the flat names on it read larger', () => {
    const b = board(24, 17);
    const frame = { left: 278, top: 54, right: 1002, bottom: 720 };
    const depthOnScreen = (polar: number) => {
      const v = framedView(b, 40, 1280, 720, frame, polar);
      const [s, c] = [Math.sin(polar), Math.cos(polar)];
      const y = (z: number) => { const [py, pz] = [-z * c, z * s]; return ((1 - (py - v.shiftY) / ((v.distance - pz) * t)) / 2) * 720; };
      return y(b.maxZ) - y(b.minZ);
    };
    expect(depthOnScreen(0.5)).toBeGreaterThan(depthOnScreen(0.85) * 1.2);
  });
});
