import { useRef } from 'react';
import { BOARD_IDS, KIND_INFO, KINDS, type BoardId, type Kind } from '../../models/khronos/data';
import type { BuildingView, KhronosView } from '../../models/khronos/view';
import type { TableLayout } from '../table/layout';
import { boardChanges, type BoardChanges, type Gone } from './changes';
import { tilePlace, type TilePlace } from './places';

export interface Tile {
  readonly id: string;
  readonly board: BoardId;
  readonly b: BuildingView;
  readonly place: TilePlace;
  /** Ripple step when it landed in the latest change, or null when it was already standing. */
  readonly step: number | null;
}

/** A tile that went in the latest change, where it stood. */
export interface Ghost {
  readonly g: Gone;
  readonly place: TilePlace;
}

/** The latest change on the boards and when its animation started (null until the first frame). */
export interface ChangeMemo {
  view: KhronosView | null;
  changes: BoardChanges;
  started: number | null;
}

/** A view's content as text, whatever order its fields arrived in (a patched mirror may reorder them). */
const stableKey = (value: unknown): string =>
  JSON.stringify(value, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
/** How many recent views are remembered to tell an undo from a new move. */
const SEEN_VIEWS = 24;

/** Height of a kind's roof above its tile, where its control cube and its "gone" label sit. */
export const roofOf = (kind: Kind) => (KIND_INFO[kind].size === 1 ? 0.66 : KIND_INFO[kind].size === 2 ? 0.86 : 1.05);

/** The change from the previous view to this one, worked out once per view (read in render and in every frame). */
export function useBoardChanges(v: KhronosView) {
  const memo = useRef<ChangeMemo>({ view: null, changes: { appeared: [], gone: [] }, started: null });
  const seen = useRef<string[]>([]);
  if (memo.current.view !== v) {
    // A view seen a moment ago again is an undo (or a replay stepping back): the table returns to it at once, with no
    // tile sinking under a "Removed" label for a building that was only taken back.
    const key = stableKey(v);
    const back = seen.current.includes(key);
    seen.current = [...seen.current.filter((k) => k !== key), key].slice(-SEEN_VIEWS);
    memo.current = { view: v, changes: back ? { appeared: [], gone: [] } : boardChanges(memo.current.view, v), started: null };
  }
  return memo;
}

/** Every building on the table with its place, board by board, marked with its ripple step if it just landed. */
export function tilesOf(v: KhronosView, layout: TableLayout, changes: BoardChanges): Tile[] {
  const fresh = new Map(changes.appeared.map((a) => [a.building.id, a.step]));
  const out: Tile[] = [];
  for (const board of BOARD_IDS) {
    for (const b of v.boards[board].buildings) {
      const place = tilePlace(layout, board, b);
      if (place) out.push({ id: b.id, board, b, place, step: fresh.get(b.id) ?? null });
    }
  }
  return out;
}

/** The tiles grouped by kind, every kind present (instance i of a kind's mesh is its list's tile i). */
export function byKindOf(tiles: readonly Tile[]): Map<Kind, Tile[]> {
  const m = new Map<Kind, Tile[]>();
  for (const k of KINDS) m.set(k, []);
  for (const tile of tiles) m.get(tile.b.kind)!.push(tile);
  return m;
}

/** The tiles that went in the change and still have a place on the table. */
export function ghostsOf(changes: BoardChanges, layout: TableLayout): Ghost[] {
  return changes.gone.map((g) => ({ g, place: tilePlace(layout, g.board, g.building) })).filter((x): x is Ghost => x.place !== null);
}
