import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node. Browser tests live in e2e/ and run through playwright-core.
export default defineConfig({
  // As tsconfig.web.json's react-jsx, so a renderer component can be rendered to markup in a unit test.
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['{models,machines,electron,renderer,scripts,tests,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    // Two files at a time: vitest's default on 2 cores is one (cores - 1), and much of a file's time is loading its
    // modules. TESSERA_UNIT_WORKERS=1 runs them one after the other.
    maxWorkers: Number(process.env.TESSERA_UNIT_WORKERS ?? 2),
    minWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
