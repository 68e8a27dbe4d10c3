/**
 * Patches between two views of one seat. A view is plain JSON; a patch is a list of operations, each a path and
 * either a new value or a deletion. Sub-objects that are the same reference are skipped without a walk, so views
 * that reuse unchanged parts of the state diff in time proportional to what changed.
 */
export type PathKey = string | number;
export type PatchOp = readonly [path: readonly PathKey[], value: unknown] | readonly [path: readonly PathKey[]];
export type Patch = readonly PatchOp[];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A memo shared by the diffs of one broadcast: seats share most of their views (the public board), so the diff of a
 * shared pair of objects is computed once and reused, relative to where it is found.
 */
export type DiffMemo = Map<object, Map<object, PatchOp[]>>;

export function diffViews(before: unknown, after: unknown, memo?: DiffMemo): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(before, after, [], ops, memo);
  return ops;
}

function memoised(a: object, b: object, path: PathKey[], ops: PatchOp[], memo: DiffMemo): void {
  let inner = memo.get(a);
  let rel = inner?.get(b);
  if (!rel) {
    rel = [];
    walkObject(a as Record<string, unknown>, b as Record<string, unknown>, [], rel, memo);
    if (!inner) memo.set(a, (inner = new Map()));
    inner.set(b, rel);
  }
  for (const op of rel) ops.push(op.length === 2 ? [[...path, ...op[0]], op[1]] : [[...path, ...op[0]]]);
}

// `path` is one mutable stack for the whole walk: copied only when an operation is emitted.
function walk(a: unknown, b: unknown, path: PathKey[], ops: PatchOp[], memo?: DiffMemo): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    // Same length: element by element. Growing by appends: only the new tail. Otherwise replace the array.
    if (a.length === b.length) {
      for (let i = 0; i < a.length; i++) {
        if (a[i] === b[i]) continue;
        path.push(i);
        walk(a[i], b[i], path, ops, memo);
        path.pop();
      }
      return;
    }
    if (b.length > a.length && a.every((x, i) => x === b[i] || shallowEqualJson(x, b[i]))) {
      for (let i = a.length; i < b.length; i++) ops.push([[...path, i], b[i]]);
      return;
    }
    ops.push([path.slice(), b]);
    return;
  }
  if (isObject(a) && isObject(b)) {
    if (memo) memoised(a, b, path, ops, memo);
    else walkObject(a, b, path, ops, memo);
    return;
  }
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
  ops.push([path.slice(), b]);
}

function walkObject(a: Record<string, unknown>, b: Record<string, unknown>, path: PathKey[], ops: PatchOp[], memo?: DiffMemo): void {
  {
    for (const key in a) {
      if (a[key] !== undefined && b[key] === undefined) ops.push([[...path, key]]);
    }
    for (const key in b) {
      const bv = b[key];
      const av = a[key];
      if (av === bv || bv === undefined) continue;
      if (av === undefined) {
        ops.push([[...path, key], bv]);
        continue;
      }
      path.push(key);
      walk(av, bv, path, ops, memo);
      path.pop();
    }
  }
}

function shallowEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Applies a patch to a view without mutating it; refuses paths that could pollute prototypes. Each object or array
 * on a changed path is copied once per patch (the copies are then changed in place), so a patch of many operations
 * under one large map copies that map once, not once per operation; everything off the paths is shared.
 */
export function applyPatch<T>(view: T, patch: Patch): T {
  let root: unknown = view;
  // A patch of one operation (most moves) copies each object on its path once anyway: no set to remember them.
  const fresh = patch.length > 1 ? new Set<object>() : null;
  for (const op of patch) {
    const [path] = op;
    for (const key of path) if (typeof key === 'string' && FORBIDDEN.has(key)) throw new Error(`patch path uses the forbidden key "${key}"`);
    if (path.length === 0) {
      root = op.length === 2 ? op[1] : undefined;
      continue;
    }
    root = setIn(root, path, 0, op, fresh);
  }
  return root as T;
}

function setIn(node: unknown, path: readonly PathKey[], depth: number, op: PatchOp, fresh: Set<object> | null): unknown {
  const key = path[depth];
  const last = depth === path.length - 1;
  if (Array.isArray(node)) {
    const copy = fresh?.has(node) ? node : node.slice();
    fresh?.add(copy);
    const i = Number(key);
    if (last) {
      if (op.length === 2) copy[i] = op[1];
      else copy.splice(i, 1);
    } else copy[i] = setIn(copy[i], path, depth + 1, op, fresh);
    return copy;
  }
  const copy: Record<string, unknown> = isObject(node) ? (fresh?.has(node) ? node : { ...node }) : {};
  fresh?.add(copy);
  const k = String(key);
  if (last) {
    if (op.length === 2) copy[k] = op[1];
    else delete copy[k];
  } else copy[k] = setIn(copy[k], path, depth + 1, op, fresh);
  return copy;
}
