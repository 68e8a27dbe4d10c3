import { useMemo, useState, type RefObject } from 'react';
import type { PreviewCandidate, PreviewSpec } from '../../models/core/board';
import type { Tutorial, TutorialStep } from '../../models/core/tutorial';
import { GameTable } from '../game/GameTable';
import type { Settings } from '../game/settings';
import type { ModuleRenderer, PieceDrop } from '../module-renderer';
import { layoutTable } from '../table/layout';
import { seatColours as palette } from '../ui/seat-colors';
import { PointerSquare, TutorialMarks, type ScreenLabel } from './TutorialMarks';

export interface TutorialTableProps {
  tutorial: Tutorial;
  renderer: ModuleRenderer;
  view: unknown;
  step: TutorialStep | null;
  settings: Settings;
  preview: PreviewSpec | null;
  onPicked: (cell: string | null) => void;
  onDrag: (piece: string | null) => void;
  onDropped: (drop: (d: PieceDrop | null) => PieceDrop) => void;
  onPreviewHint: (candidate: PreviewCandidate | null) => void;
  /** The square under the pointer, kept for the click on a refused square. */
  square: RefObject<string | null>;
  onPointerDown: (e: React.PointerEvent) => void;
  onClick: (e: React.MouseEvent) => void;
}

/** The tutorial's board: the session's view through the module's table, with the step's camera, marks and labels. */
export function TutorialTable({ tutorial, renderer, view, step, settings, preview, onPicked, onDrag, onDropped, onPreviewHint, square, onPointerDown, onClick }: TutorialTableProps) {
  const [labels, setLabels] = useState<ScreenLabel[]>([]);
  const table = useMemo(() => (view !== undefined ? renderer.tableOf(view) : { boards: [], pieces: [] }), [view, renderer]);
  const layout = useMemo(() => layoutTable(table.boards), [table.boards]);
  const colours = useMemo(() => tutorial.scenario.players.map((_, i) => palette[i % palette.length].hex), [tutorial]);
  const marks = useMemo(() => tutorial.scenario.players.map((_, i) => palette[i % palette.length].mark), [tutorial]);
  return (
    <div className="tutorial-table" onPointerDown={onPointerDown} onClick={onClick}>
      <GameTable
        table={table}
        seatColours={colours}
        seatMarks={marks}
        selected={null}
        settings={settings}
        onPiece={() => undefined}
        onCell={onPicked}
        onDrag={onDrag}
        onDrop={(piece, cell) => onDropped((d) => ({ piece, to: cell, n: (d?.n ?? 0) + 1 }))}
        onPieceMenu={() => undefined}
        preview={preview}
        onPreviewHover={onPreviewHint}
        highlighted={step?.highlight}
        focus={step?.camera ?? null}
        layers={
          <>
            {renderer.Layer && view !== undefined ? <renderer.Layer view={view} layout={layout} seatColours={colours} /> : null}
            <TutorialMarks step={step} layout={layout} table={table} onLabels={setLabels} />
            <PointerSquare layout={layout} onSquare={(cell) => (square.current = cell)} />
          </>
        }
      />
      {labels.map((l) => (
        <span key={`${l.at}-${l.text}`} className="tutorial-label" data-at={l.at} style={{ left: l.x, top: l.y }}>
          {l.text}
        </span>
      ))}
    </div>
  );
}
