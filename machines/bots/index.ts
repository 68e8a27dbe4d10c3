import type { BotFactory } from './bot';
import { civBot } from './civ';
import { empiresBot } from './empires';
import { khronosBot } from './khronos';
import { sandboxBot } from './sandbox';

export { bestOf, botRandom, randomBot, type Bot, type BotFactory } from './bot';
export { playBotGame, startBotGame, type BotGame, type BotGameInProgress, type PlayOptions } from './play';
export { runBot, type RunBotOptions, type RunningBot, type Schedule } from './run';

/** The bot of each module, by the module's id (machines/registry.ts). */
export const BOTS: Readonly<Record<string, BotFactory>> = {
  khronos: khronosBot as BotFactory,
  empires: empiresBot as BotFactory,
  civ: civBot as BotFactory,
  sandbox: sandboxBot as BotFactory,
};

export function botFor(moduleId: string): BotFactory | null {
  return BOTS[moduleId] ?? null;
}
