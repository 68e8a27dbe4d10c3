import { describe, expect, it } from 'vitest';
import { FAMILY_HEX } from '../khronos/silhouettes';
import { coloursClash, seatColour, seatColoursOn } from './seat-colors';

const buildings = Object.values(FAMILY_HEX);

describe('seat colours on a table of coloured buildings', () => {
  it('finds the blue and orange seats too close to the blue Civil and orange Military buildings', () => {
    expect(coloursClash(seatColour('blue').hex, FAMILY_HEX.civil)).toBe(true);
    expect(coloursClash(seatColour('orange').hex, FAMILY_HEX.military)).toBe(true);
    expect(coloursClash(seatColour('green').hex, FAMILY_HEX.military)).toBe(false);
  });

  it('gives every seat of up to four a colour and mark far from every building colour, and no two seats the same', () => {
    for (const chosen of [['blue', 'orange'], ['blue', 'orange', 'green', 'purple'], ['pink', 'red', 'cyan']]) {
      const seats = seatColoursOn(chosen, buildings);
      for (const s of seats) for (const b of buildings) expect(coloursClash(s.hex, b), `${s.id} against ${b}`).toBe(false);
      expect(new Set(seats.map((s) => s.id)).size).toBe(seats.length);
      expect(new Set(seats.map((s) => s.mark)).size).toBe(seats.length);
    }
  });

  it('gives a fifth seat the palette colour least like any building, never a building colour itself', () => {
    const seats = seatColoursOn(['blue', 'orange', 'green', 'purple', 'yellow'], buildings);
    expect(new Set(seats.map((s) => s.id)).size).toBe(5);
    for (const s of seats) for (const b of buildings) expect(s.hex.toLowerCase()).not.toBe(b.toLowerCase());
    expect(seats.filter((s) => buildings.some((b) => coloursClash(s.hex, b))).length).toBeLessThanOrEqual(1);
  });

  it('keeps the chosen colours where nothing clashes', () => {
    expect(seatColoursOn(['blue', 'orange'], []).map((s) => s.id)).toEqual(['blue', 'orange']);
    expect(seatColoursOn(['green', 'yellow'], buildings).map((s) => s.id)).toEqual(['green', 'yellow']);
  });
});
