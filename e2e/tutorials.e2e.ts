import { describe, expect, it } from 'vitest';
import { civStrings as c } from '../renderer/ui/catalogue/civ';
import { khronosStrings as k } from '../renderer/ui/catalogue/khronos';
import { strings } from '../renderer/ui/strings';
import { appSession } from './session';
import { clickOnBoard, openTutorial as openFromMenu, stepText as stepTextOf } from './tutorial-helpers';

// The Tutorials menu and player, driven as a learner would: the Civilization metropolis tutorial and the Khronos
// Rule of Dominion tutorial, played by clicking squares on the 3D board, each with a wrong click that is refused with
// its rule and the step's hint, and a check mark in the menu once finished.
const t = strings.tutorials;
const app = appSession(300_000);
const shot = (name: string) => app.shot(name);
const stepText = () => stepTextOf(app.page);
const wrong = () => app.page.locator('.tutorial-wrong');

const clickCell = (cell: string) => clickOnBoard(app.page, cell);
const openTutorial = (title: string) => openFromMenu(app.page, title, title.includes('metropolis') ? 'map:2,2' : 'might-4-6');


describe('tutorials', () => {
  it('lists the tutorials by game with their rule IDs', async () => {
    const { page } = app;
    await page.getByRole('button', { name: strings.menu.tutorials }).click();
    const menu = page.getByRole('dialog', { name: t.title });
    await menu.waitFor({ state: 'visible' });
    for (const group of ['Civilization: Fame and Fortune', 'Khronos: building', 'Mega Empires: special buildings']) await menu.getByRole('region', { name: group }).waitFor();
    const metropolis = menu.locator('li[data-tutorial="civ-metropolis"]');
    await expect(metropolis.textContent()).resolves.toContain('FF-METRO-03');
    expect(await metropolis.locator('.check').count()).toBe(0);
    await shot('tutorials-menu.png');
  }, 120_000);

  it('FF-METRO-01/03/04: the metropolis tutorial, played on the board, refuses the west square with its reason', async () => {
    const { page } = app;
    await openTutorial('Growing a metropolis');
    await page.waitForTimeout(1500);
    await shot('tutorial-civ-step1.png');
    // Next waits for the step's move.
    await expect(page.getByRole('button', { name: t.next }).isDisabled()).resolves.toBe(true);
    const research = page.locator('.civ-panel').getByRole('region', { name: c.research });
    await research.getByLabel(c.techChoice).selectOption('Agriculture');
    await research.getByRole('button', { name: c.researchTech('Agriculture') }).click();
    await expect.poll(stepText, { timeout: 30_000 }).toBe('Step 2 of 3');

    // The growth preview is up: a click on the west square (an enemy army stands there) is a wrong try.
    await page.locator('.civ-candidates li').nth(3).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await clickCell('map:1,2');
    await wrong().waitFor({ timeout: 15_000 });
    const reason = (await wrong().textContent()) ?? '';
    expect(reason).toContain('FF-METRO-03');
    expect(reason).toMatch(/north of your capital/);
    expect(await stepText()).toBe('Step 2 of 3');
    await page.waitForTimeout(800);
    await shot('tutorial-civ-wrong.png');

    // The north square is the step's move.
    await clickCell('map:2,1');
    await expect.poll(stepText, { timeout: 30_000 }).toBe('Step 3 of 3');
    expect(await wrong().count()).toBe(0);
    await page.mouse.move(5, 400);
    await page.waitForTimeout(2000);
    await shot('tutorial-civ-metropolis.png');
    await page.getByRole('button', { name: t.finish }).click();
    await page.getByText(t.finished('Growing a metropolis')).waitFor();
    await page.getByRole('button', { name: t.close }).first().click();
    const menu = page.getByRole('dialog', { name: t.title });
    await menu.waitFor({ state: 'visible' });
    await menu.locator('li[data-tutorial="civ-metropolis"] .check').waitFor();
    await shot('tutorials-menu-done.png');
  }, 600_000);

  it('KH-DOM-3: the Rule of Dominion tutorial, played on the board, refuses a Watch Tower linking two domains', async () => {
    const { page } = app;
    await openTutorial('Domains and the Rule of Dominion');
    // Both of the step's labels stand over their squares.
    await expect.poll(() => page.locator('.tutorial-label').count(), { timeout: 15_000 }).toBe(2);
    await page.waitForTimeout(1500);
    await shot('tutorial-khronos-step1.png');
    await page.getByRole('button', { name: t.next }).click();
    await expect.poll(stepText, { timeout: 30_000 }).toBe('Step 2 of 3');

    const builder = page.getByRole('region', { name: k.build });
    await builder.getByLabel(k.buildBoard).selectOption('might');
    await builder.getByLabel(k.buildKind).selectOption('watchtower');
    await builder.getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    await clickCell('might-4-6');
    await wrong().waitFor({ timeout: 15_000 });
    const reason = (await wrong().textContent()) ?? '';
    expect(reason).toContain('KH-DOM-3');
    expect(reason).toMatch(/Hamlet/);
    await page.waitForTimeout(800);
    await shot('tutorial-khronos-wrong.png');

    await builder.getByLabel(k.buildKind).selectOption('hamlet');
    await builder.getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(800);
    await clickCell('might-4-6');
    await expect.poll(stepText, { timeout: 30_000 }).toBe('Step 3 of 3');
    await page.waitForTimeout(1500);
    await shot('tutorial-khronos-step3.png');

    await builder.getByLabel(k.buildKind).selectOption('keep');
    await builder.getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(800);
    await clickCell('might-6-5');
    await page.getByText(t.finished('Domains and the Rule of Dominion')).waitFor({ timeout: 30_000 });
    await page.mouse.move(5, 400);
    await page.waitForTimeout(2000);
    await shot('tutorial-khronos-finished.png');
  }, 600_000);

  it('runs without page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
