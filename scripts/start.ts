// `npm start`: the Electron window when its binary works, otherwise the browser shell (the built
// renderer on a loopback HTTP server, shown in a Chromium app-mode window). The decisions live
// in electron/shell/; this file only wires them. Flags: --browser, --no-open, --port N.
import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { realModeProbes } from '../electron/shell/electron-probe';
import { findChromium, realChromiumProbes } from '../electron/shell/find-chromium';
import { openChromiumApp, type AppWindow } from '../electron/shell/chromium-app';
import * as say from '../electron/shell/messages';
import { decideMode, oneLine, parseStartFlags, UsageError, type StartFlags } from '../electron/shell/mode';
import { buildDesktopBundles, buildRenderer, hasIndex, RENDERER_BUILD_COMMAND, staticDirFor } from '../electron/shell/renderer-build';
import { startShellServer, type ShellServer } from '../electron/shell/static-server';
import { dataDirFor } from '../electron/host/data-dir';

/** How long after the address is printed the game service loads if no page asked for it first. */
const SERVICE_DELAY_MS = 1500;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Whatever must be stopped on Ctrl-C / SIGTERM, in order. */
const cleanups: Array<() => Promise<void> | void> = [];
let stopping = false;
async function shutdown(reason: string, code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (reason) console.log(say.stopping(reason));
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

async function ensureRenderer(): Promise<string> {
  const { dir, overridden } = staticDirFor(repoRoot, process.env);
  if (hasIndex(dir)) return dir;
  if (overridden) throw new Error(`TESSERA_STATIC_DIR=${dir} has no index.html`);
  console.log(say.buildingRenderer(RENDERER_BUILD_COMMAND));
  await buildRenderer(repoRoot);
  if (!hasIndex(dir)) throw new Error(`the renderer build did not produce ${dir}/index.html`);
  return dir;
}

async function runBrowser(flags: StartFlags): Promise<void> {
  const dir = await ensureRenderer();
  // Loopback only: the browser shell is for this machine (LAN hosting is a separate, explicit choice).
  const shell: ShellServer = await startShellServer({ staticDir: dir, port: flags.port, host: '127.0.0.1' });
  cleanups.push(() => shell.close());
  // The page talks to its games over a WebSocket on the same server; only this server's own pages may connect.
  // A LAN game hosted from this window serves the same renderer to browser guests. The game service (every
  // module's rules) loads when the page first connects, or a moment after the window opened, so it does not
  // compete with the window's first paint; a page that connects sooner is held until the service is there.
  const held: Array<[IncomingMessage, Duplex, Buffer]> = [];
  let loading: Promise<void> | null = null;
  const loadService = () =>
    (loading ??= (async () => {
      const [{ HostService }, { attachServiceSocket }, { modules }] = await Promise.all([import('../electron/host/service'), import('../electron/host/ws-endpoint'), import('../machines/registry')]);
      const service = new HostService(dataDirFor(), modules, { lanStaticDir: dir });
      const socket = attachServiceSocket(shell.server, service, () => [shell.url.replace(/\/$/, '')]);
      shell.server.off('upgrade', hold);
      for (const [req, sock, head] of held.splice(0)) shell.server.emit('upgrade', req, sock, head);
      cleanups.push(async () => {
        socket.close();
        await service.close();
      });
    })());
  const hold = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    held.push([req, socket, head]);
    void loadService();
  };
  shell.server.on('upgrade', hold);
  const soon = setTimeout(() => void loadService(), SERVICE_DELAY_MS);
  cleanups.push(() => clearTimeout(soon));
  console.log(say.serving(shell.url, dir));
  if (!flags.open) {
    console.log(say.notOpening(shell.url));
    return;
  }
  const found = findChromium(realChromiumProbes);
  if (!found || 'error' in found) {
    console.log(say.noChromium(shell.url, found ? found.error : undefined));
    return;
  }
  const window: AppWindow = openChromiumApp(found.path, shell.url);
  cleanups.push(() => window.close());
  const started = Date.now();
  console.log(say.openedInChromium(found.path));
  window.child.on('exit', (code) => {
    if (stopping) return;
    // An exit within a few seconds is a failed start (no display, bad flags): keep serving.
    if (Date.now() - started < 3000 && code !== 0) console.log(say.chromiumFailed(code, shell.url));
    else void shutdown('window closed');
  });
}

async function runDesktop(binary: string): Promise<void> {
  console.log('Tessera: building the Electron main and preload bundles into .vite/build.');
  await buildDesktopBundles(repoRoot);
  const { dir, overridden } = staticDirFor(repoRoot, process.env);
  if (!overridden) await ensureRenderer();
  else if (!hasIndex(dir)) throw new Error(`TESSERA_STATIC_DIR=${dir} has no index.html`);
  // ELECTRON_RUN_AS_NODE (set by some tools) would turn the app into a plain Node process.
  const env = { ...process.env };
  delete env['ELECTRON_RUN_AS_NODE'];
  const child: ChildProcess = spawn(binary, ['.'], { cwd: repoRoot, stdio: 'inherit', env });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  child.on('exit', (code) => void shutdown('', code ?? 0));
}

async function main(): Promise<void> {
  let flags: StartFlags;
  try {
    flags = parseStartFlags(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Tessera: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const decision = await decideMode(flags, realModeProbes(repoRoot));
  console.log(decision.line);
  if (decision.mode === 'electron') await runDesktop(decision.binary);
  else await runBrowser(flags);
}

main().catch((error: unknown) => {
  console.error(`Tessera: could not start: ${oneLine((error as Error).message ?? String(error), 300)}`);
  void shutdown('', 1);
});
