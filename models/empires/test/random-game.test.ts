import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core/rng';
import { playRandomGame } from '../random-game';
import { empiresInvariantBroken } from '../invariants';
import { empiresRules } from '../rules';

describe('random games', () => {
  for (const [seed, n] of [['alpha', 5], ['beta', 3], ['gamma', 9]] as const) {
    it(`SB-ONE-1 / ME-CIV-3 / ME-TURN-1: seed ${seed} with ${n} players keeps the invariants for several turns`, () => {
      const g = playRandomGame(seed, n, 4);
      expect(g.final.turn).toBeGreaterThanOrEqual(4);
      // The module's invariants (models/empires/invariants.ts), the ones the drills and checked overrides use.
      for (const s of g.states) expect(empiresInvariantBroken(s, g.states[0])).toBeNull();
      // Every phase runs by the rules now (phase 10 too): the seats end their movements rather than say a manual phase done.
      expect(g.actions.some((a) => a.action.type === 'end-movement')).toBe(true);
    });
  }

  it('is reproducible from its seed and exercises the expansion', () => {
    // Trade cards drawn by hand, as the random tabletop player does them, so transactions come early.
    const a = playRandomGame('delta', 5, 5, { cardPhases: 'manual' });
    const b = playRandomGame('delta', 5, 5, { cardPhases: 'manual' });
    expect(b.actions).toEqual(a.actions);
    const types = new Set(a.actions.map((x) => x.action.type));
    expect(types.has('build-city')).toBe(true);
    expect([...types].some((t) => t === 'transact' || t === 'claim-priority')).toBe(true);
  });

  it('every action it plays is legal, and apply never mutates its input', () => {
    const g = playRandomGame('epsilon', 4, 3);
    g.actions.forEach((a, i) => {
      const before = JSON.stringify(g.states[i]);
      expect(empiresRules.check(g.states[i], a.seat, a.action).ok).toBe(true);
      if (i % 10 === 0) {
        empiresRules.apply(g.states[i], a.seat, a.action, new Random(seedRng(`m${i}`)));
        expect(JSON.stringify(g.states[i])).toBe(before);
      }
    });
  });
});
