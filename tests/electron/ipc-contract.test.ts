import { describe, expect, it } from 'vitest';
import {
  checkHostSend,
  checkListener,
  checkOpen,
  checkOpenResult,
  checkSaveAs,
  checkSaveResult,
  IpcContractError,
  MAX_HOST_MESSAGE_CHARS,
  MAX_JSON_CHARS,
  versionFromArgv,
} from '../../electron/ipc-contract';
import { MAX_SERVICE_MESSAGE_CHARS } from '../../models/core/service';

function errorOf(f: () => unknown): IpcContractError {
  try {
    f();
  } catch (error) {
    if (error instanceof IpcContractError) return error;
    throw error;
  }
  throw new Error('expected an IpcContractError');
}

describe('IPC contract', () => {
  it('host.send accepts plain JSON data and returns it unchanged', () => {
    const message = { type: 'action', seat: 1, action: { kind: 'build', at: [3, 4], ok: true, note: null } };
    expect(checkHostSend(message)).toBe(message);
  });

  it('host.send refuses what is not plain JSON, naming the exact field', () => {
    expect(errorOf(() => checkHostSend(undefined)).message).toBe("host.send: 'message' is invalid (it is missing)");
    expect(errorOf(() => checkHostSend({ a: { b: [1, () => 0] } })).message).toBe("host.send: 'message.a.b.1' is invalid (a function is not JSON data)");
    expect(errorOf(() => checkHostSend({ n: NaN })).field).toBe('message.n');
    expect(errorOf(() => checkHostSend({ when: new Date() })).message).toContain('a Date is not plain JSON data');
    expect(errorOf(() => checkHostSend({ x: undefined })).field).toBe('message.x');
    expect(errorOf(() => checkHostSend({ big: 10n })).field).toBe('message.big');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(errorOf(() => checkHostSend(cycle)).message).toContain('a cycle');
    expect(errorOf(() => checkHostSend('x'.repeat(MAX_HOST_MESSAGE_CHARS))).message).toMatch(/more than/);
  });

  it('host.send takes a call carrying the largest saved game Tessera opens, as the browser shell\'s socket does', () => {
    expect(MAX_HOST_MESSAGE_CHARS).toBeGreaterThan(MAX_JSON_CHARS);
    expect(MAX_HOST_MESSAGE_CHARS).toBe(MAX_SERVICE_MESSAGE_CHARS);
  });

  it('host.send accepts the same object twice in a message (shared, not a cycle)', () => {
    const shared = { a: 1 };
    expect(() => checkHostSend({ left: shared, right: shared })).not.toThrow();
  });

  it('host.onMessage needs a function', () => {
    expect(errorOf(() => checkListener('nope')).message).toBe("host.onMessage: 'listener' is invalid (expected a function, received string)");
    const f = () => undefined;
    expect(checkListener(f)).toBe(f);
  });

  it('files.saveAs needs a JSON document and, optionally, a plain file name', () => {
    expect(checkSaveAs('{"seed":7}', 'my game.json')).toEqual({ json: '{"seed":7}', suggestedName: 'my game.json' });
    expect(errorOf(() => checkSaveAs(42)).message).toBe("files.saveAs: 'json' is invalid (expected string, received number)");
    expect(errorOf(() => checkSaveAs('{not json')).message).toBe("files.saveAs: 'json' is invalid (not a valid JSON document)");
    for (const bad of ['../evil.json', 'a/b.json', 'C:\\x.json', '', 'bell\u0007.json']) {
      expect(errorOf(() => checkSaveAs('{}', bad)).field, bad).toBe('suggestedName');
    }
    expect(errorOf(() => checkSaveAs('{}', 7)).field).toBe('suggestedName');
  });

  it('files.open takes no arguments', () => {
    expect(() => checkOpen([])).not.toThrow();
    expect(errorOf(() => checkOpen(['/etc/passwd'])).message).toBe("files.open: 'arguments' is invalid (expected none, received 1)");
  });

  it('answers from main are checked too', () => {
    expect(checkSaveResult({ ok: true, fileName: 'a.json' })).toEqual({ ok: true, fileName: 'a.json' });
    expect(checkOpenResult({ ok: false, reason: 'cancelled' })).toEqual({ ok: false, reason: 'cancelled' });
    expect(() => checkOpenResult({ ok: true, fileName: 'a.json' })).toThrow(IpcContractError);
    expect(() => checkSaveResult({ ok: 'yes' })).toThrow(/files.saveAs result/);
  });

  it('the version comes from the --tessera-version argument', () => {
    expect(versionFromArgv(['electron', '--foo', '--tessera-version=0.4.1'])).toBe('0.4.1');
    expect(versionFromArgv(['electron'])).toBe('0.0.0');
  });
});
