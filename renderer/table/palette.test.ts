import { describe, expect, it } from 'vitest';
import { defaultColourOf, defaultMarkOf, luminance, markColourOn, NEUTRAL } from './palette';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

describe('seat palette', () => {
  const seats = Array.from({ length: 10 }, (_, i) => i);

  it('gives ten seats ten different colours, none close to another or to neutral grey', () => {
    const colours = [...seats.map(defaultColourOf), NEUTRAL];
    for (let i = 0; i < colours.length; i++)
      for (let j = i + 1; j < colours.length; j++) {
        const [a, b] = [rgb(colours[i]), rgb(colours[j])];
        expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]), `${colours[i]} vs ${colours[j]}`).toBeGreaterThan(60);
      }
  });

  it('gives ten seats ten different shape marks, so colour is never the only cue', () => {
    expect(new Set(seats.map(defaultMarkOf)).size).toBe(10);
  });

  it('draws the mark dark on light colours and light on dark ones', () => {
    expect(markColourOn('#f0e442')).not.toBe(markColourOn('#2b2b2b'));
    for (const s of seats) {
      const piece = luminance(defaultColourOf(s));
      const mark = luminance(markColourOn(defaultColourOf(s)));
      // WCAG contrast ratio of at least 3 between piece and mark.
      expect((Math.max(piece, mark) + 0.05) / (Math.min(piece, mark) + 0.05)).toBeGreaterThan(3);
    }
  });
});
