import { defineConfig } from 'vitest/config';

// End-to-end tests: real Chromium through playwright-core against the app started as `npm start` does in browser mode.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // Software WebGL on 2 shared cores is slow and uneven: one retry absorbs a slow start, not a broken test.
    retry: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
