import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { LAN_PATH } from '../../models/core/lan';
import { MAX_FRAME_BYTES } from '../../models/core/protocol';

export interface WsEndpoint {
  /** Stops taking new sockets; the open ones stay until close. */
  stopUpgrades(): void;
  close(): void;
}

/**
 * The WebSocket endpoint at LAN_PATH on the host's HTTP server. Another path gets 404; a page of another origin
 * (not the host's own page, the app, or one allowed) gets 403, so a web page elsewhere cannot join for its visitor.
 */
export function acceptSockets(server: Server, origins: ReadonlySet<string>, onSocket: (ws: WebSocket, req: IncomingMessage) => void): WsEndpoint {
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
  wss.on('connection', onSocket);
  return { stopUpgrades: () => server.off('upgrade', onUpgrade), close: () => wss.close() };
}
