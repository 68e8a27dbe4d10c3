import type { GameHost } from '../../machines/engine/host';
import type { DropChoice, LanGameInfo, LanSeatInfo } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { BotLevel, SavedGameHeader } from '../../models/core/saved-game';
import type { RateLimitOptions } from './rate-limit';

/** What the LAN host needs of a live game; the host service provides it (declared here so lan/ imports nothing of host/). */
export interface HostedGame {
  readonly host: GameHost;
  /** Read afresh each time: the lobby may change a bot seat's level. */
  readonly header: SavedGameHeader;
  readonly store: { readonly dir: string };
  /** The game's bots: they stand in for a LAN seat whose guest is away, when the host chose so. */
  readonly bots: { takeOver(seat: Seat): void; handBack(seat: Seat): void; hold(): void; release(): void };
  /** Sets a bot seat's level (the service refuses a seat that is not a bot's, a bad level, or a begun game). */
  setBotLevel(seat: Seat, level: BotLevel): Promise<void>;
}

/** Where the LAN host finds a live game by its id (the host service). */
export interface HostedGames {
  game(gameId: string): Promise<HostedGame>;
}

export interface LanHostOptions {
  readonly service: HostedGames;
  readonly gameId: string;
  /** The LAN address to listen on (see lanAddresses()); a public one is refused unless allowPublic. */
  readonly address: string;
  /** 0 or absent: any free port. */
  readonly port?: number;
  /** The built renderer, served at / so a browser joins at http://ADDRESS:PORT/?join=CODE. */
  readonly staticDir?: string;
  /** Seats guests may claim; by default the players whose kind is 'lan'. */
  readonly seats?: readonly Seat[];
  readonly allowPublic?: boolean;
  /** Shown in the discovery list; by default the module's name and the first local player's. */
  readonly name?: string;
  /** A fixed join code (tests); otherwise the saved one, or a new random one. */
  readonly code?: string;
  /** Ping every guest this often. */
  readonly heartbeatMs?: number;
  /** A guest silent (no frame, no pong) this long is dropped. */
  readonly silenceMs?: number;
  /** A socket that has not said hello by then is closed. */
  readonly helloTimeoutMs?: number;
  readonly rateLimit?: RateLimitOptions;
  readonly maxSpectators?: number;
  /** Origins (besides the host's own page and the app) whose pages may connect. */
  readonly allowedOrigins?: readonly string[];
  /** Advertise the game on the LAN with DNS-SD (discovery.ts) while the host runs. */
  readonly advertise?: boolean;
  /** Called when a seat's guest goes away (with the host's choice for it) and again when that choice changes. */
  readonly onSeatDropped?: (seat: Seat, choice: DropChoice) => void;
  readonly onSeatReturned?: (seat: Seat) => void;
}

export interface LanHost {
  readonly address: string;
  readonly port: number;
  /** http://ADDRESS:PORT/ */
  readonly url: string;
  /** ws://ADDRESS:PORT/lan */
  readonly wsUrl: string;
  readonly code: string;
  /** http://ADDRESS:PORT/?join=CODE: the link (or QR code) a browser guest opens. */
  readonly joinUrl: string;
  readonly game: GameHost;
  info(): LanGameInfo;
  seats(): LanSeatInfo[];
  /** Closes the seat's guest (if any), revokes its token and reopens the seat for the join code. */
  kick(seat: Seat): Promise<void>;
  /** A bot seat's level, before the first move; guests hear of it with the seats. */
  setBotLevel(seat: Seat, level: BotLevel): Promise<void>;
  /** What happens while this seat's guest is away: wait, a bot plays it, or the host plays it. */
  setDropChoice(seat: Seat, choice: DropChoice): Promise<void>;
  /** Called whenever seats or spectators change (the discovery record, the host's lobby panel). */
  onChange(listener: (info: LanGameInfo) => void): () => void;
  /** Connected sockets: guests, spectators and sockets still saying hello. */
  connections(): number;
  close(): Promise<void>;
}
