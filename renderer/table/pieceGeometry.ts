import { BoxGeometry, ConeGeometry, CylinderGeometry, SphereGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { PieceKind } from '../../models/core/board';
import { kindHeight } from './pieceShapes';

/**
 * One low-poly geometry per piece kind, made in code, standing on y = 0 and sized for a square of 1.
 * Buildings run along x; a footprint running along z turns them a quarter.
 */
const merge = (parts: BufferGeometry[]) => {
  // mergeGeometries needs matching attributes: drop uv, keep position and normal.
  for (const p of parts) p.deleteAttribute('uv');
  // Non-indexed faces with face normals: a faceted, low-poly look like the terrain's, and crisp roof slopes.
  const g = mergeGeometries(
    parts.map((p) => {
      const flat = p.index ? p.toNonIndexed() : p;
      flat.computeVertexNormals();
      return flat;
    }),
  )!;
  g.computeBoundingSphere();
  return g;
};

const box = (w: number, h: number, d: number, x = 0, y = 0, z = 0) => new BoxGeometry(w, h, d).translate(x, y + h / 2, z);
const cyl = (rt: number, rb: number, h: number, seg: number, x = 0, y = 0, z = 0) => new CylinderGeometry(rt, rb, h, seg).translate(x, y + h / 2, z);
const cone = (r: number, h: number, seg: number, x = 0, y = 0, z = 0, rot = 0) => new ConeGeometry(r, h, seg).rotateY(rot).translate(x, y + h / 2, z);
const ball = (r: number, x = 0, y = 0, z = 0) => new SphereGeometry(r, 8, 6).translate(x, y, z);

/** A house: walls with a gabled roof (a triangular prism along x). */
function house(w: number, d: number, h: number, x = 0, z = 0, roofH = d * 0.45): BufferGeometry[] {
  // A three-sided cylinder turned to lie along x with one edge up: base at y = -0.25, apex at 0.5, 0.866 wide.
  const roof = new CylinderGeometry(0.5, 0.5, w * 1.04, 3, 1)
    .rotateZ(Math.PI / 2)
    .rotateX(-Math.PI / 2)
    .scale(1, roofH / 0.75, (d * 1.12) / 0.866)
    .translate(x, h + (0.25 * roofH) / 0.75, z);
  return [box(w, h, d, x, 0, z), roof];
}

function figure(h: number, withSpear: boolean): BufferGeometry {
  const parts = [cyl(0.13, 0.15, 0.04, 12), cyl(0.07, 0.11, h * 0.55, 8, 0, 0.04), ball(0.075, 0, h * 0.55 + 0.1)];
  if (withSpear) parts.push(cyl(0.012, 0.012, h * 0.95, 4, 0.12, 0.04), cone(0.03, 0.08, 4, 0.12, h * 0.95 + 0.02));
  else parts.push(cone(0.09, 0.08, 6, 0, h * 0.55 + 0.15));
  return merge(parts);
}

function make(kind: PieceKind): BufferGeometry {
  const h = kindHeight[kind];
  switch (kind) {
    case 'token':
      return merge([cyl(0.3, 0.3, h, 24)]);
    case 'coin':
      return merge([cyl(0.17, 0.17, h, 16)]);
    case 'cube':
      return merge([box(h, h, h)]);
    case 'marker':
      return merge([cyl(0.13, 0.15, h, 8)]);
    case 'card':
      return merge([box(0.5, h, 0.7)]);
    case 'face-down':
      return merge([cyl(0.27, 0.28, h, 6)]);
    case 'pawn':
      return merge([cyl(0.15, 0.17, 0.06, 12), cone(0.12, 0.24, 10, 0, 0.05), ball(0.075, 0, 0.3)]);
    case 'army':
      return figure(h, true);
    case 'scout':
      return figure(h, false);
    case 'city':
      return merge([box(0.62, 0.06, 0.62), ...house(0.34, 0.28, 0.2, -0.1, 0.1), box(0.16, 0.34, 0.16, 0.16, 0.06, -0.14), cone(0.13, 0.12, 4, 0.16, 0.4, -0.14, Math.PI / 4)]);
    case 'building-1':
      return merge(house(0.66, 0.56, 0.24));
    case 'building-2':
      return merge([box(1.8, 0.04, 0.78), ...house(1.6, 0.56, 0.24, 0, 0)].map((g, i) => (i === 0 ? g : g.translate(0, 0.04, 0))));
    case 'building-3':
      return merge([box(2.8, 0.04, 0.78), ...house(2.6, 0.56, 0.24, 0, 0)].map((g, i) => (i === 0 ? g : g.translate(0, 0.04, 0))));
    case 'metropolis':
      return merge([
        box(1.8, 0.08, 0.82),
        ...house(0.7, 0.6, 0.22, -0.5, 0),
        box(0.28, 0.42, 0.28, 0.1, 0.08, -0.15),
        cone(0.2, 0.18, 4, 0.1, 0.5, -0.15, Math.PI / 4),
        ...house(0.5, 0.5, 0.18, 0.6, 0.1),
        cyl(0.1, 0.12, 0.3, 8, 0.2, 0.08, 0.22),
      ]);
    case 'special-building':
      return merge([box(0.74, 0.08, 0.74), cyl(0.28, 0.3, 0.2, 12, 0, 0.08), new SphereGeometry(0.28, 12, 6, 0, Math.PI * 2, 0, Math.PI / 2).translate(0, 0.28, 0), cyl(0.02, 0.02, 0.1, 4, 0, 0.55 - 0.1)]);
  }
}

const cache = new Map<PieceKind, BufferGeometry>();
/** The shared geometry of a kind, made on first use. */
export function pieceGeometry(kind: PieceKind): BufferGeometry {
  let g = cache.get(kind);
  if (!g) cache.set(kind, (g = make(kind)));
  return g;
}
