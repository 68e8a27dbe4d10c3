import { describe, expect, it } from 'vitest';
import { MANUAL_ACTION_TYPES, type CivAction } from '../../models/civ/actions';
import { botOnlyGame } from './harness';

/** The civ bots play culture events and card abilities through `use-card`, and no declared table step. */
describe('civ bots and cards', () => {
  it('CIV-VICTORY / CIV-CEV-04 / CIV-CARD-01: three-player bot-only games end with a winner by the rules, after culture events and abilities, with no declare or table action', async () => {
    const used = new Map<string, number>();
    for (const g of [0, 1, 2]) {
      const game = await botOnlyGame('civ', 3, `bots-civ-cards-${g}`);
      expect(game.refusals).toEqual([]);
      expect(game.outcome, `game ${g} ended without an outcome after ${game.actions} actions`).not.toBeNull();
      expect(game.outcome!.winners.length).toBeGreaterThan(0);
      for (const { action } of game.host.actionLog) {
        const a = action as CivAction;
        if (a.type === 'use-card') used.set(a.card.replace(/-\d+$/, ''), (used.get(a.card.replace(/-\d+$/, '')) ?? 0) + 1);
        expect(a.type.startsWith('declare-'), a.type).toBe(false);
        expect(MANUAL_ACTION_TYPES).not.toContain(a.type);
      }
    }
    expect([...used.keys()].filter((k) => k.startsWith('ce-')).length).toBeGreaterThan(0);
    expect([...used.keys()].filter((k) => !k.startsWith('ce-')).length).toBeGreaterThan(0);
    if (process.env.TESSERA_SHOW_CARDS) console.log([...used].join('\n'));
  }, 300_000);
});
