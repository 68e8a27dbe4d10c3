import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Arguments for a Chromium app-mode window on our URL: no tabs or address bar, and a fresh
 * profile so it never joins (or changes) the user's own browser session.
 */
export function chromiumAppArgs(url: string, userDataDir: string, asRoot: boolean): string[] {
  const args = [
    `--app=${url}`,
    `--user-data-dir=${userDataDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-sync',
    '--disable-background-networking',
    '--disable-component-update',
    '--window-size=1280,800',
  ];
  // Chromium refuses to start as root with its sandbox on; only then do we turn it off.
  if (asRoot) args.push('--no-sandbox');
  return args;
}

export interface AppWindow {
  child: ChildProcess;
  userDataDir: string;
  /** Ends the browser (if still running) and then removes its temporary profile. */
  close(): Promise<void>;
}

export function openChromiumApp(binary: string, url: string): AppWindow {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-chromium-'));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const child = spawn(binary, chromiumAppArgs(url, userDataDir, asRoot), { stdio: 'ignore' });
  child.on('error', () => undefined); // reported through the exit code; never crash the shell
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let closing: Promise<void> | null = null;
  return {
    child,
    userDataDir,
    close() {
      closing ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          // Chromium writes its profile while it exits; wait a little before removing it.
          await Promise.race([exited, new Promise((r) => setTimeout(r, 3000).unref())]);
        }
        rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
      })();
      return closing;
    },
  };
}
