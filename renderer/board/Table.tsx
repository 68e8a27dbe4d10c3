import { useMemo } from 'react';
import { BoxGeometry, MeshStandardMaterial, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { paintWood } from './woodTexture';

/** Height of the board's playing surface above the table top (the tiles stand on it). */
export const BOARD_TOP = 0.12;
const RIM = 0.3;
const RIM_H = 0.1;

const tableGeometry = new BoxGeometry(60, 0.5, 40).translate(0, -0.25, 0);

/** The board's wooden plate and the four low rails around its squares, as one geometry (one draw call). */
function plateGeometry(boardWidth: number, boardDepth: number): BufferGeometry {
  const w = boardWidth + RIM * 2;
  const d = boardDepth + RIM * 2;
  const y = BOARD_TOP + RIM_H / 2;
  return mergeGeometries([
    new BoxGeometry(w, BOARD_TOP, d).translate(0, BOARD_TOP / 2, 0),
    new BoxGeometry(w, RIM_H, RIM).translate(0, y, -(d - RIM) / 2),
    new BoxGeometry(w, RIM_H, RIM).translate(0, y, (d - RIM) / 2),
    new BoxGeometry(RIM, RIM_H, d - RIM * 2).translate(-(w - RIM) / 2, y, 0),
    new BoxGeometry(RIM, RIM_H, d - RIM * 2).translate((w - RIM) / 2, y, 0),
  ])!;
}

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
  const plate = useMemo(() => plateGeometry(boardWidth, boardDepth), [boardWidth, boardDepth]);
  return (
    <group>
      <mesh geometry={tableGeometry} material={tableMaterial} receiveShadow />
      <mesh geometry={plate} material={plateMaterial} castShadow receiveShadow />
    </group>
  );
}
