import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { CircleGeometry, Color, MeshBasicMaterial, PlaneGeometry, RingGeometry, type BufferGeometry, type InstancedMesh } from 'three';
import { placementMatrix, type Placement } from '../board/instancing';
import type { CandidateMark } from './preview';
import type { CellPlace } from './layout';

/** Flat shapes lying just above the ground, sized for a cell of 1 (squares) or an area marker. */
const squareFill = new PlaneGeometry(0.94, 0.94).rotateX(-Math.PI / 2);
const squareFrame = new RingGeometry(0.6, 0.69, 4, 1).rotateZ(Math.PI / 4).rotateX(-Math.PI / 2);
const discFill = new CircleGeometry(0.42, 28).rotateX(-Math.PI / 2);
const discRing = new RingGeometry(0.36, 0.44, 28, 1).rotateX(-Math.PI / 2);

const fillMaterial = new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.42, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2 });
const frameMaterial = new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.95, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -3 });

export const overlayColours = {
  legal: new Color('#3ddc84'),
  illegal: new Color('#ff4d4d'),
  selected: new Color('#fff3b0'),
  highlighted: new Color('#ffc233'),
  hover: new Color('#ffffff'),
} as const;

export interface OverlayState {
  marks: ReadonlyMap<string, CandidateMark>;
  selected?: string | null;
  highlighted: readonly string[];
  hoveredCell: string | null;
}

function InstancedOverlay({ geometry, material, placements }: { geometry: BufferGeometry; material: MeshBasicMaterial; placements: Placement[] }) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const capacity = Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, placements.length))));
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    placements.forEach((pl, i) => {
      mesh.setMatrixAt(i, placementMatrix(pl));
      mesh.setColorAt(i, pl.color!);
    });
    mesh.count = placements.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    invalidate();
  }, [placements, capacity, invalidate]);
  if (placements.length === 0) return null;
  return <instancedMesh key={capacity} ref={ref} args={[geometry, material, capacity]} frustumCulled={false} renderOrder={1} />;
}

/**
 * Candidate, selection, highlight and hover marks on cells and under pieces: four instanced draws at most
 * (square fills, square frames, area discs, area rings), each only when something uses it.
 */
export function Overlays({ state, cells, pieceAt }: { state: OverlayState; cells: ReadonlyMap<string, CellPlace>; pieceAt(id: string): { x: number; y: number; z: number; scale: number } | null }) {
  const sets = useMemo(() => {
    const out = { sqFill: [] as Placement[], sqFrame: [] as Placement[], dFill: [] as Placement[], dRing: [] as Placement[] };
    const onCell = (id: string, colour: Color, fill: boolean, lift = 0) => {
      const cell = cells.get(id);
      if (!cell) return false;
      const area = !!cell.outline;
      const size = area ? Math.min(cell.size * 0.6, 1.6) : cell.size;
      const pl: Placement = { position: [cell.x, cell.top + 0.012 + lift, cell.z], scale: size, color: colour };
      (area ? out.dRing : out.sqFrame).push(pl);
      if (fill) (area ? out.dFill : out.sqFill).push(pl);
      return true;
    };
    const underPiece = (id: string, colour: Color) => {
      const at = pieceAt(id);
      if (at) out.dRing.push({ position: [at.x, at.y + 0.01, at.z], scale: at.scale * 1.1, color: colour });
    };
    for (const [id, mark] of state.marks) onCell(id, overlayColours[mark], true);
    for (const id of state.highlighted) if (!onCell(id, overlayColours.highlighted, false, 0.002)) underPiece(id, overlayColours.highlighted);
    if (state.selected && !onCell(state.selected, overlayColours.selected, false, 0.004)) underPiece(state.selected, overlayColours.selected);
    if (state.hoveredCell) onCell(state.hoveredCell, overlayColours.hover, false, 0.006);
    return out;
  }, [state, cells, pieceAt]);
  return (
    <group>
      <InstancedOverlay geometry={squareFill} material={fillMaterial} placements={sets.sqFill} />
      <InstancedOverlay geometry={squareFrame} material={frameMaterial} placements={sets.sqFrame} />
      <InstancedOverlay geometry={discFill} material={fillMaterial} placements={sets.dFill} />
      <InstancedOverlay geometry={discRing} material={frameMaterial} placements={sets.dRing} />
    </group>
  );
}
