import type { BotFactory, BotLevel } from './bot';
import { civBot } from './civ';
import { civHardBot, civNormalBot } from './civ-levels/levels';
import { empiresBot } from './empires';
import { empiresHardBot, empiresNormalBot } from './empires-levels/levels';
import { khronosBot } from './khronos';
import { khronosHardBot, khronosNormalBot } from './khronos-levels/levels';
import { sandboxBot } from './sandbox';

export { bestOf, botRandom, randomBot, BOT_LEVELS, type Bot, type BotFactory, type BotLevel } from './bot';
export { HARD_BUDGET, hardMove, khronosHardBot, khronosNormalBot, type HardBudget } from './khronos-levels/levels';
export { playBotGame, startBotGame, type BotGame, type BotGameInProgress, type PlayOptions } from './play';
export { runBot, type RunBotOptions, type RunningBot, type Schedule, type Think, type ThinkRequest } from './run';

/** The bot of each module, by the module's id (machines/registry.ts). */
export const BOTS: Readonly<Record<string, BotFactory>> = {
  khronos: khronosBot as BotFactory,
  empires: empiresBot as BotFactory,
  civ: civBot as BotFactory,
  sandbox: sandboxBot as BotFactory,
};

/**
 * The stronger levels where a module has them; a module without its own `normal` or `hard` plays its one bot at
 * every level (all three modules now have their own).
 */
export const LEVELS: Readonly<Record<string, Partial<Record<BotLevel, BotFactory>>>> = {
  khronos: { normal: khronosNormalBot as BotFactory, hard: (() => khronosHardBot()) as BotFactory },
  empires: { normal: empiresNormalBot as BotFactory, hard: (() => empiresHardBot()) as BotFactory },
  civ: { normal: civNormalBot as BotFactory, hard: (() => civHardBot()) as BotFactory },
};

export function botFor(moduleId: string, level: BotLevel = 'easy'): BotFactory | null {
  return LEVELS[moduleId]?.[level] ?? BOTS[moduleId] ?? null;
}

/** Whether the module's level is a bot of its own rather than the module's one bot. */
export function hasLevel(moduleId: string, level: BotLevel): boolean {
  return level === 'easy' ? moduleId in BOTS : Boolean(LEVELS[moduleId]?.[level]);
}
