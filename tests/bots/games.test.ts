import { describe, expect, it } from 'vitest';
import { botOnlyGame, gamesFor } from './harness';

/**
 * Full bot-only games in each module's shortest real setup (fewest players), played to the end. Each game is its
 * own test so a long run never blocks the test worker. Fifty games per module (TESSERA_BOT_GAMES sets another count).
 */
const SUITES = [
  { id: 'khronos', players: 2, games: gamesFor(50), rule: 'KH-END-1' },
  { id: 'empires', players: 3, games: gamesFor(50), rule: 'ME-AST-6' },
  { id: 'civ', players: 2, games: gamesFor(50), rule: 'CIV-VICTORY' },
] as const;

describe.each(SUITES)('bots play $id to the end', ({ id, players, games, rule }) => {
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
