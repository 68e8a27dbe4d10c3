import { defineConfig } from 'vitest/config';

// End-to-end tests: real Chromium through playwright-core against the app started as `npm start` does in browser mode.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    // Two files at a time: much of a browser test is waiting (for the server, a frame, a bot), so two keep the 2 cores
    // busier than one. TESSERA_E2E_WORKERS=1 runs them one after the other.
    fileParallelism: true,
    maxWorkers: Number(process.env.TESSERA_E2E_WORKERS ?? 2),
    minWorkers: 1,
    // Software WebGL on 2 shared cores is slow and uneven: one retry absorbs a slow start, not a broken test.
    retry: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
