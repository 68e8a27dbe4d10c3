/**
 * Starts Tessera the way `npm start` does in browser mode and drives it with a real Chromium.
 *
 *   const app = await startApp();   // builds dist/renderer-e2e if stale, spawns scripts/start.ts, opens a page
 *   ...
 *   await app.close();              // closes the browser and kills the server's whole process group
 *
 * The page is the e2e build (`vite build --mode e2e`), which carries the window.__tessera test hook.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { TestPageGlobals } from '../renderer/app/testHookTypes';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const e2eBuildDir = join(repoRoot, 'dist', 'renderer-e2e');
export const resultsDir = join(repoRoot, 'test-results');
const startScript = join(repoRoot, 'scripts', 'start.ts');

export interface StartOptions {
  readonly extraChromiumArgs?: readonly string[];
  /** The page may move (the menu's drift, the water): otherwise it asks for reduced motion. */
  readonly motion?: boolean;
  /** The graphics the page starts with when it has no stored settings: low at half resolution unless 'default' (medium, full). */
  readonly graphics?: 'low' | 'default';
}

/** The Chromium flags of TOOLCHAIN.md: software WebGL2 through SwiftShader, no network chatter. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
export const viewport = { width: 1280, height: 720 };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether dist/renderer-e2e is missing or older than any renderer (or models) source. */
export function e2eBuildStale(): boolean {
  const built = join(e2eBuildDir, 'index.html');
  const sources = Math.max(newestMtime(join(repoRoot, 'renderer')), newestMtime(join(repoRoot, 'models')));
  return !(existsSync(built) && statSync(built).mtimeMs >= sources);
}

/**
 * Builds dist/renderer-e2e when it is stale. Asynchronous on purpose: a test worker blocked for a minute by a
 * synchronous build misses its runner's heartbeat. (`npm run e2e` builds it before the tests start.)
 */
export async function ensureE2eBuild(): Promise<string> {
  if (!e2eBuildStale()) return e2eBuildDir;
  const child = spawn('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--mode', 'e2e', '--logLevel', 'warn'], {
    cwd: repoRoot,
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`The e2e build failed (exit ${status}).`);
  return e2eBuildDir;
}

export interface Server {
  readonly url: string;
  /** Date.now() just before the spawn. */
  readonly spawnedAt: number;
  readonly child: ChildProcess;
  /** Everything the server printed, for error messages. */
  readonly output: () => string;
  /** The temporary TESSERA_DATA_DIR its games autosave into (removed by stop()). */
  readonly dataDir: string;
  stop(): Promise<void>;
}

const urlPattern = /http:\/\/127\.0\.0\.1:(\d+)\//;
// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/**
 * Spawns `npx tsx scripts/start.ts --browser --no-open --port 0` in its own process group, serving the given
 * static folder, and resolves with the first http://127.0.0.1:PORT/ it prints.
 */
export function startServer(staticDir = e2eBuildDir, timeoutMs = 60_000): Promise<Server> {
  if (!existsSync(startScript)) return Promise.reject(new Error(`${startScript} is missing: the e2e tests start the app through it.`));
  const spawnedAt = Date.now();
  // Games autosave into a fresh folder per server, never into the user's own data folder.
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const child = spawn('npx', ['tsx', 'scripts/start.ts', '--browser', '--no-open', '--port', '0'], {
    cwd: repoRoot,
    env: { ...process.env, TESSERA_STATIC_DIR: staticDir, TESSERA_DATA_DIR: dataDir, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() ends npx, tsx and the server together
  });
  let log = '';
  const stop = () => killGroup(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise<Server>((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`No http://127.0.0.1:PORT/ line from the app within ${timeoutMs} ms. Output:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = log.replace(ansi, '').match(urlPattern);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        // Keep draining so the child never blocks on a full pipe.
        child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
        child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
        resolvePromise({ url: `http://127.0.0.1:${m[1]}/`, spawnedAt, child, output: () => log, dataDir, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The app exited (${code ?? signal}) before printing its URL. Output:\n${log}`));
    });
  });
}

/** SIGTERM to the whole group, SIGKILL if it is still there after two seconds. */
async function killGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      /* the group is already gone */
    }
  };
  signal('SIGTERM');
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 2000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    signal('SIGKILL');
    await exited;
  }
}

