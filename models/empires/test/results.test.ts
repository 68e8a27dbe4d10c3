import { describe, expect, it } from 'vitest';
import { ADVANCES } from '../data/advances';
import { playRandomGame } from '../random-game';
import { empiresResults } from '../results';
import { score, standings } from '../scoring';

describe('Mega Empires results screen figures', () => {
  it('ME-VP-1 / SB-VP-1: the figures are the parts of the score (cities, advances, A.S.T., Late Iron, buildings)', () => {
    const game = playRandomGame('results-e', 3, 3);
    for (const state of [game.states[Math.floor(game.states.length / 2)], game.final]) {
      const r = empiresResults(state);
      expect(r.turn).toBe(state.turn);
      for (const p of r.players) {
        const part = (k: string) => p.figures.find((f) => f.key === k)!.value;
        expect(p.score).toBe(score(state, p.seat));
        expect(part('cities') + part('advances') + part('astPoints') + part('lateIron') + part('buildings')).toBe(p.score);
        expect(part('astPoints')).toBe(5 * part('ast'));
      }
    }
  });

  it('SB-TIE-1 / ME-VP-2: with equal points the screen names the tiebreak that placed the winner', () => {
    const game = playRandomGame('results-e', 3, 3);
    const state = game.final;
    const table = standings(state);
    const r = empiresResults(state);
    if (table[0].score !== table[1].score) expect(r.tiebreak).toBeNull();
    // Everyone on the same points and the same everything: only the A.S.T. ranking, the base game's last tiebreak
    // (ME-VPX-2), still separates them.
    const level = { ...state, players: state.players.map((p) => ({ ...p, ast: 0, advances: [], bonusCredits: undefined })), areas: Object.fromEntries(Object.entries(state.areas).map(([k, a]) => [k, { ...a, city: null, tokens: {} }])), buildings: Object.fromEntries(Object.entries(state.buildings).map(([k, b]) => [k, { ...b, owner: null, area: null, at: null, builtBy: null }])) } as typeof state;
    expect(empiresResults(level).tiebreak).toBe('ast-ranking');
    // Equal points (5 for one A.S.T. step against 3 + 1 + 1 of advances): ME-VP-2's A.S.T.-position decides.
    const by = (vp: number) => ADVANCES.filter((x) => x.vp === vp).map((x) => x.id);
    const split = { ...level, players: level.players.map((p) => (p.seat === 1 ? { ...p, ast: 1 } : p.seat === 2 ? { ...p, advances: [by(3)[0], by(1)[0], by(1)[1]] } : p)) } as typeof state;
    const decided = empiresResults(split);
    expect(decided.players.find((p) => p.seat === 1)!.score).toBe(5);
    expect(decided.players.find((p) => p.seat === 2)!.score).toBe(5);
    expect(standings(split)[0].seat).toBe(1);
    expect(decided.tiebreak).toBe('ast-position');
  });
});
