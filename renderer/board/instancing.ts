import { useLayoutEffect, type RefObject } from 'react';
import { Color, Euler, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';

/** One copy of a repeated thing: where it stands, how it turns and grows, and its colour. */
export interface Placement {
  readonly position: readonly [number, number, number];
  readonly rotationY?: number;
  readonly scale?: number | readonly [number, number, number];
  readonly color?: Color;
}

const m = new Matrix4();
const q = new Quaternion();
const e = new Euler();
const p = new Vector3();
const s = new Vector3();

export function placementMatrix(pl: Placement, out = m): Matrix4 {
  const sc = pl.scale ?? 1;
  if (typeof sc === 'number') s.set(sc, sc, sc);
  else s.set(sc[0], sc[1], sc[2]);
  p.set(pl.position[0], pl.position[1], pl.position[2]);
  q.setFromEuler(e.set(0, pl.rotationY ?? 0, 0));
  return out.compose(p, q, s);
}

/** Writes placements into an InstancedMesh (matrices, colours, count) whenever they change. */
export function useInstances(ref: RefObject<InstancedMesh | null>, placements: readonly Placement[]) {
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    placements.forEach((pl, i) => {
      mesh.setMatrixAt(i, placementMatrix(pl));
      if (pl.color) mesh.setColorAt(i, pl.color);
    });
    mesh.count = placements.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [ref, placements]);
}

/** A colour nudged in lightness, so repeated things do not look stamped. */
export function vary(base: Color, amount: number, t: number): Color {
  return base.clone().offsetHSL(0, 0, (t - 0.5) * amount);
}
