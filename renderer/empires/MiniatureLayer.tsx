import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { Color, CylinderGeometry, InstancedMesh, MeshStandardMaterial, Object3D, Vector3 } from 'three';
import { testBuild } from '../app/testHook';
import type { EmpiresView } from '../../models/empires/view';
import { standingBuildings } from '../../models/empires/table';
import { pointInPolygon, type CellPlace } from '../table/layout';
import type { ModuleLayerProps } from '../module-renderer';
import { isMiniature, miniatureGeometry, type MiniatureId } from './miniatures';

const material = new MeshStandardMaterial({ vertexColors: true, roughness: 0.75, metalness: 0.05 });
const plinthMaterial = new MeshStandardMaterial({ roughness: 0.6 });
const plinth = new CylinderGeometry(0.5, 0.54, 0.05, 24).translate(0, 0.025, 0);
const NEUTRAL = '#9b978d';
/** Miniatures stand a little smaller than their modelled size, so a city and tokens fit beside them. */
const SCALE = 0.9;

export interface MiniaturePlace {
  readonly id: MiniatureId;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly owner: number | null;
}

/**
 * Where each building stands: in its area, off the middle (where tokens and the city pile up) towards a corner
 * that is still inside the outline.
 */
export function placeMiniatures(view: EmpiresView, cells: ReadonlyMap<string, CellPlace>): MiniaturePlace[] {
  const out: MiniaturePlace[] = [];
  for (const b of standingBuildings(view)) {
    const cell = cells.get(b.area);
    if (!cell || !isMiniature(b.id)) continue;
    let [x, z] = [cell.x, cell.z];
    if (cell.outline) {
      const r = Math.max(0.45, cell.size * 0.4);
      const tries: [number, number][] = [[-0.75, -0.65], [0.75, -0.65], [-0.75, 0.65], [0.75, 0.65], [0, -1], [0, 1], [-1, 0], [1, 0]];
      const spot = tries.map(([dx, dz]) => [cell.x + dx * r, cell.z + dz * r] as [number, number]).find(([px, pz]) => pointInPolygon(px, pz, cell.outline!));
      if (spot) [x, z] = spot;
    }
    out.push({ id: b.id, x, y: cell.top, z, owner: b.owner });
  }
  return out;
}

function Kind({ id, places, seatColours }: { id: MiniatureId; places: readonly MiniaturePlace[]; seatColours: readonly string[] }) {
  const mesh = useRef<InstancedMesh>(null);
  const base = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const o = new Object3D();
    places.forEach((p, i) => {
      o.position.set(p.x, p.y, p.z);
      o.rotation.set(0, 0, 0);
      o.scale.setScalar(SCALE);
      o.updateMatrix();
      base.current?.setMatrixAt(i, o.matrix);
      base.current?.setColorAt(i, new Color(p.owner === null ? NEUTRAL : (seatColours[p.owner] ?? NEUTRAL)));
      o.position.y = p.y + 0.05 * SCALE;
      o.updateMatrix();
      mesh.current?.setMatrixAt(i, o.matrix);
    });
    for (const m of [mesh.current, base.current]) {
      if (!m) continue;
      m.count = places.length;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
      m.computeBoundingSphere();
    }
  }, [places, seatColours]);
  const capacity = Math.max(1, places.length);
  return (
    <group name={`miniature-${id}`}>
      <instancedMesh key={`m${capacity}`} ref={mesh} args={[miniatureGeometry(id), material, capacity]} castShadow receiveShadow />
      <instancedMesh key={`b${capacity}`} ref={base} args={[plinth, plinthMaterial, capacity]} receiveShadow />
    </group>
  );
}

/** The special buildings standing on the map, one instanced mesh per building kind, on plinths in the owner's colour. */
export function MiniatureLayer({ view, layout, seatColours }: ModuleLayerProps) {
  const places = useMemo(() => placeMiniatures(view as EmpiresView, layout.cells), [view, layout]);
  const byKind = useMemo(() => {
    const m = new Map<MiniatureId, MiniaturePlace[]>();
    for (const p of places) m.set(p.id, [...(m.get(p.id) ?? []), p]);
    return m;
  }, [places]);
  const get = useThree((s) => s.get);
  // Test builds: what the layer draws, and where on screen, for the end-to-end tests.
  useEffect(() => {
    if (!testBuild) return;
    const hook = window.__tessera as (typeof window.__tessera & { empires?: unknown }) | undefined;
    if (!hook) return;
    hook.empires = {
      miniatures: () => {
        const { scene, camera, size } = get();
        return places.map((p) => {
          const group = scene.getObjectByName(`miniature-${p.id}`);
          const mesh = group?.children[0] as InstancedMesh | undefined;
          const v = new Vector3(p.x, p.y + 0.3, p.z).project(camera);
          return { id: p.id, owner: p.owner, instances: mesh?.count ?? 0, screen: { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height } };
        });
      },
    };
  }, [places, get]);
  return (
    <group name="empires-miniatures">
      {[...byKind].map(([id, list]) => (
        <Kind key={id} id={id} places={list} seatColours={seatColours} />
      ))}
    </group>
  );
}
