import { z } from 'zod';
import type { PlayerColor, Seat } from './module';
import type { BotLevel } from './saved-game';

/**
 * The LAN layer's own messages: the guest's first frame (hello) and the host's answers to it. After a welcome, a
 * socket carries the ordinary game protocol (models/core/protocol.ts) unchanged.
 */

/** The WebSocket path guests connect to on the host's HTTP port. */
export const LAN_PATH = '/lan';
/** The HTTP path that describes the game (no secrets: what the discovery record says, with seat names). */
export const LAN_INFO_PATH = '/lan/info';
/** DNS-SD service type: `_tessera._tcp.local`. */
export const LAN_SERVICE_TYPE = 'tessera';
/** A hello is small; anything larger before a welcome is refused. */
export const MAX_HELLO_BYTES = 2048;
/** Join codes use letters and digits nobody confuses (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const JOIN_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const JOIN_CODE_LENGTH = 6;

const seat = z.number().int().min(0).max(15);

export const helloSchema = z
  .object({
    t: z.literal('hello'),
    protocol: z.number().int().min(0).max(1_000_000),
    code: z.string().min(1).max(32).optional(),
    seat: seat.optional(),
    spectate: z.literal(true).optional(),
    token: z.string().min(16).max(128).optional(),
  })
  .strict();
export type Hello = z.infer<typeof helloSchema>;

/** Why a hello was refused; each closes the socket after the `lan-error` frame. */
export type LanErrorCode =
  | 'bad-hello'
  | 'protocol-mismatch'
  | 'wrong-code'
  | 'too-many-tries'
  | 'bad-token'
  | 'no-free-seat'
  | 'seat-taken'
  | 'not-a-lan-seat'
  | 'full'
  | 'hello-timeout';

/** WebSocket close codes the host uses, in the private range 4000-4999. */
export const LAN_CLOSE = {
  refused: 4403,
  protocol: 4426,
  tooManyTries: 4429,
  kicked: 4410,
  replaced: 4409,
  timeout: 4408,
  shutdown: 4503,
} as const;

export type LanSeatState = 'open' | 'connected' | 'dropped';
/** What the game does while a LAN seat's guest is away: wait (pause), let a bot play it, or the host plays it. */
export type DropChoice = 'pause' | 'bot' | 'host';

export interface LanSeatInfo {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
  /** Whether a guest may claim this seat over the LAN (the others are the host's hotseat or bots). */
  readonly lan: boolean;
  readonly state: LanSeatState | 'local';
  readonly choice: DropChoice;
  /** A bot seat's level (only bot seats have one); the host may change it in the lobby until the first move. */
  readonly level?: BotLevel;
}

/** What anyone on the LAN may learn about a game: the discovery record and `/lan/info`. Never a code or a token. */
export interface LanGameInfo {
  readonly protocol: number;
  readonly gameId: string;
  readonly name: string;
  readonly module: string;
  readonly seats: readonly LanSeatInfo[];
  readonly free: number;
  readonly spectators: number;
}

export type LanHostMessage =
  | { t: 'welcome'; protocol: number; role: 'player'; seat: Seat; token: string; game: LanGameInfo }
  | { t: 'welcome'; protocol: number; role: 'spectator'; seat: null; game: LanGameInfo }
  | { t: 'lan-error'; code: LanErrorCode; message: string; retryAfterMs?: number; protocol: number }
  | { t: 'kicked'; message: string }
  | { t: 'lan-seats'; seats: readonly LanSeatInfo[] };

const LAN_HOST_TAGS = new Set(['welcome', 'lan-error', 'kicked', 'lan-seats']);

/** True for the LAN layer's frames, false for game protocol frames (sync, patch, accepted, refused). */
export function isLanHostMessage(message: unknown): message is LanHostMessage {
  return message !== null && typeof message === 'object' && LAN_HOST_TAGS.has((message as { t?: unknown }).t as string);
}

/** Upper-cases and drops spaces and dashes, so "acd-efg" and "ACDEFG" are the same code. */
export function normaliseJoinCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function isWellFormedJoinCode(code: string): boolean {
  const c = normaliseJoinCode(code);
  return c.length === JOIN_CODE_LENGTH && [...c].every((ch) => JOIN_CODE_ALPHABET.includes(ch));
}

export type JoinTarget = { ok: true; host: string; port: number; code: string | null } | { ok: false; message: string };

/**
 * Reads what a player types in the join dialog: `ADDRESS:PORT`, `[IPv6]:PORT`, or a pasted join link
 * `http://ADDRESS:PORT/?join=CODE`.
 */
export function parseJoinTarget(input: string): JoinTarget {
  const text = input.trim();
  let host: string;
  let portText: string;
  let code: string | null = null;
  const link = /^https?:\/\/(\[[0-9a-fA-F:.]+\]|[^/:?#\s]+):(\d+)\/?(?:\?([^#]*))?/.exec(text);
  const plain = /^(\[[0-9a-fA-F:.]+\]|[^/:?#\s[\]]+):(\d+)$/.exec(text);
  if (link) {
    [, host, portText] = link;
    const query = new URLSearchParams(link[3] ?? '');
    code = query.get('join');
  } else if (plain) [, host, portText] = plain;
  else return { ok: false, message: 'Type the address the host shows, like 192.168.1.20:41234.' };
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, message: `${portText} is not a port number (1 to 65535).` };
  if (host.startsWith('[')) host = host.slice(1, -1);
  return { ok: true, host, port, code: code ? normaliseJoinCode(code) : null };
}

/** A URL's host part: IPv6 addresses go in brackets. */
export function urlHost(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/** The TXT record of an advertised game: short keys, string values (DNS-SD). */
export interface LanTxt {
  readonly name: string;
  readonly module: string;
  /** Free LAN seats. */
  readonly free: string;
  readonly seats: string;
  readonly proto: string;
  /** The address the host listens on (the A records may list every interface of the host). */
  readonly addr: string;
  readonly id: string;
}

const txtSchema = z.object({
  name: z.string().max(200),
  module: z.string().max(64),
  free: z.string().regex(/^\d{1,2}$/),
  seats: z.string().regex(/^\d{1,2}$/),
  proto: z.string().regex(/^\d{1,7}$/),
  addr: z.string().max(64).optional(),
  id: z.string().max(64).optional(),
});

export interface FoundGameTxt {
  readonly name: string;
  readonly module: string;
  readonly free: number;
  readonly seats: number;
  readonly protocol: number;
  readonly address: string | null;
  readonly gameId: string | null;
}

/** Reads a discovered TXT record; null when it is not a Tessera game's. */
export function parseLanTxt(txt: unknown): FoundGameTxt | null {
  const parsed = txtSchema.safeParse(txt);
  if (!parsed.success) return null;
  const t = parsed.data;
  return { name: t.name, module: t.module, free: Number(t.free), seats: Number(t.seats), protocol: Number(t.proto), address: t.addr ?? null, gameId: t.id ?? null };
}
