/** A rectangle in CSS pixels of the canvas, from its top-left corner. */
export interface ScreenRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export const rectsIntersect = (a: ScreenRect, b: ScreenRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The part of a width x height canvas where the boards are framed: of the rectangles that no cover (a panel, the
 * banner) overlaps, the one that shows content of the given aspect (width / height on screen) largest, then the
 * largest. Candidate edges are the canvas's and the covers' edges, so the answer is one of the maximal free
 * rectangles. `margin` keeps the boards off the panels' edges.
 */
export function freeViewport(width: number, height: number, covers: readonly ScreenRect[], aspect: number, margin = 8): ScreenRect {
  const whole = { left: 0, top: 0, right: width, bottom: height };
  const inside = covers
    .map((c) => ({ left: Math.max(0, c.left - margin), top: Math.max(0, c.top - margin), right: Math.min(width, c.right + margin), bottom: Math.min(height, c.bottom + margin) }))
    .filter((c) => c.right > c.left && c.bottom > c.top);
  if (inside.length === 0) return whole;
  const lefts = [0, ...inside.map((c) => c.right)];
  const rights = [width, ...inside.map((c) => c.left)];
  const tops = [0, ...inside.map((c) => c.bottom)];
  const bottoms = [height, ...inside.map((c) => c.top)];
  let best: ScreenRect | null = null;
  let bestShown = -1;
  let bestArea = -1;
  for (const left of lefts)
    for (const right of rights) {
      if (right - left < 1) continue;
      for (const top of tops)
        for (const bottom of bottoms) {
          if (bottom - top < 1) continue;
          const r = { left, top, right, bottom };
          if (inside.some((c) => rectsIntersect(c, r))) continue;
          // How wide the content can be drawn in r: its width, or its height times the content's aspect.
          const shown = Math.min(right - left, (bottom - top) * aspect);
          const area = (right - left) * (bottom - top);
          if (shown > bestShown + 0.5 || (Math.abs(shown - bestShown) <= 0.5 && area > bestArea)) {
            best = r;
            bestShown = shown;
            bestArea = area;
          }
        }
    }
  return best ?? whole;
}
