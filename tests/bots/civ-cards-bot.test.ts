import { describe, expect, it } from 'vitest';
import type { CivAction } from '../../models/civ/actions';
import { botOnlyGame } from './harness';

/** The civ bots play culture events and card abilities through `use-card`, and no declared table step. */
describe('civ bots and cards', () => {
  it('CIV-CEV-04 / CIV-CARD-01: bot-only games play culture events and abilities legally, without declare actions', async () => {
    const used = new Map<string, number>();
    for (const g of [0, 1, 2]) {
      const game = await botOnlyGame('civ', 3, `bots-civ-cards-${g}`);
      expect(game.refusals).toEqual([]);
      for (const { action } of game.host.actionLog) {
        const a = action as CivAction;
        if (a.type === 'use-card') used.set(a.card.replace(/-\d+$/, ''), (used.get(a.card.replace(/-\d+$/, '')) ?? 0) + 1);
        expect(['adjust-counter', 'force-anarchy', 'place-disaster', 'gain-great-person', 'kill-great-person', 'declare-barbarian-attack']).not.toContain(a.type);
      }
    }
    expect([...used.keys()].filter((k) => k.startsWith('ce-')).length).toBeGreaterThan(0);
    if (process.env.TESSERA_SHOW_CARDS) console.log([...used].join('\n'));
  }, 300_000);
});
