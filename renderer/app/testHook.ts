import type { RootState } from '@react-three/fiber';
import type { ActionInput } from '../../models/core/module';
import { getService } from '../game/connection';
import type { GameProbe, PixelSample, RenderFigures, SeatTurn, TableProbe, TesseraTestHook } from './testHookTypes';

declare global {
  interface Window {
    __tessera?: TesseraTestHook;
  }
}

export const testBuild = import.meta.env.MODE === 'e2e';

let root: RootState | null = null;

function renderNow(): RootState | null {
  if (!root) return null;
  root.gl.render(root.scene, root.camera);
  return root;
}

function sample(): PixelSample | null {
  const state = renderNow();
  if (!state) return null;
  const gl = state.gl.getContext();
  const width = gl.drawingBufferWidth;
  const height = gl.drawingBufferHeight;
  const px = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, px);
  const colours = new Set<number>();
  let sum = 0;
  let sumSq = 0;
  let hash = 2166136261; // FNV-1a over the RGB bytes
  const n = width * height;
  for (let i = 0; i < px.length; i += 4) {
    colours.add(((px[i] >> 3) << 10) | ((px[i + 1] >> 3) << 5) | (px[i + 2] >> 3));
    const y = 0.2126 * px[i] + 0.7152 * px[i + 1] + 0.0722 * px[i + 2];
    sum += y;
    sumSq += y * y;
    hash = Math.imul(hash ^ px[i], 16777619);
    hash = Math.imul(hash ^ px[i + 1], 16777619);
    hash = Math.imul(hash ^ px[i + 2], 16777619);
  }
  const mean = sum / n;
  return {
    width,
    height,
    distinctColours: colours.size,
    meanLuminance: mean,
    luminanceStdDev: Math.sqrt(Math.max(0, sumSq / n - mean * mean)),
    checksum: hash >>> 0,
  };
}

function info(): RenderFigures | null {
  const state = renderNow();
  if (!state) return null;
  const { render, memory, programs } = state.gl.info;
  return {
    calls: render.calls,
    triangles: render.triangles,
    geometries: memory.geometries,
    textures: memory.textures,
    programs: programs?.length ?? 0,
  };
}

/** The window's HostClient: the seats it mirrors, asked and acted for like the window's own panels do. */
const gameProbe: GameProbe = {
  seats: async () => [...(await getService()).game.mirrors.keys()],
  async turn(seat, timeoutMs) {
    const client = (await getService()).game;
    const end = performance.now() + timeoutMs;
    for (;;) {
      const mirror = client.mirrors.get(seat);
      const now = (legal: readonly unknown[] | null): SeatTurn => ({ outcome: mirror?.status.outcome ?? null, paused: mirror?.status.paused ?? false, version: mirror?.version ?? -1, view: mirror?.view, legal });
      if (mirror?.status.outcome) return now(null);
      if (mirror && !mirror.status.paused && mirror.status.active.includes(seat)) {
        const version = mirror.version;
        const asked = await client.ask<readonly unknown[]>(seat, { type: 'legal-actions' });
        // The answer must be about the view handed back; otherwise look again at the newer view.
        if (asked.ok && asked.version === version && client.mirrors.get(seat)?.version === version) return now(asked.answer);
        if (performance.now() > end) return now(null);
        continue;
      }
      if (performance.now() > end) return now(null);
      // Look again when the seat's mirror changes (or after a short while: a status change of another seat).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 100);
        const off = client.onChange(() => done());
        function done() {
          clearTimeout(timer);
          off();
          resolve();
        }
      });
    }
  },
  async autoplay(seat, seed, timeoutMs) {
    const client = (await getService()).game;
    // Only e2e builds carry the bots into the page: Vite replaces MODE, and the import goes with the dead branch.
    if (import.meta.env.MODE !== 'e2e' || !client.module) return { moves: 0, refused: [], over: false };
    const { botFor, botRandom, runBot } = await import('../../machines/bots');
    const policy = botFor(client.module)?.();
    if (!policy) return { moves: 0, refused: [], over: false };
    let moves = 0;
    const refused: string[] = [];
    const counted = { name: policy.name, decide: (...args: Parameters<typeof policy.decide>) => {
      const a = policy.decide(...args);
      if (a) moves++;
      return a;
    } };
    const schedule = (task: () => void, ms: number) => {
      const timer = setTimeout(task, ms);
      return () => clearTimeout(timer);
    };
    const running = runBot(client, seat, counted, { delayMs: 0, schedule, random: botRandom(seed, seat), onRefused: (r, a) => refused.push(`${JSON.stringify(a)}: ${r.message}`) });
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(), timeoutMs);
      const off = client.onChange(() => check());
      function over() {
        return Boolean(client.mirrors.get(seat)?.status.outcome);
      }
      function check() {
        if (over() || running.stopped) finish();
      }
      function finish() {
        clearTimeout(timer);
        off();
        running.stop();
        resolve({ moves, refused, over: over() });
      }
      check();
    });
  },
  async act(seat, action, version) {
    const client = (await getService()).game;
    if (version !== undefined && client.mirrors.get(seat)?.version !== version) return { ok: false, code: 'stale', message: 'The view changed.' };
    const result = await client.act(seat, action as ActionInput);
    return result.ok ? { ok: true } : { ok: false, code: result.code, message: result.message };
  },
};

/** Called once the canvas exists; installs the hook in test builds and does nothing otherwise. */
export function attachTestHook(state: RootState) {
  if (!testBuild) return;
  root = state;
  // The first canvas makes the full hook (an earlier one may hold only the game probe: see below).
  if (!window.__tessera?.mode) window.__tessera = { mode: 'e2e', canvasCreatedAt: performance.now(), firstFrameAt: null, firstFrameWallClock: null, frames: 0, info, sample, game: gameProbe };
  if (tableProbe) window.__tessera.table = tableProbe;
}

let tableProbe: TableProbe | null = null;

/** The game table registers its probe while it is mounted (test builds only); null takes it away. */
export function registerTableProbe(probe: TableProbe | null) {
  if (!testBuild) return;
  tableProbe = probe;
  if (window.__tessera) {
    if (probe) window.__tessera.table = probe;
    else delete window.__tessera.table;
  }
}

/** Called after every drawn frame in test builds. */
export function frameDrawn() {
  const hook = window.__tessera;
  if (!testBuild || !hook) return;
  hook.frames++;
  if (hook.firstFrameAt === null) {
    hook.firstFrameAt = performance.now();
    hook.firstFrameWallClock = Date.now();
  }
}

// The game probe needs no 3D table: e2e builds offer it from the start, also where WebGL cannot start (flat board).
if (testBuild && typeof window !== 'undefined' && !window.__tessera) window.__tessera = { game: gameProbe } as TesseraTestHook;
