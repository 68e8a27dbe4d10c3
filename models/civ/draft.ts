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

/** Parts whose elements are copied one by one as they are first reached: an action edits one player or two. */
const BY_ELEMENT: ReadonlySet<string> = new Set(['players']);

const isIndex = (k: string) => k.charCodeAt(0) >= 48 && k.charCodeAt(0) <= 57;

/**
 * A copy of an array whose elements are copied as they are first reached through the view (indices read or
 * written); array methods reach them through the view too. `raw` holds the state's untouched elements as they are.
 */
class Elementwise implements ProxyHandler<unknown[]> {
  private readonly own = new Set<string>();

  get(t: unknown[], k: string | symbol, receiver: unknown): unknown {
    if (typeof k === 'string' && isIndex(k) && !this.own.has(k) && Object.prototype.hasOwnProperty.call(t, k)) {
      this.own.add(k);
      const i = Number(k);
      t[i] = copy(t[i]);
    }
    // Plain data (no getters or setters): the target's own answer is Reflect's, without the receiver's slow path.
    return typeof k === 'string' ? (t as unknown as Record<string, unknown>)[k] : Reflect.get(t, k, receiver);
  }

  set(t: unknown[], k: string | symbol, value: unknown, receiver: unknown): boolean {
    if (typeof k !== 'string') return Reflect.set(t, k, value, receiver);
    this.own.add(k);
    (t as unknown as Record<string, unknown>)[k] = value;
    return true;
  }
}

/** Asked of a draft, hands back its handler (peek and finish read the target through it). */
const DRAFTED = Symbol('drafted');

/**
 * The handler of one draft (a class, not closures: an apply makes one, and a lookup table of drafts cost more than
 * the answer). `target` holds the state's parts, replaced by copies as they are touched.
 */
class Drafted implements ProxyHandler<Record<string, unknown>> {
  readonly target: Record<string, unknown>;
  /** Top-level parts read or written through the draft: copied on first touch; the others are still the state's. */
  readonly touched = new Set<string>();
  private views: Map<string, unknown> | null = null;

  constructor(target: Record<string, unknown>) {
    this.target = target;
  }

  get(t: Record<string, unknown>, k: string | symbol, receiver: unknown): unknown {
    if (typeof k !== 'string') return k === DRAFTED ? this : Reflect.get(t, k, receiver);
    if (!this.touched.has(k) && Object.prototype.hasOwnProperty.call(t, k)) {
      this.touched.add(k);
      const part = t[k];
      if (BY_ELEMENT.has(k) && Array.isArray(part)) {
        const raw = part.slice();
        t[k] = raw;
        (this.views ??= new Map()).set(k, new Proxy(raw, new Elementwise()));
      } else t[k] = copy(part);
    }
    const view = this.views?.get(k);
    return view !== undefined ? view : t[k];
  }

  set(t: Record<string, unknown>, k: string | symbol, value: unknown, receiver: unknown): boolean {
    if (typeof k !== 'string') return Reflect.set(t, k, value, receiver);
    this.touched.add(k);
    this.views?.delete(k);
    t[k] = value;
    return true;
  }
}

function draftedOf(d: Draft): Drafted | undefined {
  return (d as unknown as { [DRAFTED]?: Drafted })[DRAFTED];
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
  return new Proxy(target, new Drafted(target)) as unknown as Draft;
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
  const lazy = draftedOf(d);
  return (lazy ? lazy.target : d) as unknown as CivState;
}

/**
 * `next` with every part that equals the same part of `prev` (same keys in the same order, same values) replaced
 * by `prev`'s own object. Nothing is written into either: a changed object is copied with its shared children.
 */
function share(next: unknown, prev: unknown): unknown {
  if (next === prev) return prev;
  if (next === null || prev === null || typeof next !== 'object' || typeof prev !== 'object') return next;
  if (Array.isArray(next)) return Array.isArray(prev) ? shareArray(next, prev) : next;
  return Array.isArray(prev) ? next : shareObject(next as Record<string, unknown>, prev as Record<string, unknown>);
}

/** A child as `share` answers it; an unequal number or string is answered without the call (most children). */
function shareChild(child: unknown, old: unknown): unknown {
  return child !== null && typeof child === 'object' ? share(child, old) : child;
}

function shareArray(next: unknown[], prev: readonly unknown[]): unknown {
  let same = next.length === prev.length;
  let out: unknown[] | null = null;
  const n = Math.min(next.length, prev.length);
  for (let i = 0; i < n; i++) {
    const child = next[i];
    const old = prev[i];
    if (child === old) continue;
    const v = shareChild(child, old);
    if (v !== old) same = false;
    if (v !== child) (out ??= next.slice())[i] = v;
  }
  return same ? prev : (out ?? next);
}

/**
 * Key by key in `a`'s order (a for-in makes no key list); the two key lists are compared only when every value
 * matched, which is when the order decides whether `prev` is handed back.
 */
function shareObject(a: Record<string, unknown>, b: Record<string, unknown>): unknown {
  let same = true;
  let out: Record<string, unknown> | null = null;
  for (const k in a) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) {
      same = false;
      continue;
    }
    const child = a[k];
    const old = b[k];
    if (child === old) continue;
    const v = shareChild(child, old);
    if (v !== old) same = false;
    if (v !== child) (out ??= { ...a })[k] = v;
  }
  if (same && !sameKeyOrder(a, b)) same = false;
  return same ? b : (out ?? a);
}

/** `b`'s keys, in a list kept between calls (the check ran for every unchanged object and made two lists each time). */
const keysBefore: string[] = [];

/** Own keys only, as Object.keys lists them (the state is plain data: nothing is inherited). */
function sameKeyOrder(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let n = 0;
  for (const k in b) if (Object.prototype.hasOwnProperty.call(b, k)) keysBefore[n++] = k;
  let i = 0;
  for (const k in a) {
    if (!Object.prototype.hasOwnProperty.call(a, k)) continue;
    if (i >= n || keysBefore[i] !== k) return false;
    i++;
  }
  return i === n;
}

/**
 * The state an apply hands back: the edited draft, sharing every unchanged part with the state it was drafted from,
 * so that what did not change keeps its identity (view diffs and freezing skip it, caches keyed on it stay valid).
 */
export function finish(d: Draft, base: CivState): CivState {
  const lazy = draftedOf(d);
  if (!lazy) return share(d, base) as CivState;
  const prev = base as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...lazy.target };
  for (const k of lazy.touched) if (Object.prototype.hasOwnProperty.call(out, k) && Object.prototype.hasOwnProperty.call(prev, k)) out[k] = share(out[k], prev[k]);
  return out as unknown as CivState;
}
