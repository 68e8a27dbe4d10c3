import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strings } from '../renderer/ui/strings';
import { startApp, type App } from './harness';

// A computer where WebGL cannot start (here: Chromium with 3D APIs switched off) still gets a working menu.
let app: App;
beforeAll(async () => {
  app = await startApp({ extraChromiumArgs: ['--disable-3d-apis'] });
});
afterAll(async () => {
  await app?.close();
});

describe('first screen without WebGL', () => {
  it('says in one sentence that 3D drawing could not start', async () => {
    await app.page.getByText(strings.noWebGL).waitFor({ state: 'visible' });
    await expect(app.page.locator('canvas').count()).resolves.toBe(0);
  });

  it('keeps the menu working', async () => {
    await app.page.getByRole('button', { name: strings.menu.tutorials }).click();
    const dialog = app.page.getByRole('dialog', { name: strings.tutorials.title });
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.textContent()).resolves.toContain('FF-METRO-03');
    await dialog.getByRole('button', { name: strings.tutorials.close }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
