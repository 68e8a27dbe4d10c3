import type { LogLine } from './contract';
import type { Random } from '../core/rng';
import type { CivState } from './state';

/** A deep-writable copy of the state that one `apply` edits; the caller's state is never touched. */
export type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;
export type Draft = DeepMutable<CivState>;

/** Everything an effect needs: the draft, the log it appends to, and the random cursor. */
export interface Ctx {
  readonly d: Draft;
  readonly log: LogLine[];
  readonly random: Random;
  revealed: boolean;
}

/**
 * A deep copy of plain data (the state is JSON-like: no Map, Set, Date or class), several times faster than
 * structuredClone. Copies start as spreads and slices, which keep the engine's fast object layout; an object
 * filled key by key from `{}` turns into a slow dictionary past a dozen keys (the state and players have dozens).
 */
function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = value.slice();
    for (let i = 0; i < out.length; i++) {
      const v = out[i];
      if (v !== null && typeof v === 'object') out[i] = copy(v);
    }
    return out;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k in out) {
    const v = out[k];
    if (v !== null && typeof v === 'object') out[k] = copy(v);
  }
  return out;
}

interface Drafted {
  readonly target: Record<string, unknown>;
  /** Top-level parts read or written through the draft: copied on first touch; the others are still the state's. */
  readonly touched: Set<string>;
}

const drafted = new WeakMap<object, Drafted>();

/** Parts whose elements are copied one by one as they are first reached: an action edits one player or two. */
const BY_ELEMENT: ReadonlySet<string> = new Set(['players']);

/**
 * A copy of an array whose elements are copied as they are first reached through the view (indices read or
 * written); array methods reach them through the view too. `raw` holds the state's untouched elements as they are.
 */
function elementwise(base: readonly unknown[]): { raw: unknown[]; view: unknown[] } {
  const raw = base.slice();
  const own = new Set<string>();
  const view = new Proxy(raw, {
    get(t, k, receiver) {
      if (typeof k === 'string' && !own.has(k) && k.charCodeAt(0) >= 48 && k.charCodeAt(0) <= 57 && Object.prototype.hasOwnProperty.call(t, k)) {
        own.add(k);
        const i = Number(k);
        t[i] = copy(t[i]);
      }
      return Reflect.get(t, k, receiver);
    },
    set(t, k, value, receiver) {
      if (typeof k === 'string') own.add(k);
      return Reflect.set(t, k, value, receiver);
    },
  });
  return { raw, view };
}

/**
 * The draft an apply edits. Each top-level part (figures, players...) is deep-copied when first touched through
 * the draft, read or write, so an action that touches a few parts pays only for those, and everything handed out
 * by the draft is the draft's own copy (objects taken from it compare by identity as with a full copy). The
 * players are copied one by one (BY_ELEMENT): the draft hands out a view of the array that copies each player as
 * it is reached, while the target keeps the plain array (what `peek` and `finish` read).
 */
export function draftOf(state: CivState): Draft {
  const target: Record<string, unknown> = { ...state };
  const touched = new Set<string>();
  const views = new Map<string, unknown>();
  const draft = new Proxy(target, {
    get(t, k, receiver) {
      if (typeof k === 'string' && !touched.has(k) && Object.prototype.hasOwnProperty.call(t, k)) {
        touched.add(k);
        const part = t[k];
        if (BY_ELEMENT.has(k) && Array.isArray(part)) {
          const { raw, view } = elementwise(part);
          t[k] = raw;
          views.set(k, view);
        } else t[k] = copy(part);
      }
      if (typeof k === 'string' && views.has(k)) return views.get(k);
      return Reflect.get(t, k, receiver);
    },
    set(t, k, value, receiver) {
      if (typeof k === 'string') {
        touched.add(k);
        views.delete(k);
      }
      return Reflect.set(t, k, value, receiver);
    },
  });
  drafted.set(draft, { target, touched });
  return draft as unknown as Draft;
}

export function asState(d: Draft): CivState {
  return d as unknown as CivState;
}

/**
 * The draft as it stands, for a read that keeps nothing it reads past the next edit (a number, a yes or no): the
 * parts the apply has not touched are the state's own, read without copying them (through the draft, a read copies
 * the whole part). Hot reads use it: a hand limit or an income reads half the state and changes none of it.
 */
export function peek(d: Draft): CivState {
  const lazy = drafted.get(d);
  return (lazy ? lazy.target : d) as unknown as CivState;
}

/**
 * `next` with every part that equals the same part of `prev` (same keys in the same order, same values) replaced
 * by `prev`'s own object. Nothing is written into either: a changed object is copied with its shared children.
 */
function share(next: unknown, prev: unknown): unknown {
  if (next === prev) return prev;
  if (next === null || prev === null || typeof next !== 'object' || typeof prev !== 'object') return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(prev)) return next;
    let same = next.length === prev.length;
    let out: unknown[] | null = null;
    const n = Math.min(next.length, prev.length);
    for (let i = 0; i < n; i++) {
      const child = next[i];
      const v = share(child, prev[i]);
      if (v !== prev[i]) same = false;
      if (v !== child) (out ??= next.slice())[i] = v;
    }
    return same ? prev : (out ?? next);
  }
  if (Array.isArray(prev)) return next;
  const a = next as Record<string, unknown>;
  const b = prev as Record<string, unknown>;
  const keys = Object.keys(a);
  const before = Object.keys(b);
  let same = keys.length === before.length;
  let out: Record<string, unknown> | null = null;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (before[i] !== k) same = false;
    if (!Object.prototype.hasOwnProperty.call(b, k)) {
      same = false;
      continue;
    }
    const child = a[k];
    const v = share(child, b[k]);
    if (v !== b[k]) same = false;
    if (v !== child) (out ??= { ...a })[k] = v;
  }
  return same ? prev : (out ?? next);
}

/**
 * The state an apply hands back: the edited draft, sharing every unchanged part with the state it was drafted from,
 * so that what did not change keeps its identity (view diffs and freezing skip it, caches keyed on it stay valid).
 */
export function finish(d: Draft, base: CivState): CivState {
  const lazy = drafted.get(d);
  if (!lazy) return share(d, base) as CivState;
  const prev = base as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...lazy.target };
  for (const k of lazy.touched) if (Object.prototype.hasOwnProperty.call(out, k) && Object.prototype.hasOwnProperty.call(prev, k)) out[k] = share(out[k], prev[k]);
  return out as unknown as CivState;
}
