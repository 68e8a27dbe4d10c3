import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { MeshStandardMaterial, type InstancedMesh } from 'three';
import type { PieceKind } from '../../models/core/board';
import type { Atlas } from './atlas';
import { glyphGeometry, glyphMaterial } from './glyphMaterial';
import type { SeatMark } from './palette';
import { pieceGeometry } from './pieceGeometry';
import { glide, marksOf, paintMarks, paintPieces, placeMarks, placePieces, retarget, type PieceMotion } from './pieceMotion';
import type { PiecePlan } from './piecePlan';

export type { PieceMotion } from './pieceMotion';

export interface PieceHandlers {
  down(id: string, e: ThreeEvent<PointerEvent>): void;
  click(id: string, e: ThreeEvent<MouseEvent>): void;
  context(id: string, e: ThreeEvent<MouseEvent>): void;
  /** The pointer came over a piece (with its event: the handler decides whether pieces behind it see it) or left it. */
  hover(id: string | null, e?: ThreeEvent<PointerEvent>): void;
}

/** Pieces share one material; each instance carries its seat's colour. */
export const pieceMaterial = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.48, metalness: 0.04 });

const capacityFor = (n: number) => Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, n))));

export interface PieceLayerProps {
  plan: PiecePlan;
  atlas: Atlas;
  colourOf(owner: number | null): string;
  markOf(owner: number): SeatMark;
  selected?: string | null;
  animationSpeed: number;
  motion: Map<string, PieceMotion>;
  handlers: PieceHandlers;
}

/**
 * The pieces: one InstancedMesh per kind in use (instance i of a kind is plan.byKind[kind][i]) and two glyph
 * meshes for the seat marks. When the plan changes, pieces glide to their new places in useFrame, asking
 * for frames only while something moves.
 */
export function PieceLayer({ plan, atlas, colourOf, markOf, selected, animationSpeed, motion, handlers }: PieceLayerProps) {
  const invalidate = useThree((st) => st.invalidate);
  const meshes = useRef(new Map<PieceKind, InstancedMesh>());
  const flatRef = useRef<InstancedMesh>(null);
  const standRef = useRef<InstancedMesh>(null);
  const moving = useRef(false);
  const seen = useRef(false);

  const marks = useMemo(() => marksOf(plan), [plan]);
  const flatGeo = useMemo(() => glyphGeometry.clone(), []);
  const standGeo = useMemo(() => glyphGeometry.clone(), []);
  const [flatMat, standMat] = useMemo(() => [glyphMaterial(atlas.texture, false), glyphMaterial(atlas.texture, true)], [atlas]);
  useEffect(() => () => [flatMat, standMat].forEach((mat) => mat.dispose()), [flatMat, standMat]);

  /** Every piece and mark where its motion has it now; true while some piece still moves. */
  const write = () => {
    const stillMoving = placePieces(plan, meshes.current, motion);
    placeMarks(flatRef.current, marks.flat, true, motion);
    placeMarks(standRef.current, marks.stand, false, motion);
    return stillMoving;
  };

  // Targets, colours and marks whenever the plan (or how pieces are coloured) changes.
  useLayoutEffect(() => {
    retarget(plan, motion, seen.current, animationSpeed);
    seen.current = true;
    paintPieces(plan, meshes.current, colourOf, selected);
    paintMarks(flatRef.current, marks.flat, atlas, markOf, colourOf);
    paintMarks(standRef.current, marks.stand, atlas, markOf, colourOf);
    moving.current = write();
    invalidate();
  }, [plan, marks, atlas, colourOf, markOf, selected, animationSpeed]);

  useFrame((_, delta) => {
    if (!moving.current) return;
    glide(motion.values(), delta, animationSpeed);
    moving.current = write();
    invalidate();
  });

  return (
    <group>
      <KindMeshes plan={plan} meshes={meshes} handlers={handlers} />
      {marks.flat.length > 0 && <instancedMesh key={`f${capacityFor(marks.flat.length)}`} ref={flatRef} args={[flatGeo, flatMat, capacityFor(marks.flat.length)]} frustumCulled={false} renderOrder={2} />}
      {marks.stand.length > 0 && <instancedMesh key={`s${capacityFor(marks.stand.length)}`} ref={standRef} args={[standGeo, standMat, capacityFor(marks.stand.length)]} frustumCulled={false} renderOrder={3} />}
    </group>
  );
}

/** One instanced mesh per kind in the plan, its capacity a power of two; pointer events name the piece under them. */
function KindMeshes({ plan, meshes, handlers }: { plan: PiecePlan; meshes: RefObject<Map<PieceKind, InstancedMesh>>; handlers: PieceHandlers }) {
  const idOf = (kind: PieceKind, i: number | undefined) => (i === undefined ? null : (plan.byKind.get(kind)?.[i]?.id ?? null));
  return [...plan.byKind.keys()].map((kind) => {
    const cap = capacityFor(plan.byKind.get(kind)!.length);
    return (
      <instancedMesh
        key={`${kind}/${cap}`}
        ref={(mesh) => {
          if (mesh) meshes.current.set(kind, mesh);
          else meshes.current.delete(kind);
        }}
        args={[pieceGeometry(kind), pieceMaterial, cap]}
        castShadow
        receiveShadow
        frustumCulled={false}
        onPointerDown={(ev) => {
          const id = idOf(kind, ev.instanceId);
          if (id) handlers.down(id, ev);
        }}
        onClick={(ev) => {
          const id = idOf(kind, ev.instanceId);
          if (id) handlers.click(id, ev);
        }}
        onContextMenu={(ev) => {
          const id = idOf(kind, ev.instanceId);
          if (id) handlers.context(id, ev);
        }}
        onPointerOver={(ev) => handlers.hover(idOf(kind, ev.instanceId), ev)}
        onPointerOut={() => handlers.hover(null)}
      />
    );
  });
}
