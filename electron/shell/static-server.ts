import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADERS } from '../csp';
import { mimeTypeFor } from './mime';
import { resolveInside } from './safe-path';

/**
 * An extra request handler (the integrator's `/api/...` JSON endpoints). It returns true when it
 * has taken the request; handlers run in order before the static files.
 */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface ShellServerOptions {
  /** The folder served at `/` (a Vite build of the renderer). */
  staticDir: string;
  /** 0 picks any free port. */
  port?: number;
  /** Defaults to loopback: the shell is for this machine unless a caller opts in to the LAN. */
  host?: string;
  handlers?: RequestHandler[];
}

export interface ShellServer {
  /** `http://HOST:PORT/` with the port actually bound. */
  url: string;
  port: number;
  /** The node http.Server, so a WebSocket endpoint can listen for `upgrade` on the same port. */
  server: Server;
  /** Adds a handler after start (it runs after the ones given in the options). */
  addHandler(handler: RequestHandler): void;
  close(): Promise<void>;
}

export const DEFAULT_HOST = '127.0.0.1';

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
}

async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    send(res, 405, 'Method not allowed');
    return;
  }
  const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
  const target = resolveInside(root, urlPath === '/' ? '/index.html' : urlPath);
  if (!target) {
    send(res, 403, 'Forbidden');
    return;
  }
  let file: string;
  try {
    // A symlink inside the folder must not lead outside it either.
    file = await realpath(target);
    if (file !== root && !file.startsWith(root + path.sep)) {
      send(res, 403, 'Forbidden');
      return;
    }
    const info = await stat(file);
    // No directory listings: only files are served.
    if (!info.isFile()) {
      send(res, 404, 'Not found');
      return;
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': mimeTypeFor(file),
      'Content-Length': String(info.size),
      // Vite names its assets by content hash; the page itself must always be fresh.
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  } catch {
    send(res, 404, 'Not found');
  }
}

function formatUrl(host: string, port: number): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

/** Serves the built renderer (and any extra handlers) over HTTP. */
export async function startShellServer(options: ShellServerOptions): Promise<ShellServer> {
  const host = options.host ?? DEFAULT_HOST;
  const root = await realpath(path.resolve(options.staticDir));
  const handlers: RequestHandler[] = [...(options.handlers ?? [])];

  const server = createServer((req, res) => {
    try {
      for (const handler of handlers) if (handler(req, res)) return;
    } catch (error) {
      if (!res.headersSent) send(res, 500, `Internal error: ${(error as Error).message}`);
      else res.destroy();
      return;
    }
    void serveStatic(root, req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  return {
    url: formatUrl(host, port),
    port,
    server,
    addHandler: (handler) => handlers.push(handler),
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
