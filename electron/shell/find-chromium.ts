import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** What find-chromium needs from the machine; tests inject fakes. */
export interface ChromiumProbes {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  /** True when the file exists and may be executed. */
  isExecutable(file: string): boolean;
}

export interface ChromiumFound {
  path: string;
  /** Where it came from, for the one-line message. */
  source: 'TESSERA_CHROMIUM' | 'known path' | 'PATH';
}

const LINUX_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome', 'microsoft-edge', 'msedge'];
const MAC_PATHS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
];

function windowsPaths(env: ChromiumProbes['env']): string[] {
  const roots = [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], env['LOCALAPPDATA']].filter((r): r is string => Boolean(r));
  const tails = ['Chromium\\Application\\chrome.exe', 'Google\\Chrome\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe'];
  return roots.flatMap((root) => tails.map((tail) => path.win32.join(root, tail)));
}

/** The order in which browsers are tried, after TESSERA_CHROMIUM. */
export function candidatePaths(probes: Pick<ChromiumProbes, 'env' | 'platform'>): Array<{ path: string; source: ChromiumFound['source'] }> {
  const known = probes.platform === 'darwin' ? MAC_PATHS : probes.platform === 'win32' ? windowsPaths(probes.env) : LINUX_PATHS;
  const sep = probes.platform === 'win32' ? ';' : ':';
  const dirs = (probes.env['PATH'] ?? '').split(sep).filter(Boolean);
  const exe = probes.platform === 'win32' ? '.exe' : '';
  const join = probes.platform === 'win32' ? path.win32.join : path.posix.join;
  const onPath = PATH_NAMES.flatMap((name) => dirs.map((dir) => join(dir, name + exe)));
  return [...known.map((p) => ({ path: p, source: 'known path' as const })), ...onPath.map((p) => ({ path: p, source: 'PATH' as const }))];
}

/**
 * Finds a Chromium-family browser for the app-mode window. TESSERA_CHROMIUM wins when set; if it
 * names a file that is not there, that is an error to report rather than a silent fallback.
 */
export function findChromium(probes: ChromiumProbes): ChromiumFound | { error: string } | null {
  const override = probes.env['TESSERA_CHROMIUM'];
  if (override) {
    return probes.isExecutable(override)
      ? { path: override, source: 'TESSERA_CHROMIUM' }
      : { error: `TESSERA_CHROMIUM=${override} is not an executable file` };
  }
  for (const candidate of candidatePaths(probes)) {
    if (probes.isExecutable(candidate.path)) return candidate;
  }
  return null;
}

export const realChromiumProbes: ChromiumProbes = {
  env: process.env,
  platform: process.platform,
  isExecutable(file) {
    try {
      if (!statSync(file).isFile()) return false;
      accessSync(file, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
};
