import { describe, expect, it } from 'vitest';
import { compactView, LEFT_OUT } from './compact-view';

describe('the compact view', () => {
  it('leaves out the map, terrain and polygons wherever they are, and keeps everything that changes in play', () => {
    const view = {
      turn: 3,
      map: { areas: [{ id: 'kish', polygon: [[0, 0]] }] },
      areas: { kish: { tokens: { 0: 2 }, city: null, polygon: [[1, 2]] } },
      boards: [{ terrain: [['plain']], buildings: [{ id: 'b1' }] }],
      terrainOverrides: { '3,4': 'forest' },
    };
    expect(compactView(view)).toEqual({
      turn: 3,
      map: LEFT_OUT,
      areas: { kish: { tokens: { 0: 2 }, city: null, polygon: LEFT_OUT } },
      boards: [{ terrain: LEFT_OUT, buildings: [{ id: 'b1' }] }],
      terrainOverrides: { '3,4': 'forest' },
    });
    expect(view.map.areas).toHaveLength(1);
  });
});
