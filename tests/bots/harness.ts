import { botFor, playBotGame, type BotGame } from '../../machines/bots';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';

/**
 * Bot-only games per module: TESSERA_BOT_GAMES when set (the drills run 50), otherwise what fits in about a minute
 * per module on a loaded two-core machine (measured: see the report in tests/bots/README.md).
 */
export function gamesFor(moduleDefault: number): number {
  const env = Number(process.env.TESSERA_BOT_GAMES);
  return Number.isInteger(env) && env > 0 ? env : moduleDefault;
}

export function botOnlyGame(moduleId: string, players: number, seed: string, maxActions = 60_000): BotGame {
  const factory = botFor(moduleId)!;
  const names = Array.from({ length: players }, (_, i) => `Bot ${i + 1}`);
  return playBotGame(modules[moduleId], seatPlayers(names), seed, names.map(() => factory()), { maxActions });
}
