import { describe, expect, it } from 'vitest';
import type { BoardSpec, PieceSpec } from '../../models/core/board';
import { layoutTable } from './layout';
import { MAX_LAYERS, planPieces } from './piecePlan';
import { kindHeight } from './pieceShapes';

const board: BoardSpec = {
  id: 'b',
  label: 'b',
  cells: [0, 1, 2, 3].map((i) => ({ id: `c${i}`, x: i, z: i === 3 ? 1 : 0, size: 1, terrain: ['plain'] })),
};
const layout = layoutTable([board]);
const piece = (id: string, kind: PieceSpec['kind'], at: string, extra: Partial<PieceSpec> = {}): PieceSpec => ({ id, kind, owner: 0, at, ...extra });

describe('piece plan', () => {
  it('gives each kind its own instance list, in spec order, so draw calls follow kinds not pieces', () => {
    const plan = planPieces([piece('a', 'cube', 'c0'), piece('b', 'token', 'c1'), piece('c', 'cube', 'c2'), piece('d', 'army', 'c2')], layout);
    expect([...plan.byKind.keys()]).toEqual(['cube', 'token', 'army']);
    expect(plan.byKind.get('cube')!.map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('piles pieces of one kind on one cell upward and badges the pile with its count', () => {
    const plan = planPieces([piece('a', 'token', 'c0'), piece('b', 'token', 'c0'), piece('c', 'token', 'c0')], layout);
    const ys = plan.byKind.get('token')!.map((p) => p.y);
    expect(ys[1] - ys[0]).toBeCloseTo(kindHeight.token);
    expect(ys[2] - ys[1]).toBeCloseTo(kindHeight.token);
    expect(plan.badges).toHaveLength(1);
    expect(plan.badges[0].count).toBe(3);
    expect(plan.badges[0].y).toBeGreaterThan(ys[2]);
  });

  it('stops a tall pile growing after the last visible layer', () => {
    const many = Array.from({ length: MAX_LAYERS + 4 }, (_, i) => piece(`p${i}`, 'cube', 'c1'));
    const ys = planPieces(many, layout).byKind.get('cube')!.map((p) => p.y);
    expect(ys[MAX_LAYERS + 3]).toBeCloseTo(ys[MAX_LAYERS - 1]);
    expect(ys[MAX_LAYERS - 1]).toBeGreaterThan(ys[MAX_LAYERS - 2]);
  });

  it('sets different kinds on one cell side by side, not on top of each other', () => {
    const plan = planPieces([piece('t', 'token', 'c0'), piece('a', 'army', 'c0')], layout);
    const t = plan.places.get('t')!;
    const a = plan.places.get('a')!;
    expect(Math.hypot(t.x - a.x, t.z - a.z)).toBeGreaterThan(0.2);
    expect(t.y).toBeCloseTo(a.y);
    expect(plan.badges).toHaveLength(0);
  });

  it('centres a building on its footprint and turns it along a footprint that runs along z', () => {
    const plan = planPieces(
      [piece('h', 'building-2', 'c0', { footprint: ['c0', 'c1'] }), piece('v', 'building-2', 'c1', { footprint: ['c1', 'c3'] })],
      { ...layout, cells: new Map([...layout.cells, ['c3', { ...layout.cells.get('c3')!, x: 1, z: 1 }]]) },
    );
    expect(plan.places.get('h')!.x).toBeCloseTo(0.5);
    expect(plan.places.get('h')!.rotY).toBe(0);
    expect(plan.places.get('v')!.z).toBeCloseTo(0.5);
    expect(plan.places.get('v')!.rotY).toBeCloseTo(Math.PI / 2);
  });

  it('leaves out pieces on cells no board has, and names them', () => {
    const plan = planPieces([piece('x', 'cube', 'nowhere'), piece('y', 'cube', 'c0')], layout);
    expect(plan.lost).toEqual(['x']);
    expect(plan.places.has('x')).toBe(false);
  });
});
