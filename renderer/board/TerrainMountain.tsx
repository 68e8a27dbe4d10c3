import { useMemo, useRef } from 'react';
import { ConeGeometry, DodecahedronGeometry, type InstancedMesh } from 'three';
import { scatter, squareCentre, type BoardLayout } from './demoBoard';
import { useInstances, vary, type Placement } from './instancing';
import { instancedFaceted, palette } from './materials';
import { groundHeight } from './TerrainTiles';

/** A rock peak standing on y = 0, and a snow cap that covers exactly its upper part. */
const PEAK_R = 0.3;
const PEAK_H = 0.62;
const CAP = 0.34; // the cap's share of the peak's height
export const peakGeometry = new ConeGeometry(PEAK_R, PEAK_H, 6).translate(0, PEAK_H / 2, 0);
export const capGeometry = new ConeGeometry(PEAK_R * CAP * 1.04, PEAK_H * CAP, 6).translate(0, PEAK_H * (1 - CAP / 2) + 0.002, 0);
export const rockGeometry = new DodecahedronGeometry(0.06, 0);

/** Mountain squares as a few faceted peaks with snow caps, and loose rocks around their feet. */
export function TerrainMountain({ board, top }: { board: BoardLayout; top: number }) {
  const peaks = useRef<InstancedMesh>(null);
  const caps = useRef<InstancedMesh>(null);
  const rocks = useRef<InstancedMesh>(null);
  const [peakPl, capPl, rockPl] = useMemo(() => {
    const rnd = scatter('mountain');
    const p: Placement[] = [];
    const c: Placement[] = [];
    const r: Placement[] = [];
    const ground = top + groundHeight.mountain;
    for (const sq of board.squares.filter((s) => s.terrain === 'mountain')) {
      const [cx, cz] = squareCentre(board, sq.col, sq.row);
      // One main peak near the middle and two lower shoulders.
      const spots: [number, number, number][] = [
        [0, 0, 1],
        [-0.2, 0.16, 0.62],
        [0.2, -0.14, 0.55],
      ];
      spots.forEach(([dx, dz, k], i) => {
        const width = k * (0.85 + rnd() * 0.3);
        const height = k * (0.8 + rnd() * 0.45);
        const sign = rnd() < 0.5 ? -1 : 1;
        const position = [cx + dx * sign + (rnd() - 0.5) * 0.08, ground, cz + dz * sign + (rnd() - 0.5) * 0.08] as const;
        const pl: Placement = { position, rotationY: rnd() * Math.PI, scale: [width, height, width * (0.85 + rnd() * 0.3)] };
        p.push({ ...pl, color: vary(palette.rock, 0.1, rnd()) });
        if (i === 0 || height > 0.6) c.push({ ...pl, color: palette.snow });
      });
      for (let i = 0; i < 4; i++) {
        const a = rnd() * Math.PI * 2;
        const d = 0.3 + rnd() * 0.12;
        r.push({
          position: [cx + Math.cos(a) * d, ground + 0.02, cz + Math.sin(a) * d],
          rotationY: rnd() * Math.PI,
          scale: 0.6 + rnd() * 0.7,
          color: vary(palette.rock, 0.14, rnd()),
        });
      }
    }
    return [p, c, r];
  }, [board, top]);
  useInstances(peaks, peakPl);
  useInstances(caps, capPl);
  useInstances(rocks, rockPl);
  return (
    <group>
      <instancedMesh ref={peaks} args={[peakGeometry, instancedFaceted, peakPl.length]} castShadow receiveShadow />
      <instancedMesh ref={caps} args={[capGeometry, instancedFaceted, capPl.length]} castShadow />
      <instancedMesh ref={rocks} args={[rockGeometry, instancedFaceted, rockPl.length]} castShadow receiveShadow />
    </group>
  );
}
