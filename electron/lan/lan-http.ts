import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { LAN_INFO_PATH, type LanGameInfo } from '../../models/core/lan';
import { SECURITY_HEADERS } from '../csp';
import { startShellServer, type RequestHandler } from '../shell/static-server';

const jsonHeaders = { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export interface LanHttpOptions {
  readonly address: string;
  /** 0 or absent: any free port. */
  readonly port?: number;
  /** The built renderer, served at / when given. */
  readonly staticDir?: string;
  /** The game's public description, served at LAN_INFO_PATH. */
  readonly info: () => LanGameInfo;
}

export interface LanHttp {
  readonly server: Server;
  close(): Promise<void>;
}

/** The host's HTTP server: the game's public description, then the renderer (when given); the WebSocket upgrades onto it. */
export async function listenHttp(options: LanHttpOptions): Promise<LanHttp> {
  const infoHandler: RequestHandler = (req, res) => {
    if ((req.url ?? '').split('?')[0] !== LAN_INFO_PATH) return false;
    res.writeHead(200, jsonHeaders);
    res.end(JSON.stringify(options.info()));
    return true;
  };
  if (!options.staticDir) return listenInfoOnly(options, infoHandler);
  const shell = await startShellServer({ staticDir: options.staticDir, port: options.port ?? 0, host: options.address, handlers: [infoHandler] });
  return { server: shell.server, close: () => shell.close() };
}

/** Without a renderer: the description, and 404 for anything else. */
async function listenInfoOnly(options: LanHttpOptions, infoHandler: RequestHandler): Promise<LanHttp> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
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
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { server, close };
}
