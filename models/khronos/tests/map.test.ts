import { describe, expect, it } from 'vitest';
import originalFile from '../maps/tessera-original.json';
import { KHRONOS_BOARD } from '../board';
import { adjacent, border, footprint, insideGrid } from '../geometry';
import { parseKhronosMap, TESSERA_MAP } from '../map';
import { act, cards, put, refusal, testGame, withHand, TEST_MAP } from '../testing';

describe("Tessera's own map", () => {
  it('KH-MAP-5: the bundled map is labelled as Tessera\'s own, not the printed board', () => {
    expect(originalFile.name).toMatch(/Tessera's own map/);
    expect(originalFile.original).toBe(false);
    expect(TESSERA_MAP.id).toBe('tessera-original');
  });

  it('KH-MAP-2: a grid of 16 columns by 20 rows, (0,0) top-left', () => {
    expect(TESSERA_MAP.cols).toBe(16);
    expect(TESSERA_MAP.rows).toBe(20);
    expect(TESSERA_MAP.terrain).toHaveLength(320);
    expect(KHRONOS_BOARD.squares[17]).toMatchObject({ col: 1, row: 1 });
  });

  it('KH-MAP-3 / KH-GEO-6: mixed squares count as forest or mountain, river squares only as river', () => {
    const sq = (c: number, r: number) => r * 16 + c;
    expect(originalFile.terrain[0][2]).toBe('m');
    expect(TESSERA_MAP.terrain[sq(2, 0)]).toBe('mountain');
    expect(TESSERA_MAP.mixed).toContain(sq(2, 0));
    expect(originalFile.terrain[2][3]).toBe('f');
    expect(TESSERA_MAP.terrain[sq(3, 2)]).toBe('forest');
    expect(new Set(TESSERA_MAP.terrain)).toEqual(new Set(['plain', 'forest', 'mountain', 'river']));
  });

  it('KH-MAP-4 / KH-MAP-5: one connected river band crossing the map, forest and mountain mostly at the edges', () => {
    const river = TESSERA_MAP.terrain.flatMap((t, i) => (t === 'river' ? [i] : []));
    const rows = new Set(river.map((i) => Math.floor(i / 16)));
    expect(rows.size).toBe(20);
    const seen = new Set([river[0]]);
    const stack = [river[0]];
    while (stack.length) {
      const cur = stack.pop()!;
      for (const n of river) if (!seen.has(n) && adjacent(TESSERA_MAP, cur, n)) { seen.add(n); stack.push(n); }
    }
    expect(seen.size).toBe(river.length);
    const rough = TESSERA_MAP.terrain.flatMap((t, i) => (t === 'forest' || t === 'mountain' ? [i % 16] : []));
    const edge = rough.filter((c) => c <= 3 || c >= 12).length;
    expect(edge / rough.length).toBeGreaterThan(0.75);
    expect(KHRONOS_BOARD.pawnStart).toEqual({ board: 'might', offGrid: true });
  });

  it('KH-BLD-5 / KH-MAP-1: 10 printed Hamlets on the same squares of all three boards, with the same terrain', () => {
    const s = testGame();
    const squaresOf = (board: 'might' | 'faith' | 'reason') => Object.values(s.boards[board].buildings).filter((b) => b.printed).map((b) => `${b.col},${b.row}`).sort();
    expect(squaresOf('might')).toHaveLength(10);
    expect(squaresOf('faith')).toEqual(squaresOf('might'));
    expect(squaresOf('reason')).toEqual(squaresOf('might'));
    expect(Object.values(s.boards.might.buildings).every((b) => b.kind === 'hamlet' && b.owner === null)).toBe(true);
    expect(KHRONOS_BOARD.squares.filter((q) => q.printedHamlet)).toHaveLength(10);
    for (const sq of TESSERA_MAP.printedHamlets) expect(TESSERA_MAP.terrain[sq]).not.toBe('river');
  });

  it('KH-MAP-6: adjacency is by a shared side, never a diagonal', () => {
    expect(adjacent(TESSERA_MAP, 0, 1)).toBe(true);
    expect(adjacent(TESSERA_MAP, 0, 16)).toBe(true);
    expect(adjacent(TESSERA_MAP, 0, 17)).toBe(false);
    expect(adjacent(TESSERA_MAP, 15, 16)).toBe(false);
    expect(border(TESSERA_MAP, 5, 5, 1).sort((a, b) => a - b)).toEqual([4 * 16 + 5, 5 * 16 + 4, 5 * 16 + 6, 6 * 16 + 5]);
  });

  it('KH-MAP-7 / KH-BLD-2: footprints are size x size squares and must lie inside the grid', () => {
    expect(footprint(TESSERA_MAP, 2, 3, 3)).toHaveLength(9);
    expect(insideGrid(TESSERA_MAP, 14, 0, 2)).toBe(true);
    expect(insideGrid(TESSERA_MAP, 15, 0, 2)).toBe(false);
    const s = withHand(testGame(), 0, cards('blue', 3));
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'city', col: 5, row: 18 }).rule).toBe('KH-MAP-7');
  });
});

describe('loading another map', () => {
  it('KH-MAP-5: parseKhronosMap accepts a valid file and names the wrong fields of a bad one', () => {
    expect(parseKhronosMap(TEST_MAP).ok).toBe(true);
    const bad = { ...TEST_MAP, rows: 19, terrain: TEST_MAP.terrain.map((r, i) => (i === 3 ? r.slice(1) : r)), printedHamlets: TEST_MAP.printedHamlets.slice(1) };
    const result = parseKhronosMap(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.some((e) => e.startsWith('rows:'))).toBe(true);
    expect(result.errors.some((e) => e.startsWith('terrain.3:'))).toBe(true);
    expect(result.errors.some((e) => e.startsWith('printedHamlets:'))).toBe(true);
  });

  it('KH-MAP-5: a river in two pieces or a Hamlet on the river is refused', () => {
    const split = { ...TEST_MAP, terrain: TEST_MAP.terrain.map((r, i) => (i === 10 ? r.slice(0, 15) + 'P' : r)) };
    const a = parseKhronosMap(split);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.errors.join()).toMatch(/connected/);
    const wet = { ...TEST_MAP, printedHamlets: [[15, 0], ...TEST_MAP.printedHamlets.slice(1)] };
    const b = parseKhronosMap(wet);
    expect(b.ok).toBe(false);
    if (!b.ok) expect(b.errors.join()).toMatch(/printedHamlets\.0: .*river/);
  });

  it('KH-MAP-1: a game set up on a loaded map uses its terrain on every board', () => {
    const s = testGame();
    expect(s.map.id).toBe('test-plain');
    const next = put(s, 'faith', 'town', 14, 1).state;
    expect(next.boards.faith.cells[1 * 16 + 14]).not.toBeNull();
    void act;
  });
});
