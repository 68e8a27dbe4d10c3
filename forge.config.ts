import type { ForgeConfig } from '@electron-forge/shared-types';
import { VitePlugin } from '@electron-forge/plugin-vite';

// Electron Forge 7: Vite builds main and preload (CommonJS into .vite/build) and the renderer
// (main_window, into .vite/renderer/main_window); `electron-forge package` wraps them into an app.
// Installers come from electron-builder.yml (npm run dist).
const config: ForgeConfig = {
  packagerConfig: {
    name: 'Tessera',
    executableName: 'tessera',
    appBundleId: 'app.tessera.desktop',
    appCategoryType: 'public.app-category.board-games',
    // No extension: the packager picks icon.ico on Windows and icon.icns on macOS.
    icon: 'build/icon',
    asar: true,
  },
  rebuildConfig: {},
  // Installers are made by electron-builder (electron-builder.yml, `npm run dist`), not by Forge makers.
  makers: [],
  plugins: [
    new VitePlugin({
      build: [
        { entry: 'electron/main.ts', config: 'electron/vite.main.config.ts', target: 'main' },
        { entry: 'electron/preload.ts', config: 'electron/vite.preload.config.ts', target: 'preload' },
      ],
      renderer: [{ name: 'main_window', config: 'electron/vite.renderer.config.ts' }],
    }),
  ],
};

export default config;
