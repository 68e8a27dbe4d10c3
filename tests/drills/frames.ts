import type { Action, Seat } from '../../models/core/module';
import { clientMessageSchema, MAX_FRAME_BYTES } from '../../models/core/protocol';
import type { Random } from '../../models/core/rng';

/**
 * What the protocol promises for a frame (docs/protocol.md): one reply (a `refused`, or an `answer` to an `ask`),
 * nothing (an `ack` is ignored whatever version it names), a fresh `sync` (a `resync` of one's own seat), or the
 * socket closed (a frame far over the size limit is cut off by the socket itself, code 1009).
 */
export type Expect = 'reply' | 'ignored' | 'sync' | 'close';

export interface Frame {
  readonly kind: string;
  readonly data: string | Buffer;
  readonly expect: Expect;
}

/** What the fuzzer knows of the game when it makes a frame. */
export interface FuzzContext {
  /** The seat the fuzzing guest holds. */
  readonly own: Seat;
  /** Seats of the game it does not hold. */
  readonly others: readonly Seat[];
  readonly version: number;
  /** Legal actions now, per seat (valid actions to send for the wrong seat, or with a stale base). */
  legal(seat: Seat): readonly Action[];
  /** Frames another client sent earlier and the host accepted: replayed, they are stale or for the wrong seat. */
  readonly accepted: readonly string[];
}

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53, 2 ** 63, -1, -0.5, 1.5, 16, 1e21, Number.MAX_SAFE_INTEGER + 2];

function randomString(r: Random, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String.fromCharCode(r.int(3) === 0 ? 0x20 + r.int(0x5f) : r.int(0xd7ff) + 1);
  return s;
}

/** A base the host must answer `stale` to: any version but the current one. */
function staleBase(r: Random, version: number): number {
  const options = [version + 1 + r.int(1000), Number.MAX_SAFE_INTEGER, version + 1];
  if (version > 0) options.push(version - 1, 0, r.int(version));
  return r.pick(options);
}

function someAction(ctx: FuzzContext, r: Random, seat: Seat): Action {
  const legal = ctx.legal(seat);
  return legal.length > 0 ? r.pick(legal) : { type: 'table/count' };
}

const id = (r: Random) => `f${r.int(1_000_000)}`;

/** Nests `inner` `depth` levels deep in objects and arrays. */
function nested(r: Random, depth: number, inner: unknown): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = r.int(2) ? { k: v } : [v];
  return v;
}

/** Valid JSON of the wrong shape: a valid message with one field broken, removed, added, or no message at all. */
function wrongShape(ctx: FuzzContext, r: Random): unknown {
  const base: Record<string, unknown> = r.pick([
    { t: 'act', id: id(r), seat: ctx.own, base: staleBase(r, ctx.version), action: someAction(ctx, r, ctx.own) },
    { t: 'undo', id: id(r), seat: ctx.own, base: staleBase(r, ctx.version) },
    { t: 'ack', seat: ctx.own, version: ctx.version },
    { t: 'resync', seat: ctx.own },
    { t: 'chat', seat: ctx.own, text: 'hello' },
    { t: 'ask', id: id(r), seat: ctx.own, question: { type: 'legal-actions' } },
  ]);
  const keys = Object.keys(base);
  const junk = [null, true, 0, -3, 'x', '', [], {}, [1, 2], { type: 7 }, 1e308];
  switch (r.int(6)) {
    case 0:
      return r.pick([null, 0, 12.5, 'act', true, [], [base], 'null'.repeat(3)]);
    case 1: {
      const copy = { ...base };
      delete copy[r.pick(keys)];
      return copy;
    }
    case 2:
      return { ...base, [r.pick(keys)]: r.pick(junk) };
    case 3:
      return { ...base, [`x${r.int(100)}`]: r.pick(junk) };
    case 4:
      return { ...base, t: r.pick(['ACT', 'hello', 'welcome', 'sync', 'patch', '', 'act ', 'accepted']) };
    default:
      return { ...base, t: r.pick(junk) };
  }
}

