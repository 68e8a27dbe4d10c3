import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The root is renderer/; outDir must be absolute because the root is not the repo root.
// `--mode e2e` builds a test build (with the window.__tessera hook) into its own folder, so a
// release build never carries the hook.
const repo = fileURLToPath(new URL('..', import.meta.url));

// The dev server injects an inline React Refresh preamble, inline styles and talks HMR over a WebSocket; only there
// is the CSP relaxed. Built files keep the strict policy of index.html.
const devCsp: Plugin = {
  name: 'tessera-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), devCsp],
  build: {
    outDir: mode === 'e2e' ? `${repo}dist/renderer-e2e` : `${repo}dist/renderer`,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
}));
