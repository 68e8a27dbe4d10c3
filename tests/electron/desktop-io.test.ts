import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openJson, saveJsonAs, type FileDialogs } from '../../electron/files';
import { createHostLink, MAX_QUEUED } from '../../electron/host-link';
import { APP_ORIGIN, appProtocolResponse } from '../../electron/app-protocol';
import { findRendererDir } from '../../electron/renderer-location';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'tessera-io-'));
const dialogs = (save: string | null, open: string | null): FileDialogs & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    askSavePath: async (name) => (asked.push(name), save),
    askOpenPath: async () => open,
  };
};

describe('native file dialogs (plain part)', () => {
  it('saveAs writes the JSON where the user chose and reports only the file name', async () => {
    const target = path.join(tmp(), 'game.json');
    const d = dialogs(target, null);
    expect(await saveJsonAs(d, { json: '{"a":1}', suggestedName: 'x.json' })).toEqual({ ok: true, fileName: 'game.json' });
    expect(readFileSync(target, 'utf8')).toBe('{"a":1}');
    expect(d.asked).toEqual(['x.json']);
  });
  it('saveAs reports cancel and write errors', async () => {
    expect(await saveJsonAs(dialogs(null, null), { json: '{}' })).toEqual({ ok: false, reason: 'cancelled' });
    const r = await saveJsonAs(dialogs(path.join(tmp(), 'no', 'such', 'dir.json'), null), { json: '{}' });
    expect(r).toMatchObject({ ok: false, reason: 'error' });
  });
  it('open returns the text of a JSON file, and refuses non-JSON ones', async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'ok.json'), '{"seed":3}');
    writeFileSync(path.join(dir, 'bad.json'), 'hello');
    expect(await openJson(dialogs(null, path.join(dir, 'ok.json')))).toEqual({ ok: true, fileName: 'ok.json', json: '{"seed":3}' });
    expect(await openJson(dialogs(null, path.join(dir, 'bad.json')))).toEqual({ ok: false, reason: 'error', message: 'bad.json is not a JSON file' });
    expect(await openJson(dialogs(null, null))).toEqual({ ok: false, reason: 'cancelled' });
  });
});

describe('host link (IPC <-> game host seam)', () => {
  it('queues renderer messages until the host attaches, then delivers them in order', () => {
    const link = createHostLink();
    link.fromRenderer({ n: 1 });
    link.fromRenderer({ n: 2 });
    const got: unknown[] = [];
    link.setHandler((m) => got.push(m));
    link.fromRenderer({ n: 3 });
    expect(got).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
  it('drops messages beyond the queue limit instead of growing without bound', () => {
    const link = createHostLink();
    for (let i = 0; i < MAX_QUEUED + 10; i++) link.fromRenderer(i);
    const got: unknown[] = [];
    link.setHandler((m) => got.push(m));
    expect(got).toHaveLength(MAX_QUEUED);
  });
  it('sends host messages to every subscribed window until it unsubscribes', () => {
    const link = createHostLink();
    const got: unknown[] = [];
    const stop = link.onToRenderer((m) => got.push(m));
    link.toRenderer('a');
    stop();
    link.toRenderer('b');
    expect(got).toEqual(['a']);
  });
});

describe('tessera:// app protocol', () => {
  const root = realpathSync(tmp());
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'assets', 'app.js'), 'x');
  writeFileSync(path.join(path.dirname(root), 'tessera-secret.txt'), 'secret');
  symlinkSync(path.join(path.dirname(root), 'tessera-secret.txt'), path.join(root, 'assets', 'leak.txt'));

  it('serves the renderer with the CSP header and MIME type', async () => {
    const r = await appProtocolResponse(root, `${APP_ORIGIN}/`);
    expect(r.status).toBe(200);
    expect(r.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(r.headers['Content-Security-Policy']).toContain("script-src 'self'");
    expect((await appProtocolResponse(root, `${APP_ORIGIN}/assets/app.js`)).headers['Content-Type']).toBe('text/javascript; charset=utf-8');
  });
  it('refuses other hosts, traversal and symlinks out; 404 for missing files and folders', async () => {
    expect((await appProtocolResponse(root, 'tessera://other/index.html')).status).toBe(403);
    expect((await appProtocolResponse(root, `${APP_ORIGIN}/assets/..%2f..%2ftessera-secret.txt`)).status).toBe(403);
    expect((await appProtocolResponse(root, `${APP_ORIGIN}/assets/leak.txt`)).status).toBe(403);
    expect((await appProtocolResponse(root, `${APP_ORIGIN}/nope.js`)).status).toBe(404);
    expect((await appProtocolResponse(root, `${APP_ORIGIN}/assets`)).status).toBe(404);
  });
  it('main finds the Forge renderer first, then dist/renderer', () => {
    const build = '/app/.vite/build';
    expect(findRendererDir(build, (f) => f === '/app/.vite/renderer/main_window/index.html' || f === '/app/dist/renderer/index.html')).toBe('/app/.vite/renderer/main_window');
    expect(findRendererDir(build, (f) => f === '/app/dist/renderer/index.html')).toBe('/app/dist/renderer');
    expect(findRendererDir(build, () => false)).toBeNull();
  });
});
