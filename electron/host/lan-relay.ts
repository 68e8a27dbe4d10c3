import { existsSync } from 'node:fs';
import path from 'node:path';
import type { networkInterfaces } from 'node:os';
import { isLanHostMessage, LAN_CLOSE, parseJoinTarget, type DropChoice, type LanSeatInfo } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { BotLevel } from '../../models/core/saved-game';
import type { FoundLanGame, JoinedLanGame, LanAddressChoice, LanHosting, LanStatus } from '../../models/core/service';
import { checkHostAddress, lanAddresses } from '../lan/addresses';
import { browseLanGames, type GameBrowser } from '../lan/discovery';
import { startLanHost, type HostedGames, type LanHost } from '../lan/lan-host';
import { joinLanGame, LanJoinError, type LanGuest } from '../lan/lan-guest';

/** A refusal the window shows as it is (code and message). */
export class LanServiceError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/**
 * Tests only: hosting on loopback (127.0.0.1, ::1) so two pages of one machine can play. Loopback is private, so
 * the LAN host accepts it anyway; this flag only makes the address list offer it (never a public interface).
 */
const loopbackAllowed = () => process.env.TESSERA_LAN_ALLOW_LOOPBACK === '1';

/**
 * Tests only: the network interfaces to list instead of this machine's (TESSERA_LAN_INTERFACES, the JSON shape of
 * os.networkInterfaces()), so a test can show the host screen of a computer with no private IPv4 address.
 */
function testInterfaces(): ReturnType<typeof networkInterfaces> | undefined {
  const json = process.env.TESSERA_LAN_INTERFACES;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as ReturnType<typeof networkInterfaces>;
  } catch {
    return undefined;
  }
}

