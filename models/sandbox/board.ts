import type { BoardSpec, PieceKind, PieceSpec, TableSpec, Terrain } from '../core/board';
import { squareId, type SandboxView } from './rules';

/** The sandbox's board: a plain grid with a little procedural variety, so the table looks like a table. */
export function sandboxBoard(gridSize: number): BoardSpec {
  const cells = [];
  for (let y = 0; y < gridSize; y++) {
    for (let x = 0; x < gridSize; x++) {
      const n = (x * 7 + y * 13) % 11;
      const terrain: Terrain[] = n === 0 ? ['forest'] : n === 5 ? ['mountain'] : x === Math.floor(gridSize / 2) ? ['river'] : ['plain'];
      cells.push({ id: squareId(x, y), x: x - (gridSize - 1) / 2, z: y - (gridSize - 1) / 2, size: 1, terrain });
    }
  }
  return { id: 'table', label: 'The table', hotkey: '1', cells };
}

const kindOf = (kind: string): PieceKind => (kind === 'pawn' ? 'pawn' : kind === 'cube' ? 'cube' : kind === 'face-down' ? 'face-down' : 'marker');

export function sandboxTable(view: SandboxView): TableSpec {
  const pieces: PieceSpec[] = Object.values(view.table.pieces).map((p) => ({ id: p.id, kind: kindOf(p.kind), owner: p.owner, at: p.at }));
  return { boards: [sandboxBoard(view.gridSize)], pieces };
}
