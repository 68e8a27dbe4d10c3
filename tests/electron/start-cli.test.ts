import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const tsxCli = path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');
let child: ChildProcess | null = null;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
});

function start(args: string[], env: Record<string, string>) {
  child = spawn(process.execPath, [tsxCli, 'scripts/start.ts', ...args], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
  const waitFor = (re: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setInterval(() => {
        const m = out.match(re);
        if (m) {
          clearInterval(timer);
          resolve(m);
        } else if (child!.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`exited early:\n${out}`));
        }
      }, 50);
    });
  return { waitFor, exited, output: () => out };
}

describe('npm start (scripts/start.ts) as a process', () => {
  it('--browser --no-open --port 0 serves TESSERA_STATIC_DIR on 127.0.0.1 and stops on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-start-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tessera start test</title>');
    const run = start(['--browser', '--no-open', '--port', '0'], { TESSERA_STATIC_DIR: dir });
    const [url, port] = await run.waitFor(/http:\/\/127\.0\.0\.1:(\d+)\//);
    expect(Number(port)).toBeGreaterThan(0);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Tessera start test');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const lines = run.output().trim().split('\n');
    expect(lines[0]).toBe('Tessera: browser mode (--browser given; the Electron check is skipped).');
    child!.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('SIGTERM received, shutting down.');
    await expect(fetch(url)).rejects.toThrow();
  });

  it('refuses a static dir without index.html, in one line, with exit code 1', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-empty-'));
    const run = start(['--browser', '--no-open'], { TESSERA_STATIC_DIR: dir });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`Tessera: could not start: TESSERA_STATIC_DIR=${dir} has no index.html`);
  });

  it('rejects unknown flags with the usage line and exit code 2', async () => {
    const run = start(['--frobnicate'], {});
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('usage: npm start -- [--browser] [--no-open] [--port N]');
  });

  it.skipIf(process.platform === 'win32')('desktop mode: with a working Electron binary it builds main and preload, then runs the binary on the repo', async () => {
    // ELECTRON_OVERRIDE_DIST_PATH is the electron package's own switch for a binary elsewhere.
    const fake = mkdtempSync(path.join(os.tmpdir(), 'tessera-fake-electron-'));
    const record = path.join(fake, 'ran.txt');
    writeFileSync(path.join(fake, 'electron'), `#!/bin/sh\necho "$PWD $*" > "${record}"\nexit 0\n`);
    chmodSync(path.join(fake, 'electron'), 0o755);
    const site = mkdtempSync(path.join(os.tmpdir(), 'tessera-site-'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html>');
    const run = start([], { ELECTRON_OVERRIDE_DIST_PATH: fake, TESSERA_STATIC_DIR: site });
    expect(await run.exited).toBe(0);
    expect(run.output().split('\n')[0]).toBe(`Tessera: desktop mode (Electron binary found at ${path.join(fake, 'electron')}).`);
    expect(readFileSync(record, 'utf8').trim()).toBe(`${repo.replace(/\/$/, '')} .`);
    expect(existsSync(path.join(repo, '.vite', 'build', 'main.cjs'))).toBe(true);
    expect(existsSync(path.join(repo, '.vite', 'build', 'preload.cjs'))).toBe(true);
    // Where electron/host/bot-thinker.ts (bundled into main.cjs) finds the hard bots' worker.
    expect(existsSync(path.join(repo, '.vite', 'build', 'bot-worker.cjs'))).toBe(true);
  }, 120_000);
});
