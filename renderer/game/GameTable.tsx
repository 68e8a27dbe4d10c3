import { Canvas } from '@react-three/fiber';
import { Component, useCallback, type ReactNode } from 'react';
import { PCFShadowMap } from 'three';
import type { PreviewCandidate, PreviewSpec, TableSpec } from '../../models/core/board';
import { attachTestHook, testBuild } from '../app/testHook';
import { FrameProbe } from '../board/FrameProbe';
import { TableScene } from '../table/TableScene';
import type { ScreenRect } from '../table/viewport';
import type { SeatMark } from '../ui/seat-colors';
import { strings } from '../ui/strings';
import { pixelRatioRange, type Settings } from './settings';
import { TablePlaceholder } from './TablePlaceholder';

export interface GameTableProps {
  readonly table: TableSpec;
  /** Each seat's colour (hex) and mark, from the colours the players chose. */
  readonly seatColours: readonly string[];
  readonly seatMarks?: readonly SeatMark[];
  readonly selected: string | null;
  readonly settings: Settings;
  onPiece(id: string): void;
  onCell(id: string): void;
  onPieceMenu(id: string, x: number, y: number): void;
  onDrop?(piece: string, cell: string): void;
  /** A piece is being dragged (its id), or the drag ended (null). */
  onDrag?(piece: string | null): void;
  /** A module's placement preview (legal cells lit, illegal ones with their reasons). */
  readonly preview?: PreviewSpec | null;
  onPreviewHover?(candidate: PreviewCandidate | null): void;
  /** A module's own 3D content (its `Layer`), drawn in the table's canvas. */
  readonly layers?: ReactNode;
  /** Cell or piece ids to ring (a tutorial step's marks). */
  readonly highlighted?: readonly string[];
  /** A cell or piece id the camera glides to. */
  readonly focus?: string | null;
  /** What covers the table (panels, banner; CSS pixels of the window): the boards are framed in the space left. */
  readonly covers?: readonly ScreenRect[];
  /** Cell ids the home view frames (the shown seat's home, from the module); every board when absent. */
  readonly home?: readonly string[] | null;
  /** The home view's angle from straight down (radians), where the module asks for its own. */
  readonly tilt?: number;
  /** The seat whose table is shown (its areas' names give way last). */
  readonly seat?: number | null;
}

const speed: Record<Settings['animation'], number> = { off: 0, slow: 0.5, normal: 1, fast: 2 };

/** Where WebGL cannot start, the game goes on with the flat board (the panels do the rest). */
class FlatFallback extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The table on the game screen: the shared 3D TableScene from renderer/table, in a canvas set by the graphics quality. */
export function GameTable(props: GameTableProps) {
  const { table, seatColours, seatMarks, selected, settings } = props;
  const colorOf = useCallback((seat: number) => seatColours[seat] ?? '#9b978d', [seatColours]);
  const markOf = useCallback((seat: number): SeatMark => seatMarks?.[seat] ?? 'circle', [seatMarks]);
  const quality = settings.quality;
  return (
    <div className="game-table" role="img" aria-label={strings.game.tableLabel(table.pieces.length)}>
      <FlatFallback fallback={<TablePlaceholder {...props} />}>
        <Canvas
          // Antialiasing and shadows are fixed when the canvas is made: a new quality makes a new canvas.
          key={quality}
          frameloop="demand"
          shadows={quality === 'low' ? false : { type: PCFShadowMap }}
          dpr={pixelRatioRange(settings)}
          camera={{ fov: 40, near: 0.3, far: 200, position: [0, 14, 14] }}
          gl={{ antialias: quality !== 'low', powerPreference: 'high-performance', preserveDrawingBuffer: testBuild }}
          onCreated={attachTestHook}
          onContextMenu={(e) => e.preventDefault()}
        >
          <color attach="background" args={['#17120d']} />
          <TableScene
            spec={table}
            selected={selected}
            highlighted={props.highlighted}
            focus={props.focus}
            covers={props.covers}
            home={props.home}
            tilt={props.tilt}
            seat={props.seat}
            preview={props.preview ?? null}
            onPreviewHover={(c) => props.onPreviewHover?.(c)}
            colorOf={colorOf}
            markOf={markOf}
            animationSpeed={speed[settings.animation]}
            ambient={quality !== 'low' && settings.animation !== 'off'}
            onCellClick={props.onCell}
            onPieceClick={props.onPiece}
            onPieceContextMenu={(id, at) => props.onPieceMenu(id, at.x, at.y)}
            onPieceDrop={props.onDrop}
            onPieceDrag={props.onDrag}
          />
          {props.layers}
          <FrameProbe />
        </Canvas>
      </FlatFallback>
    </div>
  );
}
