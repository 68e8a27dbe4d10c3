import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { NODE_EXTERNALS } from './vite-externals';

// The Electron main bundle: CommonJS (package.json has "type": "module", hence .cjs) into
// .vite/build, where package.json "main" points. Used by Forge's Vite plugin and, standalone,
// by `npm start` (vite build --config electron/vite.main.config.ts).
const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: repo,
  build: {
    outDir: `${repo}.vite/build`,
    emptyOutDir: false,
    target: 'node22',
    minify: false,
    sourcemap: true,
    lib: { entry: { main: `${repo}electron/main.ts` }, formats: ['cjs'], fileName: () => '[name].cjs' },
    rollupOptions: { external: NODE_EXTERNALS },
  },
  resolve: { conditions: ['node'], mainFields: ['module', 'jsnext:main', 'jsnext'] },
  clearScreen: false,
});
