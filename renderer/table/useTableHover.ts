import type { ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Plane, Vector3 } from 'three';
import type { PreviewSpec } from '../../models/core/board';
import { PLATE_TOP, type CellFinder } from './layout';
import { candidateAt } from './preview';
import type { TableSceneProps } from './tableSceneProps';

/** A press that moved more pixels than this is a drag, not a click. */
export const DRAG_PX = 6;
/** The height of the table's pointer plane: a square is found where the pointer's ray meets it. */
export const POINTER_Y = PLATE_TOP + 0.09;
const pointerPlane = new Plane(new Vector3(0, 1, 0), -POINTER_Y);
const groundHit = new Vector3();

/**
 * The hovered cell (state, it redraws marks) mirrored in a ref for the drag's window listeners, told to the caller
 * with the preview candidate under it; and the table's pointer plane's moves and clicks.
 */
export function useTableHover(preview: PreviewSpec | null | undefined, finder: CellFinder, cbs: RefObject<TableSceneProps>) {
  const [hovered, setHovered] = useState<string | null>(null);
  const hoveredRef = useRef<string | null>(null);

  const hoverCell = useCallback(
    (id: string | null) => {
      if (hoveredRef.current === id) return;
      const before = candidateAt(preview, hoveredRef.current ?? '');
      hoveredRef.current = id;
      setHovered(id);
      cbs.current.onCellHover?.(id);
      const now = id ? candidateAt(preview, id) : null;
      if (now !== before || now === null) cbs.current.onPreviewHover?.(now === null ? null : preview!.candidates[now], now);
    },
    [preview, cbs],
  );

  // A new preview (another building, a new position after a move or an undo) under a pointer that has not moved:
  // say what the square means now, not what it meant in the old preview.
  useEffect(() => {
    const id = hoveredRef.current;
    const now = id ? candidateAt(preview, id) : null;
    cbs.current.onPreviewHover?.(now === null ? null : preview!.candidates[now], now);
  }, [preview, cbs]);

  // The drag's window listener outlives a render: it reaches the hover of the latest preview through a ref.
  const hoverLatest = useRef(hoverCell);
  hoverLatest.current = hoverCell;
  const previewRef = useRef(preview);
  previewRef.current = preview;
  /** The preview candidate on the square the pointer's ray meets the table at, or null. */
  const candidateUnder = useCallback(
    (e: ThreeEvent<MouseEvent>) => {
      if (!previewRef.current || !e.ray.intersectPlane(pointerPlane, groundHit)) return null;
      const cell = finder.at(groundHit.x, groundHit.z)?.id;
      return cell ? candidateAt(previewRef.current, cell) : null;
    },
    [finder],
  );

  const onPlaneMove = (e: ThreeEvent<PointerEvent>) => hoverCell(finder.at(e.point.x, e.point.z)?.id ?? null);
  const onPlaneClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > DRAG_PX) return;
    const cell = finder.at(e.point.x, e.point.z)?.id;
    if (!cell) return;
    const idx = candidateAt(preview, cell);
    if (idx !== null) {
      if (preview!.candidates[idx].ok) cbs.current.onPreviewPick?.(idx);
      return;
    }
    cbs.current.onCellClick?.(cell);
  };
  return { hovered, hoveredRef, hoverCell, hoverLatest, previewRef, candidateUnder, onPlaneMove, onPlaneClick };
}
