import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseCsp } from '../../electron/csp';
import { startShellServer, type ShellServer } from '../../electron/shell/static-server';
import { resolveInside } from '../../electron/shell/safe-path';
import { mimeTypeFor } from '../../electron/shell/mime';

let dir: string;
let outside: string;
let shell: ShellServer;

/** A raw GET, so paths like /../ reach the server unnormalised (fetch would fold them). */
function get(urlPath: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: shell.port, path: urlPath, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'tessera-static-'));
  dir = path.join(base, 'site');
  outside = path.join(base, 'secret.txt');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tessera</title>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'app.css'), 'body{}');
  writeFileSync(path.join(dir, 'assets', 'icon.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'assets', 'a.wasm'), '');
  writeFileSync(outside, 'top secret');
  symlinkSync(outside, path.join(dir, 'assets', 'link.txt'));
  shell = await startShellServer({
    staticDir: dir,
    port: 0,
    handlers: [
      (req, res) => {
        if (req.url !== '/api/ping') return false;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"pong":true}');
        return true;
      },
    ],
  });
});
afterAll(() => shell.close());

describe('browser shell static server', () => {
  it('serves index.html at / with the strict CSP and html MIME type', async () => {
    const r = await get('/');
    expect(r.status).toBe(200);
    expect(r.body).toContain('<title>Tessera</title>');
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = parseCsp(String(r.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:*', 'ws://localhost:*']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the right MIME type for each asset kind', async () => {
    expect((await get('/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/app.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/assets/icon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await get('/assets/a.wasm')).headers['content-type']).toBe('application/wasm');
    expect(mimeTypeFor('x.unknownext')).toBe('application/octet-stream');
  });

  it('answers 404 for a missing file and for a directory (no listing)', async () => {
    const missing = await get('/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBeDefined();
    const folder = await get('/assets/');
    expect(folder.status).toBe(404);
    expect(folder.body).not.toContain('app.js');
  });

  it('refuses path traversal, plain, encoded and through a symlink', async () => {
    for (const p of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt', '/..%5csecret.txt', '/%00', '/assets/link.txt']) {
      const r = await get(p);
      expect(r.status, p).toBe(403);
      expect(r.body, p).not.toContain('top secret');
    }
    expect(resolveInside('/srv/site', '/a/b.js')).toBe(path.resolve('/srv/site/a/b.js'));
    expect(resolveInside('/srv/site', '/../site2/x')).toBeNull();
    expect(resolveInside('/srv/site', '/%E0%A4%A')).toBeNull();
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/assets/app.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe('14');
    const post = await get('/index.html', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });

  it('runs extra handlers first (for /api/...), and addHandler adds more', async () => {
    const r = await get('/api/ping');
    expect(r.body).toBe('{"pong":true}');
    shell.addHandler((req, res) => {
      if (req.url !== '/api/late') return false;
      res.end('late');
      return true;
    });
    expect((await get('/api/late')).body).toBe('late');
    expect((await get('/api/other')).status).toBe(404);
  });

  it('binds 127.0.0.1 only and reports that address in its URL', async () => {
    expect(shell.url).toBe(`http://127.0.0.1:${shell.port}/`);
    const address = shell.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (lan) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: lan.address, port: shell.port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      expect(reached, `reachable on ${lan.address}`).toBe(false);
    }
  });

  it('lets a WebSocket-style upgrade listener share the server, and close() stops it', async () => {
    const other = await startShellServer({ staticDir: dir, port: 0 });
    let upgraded = false;
    other.server.on('upgrade', (_req, socket) => {
      upgraded = true;
      socket.destroy();
    });
    await new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port: other.port, path: '/ws', headers: { Connection: 'Upgrade', Upgrade: 'websocket' } });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.end();
    });
    expect(upgraded).toBe(true);
    await other.close();
    expect(other.server.listening).toBe(false);
  });
});
