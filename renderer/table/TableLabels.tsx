import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Euler, Matrix4, Quaternion, Vector3, type Camera, type InstancedMesh } from 'three';
import type { CellSpec } from '../../models/core/board';
import { entryKey, type Atlas, type AtlasEntry } from './atlas';
import { glyphAttributes, glyphGeometry, glyphMaterial, setGlyph } from './glyphMaterial';
import { MIN_LABEL_PX } from './labelSize';
import type { TableLayout } from './layout';
import type { StackBadge } from './piecePlan';

/** One glyph to draw: an atlas entry, where, how tall (world units) and in which colour. */
export interface GlyphItem {
  readonly entry: AtlasEntry;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly height: number;
  readonly colour: string;
  /** Longest it may get (labels shrink to fit their area). */
  readonly maxWidth?: number;
}

/** About how wide a line of text is, per unit of height (the atlas's system font; used before it is painted). */
const TEXT_ASPECT = 0.58;

export interface Footprint {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
}
/** Where a label lies on the table (world x and z extents, before the atlas measures it). */
export const footprintOf = (it: GlyphItem): Footprint => {
  const text = it.entry.kind === 'text' ? it.entry.text : 'M';
  let w = it.height * TEXT_ASPECT * text.length;
  let h = it.height;
  if (it.maxWidth && w > it.maxWidth) {
    h *= it.maxWidth / w;
    w = it.maxWidth;
  }
  return { x0: it.x - w / 2, x1: it.x + w / 2, z0: it.z - h / 2, z1: it.z + h / 2 };
};

const cellMarkGlyph: Record<NonNullable<CellSpec['marks']>[number], { mark: 'square' | 'star' | 'triangle' | 'circle'; colour: string }> = {
  'city-site': { mark: 'square', colour: '#3b2a1a' },
  relic: { mark: 'star', colour: '#f3c742' },
  hamlet: { mark: 'triangle', colour: '#5b3d22' },
  start: { mark: 'circle', colour: '#f4efe4' },
};

/**
 * What lies printed on the boards: board names, cell labels, cell marks and face-down tiles. (An area map's names are
 * not printed: AreaNames draws them at a readable size on screen.)
 */
export function boardGlyphs(layout: TableLayout): GlyphItem[] {
  const items: GlyphItem[] = [];
  for (const b of layout.boards) {
    // A board with column letters under it carries its name a little lower, clear of them (they lie just outside the plate's rim).
    const nameZ = b.bounds.maxZ + (b.edgeLabels.length > 0 ? 1.15 : 0.75);
    items.push({ entry: { kind: 'text', text: b.label }, x: (b.bounds.minX + b.bounds.maxX) / 2, y: 0.01, z: nameZ, height: 0.55, colour: '#f1e4c8' });
    for (const l of b.edgeLabels) items.push({ entry: { kind: 'text', text: l.text }, x: l.x, y: 0.01, z: l.z, height: 0.42, colour: '#f1e4c8', maxWidth: 0.9 });
  }
  for (const cell of layout.cells.values()) {
    const area = !!cell.outline;
    const y = cell.top + 0.006;
    if (cell.spec.terrain[0] === 'hidden') items.push({ entry: { kind: 'text', text: '?' }, x: cell.x, y, z: cell.z, height: cell.size * 0.6, colour: '#9aa6bf' });
    if (cell.spec.label && !area) {
      items.push({ entry: { kind: 'text', text: cell.spec.label }, x: cell.x, y, z: cell.z + cell.size * 0.32, height: cell.size * 0.26, colour: '#fff7e6', maxWidth: cell.size * 0.95 });
    }
    (cell.spec.marks ?? []).forEach((mk, i) => {
      const g = cellMarkGlyph[mk];
      const size = cell.size * (area ? 0.12 : 0.22);
      items.push({ entry: { kind: 'mark', mark: g.mark }, x: cell.x - cell.size * 0.3 + i * size, y, z: cell.z - cell.size * 0.3, height: size, colour: g.colour });
    });
  }
  return items;
}

export const badgeGlyphs = (badges: readonly StackBadge[]): GlyphItem[] =>
  badges.map((b) => ({ entry: { kind: 'text', text: `×${b.count}` }, x: b.x, y: b.y, z: b.z, height: 0.34, colour: '#ffffff' }));

const m = new Matrix4();
const p = new Vector3();
const s = new Vector3();
const flat = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));
const upright = new Quaternion();
const hidden = new Matrix4().makeScale(0, 0, 0);
const near = new Vector3();
const far = new Vector3();
const up = new Vector3();


/**
 * How tall a label lying on the table is drawn on screen (CSS pixels of a canvas `height` high): its near and far
 * edges projected, so a far row foreshortened by the perspective counts as small as it looks.
 */
export function labelPixels(it: GlyphItem, camera: Camera, height: number): number {
  const f = footprintOf(it);
  near.set(it.x, it.y, f.z1).project(camera);
  far.set(it.x, it.y, f.z0).project(camera);
  return (Math.abs(near.y - far.y) / 2) * height;
}

