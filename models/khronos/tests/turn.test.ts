import { describe, expect, it } from 'vitest';
import { earningsFor } from '../earnings';
import { khronosRules } from '../rules';
import { act, at, cards, put, refusal, testGame, withEcus, withHand, withPawns } from '../testing';
import type { KhronosState } from '../state';

const inPhase = (s: KhronosState, phase: KhronosState['phase']): KhronosState => ({ ...s, phase });
const play = (s: KhronosState, seat: number, a: Parameters<typeof act>[2]) => act(s, seat, a).state;

/** Passes a whole turn for the active player with no actions. */
function passTurn(s: KhronosState): KhronosState {
  let t = inPhase(s, 'exchange');
  t = play(t, t.active, { type: 'startActions' });
  t = play(t, t.active, { type: 'endActions' });
  t = play(t, t.active, { type: 'refill', discard: [] });
  if (t.phase === 'earnings') t = play(t, t.active, { type: 'collect' });
  return t;
}

describe('turn structure (KH-TURN)', () => {
  it('KH-TURN-1: each player takes one turn clockwise; the turn track moves when play returns to the first player', () => {
    let s = { ...inPhase(testGame(3), 'exchange'), first: 1, active: 1 };
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.active);
      s = passTurn(s);
    }
    expect(order).toEqual([1, 2, 0, 1]);
    expect(s.turn).toBe(2);
    expect(s.active).toBe(2);
  });

  it('KH-TURN-2: exchange, then actions, then refill, then earnings only in turns 4 and 7; out-of-phase actions are refused', () => {
    let s = withHand(inPhase(testGame(), 'exchange'), 0, cards('blue', 4));
    expect(refusal(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 5, row: 5 })).toMatchObject({ code: 'wrong-phase', rule: 'KH-TURN-2' });
    s = play(s, 0, { type: 'startActions' });
    expect(s.phase).toBe('actions');
    expect(refusal(s, 0, { type: 'exchange', discard: ['blue-01'] }).rule).toBe('KH-TURN-2');
    s = play(s, 0, { type: 'endActions' });
    expect(s.phase).toBe('refill');
    s = play(s, 0, { type: 'refill', discard: [] });
    expect(s).toMatchObject({ phase: 'exchange', active: 1 });
    const fourth = play(play({ ...s, turn: 4 }, 1, { type: 'startActions' }), 1, { type: 'endActions' });
    expect(play(fourth, 1, { type: 'refill', discard: [] }).phase).toBe('earnings');
  });

  it('KH-TURN-3: only the active player acts, except a player asked for a decision', () => {
    let s = withHand(testGame(), 0, cards('blue', 2));
    expect(refusal(s, 1, { type: 'endActions' }).rule).toBe('KH-TURN-3');
    s = put(s, 'might', 'keep', 3, 5, 1).state;
    s = put(s, 'might', 'watchtower', 3, 7, 1).state;
    s = put(s, 'might', 'keep', 6, 5, 2).state;
    s = play(s, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 5, row: 5 });
    expect(khronosRules.activeSeats(s)).toEqual([2]);
    expect(refusal(s, 0, { type: 'endActions' }).rule).toBe('KH-TURN-3');
    expect(khronosRules.legalActions(s, 0)).toEqual([]);
    expect(khronosRules.legalActions(s, 2)).toHaveLength(4);
    s = play(s, 2, { type: 'placeDownsized', col: 6, row: 5 });
    expect(khronosRules.activeSeats(s)).toEqual([0]);
  });
});

