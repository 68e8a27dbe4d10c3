import type { Square } from '../../models/civ/geometry';
import type { MetropolisCandidate } from '../../models/civ/rules/metropolis';

/**
 * The growth preview shared between the Civilization panel and its 3D layer: the panel publishes the capital and
 * the four candidates and listens for a pick; the layer follows the pointer (the ten outskirts of the hovered
 * candidate, what it overbuilds) and hands a click on a legal square back, since the game screen does not
 * forward the table's preview picks to module panels.
 */
export interface Growth {
  readonly seat: number;
  readonly capital: Square;
  readonly candidates: readonly MetropolisCandidate[];
}

let growth: Growth | null = null;
let hovered: string | null = null;
let listener: ((square: Square) => void) | null = null;
const watchers = new Set<() => void>();
const notify = () => watchers.forEach((w) => w());

export const growthBus = {
  show(g: Growth | null, onPick: ((square: Square) => void) | null): void {
    growth = g;
    listener = onPick;
    hovered = null;
    notify();
  },
  current: (): Growth | null => growth,
  hovered: (): string | null => hovered,
  hover(cell: string | null): void {
    if (cell === hovered) return;
    hovered = cell;
    notify();
  },
  /** A click on a square: true when a legal candidate took it. */
  pick(square: Square): boolean {
    if (!growth || !listener) return false;
    const c = growth.candidates.find((x) => x.square.x === square.x && x.square.y === square.y);
    if (!c?.ok) return false;
    listener(square);
    return true;
  },
  subscribe(fn: () => void): () => void {
    watchers.add(fn);
    return () => watchers.delete(fn);
  },
};
