import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../core/rng';
import { applyTableAction, checkTableAction, tabletopSecrets, tabletopView, type TableAction } from '.';
import type { Tabletop } from './types';

const names = ['Ada', 'Bo'];
function table(): Tabletop {
  return {
    locations: { a: { id: 'a' }, b: { id: 'b', accepts: ['pawn'] }, c: { id: 'c', capacity: 1 } },
    pieces: { 'p-0': { id: 'p-0', kind: 'pawn', owner: 0, at: 'a', faceUp: true }, 'n-0': { id: 'n-0', kind: 'hut', owner: null, at: 'c', faceUp: false } },
    piles: {
      deck: { id: 'deck', label: 'the deck', cards: ['c1', 'c2', 'c3', 'c4', 'c5'], visibility: 'deck', owner: null },
      open: { id: 'open', label: 'the discard pile', cards: [], visibility: 'open', owner: null },
      'hand-0': { id: 'hand-0', label: "Ada's hand", cards: ['c9'], visibility: 'hand', owner: 0 },
      'hand-1': { id: 'hand-1', label: "Bo's hand", cards: [], visibility: 'hand', owner: 1 },
    },
    counters: { 'coins-0': { id: 'coins-0', label: "Ada's coins", owner: 0, value: 2, min: 0 } },
    box: [{ kind: 'pawn', perOwner: 2 }],
    cardNames: { c9: 'Nine' },
    serial: 0,
  };
}
const run = (t: Tabletop, seat: number, a: TableAction) => {
  const check = checkTableAction(t, seat, a);
  if (!check.ok) return { check, t };
  return { check, t: applyTableAction(t, seat, a, new Random(seedRng('x')), names).state };
};

describe('the tabletop layer', () => {
  it('TT-PLACE-1..3: a piece goes only where the board has a place for it', () => {
    expect(checkTableAction(table(), 0, { type: 'table/move', piece: 'p-0', to: 'nowhere' })).toMatchObject({ code: 'no-such-place', rule: 'TT-PLACE-1' });
    const t = run(table(), 0, { type: 'table/take', kind: 'pawn', owner: 0, to: 'b' }).t;
    expect(Object.keys(t.pieces)).toContain('pawn-0-0');
    expect(checkTableAction(t, 0, { type: 'table/move', piece: 'p-0', to: 'c' })).toMatchObject({ code: 'place-full', rule: 'TT-PLACE-3' });
    const withCube = { ...table(), box: [{ kind: 'cube', perOwner: 3 }] };
    expect(checkTableAction(withCube, 0, { type: 'table/take', kind: 'cube', owner: 0, to: 'b' })).toMatchObject({ rule: 'TT-PLACE-2' });
  });

  it('TT-SUPPLY-2: the supply never hands out more pieces than the box holds', () => {
    let t = run(table(), 0, { type: 'table/take', kind: 'pawn', owner: 0, to: 'a' }).t; // the second of two pawns
    expect(checkTableAction(t, 0, { type: 'table/take', kind: 'pawn', owner: 0, to: 'a' })).toMatchObject({ code: 'supply-empty', rule: 'TT-SUPPLY-2' });
    t = run(t, 1, { type: 'table/return', piece: 'p-0' }).t;
    expect(checkTableAction(t, 0, { type: 'table/take', kind: 'pawn', owner: 0, to: 'a' }).ok).toBe(true);
  });

  it('TT-COUNT-3: a counter never goes below zero', () => {
    expect(checkTableAction(table(), 0, { type: 'table/count', counter: 'coins-0', delta: -3 })).toMatchObject({ code: 'below-minimum' });
    const t = run(table(), 0, { type: 'table/count', counter: 'coins-0', delta: -2 }).t;
    expect(t.counters['coins-0'].value).toBe(0);
    expect(checkTableAction(table(), 1, { type: 'table/count', counter: 'coins-0', delta: 1 })).toMatchObject({ code: 'not-your-counter' });
  });

  it('TT-SEAT-1/2: only your own pieces move, only your own hand is drawn into or played from', () => {
    expect(checkTableAction(table(), 1, { type: 'table/move', piece: 'p-0', to: 'b' })).toMatchObject({ code: 'not-your-piece' });
    expect(checkTableAction(table(), 1, { type: 'table/draw', from: 'deck', to: 'hand-0' })).toMatchObject({ code: 'not-your-hand' });
    expect(checkTableAction(table(), 1, { type: 'table/discard', card: 'c9', from: 'hand-0', to: 'open' })).toMatchObject({ code: 'not-your-hand' });
  });

  it('drawing moves the top card into the hand; a deal gives every hand its cards', () => {
    const drawn = run(table(), 1, { type: 'table/draw', from: 'deck', to: 'hand-1' }).t;
    expect(drawn.piles['hand-1'].cards).toEqual(['c1']);
    expect(drawn.piles.deck.cards).toHaveLength(4);
    const dealt = run(table(), 0, { type: 'table/deal', from: 'deck', count: 2 }).t;
    expect(dealt.piles['hand-0'].cards).toHaveLength(3);
    expect(dealt.piles['hand-1'].cards).toHaveLength(2);
    expect(checkTableAction(table(), 0, { type: 'table/deal', from: 'deck', count: 3 })).toMatchObject({ code: 'pile-short' });
  });

  it('a view shows hands only to their owner, never a deck order, and face-down pieces only by their back', () => {
    const t = table();
    const ada = tabletopView(t, 0);
    const bo = tabletopView(t, 1);
    expect(ada.piles['hand-0'].cards).toEqual([{ id: 'c9', name: 'Nine' }]);
    expect(bo.piles['hand-0'].cards).toBeUndefined();
    expect(bo.piles['hand-0'].count).toBe(1);
    expect(JSON.stringify(ada.piles.deck)).not.toContain('c1');
    expect(ada.pieces['n-0'].kind).toBe('face-down');
    const secrets = tabletopSecrets(t);
    expect(secrets).toContainEqual({ token: 'c9', seenBy: [0] });
    expect(secrets).toContainEqual({ token: 'c3', seenBy: [] });
  });

  it('the log tells the drawer the card and the others only that a card was drawn', () => {
    const done = applyTableAction(table(), 0, { type: 'table/draw', from: 'deck', to: 'hand-0' }, new Random(seedRng('x')), names);
    expect(done.log).toEqual([
      { text: 'You drew c1 from the deck.', to: [0] },
      { text: 'Ada drew a card from the deck.', to: [1] },
    ]);
    expect(done.revealed).toBe(true);
  });
});