/** The built renderer a browser guest loads from the LAN host: given, else the shell's folder, else dist/renderer. */
export function defaultLanStaticDir(): string | undefined {
  for (const dir of [process.env.TESSERA_STATIC_DIR, path.resolve('dist', 'renderer')]) {
    if (dir && existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return undefined;
}

/** The LAN games this process hosts, and the discovery browser of the join dialog. One per HostService. */
export class LanPlay {
  private readonly hosts = new Map<string, LanHost>();
  private browser: GameBrowser | null = null;
  /** Reconnect tokens of the games this app joined, by host:port, so leaving and joining again keeps the seat. */
  readonly tokens = new Map<string, string>();

  constructor(private readonly service: HostedGames, private readonly staticDir: string | undefined) {}

  addresses(): LanAddressChoice[] {
    const found: LanAddressChoice[] = lanAddresses(testInterfaces()).map((a) => ({ address: a.address, family: a.family, interface: a.interface, preferred: a.preferred }));
    if (loopbackAllowed()) found.push({ address: '127.0.0.1', family: 'IPv4', interface: 'lo', preferred: found.length === 0 });
    return found;
  }

  async host(args: { gameId: string; address?: string; port?: number; allowPublic?: boolean }): Promise<LanHosting> {
    const addresses = this.addresses();
    const running = this.hosts.get(args.gameId);
    if (running) return this.hosting(args.gameId, running, addresses);
    const address = args.address ?? addresses.find((a) => a.preferred)?.address;
    if (!address) throw new LanServiceError('no-lan-address', 'This computer has no LAN address: connect it to the network your friends are on.');
    // Ask before a public address: the dialog turns this code into a question and calls again with allowPublic.
    if (!args.allowPublic && checkHostAddress(address, false) && !checkHostAddress(address, true)) {
      throw new LanServiceError('public-address', checkHostAddress(address, false)!);
    }
    const game = await this.service.game(args.gameId);
    if (!game.header.players.some((p) => p.kind === 'lan')) throw new LanServiceError('no-lan-seat', 'This game has no LAN seat: mark the seats of the players who join over the network as LAN.');
    let lan: LanHost;
    try {
      lan = await startLanHost({ service: this.service, gameId: args.gameId, address, port: args.port ?? 0, allowPublic: args.allowPublic, staticDir: this.staticDir, advertise: !address.startsWith('127.') && address !== '::1' });
    } catch (error) {
      throw new LanServiceError('lan-host-failed', error instanceof Error ? error.message : String(error));
    }
    this.hosts.set(args.gameId, lan);
    return this.hosting(args.gameId, lan, addresses);
  }

  private hosting(gameId: string, lan: LanHost, addresses: LanAddressChoice[]): LanHosting {
    return { gameId, code: lan.code, joinUrl: lan.joinUrl, address: lan.address, port: lan.port, addresses };
  }

  status(gameId: string): LanStatus {
    const lan = this.hosts.get(gameId);
    if (!lan) return { role: 'none', seats: [], spectators: 0 };
    const info = lan.info();
    return { role: 'host', seats: info.seats, spectators: info.spectators, code: lan.code, joinUrl: lan.joinUrl, started: lan.game.actionLog.length > 0 };
  }

  async kick(gameId: string, seat: Seat): Promise<void> {
    const lan = this.hosts.get(gameId);
    if (!lan) throw new LanServiceError('not-hosted', 'This game is not hosted on the LAN.');
    await lan.kick(seat);
  }

  /** What the game does while the seat has no guest: wait, a bot plays it, or the host's window plays it. */
  async dropChoice(gameId: string, seat: Seat, choice: DropChoice): Promise<void> {
    const lan = this.hosts.get(gameId);
    if (!lan) throw new LanServiceError('not-hosted', 'This game is not hosted on the LAN.');
    if (!lan.seats().some((s) => s.seat === seat && s.lan)) throw new LanServiceError('not-a-lan-seat', `Seat ${seat + 1} is not a LAN seat.`);
    await lan.setDropChoice(seat, choice);
  }

  /** A bot seat's level, chosen in the lobby before the first move (refusals name the field: lan-host.ts). */
  async botLevel(gameId: string, seat: Seat, level: BotLevel): Promise<void> {
    const lan = this.hosts.get(gameId);
    if (!lan) throw new LanServiceError('not-hosted', 'This game is not hosted on the LAN.');
    await lan.setBotLevel(seat, level);
  }

  /** LAN seats the host's window plays now: the host chose to play them while their guest is away. */
  hostPlays(gameId: string): Seat[] {
    const lan = this.hosts.get(gameId);
    return lan ? lan.seats().filter((s) => s.lan && s.choice === 'host' && s.state !== 'connected').map((s) => s.seat) : [];
  }

  async stop(gameId: string): Promise<void> {
    const lan = this.hosts.get(gameId);
    this.hosts.delete(gameId);
    await lan?.close();
  }

  browse(refresh: boolean): FoundLanGame[] {
    if (!this.browser) this.browser = browseLanGames();
    else if (refresh) this.browser.refresh();
    return this.browser.games().map((g) => ({ instance: g.instance, name: g.name, module: g.module, free: g.free, seats: g.seats, compatible: g.compatible, target: g.target }));
  }

  async close(): Promise<void> {
    for (const id of [...this.hosts.keys()]) await this.stop(id);
    await this.browser?.stop();
    this.browser = null;
  }
}

/** A window's joined game: the Node side holds the socket to the host and relays the game's frames both ways. */
export interface LanRelay {
  readonly opened: JoinedLanGame;
  /** A game message from the window, to the host. */
  send(message: unknown): void;
  status(): LanStatus;
  close(): void;
}

const RECONNECT_MS = [500, 1000, 2000, 4000, 8000];

/**
 * Joins a LAN game with joinLanGame and relays: every game frame from the host goes to the window as it came (so
 * the window's HostClient works unchanged), and the window's game messages go to the host. After a drop the relay
 * takes the seat back with its token, unless the host removed this guest or closed the game.
 */
export async function joinRelay(play: LanPlay, args: { target: string; code?: string; seat?: Seat; spectate?: boolean }, toWindow: (m: unknown) => void): Promise<LanRelay> {
  const target = parseJoinTarget(args.target);
  if (!target.ok) throw new LanServiceError('bad-target', target.message);
  const key = `${target.host}:${target.port}`;
  const code = args.code?.trim() || target.code || undefined;
  let seats: readonly LanSeatInfo[] = [];
  let spectators = 0;
  let closedByUs = false;
  let ended: string | undefined;
  let connected = false;
  let retry: NodeJS.Timeout | null = null;

  const onFrame = (text: string) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (!isLanHostMessage(message)) toWindow(message);
    else if (message.t === 'lan-seats') seats = message.seats;
    else if (message.t === 'welcome') {
      seats = message.game.seats;
      spectators = message.game.spectators;
    }
  };

  const connect = (hello: { code?: string; token?: string; seat?: Seat; spectate?: boolean }) =>
    joinLanGame({ host: target.host, port: target.port, ...hello, onFrame }).catch((error: unknown) => {
      if (error instanceof LanJoinError) throw new LanServiceError(error.code, error.code === 'unreachable' || error.code === 'timeout' ? `Nobody answers at ${key}. Check the address and that the host's firewall lets the port through.` : error.message);
      throw error;
    });

  const saved = args.spectate ? undefined : play.tokens.get(key);
  let guest: LanGuest;
  if (saved && code === undefined) guest = await connect({ token: saved, seat: args.seat });
  else {
    try {
      guest = saved ? await connect({ token: saved, seat: args.seat }) : await connect({ code, seat: args.seat, spectate: args.spectate || undefined });
    } catch (error) {
      // A stale token (the host reopened the seat): join with the code instead.
      if (!saved || !(error instanceof LanServiceError) || error.code !== 'bad-token') throw error;
      play.tokens.delete(key);
      guest = await connect({ code, seat: args.seat, spectate: args.spectate || undefined });
    }
  }
  if (guest.token) play.tokens.set(key, guest.token);

  const watch = (g: LanGuest) => {
    connected = true;
    void g.closed.then(({ code: closeCode, kicked }) => {
      connected = false;
      if (closedByUs || g !== guest) return;
      if (kicked || closeCode === LAN_CLOSE.kicked) {
        play.tokens.delete(key);
        ended = 'The host removed you from this game.';
      } else if (closeCode === LAN_CLOSE.replaced) ended = 'Your seat was taken over by another connection with your token.';
      else if (!guest.token) ended = 'The connection to the host was lost.';
      else reconnect(0);
    });
  };
  const reconnect = (attempt: number) => {
    retry = setTimeout(() => {
      retry = null;
      if (closedByUs) return;
      connect({ token: guest.token!, seat: guest.seat ?? undefined }).then(
        (g) => {
          if (closedByUs) return g.close();
          guest = g;
          watch(g);
        },
        (error: unknown) => {
          if (error instanceof LanServiceError && error.code === 'bad-token') ended = 'The host reopened your seat: join again with the code.';
          else reconnect(Math.min(attempt + 1, RECONNECT_MS.length - 1));
        },
      );
    }, RECONNECT_MS[attempt]);
  };
  watch(guest);

  const players = guest.game.seats.map((s) => ({ seat: s.seat, name: s.name, color: s.color, kind: s.lan ? 'lan' : 'hotseat' }));
  const opened: JoinedLanGame = { gameId: guest.game.gameId, module: guest.game.module, players, seats: guest.seat === null ? [] : [guest.seat], role: guest.role };
  return {
    opened,
    send: (message) => {
      if (connected && guest.ws.readyState === guest.ws.OPEN) guest.sendRaw(JSON.stringify(message));
    },
    status: () => ({ role: 'guest', seats, spectators, connected, ...(ended ? { ended } : {}) }),
    close: () => {
      closedByUs = true;
      if (retry) clearTimeout(retry);
      guest.close();
    },
  };
}
