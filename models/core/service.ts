import { z } from 'zod';
import { PLAYER_COLORS } from './module';

/**
 * The local service protocol between a window and the Node side (over Electron IPC, or WebSocket in the browser
 * shell): calls to start, list, open, save and load games, and the game protocol's messages once a game is open.
 */
const playerSchema = z.object({ name: z.string().trim().min(1).max(40), color: z.enum(PLAYER_COLORS), kind: z.enum(['hotseat', 'lan', 'bot', 'empty']) }).strict();

export const serviceCalls = {
  modules: z.object({}).strict(),
  'new-game': z.object({ module: z.string().min(1).max(40), options: z.record(z.string(), z.unknown()).default({}), players: z.array(playerSchema).min(1).max(16), seed: z.string().min(1).max(200).optional() }).strict(),
  'list-games': z.object({}).strict(),
  'open-game': z.object({ gameId: z.string().min(1).max(64) }).strict(),
  'close-game': z.object({}).strict(),
  'export-game': z.object({ gameId: z.string().min(1).max(64) }).strict(),
  'import-game': z.object({ file: z.unknown() }).strict(),
} as const;

export type ServiceCall = keyof typeof serviceCalls;
export type ServiceArgs<C extends ServiceCall> = z.input<(typeof serviceCalls)[C]>;

export const serviceEnvelopeSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('call'), id: z.string().min(1).max(64), call: z.string().min(1).max(40), args: z.unknown() }).strict(),
  z.object({ k: z.literal('game'), m: z.unknown() }).strict(),
]);

export type ServiceReply = { k: 'reply'; id: string; ok: true; result: unknown } | { k: 'reply'; id: string; ok: false; code: string; message: string };
export type ServiceOut = ServiceReply | { k: 'game'; m: unknown };

export interface ModuleInfo {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionSpecs: readonly import('./module').OptionSpec[];
}

export interface OpenedGame {
  readonly gameId: string;
  readonly module: string;
  readonly players: readonly { seat: number; name: string; color: string; kind: string }[];
  /** Seats this window plays (the hotseat seats on this computer). */
  readonly seats: readonly number[];
}
