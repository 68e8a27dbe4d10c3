import { useEffect, useState } from 'react';
import type { ScreenRect } from '../table/viewport';

/** What of the game screen covers the table: the banner and the side columns (their panels' height only). */
const COVERING = ':scope > .banner, :scope > .side';

const sameRects = (a: readonly ScreenRect[], b: readonly ScreenRect[]) =>
  a.length === b.length && a.every((r, i) => r.left === b[i].left && r.top === b[i].top && r.right === b[i].right && r.bottom === b[i].bottom);

/**
 * The boxes (CSS pixels, from the screen's top-left corner) of the panels over the table, kept up to date as
 * panels grow, fold or the window changes size, so the camera can frame the boards in the space they leave.
 */
export function usePanelCovers(root: HTMLElement | null): readonly ScreenRect[] {
  const [covers, setCovers] = useState<readonly ScreenRect[]>([]);
  useEffect(() => {
    if (!root) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const origin = root.getBoundingClientRect();
      const next = [...root.querySelectorAll<HTMLElement>(COVERING)]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ left: Math.round(r.left - origin.left), top: Math.round(r.top - origin.top), right: Math.round(r.right - origin.left), bottom: Math.round(r.bottom - origin.top) }));
      setCovers((before) => (sameRects(before, next) ? before : next));
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const sizes = new ResizeObserver(soon);
    const watch = () => root.querySelectorAll(COVERING).forEach((el) => sizes.observe(el));
    watch();
    // Columns come and go (the hand-over screen, a spectator's window): watch the new ones too.
    const children = new MutationObserver(() => {
      watch();
      soon();
    });
    children.observe(root, { childList: true });
    window.addEventListener('resize', soon);
    soon();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      sizes.disconnect();
      children.disconnect();
      window.removeEventListener('resize', soon);
    };
  }, [root]);
  return covers;
}
