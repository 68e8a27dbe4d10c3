import { CONTENT_SECURITY_POLICY, parseCsp } from './csp';
import { VERSION_ARG } from './ipc-contract';

// The BrowserWindow options, kept out of main.ts so tests can read them without Electron.
// The shape matches Electron's BrowserWindowConstructorOptions (this file may not import it).

/** The renderer gets no Node, runs sandboxed, and sees the preload only through contextBridge. */
export const HARDENED_WEB_PREFERENCES = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  spellcheck: false,
});

export interface WindowOptionsInput {
  preload: string;
  version: string;
  icon?: string;
}

export function createWindowOptions(input: WindowOptionsInput) {
  return {
    title: 'Tessera',
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#16181d',
    autoHideMenuBar: true,
    ...(input.icon ? { icon: input.icon } : {}),
    webPreferences: {
      ...HARDENED_WEB_PREFERENCES,
      preload: input.preload,
      additionalArguments: [`${VERSION_ARG}${input.version}`],
    },
  };
}

export type WindowOptions = ReturnType<typeof createWindowOptions>;

/**
 * Throws when the options or the CSP have been weakened. main.ts calls it before opening the
 * window, so a careless edit fails at start-up rather than shipping.
 */
export function assertHardened(options: { webPreferences?: Record<string, unknown> }, csp: string = CONTENT_SECURITY_POLICY): void {
  const prefs = options.webPreferences ?? {};
  for (const [key, expected] of Object.entries(HARDENED_WEB_PREFERENCES)) {
    if (key === 'spellcheck') continue; // a comfort setting, not a security one
    if (prefs[key] !== expected) throw new Error(`Insecure window: webPreferences.${key} must be ${String(expected)}, got ${String(prefs[key])}`);
  }
  for (const forbidden of ['enableBlinkFeatures', 'disableBlinkFeatures']) {
    if (prefs[forbidden]) throw new Error(`Insecure window: webPreferences.${forbidden} must not be set`);
  }
  const directives = parseCsp(csp);
  const need: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  for (const [name, sources] of need) {
    const got = directives.get(name);
    if (!got || got.join(' ') !== sources.join(' ')) throw new Error(`Insecure CSP: ${name} must be exactly ${sources.join(' ')}, got ${got?.join(' ') ?? 'nothing'}`);
  }
  for (const [name, sources] of directives) {
    const bad = sources.find((s) => s === "'unsafe-eval'" || s === '*' || s === 'http:' || s === 'https:' || (s === "'unsafe-inline'" && name !== 'style-src'));
    if (bad) throw new Error(`Insecure CSP: ${name} allows ${bad}`);
  }
}
