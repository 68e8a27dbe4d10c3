import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Attached, GameHost } from '../../machines/engine/host';
import {
  helloSchema,
  LAN_CLOSE,
  LAN_INFO_PATH,
  LAN_PATH,
  MAX_HELLO_BYTES,
  urlHost,
  type DropChoice,
  type Hello,
  type LanErrorCode,
  type LanGameInfo,
  type LanHostMessage,
  type LanSeatInfo,
} from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION, type HostMessage } from '../../models/core/protocol';
import { SECURITY_HEADERS } from '../csp';
import type { BotLevel, SavedGameHeader } from '../../models/core/saved-game';
import { startShellServer, type RequestHandler } from '../shell/static-server';
import { checkHostAddress } from './addresses';
import { advertiseLanGame, type Advertisement } from './discovery';
import { readLanFile, writeLanFile, type LanFile } from './lan-file';
import { pauseControl } from './pause';
import { TryLimiter, type RateLimitOptions } from './rate-limit';
import { batchThisTick } from './tick-batch';
import { codeMatches, hashToken, newJoinCode, newToken, sameSecret } from './secrets';

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

interface Slot {
  readonly seat: Seat;
  tokenHash: string | null;
  choice: DropChoice;
  conn: Conn | null;
}

interface Conn {
  readonly ws: WebSocket;
  /** The TCP socket under ws: corked for the rest of a tick while frames are sent to it (tick-batch.ts). */
  readonly socket: Duplex;
  readonly remote: string;
  lastSeen: number;
  phase: 'hello' | 'joining' | 'in' | 'closed';
  queue: string[];
  attached: Attached | null;
  slot: Slot | null;
  spectator: boolean;
  helloTimer: NodeJS.Timeout | null;
}

class LanError extends Error {
  constructor(readonly code: LanErrorCode, message: string, readonly close: number = LAN_CLOSE.refused, readonly retryAfterMs?: number) {
    super(message);
  }
}

/** Game folders hosted by this process: one LAN host per game, or two would hand out the same seats. */
const hosted = new Set<string>();

