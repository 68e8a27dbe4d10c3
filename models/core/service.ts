import { z } from 'zod';
import type { LanSeatInfo } from './lan';
import { PLAYER_COLORS } from './module';
import { BotLevelSchema } from './saved-game';

/**
 * The local service protocol between a window and the Node side (over Electron IPC, or WebSocket in the browser
 * shell): calls to start, list, open, save and load games, and the game protocol's messages once a game is open.
 */
/**
 * The largest service message, in characters of its JSON form: a whole saved game imported or a map file loaded
 * must fit, so it matches the largest JSON file Tessera opens, as the desktop's IPC does (MAX_HOST_MESSAGE_CHARS).
 * Game messages inside it keep their own limit (MAX_FRAME_BYTES, checked by the game host).
 */
export const MAX_SERVICE_MESSAGE_CHARS = 32 * 1024 * 1024 + 4096;

const playerSchema = z.object({ name: z.string().trim().min(1).max(40), color: z.enum(PLAYER_COLORS), kind: z.enum(['hotseat', 'lan', 'bot', 'empty']), level: BotLevelSchema.optional() }).strict();

export const serviceCalls = {
  modules: z.object({}).strict(),
  'new-game': z
    .object({
      module: z.string().min(1).max(40),
      options: z.record(z.string(), z.unknown()).default({}),
      players: z.array(playerSchema).min(1).max(16),
      seed: z.string().min(1).max(200).optional(),
      // The bots' pause before each move, chosen in the new-game dialog (default: the service's, 800 ms).
      botDelayMs: z.number().int().min(0).max(10_000).optional(),
    })
    .strict(),
  // A map file chosen in the new-game dialog, checked before the game is made: its name, or the fields at fault.
  'check-map': z.object({ module: z.string().min(1).max(40), map: z.unknown() }).strict(),
  'list-games': z.object({}).strict(),
  'open-game': z.object({ gameId: z.string().min(1).max(64) }).strict(),
  'close-game': z.object({}).strict(),
  'export-game': z.object({ gameId: z.string().min(1).max(64) }).strict(),
  'import-game': z.object({ file: z.unknown() }).strict(),
  // LAN play (docs/lan.md): the Node side hosts or joins; the window never opens sockets to other machines.
  'lan-addresses': z.object({}).strict(),
  'host-lan': z
    .object({ gameId: z.string().min(1).max(64), address: z.string().min(1).max(64).optional(), port: z.number().int().min(0).max(65535).optional(), allowPublic: z.boolean().optional() })
    .strict(),
  'lan-status': z.object({ gameId: z.string().min(1).max(64).optional() }).strict(),
  'lan-kick': z.object({ gameId: z.string().min(1).max(64), seat: z.number().int().min(0).max(15) }).strict(),
  // What happens while a LAN seat has no guest: wait, a bot plays it, or the host's window plays it (hotseat).
  'lan-drop-choice': z.object({ gameId: z.string().min(1).max(64), seat: z.number().int().min(0).max(15), choice: z.enum(['pause', 'bot', 'host']) }).strict(),
  // A bot seat's level, changed in the host's lobby before the game's first move.
  'lan-bot-level': z.object({ gameId: z.string().min(1).max(64), seat: z.number().int().min(0).max(15), level: BotLevelSchema }).strict(),
  'lan-stop': z.object({ gameId: z.string().min(1).max(64) }).strict(),
  'lan-browse': z.object({ refresh: z.boolean().optional() }).strict(),
  'join-lan': z.object({ target: z.string().trim().min(1).max(300), code: z.string().max(32).optional(), seat: z.number().int().min(0).max(15).optional(), spectate: z.boolean().optional() }).strict(),
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
  /** Set when the game may be played on a loaded map file (option `map`): the name of the map used without one. */
  readonly map?: { readonly defaultName: string };
}

export interface OpenedGame {
  readonly gameId: string;
  readonly module: string;
  readonly players: readonly { seat: number; name: string; color: string; kind: string }[];
  /** Seats this window plays (the hotseat seats on this computer). */
  readonly seats: readonly number[];
}

/** One of this machine's LAN addresses a game can be hosted on (electron/lan/addresses.ts). */
export interface LanAddressChoice {
  readonly address: string;
  readonly family: 'IPv4' | 'IPv6';
  readonly interface: string;
  readonly preferred: boolean;
}

/** What 'host-lan' answers: what the host tells its guests. */
export interface LanHosting {
  readonly gameId: string;
  readonly code: string;
  readonly joinUrl: string;
  readonly address: string;
  readonly port: number;
  readonly addresses: readonly LanAddressChoice[];
}

/** What 'lan-status' answers: the host's seats (or, for a joined game, the host's latest seat list). */
export interface LanStatus {
  readonly role: 'host' | 'guest' | 'none';
  readonly seats: readonly LanSeatInfo[];
  readonly spectators: number;
  readonly code?: string;
  readonly joinUrl?: string;
  /** The host: whether the game has had its first move (bot levels are fixed from then on). */
  readonly started?: boolean;
  /** A guest: whether the relay to the host is up (false while it reconnects). */
  readonly connected?: boolean;
  /** A guest that may not come back (kicked, or the host closed): why. */
  readonly ended?: string;
}

/** A game found on the LAN by discovery ('lan-browse'). */
export interface FoundLanGame {
  readonly instance: string;
  readonly name: string;
  readonly module: string;
  readonly free: number;
  readonly seats: number;
  readonly compatible: boolean;
  readonly target: string;
}

/** What 'join-lan' answers: the game as the window opens it, with the seat it holds (none when watching). */
export interface JoinedLanGame extends OpenedGame {
  readonly role: 'player' | 'spectator';
}
