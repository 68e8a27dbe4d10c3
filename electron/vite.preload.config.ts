import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { NODE_EXTERNALS } from './vite-externals';

// The preload bundle: one CommonJS file (a sandboxed preload cannot load chunks or ES modules),
// with the IPC contract and zod inlined.
const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: repo,
  build: {
    outDir: `${repo}.vite/build`,
    emptyOutDir: false,
    target: 'chrome130',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: {
      input: { preload: `${repo}electron/preload.ts` },
      external: NODE_EXTERNALS,
      output: { format: 'cjs', inlineDynamicImports: true, entryFileNames: '[name].cjs', chunkFileNames: '[name].cjs', assetFileNames: '[name].[ext]' },
    },
  },
  clearScreen: false,
});
