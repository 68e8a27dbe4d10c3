import { useMemo, useRef } from 'react';
import { ConeGeometry, CylinderGeometry, type InstancedMesh } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { scatter, squareCentre, type BoardLayout } from './demoBoard';
import { useInstances, vary, type Placement } from './instancing';
import { instancedFaceted, palette } from './materials';
import { groundHeight } from './TerrainTiles';

/** A low-poly fir: two stacked six-sided cones for the crown, a five-sided trunk. */
export const crownGeometry = mergeGeometries([
  new ConeGeometry(0.13, 0.22, 6).translate(0, 0.19, 0),
  new ConeGeometry(0.095, 0.18, 6).translate(0, 0.32, 0),
])!;
export const trunkGeometry = new CylinderGeometry(0.022, 0.03, 0.12, 5).translate(0, 0.06, 0);

const TREES_PER_SQUARE = 6;

/** Forest squares as clusters of firs: all crowns in one instanced draw, all trunks in another. */
export function TerrainForest({ board, top }: { board: BoardLayout; top: number }) {
  const crowns = useRef<InstancedMesh>(null);
  const trunks = useRef<InstancedMesh>(null);
  const [crownPlacements, trunkPlacements] = useMemo(() => {
    const rnd = scatter('forest');
    const c: Placement[] = [];
    const t: Placement[] = [];
    for (const sq of board.squares.filter((s) => s.terrain === 'forest')) {
      const [cx, cz] = squareCentre(board, sq.col, sq.row);
      for (let i = 0; i < TREES_PER_SQUARE; i++) {
        // Spread the trees around the square on a jittered ring, so clusters do not pile on the centre.
        const angle = (i / TREES_PER_SQUARE) * Math.PI * 2 + rnd() * 0.8;
        const r = i === 0 ? rnd() * 0.08 : 0.2 + rnd() * 0.14;
        const position = [cx + Math.cos(angle) * r, top + groundHeight.forest, cz + Math.sin(angle) * r] as const;
        const size = 0.75 + rnd() * 0.55;
        const rotationY = rnd() * Math.PI;
        c.push({ position, rotationY, scale: size, color: vary(palette.foliage, 0.12, rnd()) });
        t.push({ position, rotationY, scale: size, color: palette.trunk });
      }
    }
    return [c, t];
  }, [board, top]);
  useInstances(crowns, crownPlacements);
  useInstances(trunks, trunkPlacements);
  return (
    <group>
      <instancedMesh ref={crowns} args={[crownGeometry, instancedFaceted, crownPlacements.length]} castShadow receiveShadow />
      <instancedMesh ref={trunks} args={[trunkGeometry, instancedFaceted, trunkPlacements.length]} castShadow />
    </group>
  );
}
