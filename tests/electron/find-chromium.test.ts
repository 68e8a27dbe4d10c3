import { describe, expect, it } from 'vitest';
import { candidatePaths, findChromium, type ChromiumProbes } from '../../electron/shell/find-chromium';
import { chromiumAppArgs } from '../../electron/shell/chromium-app';

const probes = (platform: NodeJS.Platform, present: string[], env: Record<string, string> = {}): ChromiumProbes => ({
  env: { PATH: '/usr/local/bin:/usr/bin', ...env },
  platform,
  isExecutable: (file) => present.includes(file),
});

describe('find-chromium', () => {
  it('TESSERA_CHROMIUM wins over everything found on the machine', () => {
    expect(findChromium(probes('linux', ['/usr/bin/chromium', '/opt/my/chrome'], { TESSERA_CHROMIUM: '/opt/my/chrome' }))).toEqual({ path: '/opt/my/chrome', source: 'TESSERA_CHROMIUM' });
  });
  it('a TESSERA_CHROMIUM that is not there is reported, not silently replaced', () => {
    expect(findChromium(probes('linux', ['/usr/bin/chromium'], { TESSERA_CHROMIUM: '/nope' }))).toEqual({ error: 'TESSERA_CHROMIUM=/nope is not an executable file' });
  });
  it('prefers /usr/bin/chromium, then other known paths, then the PATH', () => {
    expect(findChromium(probes('linux', ['/usr/bin/google-chrome', '/usr/bin/chromium']))).toEqual({ path: '/usr/bin/chromium', source: 'known path' });
    expect(findChromium(probes('linux', ['/usr/bin/google-chrome']))).toEqual({ path: '/usr/bin/google-chrome', source: 'known path' });
    expect(findChromium(probes('linux', ['/usr/local/bin/chromium']))).toEqual({ path: '/usr/local/bin/chromium', source: 'PATH' });
  });
  it('returns null when no browser is found', () => {
    expect(findChromium(probes('linux', []))).toBeNull();
  });
  it('knows the macOS and Windows install locations', () => {
    expect(findChromium(probes('darwin', ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome']))).toMatchObject({ source: 'known path' });
    const win = candidatePaths({ platform: 'win32', env: { PROGRAMFILES: 'C:\\Program Files', PATH: 'C:\\bin' } }).map((c) => c.path);
    expect(win).toContain('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    expect(win).toContain('C:\\bin\\chrome.exe');
  });
  it('app-mode arguments: --app URL, a private profile, no sandbox switch unless root', () => {
    const args = chromiumAppArgs('http://127.0.0.1:5000/', '/tmp/p', false);
    expect(args).toContain('--app=http://127.0.0.1:5000/');
    expect(args).toContain('--user-data-dir=/tmp/p');
    expect(args).not.toContain('--no-sandbox');
    expect(chromiumAppArgs('http://127.0.0.1:5000/', '/tmp/p', true)).toContain('--no-sandbox');
  });
});
