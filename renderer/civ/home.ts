import { TILE_SIZE } from '../../models/civ/board';
import { cellOf } from '../../models/civ/table';
import type { CivView } from '../../models/civ/view';
import type { Seat } from '../../models/core/module';
import { battleOf } from './battleTable';

/**
 * How far the home view reaches from the capital, in squares: its outskirts and two squares more round them, so the
 * capital stands near the middle of the view, large enough to read its squares (the free frame's shape adds more).
 */
export const HOME_REACH = { cols: 3, rows: 3 } as const;

/**
 * A seat's home on the map: the squares round its capital (else its first city, else its first figure), as a block
 * of the same size wherever the capital stands (moved inward at the map's edge, so the view keeps its zoom). Null when
 * the seat has nothing on the map yet. While a battle is fought, every seat's home is round the battle's square: the
 * player handed the screen plays a card there, onto the fronts drawn over it.
 */
export function civHome(view: Pick<CivView, 'cols' | 'rows' | 'cities' | 'figures'> & Partial<Pick<CivView, 'pending'>>, seat: Seat): string[] | null {
  const cities = view.cities.filter((c) => c.owner === seat);
  const battle = view.pending ? battleOf(view as CivView) : null;
  const centre = battle?.square ?? (cities.find((c) => c.kind === 'capital') ?? cities.find((c) => c.kind === 'metropolis') ?? cities[0])?.centre ?? view.figures.find((f) => f.owner === seat)?.at;
  if (!centre) return null;
  const span = (at: number, reach: number, size: number) => {
    const width = Math.min(size, 2 * reach + 1);
    const from = Math.max(0, Math.min(size - width, at - reach));
    return [from, from + width - 1] as const;
  };
  const [x0, x1] = span(centre.x, HOME_REACH.cols, view.cols * TILE_SIZE);
  const [y0, y1] = span(centre.y, HOME_REACH.rows, view.rows * TILE_SIZE);
  // Every square of the block: a hole in the map (five-player layouts) leaves out only its own squares.
  const out: string[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(cellOf({ x, y }));
  return out;
}
