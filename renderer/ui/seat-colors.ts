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
