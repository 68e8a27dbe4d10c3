import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { modules } from '../../machines/registry';
import type { ServiceOut, ServiceReply } from '../../models/core/service';
import { dataDirFor } from './data-dir';
import { HostService } from './service';
import { attachServiceSocket } from './ws-endpoint';
import { MAX_FRAME_BYTES } from '../../models/core/protocol';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serve(dataDir: string) {
  const service = new HostService(dataDir, modules);
  const server = createServer((_, res) => res.end());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const socket = attachServiceSocket(server, service, () => [url]);
  cleanups.push(async () => {
    socket.close();
    await service.close();
    await new Promise((r) => server.close(r));
  });
  return { service, url };
}

function client(url: string, origin: string) {
  const ws = new WebSocket(url.replace('http', 'ws') + '/ws', { headers: { origin } });
  const inbox: ServiceOut[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    inbox.push(JSON.parse(d.toString()));
    waiters.splice(0).forEach((w) => w());
  });
  let n = 0;
  const until = async <T>(pick: () => T | undefined): Promise<T> => {
    for (;;) {
      const v = pick();
      if (v !== undefined) return v;
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  const call = async (name: string, args: unknown) => {
    const id = `c${++n}`;
    ws.send(JSON.stringify({ k: 'call', id, call: name, args }));
    return until(() => inbox.find((m): m is ServiceReply => m.k === 'reply' && m.id === id));
  };
  const game = (m: unknown) => ws.send(JSON.stringify({ k: 'game', m }));
  cleanups.push(() => ws.close());
  return { ws, inbox, call, game, until, open: new Promise<void>((r, j) => { ws.on('open', () => r()); ws.on('error', j); }) };
}

const players = [
  { name: 'Ada', color: 'blue', kind: 'hotseat' },
  { name: 'Bo', color: 'orange', kind: 'hotseat' },
];

describe('the host service over WebSocket', () => {
  it('refuses a page from another origin', async () => {
    const { url } = await serve(mkdtempSync(join(tmpdir(), 'svc-')));
    const c = client(url, 'http://evil.example');
    await expect(c.open).rejects.toThrow(/403/);
  });

  it('starts a hotseat game, plays a move, and resumes it after a restart with the move saved', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-'));
    const first = await serve(dataDir);
    const a = client(first.url, first.url);
    await a.open;
    const modulesReply = await a.call('modules', {});
    expect(modulesReply).toMatchObject({ ok: true });
    const created = await a.call('new-game', { module: 'sandbox', options: { deckSize: 10 }, players });
    if (!created.ok) throw new Error(created.message);
    const { gameId } = created.result as { gameId: string };
    const opened = await a.call('open-game', { gameId });
    expect(opened).toMatchObject({ ok: true, result: { seats: [0, 1], module: 'sandbox' } });
    await a.until(() => a.inbox.find((m) => m.k === 'game' && (m.m as { t: string }).t === 'sync'));
    a.game({ t: 'act', id: 'm1', seat: 1, base: 0, action: { type: 'table/count', counter: 'coins-1', delta: 4 } });
    await a.until(() => a.inbox.find((m) => m.k === 'game' && (m.m as { t: string; id?: string }).id === 'm1'));
    expect(a.inbox.find((m): m is Extract<ServiceOut, { k: 'game' }> => m.k === 'game' && (m.m as { id?: string }).id === 'm1')!.m).toMatchObject({ t: 'accepted', version: 1 });
    const hash = (await first.service.game(gameId)).host.hash();
    await cleanups.shift()!(); // stop the first service entirely

    const second = await serve(dataDir);
    const listed = await (async () => {
      const b = client(second.url, second.url);
      await b.open;
      const list = await b.call('list-games', {});
      return { b, list };
    })();
    expect(listed.list).toMatchObject({ ok: true });
    expect((listed.list as { result: { gameId: string; actionCount: number }[] }).result).toContainEqual(expect.objectContaining({ gameId, actionCount: 1 }));
    expect((await second.service.game(gameId)).host.hash()).toBe(hash);
  });

  it('answers bad calls with the field at fault and imports only valid saved games', async () => {
    const { url } = await serve(mkdtempSync(join(tmpdir(), 'svc-')));
    const c = client(url, url);
    await c.open;
    const bad = await c.call('new-game', { module: 'sandbox', players: [{ name: '', color: 'blue', kind: 'hotseat' }] });
    expect(bad).toMatchObject({ ok: false, code: 'bad-arguments' });
    expect(!bad.ok && bad.message).toContain('players.0.name');
    expect(await c.call('nope', {})).toMatchObject({ ok: false, code: 'unknown-call' });
    expect(await c.call('import-game', { file: { format: 'something-else' } })).toMatchObject({ ok: false, code: 'foreign' });
    const created = await c.call('new-game', { module: 'sandbox', options: {}, players });
    const gameId = (created as { result: { gameId: string } }).result.gameId;
    const exported = await c.call('export-game', { gameId });
    const imported = await c.call('import-game', { file: (exported as { result: unknown }).result });
    expect(imported).toMatchObject({ ok: true });
  });

  it('imports a saved game far larger than one game message (a long game\'s file), without dropping the connection', async () => {
    const { url } = await serve(mkdtempSync(join(tmpdir(), 'svc-')));
    const c = client(url, url);
    await c.open;
    const created = await c.call('new-game', { module: 'sandbox', options: {}, players });
    const exported = (await c.call('export-game', { gameId: (created as { result: { gameId: string } }).result.gameId })) as { result: { chat: unknown[] } };
    const at = new Date(0).toISOString();
    const chat = Array.from({ length: 600 }, (_, index) => ({ index, seat: 0, text: `line ${index} ${'x'.repeat(200)}`, at }));
    const file = { ...exported.result, chat };
    expect(JSON.stringify(file).length).toBeGreaterThan(2 * MAX_FRAME_BYTES);
    const imported = await c.call('import-game', { file });
    expect(imported).toMatchObject({ ok: true });
    // The same connection still answers.
    expect(await c.call('list-games', {})).toMatchObject({ ok: true });
  });

  it('keeps games in the per-user data folder unless TESSERA_DATA_DIR says otherwise', () => {
    expect(dataDirFor({ TESSERA_DATA_DIR: '/x' }, 'linux', '/home/a')).toBe('/x');
    expect(dataDirFor({}, 'linux', '/home/a')).toBe('/home/a/.local/share/tessera/games');
    expect(dataDirFor({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/Tessera/games');
  });
});
