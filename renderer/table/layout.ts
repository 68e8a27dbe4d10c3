import type { BoardSpec, CellSpec, Terrain } from '../../models/core/board';
import type { EdgeLabel } from '../../models/core/squares';

/**
 * Where every board and cell of a table stands in the world. Boards whose cells overlap (each module may
 * centre its own boards on the origin) are laid out side by side along x with a gap; boards that already
 * sit apart keep their absolute coordinates.
 */
export const BOARD_GAP = 1.5;
/** The board plate's top; ground tiles stand on it. */
export const PLATE_TOP = 0.12;

/** How high each terrain's ground stands above the plate (river and water beds are sunk a little). */
export const groundHeight: Record<Terrain, number> = {
  plain: 0.08,
  grassland: 0.08,
  desert: 0.08,
  forest: 0.09,
  mountain: 0.11,
  river: 0.03,
  water: 0.03,
  sea: 0.03,
  hidden: 0.1,
};
/** Areas of an area map are thin slabs of this height. */
export const AREA_HEIGHT = 0.06;

export interface Bounds {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

export interface CellPlace {
  readonly id: string;
  readonly board: number;
  readonly spec: CellSpec;
  /** World centre and the height pieces stand at. */
  readonly x: number;
  readonly z: number;
  readonly top: number;
  /** Square size, or the area's rough diameter. */
  readonly size: number;
  /** World outline of an area (absent for squares). */
  readonly outline?: readonly (readonly [number, number])[];
}

export interface BoardPlace {
  readonly id: string;
  readonly index: number;
  readonly label: string;
  readonly hotkey?: string;
  readonly offsetX: number;
  readonly bounds: Bounds;
  /** The board's column and row labels, already shifted with the board. */
  readonly edgeLabels: readonly EdgeLabel[];
}

export interface TableLayout {
  readonly boards: readonly BoardPlace[];
  readonly cells: ReadonlyMap<string, CellPlace>;
  readonly bounds: Bounds;
}

const emptyBounds = (): Bounds => ({ minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity });

function grow(b: Bounds, x: number, z: number) {
  b.minX = Math.min(b.minX, x);
  b.maxX = Math.max(b.maxX, x);
  b.minZ = Math.min(b.minZ, z);
  b.maxZ = Math.max(b.maxZ, z);
}

export function cellBounds(cell: CellSpec): Bounds {
  const b = emptyBounds();
  if (cell.outline && cell.outline.length >= 3) for (const [x, z] of cell.outline) grow(b, x, z);
  else {
    const h = (cell.size ?? 1) / 2;
    grow(b, cell.x - h, cell.z - h);
    grow(b, cell.x + h, cell.z + h);
  }
  return b;
}

export function boardBounds(board: BoardSpec): Bounds {
  const b = emptyBounds();
  for (const c of board.cells) {
    const cb = cellBounds(c);
    grow(b, cb.minX, cb.minZ);
    grow(b, cb.maxX, cb.maxZ);
  }
  if (board.cells.length === 0) return { minX: 0, maxX: 0, minZ: 0, maxZ: 0 };
  return b;
}

const overlaps = (a: Bounds, b: Bounds) => a.minX < b.maxX && b.minX < a.maxX && a.minZ < b.maxZ && b.minZ < a.maxZ;

/** The x shift of each board: zero when no two boards overlap, else a row along x centred on the origin. */
export function boardOffsets(boards: readonly BoardSpec[]): number[] {
  const raw = boards.map(boardBounds);
  const clash = raw.some((a, i) => raw.some((b, j) => j > i && overlaps(a, b)));
  if (!clash) return boards.map(() => 0);
  const offsets: number[] = [];
  let cursor = 0;
  for (const b of raw) {
    offsets.push(cursor - b.minX);
    cursor += b.maxX - b.minX + BOARD_GAP;
  }
  const width = cursor - BOARD_GAP;
  return offsets.map((o) => o - width / 2);
}

/** The ground's top for a cell: a mixed square stands at its first terrain's height. */
export function cellTop(cell: CellSpec): number {
  if (cell.outline && cell.outline.length >= 3) return PLATE_TOP + AREA_HEIGHT;
  return PLATE_TOP + groundHeight[cell.terrain[0] ?? 'plain'];
}

export function layoutTable(boards: readonly BoardSpec[]): TableLayout {
  const offsets = boardOffsets(boards);
  const cells = new Map<string, CellPlace>();
  const all = emptyBounds();
  const places = boards.map((board, index) => {
    const dx = offsets[index];
    const raw = boardBounds(board);
    const bounds = { minX: raw.minX + dx, maxX: raw.maxX + dx, minZ: raw.minZ, maxZ: raw.maxZ };
    grow(all, bounds.minX, bounds.minZ);
    grow(all, bounds.maxX, bounds.maxZ);
    for (const spec of board.cells) {
      const area = spec.outline && spec.outline.length >= 3;
      const cb = cellBounds(spec);
      cells.set(spec.id, {
        id: spec.id,
        board: index,
        spec,
        x: spec.x + dx,
        z: spec.z,
        top: cellTop(spec),
        size: area ? Math.min(cb.maxX - cb.minX, cb.maxZ - cb.minZ) : (spec.size ?? 1),
        outline: area ? spec.outline!.map(([x, z]) => [x + dx, z] as const) : undefined,
      });
    }
    const edgeLabels = (board.edgeLabels ?? []).map((l) => ({ ...l, x: l.x + dx }));
    return { id: board.id, index, label: board.label, hotkey: board.hotkey, offsetX: dx, bounds, edgeLabels };
  });
  if (places.length === 0) return { boards: [], cells, bounds: { minX: -1, maxX: 1, minZ: -1, maxZ: 1 } };
  return { boards: places, cells, bounds: all };
}

/** The world box of the named cells (ids not on the table are skipped), or null when none is: a seat's home view. */
export function cellsBounds(layout: TableLayout, ids: readonly string[]): Bounds | null {
  const b = emptyBounds();
  for (const id of ids) {
    const cell = layout.cells.get(id);
    if (!cell) continue;
    if (cell.outline) for (const [x, z] of cell.outline) grow(b, x, z);
    else {
      grow(b, cell.x - cell.size / 2, cell.z - cell.size / 2);
      grow(b, cell.x + cell.size / 2, cell.z + cell.size / 2);
    }
  }
  return b.minX <= b.maxX ? b : null;
}

export function pointInPolygon(x: number, z: number, poly: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, zi] = poly[i];
    const [xj, zj] = poly[j];
    if (zi > z !== zj > z && x < ((xj - xi) * (z - zi)) / (zj - zi) + xi) inside = !inside;
  }
  return inside;
}

