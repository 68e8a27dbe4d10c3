import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core/rng';
import { playRandomGame, invariantBroken } from '../random-game';
import { civRules } from '../rules';
import { civActionSchema } from '../actions';
import { PLAYER_COLORS } from '../contract';
import { civOptions } from '../options';
import type { CivState } from '../state';
import { newGame } from './fixtures';

function leaks(state: CivState): string[] {
  const found: string[] = [];
  const secrets = civRules.secrets!(state);
  for (const seat of [null, ...state.players.map((p) => p.seat)]) {
    const json = JSON.stringify(civRules.view(state, seat));
    for (const s of secrets) if ((seat === null || !s.seenBy.includes(seat)) && json.includes(`"${s.token}"`)) found.push(`${s.token} -> ${seat}`);
  }
  return found;
}

describe('module contract', () => {
  it('setup works for 2 to 5 players and refuses 1 or 6', () => {
    for (const n of [2, 3, 4, 5]) expect(newGame(['romans', 'egyptians', 'greeks', 'chinese', 'arabs'].slice(0, n) as never).players).toHaveLength(n);
    const six = Array.from({ length: 6 }, (_, i) => ({ seat: i, name: `P${i}`, color: PLAYER_COLORS[i] }));
    expect(() => civRules.setup(six, civOptions(), new Random(seedRng('x')))).toThrow();
    expect([civRules.minPlayers, civRules.maxPlayers, civRules.id]).toEqual([2, 5, 'civ']);
  });

  it('playRandomGame: seeded random games of legal actions keep every invariant (cards conserved, figure limits, stacking)', () => {
    for (const [seed, n] of [['a', 2], ['b', 3], ['c', 4], ['d', 5]] as const) {
      const r = playRandomGame(seed, n, 4);
      expect(r.steps).toBeGreaterThan(20);
      expect(r.state.round > 4 || r.state.phase === 'ended').toBe(true);
      expect(invariantBroken(r.state)).toBeNull();
    }
    // Same seed, same game.
    expect(JSON.stringify(playRandomGame('same', 3, 2).state)).toBe(JSON.stringify(playRandomGame('same', 3, 2).state));
  });

  it('random games with both optional decks off also hold', () => {
    const r = playRandomGame('off', 4, 3, { greatPersonDeck: false, investmentDeck: false });
    expect(r.actions.some((a) => a.action.type === 'invest')).toBe(false);
  });

  it('no view ever shows a secret to a seat not allowed to see it (checked along a random game)', () => {
    const r = playRandomGame('leak', 4, 3);
    const seats = [0, 1, 2, 3].map((i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
    let s = civRules.setup(seats, civOptions(), new Random(seedRng('leak')));
    expect(leaks(s)).toEqual([]);
    expect(civRules.secrets!(s).length).toBeGreaterThan(50);
    for (const { seat, action } of r.actions) {
      s = civRules.apply(s, seat, action, new Random(s.rng)).state;
      expect(leaks(s)).toEqual([]);
    }
  });

  it('every legal action parses with the action schema and passes the check; refused actions name a rule', () => {
    const s = playRandomGame('schema', 3, 2).state;
    for (const seat of [0, 1, 2]) for (const a of civRules.legalActions(s, seat)) expect(civActionSchema.safeParse(a).success).toBe(true);
    const bad = civRules.check(s, (s.order[s.turn] + 1) % 3, { type: 'done' });
    expect(bad.ok === false && bad.rule).toBe('CIV-TURN-02');
  });

  it('apply never mutates its input', () => {
    const s = newGame();
    const frozen = JSON.stringify(s);
    civRules.apply(s, 0, { type: 'done' }, new Random(s.rng));
    expect(JSON.stringify(s)).toBe(frozen);
  });
});