/** A JSON text with a prototype-polluting key somewhere: top level, in the action, deep in a payload. */
function pollution(ctx: FuzzContext, r: Random): string {
  const key = r.pick(FORBIDDEN);
  const payload = r.int(2) ? `{"polluted":"yes","isAdmin":true}` : `{"prototype":{"polluted":"yes"}}`;
  const action = JSON.stringify(someAction(ctx, r, ctx.own)).slice(0, -1);
  switch (r.int(4)) {
    case 0:
      return `{"t":"act","id":"${id(r)}","seat":${ctx.own},"base":${ctx.version},"action":${action},"${key}":${payload}}}`;
    case 1:
      return `{"${key}":${payload},"t":"chat","seat":${ctx.own},"text":"hi"}`;
    case 2:
      return `{"t":"ask","id":"${id(r)}","seat":${ctx.own},"question":{"type":"legal-actions","a":{"b":{"${key}":${payload}}}}}`;
    default:
      return `{"t":"act","id":"${id(r)}","seat":${ctx.own},"base":${ctx.version},"action":{"type":"x","list":[{"${key}":${payload}}]}}`;
  }
}

/**
 * The expectation of a JSON value the host parses: any frame the schema refuses (or with a forbidden key, or too
 * deep) is refused; of the valid ones, `ack` is ignored, a `resync` of one's own seat is answered with a sync, and
 * everything else the fuzzer sends is refused (another seat, a stale base) or answered (an `ask`).
 */
export function expectationOf(value: unknown, ctx: FuzzContext): Expect {
  const parsed = clientMessageSchema.safeParse(value);
  if (!parsed.success) return 'reply';
  const m = parsed.data;
  if (m.t === 'ack') return 'ignored';
  if (m.t === 'resync') return m.seat === ctx.own ? 'sync' : 'reply';
  return 'reply';
}

