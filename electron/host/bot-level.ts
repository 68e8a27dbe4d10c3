import type { Seat } from '../../models/core/module';
import { BOT_LEVELS, BotLevelSchema, type BotLevel, type SavedPlayer } from '../../models/core/saved-game';

export type BotLevelRefusal = { readonly code: 'bad-level' | 'no-such-seat' | 'not-a-bot-seat' | 'game-started'; readonly message: string };

/**
 * Whether the host may set this seat's bot level now: only a bot seat has a level, only one of the three levels,
 * and only before the game's first move (so a game never changes its bots halfway). Null when it may.
 */
export function botLevelRefusal(players: readonly SavedPlayer[], movesMade: number, seat: Seat, level: unknown): BotLevelRefusal | null {
  if (!BotLevelSchema.safeParse(level).success) return { code: 'bad-level', message: `level: "${String(level)}" is not a bot level; choose ${BOT_LEVELS.join(', ')}.` };
  const player = players.find((p) => p.seat === seat);
  if (!player) return { code: 'no-such-seat', message: `seat: there is no seat ${seat + 1} in this game.` };
  if (player.kind !== 'bot') return { code: 'not-a-bot-seat', message: `seat: seat ${seat + 1} (${player.name}) is not played by a bot, so it has no level.` };
  if (movesMade > 0) return { code: 'game-started', message: 'The game has begun: a bot’s level can only be changed before the first move.' };
  return null;
}

/** The players with this seat's level changed (the header is otherwise unchanged). */
export function withBotLevel(players: readonly SavedPlayer[], seat: Seat, level: BotLevel): SavedPlayer[] {
  return players.map((p) => (p.seat === seat ? { ...p, level } : p));
}
