import { describe, expect, it } from 'vitest';
import { Random, seedRng } from './rng';
import { applyPatch, diffViews, type PatchOp } from './patch';

function randomJson(r: Random, depth: number): unknown {
  const k = r.int(depth > 2 ? 3 : 6);
  if (k === 0) return r.int(100);
  if (k === 1) return `s${r.int(10)}`;
  if (k === 2) return r.int(2) === 0 ? null : true;
  if (k === 3) return Array.from({ length: r.int(4) }, () => randomJson(r, depth + 1));
  return Object.fromEntries(Array.from({ length: r.int(4) }, () => [`k${r.int(6)}`, randomJson(r, depth + 1)]));
}

describe('view patches', () => {
  it('applying diff(a, b) to a gives b, for 2,000 random pairs', () => {
    const r = new Random(seedRng('patch'));
    for (let i = 0; i < 2000; i++) {
      const a = randomJson(r, 0);
      const b = randomJson(r, 0);
      expect(applyPatch(a, diffViews(a, b))).toEqual(b);
    }
  });

  it('a one-field change is one operation, and applying does not mutate the base', () => {
    const a = { pieces: { p1: { at: 'x' }, p2: { at: 'y' } }, list: [1, 2] };
    const b = { ...a, pieces: { ...a.pieces, p1: { at: 'z' } } };
    const ops = diffViews(a, b);
    expect(ops).toEqual([[['pieces', 'p1', 'at'], 'z']]);
    applyPatch(a, ops);
    expect(a.pieces.p1.at).toBe('x');
  });

  it('ENGINE-SYNC-2: many operations under one map copy it once, leave the base alone and share what they do not touch', () => {
    const pieces = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, { at: `sq-${i}` }]));
    const a = { table: { pieces, counters: { c: 1 } }, list: [1, 2, 3] };
    const before = JSON.stringify(a);
    const ops: PatchOp[] = [[['table', 'pieces', 'p1', 'at'], 'x'], [['table', 'pieces', 'p2', 'at'], 'y'], [['table', 'pieces', 'p3']], [['list', 1], 9], [['list', 3], 4]];
    const b = applyPatch(a, ops);
    expect(JSON.stringify(a)).toBe(before);
    expect(b.table.pieces.p1).toEqual({ at: 'x' });
    expect(b.table.pieces.p2).toEqual({ at: 'y' });
    expect('p3' in b.table.pieces).toBe(false);
    expect(b.list).toEqual([1, 9, 3, 4]);
    expect(b.table.pieces.p4).toBe(a.table.pieces.p4);
    expect(b.table.counters).toBe(a.table.counters);
    // A value the patch carries is not changed in place by a later operation under it.
    const carried = { at: 'new' };
    const c = applyPatch(a, [[['table', 'pieces', 'p9'], carried], [['table', 'pieces', 'p9', 'at'], 'newer']]);
    expect(carried.at).toBe('new');
    expect(c.table.pieces.p9).toEqual({ at: 'newer' });
  });

  it('refuses a patch path that would pollute prototypes', () => {
    expect(() => applyPatch({}, [[['__proto__', 'x'], 1]])).toThrow(/forbidden/);
  });
});
