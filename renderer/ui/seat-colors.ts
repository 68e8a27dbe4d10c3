import { PLAYER_COLORS, type PlayerColor } from '../../models/core/module';

/**
 * Seat colours for panels and the table: a palette after Okabe and Ito and Tol (told apart with the common colour
 * blindnesses), and a shape mark per colour so no player is known by colour alone.
 */
export type SeatMark = 'circle' | 'square' | 'triangle' | 'diamond' | 'star' | 'cross' | 'hexagon' | 'ring' | 'plus' | 'bar';

export interface SeatColour {
  readonly id: PlayerColor;
  readonly hex: string;
  readonly mark: SeatMark;
  /** The mark as one character, for text and lists. */
  readonly glyph: string;
}

// The hexes and marks match renderer/table/palette.ts where the colour is the same, so panels and pieces agree.
const table: Record<PlayerColor, Omit<SeatColour, 'id'>> = {
  blue: { hex: '#0072b2', mark: 'circle', glyph: '●' },
  orange: { hex: '#e69f00', mark: 'square', glyph: '■' },
  green: { hex: '#009e73', mark: 'triangle', glyph: '▲' },
  purple: { hex: '#8e5bb5', mark: 'diamond', glyph: '◆' },
  yellow: { hex: '#f0e442', mark: 'star', glyph: '★' },
  red: { hex: '#d55e00', mark: 'cross', glyph: '✖' },
  cyan: { hex: '#56b4e9', mark: 'hexagon', glyph: '⬢' },
  pink: { hex: '#cc79a7', mark: 'ring', glyph: '○' },
  brown: { hex: '#8c5a2b', mark: 'plus', glyph: '✚' },
  grey: { hex: '#9b978d', mark: 'bar', glyph: '▬' },
};

export const seatColours: readonly SeatColour[] = PLAYER_COLORS.map((id) => ({ id, ...table[id] }));

export function seatColour(id: string): SeatColour {
  return seatColours.find((c) => c.id === id) ?? seatColours[seatColours.length - 1];
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** How far apart two colours look (a weighted RGB distance, "redmean"). */
export function colourDistance(a: string, b: string): number {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const r = (r1 + r2) / 2;
  return Math.sqrt((2 + r / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - r) / 256) * (b1 - b2) ** 2);
}

/** Whether two colours are close enough to be mistaken on the table. */
export const coloursClash = (a: string, b: string, threshold = 150): boolean => colourDistance(a, b) < threshold;

/**
 * The seats' colours on a table whose own pieces already wear `reserved` colours (Khronos's orange, fuchsia and
 * blue buildings and cards): a seat keeps the colour it chose unless it clashes with one of them; then it takes the
 * first colour of the palette that clashes with none and that no other seat wears, so a seat's cube never vanishes
 * on a building of its colour.
 */
export function seatColoursOn(chosen: readonly string[], reserved: readonly string[]): SeatColour[] {
  const free = (c: SeatColour) => !reserved.some((r) => coloursClash(c.hex, r));
  const out = chosen.map((id) => seatColour(id));
  const worn = new Set(out.filter(free).map((c) => c.id));
  return out.map((c) => {
    if (free(c)) return c;
    // The palette colour furthest from every reserved one that no seat wears (a free one when there is any).
    const nearest = (o: SeatColour) => Math.min(...reserved.map((r) => colourDistance(o.hex, r)));
    const other = seatColours.filter((o) => !worn.has(o.id) && (o.id === c.id || !chosen.includes(o.id))).sort((x, y) => nearest(y) - nearest(x))[0];
    if (!other || nearest(other) <= nearest(c)) return c;
    worn.add(other.id);
    return other;
  });
}
