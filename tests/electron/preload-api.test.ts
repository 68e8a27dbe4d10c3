import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TesseraDesktopApi } from '../../models/core/desktop-api';
import { CHANNELS, IpcContractError, MAX_HOST_MESSAGE_CHARS, MAX_JSON_CHARS } from '../../electron/ipc-contract';

/**
 * The preload as the page sees it: every function of window.tessera, called with bad arguments, throws an
 * IpcContractError before anything crosses to main (the IPC mock records every crossing). Electron is replaced by
 * a recording mock; the preload itself is the real file.
 */
const ipc = vi.hoisted(() => ({
  exposed: null as unknown,
  send: [] as unknown[][],
  invoke: [] as unknown[][],
  on: [] as unknown[][],
  removed: [] as unknown[][],
  answer: undefined as unknown,
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (ipc.exposed = { key, api }) },
  ipcRenderer: {
    send: (...args: unknown[]) => ipc.send.push(args),
    invoke: async (...args: unknown[]) => {
      ipc.invoke.push(args);
      return ipc.answer;
    },
    on: (...args: unknown[]) => ipc.on.push(args),
    removeListener: (...args: unknown[]) => ipc.removed.push(args),
  },
}));

let api: TesseraDesktopApi;

beforeAll(async () => {
  await import('../../electron/preload');
  const exposed = ipc.exposed as { key: string; api: TesseraDesktopApi };
  expect(exposed.key).toBe('tessera');
  api = exposed.api;
});

beforeEach(() => {
  ipc.send.length = 0;
  ipc.invoke.length = 0;
  ipc.on.length = 0;
  ipc.removed.length = 0;
  ipc.answer = undefined;
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = () => api as any;

describe('preload API: every argument is checked before it crosses to main', () => {
  it('host.send refuses what is not plain JSON data and sends nothing', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const bad: unknown[] = [undefined, () => 1, Symbol('s'), 10n, { n: NaN }, { n: Infinity }, { d: new Date() }, { m: new Map() }, cycle, { x: undefined }, 'x'.repeat(MAX_HOST_MESSAGE_CHARS + 1), [1, [2, [() => 3]]]];
    for (const value of bad) expect(() => api.host.send(value), String(typeof value)).toThrow(IpcContractError);
    expect(() => loose().host.send()).toThrow(IpcContractError);
    expect(ipc.send).toEqual([]);
    api.host.send({ t: 'ack', seat: 0, version: 3 });
    expect(ipc.send).toEqual([[CHANNELS.hostSend, { t: 'ack', seat: 0, version: 3 }]]);
  });

  it('host.onMessage needs a function; the page never receives the IPC event object', () => {
    for (const value of [undefined, null, 'f', 42, {}, [], { call: () => 0 }]) expect(() => loose().host.onMessage(value)).toThrow(IpcContractError);
    expect(ipc.on).toEqual([]);
    const heard: unknown[][] = [];
    const stop = api.host.onMessage((...args: unknown[]) => heard.push(args));
    expect(ipc.on).toHaveLength(1);
    const [channel, wrapped] = ipc.on[0] as [string, (event: unknown, message: unknown) => void];
    expect(channel).toBe(CHANNELS.hostMessage);
    wrapped({ sender: 'ipcRenderer, not for the page' }, { t: 'news' });
    expect(heard).toEqual([[{ t: 'news' }]]);
    stop();
    expect(ipc.removed).toEqual([[CHANNELS.hostMessage, wrapped]]);
  });

  it('files.saveAs refuses a non-JSON document or a name with folders or special characters, and invokes nothing', async () => {
    const calls: [unknown, unknown?][] = [[undefined], [42], [{}], ['{not json'], ['x'.repeat(MAX_JSON_CHARS + 1)], ['{}', '../up.json'], ['{}', 'a/b.json'], ['{}', 'C:\\x.json'], ['{}', ''], ['{}', 'bell\u0007'], ['{}', 7], ['{}', 'n'.repeat(121)]];
    for (const [json, name] of calls) await expect(loose().files.saveAs(json, name), `${String(json).slice(0, 20)} ${String(name)}`).rejects.toBeInstanceOf(IpcContractError);
    expect(ipc.invoke).toEqual([]);
    ipc.answer = { ok: true, fileName: 'game.json' };
    await expect(api.files.saveAs('{"seed":1}', 'game.json')).resolves.toEqual({ ok: true, fileName: 'game.json' });
    expect(ipc.invoke).toEqual([[CHANNELS.saveAs, '{"seed":1}', 'game.json']]);
  });

  it('files.saveAs passes on only answers of the documented shape', async () => {
    for (const answer of [undefined, null, { ok: 'yes' }, { ok: true }, { ok: false, reason: 'boom' }, { ok: true, fileName: 3 }]) {
      ipc.answer = answer;
      await expect(api.files.saveAs('{}'), JSON.stringify(answer)).rejects.toBeInstanceOf(IpcContractError);
    }
  });

  it('files.open takes no arguments: any argument is refused before the dialog opens (found by the drills: it was not checked)', async () => {
    for (const args of [['/etc/passwd'], [{ path: '/' }], [undefined], [1, 2]]) await expect(loose().files.open(...args)).rejects.toBeInstanceOf(IpcContractError);
    expect(ipc.invoke).toEqual([]);
    ipc.answer = { ok: false, reason: 'cancelled' };
    await expect(api.files.open()).resolves.toEqual({ ok: false, reason: 'cancelled' });
    expect(ipc.invoke).toEqual([[CHANNELS.open]]);
  });

  it('files.open passes on only answers of the documented shape', async () => {
    for (const answer of [undefined, { ok: true, fileName: 'a.json' }, { ok: true, json: '{}' }, { ok: false }, { ok: true, fileName: 'a', json: 'x'.repeat(MAX_JSON_CHARS + 1) }]) {
      ipc.answer = answer;
      await expect(api.files.open()).rejects.toBeInstanceOf(IpcContractError);
    }
  });

  it('the API object is only data and these four functions', () => {
    expect(Object.keys(api).sort()).toEqual(['files', 'host', 'platform', 'version']);
    expect(Object.keys(api.host).sort()).toEqual(['onMessage', 'send']);
    expect(Object.keys(api.files).sort()).toEqual(['open', 'saveAs']);
    expect(typeof api.version).toBe('string');
  });
});
