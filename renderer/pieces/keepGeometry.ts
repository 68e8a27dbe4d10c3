import { BoxGeometry, ConeGeometry, CylinderGeometry, PlaneGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * A small keep miniature, built from boxes and cylinders and merged into one geometry per material:
 * stone (walls, towers, battlements), roof (tower cones) and banner. Three draw calls for the whole building.
 * Units: one board square is 1; the keep stands on y = 0, centred on its square.
 */
const WALL = 0.56; // side of the curtain wall square
const WALL_H = 0.16;
const TOWER_R = 0.075;
const TOWER_H = 0.26;
const KEEP = 0.26;
const KEEP_H = 0.38;

function battlements(side: number, y: number, count: number, size: number): BufferGeometry[] {
  const out: BufferGeometry[] = [];
  const step = side / count;
  for (let i = 0; i < count; i++) {
    const t = -side / 2 + step * (i + 0.5);
    for (const [x, z] of [
      [t, -side / 2],
      [t, side / 2],
      [-side / 2, t],
      [side / 2, t],
    ]) {
      out.push(new BoxGeometry(size, size, size).translate(x, y + size / 2, z));
    }
  }
  return out;
}

function buildStone(): BufferGeometry {
  const parts: BufferGeometry[] = [
    new BoxGeometry(WALL + 0.08, 0.04, WALL + 0.08).translate(0, 0.02, 0), // plinth
    new BoxGeometry(WALL, WALL_H, 0.05).translate(0, WALL_H / 2, -WALL / 2),
    new BoxGeometry(WALL, WALL_H, 0.05).translate(0, WALL_H / 2, WALL / 2),
    new BoxGeometry(0.05, WALL_H, WALL).translate(-WALL / 2, WALL_H / 2, 0),
    new BoxGeometry(0.05, WALL_H, WALL).translate(WALL / 2, WALL_H / 2, 0),
    new BoxGeometry(KEEP, KEEP_H, KEEP).translate(0, KEEP_H / 2, 0),
    ...battlements(WALL, WALL_H, 5, 0.04),
    ...battlements(KEEP, KEEP_H, 3, 0.045),
  ];
  for (const [x, z] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]) {
    parts.push(new CylinderGeometry(TOWER_R, TOWER_R * 1.1, TOWER_H, 10).translate((x * WALL) / 2, TOWER_H / 2, (z * WALL) / 2));
  }
  // A gate: a darker recess is the roof material's job; here only the arch's posts.
  parts.push(new BoxGeometry(0.03, 0.12, 0.08).translate(-0.06, 0.06, WALL / 2 + 0.01));
  parts.push(new BoxGeometry(0.03, 0.12, 0.08).translate(0.06, 0.06, WALL / 2 + 0.01));
  parts.push(new CylinderGeometry(0.008, 0.008, 0.22, 5).translate(0, KEEP_H + 0.11, 0)); // flag pole
  return mergeGeometries(parts.map((g) => g.toNonIndexed()))!;
}

function buildRoofs(): BufferGeometry {
  const parts: BufferGeometry[] = [];
  for (const [x, z] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]) {
    parts.push(new ConeGeometry(TOWER_R * 1.35, 0.16, 10).translate((x * WALL) / 2, TOWER_H + 0.08, (z * WALL) / 2));
  }
  parts.push(new BoxGeometry(0.1, 0.1, 0.02).translate(0, 0.05, WALL / 2 + 0.005)); // the gate's door
  return mergeGeometries(parts.map((g) => g.toNonIndexed()))!;
}

export const keepStone = buildStone();
export const keepRoofs = buildRoofs();
export const keepBanner = new PlaneGeometry(0.12, 0.07).translate(0.06, KEEP_H + 0.18, 0);
