// Which shell `npm start` runs: the Electron window when its binary is there, otherwise the
// browser shell. The probes are injected so the decision is tested without Electron.

export type ElectronProbe = { ok: true; binary: string } | { ok: false; error: string };
export type InstallResult = { ok: true } | { ok: false; error: string };

export interface ModeProbes {
  /** Resolves `require('electron')` and checks that the file it names exists. */
  probeElectron(): ElectronProbe;
  /** Runs `node node_modules/electron/install.js` once, with a short timeout. */
  runInstaller(): Promise<InstallResult>;
}

export type ModeDecision =
  | { mode: 'electron'; binary: string; installed: boolean; line: string }
  | { mode: 'browser'; reason: 'forced' | 'install-failed'; line: string };

export interface StartFlags {
  browser: boolean;
  open: boolean;
  /** 0 = any free port. */
  port: number;
}

export class UsageError extends Error {}

export const USAGE = 'usage: npm start -- [--browser] [--no-open] [--port N]';

/** Parses the command line of scripts/start.ts; unknown flags are an error, not ignored. */
export function parseStartFlags(argv: readonly string[]): StartFlags {
  const flags: StartFlags = { browser: false, open: true, port: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--browser') flags.browser = true;
    else if (arg === '--no-open') flags.open = false;
    else if (arg === '--port' || arg.startsWith('--port=')) {
      const value = arg === '--port' ? argv[++i] : arg.slice('--port='.length);
      const port = Number(value);
      if (value === undefined || value === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
        throw new UsageError(`--port needs a whole number from 0 to 65535 (got ${value ?? 'nothing'}). ${USAGE}`);
      }
      flags.port = port;
    } else if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    else throw new UsageError(`unknown option ${arg}. ${USAGE}`);
  }
  return flags;
}

/** Keeps an error message to one short line. */
export function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export async function decideMode(flags: Pick<StartFlags, 'browser'>, probes: ModeProbes): Promise<ModeDecision> {
  if (flags.browser) {
    return { mode: 'browser', reason: 'forced', line: 'Tessera: browser mode (--browser given; the Electron check is skipped).' };
  }
  const first = probes.probeElectron();
  if (first.ok) {
    return { mode: 'electron', binary: first.binary, installed: false, line: `Tessera: desktop mode (Electron binary found at ${first.binary}).` };
  }
  const install = await probes.runInstaller();
  const second = install.ok ? probes.probeElectron() : null;
  if (second?.ok) {
    return {
      mode: 'electron',
      binary: second.binary,
      installed: true,
      line: `Tessera: desktop mode (the Electron binary was missing; its installer fetched it to ${second.binary}).`,
    };
  }
  const why = install.ok
    ? `its installer ran but left no binary (${oneLine(second && !second.ok ? second.error : 'unknown')})`
    : `its installer failed: ${oneLine(install.error)}`;
  return { mode: 'browser', reason: 'install-failed', line: `Tessera: browser mode (the Electron binary is missing and ${why}).` };
}
