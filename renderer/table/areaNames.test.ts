import { describe, expect, it } from 'vitest';
import { MAX_NAME_PX, MIN_NAME_PX, namePriority, namePx, placeNames, type NameCandidate } from './areaNames';

const name = (id: string, x: number, y: number, priority = 1, extra: Partial<NameCandidate> = {}): NameCandidate => ({ id, x, y, px: 12, width: 60, priority, ...extra });
const overlap = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('area names placed on the screen', () => {
  it('never draws a name smaller than the readable size, nor larger than the largest, whatever the distance', () => {
    expect(namePx(3)).toBe(MIN_NAME_PX);
    expect(namePx(14)).toBe(14);
    expect(namePx(40)).toBe(MAX_NAME_PX);
  });

  it('keeps the name of higher priority where two would cover each other, and drops the other', () => {
    const placed = placeNames([name('small', 100, 100, 1), name('city', 120, 104, 5)], 800, 600);
    expect(placed.map((p) => p.id)).toEqual(['city']);
  });

  it('places no two names over each other in a crowded map, and more of them when the map is drawn larger (zoom)', () => {
    const grid = (spread: number) =>
      Array.from({ length: 60 }, (_, i) => name(`a${i}`, 40 + (i % 10) * spread, 40 + Math.floor(i / 10) * spread * 0.6, i % 7));
    const far = placeNames(grid(30), 2000, 2000);
    const near = placeNames(grid(80), 2000, 2000);
    for (const list of [far, near]) for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) expect(overlap(list[i], list[j])).toBe(false);
    expect(far.length).toBeGreaterThan(5);
    expect(near.length).toBeGreaterThan(far.length);
  });

  it('leaves out a name that would reach under a panel or off the canvas', () => {
    const placed = placeNames([name('under', 100, 100), name('edge', 10, 300), name('free', 400, 300)], 800, 600, [{ left: 50, top: 50, right: 200, bottom: 200 }]);
    expect(placed.map((p) => p.id)).toEqual(['free']);
  });

  it("moves a name clear of a stack's count below it, or leaves it out", () => {
    const count = { left: 90, right: 110, top: 92, bottom: 106 };
    const [moved] = placeNames([name('a', 100, 100)], 800, 600, [], [count]);
    expect(moved.top).toBeGreaterThanOrEqual(count.bottom);
    expect(placeNames([name('b', 100, 100)], 800, 600, [], [count, { left: 60, right: 140, top: 106, bottom: 130 }])).toEqual([]);
  });

  it('always shows the hovered area name, and the others give way to it', () => {
    const placed = placeNames([name('big', 100, 100, 9), name('hovered', 110, 100, 0, { forced: true })], 800, 600);
    expect(placed.map((p) => p.id)).toEqual(['hovered']);
  });

  it("puts the shown seat's areas first, then cities and city sites, then occupied areas, then the larger ones", () => {
    const base = { size: 50, seatHere: false, city: false, occupied: false };
    const seat = namePriority({ ...base, size: 1, seatHere: true, occupied: true });
    const city = namePriority({ ...base, size: 1, city: true });
    const occupied = namePriority({ ...base, size: 1, occupied: true });
    const large = namePriority({ ...base, size: 90 });
    expect(seat).toBeGreaterThan(city);
    expect(city).toBeGreaterThan(occupied);
    expect(occupied).toBeGreaterThan(large);
    expect(large).toBeGreaterThan(namePriority({ ...base, size: 2 }));
  });
});
