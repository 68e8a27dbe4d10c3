/** A map square: x grows east, y grows south (catalogue §0.2). */
export interface Square {
  readonly x: number;
  readonly y: number;
}

export const TILE_SIZE = 4;

export function sq(x: number, y: number): Square {
  return { x, y };
}

export function key(s: Square): string {
  return `${s.x},${s.y}`;
}

export function same(a: Square, b: Square): boolean {
  return a.x === b.x && a.y === b.y;
}

/** The four squares sharing an edge: figures move only this way. */
export function orthogonal(s: Square): Square[] {
  return [sq(s.x, s.y - 1), sq(s.x + 1, s.y), sq(s.x, s.y + 1), sq(s.x - 1, s.y)];
}

/** The eight squares around a square, diagonals included: outskirts and city-site spacing use this. */
export function ring(s: Square): Square[] {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (dx || dy) out.push(sq(s.x + dx, s.y + dy));
  return out;
}

export function isOrthogonalNeighbour(a: Square, b: Square): boolean {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;
}

export function isRingNeighbour(a: Square, b: Square): boolean {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;
}

/** Union of the rings of several centre squares, minus the centres themselves (a metropolis has 10). */
export function ringAround(centres: readonly Square[]): Square[] {
  const seen = new Set(centres.map(key));
  const out: Square[] = [];
  for (const c of centres) {
    for (const r of ring(c)) {
      const k = key(r);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(r);
      }
    }
  }
  return out;
}

/** Rotates a square inside a 4x4 tile by quarter turns clockwise. */
export function rotateLocal(lx: number, ly: number, quarterTurns: number): Square {
  let x = lx, y = ly;
  for (let i = 0; i < ((quarterTurns % 4) + 4) % 4; i++) {
    const nx = TILE_SIZE - 1 - y;
    y = x;
    x = nx;
  }
  return sq(x, y);
}
