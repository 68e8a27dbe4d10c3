import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Euler, Matrix4, MeshStandardMaterial, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { PieceKind } from '../../models/core/board';
import { entryKey, type Atlas } from './atlas';
import { glyphAttributes, glyphGeometry, glyphMaterial, setGlyph } from './glyphMaterial';
import { markColourOn, type SeatMark } from './palette';
import { pieceGeometry } from './pieceGeometry';
import type { PiecePlace, PiecePlan } from './piecePlan';
import { kindHeight } from './pieceShapes';

/** Where a piece is drawn right now (it may be gliding towards its place in the plan). */
export interface PieceMotion {
  x: number;
  y: number;
  z: number;
  rot: number;
  scale: number;
  tx: number;
  ty: number;
  tz: number;
  trot: number;
}

export interface PieceHandlers {
  down(id: string, e: ThreeEvent<PointerEvent>): void;
  click(id: string, e: ThreeEvent<MouseEvent>): void;
  context(id: string, e: ThreeEvent<MouseEvent>): void;
  /** The pointer came over a piece (with its event: the handler decides whether pieces behind it see it) or left it. */
  hover(id: string | null, e?: ThreeEvent<PointerEvent>): void;
}

/** Pieces share one material; each instance carries its seat's colour. */
export const pieceMaterial = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.48, metalness: 0.04 });

/** Kinds with a flat top carry their seat mark lying on it; figures and buildings carry it floating above. */
const flatMark: Partial<Record<PieceKind, number>> = { token: 0.4, cube: 0.17, marker: 0.2, card: 0.34, coin: 0.24, 'face-down': 0.3 };
const STAND_MARK = 0.2;

