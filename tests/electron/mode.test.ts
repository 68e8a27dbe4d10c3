import { describe, expect, it } from 'vitest';
import { decideMode, oneLine, parseStartFlags, UsageError, type ModeProbes } from '../../electron/shell/mode';
import { probeElectronAt, runElectronInstaller } from '../../electron/shell/electron-probe';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Probes that record their calls; the binary "appears" after a successful install when asked. */
function fakeProbes(opts: { present: boolean; install: 'ok-fixes' | 'ok-no-binary' | 'fails' }) {
  const calls: string[] = [];
  let present = opts.present;
  const probes: ModeProbes = {
    probeElectron() {
      calls.push('probe');
      return present ? { ok: true, binary: '/opt/electron/electron' } : { ok: false, error: 'Electron failed to install correctly, please delete node_modules/electron' };
    },
    async runInstaller() {
      calls.push('install');
      if (opts.install === 'fails') return { ok: false, error: 'RequestError: getaddrinfo ENOTFOUND github.com\n    at ClientRequest' };
      if (opts.install === 'ok-fixes') present = true;
      return { ok: true };
    },
  };
  return { probes, calls };
}

describe('npm start mode decision', () => {
  it('uses Electron when the binary is present, without running the installer', async () => {
    const { probes, calls } = fakeProbes({ present: true, install: 'fails' });
    const d = await decideMode({ browser: false }, probes);
    expect(d.mode).toBe('electron');
    expect(calls).toEqual(['probe']);
    expect(d.line).toBe('Tessera: desktop mode (Electron binary found at /opt/electron/electron).');
  });

  it('runs the installer once when the binary is missing, and uses Electron if it then appears', async () => {
    const { probes, calls } = fakeProbes({ present: false, install: 'ok-fixes' });
    const d = await decideMode({ browser: false }, probes);
    expect(calls).toEqual(['probe', 'install', 'probe']);
    expect(d).toMatchObject({ mode: 'electron', installed: true });
    expect(d.line).toContain('installer fetched it');
  });

  it('falls back to the browser in one line naming the installer error when the installer fails', async () => {
    const { probes, calls } = fakeProbes({ present: false, install: 'fails' });
    const d = await decideMode({ browser: false }, probes);
    expect(calls).toEqual(['probe', 'install']);
    expect(d).toMatchObject({ mode: 'browser', reason: 'install-failed' });
    expect(d.line).toBe('Tessera: browser mode (the Electron binary is missing and its installer failed: RequestError: getaddrinfo ENOTFOUND github.com at ClientRequest).');
    expect(d.line).not.toContain('\n');
  });

  it('falls back when the installer succeeds but no binary appears (e.g. ELECTRON_SKIP_BINARY_DOWNLOAD)', async () => {
    const { probes } = fakeProbes({ present: false, install: 'ok-no-binary' });
    const d = await decideMode({ browser: false }, probes);
    expect(d.mode).toBe('browser');
    expect(d.line).toMatch(/^Tessera: browser mode \(the Electron binary is missing and its installer ran but left no binary \(Electron failed to install correctly/);
  });

  it('--browser skips the Electron probe and the installer entirely', async () => {
    const { probes, calls } = fakeProbes({ present: true, install: 'ok-fixes' });
    const d = await decideMode({ browser: true }, probes);
    expect(d).toMatchObject({ mode: 'browser', reason: 'forced' });
    expect(calls).toEqual([]);
    expect(d.line).toBe('Tessera: browser mode (--browser given; the Electron check is skipped).');
  });

  it('oneLine flattens and shortens long multi-line errors', () => {
    expect(oneLine('a\n   b\tc')).toBe('a b c');
    expect(oneLine('x'.repeat(300), 50)).toHaveLength(50);
  });
});

describe('start flags', () => {
  it('defaults: Electron probe on, open a window, any free port', () => {
    expect(parseStartFlags([])).toEqual({ browser: false, open: true, port: 0 });
  });
  it('reads --browser, --no-open, --port N and --port=N', () => {
    expect(parseStartFlags(['--browser', '--no-open', '--port', '8123'])).toEqual({ browser: true, open: false, port: 8123 });
    expect(parseStartFlags(['--port=0']).port).toBe(0);
  });
  it('refuses bad ports and unknown flags with the usage line', () => {
    for (const argv of [['--port'], ['--port', 'abc'], ['--port', '70000'], ['--port', '-1'], ['--port', '1.5'], ['--bogus']]) {
      expect(() => parseStartFlags(argv), argv.join(' ')).toThrow(UsageError);
    }
    expect(() => parseStartFlags(['--bogus'])).toThrow(/unknown option --bogus.*usage: npm start/);
  });
});

describe('real Electron probes', () => {
  function fakeRepo(withPathTxt: boolean, binaryExists: boolean): string {
    const root = mkdtempSync(path.join(os.tmpdir(), 'tessera-probe-'));
    const pkg = path.join(root, 'node_modules', 'electron');
    mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'package.json'), '{}');
    // The same shape as the electron package's index.js: path.txt names the binary under dist/.
    writeFileSync(
      path.join(pkg, 'index.js'),
      "const fs=require('fs'),p=require('path');const f=p.join(__dirname,'path.txt');if(!fs.existsSync(f))throw new Error('Electron failed to install correctly');module.exports=p.join(__dirname,'dist',fs.readFileSync(f,'utf8'));",
    );
    writeFileSync(path.join(pkg, 'package.json'), '{"name":"electron","main":"index.js"}');
    if (withPathTxt) writeFileSync(path.join(pkg, 'path.txt'), 'electron');
    if (binaryExists) writeFileSync(path.join(pkg, 'dist', 'electron'), '');
    return root;
  }

  it('reports a working binary as its path', () => {
    const root = fakeRepo(true, true);
    expect(probeElectronAt(root)).toEqual({ ok: true, binary: path.join(root, 'node_modules', 'electron', 'dist', 'electron') });
  });
  it('reports the package error when the install script never ran', () => {
    expect(probeElectronAt(fakeRepo(false, false))).toEqual({ ok: false, error: 'Electron failed to install correctly' });
  });
  it('reports a path whose file is missing', () => {
    const r = probeElectronAt(fakeRepo(true, false));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^no file at .*dist.electron$/);
  });
  it('the installer wrapper reports a failing install.js with its error line, and a missing one', async () => {
    const root = fakeRepo(false, false);
    writeFileSync(path.join(root, 'node_modules', 'electron', 'install.js'), "console.error('RequestError: getaddrinfo ENOTFOUND github.com\\n  at x'); process.exit(1);");
    expect(await runElectronInstaller(root)).toEqual({ ok: false, error: 'RequestError: getaddrinfo ENOTFOUND github.com' });
    expect(await runElectronInstaller(mkdtempSync(path.join(os.tmpdir(), 'tessera-empty-')))).toMatchObject({ ok: false, error: expect.stringContaining('not found') });
  });
  it('the installer wrapper gives up after its timeout', async () => {
    const root = fakeRepo(false, false);
    writeFileSync(path.join(root, 'node_modules', 'electron', 'install.js'), 'setTimeout(() => {}, 60000);');
    const started = Date.now();
    expect(await runElectronInstaller(root, 300)).toEqual({ ok: false, error: 'no answer within 0.3 s' });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
