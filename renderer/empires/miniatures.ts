import { BoxGeometry, BufferGeometry, Color, ConeGeometry, CylinderGeometry, Float32BufferAttribute, SphereGeometry, TorusGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * The nine special buildings of the East as small procedural models, one merged, vertex-coloured geometry each
 * (drawn instanced). Units: the footprint is about 0.8 table units across, the base stands on y = 0.
 */
export type MiniatureId =
  | 'giant-ziggurat' | 'nubian-pyramid' | 'bhamala-stupa' | 'giant-stupa' | 'ashokan-pillar'
  | 'archway-ctesiphon' | 'apadama-palace' | 'mahram-bilqis' | 'shore-temple';

export const MINIATURE_IDS: readonly MiniatureId[] = [
  'giant-ziggurat', 'nubian-pyramid', 'bhamala-stupa', 'giant-stupa', 'ashokan-pillar',
  'archway-ctesiphon', 'apadama-palace', 'mahram-bilqis', 'shore-temple',
];

const BRICK = '#a9683f';
const MUD = '#b98a5a';
const SAND = '#cfa46a';
const STONE = '#d8ccb0';
const WHITE = '#ece3cf';
const GOLD = '#c9a227';
const GRANITE = '#8d857a';
const DARK = '#4a3a2c';

type Part = BufferGeometry;

/** A part coloured flat, ready to merge (non-indexed, position + normal + color). */
function tint(g: BufferGeometry, colour: string): Part {
  const flat = g.index ? g.toNonIndexed() : g;
  flat.deleteAttribute('uv');
  const c = new Color(colour);
  const n = flat.getAttribute('position').count;
  const colours = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) colours.set([c.r, c.g, c.b], i * 3);
  flat.setAttribute('color', new Float32BufferAttribute(colours, 3));
  return flat;
}

const box = (w: number, h: number, d: number, x: number, y: number, z: number, colour: string) => tint(new BoxGeometry(w, h, d).translate(x, y + h / 2, z), colour);
const cyl = (rTop: number, rBottom: number, h: number, x: number, y: number, z: number, colour: string, segments = 16) =>
  tint(new CylinderGeometry(rTop, rBottom, h, segments).translate(x, y + h / 2, z), colour);

/** Stepped terraces of a ziggurat with the three converging front stairs. */
function ziggurat(): Part[] {
  const parts = [box(0.8, 0.14, 0.62, 0, 0, 0, BRICK), box(0.6, 0.13, 0.46, 0, 0.14, -0.02, MUD), box(0.4, 0.12, 0.3, 0, 0.27, -0.04, BRICK), box(0.18, 0.1, 0.14, 0, 0.39, -0.05, MUD)];
  // The central stair runs out from the front up to the second terrace; two side stairs climb along the face.
  const STEP = '#8a5232';
  for (let k = 0; k < 10; k++) parts.push(box(0.1, Math.min((k + 1) * 0.027, 0.27), 0.036, 0, 0, 0.56 - k * 0.035, STEP));
  for (const side of [-1, 1]) for (let k = 0; k < 5; k++) parts.push(box(0.05, (k + 1) * 0.028, 0.05, side * (0.37 - k * 0.05), 0, 0.335, STEP));
  return parts;
}

/** A steep, narrow Kushite pyramid with its little offering chapel in front. */
function nubianPyramid(): Part[] {
  return [
    box(0.5, 0.04, 0.5, 0, 0, 0, SAND),
    tint(new ConeGeometry(0.3, 0.92, 4).rotateY(Math.PI / 4).translate(0, 0.04 + 0.46, 0), SAND),
    box(0.18, 0.14, 0.16, 0, 0.04, 0.3, MUD),
    box(0.22, 0.05, 0.03, 0, 0.14, 0.37, MUD),
  ];
}

