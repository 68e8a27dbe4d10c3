import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, type RefObject } from 'react';
import { Color, Object3D, type InstancedMesh, type Mesh, type MeshStandardMaterial } from 'three';
import { KIND_INFO, KINDS, type Kind } from '../../models/khronos/data';
import type { BoardChanges } from './changes';
import { FAMILY_HEX, RUIN_HEX } from './silhouettes';
import { roofOf, type ChangeMemo, type Ghost, type Tile } from './tiles';

/** Seconds between one board's landing and the next one's in a ripple, and for one drop or one sinking. */
const RIPPLE_STEP = 0.7;
const DROP = 0.6;
const SINK = 1.6;
const DROP_HEIGHT = 2.4;

const ease = (u: number) => 1 - Math.pow(1 - Math.min(1, Math.max(0, u)), 3);

/** Writes every instance of a kind at animation time `time` (seconds since the change; Infinity = settled). */
function poseKind(mesh: InstancedMesh, list: readonly Tile[], time: number, o: Object3D) {
  list.forEach((tile, i) => {
    const { x, y, z } = tile.place;
    let dy = 0;
    let s = 1;
    if (tile.step !== null && time !== Infinity) {
      const u = (time - tile.step * RIPPLE_STEP) / DROP;
      s = u < 0 ? 0.0001 : 0.7 + 0.3 * ease(u);
      dy = (1 - ease(u)) * DROP_HEIGHT;
    }
    o.position.set(x, y + dy, z);
    o.scale.set(s, tile.b.ruin ? s * 0.45 : s, s);
    o.updateMatrix();
    mesh.setMatrixAt(i, o.matrix);
  });
  mesh.instanceMatrix.needsUpdate = true;
}

/** A gone tile at animation time `time`: sunk and faded by its step, its label shown only while it sinks. */
function sinkGhost({ g, place }: Ghost, mesh: Mesh, label: HTMLSpanElement | null, time: number) {
  const u = Math.min(1, Math.max(0, (time - g.step * RIPPLE_STEP) / SINK));
  mesh.position.set(place.x, place.y - ease(u) * 0.8 * roofOf(g.building.kind), place.z);
  (mesh.material as MeshStandardMaterial).opacity = 0.9 * (1 - ease(u));
  mesh.visible = u < 1;
  // The label says why the tile went while it sinks, then goes with it (it must not outlive the change).
  if (label) label.style.display = u < 1 ? '' : 'none';
}

export interface TileMeshes {
  /** Each kind's instanced mesh. */
  kinds: RefObject<Map<Kind, InstancedMesh>>;
  /** Each ghost's mesh and label, by its index in the ghosts. */
  ghosts: RefObject<(Mesh | null)[]>;
  labels: RefObject<(HTMLSpanElement | null)[]>;
}

/**
 * Colours and places the tiles after every render (at the change's start while it animates), then plays the change
 * frame by frame: the landed tiles drop in, the gone ones sink, and frames are asked for only until it is over.
 */
export function useTileMotion(memo: RefObject<ChangeMemo>, changes: BoardChanges, byKind: ReadonlyMap<Kind, Tile[]>, ghosts: readonly Ghost[], meshes: TileMeshes) {
  const lastStep = Math.max(0, ...changes.appeared.map((a) => a.step), ...changes.gone.map((g) => g.step));
  const animating = changes.appeared.length > 0 || changes.gone.length > 0;
  const total = lastStep * RIPPLE_STEP + Math.max(DROP, SINK) + 0.1;
  const invalidate = useThree((s) => s.invalidate);
  const o = useMemo(() => new Object3D(), []);

  const pose = (kind: Kind, time: number) => {
    const mesh = meshes.kinds.current.get(kind);
    if (mesh) poseKind(mesh, byKind.get(kind)!, time, o);
  };

  useLayoutEffect(() => {
    for (const kind of KINDS) {
      const mesh = meshes.kinds.current.get(kind);
      if (!mesh) continue;
      const list = byKind.get(kind)!;
      const family = new Color(FAMILY_HEX[KIND_INFO[kind].family]);
      const ruin = new Color(RUIN_HEX).lerp(family, 0.25);
      list.forEach((tile, i) => mesh.setColorAt(i, tile.b.ruin ? ruin : family));
      mesh.count = list.length;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      pose(kind, animating ? 0 : Infinity);
      mesh.computeBoundingSphere();
    }
    invalidate();
  });

  useFrame(({ clock }) => {
    if (!animating) return;
    const m = memo.current;
    if (m.started === null) m.started = clock.elapsedTime;
    const time = clock.elapsedTime - m.started;
    const done = time > total;
    for (const kind of KINDS) if (byKind.get(kind)!.some((x) => x.step !== null)) pose(kind, done ? Infinity : time);
    ghosts.forEach((ghost, i) => {
      const mesh = meshes.ghosts.current[i];
      if (mesh) sinkGhost(ghost, mesh, meshes.labels.current[i], time);
    });
    if (!done) invalidate();
  });
}
