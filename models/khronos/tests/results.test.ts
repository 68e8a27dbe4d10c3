import { describe, expect, it } from 'vitest';
import { finalOutcome } from '../apply';
import { playRandomGame } from '../random-game';
import { buildingsOn, khronosResults } from '../results';

describe('Khronos results screen figures', () => {
  it('KH-END-2: the score is each seat\u2019s Ecus, with its buildings per board, and the outcome agrees', () => {
    const game = playRandomGame('results-1', 2);
    const r = khronosResults(game.final);
    expect(r.turn).toBe(7);
    for (const p of r.players) {
      expect(p.score).toBe(game.final.players[p.seat].ecus);
      expect(p.score).toBe(game.final.outcome!.scores![p.seat]);
      expect(p.figures.map((f) => f.key)).toEqual(['might', 'faith', 'reason']);
      expect(p.figures[0].value).toBe(Object.values(game.final.boards.might.buildings).filter((b) => b.owner === p.seat).length);
    }
    expect(r.players.some((p) => p.figures.some((f) => f.value > 0))).toBe(true);
    // Different Ecus: the score alone decided.
    expect(game.final.players[0].ecus).not.toBe(game.final.players[1].ecus);
    expect(r.tiebreak).toBeNull();
  });

  it('KH-END-2 (option END_TIE): equal Ecus are settled by the most buildings (option) or shared, and the screen names which', () => {
    const game = playRandomGame('results-1', 2);
    const level = { ...game.final, players: game.final.players.map((p) => ({ ...p, ecus: 10 })) };
    const shared = { ...level, outcome: finalOutcome(level) };
    expect(shared.outcome.winners).toEqual([0, 1]);
    expect(khronosResults(shared).tiebreak).toBe('shared');
    const byBuildings = { ...level, options: { ...level.options, END_TIE: 'most_buildings' as const } };
    const decided = { ...byBuildings, outcome: finalOutcome(byBuildings) };
    const owned = (s: number) => buildingsOn(level, 'might', s) + buildingsOn(level, 'faith', s);
    if (owned(0) !== owned(1)) {
      expect(decided.outcome.winners).toHaveLength(1);
      expect(khronosResults(decided).tiebreak).toBe('most-buildings');
    } else expect(khronosResults(decided).tiebreak).toBe('shared');
  });
});
