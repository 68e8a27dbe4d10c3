import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ElectronProbe, InstallResult, ModeProbes } from './mode';
import { oneLine } from './mode';

// The electron package's index.js returns the binary's path, or throws "Electron failed to
// install correctly" when its install script never ran (TOOLCHAIN.md). A throwing module is not
// cached by Node, so probing again after the installer sees the new state.
export function probeElectronAt(repoRoot: string): ElectronProbe {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  try {
    const binary: unknown = require('electron');
    if (typeof binary !== 'string') return { ok: false, error: 'require("electron") did not return a path' };
    return existsSync(binary) ? { ok: true, binary } : { ok: false, error: `no file at ${binary}` };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

export const INSTALL_TIMEOUT_MS = 20_000;

/** Runs the electron package's own installer once; it downloads the binary when there is a network. */
export function runElectronInstaller(repoRoot: string, timeoutMs = INSTALL_TIMEOUT_MS): Promise<InstallResult> {
  const script = path.join(repoRoot, 'node_modules', 'electron', 'install.js');
  if (!existsSync(script)) return Promise.resolve({ ok: false, error: `${script} not found (run npm install)` });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: path.dirname(script), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ ok: false, error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, error: error.message });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ ok: true });
      else {
        // The installer prints a stack; its first meaningful line says what went wrong (e.g. a DNS error).
        const first = stderr.split('\n').find((l) => /error/i.test(l)) ?? stderr.split('\n').find((l) => l.trim()) ?? '';
        resolve({ ok: false, error: oneLine(first || `exit code ${code}`, 120) });
      }
    });
  });
}

export function realModeProbes(repoRoot: string): ModeProbes {
  return { probeElectron: () => probeElectronAt(repoRoot), runInstaller: () => runElectronInstaller(repoRoot) };
}