describe('exchanging cards (KH-XCH)', () => {
  it('KH-XCH-1: once per turn, 2 Ecus discard one to four cards and draw back to 4', () => {
    let s = withHand(inPhase(testGame(), 'exchange'), 0, cards('orange', 4));
    const deckTop = s.deck.slice(0, 2);
    s = play(s, 0, { type: 'exchange', discard: ['orange-01', 'orange-02'] });
    expect(s.players[0]).toMatchObject({ ecus: 2, hand: ['orange-03', 'orange-04', ...deckTop] });
    expect(s.discard).toEqual(['orange-01', 'orange-02']);
    expect(refusal(s, 0, { type: 'exchange', discard: ['orange-03'] }).rule).toBe('KH-XCH-1');
    expect(refusal(withHand(inPhase(testGame(), 'exchange'), 0, cards('orange', 1)), 0, { type: 'exchange', discard: ['blue-01'] }).rule).toBe('KH-XCH-1');
  });

  it('KH-XCH-2: without 2 Ecus there is no exchange', () => {
    const s = withEcus(withHand(inPhase(testGame(), 'exchange'), 0, cards('orange', 4)), 0, 1);
    expect(refusal(s, 0, { type: 'exchange', discard: ['orange-01'] })).toMatchObject({ code: 'ecus', rule: 'KH-XCH-2' });
  });

  it('KH-XCH-3: an empty draw pile is rebuilt by shuffling the discards', () => {
    const s0 = withHand(inPhase(testGame(), 'exchange'), 0, cards('orange', 4));
    const s = { ...s0, deck: [], discard: cards('blue', 5) };
    const done = act(s, 0, { type: 'exchange', discard: ['orange-01'] });
    expect(done.state.players[0].hand).toHaveLength(4);
    expect(done.state.deck.length + done.state.discard.length).toBe(5);
    expect(done.state.discard).toEqual([]);
    expect(done.log.some((l) => l.rule === 'KH-XCH-3')).toBe(true);
  });
});

describe('refilling (KH-FILL) and keeping cards (KH-CARD-7)', () => {
  it('KH-FILL-1: discard any cards, then draw to 4; the draw is told only to the drawer', () => {
    const s = withHand(inPhase(testGame(), 'refill'), 0, ['orange-01', 'blue-01']);
    const done = act(s, 0, { type: 'refill', discard: ['orange-01'] });
    expect(done.state.players[0].hand).toHaveLength(4);
    expect(done.state.players[0].hand[0]).toBe('blue-01');
    expect(done.state.discard).toContain('orange-01');
    const drawn = done.state.players[0].hand.slice(1);
    for (const line of done.log.filter((l) => drawn.some((c) => l.text.includes(c)))) expect(line.to).toEqual([0]);
    expect(refusal(s, 0, { type: 'refill', discard: ['orange-02'] }).rule).toBe('KH-FILL-1');
  });

  it('KH-CARD-7: cards not played stay in hand for the next turn', () => {
    const s = withHand(inPhase(testGame(), 'refill'), 0, ['orange-01', 'blue-01']);
    expect(play(s, 0, { type: 'refill', discard: [] }).players[0].hand.slice(0, 2)).toEqual(['orange-01', 'blue-01']);
  });

  it('KH-FILL-2: the online variant discards every leftover card before drawing 4', () => {
    const base = withHand(inPhase(testGame(3, { HAND_REFILL_VARIANT: 'discard_all' }), 'refill'), 0, ['orange-01', 'blue-01']);
    const done = play(base, 0, { type: 'refill', discard: [] });
    expect(done.players[0].hand).not.toContain('orange-01');
    expect(done.players[0].hand).toHaveLength(4);
  });
});