/**
 * Whether a glyph is a name to read (text lying on the table), which is left out while it is too small to read.
 * Marks, a hidden tile's "?" and the edges' column letters and row numbers stay: they are read by their place.
 */
export const isName = (it: GlyphItem) => it.entry.kind === 'text' && it.entry.text.length > 2;

/** A glyph's place, turn and size on the table (shrunk to its longest width). */
function placeOf(it: GlyphItem, atlas: Atlas, billboard: boolean, scale = 1): Matrix4 {
  const aspect = atlas.uv.get(entryKey(it.entry))?.aspect ?? 1;
  let w = it.height * aspect * scale;
  let h = it.height * scale;
  if (it.maxWidth && w > it.maxWidth * scale) {
    h *= (it.maxWidth * scale) / w;
    w = it.maxWidth * scale;
  }
  return m.compose(p.set(it.x, it.y, it.z), billboard ? upright : flat, s.set(w, h, 1));
}

/** How tall a glyph turned to the camera is drawn on screen (CSS pixels of a canvas `height` high). */
export function billboardPixels(it: GlyphItem, camera: Camera, height: number): number {
  up.setFromMatrixColumn(camera.matrixWorld, 1).multiplyScalar(it.height);
  near.set(it.x, it.y, it.z).project(camera);
  far.set(it.x, it.y, it.z).add(up).project(camera);
  return (Math.hypot(near.x - far.x, near.y - far.y) / 2) * height;
}

/**
 * A set of glyphs in one instanced draw: lying on the table, or (billboard) turned to the camera. With `readable`,
 * a name is drawn only while it is tall enough on screen to read (a far row shows on zoom); with `minPx`, a glyph
 * turned to the camera grows when the camera is far so that it stays that tall on screen (a stack's count).
 */
export function GlyphLayer({ items, atlas, billboard, readable, minPx, name }: { items: readonly GlyphItem[]; atlas: Atlas; billboard: boolean; readable?: boolean; minPx?: number; name?: string }) {
  const ref = useRef<InstancedMesh>(null);
  const shown = useRef<{ key: string; on: boolean[] }>({ key: '', on: [] });
  useFrame(({ camera, size, invalidate: again }) => {
    const mesh = ref.current;
    if (!mesh) return;
    if (minPx && billboard) {
      const key = `${camera.matrixWorld.elements.join()}|${camera.projectionMatrix.elements.join()}|${size.height}|${items.length}`;
      if (shown.current.key === key) return;
      shown.current.key = key;
      again();
      items.forEach((it, i) => mesh.setMatrixAt(i, placeOf(it, atlas, true, Math.max(1, minPx / Math.max(0.01, billboardPixels(it, camera, size.height))))));
      mesh.instanceMatrix.needsUpdate = true;
      return;
    }
    if (!readable) return;
    const key = `${camera.matrixWorld.elements.join()}|${camera.projectionMatrix.elements.join()}|${size.height}|${items.length}`;
    if (shown.current.key === key) return;
    shown.current.key = key;
    // The camera controls may still move the camera in this frame, after this check (a jump to the home view is one
    // frame): one more frame judges the names again from where the camera ends up.
    again();
    let changed = false;
    items.forEach((it, i) => {
      const on = !isName(it) || labelPixels(it, camera, size.height) >= MIN_LABEL_PX;
      if (shown.current.on[i] === on) return;
      shown.current.on[i] = on;
      mesh.setMatrixAt(i, on ? placeOf(it, atlas, billboard) : hidden);
      changed = true;
    });
    if (changed) mesh.instanceMatrix.needsUpdate = true;
  });
  const invalidate = useThree((st) => st.invalidate);
  const geometry = useMemo(() => glyphGeometry.clone(), []);
  const material = useMemo(() => {
    const mat = glyphMaterial(atlas.texture, billboard);
    if (billboard) mat.depthTest = false; // counts stay readable over the pieces they count
    return mat;
  }, [atlas, billboard]);
  useEffect(() => () => material.dispose(), [material]);
  const capacity = Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, items.length))));
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const attrs = glyphAttributes(mesh, capacity);
    items.forEach((it, i) => {
      setGlyph(attrs, i, atlas, entryKey(it.entry), it.colour);
      mesh.setMatrixAt(i, placeOf(it, atlas, billboard));
    });
    // Every name is judged again at the next frame.
    shown.current = { key: '', on: items.map(() => true) };
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    attrs.uv.needsUpdate = true;
    attrs.tint.needsUpdate = true;
    invalidate();
  }, [items, atlas, billboard, capacity, invalidate]);
  if (items.length === 0) return null;
  return <instancedMesh key={capacity} ref={ref} name={name} args={[geometry, material, capacity]} frustumCulled={false} renderOrder={billboard ? 10 : 1} />;
}
