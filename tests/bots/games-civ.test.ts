import { describe, expect, it } from 'vitest';
import { botGamesSuite } from './games';
import { MANUAL_ACTION_TYPES, type CivAction } from '../../models/civ/actions';
import { botOnlyGame } from './harness';

botGamesSuite('civ', 2, 'CIV-VICTORY');

describe('civ bots fight their battles by the rules', () => {
  it('CIV-BATTLE-21 / CIV-VICTORY / CIV-CARD-01: bot-only games fight battles with the unit cards, play events and abilities, and end with a winner, never declaring anything at the table', async () => {
    let played = 0;
    const cards = { events: 0, abilities: 0 };
    // Peaceful bots fight in some games only: with the 21-wonder pool (CIV-WONDERAB-00) the first three seeds have no battle.
    for (const seed of ['bots-civ-battles-0', 'bots-civ-battles-1', 'bots-civ-battles-2', 'bots-civ-battles-3']) {
      const game = await botOnlyGame('civ', 2, seed);
      expect(game.refusals).toEqual([]);
      expect(game.outcome?.winners.length ?? 0, `${seed} ended without a winner`).toBeGreaterThan(0);
      const actions = game.host.actionLog.map((a) => a.action as CivAction);
      const types = actions.map((a) => a.type);
      expect(types.filter((t) => t.startsWith('declare-') || MANUAL_ACTION_TYPES.includes(t))).toEqual([]);
      played += types.filter((t) => t === 'play-unit').length;
      for (const a of actions) if (a.type === 'use-card') cards[a.card.startsWith('ce-') ? 'events' : 'abilities'] += 1;
    }
    expect(played).toBeGreaterThan(0);
    expect(cards.events).toBeGreaterThan(0);
    expect(cards.abilities).toBeGreaterThan(0);
  }, 300_000);
});
