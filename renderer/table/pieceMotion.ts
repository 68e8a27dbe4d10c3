import { Color, Euler, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { PieceKind } from '../../models/core/board';
import { entryKey, type Atlas } from './atlas';
import { glyphAttributes, setGlyph } from './glyphMaterial';
import { markColourOn, type SeatMark } from './palette';
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

/** The owned pieces whose seat mark lies on their flat top, and those whose mark floats above them. */
export interface MarkLists {
  flat: PiecePlace[];
  stand: PiecePlace[];
}

/** Kinds with a flat top carry their seat mark lying on it; figures and buildings carry it floating above. */
const flatMark: Partial<Record<PieceKind, number>> = { token: 0.4, cube: 0.17, marker: 0.2, card: 0.34, coin: 0.24, 'face-down': 0.3 };
const STAND_MARK = 0.2;

// Scratch objects, shared by every write: the layer writes thousands of matrices a frame while pieces glide.
const m = new Matrix4();
const q = new Quaternion();
const e = new Euler();
const p = new Vector3();
const s = new Vector3();
const flat = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));
const one = new Quaternion();
const tint = new Color();

export function marksOf(plan: PiecePlan): MarkLists {
  const flatList: PiecePlace[] = [];
  const standList: PiecePlace[] = [];
  for (const list of plan.byKind.values())
    for (const pl of list) if (pl.owner !== null) (flatMark[pl.kind] ? flatList : standList).push(pl);
  return { flat: flatList, stand: standList };
}

/** Each piece's motion, new ones for pieces new to the plan (dropping in, after the first plan), all aimed at their places. */
export function retarget(plan: PiecePlan, motion: Map<string, PieceMotion>, dropIn: boolean, animationSpeed: number) {
  const fresh = new Map<string, PieceMotion>();
  for (const pl of plan.places.values()) {
    const prev = motion.get(pl.id);
    const drop = dropIn && !prev ? 0.8 : 0;
    const a: PieceMotion = prev ?? { x: pl.x, y: pl.y + drop, z: pl.z, rot: pl.rotY, scale: pl.scale, tx: 0, ty: 0, tz: 0, trot: 0 };
    Object.assign(a, { tx: pl.x, ty: pl.y, tz: pl.z, trot: pl.rotY, scale: pl.scale });
    if (animationSpeed <= 0) Object.assign(a, { x: pl.x, y: pl.y, z: pl.z, rot: pl.rotY });
    fresh.set(pl.id, a);
  }
  motion.clear();
  for (const [id, a] of fresh) motion.set(id, a);
}

/** Each piece in its owner's colour, the selected one lighter. */
export function paintPieces(plan: PiecePlan, meshes: ReadonlyMap<PieceKind, InstancedMesh>, colourOf: (owner: number | null) => string, selected: string | null | undefined) {
  for (const [kind, list] of plan.byKind) {
    const mesh = meshes.get(kind);
    if (!mesh) continue;
    list.forEach((pl, i) => {
      tint.set(colourOf(pl.owner));
      if (pl.id === selected) tint.offsetHSL(0, 0, 0.18);
      mesh.setColorAt(i, tint);
    });
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  }
}

/** Each mark's glyph from the atlas, in a colour that shows on its owner's colour. */
export function paintMarks(mesh: InstancedMesh | null, list: PiecePlace[], atlas: Atlas, markOf: (owner: number) => SeatMark, colourOf: (owner: number | null) => string) {
  if (!mesh) return;
  const attrs = glyphAttributes(mesh, mesh.instanceMatrix.count);
  list.forEach((pl, i) => setGlyph(attrs, i, atlas, entryKey({ kind: 'mark', mark: markOf(pl.owner!) }), markColourOn(colourOf(pl.owner))));
  attrs.uv.needsUpdate = true;
  attrs.tint.needsUpdate = true;
}

/** Writes every piece's matrix where its motion has it now; answers whether any piece is still short of its place. */
export function placePieces(plan: PiecePlan, meshes: ReadonlyMap<PieceKind, InstancedMesh>, motion: ReadonlyMap<string, PieceMotion>): boolean {
  let still = true;
  for (const [kind, list] of plan.byKind) {
    const mesh = meshes.get(kind);
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
  return !still;
}

/** Writes each mark's matrix on (or above) its piece where the piece's motion has it now. */
export function placeMarks(mesh: InstancedMesh | null, list: PiecePlace[], flatTop: boolean, motion: ReadonlyMap<string, PieceMotion>) {
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
}

/** Moves every piece a frame's way towards its place (eased, by the animation speed), snapping it there when close. */
export function glide(motion: Iterable<PieceMotion>, delta: number, animationSpeed: number) {
  const k = 1 - Math.exp(-Math.min(delta, 0.1) * 9 * Math.max(animationSpeed, 0.05));
  for (const a of motion) {
    a.x += (a.tx - a.x) * k;
    a.y += (a.ty - a.y) * k;
    a.z += (a.tz - a.z) * k;
    a.rot += (a.trot - a.rot) * k;
    if (Math.abs(a.tx - a.x) + Math.abs(a.ty - a.y) + Math.abs(a.tz - a.z) + Math.abs(a.trot - a.rot) < 0.003) Object.assign(a, { x: a.tx, y: a.ty, z: a.tz, rot: a.trot });
  }
}