describe("Hold'em (KH-HOLD)", () => {
  const holdem = (options = {}) => {
    const s = inPhase(testGame(3, { HOLDEM: true, ...options }), 'exchange');
    return withHand(s, 0, s.deck.slice(0, 4));
  };

  it("KH-HOLD-2: swap hand cards one for one with the display, which keeps three cards; everyone sees it", () => {
    const s = holdem();
    const [a, b] = s.display;
    const [h1, h2, h3, h4] = s.players[0].hand;
    const done = act(s, 0, { type: 'holdem', give: [h1, h2], take: [a, b] });
    expect(done.state.players[0].hand).toEqual([a, b, h3, h4]);
    expect(done.state.display).toEqual([h1, h2, s.display[2]]);
    expect(done.log.every((l) => l.to === undefined)).toBe(true);
    expect(refusal(s, 0, { type: 'holdem', give: [h1], take: [a, b] }).rule).toBe('KH-HOLD-2');
    const strict = { ...s, options: { ...s.options, HOLDEM_SAME_COLOUR: true } };
    const other = s.display.find((c) => c.split('-')[0] !== h1.split('-')[0])!;
    expect(refusal(strict, 0, { type: 'holdem', give: [h1], take: [other] })).toMatchObject({ code: 'colour-swap', rule: 'KH-HOLD-2' });
    expect(refusal(inPhase(withHand(testGame(), 0, cards('orange', 1)), 'exchange'), 0, { type: 'holdem', give: ['orange-01'], take: ['blue-01'] }).rule).toBe('KH-HOLD-1');
  });

  it('KH-HOLD-3: the swap is voluntary and free, once per turn, and may follow a paid exchange', () => {
    let s = holdem();
    const hand = s.players[0].hand;
    s = play(s, 0, { type: 'exchange', discard: [hand[0]] });
    const take = s.display[0];
    s = play(s, 0, { type: 'holdem', give: [hand[1]], take: [take] });
    expect(s.players[0].ecus).toBe(2);
    expect(refusal(s, 0, { type: 'holdem', give: [hand[2]], take: [s.display[1]] }).rule).toBe('KH-HOLD-3');
    expect(refusal(s, 0, { type: 'exchange', discard: [hand[2]] }).rule).toBe('KH-XCH-1');
    const costly = holdem({ HOLDEM_COST: 1 });
    expect(play(costly, 0, { type: 'holdem', give: [costly.players[0].hand[0]], take: [costly.display[0]] }).players[0].ecus).toBe(3);
    expect(play(holdem(), 0, { type: 'startActions' }).phase).toBe('actions');
  });
});

describe('travelling (KH-TRAV)', () => {
  it('KH-TRAV-1: 1 Ecu moves a pawn to either other board, Might to Reason directly', () => {
    const s = testGame();
    const done = play(s, 0, { type: 'travel', pawn: 0, to: 'reason' });
    expect(done.players[0]).toMatchObject({ pawns: ['reason', 'might'], ecus: 3 });
    expect(refusal(s, 0, { type: 'travel', pawn: 0, to: 'might' }).rule).toBe('KH-TRAV-1');
    expect(refusal(withEcus(s, 0, 0), 0, { type: 'travel', pawn: 0, to: 'faith' })).toMatchObject({ code: 'ecus', rule: 'KH-TRAV-1' });
  });

  it('KH-TRAV-2: travel any number of times with either pawn between card plays', () => {
    let s = withHand(testGame(), 0, cards('blue', 2));
    s = play(s, 0, { type: 'travel', pawn: 1, to: 'faith' });
    s = play(s, 0, { type: 'construct', board: 'faith', kind: 'hamlet', col: 3, row: 3 });
    s = play(s, 0, { type: 'travel', pawn: 1, to: 'reason' });
    s = play(s, 0, { type: 'travel', pawn: 0, to: 'faith' });
    expect(s.players[0]).toMatchObject({ pawns: ['faith', 'reason'], ecus: 1 });
  });

  it('KH-TRAV-3: pawns stand on a board, not a square, and any number may share one', () => {
    const s = testGame(3);
    expect(s.players.every((p) => p.pawns.every((b) => b === 'might'))).toBe(true);
    const view = khronosRules.view(s, null);
    expect(view.players[2].pawns).toEqual(['might', 'might']);
  });

  it('KH-TRAV-4: a pawn on a board lets its owner spend cards there and collect its earnings', () => {
    let s = withHand(testGame(), 0, cards('blue', 2));
    s = put(s, 'might', 'keep', 5, 5, 0).state;
    s = put(s, 'might', 'town', 7, 5).state;
    expect(earningsFor(s, 0).total).toBe(2);
    const away = withPawns(s, 0, 'faith', 'reason');
    expect(earningsFor(away, 0).total).toBe(0);
    expect(refusal(away, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 9, row: 9 }).rule).toBe('KH-CONS-1');
  });
});

