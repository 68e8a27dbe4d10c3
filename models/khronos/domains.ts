import { KIND_INFO, type Kind } from './data';
import { border, type Grid } from './geometry';

/**
 * Domains (KH-DOM-1) kept up to date as buildings come and go, instead of rescanning the board:
 * adding a building merges the domains it touches (smaller lists relabelled into the largest, union by size);
 * removing one re-walks only the members of its own domain to see whether it split (KH-DIV-1).
 */
/** The read-only part of a board the domain walks need. */
export interface DomainGrid {
  readonly cells: readonly (string | null)[];
  readonly buildings: Readonly<Record<string, { readonly kind: Kind; readonly col: number; readonly row: number }>>;
}

export interface DomainBoard {
  cells: (string | null)[];
  buildings: Record<string, { kind: Kind; col: number; row: number }>;
  domainOf: Record<string, string>;
  domains: Record<string, string[]>;
}

/** Ids of the distinct buildings sharing a side with building `id` (KH-MAP-6). */
export function neighbourIds(grid: Grid, board: DomainGrid, id: string): string[] {
  const b = board.buildings[id];
  const out: string[] = [];
  for (const sq of border(grid, b.col, b.row, KIND_INFO[b.kind].size)) {
    const other = board.cells[sq];
    if (other !== null && other !== id && !out.includes(other)) out.push(other);
  }
  return out;
}

/** Call after the building's squares are set in `cells`. Returns the domains it touched before joining them. */
export function linkBuilding(grid: Grid, board: DomainBoard, id: string, newDomainId: () => string): string[] {
  const touched: string[] = [];
  for (const n of neighbourIds(grid, board, id)) {
    const d = board.domainOf[n];
    if (!touched.includes(d)) touched.push(d);
  }
  if (touched.length === 0) {
    const d = newDomainId();
    board.domains[d] = [id];
    board.domainOf[id] = d;
    return touched;
  }
  let target = touched[0];
  for (const d of touched) if (board.domains[d].length > board.domains[target].length) target = d;
  // A new member list rather than pushing onto the old one: a working copy of a board shares its lists with the state
  // it was copied from (apply copies the record of lists, not each list).
  const members = board.domains[target].slice();
  board.domains[target] = members;
  for (const d of touched) {
    if (d === target) continue;
    for (const m of board.domains[d]) {
      board.domainOf[m] = target;
      members.push(m);
    }
    delete board.domains[d];
  }
  members.push(id);
  board.domainOf[id] = target;
  return touched;
}

/**
 * Call after the building's squares are cleared from `cells`, with its neighbours taken before. Splits its
 * domain into the pieces that are still joined; the first piece keeps the domain's id.
 */
export function unlinkBuilding(grid: Grid, board: DomainBoard, id: string, neighbours: readonly string[], newDomainId: () => string): void {
  const d = board.domainOf[id];
  delete board.domainOf[id];
  const rest = board.domains[d].filter((m) => m !== id);
  if (rest.length === 0) {
    delete board.domains[d];
    return;
  }
  const inDomain = new Set(rest);
  const seen = new Set<string>();
  let first = true;
  for (const start of neighbours) {
    if (!inDomain.has(start) || seen.has(start)) continue;
    const piece: string[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const cur = stack.pop()!;
      piece.push(cur);
      for (const n of neighbourIds(grid, board, cur)) {
        if (inDomain.has(n) && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    const pid = first ? d : newDomainId();
    first = false;
    board.domains[pid] = piece;
    for (const m of piece) board.domainOf[m] = pid;
  }
}

/** Domains worked out from scratch (KH-DIG-3), for tests and drills to compare with the incremental ones. */
export function recomputeDomains(grid: Grid, board: DomainGrid): string[][] {
  const seen = new Set<string>();
  const parts: string[][] = [];
  for (const id of Object.keys(board.buildings)) {
    if (seen.has(id)) continue;
    const piece: string[] = [];
    const stack = [id];
    seen.add(id);
    while (stack.length) {
      const cur = stack.pop()!;
      piece.push(cur);
      for (const n of neighbourIds(grid, board, cur)) {
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    parts.push(piece);
  }
  return normalisePartition(parts);
}

export function normalisePartition(parts: readonly (readonly string[])[]): string[][] {
  return parts.map((p) => [...p].sort()).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The incremental domains as a partition comparable with `recomputeDomains`. */
export function domainPartition(board: { domains: Readonly<Record<string, readonly string[]>> }): string[][] {
  return normalisePartition(Object.values(board.domains));
}
