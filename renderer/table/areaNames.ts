import { rectsIntersect, type ScreenRect } from './viewport';

/**
 * Area names of an area map, placed on the screen rather than printed on the table: each is drawn at a readable
 * size whatever the camera's distance (MIN_NAME_PX to MAX_NAME_PX), by priority, and left out where it would cover
 * a name already placed or reach under a panel. Zooming in spreads the areas apart, so more names find room.
 */

/** The smallest font size of an area name (CSS pixels): a name is never drawn smaller than this. */
export const MIN_NAME_PX = 12;
/** The largest: close to the map, names grow with it only up to this size. */
export const MAX_NAME_PX = 16;
/** A name's box is this many times its font size tall (one line with its outline). */
export const NAME_LINE = 1.15;
/** Space kept between two names (CSS pixels), so two names never read as one. */
const NAME_GAP = 3;

/** One area's name, where its anchor falls on the screen this frame. */
export interface NameCandidate {
  readonly id: string;
  /** The anchor on screen (CSS pixels of the canvas): the name is centred on it. */
  readonly x: number;
  readonly y: number;
  /** The font size it would be drawn at (CSS pixels). */
  readonly px: number;
  /** Its width at that size (CSS pixels). */
  readonly width: number;
  readonly priority: number;
  /** Drawn whatever else is there (the area under the pointer): its name is always findable. */
  readonly forced?: boolean;
}

export interface PlacedName extends ScreenRect {
  readonly id: string;
  readonly px: number;
}

/** The font size of a name whose printed height on the map projects to `printedPx`: never below the readable size. */
export const namePx = (printedPx: number) => Math.max(MIN_NAME_PX, Math.min(MAX_NAME_PX, printedPx));

/**
 * Which names to draw and where: the forced one first, then by priority, each where its anchor falls, if its box lies
 * inside the canvas, clear of every cover (panels, banner) and of every name placed before it. A name that would
 * cover a blocker (a stack's count) moves a line down, clear of it, or is left out.
 */
export function placeNames(candidates: readonly NameCandidate[], width: number, height: number, covers: readonly ScreenRect[] = [], blockers: readonly ScreenRect[] = []): PlacedName[] {
  const order = [...candidates].sort((a, b) => Number(!!b.forced) - Number(!!a.forced) || b.priority - a.priority || a.id.localeCompare(b.id));
  const placed: PlacedName[] = [];
  const clear = (r: ScreenRect) =>
    !placed.some((p) => r.left < p.right + NAME_GAP && p.left < r.right + NAME_GAP && r.top < p.bottom + NAME_GAP && p.top < r.bottom + NAME_GAP);
  for (const c of order) {
    const h = c.px * NAME_LINE;
    const at = (dy: number) => ({ left: c.x - c.width / 2, right: c.x + c.width / 2, top: c.y + dy - h / 2, bottom: c.y + dy + h / 2 });
    const blocked = (r: ScreenRect) => blockers.some((b) => rectsIntersect(b, r));
    const r = [at(0), at(h)].find((q) => !blocked(q)) ?? at(0);
    const onScreen = r.left >= 0 && r.top >= 0 && r.right <= width && r.bottom <= height;
    if (!onScreen || (!c.forced && (blocked(r) || covers.some((cv) => rectsIntersect(cv, r)) || !clear(r)))) continue;
    placed.push({ id: c.id, px: c.px, ...r });
  }
  return placed;
}

/** What an area holds, for the order its name is placed in. */
export interface AreaFacts {
  /** The area's size on the table (its bounding box, world units squared). */
  readonly size: number;
  /** A piece of the seat whose table is shown stands there. */
  readonly seatHere: boolean;
  /** A city stands there, or the map prints a city site there. */
  readonly city: boolean;
  /** Any piece stands there. */
  readonly occupied: boolean;
}

/**
 * The order names are placed in: the shown seat's own areas first, then cities and city sites, then other occupied
 * areas, then the larger areas; so the names a player looks for are the last to give way.
 */
export const namePriority = (a: AreaFacts) => (a.seatHere ? 4000 : 0) + (a.city ? 2000 : 0) + (a.occupied ? 1000 : 0) + Math.min(999, a.size * 10);
