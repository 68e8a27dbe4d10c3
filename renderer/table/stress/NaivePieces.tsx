import { useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import type { PieceSpec } from '../../../models/core/board';
import type { TableLayout } from '../layout';
import { pieceGeometry } from '../pieceGeometry';
import { planPieces } from '../piecePlan';

/** The benchmark's baseline: the same pieces in the same places, one Mesh (one draw call) each. */
export function NaivePieces({ pieces, layout, colourOf }: { pieces: readonly PieceSpec[]; layout: TableLayout; colourOf(owner: number | null): string }) {
  const places = useMemo(() => [...planPieces(pieces, layout).places.values()], [pieces, layout]);
  const materials = useMemo(() => new Map<string, MeshStandardMaterial>(), []);
  const material = (colour: string) => {
    let m = materials.get(colour);
    if (!m) materials.set(colour, (m = new MeshStandardMaterial({ color: colour, roughness: 0.48, metalness: 0.04 })));
    return m;
  };
  return (
    <group>
      {places.map((p) => (
        <mesh key={p.id} geometry={pieceGeometry(p.kind)} material={material(colourOf(p.owner))} position={[p.x, p.y, p.z]} rotation-y={p.rotY} scale={p.scale} castShadow receiveShadow />
      ))}
    </group>
  );
}
