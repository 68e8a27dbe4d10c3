import { describe, expect, it } from 'vitest';
import { packShelves } from './atlas';

describe('label atlas packing', () => {
  it('fills rows left to right, starts a new row when one is full, and never overlaps', () => {
    const slots = packShelves([100, 100, 100], 10, 250, 100);
    expect(slots).toEqual([
      { x: 0, y: 0, w: 100, h: 10 },
      { x: 100, y: 0, w: 100, h: 10 },
      { x: 0, y: 10, w: 100, h: 10 },
    ]);
  });

  it('gives no slot to what does not fit the atlas', () => {
    const slots = packShelves([200, 200, 200], 10, 200, 20);
    expect(slots[2]).toBeNull();
    expect(slots[1]).toEqual({ x: 0, y: 10, w: 200, h: 10 });
  });
});
