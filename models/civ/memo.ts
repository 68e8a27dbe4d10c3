import type { Square } from './geometry';
import type { CivState } from './state';

/**
 * While legalActions tries its hundreds of candidate actions on one state, nothing edits that state, so answers
 * that depend only on it (who stands on a square, a city's production) are worked out once. For any other state
 * (a draft that apply is editing, a state built by a check), and outside such a read, everything is computed afresh.
 */
interface Reading {
  readonly state: CivState;
  readonly values: Map<string, unknown>;
  readonly byObject: Map<object, Map<string, unknown>>;
  readonly bySquare: Map<string, Map<number, unknown>>;
}

/** Stands for `undefined` in a table, where `undefined` means "not worked out yet". */
const NOTHING = Symbol('nothing');

let reading: Reading | null = null;

/** The last state read and its answers: a chooser reads one state several times (its kinds, then one kind's actions). */
let lastRead: Reading | null = null;

/**
 * Runs `read`, which must not edit `state`, remembering answers about `state` until it returns. A state read this
 * way is a value that nothing edits later either (apply never edits its input, drafts are never read this way):
 * a few answers are kept across states by the unchanged parts they share (board coins, see player.ts).
 */
export function whileReading<T>(state: CivState, read: () => T): T {
  const outer = reading;
  if (lastRead === null || lastRead.state !== state) lastRead = { state, values: new Map(), byObject: new Map(), bySquare: new Map() };
  reading = lastRead;
  try {
    return read();
  } finally {
    reading = outer;
  }
}

export function isReading(state: CivState): boolean {
  return reading !== null && reading.state === state;
}

/** `compute()` once per key while `state` is being read. */
export function remember<T>(state: CivState, key: string, compute: () => T): T {
  const r = reading;
  if (r === null || r.state !== state) return compute();
  if (r.values.has(key)) return r.values.get(key) as T;
  const value = compute();
  r.values.set(key, value);
  return value;
}

const byPart = new WeakMap<object, Map<string, unknown>>();

/**
 * `compute()` once per part of the state (the figures, the placed markers) and key, while `state` is being read: an
 * answer that depends on that part alone (an index by square) is kept by the part's identity, so the states after
 * an action that left the part alone find it made (a state read this way is never edited later, see above).
 */
export function rememberPart<T>(state: CivState, part: object, key: string, compute: () => T): T {
  const r = reading;
  if (r === null || r.state !== state) return compute();
  // Within one read, by the key alone (one part per key: `key` names the part too).
  const now = r.values.get(key);
  if (now !== undefined || r.values.has(key)) return now as T;
  const value = rememberedPart(part, key, compute);
  r.values.set(key, value);
  return value;
}

function rememberedPart<T>(part: object, key: string, compute: () => T): T {
  let values = byPart.get(part);
  if (!values) byPart.set(part, (values = new Map()));
  const known = values.get(key);
  if (known !== undefined || values.has(key)) return known as T;
  const value = compute();
  values.set(key, value);
  return value;
}

/**
 * The same for an answer about one object (a city), kept by its identity: nothing is edited during a read. With
 * `state`, only while that state is the one being read; without, for a pure function of the object.
 */
export function rememberFor<T>(state: CivState | null, owner: object, key: string, compute: () => T): T {
  const r = reading;
  if (r === null || (state !== null && r.state !== state)) return compute();
  let values = r.byObject.get(owner);
  if (!values) r.byObject.set(owner, (values = new Map()));
  if (values.has(key)) return values.get(key) as T;
  const value = compute();
  values.set(key, value);
  return value;
}

/**
 * A square as one number, for the tables kept while a state is read (faster than `x,y` strings); -1 for a square
 * that is no whole-number square near the map (never met in candidates), which is then worked out directly.
 */
export function squareNumber(s: Square): number {
  const x = s.x;
  const y = s.y;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < -1000 || x >= 1000 || y < -1000 || y >= 1000) return -1;
  return (x + 1000) * 2000 + (y + 1000);
}

/** The square's number while `state` is being read, else -1. */
export function readingSquare(state: CivState, s: Square): number {
  return reading !== null && reading.state === state ? squareNumber(s) : -1;
}

/** `compute()` once per square and table while `state` is being read. */
export function rememberAt<T>(state: CivState, table: string, s: Square, compute: () => T): T {
  const n = readingSquare(state, s);
  if (n < 0) return compute();
  const tables = (reading as Reading).bySquare;
  let values = tables.get(table);
  if (!values) tables.set(table, (values = new Map()));
  const known = values.get(n);
  if (known !== undefined) return (known === NOTHING ? undefined : known) as T;
  const value = compute();
  values.set(n, value === undefined ? NOTHING : value);
  return value;
}
