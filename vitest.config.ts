import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node. Browser tests live in e2e/ and run through playwright-core.
export default defineConfig({
  // As tsconfig.web.json's react-jsx, so a renderer component can be rendered to markup in a unit test.
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['{models,machines,electron,renderer,scripts,tests,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
