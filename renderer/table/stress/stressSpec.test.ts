import { describe, expect, it } from 'vitest';
import { layoutTable } from '../layout';
import { planPieces } from '../piecePlan';
import { stressKinds, stressTable } from './stressSpec';

describe('render stress table', () => {
  it('has 300 squares and 2,000 pieces of 12 kinds, all on the board', () => {
    const spec = stressTable(2000);
    expect(spec.boards[0].cells).toHaveLength(300);
    expect(new Set(spec.pieces.map((p) => p.kind)).size).toBe(12);
    const plan = planPieces(spec.pieces, layoutTable(spec.boards));
    expect(plan.lost).toEqual([]);
    expect(plan.places.size).toBe(2000);
    expect(plan.byKind.size).toBe(stressKinds.length);
  });

  it('is the same every time', () => {
    expect(stressTable(50)).toEqual(stressTable(50));
  });
});
