import { describe, expect, it } from 'vitest';
import { khronosRules } from '../rules';
import { act, cards, testGame, withHand } from '../testing';
import { cellId, costText, footprintPreview, khronosTable, parseCellId, pawnSpot } from '../table';
import type { FootprintOption } from '../footprints';

const keep = { type: 'construct' as const, board: 'might' as const, kind: 'keep' as const, col: 4, row: 4 };

describe('the Khronos table for the renderer', () => {
  it('KH-MAP-1 / KH-MAP-3: three boards of the same squares, mixed squares list both terrains, printed Hamlets marked', () => {
    const s = testGame();
    const table = khronosTable(khronosRules.view(s, 0));
    expect(table.boards.map((b) => [b.id, b.hotkey])).toEqual([['might', '1'], ['faith', '2'], ['reason', '3']]);
    const might = table.boards[0].cells;
    expect(might.filter((c) => parseCellId(c.id))).toHaveLength(16 * 20);
    expect(might.find((c) => c.id === cellId('might', 0, 2))!.terrain).toEqual(['forest', 'plain']);
    expect(might.find((c) => c.id === cellId('might', 2, 19))!.terrain).toEqual(['mountain', 'forest']);
    expect(might.find((c) => c.id === cellId('might', 15, 3))!.terrain).toEqual(['river']);
    expect(might.find((c) => c.id === cellId('might', 14, 4))!.marks).toEqual(['hamlet']);
    // Squares of one board sit one unit apart; the table lays the overlapping boards side by side.
    const a = might.find((c) => c.id === cellId('might', 3, 5))!;
    const b = might.find((c) => c.id === cellId('might', 4, 6))!;
    expect([b.x - a.x, b.z - a.z]).toEqual([1, 1]);
  });

  it('KH-RIPPLE-1 / KH-BLD-4: a built Keep spans its 2x2 footprint with its control cube, its shadows ripple to later boards, pawns stand on their board', () => {
    const s = withHand(testGame(), 0, cards('orange', 2));
    const built = act(s, 0, keep).state;
    const table = khronosTable(khronosRules.view(built, 1));
    const keeps = table.pieces.filter((p) => p.variant === 'keep' || p.variant === 'keep-ruin');
    expect(keeps.map((p) => [p.at, p.kind, p.variant])).toEqual([
      ['might-4-4', 'building-2', 'keep'],
      ['faith-4-4', 'building-2', 'keep'],
      ['reason-4-4', 'building-2', 'keep-ruin'],
    ]);
    expect(keeps[0].footprint).toEqual(['might-4-4', 'might-5-4', 'might-4-5', 'might-5-5']);
    expect(keeps[0].owner).toBe(0);
    expect(table.pieces.filter((p) => p.kind === 'cube' && p.at === 'might-4-4').map((p) => p.owner)).toEqual([0]);
    const pawns = table.pieces.filter((p) => p.kind === 'pawn');
    expect(pawns).toHaveLength(6);
    expect(pawns.every((p) => p.at === pawnSpot('might'))).toBe(true);
    // Every piece stands on a cell of the table.
    const ids = new Set(table.boards.flatMap((bd) => bd.cells.map((c) => c.id)));
    expect(table.pieces.filter((p) => !ids.has(p.at))).toEqual([]);
  });

  it('KH-DIG-2 / KH-GEO-1 / KH-GEO-2 / KH-BONUS-2: the footprints question answers the asking seat with itemised costs and refusals, and the preview keeps them', () => {
    const s = withHand(testGame(), 0, [...cards('orange', 2), 'blue-01']);
    const options = khronosRules.questions!.footprints(s, 0, { type: 'footprints', kind: 'keep', board: 'might' }) as FootprintOption[];
    expect(options).toHaveLength(15 * 19);
    const legal = options.find((f) => f.ok && f.col === 4 && f.row === 4)!;
    expect(legal.ok && legal.cost).toMatchObject({ colour: 'orange', colourCards: 2, forest: 0, mountain: 0 });
    // The forest corner needs one more card of any colour with 3 players; with 3 cards that is affordable.
    const forest = options.find((f) => f.col === 0 && f.row === 0)!;
    expect(forest.ok).toBe(true);
    expect(forest.ok && costText(forest.cost)).toBe('2 orange cards + 1 card of any colour (forest); you receive 1 Ecu');
    const river = options.find((f) => f.col === 14 && f.row === 6)!;
    expect(river).toMatchObject({ ok: false, rule: 'KH-CONS-3' });
    const towers = khronosRules.questions!.footprints(s, 0, { type: 'footprints', kind: 'watchtower', board: 'might' }) as FootprintOption[];
    expect(towers.find((f) => f.col === 15 && f.row === 5)).toMatchObject({ ok: false, rule: 'KH-GEO-1' });
    const preview = footprintPreview('might', 'keep', 0, options);
    expect(preview.piece).toEqual({ kind: 'building-2', owner: 0, variant: 'keep' });
    const shown = preview.candidates[options.indexOf(river)];
    expect(shown).toMatchObject({ ok: false, rule: 'KH-CONS-3', cells: ['might-14-6', 'might-15-6', 'might-14-7', 'might-15-7'] });
    expect(() => khronosRules.questions!.footprints(s, 0, { type: 'footprints', kind: 'palace', board: 'might' })).toThrow(/palace/);
  });

  it('KH-EARN-3: the earnings question itemises a seat\'s collection per board and domain', () => {
    const s = withHand(testGame(), 0, cards('orange', 2));
    const built = act(s, 0, keep).state;
    const answer = khronosRules.questions!.earnings(built, 1, { type: 'earnings', seat: 0 }) as { total: number; lines: { board: string; rule: string; amount: number }[] };
    expect(answer.lines.every((l) => l.board === 'might' && l.rule === 'KH-EARN-3')).toBe(true);
    expect(answer.total).toBe(answer.lines.reduce((n, l) => n + l.amount, 0));
  });
});
