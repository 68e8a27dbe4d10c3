import { defineConfig } from 'vitest/config';

// End-to-end tests: real Chromium through playwright-core against the app started as `npm start` does in browser mode.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
