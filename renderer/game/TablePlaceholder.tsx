import type { TableSpec } from '../../models/core/board';

/**
 * A flat, top-down stand-in for the 3D table until renderer/table's TableScene is on screen: squares and pieces
 * from the same TableSpec, clickable the same way (piece, then square; right-click a piece for its menu).
 */
export interface TablePlaceholderProps {
  readonly table: TableSpec;
  readonly seatColours: readonly string[];
  readonly selected: string | null;
  onPiece(id: string): void;
  onCell(id: string): void;
  onPieceMenu(id: string, x: number, y: number): void;
}

export function TablePlaceholder({ table, seatColours, selected, onPiece, onCell, onPieceMenu }: TablePlaceholderProps) {
  const cells = table.boards.flatMap((b) => b.cells);
  if (cells.length === 0) return <div className="table-placeholder" />;
  const xs = cells.map((c) => c.x);
  const zs = cells.map((c) => c.z);
  const minX = Math.min(...xs) - 0.6;
  const minZ = Math.min(...zs) - 0.6;
  const w = Math.max(...xs) - minX + 0.6;
  const h = Math.max(...zs) - minZ + 0.6;
  const where = new Map(cells.map((c) => [c.id, c]));
  return (
    <svg className="table-placeholder" viewBox={`${minX} ${minZ} ${w} ${h}`} preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      {cells.map((c) => (
        <rect
          key={c.id}
          data-cell={c.id}
          x={c.x - (c.size ?? 1) / 2 + 0.02}
          y={c.z - (c.size ?? 1) / 2 + 0.02}
          width={(c.size ?? 1) - 0.04}
          height={(c.size ?? 1) - 0.04}
          className={`cell terrain-${c.terrain[0] ?? 'plain'}`}
          onClick={() => onCell(c.id)}
        />
      ))}
      {pieceSpots(table).map(({ piece, dx }) => {
        const cell = where.get(piece.at);
        if (!cell) return null;
        return (
          <circle
            key={piece.id}
            data-piece={piece.id}
            cx={cell.x + dx}
            cy={cell.z}
            r={0.3}
            className={piece.id === selected ? 'piece selected' : 'piece'}
            fill={piece.owner === null ? '#9b978d' : (seatColours[piece.owner] ?? '#9b978d')}
            onClick={(e) => {
              e.stopPropagation();
              onPiece(piece.id);
            }}
            onContextMenu={(e) => {
              e.preventDefault();
              onPieceMenu(piece.id, e.clientX, e.clientY);
            }}
          />
        );
      })}
    </svg>
  );
}

/** Pieces sharing a square stand side by side. */
function pieceSpots(table: TableSpec) {
  const count = new Map<string, number>();
  return table.pieces.map((piece) => {
    const n = count.get(piece.at) ?? 0;
    count.set(piece.at, n + 1);
    return { piece, dx: n * 0.18 - 0.0 };
  });
}
