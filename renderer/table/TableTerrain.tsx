import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { SphereGeometry, type BufferGeometry, type InstancedMesh, type Material } from 'three';
import { useInstances, type Placement } from '../board/instancing';
import { instancedFaceted, instancedMatte } from '../board/materials';
import { crownGeometry, trunkGeometry } from '../board/TerrainForest';
import { capGeometry, peakGeometry, rockGeometry } from '../board/TerrainMountain';
import { bushGeometry, tuftGeometry } from '../board/TerrainPlain';
import { tileGeometry } from '../board/TerrainTiles';
import { waterClock, waterGeometry, waterMaterial } from '../board/TerrainWater';
import type { TableLayout } from './layout';
import { planTerrain } from './terrainPlan';
import { prefersReducedMotion } from '../ui/motion';

const duneGeometry = new SphereGeometry(0.2, 8, 4, 0, Math.PI * 2, 0, Math.PI / 2).scale(1, 0.35, 1);

/** One instanced draw of a shared geometry; nothing at all when there is nothing to draw. */
function Instances({ geometry, material, placements, cast = false, receive = false }: { geometry: BufferGeometry; material: Material; placements: Placement[]; cast?: boolean; receive?: boolean }) {
  const ref = useRef<InstancedMesh>(null);
  useInstances(ref, placements);
  if (placements.length === 0) return null;
  return <instancedMesh key={placements.length} ref={ref} args={[geometry, material, placements.length]} castShadow={cast} receiveShadow={receive} />;
}

/**
 * The squares' ground and scenery, each terrain feature in one instanced draw shared by all boards: tiles,
 * rippling water, firs, rock peaks with snow, grass tufts, bushes and dunes. Only trees and peaks cast shadows,
 * which keeps the shadow pass to a handful of calls.
 */
export function TableTerrain({ layout, ambient }: { layout: TableLayout; ambient: boolean }) {
  const plan = useMemo(() => planTerrain(layout), [layout]);
  useFrame((_, delta) => {
    if (ambient) waterClock.value += Math.min(delta, 0.1);
  });
  return (
    <group>
      <Instances geometry={tileGeometry} material={instancedMatte} placements={plan.tiles} receive />
      <Instances geometry={waterGeometry} material={waterMaterial} placements={plan.water} receive />
      <Instances geometry={crownGeometry} material={instancedFaceted} placements={plan.crowns} cast />
      <Instances geometry={trunkGeometry} material={instancedFaceted} placements={plan.trunks} />
      <Instances geometry={peakGeometry} material={instancedFaceted} placements={plan.peaks} cast receive />
      <Instances geometry={capGeometry} material={instancedFaceted} placements={plan.caps} />
      <Instances geometry={rockGeometry} material={instancedFaceted} placements={plan.rocks} receive />
      <Instances geometry={tuftGeometry} material={instancedFaceted} placements={plan.tufts} />
      <Instances geometry={bushGeometry} material={instancedFaceted} placements={plan.bushes} />
      <Instances geometry={duneGeometry} material={instancedFaceted} placements={plan.dunes} receive />
      <AmbientTicker on={ambient && plan.water.length > 0} />
    </group>
  );
}

/** With frameloop 'demand', water only moves when frames are asked for: a gentle 15 fps tick while water shows. */
function AmbientTicker({ on }: { on: boolean }) {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    if (!on) return;
    if (prefersReducedMotion()) return;
    const id = setInterval(() => invalidate(), 1000 / 15);
    return () => clearInterval(id);
  }, [on, invalidate]);
  return null;
}
