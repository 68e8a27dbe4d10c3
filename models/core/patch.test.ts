import { describe, expect, it } from 'vitest';
import { Random, seedRng } from './rng';
import { applyPatch, diffViews } from './patch';

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

  it('refuses a patch path that would pollute prototypes', () => {
    expect(() => applyPatch({}, [[['__proto__', 'x'], 1]])).toThrow(/forbidden/);
  });
});
