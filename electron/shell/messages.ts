// The lines `npm start` prints in browser mode, one fact per line, in one place so tests pin them.

export const serving = (url: string, dir: string) => `Tessera: serving ${dir} at ${url}`;

export const openedInChromium = (binary: string) => `Tessera: opened the app window in Chromium app mode (${binary}); close it or press Ctrl-C to quit.`;

export const noChromium = (url: string, why?: string) =>
  `Tessera: ${why ?? 'no Chromium or Chrome found (set TESSERA_CHROMIUM to one)'}; open ${url} in a browser. Ctrl-C quits.`;

export const notOpening = (url: string) => `Tessera: not opening a window (--no-open); the app is at ${url} . Ctrl-C quits.`;

export const chromiumFailed = (code: number | null, url: string) =>
  `Tessera: Chromium exited at once (code ${code ?? 'none'}); open ${url} in a browser. Ctrl-C quits.`;

export const buildingRenderer = (command: string) => `Tessera: dist/renderer/index.html is missing, so building the renderer first (${command}).`;

export const stopping = (signal: string) => `Tessera: ${signal} received, shutting down.`;