const jsonHeaders = { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

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

async function hostGame(options: LanHostOptions, live: HostedGame, release: () => void): Promise<LanHost> {
  const game = live.host;
  const header = live.header;
  const gameDir = live.store.dir;
  const players = header.players;
  const lanSeats = new Set(options.seats ?? players.filter((p) => p.kind === 'lan').map((p) => p.seat));
  for (const s of lanSeats) if (!players.some((p) => p.seat === s)) throw new Error(`There is no seat ${s + 1} in this game.`);
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const silenceMs = options.silenceMs ?? 10_000;
  const helloTimeoutMs = options.helloTimeoutMs ?? 10_000;
  const maxSpectators = options.maxSpectators ?? 32;
  const limiter = new TryLimiter(options.rateLimit);
  const local = players.find((p) => !lanSeats.has(p.seat));
  const name = options.name ?? `${game.module.rules.name}${local ? ` hosted by ${local.name}` : ''}`;

  // The join code and the claimed seats survive a restart of the host.
  const saved = await readLanFile(gameDir);
  const code = options.code ?? saved?.code ?? newJoinCode();
  const slots = new Map<Seat, Slot>();
  for (const seat of [...lanSeats].sort((a, b) => a - b)) {
    const record = saved?.seats[String(seat)];
    slots.set(seat, { seat, tokenHash: record?.tokenHash ?? null, choice: record?.choice ?? 'pause', conn: null });
  }
  const fileNow = (): LanFile => ({
    format: 'tessera-lan',
    version: 1,
    code,
    seats: Object.fromEntries([...slots.values()].map((s) => [String(s.seat), { tokenHash: s.tokenHash, choice: s.choice }])),
  });
  let saving: Promise<void> = Promise.resolve();
  const save = (): Promise<void> => {
    const next = saving.then(() => writeLanFile(gameDir, fileNow()));
    saving = next.catch(() => undefined);
    return next;
  };
  await save();

  const conns = new Set<Conn>();
  const spectators = new Set<Conn>();
  const listeners = new Set<(info: LanGameInfo) => void>();
  let closed = false;

  const seatInfo = (): LanSeatInfo[] =>
    players.map((p) => {
      const slot = slots.get(p.seat);
      const state = !slot ? 'local' : slot.conn ? 'connected' : slot.tokenHash ? 'dropped' : 'open';
      const level = p.kind === 'bot' ? (live.header.players.find((q) => q.seat === p.seat)?.level ?? 'easy') : undefined;
      return { seat: p.seat, name: p.name, color: p.color, lan: !!slot, state, choice: slot?.choice ?? 'pause', ...(level ? { level } : {}) };
    });
  const info = (): LanGameInfo => {
    const seats = seatInfo();
    return { protocol: PROTOCOL_VERSION, gameId: header.gameId, name, module: header.module, seats, free: seats.filter((s) => s.state === 'open').length, spectators: spectators.size };
  };

  const sendLan = (conn: Conn, message: LanHostMessage) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(message));
  };
  const sendGame = (conn: Conn, message: HostMessage) => {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    batchThisTick(conn.socket);
    conn.ws.send(JSON.stringify(message));
  };

  // The game's bots stand in for a LAN seat without its guest while the host chose so, until the guest is back.
  const seatAway = (seat: Seat, choice: DropChoice) => {
    if (choice === 'bot') live.bots.takeOver(seat);
    else live.bots.handBack(seat);
    options.onSeatDropped?.(seat, choice);
  };
  const seatBack = (seat: Seat) => {
    live.bots.handBack(seat);
    options.onSeatReturned?.(seat);
  };

  // The game waits for every LAN seat set to wait that has no guest connected (not yet joined, or dropped).
  const pause = pauseControl(game);
  const updatePause = () => pause.waitFor(new Set([...slots.values()].filter((s) => s.choice === 'pause' && !s.conn).map((s) => s.seat)));
  const changed = () => {
    updatePause();
    const now = info();
    const message: LanHostMessage = { t: 'lan-seats', seats: now.seats };
    for (const conn of conns) if (conn.phase === 'in') sendLan(conn, message);
    for (const l of listeners) l(now);
  };

  const admitPlayer = (conn: Conn, slot: Slot, token: string) => {
    const old = slot.conn;
    if (old && old !== conn) {
      old.slot = null;
      old.attached?.detach();
      old.attached = null;
      old.ws.close(LAN_CLOSE.replaced, 'This seat was taken over by a newer connection with its token.');
    }
    const wasAway = !slot.conn;
    slot.conn = conn;
    conn.slot = slot;
    conn.phase = 'in';
    sendLan(conn, { t: 'welcome', protocol: PROTOCOL_VERSION, role: 'player', seat: slot.seat, token, game: info() });
    conn.attached = game.attach({ seats: [slot.seat], watches: [slot.seat], remote: true, send: (m) => sendGame(conn, m) });
    for (const frame of conn.queue.splice(0)) conn.attached.receive(frame);
    changed();
    if (wasAway) seatBack(slot.seat);
  };

  const admitSpectator = (conn: Conn) => {
    conn.spectator = true;
    conn.phase = 'in';
    spectators.add(conn);
    sendLan(conn, { t: 'welcome', protocol: PROTOCOL_VERSION, role: 'spectator', seat: null, game: info() });
    conn.attached = game.attach({ seats: [], watches: [null], remote: true, send: (m) => sendGame(conn, m) });
    for (const frame of conn.queue.splice(0)) conn.attached.receive(frame);
    changed();
  };

  const wrongCode = (conn: Conn, what: string): LanError => {
    const delay = limiter.fail(conn.remote);
    if (delay > 0) return new LanError('wrong-code', `${what} Too many wrong tries from this address: wait ${Math.ceil(delay / 1000)} s before trying again.`, LAN_CLOSE.tooManyTries, delay);
    return new LanError('wrong-code', what);
  };

  const hello = async (conn: Conn, hi: Hello): Promise<void> => {
    if (hi.protocol !== PROTOCOL_VERSION) {
      const advice = hi.protocol < PROTOCOL_VERSION ? 'Update Tessera on your machine.' : "Update Tessera on the host's machine.";
      throw new LanError('protocol-mismatch', `This game's host speaks Tessera protocol ${PROTOCOL_VERSION}, your app speaks ${hi.protocol}. ${advice}`, LAN_CLOSE.protocol);
    }
    const wait = limiter.waitFor(conn.remote);
    if (wait > 0) throw new LanError('too-many-tries', `Too many wrong codes from this address: wait ${Math.ceil(wait / 1000)} s before trying again.`, LAN_CLOSE.tooManyTries, wait);
    if (hi.token !== undefined) {
      const hash = hashToken(hi.token);
      const slot = [...slots.values()].find((s) => s.tokenHash !== null && sameSecret(s.tokenHash, hash) && (hi.seat === undefined || s.seat === hi.seat));
      if (!slot) {
        const err = wrongCode(conn, 'That reconnect token is not valid in this game: the host may have reopened your seat. Join again with the code.');
        throw new LanError('bad-token', err.message, err.close, err.retryAfterMs);
      }
      limiter.succeed(conn.remote);
      return admitPlayer(conn, slot, hi.token);
    }
    if (hi.code === undefined) throw new LanError('wrong-code', 'Type the join code the host shows.');
    if (!codeMatches(hi.code, code)) throw wrongCode(conn, 'That join code is not the code of this game.');
    limiter.succeed(conn.remote);
    if (hi.spectate) {
      if (hi.seat !== undefined) throw new LanError('bad-hello', 'A spectator does not take a seat.');
      if (spectators.size >= maxSpectators) throw new LanError('full', `This game already has ${maxSpectators} spectators.`);
      return admitSpectator(conn);
    }
    let slot: Slot | undefined;
    if (hi.seat !== undefined) {
      slot = slots.get(hi.seat);
      if (!slot) throw new LanError('not-a-lan-seat', `Seat ${hi.seat + 1} is not open to LAN players.`);
      if (slot.tokenHash) throw new LanError('seat-taken', `Seat ${hi.seat + 1} is taken. Pick a free seat, or ask the host to reopen it.`);
    } else {
      slot = [...slots.values()].find((s) => !s.tokenHash);
      if (!slot) throw new LanError('no-free-seat', 'Every LAN seat of this game is taken; you may watch as a spectator.');
    }
    const token = newToken();
    slot.tokenHash = hashToken(token); // claimed now, so a second hello cannot take it while this one is saved
    try {
      await save();
    } catch (error) {
      slot.tokenHash = null;
      throw new LanError('full', `The host could not save your seat: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (conn.phase !== 'joining' || closed) {
      // The guest left before it heard of its token: nobody can use the claim, so give the seat back.
      slot.tokenHash = null;
      void save().catch(() => undefined);
      return;
    }
    admitPlayer(conn, slot, token);
  };

  const refuseHello = (conn: Conn, error: LanError) => {
    sendLan(conn, { t: 'lan-error', code: error.code, message: error.message, protocol: PROTOCOL_VERSION, ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}) });
    conn.phase = 'closed';
    conn.ws.close(error.close, error.code);
  };

  const onFrame = (conn: Conn, data: RawData, isBinary: boolean) => {
    conn.lastSeen = Date.now();
    if (conn.phase === 'closed') return;
    if (conn.phase === 'in') {
      if (isBinary) return sendGame(conn, { t: 'refused', id: null, code: 'bad-message', message: 'Binary frames are not Tessera messages.', rule: 'ENGINE-MSG-1' });
      conn.attached?.receive(data.toString());
      return;
    }
    if (conn.phase === 'joining') {
      if (conn.queue.length >= 64) return refuseHello(conn, new LanError('bad-hello', 'Wait for the welcome before sending game messages.'));
      conn.queue.push(data.toString());
      return;
    }
    // The first frame must be a hello.
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.helloTimer = null;
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
    if (isBinary || size > MAX_HELLO_BYTES) return refuseHello(conn, new LanError('bad-hello', `The first message must be a hello of at most ${MAX_HELLO_BYTES} bytes of JSON.`));
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return refuseHello(conn, new LanError('bad-hello', 'The first message is not valid JSON.'));
    }
    // A version mismatch is told plainly even when the rest of the hello is of another shape.
    const protocol = (json as { protocol?: unknown } | null)?.protocol;
    if (typeof protocol === 'number' && protocol !== PROTOCOL_VERSION && (json as { t?: unknown }).t === 'hello') {
      return refuseHello(conn, new LanError('protocol-mismatch', `This game's host speaks Tessera protocol ${PROTOCOL_VERSION}, your app speaks ${protocol}. Update Tessera on the ${protocol < PROTOCOL_VERSION ? 'guest' : "host's"} machine.`, LAN_CLOSE.protocol));
    }
    const parsed = helloSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuseHello(conn, new LanError('bad-hello', `The hello is malformed at ${issue.path.join('.') || '(message)'}: ${issue.message}`));
    }
    conn.phase = 'joining';
    hello(conn, parsed.data).catch((error: unknown) => {
      refuseHello(conn, error instanceof LanError ? error : new LanError('bad-hello', error instanceof Error ? error.message : String(error)));
    });
  };

  const onClose = (conn: Conn) => {
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.phase = 'closed';
    conns.delete(conn);
    conn.attached?.detach();
    conn.attached = null;
    if (conn.spectator) {
      spectators.delete(conn);
      if (!closed) changed();
    }
    const slot = conn.slot;
    conn.slot = null;
    if (slot && slot.conn === conn) {
      slot.conn = null;
      if (closed) return;
      changed();
      if (slot.tokenHash) seatAway(slot.seat, slot.choice);
    }
  };

  // HTTP: the game's public description, then the renderer (when given).
  const infoHandler: RequestHandler = (req, res) => {
    if ((req.url ?? '').split('?')[0] !== LAN_INFO_PATH) return false;
    res.writeHead(200, jsonHeaders);
    res.end(JSON.stringify(info()));
    return true;
  };
  let server: Server;
  let closeHttp: () => Promise<void>;
  if (options.staticDir) {
    const shell = await startShellServer({ staticDir: options.staticDir, port: options.port ?? 0, host: options.address, handlers: [infoHandler] });
    server = shell.server;
    closeHttp = () => shell.close();
  } else {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (infoHandler(req, res)) return;
      res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.address, () => {
        server.off('error', reject);
        resolve();
      });
    });
    closeHttp = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(options.address)}:${port}/`;
  const ownOrigin = url.slice(0, -1);
  const origins = new Set([ownOrigin, 'tessera://app', ...(options.allowedOrigins ?? [])]);

  // A frame a little over the engine's limit still reaches the engine, which refuses it with its own error;
  // anything far larger is cut off by the socket itself (close 1009) before it is buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_FRAME_BYTES, perMessageDeflate: false });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    const origin = req.headers.origin;
    if (path !== LAN_PATH || (origin !== undefined && !origins.has(origin))) {
      socket.write(`HTTP/1.1 ${path !== LAN_PATH ? '404 Not Found' : '403 Forbidden'}\r\nConnection: close\r\n\r\n`);
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    if (closed) return ws.close(LAN_CLOSE.shutdown, 'The host is closing.');
    const conn: Conn = { ws, socket: req.socket, remote: req.socket.remoteAddress ?? 'unknown', lastSeen: Date.now(), phase: 'hello', queue: [], attached: null, slot: null, spectator: false, helloTimer: null };
    conns.add(conn);
    conn.helloTimer = setTimeout(() => refuseHello(conn, new LanError('hello-timeout', 'No hello came in time.', LAN_CLOSE.timeout)), helloTimeoutMs);
    ws.on('message', (data, isBinary) => onFrame(conn, data, isBinary));
    ws.on('pong', () => (conn.lastSeen = Date.now()));
    ws.on('close', () => onClose(conn));
    ws.on('error', () => ws.terminate());
  });

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const conn of conns) {
      if (now - conn.lastSeen > silenceMs) conn.ws.terminate();
      else if (conn.ws.readyState === conn.ws.OPEN) conn.ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  let advert: Advertisement | null = null;
  if (options.advertise) {
    advert = await advertiseLanGame({ address: options.address, port, info: info() });
    listeners.add((now) => advert?.update(now));
  }
  updatePause();
  // After a restart: a seat the host gave to a bot is played by it until its guest reconnects.
  for (const slot of slots.values()) if (slot.choice === 'bot') live.bots.takeOver(slot.seat);
  // The bots play from now on (the game already waits for the open seats set to wait); again held when hosting stops.
  live.bots.release();

  const api: LanHost = {
    address: options.address,
    port,
    url,
    wsUrl: `ws://${urlHost(options.address)}:${port}${LAN_PATH}`,
    code,
    joinUrl: `${url}?join=${code}`,
    game,
    info,
    seats: seatInfo,
    async kick(seat) {
      const slot = slots.get(seat);
      if (!slot) throw new Error(`Seat ${seat + 1} is not a LAN seat.`);
      const conn = slot.conn;
      slot.tokenHash = null;
      slot.conn = null;
      if (conn) {
        conn.slot = null;
        conn.attached?.detach();
        conn.attached = null;
        sendLan(conn, { t: 'kicked', message: 'The host removed you from this seat.' });
        conn.phase = 'closed';
        conn.ws.close(LAN_CLOSE.kicked, 'kicked');
      }
      await save();
      changed();
    },
    async setBotLevel(seat, level) {
      await live.setBotLevel(seat, level);
      changed();
    },
    async setDropChoice(seat, choice) {
      const slot = slots.get(seat);
      if (!slot) throw new Error(`Seat ${seat + 1} is not a LAN seat.`);
      slot.choice = choice;
      await save();
      changed();
      if (!slot.conn) seatAway(seat, choice);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connections: () => conns.size,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      await advert?.stop();
      for (const conn of conns) conn.ws.close(LAN_CLOSE.shutdown, 'The host closed the game.');
      for (const conn of conns) conn.attached?.detach();
      for (const slot of slots.values()) live.bots.handBack(slot.seat);
      live.bots.hold();
      wss.close();
      await saving;
      await closeHttp();
      release();
    },
  };
  return api;
}
