import type { ForgeConfig } from '@electron-forge/shared-types';
import { VitePlugin } from '@electron-forge/plugin-vite';

// Electron Forge 7: Vite builds main and preload (CommonJS into .vite/build) and the renderer
// (main_window, into .vite/renderer/main_window); `electron-forge package` wraps them into an app.
// Installers come from electron-builder.yml (npm run dist); the makers below are the Forge route.
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
  makers: [
    { name: '@electron-forge/maker-squirrel', platforms: ['win32'], config: { name: 'Tessera', setupIcon: 'build/icon.ico' } },
    { name: '@electron-forge/maker-dmg', platforms: ['darwin'], config: { icon: 'build/icon.icns', format: 'ULFO' } },
    { name: '@electron-forge/maker-deb', platforms: ['linux'], config: { options: { icon: 'build/icon.png', categories: ['Game'], productName: 'Tessera' } } },
    { name: '@electron-forge/maker-zip', platforms: ['darwin', 'linux', 'win32'], config: {} },
  ],
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