/** Chromium from TESSERA_CHROMIUM (default /usr/bin/chromium) with the TOOLCHAIN flags, plus `extraArgs`. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.TESSERA_CHROMIUM || '/usr/bin/chromium',
    args: [...chromiumArgs, ...extraArgs],
    headless: true,
  });
}

export interface App {
  readonly server: Server;
  readonly browser: Browser;
  readonly page: Page;
  /** Console errors and uncaught page errors (a CSP violation shows up here). */
  readonly errors: string[];
  close(): Promise<void>;
}

/**
 * Builds if needed, then spawns the server and launches Chromium at the same time (as `npm start` would
 * open a browser), and opens the app's page at 1280x720.
 */
/**
 * A private copy of the e2e build for one app: several test files (and helpers) share dist/renderer-e2e, and a
 * rebuild in the middle of a test would empty it under the running page. Retries while a build is half written.
 */
async function snapshotBuild(): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const copy = mkdtempSync(join(tmpdir(), 'tessera-e2e-build-'));
    try {
      cpSync(e2eBuildDir, copy, { recursive: true });
      const html = readFileSync(join(copy, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((m) => m[1]);
      if (assets.length > 0 && assets.every((a) => existsSync(join(copy, a)))) return copy;
    } catch {
      /* a build was writing the folder: try again */
    }
    rmSync(copy, { recursive: true, force: true });
    if (attempt >= 60) throw new Error(`${e2eBuildDir} stayed incomplete for a minute.`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function startApp(options: StartOptions = {}): Promise<App> {
  await ensureE2eBuild();
  const staticDir = await snapshotBuild();
  const browserStarting = launchChromium(options.extraChromiumArgs);
  const server = await startServer(staticDir).catch(async (e: unknown) => {
    await (await browserStarting).close();
    throw e;
  });
  const browser = await browserStarting.catch(async (e: unknown) => {
    await server.stop();
    throw e;
  });
  // The page asks for reduced motion unless a test looks at motion (`motion`): the menu's drift and the water then
  // hold still and draw only on change, which spares the software renderer most of its frames.
  const page = await browser.newPage({ viewport, reducedMotion: options.motion ? 'no-preference' : 'reduce' });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // Low graphics (no shadows, no antialiasing, the table at half resolution) unless a test looks at the default picture
  // (`graphics: 'default'`, or TESSERA_E2E_GRAPHICS=default for every file): SwiftShader's cost is per pixel, a frame at
  // 1280x720 takes it about 0.7 s of CPU, and the tests' checks (what is drawn where, what a click does) are the same.
  if ((options.graphics ?? process.env.TESSERA_E2E_GRAPHICS ?? 'low') === 'low')
    await page.addInitScript(() => {
      // Only a page with no settings of its own: a test that sets the quality keeps what it set across reloads.
      const store = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
      if (store.getItem('tessera.settings') === null) store.setItem('tessera.settings', JSON.stringify({ quality: 'low', animation: 'normal', resolution: 'half' }));
    });
  await page.goto(server.url);
  return {
    server,
    browser,
    page,
    errors,
    async close() {
      await browser.close().catch(() => undefined);
      await server.stop();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the page has drawn its first 3D frame and returns the test hook's timings. */
export async function waitForFirstFrame(page: Page, timeoutMs = 120_000) {
  // These callbacks run in the page, so they cannot use this module's helpers.
  await page.waitForFunction(() => (globalThis as unknown as TestPageGlobals).__tessera?.firstFrameAt != null, undefined, {
    timeout: timeoutMs,
    polling: 50,
  });
  return page.evaluate(() => {
    const hook = (globalThis as unknown as TestPageGlobals).__tessera!;
    return { at: hook.firstFrameAt!, wallClock: hook.firstFrameWallClock! };
  });
}

/**
 * Waits until the page has painted its first screen (the menu: the app marks `tessera:first-paint`, see
 * renderer/app/firstPaint.ts) and returns when, on the page's clock and on the wall clock.
 */
export async function waitForFirstPaint(page: Page, timeoutMs = 120_000) {
  await page.waitForFunction(() => performance.getEntriesByName('tessera:first-paint').length > 0, undefined, { timeout: timeoutMs, polling: 20 });
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('tessera:first-paint')[0];
    return { at: mark.startTime, wallClock: performance.timeOrigin + mark.startTime };
  });
}

/** The page's globals as seen inside page.evaluate (e2e code is compiled without DOM types). */
export const pageGlobals = () => globalThis as unknown as TestPageGlobals;
