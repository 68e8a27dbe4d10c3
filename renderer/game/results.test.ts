import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../models/khronos/random-game';
import { chartScale, niceCeiling, summarise } from './results';

describe('results screen: the game turn by turn', () => {
  it('KH-END-1: rebuilds a finished game and keeps each turn\u2019s scores; the last point is the final Ecus', () => {
    const game = playRandomGame('results-1', 2);
    const file = {
      module: 'khronos',
      players: game.players.map((p) => ({ ...p, kind: 'hotseat' as const })),
      options: game.options,
      seed: game.seed,
      actions: game.actions.map((a, index) => ({ index, seat: a.seat, action: a.action })),
    };
    const s = summarise(file)!;
    expect(s.outcome?.winners).toEqual(game.final.outcome!.winners);
    expect(s.history.map((p) => p.turn)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.history.at(-1)!.scores).toEqual({ 0: game.final.players[0].ecus, 1: game.final.players[1].ecus });
    // The start of the game is not the end: the scores moved.
    expect(s.history[0].scores).not.toEqual(s.history.at(-1)!.scores);
  });

  it('refuses a game whose actions do not replay, naming the action', () => {
    const game = playRandomGame('results-1', 2);
    const file = { module: 'khronos', players: game.players.map((p) => ({ ...p, kind: 'hotseat' as const })), options: game.options, seed: game.seed, actions: [{ index: 0, seat: 1, action: { type: 'collect' } }] };
    expect(() => summarise(file)).toThrow(/Action 0 \(collect\)/);
  });

  it('scales the chart to a round top and puts the first turn left, the last right', () => {
    expect([niceCeiling(7), niceCeiling(10), niceCeiling(11), niceCeiling(26), niceCeiling(0)]).toEqual([10, 10, 20, 50, 1]);
    const s = chartScale([{ turn: 1, scores: { 0: 3 } }, { turn: 7, scores: { 0: 17 } }], 300, 100);
    expect(s.top).toBe(20);
    expect([s.x(1), s.x(7), s.y(0), s.y(20)]).toEqual([0, 300, 100, 0]);
  });
});
