import { useMemo } from 'react';
import { BoxGeometry, MeshStandardMaterial } from 'three';
import { paintWood } from './woodTexture';

/** Height of the board's playing surface above the table top (the tiles stand on it). */
export const BOARD_TOP = 0.12;

const tableGeometry = new BoxGeometry(60, 0.5, 40).translate(0, -0.25, 0);

/** The wooden table under everything, and the board's dark wooden plate with a raised rim. */
export function Table({ boardWidth, boardDepth }: { boardWidth: number; boardDepth: number }) {
  const [tableMaterial, plateMaterial] = useMemo(() => {
    const tableWood = paintWood('#8a5a32', '#3b2411', 'table');
    tableWood.repeat.set(7.5, 5);
    const plateWood = paintWood('#4b2f1c', '#1f130a', 'plate');
    plateWood.repeat.set(2, 1.5);
    return [
      new MeshStandardMaterial({ map: tableWood, roughness: 0.62, metalness: 0 }),
      new MeshStandardMaterial({ map: plateWood, roughness: 0.5, metalness: 0 }),
    ];
  }, []);
  const rim = 0.3;
  const w = boardWidth + rim * 2;
  const d = boardDepth + rim * 2;
  return (
    <group>
      <mesh geometry={tableGeometry} material={tableMaterial} receiveShadow />
      <mesh material={plateMaterial} position={[0, BOARD_TOP / 2, 0]} castShadow receiveShadow>
        <boxGeometry args={[w, BOARD_TOP, d]} />
      </mesh>
      {/* The rim: four low rails around the squares. */}
      {[
        [0, -(d - rim) / 2, w, rim],
        [0, (d - rim) / 2, w, rim],
        [-(w - rim) / 2, 0, rim, d - rim * 2],
        [(w - rim) / 2, 0, rim, d - rim * 2],
      ].map(([x, z, sx, sz], i) => (
        <mesh key={i} material={plateMaterial} position={[x, BOARD_TOP + 0.05, z]} castShadow receiveShadow>
          <boxGeometry args={[sx, 0.1, sz]} />
        </mesh>
      ))}
    </group>
  );
}