/** One generated frame of a seeded mix of every kind of bad input. None may change the game. */
export function makeFrame(ctx: FuzzContext, r: Random, giant: boolean): Frame {
  if (giant) return { kind: 'giant', data: `{"t":"chat","seat":${ctx.own},"text":"${'g'.repeat(2 * MAX_FRAME_BYTES + 10)}"}`, expect: 'close' };
  const json = (kind: string, raw: unknown): Frame => {
    const value = harmless(raw, ctx);
    return { kind, data: JSON.stringify(value), expect: expectationOf(value, ctx) };
  };
  const roll = r.int(100);
  if (roll < 8) {
    const bytes = Buffer.alloc(1 + r.int(512));
    for (let i = 0; i < bytes.length; i++) bytes[i] = r.int(256);
    return { kind: 'binary', data: bytes, expect: 'reply' };
  }
  if (roll < 14) return { kind: 'text', data: `\u0000${randomString(r, r.int(300))}`, expect: 'reply' };
  if (roll < 22) {
    const whole = JSON.stringify({ t: 'act', id: id(r), seat: ctx.own, base: ctx.version, action: someAction(ctx, r, ctx.own) });
    return { kind: 'truncated', data: whole.slice(0, 1 + r.int(whole.length - 1)), expect: 'reply' };
  }
  if (roll < 24) {
    // Over the engine's limit (refused by the engine) but under the socket's (2x): the engine must say so.
    const text = 'o'.repeat(MAX_FRAME_BYTES + 1 + r.int(MAX_FRAME_BYTES - 200));
    return { kind: 'oversized', data: `{"t":"chat","seat":${ctx.own},"text":"${text}"}`, expect: 'reply' };
  }
  if (roll < 38) return json('wrong-shape', wrongShape(ctx, r));
  if (roll < 50) {
    // A valid action, at the current version, for a seat this guest does not hold (or one that does not exist).
    const seat = r.int(4) === 0 ? ctx.others.length + 1 + r.int(15 - ctx.others.length) : r.pick(ctx.others);
    return json('wrong-seat', { t: 'act', id: id(r), seat, base: ctx.version, action: someAction(ctx, r, Math.min(seat, ctx.others.length)) });
  }
  if (roll < 60) {
    if (ctx.accepted.length > 0 && r.int(2) === 0) return { kind: 'replayed', data: r.pick(ctx.accepted), expect: 'reply' };
    const undo = r.int(5) === 0;
    const msg = undo ? { t: 'undo', id: id(r), seat: ctx.own, base: staleBase(r, ctx.version) } : { t: 'act', id: id(r), seat: ctx.own, base: staleBase(r, ctx.version), action: someAction(ctx, r, ctx.own) };
    return json('stale', msg);
  }
  if (roll < 70) {
    const big = r.pick([
      () => ({ t: 'act', id: 'i'.repeat(65 + r.int(20_000)), seat: ctx.own, base: ctx.version, action: { type: 'x' } }),
      () => ({ t: 'act', id: id(r), seat: r.pick(HUGE_NUMBERS), base: ctx.version, action: { type: 'x' } }),
      () => ({ t: 'act', id: id(r), seat: ctx.own, base: r.pick(HUGE_NUMBERS), action: someAction(ctx, r, ctx.own) }),
      () => ({ t: 'act', id: id(r), seat: ctx.own, base: staleBase(r, ctx.version), action: { ...someAction(ctx, r, ctx.own), n: r.pick(HUGE_NUMBERS), s: 's'.repeat(r.int(30_000)) } }),
      () => ({ t: 'act', id: id(r), seat: ctx.own, base: ctx.version, action: { type: 't'.repeat(65 + r.int(5000)) } }),
      () => ({ t: 'ask', id: id(r), seat: ctx.own, question: { type: 'q'.repeat(65 + r.int(5000)) } }),
      () => ({ t: 'chat', seat: ctx.own, text: 'c'.repeat(501 + r.int(20_000)) }),
      () => ({ t: 'ack', seat: ctx.own, version: r.pick(HUGE_NUMBERS) }),
      () => ({ t: 'act', id: id(r), seat: ctx.own, base: staleBase(r, ctx.version), action: { type: 'x', list: Array.from({ length: 2000 + r.int(5000) }, () => r.int(1e9)) } }),
      () => ({ t: 'act', id: id(r), seat: ctx.own, base: ctx.version, action: { type: 'x', deep: nested(r, 17 + r.int(400), 1) } }),
    ])();
    return json('huge', big);
  }
  if (roll < 78) {
    const data = pollution(ctx, r);
    return { kind: 'pollution', data, expect: 'reply' };
  }
  if (roll < 86) return json('ack', { t: 'ack', seat: r.pick([ctx.own, null, ...ctx.others]), version: r.int(ctx.version + 50) });
  if (roll < 90) return json('resync', { t: 'resync', seat: r.pick([ctx.own, null, ...ctx.others]) });
  if (roll < 95) {
    const type = r.pick(['legal-actions', 'no-such-question', 'footprint', 'legal-areas', 'metropolis-candidates']);
    return json('ask', { t: 'ask', id: id(r), seat: r.pick([ctx.own, ...ctx.others]), question: { type, building: 'x', at: r.int(99) } });
  }
  const seat = r.pick([...ctx.others, ctx.own]);
  return json('chat', { t: 'chat', seat, text: seat === ctx.own ? r.pick(['', 'x'.repeat(501)]) : r.pick(['hi', '', 'x'.repeat(501)]) });
}

/**
 * Makes sure a generated value cannot change the game: a valid act or undo for the fuzzer's own seat at the current
 * version (a mutation can produce one) gets a stale base, and a valid chat line of its own gets an empty text.
 */
function harmless(value: unknown, ctx: FuzzContext): unknown {
  const parsed = clientMessageSchema.safeParse(value);
  if (!parsed.success) return value;
  const m = parsed.data;
  if ((m.t === 'act' || m.t === 'undo') && m.seat === ctx.own && m.base === ctx.version) return { ...(value as object), base: ctx.version + 1 };
  if (m.t === 'chat' && m.seat === ctx.own) return { ...(value as object), text: '' };
  return value;
}
