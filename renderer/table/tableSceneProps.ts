import type { PreviewCandidate, PreviewSpec, TableSpec } from '../../models/core/board';
import type { SeatMark } from './palette';
import type { ScreenRect } from './viewport';

export interface TableSceneProps {
  spec: TableSpec;
  preview?: PreviewSpec | null;
  /** A cell or piece id. */
  selected?: string | null;
  /** Cell or piece ids to ring (a tutorial's squares, a rule's pieces). */
  highlighted?: readonly string[];
  colorOf?(seat: number): string;
  markOf?(seat: number): SeatMark;
  /** 1 is normal; 0 puts pieces in place at once. */
  animationSpeed?: number;
  /** Moving water (frames at a gentle tick while water shows). Default on, but off in e2e builds, where SwiftShader
   * would spend the tests' CPU on it; reduced motion also stops it. */
  ambient?: boolean;
  /** The scene's own lights (turn off when the host canvas lights the table). */
  lights?: boolean;
  onCellClick?(cellId: string): void;
  onCellHover?(cellId: string | null): void;
  onPieceClick?(pieceId: string): void;
  /** Client (CSS pixel) coordinates of the right click, for a DOM menu. */
  onPieceContextMenu?(pieceId: string, screen: { x: number; y: number }): void;
  onPieceDrop?(pieceId: string, cellId: string): void;
  /** A drag of the piece began (its id) or ended (null), so a module can light where the piece may go. */
  onPieceDrag?(pieceId: string | null): void;
  /** A legal candidate of the preview was clicked. */
  onPreviewPick?(candidateIndex: number): void;
  /** The preview candidate under the pointer, for the caller's tooltip (reason or detail), or null. */
  onPreviewHover?(candidate: PreviewCandidate | null, index: number | null): void;
  /** A cell or piece id the camera glides to. */
  focus?: string | null;
  /** What covers the canvas (panels, banner; CSS pixels of the canvas): the boards are framed in the space left. */
  covers?: readonly ScreenRect[];
  /** Cell ids the home view frames (the shown seat's home); every board when absent. A new home is framed at once. */
  home?: readonly string[] | null;
  /** The home view's angle from straight down (radians): an area map reads better from higher up. */
  tilt?: number;
  /** The seat whose table is shown: the area names of its areas are the last to give way. */
  seat?: number | null;
}
