import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { NODE_EXTERNALS } from './vite-externals';

// The Electron main bundle: CommonJS (package.json has "type": "module", hence .cjs) into
// .vite/build, where package.json "main" points. Used by Forge's Vite plugin and, standalone,
// by `npm start` (vite build --config electron/vite.main.config.ts).
const repo = fileURLToPath(new URL('..', import.meta.url));

/** One self-contained CommonJS file from one entry (no chunk shared with another bundle). */
function nodeBundle(name: string, entry: string): UserConfig {
  return {
    root: repo,
    build: {
      outDir: `${repo}.vite/build`,
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      sourcemap: true,
      lib: { entry: { [name]: `${repo}${entry}` }, formats: ['cjs'], fileName: () => '[name].cjs' },
      rollupOptions: { external: NODE_EXTERNALS },
    },
    resolve: { conditions: ['node'], mainFields: ['module', 'jsnext:main', 'jsnext'] },
    clearScreen: false,
  };
}

/**
 * The bot worker (electron/host/bot-worker.ts, where hard bots think) as bot-worker.cjs beside main.cjs, where
 * electron/host/bot-thinker.ts looks for it. Built as a bundle of its own, so each file stays whole; during
 * writeBundle, so it is there before Forge's build counts as done (at closeBundle).
 */
function botWorkerBundle(): Plugin {
  let outDir = '';
  let sourcemap: boolean | 'inline' | 'hidden' = true;
  let logLevel: UserConfig['logLevel'] = 'info';
  return {
    name: 'tessera:bot-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      sourcemap = config.build.sourcemap;
      logLevel = config.logLevel;
    },
    async writeBundle() {
      const worker = nodeBundle('bot-worker', 'electron/host/bot-worker.ts');
      await build({ ...worker, configFile: false, logLevel, build: { ...worker.build, outDir, sourcemap } });
    },
  };
}

export default defineConfig({ ...nodeBundle('main', 'electron/main.ts'), plugins: [botWorkerBundle()] });
