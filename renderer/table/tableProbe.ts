import type { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { InstancedMesh, Mesh, Vector3, type Camera } from 'three';
import { registerTableProbe, testBuild } from '../app/testHook';
import { layerPoints } from './layerPoints';
import { PLATE_TOP, type TableLayout } from './layout';
import type { PieceMotion } from './PieceLayer';
import type { PiecePlan } from './piecePlan';
import { kindHeight } from './pieceShapes';
import type { ScreenRect } from './viewport';

/** In e2e builds, exposes the table on window.__tessera.table for Playwright and the render benchmark. */
export function useTableProbe(layout: TableLayout, plan: PiecePlan, motion: Map<string, PieceMotion>, frame: ScreenRect | null, controls: { current: CameraControls | null }) {
  const get = useThree((s) => s.get);
  const latest = useRef({ layout, plan, frame });
  latest.current = { layout, plan, frame };
  useEffect(() => {
    if (!testBuild) return;
    const v = new Vector3();
    registerTableProbe({
      screenOf(id) {
        const { layout: l, plan: pl } = latest.current;
        const { camera, size } = get();
        const cell = l.cells.get(id);
        const piece = pl.places.get(id);
        if (cell) v.set(cell.x, cell.top, cell.z);
        else if (piece) {
          const a = motion.get(id);
          v.set(a?.x ?? piece.x, (a?.y ?? piece.y) + (kindHeight[piece.kind] * piece.scale) / 2, a?.z ?? piece.z);
        } else {
          const lp = layerPoints.get(id);
          if (!lp) return null;
          v.set(lp.x, lp.y, lp.z);
        }
        camera.updateMatrixWorld();
        v.project(camera);
        return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
      },
      boardRects() {
        const { camera, size } = get();
        camera.updateMatrixWorld();
        return latest.current.layout.boards.map((board) => ({ id: board.id, label: board.label, ...screenBox(board.bounds, camera, size, v) }));
      },
      frame: () => {
        const { size } = get();
        return latest.current.frame && { ...latest.current.frame, width: size.width, height: size.height };
      },
      cameraMoving: () => controls.current?.active ?? false,
      info() {
        const { gl, scene, camera } = get();
        gl.render(scene, camera);
        const { plan: pl } = latest.current;
        return { calls: gl.info.render.calls, triangles: gl.info.render.triangles, pieces: pl.places.size, kinds: pl.byKind.size };
      },
      submitMs() {
        const { gl, scene, camera } = get();
        const t0 = performance.now();
        gl.render(scene, camera);
        return performance.now() - t0;
      },
      frameMs() {
        const { gl, scene, camera } = get();
        const ctx = gl.getContext();
        const px = new Uint8Array(4);
        const t0 = performance.now();
        gl.render(scene, camera);
        ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, px);
        return performance.now() - t0;
      },
      drawn() {
        const meshes: Record<string, number> = {};
        get().scene.traverseVisible((o) => {
          const n = o instanceof InstancedMesh ? o.count : o instanceof Mesh ? 1 : 0;
          // An unnamed mesh counts under its group's name (a miniature and its plinth under "miniature-<id>").
          const name = o.name || o.parent?.name;
          if (name && n > 0) meshes[name] = (meshes[name] ?? 0) + n;
        });
        return { pieces: [...latest.current.plan.places.keys()].sort(), meshes };
      },
    });
    return () => registerTableProbe(null);
  }, [get, motion, controls]);
}

/** The screen box (CSS pixels) of a board's bounds, from the table up to just above its plate. */
function screenBox(b: TableLayout['bounds'], camera: Camera, size: { width: number; height: number }, v: Vector3) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const x of [b.minX, b.maxX])
    for (const z of [b.minZ, b.maxZ])
      for (const y of [0, PLATE_TOP + 0.2]) {
        v.set(x, y, z).project(camera);
        const sx = ((v.x + 1) / 2) * size.width;
        const sy = ((1 - v.y) / 2) * size.height;
        left = Math.min(left, sx);
        right = Math.max(right, sx);
        top = Math.min(top, sy);
        bottom = Math.max(bottom, sy);
      }
  return { left, top, right, bottom };
}
