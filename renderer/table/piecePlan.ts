import type { PieceKind, PieceSpec } from '../../models/core/board';
import type { CellPlace, TableLayout } from './layout';
import { kindHeight } from './pieceShapes';

/** Where one piece stands (the bottom centre of its shape) and how it turns and grows. */
export interface PiecePlace {
  readonly id: string;
  readonly kind: PieceKind;
  readonly owner: number | null;
  readonly cell: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly rotY: number;
  readonly scale: number;
}

/** A count shown over a stack of more than one piece of a kind on a cell. */
export interface StackBadge {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly count: number;
}

export interface PiecePlan {
  /** One list per kind in use: the instance index in the kind's mesh is the index in this list. */
  readonly byKind: ReadonlyMap<PieceKind, readonly PiecePlace[]>;
  readonly places: ReadonlyMap<string, PiecePlace>;
  readonly badges: readonly StackBadge[];
  /** Pieces whose cell is not on any board (not drawn). */
  readonly lost: readonly string[];
}

/** Piles higher than this stop growing; the count badge tells the rest. */
export const MAX_LAYERS = 5;

/** Offsets of the kind groups sharing one cell, as fractions of the cell: one in the middle, more around it. */
export function groupOffsets(groups: number): [number, number][] {
  if (groups <= 1) return [[0, 0]];
  const r = groups <= 4 ? 0.22 : 0.3;
  return Array.from({ length: groups }, (_, i) => {
    const a = (i / groups) * Math.PI * 2 + Math.PI * 0.75;
    return [Math.cos(a) * r, Math.sin(a) * r];
  });
}

/** How far up the k-th piece of a pile stands. */
export const stackHeight = (kind: PieceKind, k: number, unit: number) => Math.min(k, MAX_LAYERS - 1) * kindHeight[kind] * unit;

function footprintPlace(p: PieceSpec, cells: CellPlace[], unit: number): PiecePlace {
  const xs = cells.map((c) => c.x);
  const zs = cells.map((c) => c.z);
  const x = xs.reduce((a, b) => a + b, 0) / cells.length;
  const z = zs.reduce((a, b) => a + b, 0) / cells.length;
  const along = Math.max(...xs) - Math.min(...xs) >= Math.max(...zs) - Math.min(...zs);
  const y = Math.max(...cells.map((c) => c.top));
  return { id: p.id, kind: p.kind, owner: p.owner, cell: p.at, x, y, z, rotY: along ? 0 : Math.PI / 2, scale: unit };
}

/** Lays out every piece: footprints span their squares; pieces sharing a cell group by kind, and each group piles up. */
export function planPieces(pieces: readonly PieceSpec[], layout: TableLayout): PiecePlan {
  const byKind = new Map<PieceKind, PiecePlace[]>();
  const places = new Map<string, PiecePlace>();
  const badges: StackBadge[] = [];
  const lost: string[] = [];
  const add = (pl: PiecePlace) => {
    places.set(pl.id, pl);
    const list = byKind.get(pl.kind);
    if (list) list.push(pl);
    else byKind.set(pl.kind, [pl]);
  };
  // Group the single-cell pieces by cell, then by kind, keeping the spec's order.
  const onCell = new Map<string, Map<PieceKind, PieceSpec[]>>();
  for (const p of pieces) {
    const cell = layout.cells.get(p.at);
    if (!cell) {
      lost.push(p.id);
      continue;
    }
    if (p.footprint && p.footprint.length > 1) {
      const cells = p.footprint.map((id) => layout.cells.get(id)).filter((c): c is CellPlace => !!c);
      add(footprintPlace(p, cells.length > 0 ? cells : [cell], Math.min(cell.size, 1)));
      continue;
    }
    let kinds = onCell.get(p.at);
    if (!kinds) onCell.set(p.at, (kinds = new Map()));
    const list = kinds.get(p.kind);
    if (list) list.push(p);
    else kinds.set(p.kind, [p]);
  }
  for (const [cellId, kinds] of onCell) {
    const cell = layout.cells.get(cellId)!;
    const span = Math.min(cell.size, 1.2);
    const offsets = groupOffsets(kinds.size);
    // Pieces shrink a little when several kinds share a square.
    const unit = Math.min(cell.size, 1) * (kinds.size > 1 ? 0.72 : 1);
    [...kinds.values()].forEach((group, g) => {
      const [ox, oz] = offsets[g];
      const x = cell.x + ox * span;
      const z = cell.z + oz * span;
      group.forEach((p, k) => add({ id: p.id, kind: p.kind, owner: p.owner, cell: cellId, x, y: cell.top + stackHeight(p.kind, k, unit), z, rotY: 0, scale: unit }));
      if (group.length > 1) {
        const kind = group[0].kind;
        const topY = cell.top + stackHeight(kind, group.length - 1, unit) + kindHeight[kind] * unit;
        badges.push({ key: `${cellId}/${kind}`, x, y: topY + 0.18, z, count: group.length });
      }
    });
  }
  return { byKind, places, badges, lost };
}
