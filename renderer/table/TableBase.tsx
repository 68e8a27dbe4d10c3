import { useMemo } from 'react';
import { BoxGeometry, MeshStandardMaterial, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { paintWood } from '../board/woodTexture';
import { PLATE_TOP, type TableLayout } from './layout';

const RIM = 0.3;
const RIM_H = 0.1;

/** Every board's plate and rails as one geometry, however many boards lie on the table (one draw call). */
function platesGeometry(layout: TableLayout): BufferGeometry {
  const parts: BufferGeometry[] = [];
  for (const { bounds: b } of layout.boards) {
    const cx = (b.minX + b.maxX) / 2;
    const cz = (b.minZ + b.maxZ) / 2;
    const w = b.maxX - b.minX + RIM * 2;
    const d = b.maxZ - b.minZ + RIM * 2;
    const y = PLATE_TOP + RIM_H / 2;
    parts.push(
      new BoxGeometry(w, PLATE_TOP, d).translate(cx, PLATE_TOP / 2, cz),
      new BoxGeometry(w, RIM_H, RIM).translate(cx, y, cz - (d - RIM) / 2),
      new BoxGeometry(w, RIM_H, RIM).translate(cx, y, cz + (d - RIM) / 2),
      new BoxGeometry(RIM, RIM_H, d - RIM * 2).translate(cx - (w - RIM) / 2, y, cz),
      new BoxGeometry(RIM, RIM_H, d - RIM * 2).translate(cx + (w - RIM) / 2, y, cz),
    );
  }
  return mergeGeometries(parts)!;
}

let woods: [MeshStandardMaterial, MeshStandardMaterial] | null = null;
/** The wooden table and plate materials, painted once (the same wood as the menu's table). */
function woodMaterials() {
  if (!woods) {
    const tableWood = paintWood('#8a5a32', '#3b2411', 'table');
    tableWood.repeat.set(7.5, 5);
    const plateWood = paintWood('#4b2f1c', '#1f130a', 'plate');
    plateWood.repeat.set(2, 1.5);
    woods = [new MeshStandardMaterial({ map: tableWood, roughness: 0.62 }), new MeshStandardMaterial({ map: plateWood, roughness: 0.5 })];
  }
  return woods;
}

/** The table under the boards, large enough for all of them, and the boards' plates. */
export function TableBase({ layout }: { layout: TableLayout }) {
  const [tableMaterial, plateMaterial] = woodMaterials();
  const plates = useMemo(() => (layout.boards.length > 0 ? platesGeometry(layout) : null), [layout]);
  const b = layout.bounds;
  // Wide and deep enough that a camera framing the boards beside the panels (off-centre) still sees only table.
  const w = Math.max(90, (b.maxX - b.minX) * 2.6);
  const d = Math.max(70, (b.maxZ - b.minZ) * 3);
  return (
    <group>
      <mesh position={[(b.minX + b.maxX) / 2, -0.25, (b.minZ + b.maxZ) / 2]} material={tableMaterial} receiveShadow>
        <boxGeometry args={[w, 0.5, d]} />
      </mesh>
      {plates && <mesh geometry={plates} material={plateMaterial} receiveShadow />}
    </group>
  );
}
