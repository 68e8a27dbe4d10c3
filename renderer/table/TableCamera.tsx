import { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { Bounds, TableLayout } from './layout';
import type { ScreenRect } from './viewport';

/** The camera's home view: from the players' side, looking down at about 50 degrees. */
export const HOME_POLAR = 0.85;

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

/** How wide a patch of table looks against its depth from the home view (the aspect homeDistance fits). */
export function shownAspect(b: Bounds, polar = HOME_POLAR): number {
  const d = b.maxZ - b.minZ;
  return (b.maxX - b.minX) / Math.max(0.01, d * Math.cos(polar) + d * 0.35 * Math.sin(polar));
}

/**
 * Where the camera stands, looking from the players' side at `polar` from straight down, to show the box `b` (from
 * the table up to `height`) inside the `frame` part of a width x height canvas: its distance from the box's centre,
 * and the sideways and upwards shift of the camera (in its own axes, as CameraControls' focal offset) that puts the
 * box in the frame. Exact for the box's corners: the closest distance at which every corner projects inside the
 * frame shrunk to `fill` of its size, with the box centred in the room left.
 */
export function framedView(b: Bounds, fovDeg: number, width: number, height: number, frame: ScreenRect | null | undefined, polar = HOME_POLAR, fill = 0.9, boxHeight = 0.4) {
  const t = Math.tan(((fovDeg / 2) * Math.PI) / 180);
  const aspect = width / Math.max(1, height);
  const f = frame ?? { left: 0, top: 0, right: width, bottom: height };
  // The frame in normalised device coordinates, shrunk around its centre.
  const ndc = (v: number, size: number) => (v / Math.max(1, size)) * 2 - 1;
  const cx = (ndc(f.left, width) + ndc(f.right, width)) / 2;
  const hx = ((ndc(f.right, width) - ndc(f.left, width)) / 2) * fill;
  const cy = (-ndc(f.bottom, height) - ndc(f.top, height)) / 2;
  const hy = ((ndc(f.bottom, height) - ndc(f.top, height)) / 2) * fill;
  const [x0, x1, y0, y1] = [cx - hx, cx + hx, cy - hy, cy + hy];
  // Corners relative to the box's centre, in the camera's axes: right (1,0,0), up (0,s,-c), back (0,c,s).
  const s = Math.sin(polar);
  const c = Math.cos(polar);
  const mx = (b.minX + b.maxX) / 2;
  const mz = (b.minZ + b.maxZ) / 2;
  const corners: [number, number, number][] = [];
  for (const x of [b.minX, b.maxX]) for (const z of [b.minZ, b.maxZ]) for (const y of [0, boxHeight]) corners.push([x - mx, y * s - (z - mz) * c, y * c + (z - mz) * s]);
  /** The camera shifts that fit every corner at distance d, or null when none does. */
  const fit = (d: number) => {
    let loX = -Infinity, hiX = Infinity, loY = -Infinity, hiY = Infinity;
    for (const [px, py, pz] of corners) {
      const depth = d - pz;
      if (depth <= 0.05) return null;
      loX = Math.max(loX, px - x1 * depth * t * aspect);
      hiX = Math.min(hiX, px - x0 * depth * t * aspect);
      loY = Math.max(loY, py - y1 * depth * t);
      hiY = Math.min(hiY, py - y0 * depth * t);
    }
    return loX <= hiX && loY <= hiY ? { shiftX: (loX + hiX) / 2, shiftY: (loY + hiY) / 2 } : null;
  };
  let near = 0.5;
  let far = 400;
  if (!fit(far)) return { distance: far, shiftX: 0, shiftY: 0 };
  for (let i = 0; i < 40; i++) {
    const mid = (near + far) / 2;
    if (fit(mid)) far = mid;
    else near = mid;
  }
  return { distance: far, ...fit(far)! };
}

/** Keys are ignored while the player types in a field of the DOM overlay. */
const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

export interface TableCameraProps {
  layout: TableLayout;
  /** What the home view frames (a seat's home); every board when absent. A new home is framed at once. */
  home?: Bounds | null;
  /** The home view's angle from straight down (radians); HOME_POLAR when absent. */
  polar?: number;
  /** The part of the canvas (CSS pixels) that no panel covers: the boards are framed in it. */
  frame?: ScreenRect | null;
  focus?: { x: number; y: number; z: number } | null;
  controlsRef: RefObject<CameraControls | null>;
}

/**
 * Orbit, pan and zoom with mouse, touchpad (drei CameraControls) and keyboard: arrows pan, +/- zoom, Q/E rotate,
 * R resets, T looks straight down, digits focus the board with that hotkey. `focus` glides to a point.
 */
export function TableCamera({ layout, home: homeBox, polar = HOME_POLAR, frame, focus, controlsRef }: TableCameraProps) {
  const invalidate = useThree((s) => s.invalidate);
  // Whether the player moved the camera since the last home view: until then, the view follows the free frame.
  const moved = useRef(false);
  const homed = useRef(false);

  const camera = useThree((s) => s.camera);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  /** Looks at a part of the table from the players' side, far enough back for all of it to show in the free frame. */
  const view = useCallback(
    (b: Bounds, smooth: boolean) => {
      const c = controlsRef.current;
      if (!c) return;
      const fov = 'fov' in camera ? (camera.fov as number) : 40;
      const cx = (b.minX + b.maxX) / 2;
      const cz = (b.minZ + b.maxZ) / 2;
      if (!frame) {
        const d = homeDistance(b, fov, width / Math.max(1, height), polar);
        void c.setLookAt(cx, d * Math.cos(polar), cz + d * Math.sin(polar), cx, 0, cz, smooth);
        void c.setFocalOffset(0, 0, 0, smooth);
      } else {
        // The camera stands aside (its focal offset) so the boards show in the part of the canvas no panel covers.
        const { distance: d, shiftX, shiftY } = framedView(b, fov, width, height, frame, polar);
        void c.setLookAt(cx, d * Math.cos(polar), cz + d * Math.sin(polar), cx, 0, cz, smooth);
        // (CameraControls counts the focal offset's y downwards.)
        void c.setFocalOffset(shiftX, -shiftY, 0, smooth);
      }
      invalidate();
    },
    [controlsRef, camera, width, height, frame, polar, invalidate],
  );
  const homeKey = homeBox ? `${homeBox.minX},${homeBox.maxX},${homeBox.minZ},${homeBox.maxZ}` : '';
  const target = useMemo(() => homeBox ?? layout.bounds, [homeKey, layout]);
  const home = useCallback(
    (smooth: boolean) => {
      moved.current = false;
      view(target, smooth);
    },
    [view, target],
  );

  // A new home (another seat shown after a hand-over) is framed even where the last player moved the camera.
  // (Declared before the home effect below, so it runs first.)
  useEffect(() => {
    moved.current = false;
  }, [homeKey]);

  // The first home view at once; later ones (panels opened or closed, the window resized) glide, unless the player
  // has moved the camera since.
  useEffect(() => {
    if (moved.current) return;
    home(homed.current);
    homed.current = true;
  }, [home]);

  useEffect(() => {
    const c = controlsRef.current;
    if (!c) return;
    const touched = () => (moved.current = true);
    c.addEventListener('controlstart', touched);
    return () => c.removeEventListener('controlstart', touched);
  });

  useEffect(() => {
    const c = controlsRef.current;
    if (!c || !focus) return;
    moved.current = true;
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
        if (k !== 'r' && k !== 'R') moved.current = true;
        ev.preventDefault();
        invalidate();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [layout, controlsRef, home, view, invalidate]);

  return <CameraControls ref={controlsRef} makeDefault minDistance={2} maxDistance={90} maxPolarAngle={Math.PI * 0.46} dollyToCursor smoothTime={0.2} />;
}
