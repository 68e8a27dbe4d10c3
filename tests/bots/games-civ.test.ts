import { describe, expect, it } from 'vitest';
import { botGamesSuite } from './games';
import { botOnlyGame } from './harness';

botGamesSuite('civ', 2, 'CIV-VICTORY');

describe('civ bots fight their battles by the rules', () => {
  it('CIV-BATTLE-21: bot-only games fight battles with the unit cards and never declare a result at the table', async () => {
    let played = 0;
    for (const seed of ['bots-civ-battles-0', 'bots-civ-battles-1', 'bots-civ-battles-2']) {
      const game = await botOnlyGame('civ', 2, seed);
      expect(game.refusals).toEqual([]);
      const types = game.host.actionLog.map((a) => (a.action as { type: string }).type);
      expect(types).not.toContain('declare-battle-result');
      expect(types).not.toContain('declare-barbarian-attack');
      played += types.filter((t) => t === 'play-unit').length;
    }
    expect(played).toBeGreaterThan(0);
  }, 300_000);
});
