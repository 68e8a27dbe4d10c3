import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { HostClient, type ActResult } from '../../machines/engine/client';
import { isLanHostMessage, LAN_PATH, urlHost, type LanErrorCode, type LanGameInfo, type LanHostMessage, type LanSeatInfo } from '../../models/core/lan';
import type { ActionInput, Seat } from '../../models/core/module';
import { PROTOCOL_VERSION, type HostMessage } from '../../models/core/protocol';
import { batchThisTick } from './tick-batch';

export interface JoinOptions {
  /** ws://ADDRESS:PORT/lan, or give host and port. */
  readonly url?: string;
  readonly host?: string;
  readonly port?: number;
  readonly code?: string;
  /** A seat to claim; by default the first free LAN seat. */
  readonly seat?: Seat;
  readonly spectate?: boolean;
  /** The reconnect token of an earlier welcome: takes the same seat back without the code. */
  readonly token?: string;
  /** Tests only: claim another protocol version. */
  readonly protocol?: number;
  /** Every frame as it arrives, before it is parsed (leak checks, byte counts). */
  readonly onFrame?: (text: string) => void;
  /** Give up when no welcome comes in this time. */
  readonly timeoutMs?: number;
}

export class LanJoinError extends Error {
  constructor(readonly code: LanErrorCode | 'closed' | 'timeout' | 'unreachable', message: string, readonly retryAfterMs?: number) {
    super(message);
  }
}

export interface LanGuest {
  readonly client: HostClient;
  readonly role: 'player' | 'spectator';
  readonly seat: Seat | null;
  /** Keep it: joinLanGame({ url, token }) takes the seat back after a drop or a host restart. */
  readonly token: string | null;
  readonly game: LanGameInfo;
  /** The host's latest seat list (who is connected, dropped, open). */
  seats: readonly LanSeatInfo[];
  readonly ws: WebSocket;
  /** Resolves when the socket closes: the close code, the reason, and the host's last LAN message if any. */
  readonly closed: Promise<{ code: number; reason: string; kicked: boolean }>;
  act(action: ActionInput): Promise<ActResult>;
  say(text: string): void;
  /** Sends a raw frame (tests: malformed and oversized messages). */
  sendRaw(data: string | Buffer): void;
  close(): void;
}

/**
 * A Node guest: connects, says hello, waits for the welcome, then mirrors its seat (or the public view) with a
 * HostClient. The browser guest speaks the same frames (docs/lan.md).
 */
export function joinLanGame(options: JoinOptions): Promise<LanGuest> {
  const url = options.url ?? `ws://${urlHost(options.host ?? '127.0.0.1')}:${options.port}${LAN_PATH}`;
  const ws = new WebSocket(url, { perMessageDeflate: false });
  let kicked = false;
  const closed = new Promise<{ code: number; reason: string; kicked: boolean }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), kicked }));
  });
  let socket: Duplex | null = null;
  ws.on('upgrade', (response) => (socket = response.socket));
  const client = new HostClient((message) => {
    if (ws.readyState !== ws.OPEN) return;
    batchThisTick(socket);
    ws.send(JSON.stringify(message));
  });
  return new Promise<LanGuest>((resolve, reject) => {
    let guest: LanGuest | null = null;
    const timer = setTimeout(() => {
      reject(new LanJoinError('timeout', `No answer from ${url}.`));
      ws.terminate();
    }, options.timeoutMs ?? 10_000);
    ws.on('error', (error) => {
      if (guest) return;
      clearTimeout(timer);
      reject(new LanJoinError('unreachable', `Cannot reach ${url}: ${error.message}`));
    });
    ws.on('close', (code, reason) => {
      if (guest) return;
      clearTimeout(timer);
      reject(new LanJoinError('closed', `The host closed the connection (${code} ${reason.toString()}).`));
    });
    ws.on('open', () => {
      const hello: Record<string, unknown> = { t: 'hello', protocol: options.protocol ?? PROTOCOL_VERSION };
      if (options.code !== undefined) hello.code = options.code;
      if (options.seat !== undefined) hello.seat = options.seat;
      if (options.spectate) hello.spectate = true;
      if (options.token !== undefined) hello.token = options.token;
      ws.send(JSON.stringify(hello));
    });
    ws.on('message', (data) => {
      const text = data.toString();
      options.onFrame?.(text);
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      if (!isLanHostMessage(message)) {
        client.receive(message as HostMessage);
        return;
      }
      const lan = message as LanHostMessage;
      switch (lan.t) {
        case 'lan-error':
          clearTimeout(timer);
          if (!guest) reject(new LanJoinError(lan.code, lan.message, lan.retryAfterMs));
          return;
        case 'kicked':
          kicked = true;
          return;
        case 'lan-seats':
          if (guest) guest.seats = lan.seats;
          return;
        case 'welcome': {
          clearTimeout(timer);
          const seat = lan.seat;
          guest = {
            client,
            role: lan.role,
            seat,
            token: lan.role === 'player' ? lan.token : null,
            game: lan.game,
            seats: lan.game.seats,
            ws,
            closed,
            act: (action) => (seat === null ? Promise.resolve({ ok: false, code: 'not-your-seat', message: 'A spectator does not act.', rule: 'ENGINE-SEAT-1' }) : client.act(seat, action)),
            say: (text) => {
              if (seat !== null) client.say(seat, text);
            },
            sendRaw: (raw) => ws.send(raw),
            close: () => ws.close(1000, 'bye'),
          };
          resolve(guest);
          return;
        }
      }
    });
  });
}
