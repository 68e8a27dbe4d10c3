/**
 * Seat colours and marks. The colours follow the Okabe-Ito set (told apart with the common colour-vision
 * deficiencies) extended to ten; every seat also carries a shape mark, so no player depends on colour alone.
 */
export type SeatMark = 'circle' | 'square' | 'triangle' | 'diamond' | 'star' | 'cross' | 'hexagon' | 'ring' | 'plus' | 'bar';

export const seatColours: readonly string[] = [
  '#0072b2', // blue
  '#e69f00', // orange
  '#009e73', // bluish green
  '#cc79a7', // reddish purple
  '#f0e442', // yellow
  '#d55e00', // vermilion
  '#56b4e9', // sky blue
  '#f2f2f2', // white
  '#2b2b2b', // black
  '#8c5a2b', // brown
];
export const seatMarks: readonly SeatMark[] = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross', 'hexagon', 'ring', 'plus', 'bar'];

/** Neutral pieces (no owner). */
export const NEUTRAL = '#9b978d';

export const defaultColourOf = (seat: number): string => seatColours[((seat % seatColours.length) + seatColours.length) % seatColours.length];
export const defaultMarkOf = (seat: number): SeatMark => seatMarks[((seat % seatMarks.length) + seatMarks.length) % seatMarks.length];

/** Relative luminance of a #rrggbb colour (WCAG), to pick a mark that stands out on it. */
export function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', '').slice(0, 6), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}

/** The mark's own colour: dark on light pieces, light on dark ones. */
export const markColourOn = (hex: string): string => (luminance(hex) > 0.185 ? '#1b1712' : '#f7f3ea');