const capacityFor = (n: number) => Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, n))));
const m = new Matrix4();
const q = new Quaternion();
const e = new Euler();
const p = new Vector3();
const s = new Vector3();
const flat = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));
const one = new Quaternion();
const tint = new Color();

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
  const kinds = [...plan.byKind.keys()];

  const marks = useMemo(() => {
    const flatList: PiecePlace[] = [];
    const standList: PiecePlace[] = [];
    for (const list of plan.byKind.values())
      for (const pl of list) if (pl.owner !== null) (flatMark[pl.kind] ? flatList : standList).push(pl);
    return { flat: flatList, stand: standList };
  }, [plan]);
  const flatGeo = useMemo(() => glyphGeometry.clone(), []);
  const standGeo = useMemo(() => glyphGeometry.clone(), []);
  const [flatMat, standMat] = useMemo(() => [glyphMaterial(atlas.texture, false), glyphMaterial(atlas.texture, true)], [atlas]);
  useEffect(() => () => [flatMat, standMat].forEach((mat) => mat.dispose()), [flatMat, standMat]);

  const write = () => {
    let still = true;
    for (const [kind, list] of plan.byKind) {
      const mesh = meshes.current.get(kind);
      if (!mesh) continue;
      list.forEach((pl, i) => {
        const a = motion.get(pl.id)!;
        p.set(a.x, a.y, a.z);
        q.setFromEuler(e.set(0, a.rot, 0));
        s.setScalar(a.scale);
        mesh.setMatrixAt(i, m.compose(p, q, s));
        if (a.x !== a.tx || a.y !== a.ty || a.z !== a.tz || a.rot !== a.trot) still = false;
      });
      mesh.count = list.length;
      mesh.instanceMatrix.needsUpdate = true;
      mesh.boundingSphere = null; // the raycaster recomputes it on demand
    }
    const place = (mesh: InstancedMesh | null, list: PiecePlace[], flatTop: boolean) => {
      if (!mesh) return;
      list.forEach((pl, i) => {
        const a = motion.get(pl.id)!;
        const top = a.y + kindHeight[pl.kind] * a.scale;
        const size = (flatTop ? flatMark[pl.kind]! : STAND_MARK) * a.scale;
        p.set(a.x, flatTop ? top + 0.004 : top + 0.16 * a.scale, a.z);
        s.set(size, size, 1);
        mesh.setMatrixAt(i, m.compose(p, flatTop ? flat : one, s));
      });
      mesh.count = list.length;
      mesh.instanceMatrix.needsUpdate = true;
    };
    place(flatRef.current, marks.flat, true);
    place(standRef.current, marks.stand, false);
    return !still;
  };

  // Targets, colours and marks whenever the plan (or how pieces are coloured) changes.
  useLayoutEffect(() => {
    const fresh = new Map<string, PieceMotion>();
    for (const pl of plan.places.values()) {
      const prev = motion.get(pl.id);
      const drop = seen.current && !prev ? 0.8 : 0;
      const a: PieceMotion = prev ?? { x: pl.x, y: pl.y + drop, z: pl.z, rot: pl.rotY, scale: pl.scale, tx: 0, ty: 0, tz: 0, trot: 0 };
      Object.assign(a, { tx: pl.x, ty: pl.y, tz: pl.z, trot: pl.rotY, scale: pl.scale });
      if (animationSpeed <= 0) Object.assign(a, { x: pl.x, y: pl.y, z: pl.z, rot: pl.rotY });
      fresh.set(pl.id, a);
    }
    motion.clear();
    for (const [id, a] of fresh) motion.set(id, a);
    seen.current = true;
    for (const [kind, list] of plan.byKind) {
      const mesh = meshes.current.get(kind);
      if (!mesh) continue;
      list.forEach((pl, i) => {
        tint.set(colourOf(pl.owner));
        if (pl.id === selected) tint.offsetHSL(0, 0, 0.18);
        mesh.setColorAt(i, tint);
      });
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    const glyphs = (mesh: InstancedMesh | null, list: PiecePlace[]) => {
      if (!mesh) return;
      const attrs = glyphAttributes(mesh, mesh.instanceMatrix.count);
      list.forEach((pl, i) => setGlyph(attrs, i, atlas, entryKey({ kind: 'mark', mark: markOf(pl.owner!) }), markColourOn(colourOf(pl.owner))));
      attrs.uv.needsUpdate = true;
      attrs.tint.needsUpdate = true;
    };
    glyphs(flatRef.current, marks.flat);
    glyphs(standRef.current, marks.stand);
    moving.current = write();
    invalidate();
  }, [plan, marks, atlas, colourOf, markOf, selected, animationSpeed]);

  useFrame((_, delta) => {
    if (!moving.current) return;
    const k = 1 - Math.exp(-Math.min(delta, 0.1) * 9 * Math.max(animationSpeed, 0.05));
    for (const a of motion.values()) {
      a.x += (a.tx - a.x) * k;
      a.y += (a.ty - a.y) * k;
      a.z += (a.tz - a.z) * k;
      a.rot += (a.trot - a.rot) * k;
      if (Math.abs(a.tx - a.x) + Math.abs(a.ty - a.y) + Math.abs(a.tz - a.z) + Math.abs(a.trot - a.rot) < 0.003) Object.assign(a, { x: a.tx, y: a.ty, z: a.tz, rot: a.trot });
    }
    moving.current = write();
    invalidate();
  });

  const idOf = (kind: PieceKind, i: number | undefined) => (i === undefined ? null : (plan.byKind.get(kind)?.[i]?.id ?? null));
  return (
    <group>
      {kinds.map((kind) => {
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
      })}
      {marks.flat.length > 0 && <instancedMesh key={`f${capacityFor(marks.flat.length)}`} ref={flatRef} args={[flatGeo, flatMat, capacityFor(marks.flat.length)]} frustumCulled={false} renderOrder={2} />}
      {marks.stand.length > 0 && <instancedMesh key={`s${capacityFor(marks.stand.length)}`} ref={standRef} args={[standGeo, standMat, capacityFor(marks.stand.length)]} frustumCulled={false} renderOrder={3} />}
    </group>
  );
}
