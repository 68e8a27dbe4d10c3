import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import forgeConfig from '../../forge.config';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { buildResources: string };
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
}

// js-yaml ships without types; it comes with electron-builder.
const yaml = require('js-yaml') as { load(text: string): unknown };
const builderText = readFileSync(path.join(repo, 'electron-builder.yml'), 'utf8');
const builder = yaml.load(builderText) as BuilderConfig;

describe('electron-builder.yml', () => {
  it('names the app and takes its resources from build/', () => {
    expect(builder.appId).toBe('app.tessera.desktop');
    expect(builder.productName).toBe('Tessera');
    expect(builder.directories.buildResources).toBe('build');
  });

  it('targets AppImage + deb, NSIS and dmg, with icons that exist', () => {
    expect(builder.linux.target).toEqual(['AppImage', 'deb']);
    expect(builder.win.target).toEqual(['nsis']);
    expect(builder.mac.target).toEqual(['dmg']);
    for (const icon of [builder.win.icon, builder.mac.icon, builder.linux.icon]) expect(existsSync(path.join(repo, icon)), icon).toBe(true);
  });

  it("passes electron-builder's own schema validation", async () => {
    const lib = path.join(repo, 'node_modules', 'app-builder-lib', 'out', 'util', 'config', 'config.js');
    const { validateConfiguration } = require(lib) as { validateConfiguration(c: unknown, log: unknown): Promise<void> };
    const { DebugLogger } = require(path.join(repo, 'node_modules', 'builder-util', 'out', 'DebugLogger.js')) as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(builder, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(validateConfiguration({ ...builder, linux: { ...builder.linux, notAnOption: 1 } }, new DebugLogger(false))).rejects.toThrow(/Invalid configuration/);
  }, 60_000);
});

describe('forge.config.ts', () => {
  it('packages as Tessera with the icon from build/', () => {
    const packager = forgeConfig.packagerConfig!;
    expect(packager.name).toBe('Tessera');
    expect(packager.icon).toBe('build/icon');
    expect(packager.asar).toBe(true);
    for (const ext of ['.png', '.ico', '.icns']) expect(existsSync(path.join(repo, `build/icon${ext}`)), ext).toBe(true);
  });

  it('leaves installers to electron-builder: no Forge maker that is not installed', () => {
    expect(forgeConfig.makers ?? []).toEqual([]);
  });

  it('builds main and preload with Vite and names the renderer main_window', () => {
    const vite = (forgeConfig.plugins ?? []).find((p) => (p as { name?: string }).name === 'vite') as unknown as {
      config: { build: Array<{ entry: string; config: string; target: string }>; renderer: Array<{ name: string; config: string }> };
    };
    expect(vite).toBeDefined();
    expect(vite.config.build).toEqual([
      { entry: 'electron/main.ts', config: 'electron/vite.main.config.ts', target: 'main' },
      { entry: 'electron/preload.ts', config: 'electron/vite.preload.config.ts', target: 'preload' },
    ]);
    expect(vite.config.renderer).toEqual([{ name: 'main_window', config: 'electron/vite.renderer.config.ts' }]);
    for (const file of [...vite.config.build.map((b) => b.config), vite.config.renderer[0].config]) expect(existsSync(path.join(repo, file)), file).toBe(true);
  });

  it('the main bundle is where package.json "main" points', () => {
    const pkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main).toBe('.vite/build/main.cjs');
  });
});

describe('main and preload bundles', () => {
  it('build to single CommonJS files (main, preload, the bot worker) that require only electron and Node built-ins', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bundle-'));
    for (const config of ['electron/vite.main.config.ts', 'electron/vite.preload.config.ts']) {
      await build({ configFile: path.join(repo, config), logLevel: 'silent', build: { outDir, sourcemap: false } });
    }
    // The main config also builds the bot worker (electron/host/bot-worker.ts), a whole file of its own.
    expect(readdirSync(outDir).sort()).toEqual(['bot-worker.cjs', 'main.cjs', 'preload.cjs']);
    for (const file of ['bot-worker.cjs', 'main.cjs', 'preload.cjs']) {
      const code = readFileSync(path.join(outDir, file), 'utf8');
      expect(code.startsWith('"use strict"'), file).toBe(true);
      const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
      for (const name of required) expect(name === 'electron' || builtinModules.includes(name.replace(/^node:/, '')), `${file} requires ${name}`).toBe(true);
    }
    // A sandboxed preload may require nothing but electron.
    expect([...readFileSync(path.join(outDir, 'preload.cjs'), 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
  }, 120_000);
});
