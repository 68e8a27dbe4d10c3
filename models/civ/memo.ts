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
}

let reading: Reading | null = null;

/** Runs `read`, which must not edit `state`, remembering answers about `state` until it returns. */
export function whileReading<T>(state: CivState, read: () => T): T {
  const outer = reading;
  reading = { state, values: new Map(), byObject: new Map() };
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
