import type { RootState } from '@react-three/fiber';
import type { PixelSample, RenderFigures, TableProbe, TesseraTestHook } from './testHookTypes';

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

/** Called once the canvas exists; installs the hook in test builds and does nothing otherwise. */
export function attachTestHook(state: RootState) {
  if (!testBuild) return;
  root = state;
  window.__tessera ??= { mode: 'e2e', canvasCreatedAt: performance.now(), firstFrameAt: null, firstFrameWallClock: null, frames: 0, info, sample };
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