/** A cross-shaped stupa: square terraces with a stair in each arm, a drum and a dome on top. */
function bhamalaStupa(): Part[] {
  const parts = [box(0.56, 0.1, 0.56, 0, 0, 0, STONE), box(0.42, 0.08, 0.42, 0, 0.1, 0, STONE)];
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2;
    const [dx, dz] = [Math.sin(a), Math.cos(a)];
    parts.push(tint(new BoxGeometry(0.16, 0.1, 0.16).translate(dx * 0.3, 0.05, dz * 0.3), STONE));
    // Steps down each arm.
    for (let s = 0; s < 3; s++) parts.push(tint(new BoxGeometry(0.12, 0.033 * (3 - s), 0.035).rotateY(a).translate(dx * (0.37 + s * 0.035), 0.0165 * (3 - s), dz * (0.37 + s * 0.035)), MUD));
  }
  parts.push(cyl(0.15, 0.16, 0.08, 0, 0.18, 0, WHITE));
  parts.push(tint(new SphereGeometry(0.15, 16, 8, 0, Math.PI * 2, 0, Math.PI / 2).translate(0, 0.26, 0), WHITE));
  parts.push(box(0.06, 0.05, 0.06, 0, 0.4, 0, GOLD), cyl(0.01, 0.01, 0.12, 0, 0.45, 0, GOLD, 6));
  return parts;
}

/** A great round stupa: drum, broad dome, square railing on top and a spire of umbrellas. */
function giantStupa(): Part[] {
  const parts = [cyl(0.4, 0.42, 0.08, 0, 0, 0, MUD, 24), cyl(0.34, 0.35, 0.1, 0, 0.08, 0, WHITE, 24)];
  parts.push(tint(new SphereGeometry(0.33, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2).scale(1, 0.85, 1).translate(0, 0.18, 0), WHITE));
  parts.push(box(0.12, 0.07, 0.12, 0, 0.46, 0, STONE), cyl(0.012, 0.012, 0.18, 0, 0.53, 0, GOLD, 6));
  for (const [y, r] of [[0.58, 0.07], [0.63, 0.05], [0.68, 0.035]] as const) parts.push(cyl(r, r, 0.012, 0, y, 0, GOLD, 12));
  return parts;
}

/** A polished column with a bell capital, an abacus and four lions back to back. */
function ashokanPillar(): Part[] {
  const parts = [box(0.3, 0.04, 0.3, 0, 0, 0, STONE), cyl(0.045, 0.06, 0.78, 0, 0.04, 0, STONE, 16)];
  parts.push(tint(new CylinderGeometry(0.05, 0.09, 0.08, 16).rotateX(Math.PI).translate(0, 0.86, 0), GOLD));
  parts.push(cyl(0.085, 0.085, 0.035, 0, 0.9, 0, STONE, 16));
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + Math.PI / 4;
    const [dx, dz] = [Math.sin(a) * 0.04, Math.cos(a) * 0.04];
    parts.push(tint(new BoxGeometry(0.045, 0.07, 0.06).rotateY(a).translate(dx, 0.97, dz), GOLD));
    parts.push(tint(new SphereGeometry(0.03, 8, 6).translate(dx * 1.5, 1.02, dz * 1.5), GOLD));
  }
  return parts;
}

/** The huge parabolic brick vault of Ctesiphon between two blind-arcaded wings. */
function archway(): Part[] {
  const parts: Part[] = [box(0.9, 0.03, 0.4, 0, 0, 0, MUD)];
  // The vault: a thick half ring stretched upwards, pushed back as a tunnel.
  for (let d = 0; d < 3; d++) parts.push(tint(new TorusGeometry(0.2, 0.045, 8, 24, Math.PI).scale(1, 1.7, 1).translate(0, 0.03, -0.1 + d * 0.08), BRICK));
  parts.push(tint(new CylinderGeometry(0.2, 0.2, 0.24, 24, 1, true, -Math.PI / 2, Math.PI).rotateX(Math.PI / 2).scale(1, 1.7, 1).translate(0, 0.03, -0.02), MUD));
  for (const side of [-1, 1]) {
    parts.push(box(0.22, 0.34, 0.1, side * 0.34, 0.03, 0.02, BRICK));
    for (let r = 0; r < 3; r++) parts.push(box(0.035, 0.08, 0.012, side * (0.27 + r * 0.07), 0.08 + (r % 2) * 0.12, 0.075, DARK));
  }
  return parts;
}

