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
/** Miniatures stand a little larger than their modelled size where the area has room (they shrink to fit). */
const SCALE = 1.2;
/** The plinth's radius at scale 1. */
const PLINTH = 0.54;

export interface MiniaturePlace {
  readonly id: MiniatureId;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly owner: number | null;
  /** How large it stands: SCALE, or less where the area is too narrow for the whole plinth. */
  readonly scale: number;
}

/** Distance from a point to the nearest edge of a polygon. */
function clearance(x: number, z: number, poly: readonly (readonly [number, number])[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, az] = poly[j];
    const [bx, bz] = poly[i];
    const [dx, dz] = [bx - ax, bz - az];
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / Math.max(1e-9, dx * dx + dz * dz)));
    best = Math.min(best, Math.hypot(x - (ax + t * dx), z - (az + t * dz)));
  }
  return best;
}

/** Far enough from an area's middle that the city and tokens standing there stay clear of the miniature. */
const OFF_MIDDLE = 0.45;

/**
 * Where in an area a miniature stands with its whole plinth inside the outline: on a fine grid of points inside the
 * area, one with room for the plinth that lies off the middle (where tokens and the city pile up), at the largest
 * size that allows it; if no size does, the point with the most room (the area's pole of inaccessibility), with
 * the miniature shrunk to fit.
 */
export function miniatureSpot(cell: Pick<CellPlace, 'x' | 'z' | 'outline'>): { x: number; z: number; scale: number } {
  const poly = cell.outline;
  if (!poly) return { x: cell.x, z: cell.z, scale: SCALE };
  const xs = poly.map(([x]) => x);
  const zs = poly.map(([, z]) => z);
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  const steps = 24;
  const points: { x: number; z: number; room: number; off: number }[] = [];
  for (let i = 0; i <= steps; i++)
    for (let j = 0; j <= steps; j++) {
      const x = x0 + ((x1 - x0) * i) / steps;
      const z = z0 + ((z1 - z0) * j) / steps;
      if (pointInPolygon(x, z, poly)) points.push({ x, z, room: clearance(x, z, poly), off: Math.hypot(x - cell.x, z - cell.z) });
    }
  const pole = points.reduce((best, p) => (p.room > best.room ? p : best), { x: cell.x, z: cell.z, room: 0, off: 0 });
  for (const scale of [SCALE, 1.05, 0.9, 0.75]) {
    const need = PLINTH * scale + 0.04;
    // The roomy point nearest to OFF_MIDDLE beyond it: off the middle, yet in the tokens' part of the area.
    const spot = points.filter((p) => p.room >= need && p.off >= OFF_MIDDLE).sort((p, q) => p.off - q.off)[0];
    if (spot) return { x: spot.x, z: spot.z, scale };
  }
  const need = PLINTH * SCALE + 0.04;
  return { x: pole.x, z: pole.z, scale: Math.max(0.35, (SCALE * Math.max(0, pole.room - 0.04)) / need) };
}

/** Where each building stands: in its area, wholly inside the outline, off the middle where there is room. */
export function placeMiniatures(view: EmpiresView, cells: ReadonlyMap<string, CellPlace>): MiniaturePlace[] {
  const out: MiniaturePlace[] = [];
  for (const b of standingBuildings(view)) {
    const cell = cells.get(b.area);
    if (!cell || !isMiniature(b.id)) continue;
    const { x, z, scale } = miniatureSpot(cell);
    out.push({ id: b.id, x, y: cell.top, z, owner: b.owner, scale });
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
      o.scale.setScalar(p.scale);
      o.updateMatrix();
      base.current?.setMatrixAt(i, o.matrix);
      base.current?.setColorAt(i, new Color(p.owner === null ? NEUTRAL : (seatColours[p.owner] ?? NEUTRAL)));
      o.position.y = p.y + 0.05 * p.scale;
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
