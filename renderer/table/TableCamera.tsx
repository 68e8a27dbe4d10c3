import { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Bounds, TableLayout } from './layout';

/** The camera's home view: from the players' side, looking down at about 50 degrees. */
const HOME_POLAR = 0.85;

/**
 * How far back the camera stands (polar angle from straight down) so a W x D patch of table fills about 85%
 * of the view: the depth shows foreshortened by cos(polar), and the near half looms larger in perspective.
 */
export function homeDistance(b: Bounds, fovDeg: number, aspect: number, polar: number): number {
  const t = Math.tan(((fovDeg / 2) * Math.PI) / 180);
  const w = b.maxX - b.minX;
  const d = b.maxZ - b.minZ;
  return Math.max(w / (2 * aspect * t), (d * Math.cos(polar) + d * 0.35 * Math.sin(polar)) / (2 * t)) / 0.85;
}

/** Keys are ignored while the player types in a field of the DOM overlay. */
const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export interface TableCameraProps {
  layout: TableLayout;
  focus?: { x: number; y: number; z: number } | null;
  controlsRef: RefObject<CameraControls | null>;
}

/**
 * Orbit, pan and zoom with mouse, touchpad (drei CameraControls) and keyboard: arrows pan, +/- zoom, Q/E rotate,
 * R resets, T looks straight down, digits focus the board with that hotkey. `focus` glides to a point.
 */
export function TableCamera({ layout, focus, controlsRef }: TableCameraProps) {
  const invalidate = useThree((s) => s.invalidate);
  const homed = useRef(false);

  const camera = useThree((s) => s.camera);
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  /** Looks at a part of the table from the players' side, far enough back for all of it to show. */
  const view = useCallback(
    (b: Bounds, smooth: boolean) => {
      const c = controlsRef.current;
      if (!c) return;
      const fov = 'fov' in camera ? (camera.fov as number) : 40;
      const d = homeDistance(b, fov, aspect, HOME_POLAR);
      const cx = (b.minX + b.maxX) / 2;
      const cz = (b.minZ + b.maxZ) / 2;
      void c.setLookAt(cx, d * Math.cos(HOME_POLAR), cz + d * Math.sin(HOME_POLAR), cx, 0, cz, smooth);
      invalidate();
    },
    [controlsRef, camera, aspect, invalidate],
  );
  const home = useCallback((smooth: boolean) => view(layout.bounds, smooth), [view, layout]);

  useEffect(() => {
    if (homed.current) return;
    homed.current = true;
    home(false);
  }, [home]);

  useEffect(() => {
    const c = controlsRef.current;
    if (!c || !focus) return;
    void c.moveTo(focus.x, focus.y, focus.z, true);
    if (c.distance > 9) void c.dollyTo(9, true);
    invalidate();
  }, [focus, controlsRef, invalidate]);

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const c = controlsRef.current;
      if (!c || typing(ev.target) || ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const step = Math.max(0.6, c.distance * 0.08);
      const k = ev.key;
      let used = true;
      if (k === 'ArrowLeft') void c.truck(-step, 0, true);
      else if (k === 'ArrowRight') void c.truck(step, 0, true);
      else if (k === 'ArrowUp') void c.forward(step, true);
      else if (k === 'ArrowDown') void c.forward(-step, true);
      else if (k === '+' || k === '=') void c.dolly(c.distance * 0.2, true);
      else if (k === '-' || k === '_') void c.dolly(-c.distance * 0.25, true);
      else if (k === 'q' || k === 'Q') void c.rotate(Math.PI / 12, 0, true);
      else if (k === 'e' || k === 'E') void c.rotate(-Math.PI / 12, 0, true);
      else if (k === 'r' || k === 'R') home(true);
      else if (k === 't' || k === 'T') void c.rotatePolarTo(0.0001, true);
      else {
        const board = layout.boards.find((b) => b.hotkey === k);
        if (board) view(board.bounds, true);
        else used = false;
      }
      if (used) {
        ev.preventDefault();
        invalidate();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [layout, controlsRef, home, view, invalidate]);

  return <CameraControls ref={controlsRef} makeDefault minDistance={2} maxDistance={90} maxPolarAngle={Math.PI * 0.46} dollyToCursor smoothTime={0.2} />;
}
