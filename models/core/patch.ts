/**
 * Patches between two views of one seat. A view is plain JSON; a patch is a list of operations, each a path and
 * either a new value or a deletion. Sub-objects that are the same reference are skipped without a walk, so views
 * that reuse unchanged parts of the state diff in time proportional to what changed.
 */
export type PathKey = string | number;
export type PatchOp = readonly [path: readonly PathKey[], value: unknown] | readonly [path: readonly PathKey[]];
export type Patch = readonly PatchOp[];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function diffViews(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(before, after, [], ops);
  return ops;
}

function walk(a: unknown, b: unknown, path: PathKey[], ops: PatchOp[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    // Same length: element by element. Growing by appends: only the new tail. Otherwise replace the array.
    if (a.length === b.length) {
      for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i], ops);
      return;
    }
    if (b.length > a.length && a.every((x, i) => x === b[i] || shallowEqualJson(x, b[i]))) {
      for (let i = a.length; i < b.length; i++) ops.push([[...path, i], b[i]]);
      return;
    }
    ops.push([path, b]);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) {
      if (!(key in b) || b[key] === undefined) {
        if (a[key] !== undefined) ops.push([[...path, key]]);
      }
    }
    for (const key of Object.keys(b)) {
      const bv = b[key];
      if (bv === undefined) continue;
      if (!(key in a) || a[key] === undefined) ops.push([[...path, key], bv]);
      else walk(a[key], bv, [...path, key], ops);
    }
    return;
  }
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
  ops.push([path, b]);
}

function shallowEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Applies a patch to a view without mutating it; refuses paths that could pollute prototypes. */
export function applyPatch<T>(view: T, patch: Patch): T {
  let root: unknown = view;
  for (const op of patch) {
    const [path] = op;
    for (const key of path) if (typeof key === 'string' && FORBIDDEN.has(key)) throw new Error(`patch path uses the forbidden key "${key}"`);
    if (path.length === 0) {
      root = op.length === 2 ? op[1] : undefined;
      continue;
    }
    root = setIn(root, path, 0, op);
  }
  return root as T;
}

function setIn(node: unknown, path: readonly PathKey[], depth: number, op: PatchOp): unknown {
  const key = path[depth];
  const last = depth === path.length - 1;
  if (Array.isArray(node)) {
    const copy = node.slice();
    const i = Number(key);
    if (last) {
      if (op.length === 2) copy[i] = op[1];
      else copy.splice(i, 1);
    } else copy[i] = setIn(copy[i], path, depth + 1, op);
    return copy;
  }
  const copy: Record<string, unknown> = isObject(node) ? { ...node } : {};
  const k = String(key);
  if (last) {
    if (op.length === 2) copy[k] = op[1];
    else delete copy[k];
  } else copy[k] = setIn(copy[k], path, depth + 1, op);
  return copy;
}