/** Finds the cell under a table point through a coarse bucket grid, so pointer moves stay cheap on big boards. */
export class CellFinder {
  private readonly buckets = new Map<string, CellPlace[]>();
  constructor(layout: TableLayout, private readonly step = 2) {
    for (const cell of layout.cells.values()) {
      const b = this.worldBounds(cell);
      for (let i = Math.floor(b.minX / step); i <= Math.floor(b.maxX / step); i++)
        for (let j = Math.floor(b.minZ / step); j <= Math.floor(b.maxZ / step); j++) {
          const key = `${i},${j}`;
          const list = this.buckets.get(key);
          if (list) list.push(cell);
          else this.buckets.set(key, [cell]);
        }
    }
  }

  private worldBounds(cell: CellPlace): Bounds {
    if (cell.outline) {
      const b = emptyBounds();
      for (const [x, z] of cell.outline) grow(b, x, z);
      return b;
    }
    const h = cell.size / 2;
    return { minX: cell.x - h, maxX: cell.x + h, minZ: cell.z - h, maxZ: cell.z + h };
  }

  at(x: number, z: number): CellPlace | null {
    const list = this.buckets.get(`${Math.floor(x / this.step)},${Math.floor(z / this.step)}`);
    if (!list) return null;
    for (const cell of list) {
      if (cell.outline) {
        if (pointInPolygon(x, z, cell.outline)) return cell;
      } else if (Math.abs(x - cell.x) <= cell.size / 2 && Math.abs(z - cell.z) <= cell.size / 2) return cell;
    }
    return null;
  }
}
