import { describe, expect, it } from 'vitest';
import { metropolisCandidates } from '../rules/metropolis';
import { civTable, metropolisOutskirts, metropolisPreview, parseCell } from '../table';
import { viewCiv } from '../view';
import { act, edit, newGame } from './fixtures';

describe('Civilization table', () => {
  it('CIV-TERRAIN-01: one cell per square named map:x,y, face-down tiles hidden, revealed ones with their terrain', () => {
    const state = newGame(['romans', 'egyptians']);
    const table = civTable(viewCiv(state, 0));
    const cells = table.boards[0].cells;
    const live = state.slots.filter((s) => s.kind !== 'hole');
    expect(cells).toHaveLength(live.length * 16);
    const hidden = cells.filter((c) => c.terrain[0] === 'hidden').length;
    expect(hidden).toBe(live.filter((s) => !s.revealed).length * 16);
    for (const c of cells) expect(['grassland', 'forest', 'mountain', 'desert', 'water', 'hidden']).toContain(c.terrain[0]);
    const ids = new Set(cells.map((c) => c.id));
    expect(ids.size).toBe(cells.length);
    for (const c of cells) expect(parseCell(c.id)).not.toBeNull();
    // Neighbouring squares are one table unit apart, east along x and south along z.
    const a = cells.find((c) => c.id === 'map:2,2')!, b = cells.find((c) => c.id === 'map:3,2')!, d = cells.find((c) => c.id === 'map:2,3')!;
    expect(b.x - a.x).toBe(1);
    expect(d.z - a.z).toBe(1);
  });

  it('pieces: figures, the capital, and a metropolis spanning both centres (FF-METRO-02), markers on cities (FF-DISBAND-02)', () => {
    let state = newGame(['romans', 'egyptians']);
    state = edit(state, (d) => {
      const cap = d.cities.find((c) => c.owner === 0)!;
      cap.kind = 'metropolis';
      cap.expansion = { x: cap.centre.x, y: cap.centre.y - 1 };
      cap.marker = 'caravan';
      d.placed.push({ id: 'p1', kind: 'building', owner: 0, at: { x: cap.centre.x + 1, y: cap.centre.y }, what: 'temple' });
      d.placed.push({ id: 'p2', kind: 'great-person', owner: 0, at: { x: cap.centre.x - 1, y: cap.centre.y }, what: 'artist' });
    });
    const table = civTable(viewCiv(state, 1));
    const city = state.cities.find((c) => c.owner === 0)!;
    const metro = table.pieces.find((p) => p.id === city.id)!;
    expect(metro.kind).toBe('metropolis');
    expect(metro.footprint).toEqual([`map:${city.centre.x},${city.centre.y}`, `map:${city.centre.x},${city.centre.y - 1}`]);
    expect(table.pieces.find((p) => p.id === `${city.id}/caravan`)).toMatchObject({ kind: 'marker', variant: 'caravan', owner: 0 });
    expect(table.pieces.find((p) => p.id === 'p1')).toMatchObject({ kind: 'building-1', label: expect.stringMatching(/temple/i) });
    expect(table.pieces.find((p) => p.id === 'p2')).toMatchObject({ kind: 'marker', variant: 'great-person-artist' });
    for (const f of state.figures) expect(table.pieces.find((p) => p.id === f.id)).toMatchObject({ kind: f.kind, owner: f.owner, at: `map:${f.at.x},${f.at.y}` });
    const other = table.pieces.find((p) => p.id === state.cities.find((c) => c.owner === 1)!.id)!;
    expect(other).toMatchObject({ kind: 'city', variant: 'capital' });
  });

  it('huts and villages lie face down and name no hidden kind; relics show their name (FF-RELIC-01)', () => {
    let state = newGame(['romans', 'egyptians']);
    state = edit(state, (d) => {
      d.markers = [{ id: 'hut-teacher-1', kind: 'hut', at: { x: 1, y: 1 } }, { id: 'relic-atlantis', kind: 'relic', at: { x: 3, y: 3 }, relic: 'atlantis' }];
    });
    const pieces = civTable(viewCiv(state, 0)).pieces;
    const hut = pieces.find((p) => p.at === 'map:1,1')!;
    expect(hut.kind).toBe('face-down');
    expect(JSON.stringify(hut)).not.toMatch(/teacher/);
    expect(pieces.find((p) => p.at === 'map:3,3')).toMatchObject({ kind: 'marker', variant: 'relic', label: 'Atlantis' });
  });

  it('FF-METRO-02/03/07: the growth preview marks legal expansions over both centres and illegal ones with their reason', () => {
    let state = newGame(['romans', 'egyptians']);
    const cap = state.cities.find((c) => c.owner === 0)!.centre;
    state = edit(state, (d) => {
      d.phase = 'research';
      d.turn = 0;
      d.players[0].trade = 12;
      d.figures = [{ id: 'army-1-1', owner: 1, kind: 'army', at: { x: cap.x - 1, y: cap.y } }];
    });
    state = act(state, 0, { type: 'research', tech: 'Agriculture' });
    const candidates = metropolisCandidates(state, 0);
    const preview = metropolisPreview(0, cap, candidates);
    expect(preview.piece.kind).toBe('metropolis');
    expect(preview.candidates).toHaveLength(4);
    const west = preview.candidates.find((c) => c.cells[0] === `map:${cap.x - 1},${cap.y}`)!;
    expect(west).toMatchObject({ ok: false, rule: 'FF-METRO-03' });
    expect(west.cells).toHaveLength(1);
    const legal = preview.candidates.filter((c) => c.ok);
    expect(legal.length).toBeGreaterThan(0);
    for (const c of legal) {
      expect(c.cells[1]).toBe(`map:${cap.x},${cap.y}`);
      expect(c.detail).toMatch(/overbuilds/);
    }
    expect(metropolisOutskirts(cap, { x: cap.x, y: cap.y - 1 })).toHaveLength(10);
  });
});
