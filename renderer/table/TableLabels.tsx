import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Euler, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { CellSpec } from '../../models/core/board';
import { entryKey, type Atlas, type AtlasEntry } from './atlas';
import { glyphAttributes, glyphGeometry, glyphMaterial, setGlyph } from './glyphMaterial';
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

const cellMarkGlyph: Record<NonNullable<CellSpec['marks']>[number], { mark: 'square' | 'star' | 'triangle' | 'circle'; colour: string }> = {
  'city-site': { mark: 'square', colour: '#3b2a1a' },
  relic: { mark: 'star', colour: '#f3c742' },
  hamlet: { mark: 'triangle', colour: '#5b3d22' },
  start: { mark: 'circle', colour: '#f4efe4' },
};

/** What lies printed on the boards: board names, area names, cell labels, cell marks and face-down tiles. */
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
    if (cell.spec.label) {
      const h = area ? Math.min(0.42, cell.size * 0.3) : cell.size * 0.26;
      const at = area ? [cell.x, cell.z + cell.size * 0.28] : [cell.x, cell.z + cell.size * 0.32];
      items.push({ entry: { kind: 'text', text: cell.spec.label }, x: at[0], y, z: at[1], height: h, colour: '#fff7e6', maxWidth: cell.size * (area ? 1.2 : 0.95) });
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
  badges.map((b) => ({ entry: { kind: 'text', text: `×${b.count}` }, x: b.x, y: b.y, z: b.z, height: 0.22, colour: '#ffffff' }));

const m = new Matrix4();
const p = new Vector3();
const s = new Vector3();
const flat = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));
const upright = new Quaternion();

/** A set of glyphs in one instanced draw: lying on the table, or (billboard) turned to the camera. */
export function GlyphLayer({ items, atlas, billboard }: { items: readonly GlyphItem[]; atlas: Atlas; billboard: boolean }) {
  const ref = useRef<InstancedMesh>(null);
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
      const aspect = setGlyph(attrs, i, atlas, entryKey(it.entry), it.colour);
      let w = it.height * aspect;
      let h = it.height;
      if (it.maxWidth && w > it.maxWidth) {
        h *= it.maxWidth / w;
        w = it.maxWidth;
      }
      mesh.setMatrixAt(i, m.compose(p.set(it.x, it.y, it.z), billboard ? upright : flat, s.set(w, h, 1)));
    });
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    attrs.uv.needsUpdate = true;
    attrs.tint.needsUpdate = true;
    invalidate();
  }, [items, atlas, billboard, capacity, invalidate]);
  if (items.length === 0) return null;
  return <instancedMesh key={capacity} ref={ref} args={[geometry, material, capacity]} frustumCulled={false} renderOrder={billboard ? 10 : 1} />;
}
