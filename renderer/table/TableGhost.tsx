import { useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import type { PieceSpec, PreviewSpec } from '../../models/core/board';
import type { TableLayout } from './layout';
import { pieceGeometry } from './pieceGeometry';
import { planPieces } from './piecePlan';
import { candidateAt } from './preview';

// The ghost shows through whatever stands on its square (a building there would hide a ghost of its size or smaller).
const ghostMaterial = new MeshStandardMaterial({ color: '#ffffff', transparent: true, opacity: 0.72, roughness: 0.4, depthTest: false, depthWrite: false });
/** The ghost's colour over a square the preview refuses (the illegal marks' red). */
const REFUSED = '#ff4d4d';

/** The ghost: the previewed piece over the hovered candidate, or the dragged piece over the hovered cell. */
export function TableGhost({ hovered, preview, dragging, pieceById, layout, colourOfOwner }: { hovered: string | null; preview: PreviewSpec | null | undefined; dragging: string | null; pieceById: ReadonlyMap<string, PieceSpec>; layout: TableLayout; colourOfOwner: (owner: number | null) => string }) {
  const ghost = useMemo(() => {
    let piece: PieceSpec | null = null;
    let refused = false;
    const idx = hovered ? candidateAt(preview, hovered) : null;
    if (preview && idx !== null) {
      const cells = preview.candidates[idx].cells;
      refused = !preview.candidates[idx].ok;
      piece = { id: '#ghost', kind: preview.piece.kind, owner: preview.piece.owner, at: cells[0], footprint: cells.length > 1 ? cells : undefined };
    } else if (dragging && hovered) {
      const p = pieceById.get(dragging);
      if (p) piece = { ...p, id: '#ghost', at: hovered, footprint: undefined };
    }
    if (!piece) return null;
    const place = planPieces([piece], layout).places.get('#ghost');
    // A refused square shows the ghost in the refusal colour (its reason is in the hint).
    return place ? { place, colour: refused ? REFUSED : colourOfOwner(piece.owner) } : null;
  }, [hovered, preview, dragging, pieceById, layout, colourOfOwner]);
  const ghostMat = useMemo(() => ghostMaterial.clone(), []);
  if (!ghost) return null;
  ghostMat.color.set(ghost.colour);
  ghostMat.emissive.set(ghost.colour).multiplyScalar(0.35);
  return <mesh name="table-ghost" geometry={pieceGeometry(ghost.place.kind)} material={ghostMat} position={[ghost.place.x, ghost.place.y + 0.12, ghost.place.z]} rotation-y={ghost.place.rotY} scale={ghost.place.scale} raycast={() => null} renderOrder={5} />;
}
