import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY, parseCsp } from '../../electron/csp';
import { assertHardened, createWindowOptions, HARDENED_WEB_PREFERENCES } from '../../electron/window-options';
import { isAllowedRequest, isAppPage } from '../../electron/navigation-policy';
import { APP_ORIGIN, APP_PAGE_URL } from '../../electron/app-protocol';

const options = createWindowOptions({ preload: '/app/.vite/build/preload.cjs', version: '1.2.3' });

describe('Electron window hardening', () => {
  it('the window runs isolated, sandboxed, without Node, with web security on', () => {
    const p = options.webPreferences;
    expect(p.contextIsolation).toBe(true);
    expect(p.sandbox).toBe(true);
    expect(p.nodeIntegration).toBe(false);
    expect(p.nodeIntegrationInWorker).toBe(false);
    expect(p.nodeIntegrationInSubFrames).toBe(false);
    expect(p.webSecurity).toBe(true);
    expect(p.allowRunningInsecureContent).toBe(false);
    expect(p.webviewTag).toBe(false);
    expect(p.preload).toBe('/app/.vite/build/preload.cjs');
    expect(p.additionalArguments).toEqual(['--tessera-version=1.2.3']);
    expect(() => assertHardened(options)).not.toThrow();
  });

  it('assertHardened fails when any protection is weakened', () => {
    const weaken = (change: Record<string, unknown>) => ({ webPreferences: { ...options.webPreferences, ...change } });
    expect(() => assertHardened(weaken({ contextIsolation: false }))).toThrow('webPreferences.contextIsolation must be true');
    expect(() => assertHardened(weaken({ sandbox: false }))).toThrow('webPreferences.sandbox must be true');
    expect(() => assertHardened(weaken({ nodeIntegration: true }))).toThrow('webPreferences.nodeIntegration must be false');
    expect(() => assertHardened(weaken({ webSecurity: false }))).toThrow('webPreferences.webSecurity must be true');
    expect(() => assertHardened(weaken({ webviewTag: true }))).toThrow('webviewTag');
    expect(() => assertHardened(weaken({ enableBlinkFeatures: 'X' }))).toThrow('enableBlinkFeatures');
    expect(() => assertHardened({ webPreferences: {} })).toThrow();
  });

  it('assertHardened fails when the CSP is weakened', () => {
    const replace = (from: string, to: string) => CONTENT_SECURITY_POLICY.replace(from, to);
    expect(() => assertHardened(options, replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"))).toThrow('script-src');
    expect(() => assertHardened(options, replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toThrow('script-src');
    expect(() => assertHardened(options, replace("default-src 'self'", 'default-src *'))).toThrow('default-src');
    expect(() => assertHardened(options, replace("object-src 'none'; ", ''))).toThrow('object-src');
    expect(() => assertHardened(options, replace("img-src 'self' data: blob:", "img-src 'self' https:"))).toThrow('img-src allows https:');
    expect(() => assertHardened(options, replace("connect-src 'self'", "connect-src 'self' *"))).toThrow('connect-src allows *');
  });

  it('the CSP is exactly the agreed policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws://127.0.0.1:* ws://localhost:*; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect([...parseCsp(CONTENT_SECURITY_POLICY).keys()]).toHaveLength(9);
  });

  it('main.ts checks the options before opening the window and refuses popups and foreign navigation', () => {
    // main.ts cannot run without Electron; this pins the wiring that the plain modules rely on.
    const main = readFileSync(fileURLToPath(new URL('../../electron/main.ts', import.meta.url)), 'utf8');
    expect(main).toMatch(/assertHardened\(options\);\s*const win = new BrowserWindow\(options\)/);
    expect(main).toContain("return { action: 'deny' }");
    expect(main).toMatch(/will-navigate[\s\S]*isAppPage\(url, APP_PAGE_URL\)[\s\S]*preventDefault/);
    expect(main).toContain("'will-attach-webview', (event) => event.preventDefault()");
    expect(main).toContain('setPermissionRequestHandler((_wc, _permission, callback) => callback(false))');
    expect(main).toContain('cancel: !isAllowedRequest(details.url)');
  });
});

describe('navigation and request policy', () => {
  it('only the app page counts as the app, whatever its hash', () => {
    expect(isAppPage(`${APP_PAGE_URL}#/lobby`, APP_PAGE_URL)).toBe(true);
    expect(isAppPage('https://example.com/index.html', APP_PAGE_URL)).toBe(false);
    expect(isAppPage('tessera://other/index.html', APP_PAGE_URL)).toBe(false);
    expect(isAppPage('file:///index.html', APP_PAGE_URL)).toBe(false);
    expect(isAppPage('not a url', APP_PAGE_URL)).toBe(false);
  });
  it('no remote content: http(s) and file:// are refused, the app scheme and loopback sockets allowed', () => {
    expect(isAllowedRequest(`${APP_ORIGIN}/assets/index.js`)).toBe(true);
    expect(isAllowedRequest('data:image/png;base64,AA==')).toBe(true);
    expect(isAllowedRequest('ws://127.0.0.1:4000/ws')).toBe(true);
    expect(isAllowedRequest('ws://localhost:4000/ws')).toBe(true);
    expect(isAllowedRequest('ws://192.168.1.5:4000/ws')).toBe(false);
    expect(isAllowedRequest('https://cdn.example.com/lib.js')).toBe(false);
    expect(isAllowedRequest('http://127.0.0.1:4000/')).toBe(false);
    expect(isAllowedRequest('file:///etc/passwd')).toBe(false);
    expect(isAllowedRequest('tessera://evil/x.js')).toBe(false);
  });
  it('the hardened preferences object cannot be changed at run time', () => {
    expect(Object.isFrozen(HARDENED_WEB_PREFERENCES)).toBe(true);
  });
});