describe('earnings (KH-EARN)', () => {
  /** Might: seat 0's Keep with a Town and a Hamlet; Faith: seat 1's Abbey with a City. */
  const board = () => {
    let s = testGame();
    s = put(s, 'might', 'keep', 5, 5, 0).state;
    s = put(s, 'might', 'town', 7, 5).state;
    s = put(s, 'might', 'hamlet', 5, 7).state;
    s = put(s, 'might', 'watchtower', 6, 7, 1).state;
    s = put(s, 'faith', 'abbey', 5, 5, 1).state;
    s = put(s, 'faith', 'city', 8, 5).state;
    return s;
  };

  it('KH-EARN-1: earnings are collected only in turns 4 and 7, at the end of the player\'s own turn', () => {
    let s = inPhase({ ...board(), turn: 4 }, 'refill');
    s = play(s, 0, { type: 'refill', discard: [] });
    expect(s.phase).toBe('earnings');
    expect(refusal(s, 1, { type: 'collect' }).rule).toBe('KH-TURN-3');
    const after = play(s, 0, { type: 'collect' });
    expect(after.players[0].ecus).toBe(4 + 3);
    expect(after).toMatchObject({ active: 1, phase: 'exchange' });
    expect(play(inPhase({ ...board(), turn: 5 }, 'refill'), 0, { type: 'refill', discard: [] }).phase).toBe('exchange');
  });

  it('KH-EARN-2: a board pays only with a pawn on it, and once even with both pawns there (by default)', () => {
    const s = board();
    expect(earningsFor(s, 0).total).toBe(3);
    expect(earningsFor(withPawns(s, 0, 'might', 'faith'), 0).total).toBe(3);
    expect(earningsFor({ ...s, options: { ...s.options, EARN_ONCE_PER_BOARD: false } }, 0).total).toBe(6);
  });

  it('KH-EARN-3: on Might the owner of a domain\'s top Military building takes its Civil power, printed Hamlets included', () => {
    let s = board();
    expect(earningsFor(s, 0).lines).toEqual([expect.objectContaining({ board: 'might', amount: 3, rule: 'KH-EARN-3' })]);
    expect(earningsFor(s, 1).total).toBe(0);
    s = put(s, 'might', 'keep', 12, 3, 2).state;
    expect(earningsFor(s, 2).total).toBe(1); // its domain holds the printed Hamlet at (14, 4)
    expect(earningsFor({ ...board(), options: { ...board().options, MIGHT_EARNING: 'military_power' } }, 0).total).toBe(3);
  });

  it('KH-EARN-4: on Faith the owner of the top Religious building takes the Civil power', () => {
    const s = withPawns(board(), 1, 'faith', 'faith');
    expect(earningsFor(s, 1).lines).toEqual([expect.objectContaining({ board: 'faith', amount: 3, rule: 'KH-EARN-4' })]);
    // Civil power 2 (a Town) against Religious power 3 + 1 (Abbey and Chapel): the Civil figure is paid.
    let t = put(testGame(), 'faith', 'abbey', 5, 5, 1).state;
    t = put(t, 'faith', 'town', 8, 5).state;
    t = put(t, 'faith', 'chapel', 5, 8, 1).state;
    t = withPawns(t, 1, 'faith', 'faith');
    const faith = t.boards.faith;
    expect(new Set([faith.domainOf[at(t, 'faith', 5, 5)!.id], faith.domainOf[at(t, 'faith', 8, 5)!.id], faith.domainOf[at(t, 'faith', 5, 8)!.id]]).size).toBe(1);
    expect(earningsFor(t, 1).lines).toEqual([expect.objectContaining({ board: 'faith', amount: 2, rule: 'KH-EARN-4' })]);
  });

  it('KH-EARN-5: on Reason the most cubes take Military plus Religious power; ties each take it all; one cube at least', () => {
    let s = testGame();
    const town = put(s, 'reason', 'city', 5, 5);
    s = put(town.state, 'reason', 'keep', 8, 5, null, { ruin: false }).state;
    s = put(s, 'reason', 'abbey', 5, 8, null, { ruin: false }).state;
    s = withPawns(withPawns(s, 0, 'reason', 'reason'), 1, 'reason', 'might');
    const b = s.boards.reason.buildings[town.id];
    const withPop = (population: number[]) => ({ ...s, boards: { ...s.boards, reason: { ...s.boards.reason, buildings: { ...s.boards.reason.buildings, [town.id]: { ...b, population } } } } });
    expect(earningsFor(withPop([2, 1, 0]), 0).total).toBe(5);
    expect(earningsFor(withPop([2, 1, 0]), 1).total).toBe(0);
    expect(earningsFor(withPop([1, 1, 0]), 1).total).toBe(5);
    expect(earningsFor(withPop([0, 0, 0]), 0).total).toBe(0);
  });

  it('KH-EARN-6: a domain without the relevant building pays nothing', () => {
    let s = testGame();
    s = put(s, 'might', 'city', 5, 5).state;
    s = put(s, 'might', 'chapel', 8, 5, 0).state;
    expect(earningsFor(s, 0).total).toBe(0);
  });

  it('KH-EARN-7: earnings come from the bank; with the box bank only the coins left pay', () => {
    const s = inPhase({ ...board(), turn: 4 }, 'earnings');
    expect(play(s, 0, { type: 'collect' }).players[0].ecus).toBe(7);
    const rich = { ...s, options: { ...s.options, BANK: 'box' as const }, players: s.players.map((p) => (p.seat === 1 ? { ...p, ecus: 245 } : p)) };
    expect(play(rich, 0, { type: 'collect' }).players[0].ecus).toBe(6); // 255 - (4 + 245 + 4) = 2 left in the box
  });
});

