import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const RENDERER_BUILD_COMMAND = 'npx vite build --config renderer/vite.config.ts';

/** The folder the browser shell serves: TESSERA_STATIC_DIR when set (tests, custom builds), else dist/renderer. */
export function staticDirFor(repoRoot: string, env: Readonly<Record<string, string | undefined>>): { dir: string; overridden: boolean } {
  const override = env['TESSERA_STATIC_DIR'];
  return override ? { dir: path.resolve(override), overridden: true } : { dir: path.join(repoRoot, 'dist', 'renderer'), overridden: false };
}

export function hasIndex(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

/** Runs a Node CLI from node_modules with this Node (no shell, so it behaves the same on Windows). */
export function runNodeCli(repoRoot: string, script: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, script), ...args], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Builds the renderer into dist/renderer (what `npx vite build --config renderer/vite.config.ts` does). */
export async function buildRenderer(repoRoot: string): Promise<void> {
  const code = await runNodeCli(repoRoot, 'node_modules/vite/bin/vite.js', ['build', '--config', 'renderer/vite.config.ts']);
  if (code !== 0) throw new Error(`the renderer build failed (exit code ${code})`);
}

/** Builds the Electron main and preload bundles into .vite/build (Forge's layout). */
export async function buildDesktopBundles(repoRoot: string): Promise<void> {
  for (const config of ['electron/vite.main.config.ts', 'electron/vite.preload.config.ts']) {
    const code = await runNodeCli(repoRoot, 'node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn', '--config', config]);
    if (code !== 0) throw new Error(`${config} failed to build (exit code ${code})`);
  }
}
