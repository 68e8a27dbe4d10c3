import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core/rng';
import { playRandomGame } from '../random-game';
import { buildingOwnedBy } from '../ownership';
import { empiresRules } from '../rules';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER } from '../state';
import { boardTokens, cardCount } from './fixtures';

describe('random games', () => {
  for (const [seed, n] of [['alpha', 5], ['beta', 3], ['gamma', 9]] as const) {
    it(`SB-ONE-1 / ME-CIV-3 / ME-TURN-1: seed ${seed} with ${n} players keeps the invariants for several turns`, () => {
      const g = playRandomGame(seed, n, 4);
      expect(g.final.turn).toBeGreaterThanOrEqual(4);
      const total = cardCount(g.states[0]);
      for (const s of g.states) {
        for (const p of s.players) {
          const owned = Object.values(s.buildings).filter((b) => b.at && buildingOwnedBy(s, p.seat)?.id === b.id);
          expect(owned.length).toBeLessThanOrEqual(1);
          const onBoard = boardTokens(s, p.seat);
          expect(onBoard).toBeLessThanOrEqual(TOKENS_PER_PLAYER);
          expect(p.stock + p.treasury + onBoard).toBe(TOKENS_PER_PLAYER);
          expect(Math.min(p.stock, p.treasury, p.citiesInStock)).toBeGreaterThanOrEqual(0);
          const cities = Object.values(s.areas).filter((a) => a.city?.owner === p.seat).length;
          expect(cities + p.citiesInStock).toBe(CITIES_PER_PLAYER);
        }
        expect(cardCount(s)).toBe(total);
        expect(new Set(Object.values(s.buildings).filter((b) => b.at).map((b) => b.at)).size).toBe(Object.values(s.buildings).filter((b) => b.at).length);
      }
      expect(g.actions.some((a) => a.action.type === 'phase-done')).toBe(true);
    });
  }

  it('is reproducible from its seed and exercises the expansion', () => {
    const a = playRandomGame('delta', 5, 5);
    const b = playRandomGame('delta', 5, 5);
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