/** A hypostyle audience hall: a raised platform, a grid of tall columns, a roof over the middle and a stair. */
function apadana(): Part[] {
  const parts: Part[] = [box(0.8, 0.08, 0.8, 0, 0, 0, STONE)];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const x = -0.27 + i * 0.18;
      const z = -0.27 + j * 0.18;
      parts.push(cyl(0.022, 0.026, 0.36, x, 0.08, z, WHITE, 8), box(0.06, 0.03, 0.06, x, 0.44, z, DARK));
    }
  parts.push(box(0.5, 0.03, 0.5, -0.05, 0.47, -0.05, MUD));
  parts.push(tint(new BoxGeometry(0.3, 0.02, 0.16).rotateX(-0.45).translate(0, 0.04, 0.46), STONE));
  return parts;
}

/** The Moon temple of Marib: an oval enclosure wall with its row of eight tall square pillars in front. */
function mahramBilqis(): Part[] {
  const parts: Part[] = [box(0.7, 0.03, 0.2, 0, 0, 0.24, STONE)];
  parts.push(tint(new CylinderGeometry(0.32, 0.32, 0.28, 28, 1, true).scale(1.2, 1, 0.7).translate(0, 0.14, -0.12), MUD));
  parts.push(tint(new CylinderGeometry(0.3, 0.3, 0.28, 28, 1, true).scale(1.2, 1, 0.7).translate(0, 0.14, -0.12), MUD));
  for (let k = 0; k < 8; k++) parts.push(box(0.04, 0.56, 0.04, -0.28 + k * 0.08, 0.03, 0.26, STONE));
  parts.push(box(0.66, 0.035, 0.06, 0, 0.59, 0.26, STONE));
  return parts;
}

/** A stepped pyramidal tower with an octagonal cap, for the shore temple. */
function vimana(x: number, z: number, base: number, tiers: number): Part[] {
  const parts: Part[] = [];
  let y = 0.06;
  for (let t = 0; t < tiers; t++) {
    const w = base * (1 - t / (tiers + 1.5));
    const h = 0.1 - t * 0.01;
    parts.push(box(w, h, w, x, y, z, t % 2 ? GRANITE : STONE));
    y += h;
  }
  parts.push(tint(new SphereGeometry(base * 0.28, 8, 6).translate(x, y + base * 0.18, z), GRANITE), cyl(0.008, 0.01, 0.07, x, y + base * 0.4, z, GOLD, 6));
  return parts;
}

/** Two granite towers of different height on a common plinth, a low compound wall towards the sea. */
function shoreTemple(): Part[] {
  const parts: Part[] = [box(0.82, 0.06, 0.5, 0, 0, 0, GRANITE)];
  parts.push(...vimana(-0.16, -0.02, 0.3, 5), ...vimana(0.22, 0.04, 0.2, 4));
  parts.push(box(0.82, 0.07, 0.03, 0, 0.06, 0.25, GRANITE));
  for (let k = 0; k < 6; k++) parts.push(tint(new SphereGeometry(0.025, 6, 4).translate(-0.35 + k * 0.14, 0.16, 0.25), STONE));
  return parts;
}

const BUILDERS: Readonly<Record<MiniatureId, () => Part[]>> = {
  'giant-ziggurat': ziggurat,
  'nubian-pyramid': nubianPyramid,
  'bhamala-stupa': bhamalaStupa,
  'giant-stupa': giantStupa,
  'ashokan-pillar': ashokanPillar,
  'archway-ctesiphon': archway,
  'apadama-palace': apadana,
  'mahram-bilqis': mahramBilqis,
  'shore-temple': shoreTemple,
};

export const isMiniature = (id: string): id is MiniatureId => id in BUILDERS;

const cache = new Map<MiniatureId, BufferGeometry>();

/** The merged geometry of one building (made once, shared by all its instances). */
export function miniatureGeometry(id: MiniatureId): BufferGeometry {
  let g = cache.get(id);
  if (!g) {
    const merged = mergeGeometries(BUILDERS[id]());
    if (!merged) throw new Error(`The ${id} miniature did not merge.`);
    merged.computeBoundingBox();
    merged.computeBoundingSphere();
    g = merged;
    cache.set(id, g);
  }
  return g;
}