describe('end of the game (KH-END)', () => {
  const lastTurn = (ecus: number[], options = {}) => {
    const s = testGame(3, options);
    return inPhase({ ...s, turn: 7, first: 0, active: 2, players: s.players.map((p) => ({ ...p, ecus: ecus[p.seat] })) }, 'earnings');
  };

  it('KH-END-1: the game ends when the last player has collected in turn 7', () => {
    const s = lastTurn([5, 9, 3]);
    expect(khronosRules.outcome(s)).toBeNull();
    const done = play(s, 2, { type: 'collect' });
    expect(done.phase).toBe('over');
    expect(khronosRules.outcome(done)).toMatchObject({ winners: [1] });
    expect(refusal(done, 0, { type: 'endActions' }).rule).toBe('KH-END-1');
    expect(khronosRules.activeSeats(done)).toEqual([]);
  });

  it('KH-END-2: most Ecus wins; tied players share by default', () => {
    expect(khronosRules.outcome(play(lastTurn([9, 9, 3]), 2, { type: 'collect' }))?.winners).toEqual([0, 1]);
    let s = lastTurn([9, 9, 3], { END_TIE: 'most_buildings' });
    s = put(s, 'might', 'keep', 5, 5, 1).state;
    expect(khronosRules.outcome(play(s, 2, { type: 'collect' }))?.winners).toEqual([1]);
  });

  it('KH-END-3: cards, cubes and buildings are worth nothing at the end', () => {
    let s = withHand(lastTurn([4, 4, 3]), 0, cards('orange', 4));
    s = put(s, 'might', 'castle', 5, 5, 0).state;
    const done = play(s, 2, { type: 'collect' });
    expect(done.outcome?.scores).toEqual({ 0: 4, 1: 4, 2: 3 });
    expect(done.outcome?.winners).toEqual([0, 1]);
    void at;
  });
});
