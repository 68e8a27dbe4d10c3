import type { CameraControls } from '@react-three/drei';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useMemo, type RefObject } from 'react';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import type { PieceSpec, PreviewSpec } from '../../models/core/board';
import { PLATE_TOP, type CellFinder } from './layout';
import type { PieceHandlers } from './PieceLayer';
import type { TableSceneProps } from './tableSceneProps';
import { DRAG_PX } from './useTableHover';

const ground = new Plane(new Vector3(0, 1, 0), -(PLATE_TOP + 0.09));
const dragRay = new Raycaster();
const dragHit = new Vector3();

export interface PieceHandlerDeps {
  cbs: RefObject<TableSceneProps>;
  controls: RefObject<CameraControls | null>;
  finder: CellFinder;
  pieceById: ReadonlyMap<string, PieceSpec>;
  /** The latest hover (a ref: the drag's window listeners outlive a render) and the hovered cell. */
  hoverLatest: RefObject<(id: string | null) => void>;
  hoveredRef: RefObject<string | null>;
  previewRef: RefObject<PreviewSpec | null | undefined>;
  candidateUnder: (e: ThreeEvent<MouseEvent>) => number | null;
  setDragging: (id: string | null) => void;
}

/** The pieces' pointer handlers: drag to a cell, click, right click for the menu, and the hover cursor. */
export function usePieceHandlers({ cbs, controls, finder, pieceById, hoverLatest, hoveredRef, previewRef, candidateUnder, setDragging }: PieceHandlerDeps): PieceHandlers {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  return useMemo<PieceHandlers>(
    () => ({
      down(id, e) {
        if (e.button !== 0 || !cbs.current.onPieceDrop) return;
        e.stopPropagation();
        const c = controls.current;
        c?.cancel();
        if (c) c.enabled = false;
        const x0 = e.nativeEvent.clientX;
        const y0 = e.nativeEvent.clientY;
        let active = false;
        const move = (ev: PointerEvent) => {
          // The cell under the pointer from the ground itself: a piece standing on the target would hide the table's
          // plane from the pointer events (a piece's pointer-over stops them), and the drop would find no cell.
          const r = gl.domElement.getBoundingClientRect();
          dragRay.setFromCamera(new Vector2(((ev.clientX - r.left) / r.width) * 2 - 1, -((ev.clientY - r.top) / r.height) * 2 + 1), camera);
          if (dragRay.ray.intersectPlane(ground, dragHit)) hoverLatest.current(finder.at(dragHit.x, dragHit.z)?.id ?? null);
          if (!active && Math.hypot(ev.clientX - x0, ev.clientY - y0) > DRAG_PX) {
            active = true;
            setDragging(id);
            cbs.current.onPieceDrag?.(id);
          }
        };
        const up = () => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', up);
          if (c) c.enabled = true;
          setDragging(null);
          if (active) cbs.current.onPieceDrag?.(null);
          const cell = hoveredRef.current;
          if (active && cell && cell !== pieceById.get(id)?.at) cbs.current.onPieceDrop?.(id, cell);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', up);
      },
      click(id, e) {
        // A piece over a square the preview offers (a building to upgrade, a figure in front of it on screen): the
        // click goes on to the table's plane, which picks the square, as on any other square of the preview.
        if (candidateUnder(e) !== null) return;
        e.stopPropagation();
        if (e.delta <= DRAG_PX) cbs.current.onPieceClick?.(id);
      },
      context(id, e) {
        e.stopPropagation();
        e.nativeEvent.preventDefault();
        cbs.current.onPieceContextMenu?.(id, { x: e.nativeEvent.clientX, y: e.nativeEvent.clientY });
      },
      hover(id, e) {
        // Only the nearest piece takes the pointer; while a preview is up the table's plane behind it still follows
        // the pointer, so a square under or behind a piece shows its ghost and its words.
        if (e && !previewRef.current) e.stopPropagation();
        gl.domElement.style.cursor = id ? 'pointer' : '';
      },
    }),
    [pieceById, gl, camera, finder, candidateUnder, cbs, controls, hoverLatest, hoveredRef, previewRef, setDragging],
  );
}
