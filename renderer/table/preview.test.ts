import { describe, expect, it } from 'vitest';
import type { PreviewSpec } from '../../models/core/board';
import { candidateAt, candidateMarks, candidateText } from './preview';

const preview: PreviewSpec = {
  piece: { kind: 'building-2', owner: 1 },
  candidates: [
    { cells: ['a', 'b'], ok: false, rule: 'KH-BUILD-3', message: 'The square is occupied' },
    { cells: ['b', 'c'], ok: true, detail: 'Costs 2 stone' },
    { cells: ['d'], ok: false, rule: 'KH-BUILD-1', message: 'Not adjacent' },
  ],
};

describe('placement preview lookup', () => {
  it('finds the candidate a cell belongs to, preferring a legal one where candidates overlap', () => {
    expect(candidateAt(preview, 'a')).toBe(0);
    expect(candidateAt(preview, 'b')).toBe(1);
    expect(candidateAt(preview, 'd')).toBe(2);
    expect(candidateAt(preview, 'z')).toBeNull();
    expect(candidateAt(null, 'a')).toBeNull();
  });

  it('marks each candidate cell legal or illegal, legal winning', () => {
    const marks = candidateMarks(preview);
    expect(Object.fromEntries(marks)).toEqual({ a: 'illegal', b: 'legal', c: 'legal', d: 'illegal' });
  });

  it('words an illegal candidate as "rule ID: message" and a legal one by its detail', () => {
    expect(candidateText(preview.candidates[0])).toBe('KH-BUILD-3: The square is occupied');
    expect(candidateText(preview.candidates[1])).toBe('Costs 2 stone');
  });
});
