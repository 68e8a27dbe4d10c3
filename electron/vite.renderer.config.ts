import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadConfigFromFile, mergeConfig } from 'vite';

// Forge's renderer `main_window`: the renderer's own Vite config (renderer/vite.config.ts, loaded by
// path so electron/ never imports renderer/), built into .vite/renderer/main_window. The outDir
// must be absolute because that config's root is renderer/, not the repo (TOOLCHAIN.md).
const repo = fileURLToPath(new URL('..', import.meta.url));

export const MAIN_WINDOW_OUT_DIR = path.join(repo, '.vite', 'renderer', 'main_window');

export default defineConfig(async (env) => {
  const loaded = await loadConfigFromFile(env, path.join(repo, 'renderer', 'vite.config.ts'));
  if (!loaded) throw new Error('renderer/vite.config.ts could not be loaded');
  return mergeConfig(loaded.config, { base: './', build: { outDir: MAIN_WINDOW_OUT_DIR, emptyOutDir: true } });
});
