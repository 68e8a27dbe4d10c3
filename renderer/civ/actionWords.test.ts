import { describe, expect, it } from 'vitest';
import { Random } from '../../models/core/rng';
import { civRules } from '../../models/civ/rules';
import { playRandomGame } from '../../models/civ/random-game';
import { viewCiv } from '../../models/civ/view';
import { civActionWords } from './actionWords';

/** What a player must never read in a button or a list: ids, raw fields, JSON. */
const LEAK = /[{}[\]"]|undefined|NaN|\[object|\b[a-z]+-\d+(-\d+)?\b|\bmap:|\b(x|y|col|row) -?\d/;

describe('Civilization actions in player words', () => {
  it('names every legal action of a random game without ids or fields (figures, cities, squares by name)', () => {
    const game = playRandomGame('action-words', 2, 2);
    // The same game from its start (no rounds played), replayed: each position's legal actions as the panel shows them.
    const seen = new Set<string>();
    let s = playRandomGame('action-words', 2, 0).state;
    for (const { seat, action } of game.actions) {
      const view = viewCiv(s, seat);
      for (const a of civRules.legalActions(s, seat).slice(0, 60)) {
        const words = civActionWords(a as unknown as { type: string } & Record<string, unknown>, view);
        seen.add(a.type);
        expect(words, `${JSON.stringify(a)} -> ${words}`).not.toMatch(LEAK);
        expect(words.length).toBeGreaterThan(2);
      }
      s = civRules.apply(s, seat, action, new Random(s.rng)).state;
    }
    expect(seen.has('move')).toBe(true);
  });
});
