import { BoxGeometry, ConeGeometry, CylinderGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { KIND_INFO, type Family, type Kind } from '../../models/khronos/data';

/**
 * One procedural silhouette per Khronos building, standing on y = 0 and centred on its footprint (size x size
 * squares of 1): tower, keep, castle; chapel, monastery, abbey; hamlet, town, city. No downloaded models.
 */
const merge = (parts: BufferGeometry[]) => {
  for (const p of parts) p.deleteAttribute('uv');
  const g = mergeGeometries(parts.map((p) => (p.index ? p.toNonIndexed() : p)))!;
  g.computeVertexNormals();
  g.computeBoundingSphere();
  return g;
};
const box = (w: number, h: number, d: number, x = 0, y = 0, z = 0) => new BoxGeometry(w, h, d).translate(x, y + h / 2, z);
const cyl = (r: number, h: number, x = 0, y = 0, z = 0, seg = 10) => new CylinderGeometry(r, r * 1.05, h, seg).translate(x, y + h / 2, z);
const cone = (r: number, h: number, x = 0, y = 0, z = 0, seg = 10) => new ConeGeometry(r, h, seg).translate(x, y + h / 2, z);

/** A pitched roof over a w x d block of height h, ridge along x. */
function gabled(w: number, d: number, h: number, x = 0, z = 0, roof = 0.6): BufferGeometry[] {
  const r = new ConeGeometry(Math.SQRT1_2, 1, 4).rotateY(Math.PI / 4).scale(w, h * roof, d).translate(x, h + (h * roof) / 2, z);
  return [box(w, h, d, x, 0, z), r];
}

/** Merlons round the top edge of a w x d block at height y. */
function battlements(w: number, d: number, y: number, x = 0, z = 0, step = 0.16): BufferGeometry[] {
  const out: BufferGeometry[] = [];
  const m = 0.07;
  for (let i = -w / 2 + m; i <= w / 2 - m + 1e-6; i += step) {
    out.push(box(m, m, m, x + i, y, z - d / 2 + m / 2), box(m, m, m, x + i, y, z + d / 2 - m / 2));
  }
  for (let j = -d / 2 + m + step; j <= d / 2 - m - step + 1e-6; j += step) {
    out.push(box(m, m, m, x - w / 2 + m / 2, y, z + j), box(m, m, m, x + w / 2 - m / 2, y, z + j));
  }
  return out;
}

function roundTower(r: number, h: number, x: number, z: number, spire = 0): BufferGeometry[] {
  return [cyl(r, h, x, 0, z), spire > 0 ? cone(r * 1.25, spire, x, h, z) : box(r * 2.1, 0.06, r * 2.1, x, h, z)];
}

function make(kind: Kind): BufferGeometry {
  switch (kind) {
    case 'watchtower':
      return merge([box(0.36, 0.62, 0.36), ...battlements(0.44, 0.44, 0.62), box(0.46, 0.04, 0.46, 0, 0.6)]);
    case 'keep':
      return merge([
        box(1.0, 0.62, 1.0), ...battlements(1.0, 1.0, 0.62, 0, 0, 0.2),
        ...[[-1, -1], [1, -1], [-1, 1], [1, 1]].flatMap(([a, b]) => roundTower(0.16, 0.8, a * 0.5, b * 0.5, 0.22)),
      ]);
    case 'castle': {
      const walls = [box(2.3, 0.4, 0.14, 0, 0, -1.1), box(2.3, 0.4, 0.14, 0, 0, 1.1), box(0.14, 0.4, 2.3, -1.1, 0, 0), box(0.14, 0.4, 2.3, 1.1, 0, 0)];
      const towers = [[-1, -1], [1, -1], [-1, 1], [1, 1]].flatMap(([a, b]) => roundTower(0.24, 0.66, a * 1.1, b * 1.1, 0.34));
      return merge([...walls, ...towers, box(0.9, 0.95, 0.9), ...battlements(0.9, 0.9, 0.95, 0, 0, 0.2), box(0.3, 0.5, 0.3, 0, 0.95), cone(0.24, 0.3, 0, 1.45)]);
    }
    case 'chapel':
      return merge([...gabled(0.55, 0.3, 0.28, -0.05, 0), box(0.16, 0.42, 0.16, 0.26, 0, 0), cone(0.13, 0.3, 0.26, 0.42, 0, 4)]);
    case 'monastery':
      return merge([
        ...gabled(1.2, 0.45, 0.42, 0, -0.2), box(0.26, 0.75, 0.26, 0.45, 0, -0.2), cone(0.2, 0.45, 0.45, 0.75, -0.2, 4),
        // the cloister: low walls round a yard
        box(1.2, 0.2, 0.08, 0, 0, 0.55), box(0.08, 0.2, 0.7, -0.56, 0, 0.22), box(0.08, 0.2, 0.7, 0.56, 0, 0.22),
      ]);
    case 'abbey':
      return merge([
        ...gabled(2.0, 0.7, 0.6, 0, -0.45, 0.7), ...gabled(0.6, 1.7, 0.6, 0.3, -0.45, 0.7),
        box(0.36, 1.15, 0.36, -0.95, 0, -0.7), box(0.36, 1.15, 0.36, -0.95, 0, -0.2), cone(0.26, 0.55, -0.95, 1.15, -0.7, 4), cone(0.26, 0.55, -0.95, 1.15, -0.2, 4),
        box(2.2, 0.24, 0.1, 0, 0, 1.05), box(0.1, 0.24, 0.9, -1.05, 0, 0.6), box(0.1, 0.24, 0.9, 1.05, 0, 0.6), ...gabled(0.6, 0.4, 0.3, 0.6, 0.7),
      ]);
    case 'hamlet':
      return merge([...gabled(0.32, 0.24, 0.2, -0.16, -0.12), ...gabled(0.26, 0.22, 0.17, 0.16, 0.16)]);
    case 'town':
      return merge([
        ...gabled(0.45, 0.3, 0.26, -0.45, -0.45), ...gabled(0.35, 0.3, 0.24, 0.4, -0.5), ...gabled(0.4, 0.3, 0.22, -0.45, 0.45), ...gabled(0.4, 0.32, 0.25, 0.42, 0.42),
        box(0.26, 0.62, 0.26, 0, 0, 0), cone(0.2, 0.3, 0, 0.62, 0, 4),
      ]);
    case 'city': {
      const houses: BufferGeometry[] = [];
      const spots = [[-0.8, -0.8], [0, -0.85], [0.8, -0.8], [-0.85, 0], [0.85, 0], [-0.8, 0.8], [0, 0.85], [0.8, 0.8], [-0.4, -0.35], [0.4, 0.4]];
      spots.forEach(([x, z], i) => houses.push(...gabled(0.42, 0.3, 0.24 + (i % 3) * 0.05, x, z)));
      const wall = [box(2.6, 0.18, 0.08, 0, 0, -1.25), box(2.6, 0.18, 0.08, 0, 0, 1.25), box(0.08, 0.18, 2.6, -1.25, 0, 0), box(0.08, 0.18, 2.6, 1.25, 0, 0)];
      return merge([...houses, ...wall, box(0.36, 1.0, 0.36, 0.35, 0, -0.35), cone(0.28, 0.4, 0.35, 1.0, -0.35, 4), cyl(0.3, 0.3, -0.35, 0, 0.3, 12), cone(0.32, 0.25, -0.35, 0.3, 0.3, 12)]);
    }
  }
}

const cache = new Map<Kind, BufferGeometry>();
export function silhouette(kind: Kind): BufferGeometry {
  let g = cache.get(kind);
  if (!g) cache.set(kind, (g = make(kind)));
  return g;
}

/** The families' colours, after the construction cards (KH-CARD-6): Military orange, Religious fuchsia, Civil blue. */
export const FAMILY_HEX: Readonly<Record<Family, string>> = { military: '#e07a1f', religious: '#b8338f', civil: '#3d72c9' };
/** A ruin keeps a hint of its family's colour under grey stone. */
export const RUIN_HEX = '#8a8478';

export const familyOf = (kind: Kind): Family => KIND_INFO[kind].family;
