import { describe, expect, it } from 'vitest';
import { freeViewport, rectsIntersect } from './viewport';

const rect = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('the free part of the canvas the boards are framed in', () => {
  it('is the whole canvas when nothing covers it', () => {
    expect(freeViewport(1280, 720, [], 2)).toEqual(rect(0, 0, 1280, 720));
  });

  it('lies between two full-height side columns and below the banner, touching none of them', () => {
    const covers = [rect(8, 60, 298, 712), rect(982, 60, 1272, 712), rect(400, 8, 880, 47)];
    const free = freeViewport(1280, 720, covers, 2);
    for (const c of covers) expect(rectsIntersect(free, c)).toBe(false);
    expect(free.left).toBeGreaterThanOrEqual(298);
    expect(free.right).toBeLessThanOrEqual(982);
  });

  it('takes the wide space under a short left column for a wide row of boards', () => {
    const covers = [rect(8, 60, 298, 330), rect(982, 60, 1272, 712), rect(400, 8, 880, 47)];
    const free = freeViewport(1280, 720, covers, 2.75);
    expect(free.left).toBe(0);
    expect(free.top).toBeGreaterThanOrEqual(330);
    for (const c of covers) expect(rectsIntersect(free, c)).toBe(false);
  });

  it('keeps the tall space between the columns for a deep board', () => {
    const covers = [rect(8, 60, 298, 330), rect(982, 60, 1272, 712)];
    const free = freeViewport(1280, 720, covers, 0.8);
    expect(free.top).toBe(0);
    expect(free.bottom).toBe(720);
  });
});
