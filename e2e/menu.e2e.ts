import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../renderer/app/menuItems';
import type { TestPageGlobals } from '../renderer/app/testHookTypes';
import { strings } from '../renderer/ui/strings';
import { gameChoice } from './session';
import { resultsDir, startApp, waitForFirstFrame, type App } from './harness';

// The first screen, in real Chromium (SwiftShader WebGL2), served by `scripts/start.ts --browser`.
let app: App;
const shot = (name: string) => app.page.screenshot({ path: join(resultsDir, name) });
const sample = () => app.page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.sample()!);

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true });
  app = await startApp({ motion: true, graphics: 'default' }); // the first test looks at the drift and the water
});
afterAll(async () => {
  await app?.close();
});

describe('first screen', () => {
  it('is titled Tessera and draws a 3D tabletop with WebGL', async () => {
    const { page } = app;
    await expect(page.title()).resolves.toBe('Tessera');
    await page.locator('canvas').waitFor({ state: 'visible' });
    await waitForFirstFrame(page);
    // Let the shadows, water and drift settle for a couple of frames before the picture is judged.
    await page.waitForFunction(() => (globalThis as unknown as TestPageGlobals).__tessera!.frames >= 3, undefined, { timeout: 60_000 });

    const first = await sample();
    expect(first.width).toBe(1280);
    expect(first.height).toBe(720);
    // A real scene: many colours and real contrast, not a cleared or single-colour canvas.
    expect(first.distinctColours).toBeGreaterThan(300);
    expect(first.luminanceStdDev).toBeGreaterThan(15);
    expect(first.meanLuminance).toBeGreaterThan(20);
    expect(first.meanLuminance).toBeLessThan(235);

    // The camera drifts and the water moves: a later picture differs.
    await page.waitForTimeout(1500);
    const later = await sample();
    expect(later.checksum).not.toBe(first.checksum);
    await shot('menu.png');
  });

  it('draws repeated scenery with instancing: few draw calls for thousands of triangles', async () => {
    const info = await app.page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.info()!);
    expect(info.triangles).toBeGreaterThan(5_000);
    // Roughly one call per kind of thing (and again for the shadow map), not one per tree, tuft or rock.
    expect(info.calls).toBeLessThan(80);
  });

  it('offers every menu entry, in order, as a button', async () => {
    const menu = app.page.getByRole('navigation', { name: strings.menuLabel });
    await expect(menu.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(strings.appTitle);
    const names = await menu.getByRole('button').allTextContents();
    expect(names).toEqual([
      'New hotseat game',
      'Host a LAN game',
      'Join a LAN game',
      'Tutorials',
      'Load game',
      'Settings',
    ]);
    expect(names).toEqual(menuItems.map((i) => i.label));
  });

  it('opens the new-game dialog from "New hotseat game", closed by Cancel', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New hotseat game' }).click();
    const dialog = page.getByRole('dialog', { name: strings.newGame.title });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: strings.newGame.start }).waitFor({ state: 'visible' });
    await shot('menu-new-game.png');
    await dialog.getByRole('button', { name: strings.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('FF-RULE-04: the new-game dialog shows the investment deck locked on, with the reason, once the Arabs are chosen', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New hotseat game' }).click();
    const dialog = page.getByRole('dialog', { name: strings.newGame.title });
    await dialog.waitFor({ state: 'visible' });
    const game = gameChoice(dialog);
    const civ = await game.locator('option', { hasText: 'Civilization' }).getAttribute('value');
    await game.selectOption(civ!);
    // The variants are folded away behind the printed rules' "Recommended" choice.
    await dialog.getByRole('button', { name: /^Show the variant/ }).click();
    const deck = dialog.getByRole('checkbox', { name: 'Investment deck' });
    await deck.uncheck();
    expect(await deck.isChecked()).toBe(false);
    await dialog.getByRole('combobox', { name: 'Civilizations' }).selectOption('arabs');
    expect(await deck.isChecked()).toBe(true);
    expect(await deck.isDisabled()).toBe(true);
    await dialog.getByText(/Fixed for this game\. The Arabs play with the investment deck/).waitFor({ state: 'visible' });
    await deck.scrollIntoViewIfNeeded();
    await shot('menu-new-game-arabs.png');
    await dialog.getByRole('button', { name: strings.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('gives every other entry its own honest message, closed by the button or Escape', async () => {
    const { page } = app;
    const unbuilt = menuItems.filter((i) => i.notice !== null);
    for (const [n, item] of unbuilt.entries()) {
      const button = page.getByRole('button', { name: item.label });
      await button.click();
      const dialog = page.getByRole('dialog', { name: strings.notYet.title });
      await dialog.waitFor({ state: 'visible' });
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain(item.notice!);
      expect(text).toContain('not available yet');
      // The focus starts on Close, so Enter or Escape dismisses the message from the keyboard.
      await expect(page.evaluate(() => (globalThis as unknown as { document: { activeElement: { textContent: string } } }).document.activeElement.textContent)).resolves.toBe(strings.close);
      if (n % 2 === 0) await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: strings.close }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    const notices = new Set(unbuilt.map((i) => i.notice));
    expect(notices.size).toBe(unbuilt.length);
  });

  it('runs under its strict Content Security Policy without errors', () => {
    expect(app.errors).toEqual([]);
  });
});
