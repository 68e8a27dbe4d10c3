import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_SERVICE_MESSAGE_CHARS } from '../../models/core/service';
import type { HostService } from './service';

/**
 * The browser shell's link to the host service: a WebSocket at /ws on the shell's own server. Only pages served by
 * that server may connect (the Origin must be the server's own), so another web page cannot drive a local game.
 */
export function attachServiceSocket(server: Server, service: HostService, allowedOrigins: () => readonly string[]): { close(): void; clients(): number } {
  // A saved game being imported travels whole in one call (in UTF-8 a character may take up to 3 bytes).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 3 * MAX_SERVICE_MESSAGE_CHARS });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/ws') return;
    const origin = req.headers.origin ?? '';
    if (!allowedOrigins().includes(origin)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);
  wss.on('connection', (ws: WebSocket) => {
    const connection = service.connect({ send: (m) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(m)) });
    let chain = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      chain = chain.then(() => connection.receive(text)); // one message at a time, in order
    });
    ws.on('close', () => connection.close());
    ws.on('error', () => connection.close());
  });
  return {
    close: () => {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
    clients: () => wss.clients.size,
  };
}
