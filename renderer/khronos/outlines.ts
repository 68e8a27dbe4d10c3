import { KIND_INFO } from '../../models/khronos/data';
import type { BuildingView } from '../../models/khronos/view';

/** One side of a square on a domain's border, in board squares: from (x1, z1) to (x2, z2) on the grid lines. */
export interface Edge {
  readonly domain: string;
  readonly x1: number;
  readonly z1: number;
  readonly x2: number;
  readonly z2: number;
}

/**
 * The outline of every domain on a board (KH-DOM-1): the sides of its squares that do not touch another square of
 * the same domain. Coordinates are grid lines, so (col, row) is a square's top-left corner.
 */
export function domainEdges(buildings: readonly BuildingView[]): Edge[] {
  const owner = new Map<string, string>();
  for (const b of buildings) {
    const size = KIND_INFO[b.kind].size;
    for (let r = b.row; r < b.row + size; r++) for (let c = b.col; c < b.col + size; c++) owner.set(`${c},${r}`, b.domain);
  }
  const edges: Edge[] = [];
  for (const [key, domain] of owner) {
    const [c, r] = key.split(',').map(Number);
    if (owner.get(`${c},${r - 1}`) !== domain) edges.push({ domain, x1: c, z1: r, x2: c + 1, z2: r });
    if (owner.get(`${c},${r + 1}`) !== domain) edges.push({ domain, x1: c, z1: r + 1, x2: c + 1, z2: r + 1 });
    if (owner.get(`${c - 1},${r}`) !== domain) edges.push({ domain, x1: c, z1: r, x2: c, z2: r + 1 });
    if (owner.get(`${c + 1},${r}`) !== domain) edges.push({ domain, x1: c + 1, z1: r, x2: c + 1, z2: r + 1 });
  }
  return edges;
}

/** Distinct, calm outline colours, cycled by the domain's place on its board. */
export const DOMAIN_HEX = ['#f5d76e', '#7fe0d0', '#f29bd0', '#b9e36b', '#9fb8ff', '#ffb27a', '#e0e0e0', '#c9a0ff'];
