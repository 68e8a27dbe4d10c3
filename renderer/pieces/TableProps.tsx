import { useMemo, useRef } from 'react';
import { BoxGeometry, Color, CylinderGeometry, MeshStandardMaterial, type InstancedMesh } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { useInstances, type Placement } from '../board/instancing';
import { instancedMatte } from '../board/materials';
import { seatColours as palette } from '../ui/seat-colors';

/** Things lying beside the board: stacks of player discs, a deck of cards and two dice. */
const discGeometry = new CylinderGeometry(0.16, 0.16, 0.06, 20).translate(0, 0.03, 0);
const cardGeometry = new BoxGeometry(0.62, 0.008, 0.9).translate(0, 0.004, 0);
const dieGeometry = new RoundedBoxGeometry(0.24, 0.24, 0.24, 2, 0.04).translate(0, 0.12, 0);
const ivory = new MeshStandardMaterial({ color: '#efe6d2', roughness: 0.45 });

// The first four seats' colours, as everywhere else in the app (seat-colors.ts).
const seatColours = palette.slice(0, 4).map((c) => new Color(c.hex));

export function TableProps({ boardWidth, boardDepth }: { boardWidth: number; boardDepth: number }) {
  const discs = useRef<InstancedMesh>(null);
  const cards = useRef<InstancedMesh>(null);
  const dice = useRef<InstancedMesh>(null);
  const edgeZ = boardDepth / 2 + 1.0;
  const edgeX = boardWidth / 2 + 1.0;

  const discPl = useMemo<Placement[]>(() => {
    const out: Placement[] = [];
    seatColours.forEach((color, seat) => {
      const x = 0.6 + seat * 0.55;
      for (let k = 0; k < 5 - seat; k++) out.push({ position: [x + (k % 2) * 0.01, k * 0.06, edgeZ], color });
    });
    return out;
  }, [edgeZ]);
  const cardPl = useMemo<Placement[]>(
    () =>
      Array.from({ length: 14 }, (_, i) => ({
        position: [edgeX, i * 0.008, -0.6] as const,
        rotationY: 0.12 + Math.sin(i * 2.3) * 0.03,
        color: new Color('#6e2a1f'),
      })),
    [edgeX],
  );
  const diePl = useMemo<Placement[]>(
    () => [
      { position: [edgeX - 0.1, 0, 1.1], rotationY: 0.5 },
      { position: [edgeX + 0.3, 0, 1.5], rotationY: 1.1 },
    ],
    [edgeX],
  );
  useInstances(discs, discPl);
  useInstances(cards, cardPl);
  useInstances(dice, diePl);
  return (
    <group>
      <instancedMesh ref={discs} args={[discGeometry, instancedMatte, discPl.length]} castShadow receiveShadow />
      <instancedMesh ref={cards} args={[cardGeometry, instancedMatte, cardPl.length]} castShadow receiveShadow />
      <instancedMesh ref={dice} args={[dieGeometry, ivory, diePl.length]} castShadow receiveShadow />
    </group>
  );
}
