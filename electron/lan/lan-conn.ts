import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Attached } from '../../machines/engine/host';
import type { DropChoice, LanHostMessage } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { HostMessage } from '../../models/core/protocol';
import { batchThisTick } from './tick-batch';

/** A LAN seat: claimed while it has a token's hash, held while it has a connection. */
export interface Slot {
  readonly seat: Seat;
  tokenHash: string | null;
  choice: DropChoice;
  conn: Conn | null;
}

/** One guest's socket, from its hello to its close. */
export interface Conn {
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

/** A LAN frame (welcome, seats, errors): dropped when the socket is no longer open. */
export function sendLan(conn: Conn, message: LanHostMessage): void {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(message));
}

/** A game frame: batched with the tick's others, so a move's messages leave in one write. */
export function sendGame(conn: Conn, message: HostMessage): void {
  if (conn.ws.readyState !== conn.ws.OPEN) return;
  batchThisTick(conn.socket);
  conn.ws.send(JSON.stringify(message));
}

/** Takes the connection off its seat and the game, leaving its socket to the caller. */
export function unseat(conn: Conn): void {
  conn.slot = null;
  conn.attached?.detach();
  conn.attached = null;
}
