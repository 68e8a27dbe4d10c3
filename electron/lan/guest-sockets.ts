import type { IncomingMessage } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import type { GameHost } from '../../machines/engine/host';
import { LAN_CLOSE } from '../../models/core/lan';
import { PROTOCOL_VERSION } from '../../models/core/protocol';
import { readHello } from './first-frame';
import { sendGame, sendLan, unseat, type Conn, type Slot } from './lan-conn';
import { LanError } from './lan-error';
import type { Lobby } from './lan-lobby';
import { Reception, type ReceptionParts } from './reception';

export interface GuestSocketsParts extends Pick<ReceptionParts, 'book' | 'limiter' | 'maxSpectators'> {
  readonly game: GameHost;
  readonly lobby: Pick<Lobby, 'info' | 'changed' | 'seatAway' | 'seatBack'>;
  /** Every socket, from its hello on; the lobby reads them too. */
  readonly conns: Set<Conn>;
  readonly spectators: Set<Conn>;
  /** A socket that has not said hello by then is closed. */
  readonly helloTimeoutMs: number;
}

/**
 * The guests' sockets, each from its first frame to its close: the hello, then its frames to the GameHost as they
 * are (the engine checks them), the seat given back to the lobby when it goes, and the heartbeat.
 */
export class GuestSockets {
  /** Set when the host closes: a new socket is turned away, and a leaving guest changes no seat. */
  closed = false;
  private readonly reception: Reception;

  constructor(private readonly parts: GuestSocketsParts) {
    this.reception = new Reception({
      ...parts,
      closed: () => this.closed,
      admitPlayer: (conn, slot, token) => this.admitPlayer(conn, slot, token),
      admitSpectator: (conn) => this.admitSpectator(conn),
    });
  }

  /** A new socket on LAN_PATH: it has helloTimeoutMs to say hello. */
  accept(ws: WebSocket, req: IncomingMessage): void {
    if (this.closed) return ws.close(LAN_CLOSE.shutdown, 'The host is closing.');
    const conn: Conn = { ws, socket: req.socket, remote: req.socket.remoteAddress ?? 'unknown', lastSeen: Date.now(), phase: 'hello', queue: [], attached: null, slot: null, spectator: false, helloTimer: null };
    this.parts.conns.add(conn);
    conn.helloTimer = setTimeout(() => this.refuse(conn, new LanError('hello-timeout', 'No hello came in time.', LAN_CLOSE.timeout)), this.parts.helloTimeoutMs);
    ws.on('message', (data, isBinary) => this.onFrame(conn, data, isBinary));
    ws.on('pong', () => (conn.lastSeen = Date.now()));
    ws.on('close', () => this.onClose(conn));
    ws.on('error', () => ws.terminate());
  }

  /** Connected sockets: guests, spectators and sockets still saying hello. */
  connections(): number {
    return this.parts.conns.size;
  }

  /** Pings every socket each heartbeatMs and drops one silent (no frame, no pong) for over silenceMs. */
  heartbeat(heartbeatMs: number, silenceMs: number): NodeJS.Timeout {
    const timer = setInterval(() => {
      const now = Date.now();
      for (const conn of this.parts.conns) {
        if (now - conn.lastSeen > silenceMs) conn.ws.terminate();
        else if (conn.ws.readyState === conn.ws.OPEN) conn.ws.ping();
      }
    }, heartbeatMs);
    timer.unref();
    return timer;
  }

  /** Closes a kicked guest's socket, telling it why; its seat has already been reopened. */
  kick(conn: Conn): void {
    unseat(conn);
    sendLan(conn, { t: 'kicked', message: 'The host removed you from this seat.' });
    conn.phase = 'closed';
    conn.ws.close(LAN_CLOSE.kicked, 'kicked');
  }

  /** When the host closes: every socket is closed and taken off the game. */
  closeAll(): void {
    for (const conn of this.parts.conns) conn.ws.close(LAN_CLOSE.shutdown, 'The host closed the game.');
    for (const conn of this.parts.conns) conn.attached?.detach();
  }

  private admitPlayer(conn: Conn, slot: Slot, token: string): void {
    const old = slot.conn;
    if (old && old !== conn) {
      unseat(old);
      old.ws.close(LAN_CLOSE.replaced, 'This seat was taken over by a newer connection with its token.');
    }
    const wasAway = !slot.conn;
    slot.conn = conn;
    conn.slot = slot;
    conn.phase = 'in';
    sendLan(conn, { t: 'welcome', protocol: PROTOCOL_VERSION, role: 'player', seat: slot.seat, token, game: this.parts.lobby.info() });
    conn.attached = this.parts.game.attach({ seats: [slot.seat], watches: [slot.seat], remote: true, send: (m) => sendGame(conn, m) });
    for (const frame of conn.queue.splice(0)) conn.attached.receive(frame);
    this.parts.lobby.changed();
    if (wasAway) this.parts.lobby.seatBack(slot.seat);
  }

  private admitSpectator(conn: Conn): void {
    conn.spectator = true;
    conn.phase = 'in';
    this.parts.spectators.add(conn);
    sendLan(conn, { t: 'welcome', protocol: PROTOCOL_VERSION, role: 'spectator', seat: null, game: this.parts.lobby.info() });
    conn.attached = this.parts.game.attach({ seats: [], watches: [null], remote: true, send: (m) => sendGame(conn, m) });
    for (const frame of conn.queue.splice(0)) conn.attached.receive(frame);
    this.parts.lobby.changed();
  }

  /** Refuses a hello: the guest hears why, then the socket closes. */
  private refuse(conn: Conn, error: LanError): void {
    sendLan(conn, { t: 'lan-error', code: error.code, message: error.message, protocol: PROTOCOL_VERSION, ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}) });
    conn.phase = 'closed';
    conn.ws.close(error.close, error.code);
  }

  private onFrame(conn: Conn, data: RawData, isBinary: boolean): void {
    conn.lastSeen = Date.now();
    if (conn.phase === 'closed') return;
    if (conn.phase === 'in') {
      if (isBinary) return sendGame(conn, { t: 'refused', id: null, code: 'bad-message', message: 'Binary frames are not Tessera messages.', rule: 'ENGINE-MSG-1' });
      conn.attached?.receive(data.toString());
      return;
    }
    if (conn.phase === 'joining') {
      // Frames sent between the hello and the welcome reach the game once the guest is in.
      if (conn.queue.length >= 64) return this.refuse(conn, new LanError('bad-hello', 'Wait for the welcome before sending game messages.'));
      conn.queue.push(data.toString());
      return;
    }
    // The first frame must be a hello.
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.helloTimer = null;
    const hello = readHello(data, isBinary);
    if (hello instanceof LanError) return this.refuse(conn, hello);
    conn.phase = 'joining';
    this.reception.hello(conn, hello).catch((error: unknown) => {
      this.refuse(conn, error instanceof LanError ? error : new LanError('bad-hello', error instanceof Error ? error.message : String(error)));
    });
  }

  private onClose(conn: Conn): void {
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.phase = 'closed';
    this.parts.conns.delete(conn);
    conn.attached?.detach();
    conn.attached = null;
    if (conn.spectator) {
      this.parts.spectators.delete(conn);
      if (!this.closed) this.parts.lobby.changed();
    }
    const slot = conn.slot;
    conn.slot = null;
    if (slot && slot.conn === conn) {
      slot.conn = null;
      if (this.closed) return;
      this.parts.lobby.changed();
      if (slot.tokenHash) this.parts.lobby.seatAway(slot.seat, slot.choice);
    }
  }
}
