import type { AddressInfo } from 'node:net';
import { LAN_PATH, urlHost } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import { checkHostAddress } from './addresses';
import { advertiseLanGame, type Advertisement } from './discovery';
import { GuestSockets } from './guest-sockets';
import type { Conn } from './lan-conn';
import type { HostedGame, LanHost, LanHostOptions } from './lan-host-types';
import { listenHttp, type LanHttp } from './lan-http';
import { Lobby } from './lan-lobby';
import { TryLimiter } from './rate-limit';
import { SeatBook } from './seat-book';
import { acceptSockets, type WsEndpoint } from './ws-endpoint';

export type { HostedGame, HostedGames, LanHost, LanHostOptions } from './lan-host-types';

/** Game folders hosted by this process: one LAN host per game, or two would hand out the same seats. */
const hosted = new Set<string>();

/**
 * Hosts a game for LAN guests: a WebSocket at /lan and the renderer over HTTP on one port of one LAN address.
 * A guest says hello with the join code and gets a seat and a reconnect token; from then on its frames go to the
 * GameHost unchanged (which checks schema, seat, staleness and size), and the host's messages come back unchanged.
 */
export async function startLanHost(options: LanHostOptions): Promise<LanHost> {
  const refusal = checkHostAddress(options.address, options.allowPublic);
  if (refusal) throw new Error(refusal);
  const live = await options.service.game(options.gameId);
  const gameDir = live.store.dir;
  if (hosted.has(gameDir)) throw new Error('This game is already hosted on the LAN.');
  hosted.add(gameDir);
  try {
    return await hostGame(options, live, () => hosted.delete(gameDir));
  } catch (error) {
    hosted.delete(gameDir);
    throw error;
  }
}

/** The parts of a running LAN host, wired by hostGame and driven by the LanHost it answers. */
interface Parts {
  readonly options: LanHostOptions;
  readonly live: HostedGame;
  readonly book: SeatBook;
  readonly lobby: Lobby;
  readonly guests: GuestSockets;
  readonly http: LanHttp;
  readonly port: number;
  readonly endpoint: WsEndpoint;
  readonly heartbeat: NodeJS.Timeout;
  readonly advert: Advertisement | null;
  /** Frees the game folder for another host. */
  readonly release: () => void;
}

/** Wires the parts for one game: its seats, the lobby, the guests' sockets, the HTTP port, the advert, the bots. */
async function hostGame(options: LanHostOptions, live: HostedGame, release: () => void): Promise<LanHost> {
  const header = live.header;
  const players = header.players;
  const lanSeats = new Set(options.seats ?? players.filter((p) => p.kind === 'lan').map((p) => p.seat));
  for (const s of lanSeats) if (!players.some((p) => p.seat === s)) throw new Error(`There is no seat ${s + 1} in this game.`);
  const local = players.find((p) => !lanSeats.has(p.seat));
  const name = options.name ?? `${live.host.module.rules.name}${local ? ` hosted by ${local.name}` : ''}`;
  const book = await SeatBook.open(live.store.dir, lanSeats, options.code);

  const conns = new Set<Conn>();
  const spectators = new Set<Conn>();
  const lobby = new Lobby({ live, header, name, book, conns, spectators, options });
  const limiter = new TryLimiter(options.rateLimit);
  const guests = new GuestSockets({ game: live.host, book, lobby, conns, spectators, limiter, maxSpectators: options.maxSpectators ?? 32, helloTimeoutMs: options.helloTimeoutMs ?? 10_000 });

  const http = await listenHttp({ address: options.address, port: options.port, staticDir: options.staticDir, info: () => lobby.info() });
  const port = (http.server.address() as AddressInfo).port;
  const ownOrigin = `http://${urlHost(options.address)}:${port}`;
  const endpoint = acceptSockets(http.server, new Set([ownOrigin, 'tessera://app', ...(options.allowedOrigins ?? [])]), (ws, req) => guests.accept(ws, req));
  const heartbeat = guests.heartbeat(options.heartbeatMs ?? 2000, options.silenceMs ?? 10_000);

  let advert: Advertisement | null = null;
  if (options.advertise) {
    advert = await advertiseLanGame({ address: options.address, port, info: lobby.info() });
    lobby.onChange((now) => advert?.update(now));
  }
  lobby.updatePause();
  // After a restart: a seat the host gave to a bot is played by it until its guest reconnects.
  for (const slot of book.all()) if (slot.choice === 'bot') live.bots.takeOver(slot.seat);
  // The bots play from now on (the game already waits for the open seats set to wait); again held when hosting stops.
  live.bots.release();
  return lanHost({ options, live, book, lobby, guests, http, port, endpoint, heartbeat, advert, release });
}

/** The LanHost the caller drives: the addresses, the lobby's seats, and the host's controls. */
function lanHost(parts: Parts): LanHost {
  const { options, live, book, lobby, guests, port } = parts;
  const url = `http://${urlHost(options.address)}:${port}/`;
  const lanSlot = (seat: Seat) => {
    const slot = book.get(seat);
    if (!slot) throw new Error(`Seat ${seat + 1} is not a LAN seat.`);
    return slot;
  };
  return {
    address: options.address,
    port,
    url,
    wsUrl: `ws://${urlHost(options.address)}:${port}${LAN_PATH}`,
    code: book.code,
    joinUrl: `${url}?join=${book.code}`,
    game: live.host,
    info: () => lobby.info(),
    seats: () => lobby.seats(),
    async kick(seat) {
      const slot = lanSlot(seat);
      const conn = slot.conn;
      slot.tokenHash = null;
      slot.conn = null;
      if (conn) guests.kick(conn);
      await book.save();
      lobby.changed();
    },
    async setBotLevel(seat, level) {
      await live.setBotLevel(seat, level);
      lobby.changed();
    },
    async setDropChoice(seat, choice) {
      const slot = lanSlot(seat);
      slot.choice = choice;
      await book.save();
      lobby.changed();
      if (!slot.conn) lobby.seatAway(seat, choice);
    },
    onChange: (listener) => lobby.onChange(listener),
    connections: () => guests.connections(),
    close: () => closeHost(parts),
  };
}

/** Stops hosting: no new sockets, the guests closed, the bots handed back and held, the LAN file written, the port freed. */
async function closeHost(parts: Parts): Promise<void> {
  const { guests, live } = parts;
  if (guests.closed) return;
  guests.closed = true;
  clearInterval(parts.heartbeat);
  parts.endpoint.stopUpgrades();
  await parts.advert?.stop();
  guests.closeAll();
  for (const slot of parts.book.all()) live.bots.handBack(slot.seat);
  live.bots.hold();
  parts.endpoint.close();
  await parts.book.settled();
  await parts.http.close();
  parts.release();
}
