import { useMemo, useRef } from 'react';
import { ConeGeometry, IcosahedronGeometry, type InstancedMesh } from 'three';
import { scatter, squareCentre, type BoardLayout } from './demoBoard';
import { useInstances, vary, type Placement } from './instancing';
import { instancedFaceted, palette } from './materials';
import { groundHeight } from './TerrainTiles';

export const tuftGeometry = new ConeGeometry(0.028, 0.085, 3).translate(0, 0.04, 0);
export const bushGeometry = new IcosahedronGeometry(0.055, 0).translate(0, 0.035, 0);

const TUFTS_PER_SQUARE = 9;

/** Plains with grass tufts and the odd bush, so open country does not read as a flat sheet. */
export function TerrainPlain({ board, top }: { board: BoardLayout; top: number }) {
  const tufts = useRef<InstancedMesh>(null);
  const bushes = useRef<InstancedMesh>(null);
  const [tuftPl, bushPl] = useMemo(() => {
    const rnd = scatter('plain');
    const t: Placement[] = [];
    const b: Placement[] = [];
    const y = top + groundHeight.plain;
    for (const sq of board.squares.filter((s) => s.terrain === 'plain')) {
      if (sq.col === board.keep.col && sq.row === board.keep.row) continue;
      const [cx, cz] = squareCentre(board, sq.col, sq.row);
      const spot = () => [cx + (rnd() - 0.5) * 0.82, y, cz + (rnd() - 0.5) * 0.82] as const;
      for (let i = 0; i < TUFTS_PER_SQUARE; i++) {
        t.push({ position: spot(), rotationY: rnd() * Math.PI, scale: 0.7 + rnd() * 0.8, color: vary(palette.grass, 0.14, rnd()) });
      }
      if (rnd() < 0.55) b.push({ position: spot(), rotationY: rnd() * Math.PI, scale: 0.8 + rnd() * 0.6, color: vary(palette.foliage, 0.12, rnd()) });
    }
    return [t, b];
  }, [board, top]);
  useInstances(tufts, tuftPl);
  useInstances(bushes, bushPl);
  return (
    <group>
      <instancedMesh ref={tufts} args={[tuftGeometry, instancedFaceted, tuftPl.length]} />
      <instancedMesh ref={bushes} args={[bushGeometry, instancedFaceted, bushPl.length]} castShadow />
    </group>
  );
}
