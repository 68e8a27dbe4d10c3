import type { ReactNode } from 'react';
import type { PreviewCandidate, PreviewSpec, TableSpec } from '../../models/core/board';
import type { Settings } from './settings';
import { TablePlaceholder } from './TablePlaceholder';
import { TableCanvas } from '../table/TableCanvas';
import { SceneFallback } from '../ui/SceneFallback';
import { strings } from '../ui/strings';

export interface GameTableProps {
  readonly table: TableSpec;
  /** Each seat's colour (hex), from the colours the players chose. */
  readonly seatColours: readonly string[];
  readonly selected: string | null;
  readonly settings: Settings;
  onPiece(id: string): void;
  onCell(id: string): void;
  onPieceMenu(id: string, x: number, y: number): void;
  /** A module's placement preview (legal cells lit, illegal ones with their reasons). */
  readonly preview?: PreviewSpec | null;
  onPreviewHover?(candidate: PreviewCandidate | null): void;
  /** A module's own 3D content (its `Layer`), drawn in the table's canvas. */
  readonly layers?: ReactNode;
}

/**
 * The table on the game screen. A module that brings its own 3D layer is drawn on the shared 3D TableScene;
 * the others keep the flat stand-in until the game screen switches over to the 3D table for everyone.
 */
export function GameTable(props: GameTableProps) {
  const { table, seatColours, selected, onPiece, onCell, onPieceMenu, preview, onPreviewHover, layers } = props;
  return (
    <div className="game-table" role="img" aria-label={strings.game.tableLabel(props.table.pieces.length)}>
      {layers ? (
        <SceneFallback>
          <TableCanvas
            spec={table}
            preview={preview ?? null}
            selected={selected}
            colorOf={(seat) => seatColours[seat] ?? '#9b978d'}
            onCellClick={onCell}
            onPieceClick={onPiece}
            onPieceContextMenu={(id, at) => onPieceMenu(id, at.x, at.y)}
            onPreviewHover={(c) => onPreviewHover?.(c)}
          >
            {layers}
          </TableCanvas>
        </SceneFallback>
      ) : (
        <TablePlaceholder {...props} />
      )}
    </div>
  );
}
