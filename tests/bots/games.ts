import { describe, expect, it } from 'vitest';
import { botOnlyGame, gamesFor } from './harness';

/**
 * Full bot-only games in a module's shortest real setup (fewest players), played to the end. Each game is its own
 * test so a long run never blocks the test worker; each module has its own test file (games-<module>.test.ts) so
 * the modules run side by side. Fifty games per module (TESSERA_BOT_GAMES sets another count).
 */
export function botGamesSuite(id: string, players: number, rule: string): void {
  const games = gamesFor(50);
  describe(`bots play ${id} to the end`, () => {
    const summaries = new Set<string>();
    it.each(Array.from({ length: games }, (_, g) => g))(`${rule}: bot-only game %i of ${players} players reaches an outcome, and the host refuses no bot action`, async (g) => {
      const game = await botOnlyGame(id, players, `bots-${id}-${g}`);
      expect(game.refusals, JSON.stringify(game.refusals[0] ?? null)).toEqual([]);
      expect(game.outcome, `ended without an outcome after ${game.actions} actions`).not.toBeNull();
      expect(game.outcome!.winners.length).toBeGreaterThan(0);
      summaries.add(game.outcome!.summary);
    }, 300_000);

    it.runIf(games > 1)(`${rule}: the seeded games differ (the bots do not play one fixed line)`, () => {
      expect(summaries.size).toBeGreaterThan(1);
    });
  });
}
