import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { squareName } from '../models/core/squares';
import type { TestPageGlobals } from '../renderer/app/testHookTypes';
import { civStrings as t } from '../renderer/ui/catalogue/civ';
import { strings } from '../renderer/ui/strings';
import { repoRoot } from './harness';
import { PrivacyWatch } from './privacy';
import { appSession, ghostsDrawn, growsFrom, loadSavedGame, visible } from './session';

// A hotseat game of Civilization: Fame and Fortune for two at one computer, opened from a saved game through the
// Load game dialog and played on through the Civilization panel: both players pass until one can research Agriculture,
// the metropolis preview shows legal and refused expansion squares with their reasons on the 3D map, the capital
// grows by a click on a legal square, and a great person drawn by its owner stays out of the other seat's screen.
const app = appSession(300_000);
const { shot, log, screenOf } = app;
const panel = () => app.page.locator('.civ-panel');
const names = ['Ada', 'Bo'];
const fixture = join(repoRoot, 'e2e', 'fixtures', 'civ-round-2.tessera');

// Hotseat privacy at every hand-over of the game (issue 16, item 2): no seat's private text behind the hand-over
// screen, and none of the other seat's once it is confirmed.
let privacy: PrivacyWatch | undefined;
const watch = () => (privacy ??= new PrivacyWatch(app.page, names));

/** Confirms the hand-over screen for whoever's turn it is, if it is up, checking privacy; answers whether it was. */
async function takeOver(): Promise<boolean> {
  const dialog = app.page.locator('.hand-over [role="dialog"]');
  if ((await dialog.count()) === 0) return false;
  await watch().handOver(dialog);
  return true;
}

/** Waits until the Civilization panel shows, confirming the hand-over screen whenever it comes up first. */
async function seated(timeout = 60_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await takeOver()) continue;
    if (await visible(panel())) return;
    await app.page.waitForTimeout(500);
  }
  await shot('civ-not-seated.png');
  throw new Error(`The Civilization panel did not show: ${(await app.page.locator('body').innerText()).slice(0, 300)}`);
}

/**
 * Whether the view frames a seat's home: its capital stands inside the part of the window no panel covers (the table's
 * free frame), drawn large (a square there at least 50 px wide at 1280x720, where the whole map gives about 40).
 */
async function homeInView(seat: number): Promise<boolean> {
  const capital = await app.page.evaluate(async (s) => {
    const turn = await (globalThis as unknown as TestPageGlobals).__tessera!.game!.turn(s, 5_000);
    return (turn.view as { cities: { id: string; owner: number; kind: string; centre: { x: number; y: number } }[] }).cities.find((c) => c.owner === s && c.kind !== 'city') ?? null;
  }, seat);
  if (!capital) return false;
  const at = await screenOf(capital.id);
  const a = await screenOf(`map:${capital.centre.x},${capital.centre.y}`);
  const b = (await screenOf(`map:${capital.centre.x + 1},${capital.centre.y}`)) ?? (await screenOf(`map:${capital.centre.x - 1},${capital.centre.y}`));
  const frame = await app.page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera?.table?.frame() ?? null);
  const inFrame = Boolean(at && frame && at.x > frame.left && at.x < frame.right && at.y > frame.top && at.y < frame.bottom);
  return inFrame && Boolean(a && b && Math.hypot(b.x - a.x, b.y - a.y) >= 50);
}

const logLength = () => log().locator('li').count();
const logGrows = (before: number, timeout?: number) => growsFrom(log(), before, timeout);

async function press(button: Locator): Promise<void> {
  const before = await logLength();
  await button.first().click();
  await logGrows(before);
}

/** Presses "Done": the phase or the acting player changes (or the hand-over screen comes up); no log line needed. */
async function pressDone(): Promise<void> {
  const round = panel().getByTestId('civ-round');
  const before = await round.textContent();
  await panel().getByRole('button', { name: t.done }).click();
  const handOver = app.page.locator('.hand-over [role="dialog"]');
  await expect
    .poll(async () => (await handOver.count()) > 0 || ((await visible(round)) && (await round.textContent()) !== before), { timeout: 30_000, interval: 250 })
    .toBe(true);
}

/** Pans the camera with the arrow keys (as a player would) until the square stands in the open middle of the table. */
async function bringIntoView(cell: string): Promise<void> {
  const { page } = app;
  await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { blur?(): void } | null } }).document.activeElement?.blur?.());
  for (let i = 0; i < 30; i++) {
    const at = await screenOf(cell);
    if (!at) return;
    const key = at.x > 860 ? 'ArrowRight' : at.x < 380 ? 'ArrowLeft' : at.y < 220 ? 'ArrowUp' : at.y > 520 ? 'ArrowDown' : null;
    if (!key) return;
    await page.keyboard.press(key);
    await page.waitForTimeout(700);
  }
}

/** The hovered candidate's words: the table's preview hint, or the map label over the square (a figure may cover it). */
async function hint(): Promise<string> {
  for (const sel of ['.civ-candidate-hint', '.preview-hint']) {
    const l = app.page.locator(sel);
    if ((await l.count()) > 0) return (await l.first().textContent()) ?? '';
  }
  return '';
}


/** The name of the seat the screen now shows (the private panel's title names it). */
async function shownSeatName(): Promise<string> {
  const text = (await panel().getByTestId('civ-round').textContent()) ?? '';
  return text.split(' · ').pop() ?? '';
}

let grower = '';
let cardName = '';

describe('hotseat Civilization game for two', () => {
  it('opens a saved game from the Load game dialog and shows the map of tiles on the 3D table', async () => {
    const { page } = app;
    // The saved game (e2e/fixtures/civ-fixture.ts): Ada's Romans and Bo's Egyptians after a first round of passing.
    await loadSavedGame(page, fixture);
    // Opening sometimes stays on "Opening the game…" on this slow machine: then reload and resume the imported game
    // from the recent games, as a player would.
    try {
      await seated(45_000);
    } catch {
      await page.reload();
      await page.getByRole('button', { name: strings.menu.load }).click();
      await page.getByRole('dialog', { name: strings.load.title }).getByRole('button', { name: strings.load.resume }).first().click();
    }
    await page.locator('canvas').first().waitFor({ state: 'visible', timeout: 90_000 });
    await seated(90_000);
    await page.waitForFunction(() => (globalThis as unknown as TestPageGlobals).__tessera !== undefined, undefined, { timeout: 60_000 });
    // The map's squares are cells named map:x,y; east is to the right on screen, south is lower.
    await expect.poll(() => screenOf('map:0,0'), { timeout: 60_000 }).not.toBeNull();
    const a = await screenOf('map:0,0');
    const b = await screenOf('map:3,0');
    const c = await screenOf('map:0,3');
    expect(a && b && c).toBeTruthy();
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(c!.y).toBeGreaterThan(a!.y);
    await expect(panel().getByTestId('civ-round').textContent()).resolves.toMatch(/^Round 2 · Start of Turn/);
    await expect(page.getByRole('banner').textContent()).resolves.toMatch(/Round 2 · Start of Turn/);
    await page.waitForTimeout(1500);
    await shot('civ-start.png');
  }, 300_000);

  it('CIV-TURN-01 / FF-METRO-01: the players pass through the phases until one researches Agriculture', async () => {
    const { page } = app;
    for (let step = 0; step < 80; step++) {
      await seated();
      const research = panel().getByRole('region', { name: t.research });
      if (await visible(research)) {
        const options = await research.getByLabel(t.techChoice).locator('option').allTextContents();
        if (options.includes('Agriculture')) {
          await research.getByLabel(t.techChoice).selectOption('Agriculture');
          grower = await shownSeatName();
          await shot('civ-research.png');
          await press(research.getByRole('button', { name: t.researchTech('Agriculture') }));
          break;
        }
      }
      await panel().getByRole('button', { name: t.done }).waitFor({ timeout: 30_000 });
      await pressDone();
    }
    expect(grower).not.toBe('');
    await expect(log().textContent()).resolves.toContain('researches Agriculture');
    // The privacy watch saw hand-overs both ways, and each seat's private panel held something to keep secret.
    console.log(`civ e2e privacy: ${watch().handOvers} hand-overs checked, private texts ${JSON.stringify(watch().noted())}`);
    expect(watch().handOvers).toBeGreaterThan(1);
    expect(Object.values(watch().noted()).filter((n) => n > 0).length).toBe(2);
    await page.waitForTimeout(500);
  }, 900_000);

  it('FF-METRO-02..08: the preview shows legal and refused squares with reasons; a click on a legal square grows the metropolis', async () => {
    const { page } = app;
    const growth = panel().getByRole('region', { name: t.growth });
    await growth.getByText(t.growthDue).waitFor({ timeout: 30_000 });
    const items = growth.locator('.civ-candidates li');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(4);
    const refused = growth.locator('.civ-candidates li.refused');
    const legal = growth.locator('.civ-candidates li.ok');
    expect(await legal.count()).toBeGreaterThan(0);
    expect(await refused.count()).toBeGreaterThan(0);
    // Each refusal names its rule and says why in words.
    for (const text of await refused.locator('.reason').allTextContents()) expect(text).toMatch(/^FF-METRO-0\d: .*(off the map|enemy figure|overlap|unexplored|water|step to)/);
    await shot('civ-growth-preview.png');

    // Hovering a refused square on the table shows its reason; a legal one what it would do and its ten outskirts.
    const capital = (await legal.first().getAttribute('data-square'))!;
    await bringIntoView(`map:${capital}`);
    const refusedSquare = (await refused.first().getAttribute('data-square'))!;
    const refusedReason = (await refused.first().locator('.reason').textContent())!;
    const bad = await screenOf(`map:${refusedSquare}`);
    if (bad) {
      await page.mouse.move(bad.x, bad.y);
      await expect.poll(() => hint(), { timeout: 15_000 }).toBe(refusedReason);
      await page.waitForTimeout(500);
      await shot('civ-growth-hover-refused.png');
    }
    // Every legal square shows what it would do and the metropolis's ghost, also one behind the capital's city on
    // screen (issue 16, item 8: the city in front used to take the pointer, and the square showed nothing).
    let legalSquare = '';
    let good: { x: number; y: number } | null = null;
    for (const item of await legal.all()) {
      const square = (await item.getAttribute('data-square'))!;
      const at = await screenOf(`map:${square}`);
      expect(at, `the square ${square} is drawn`).toBeTruthy();
      const [sx, sy] = square.split(',').map(Number);
      await page.mouse.move(5, 5);
      await page.mouse.move(at!.x, at!.y);
      await expect.poll(() => hint(), { timeout: 15_000 }).toMatch(new RegExp(`^Grow toward ${squareName(sx, sy)}; overbuilds`));
      await expect.poll(() => ghostsDrawn(app.page), { timeout: 5_000 }).toBe(1);
      // The legal square nearest the camera (lowest on screen) is the one clicked below.
      if (!good || at!.y > good.y) [legalSquare, good] = [square, at];
    }
    const [x, y] = legalSquare.split(',').map(Number);
    await page.mouse.move(good!.x, good!.y);
    await expect.poll(() => hint(), { timeout: 15_000 }).toMatch(new RegExp(`^Grow toward ${squareName(x, y)}; overbuilds`));
    await page.waitForTimeout(800);
    await shot('civ-growth-hover-legal.png');

    // The click on the 3D table chooses it.
    const before = await logLength();
    await page.mouse.click(good!.x, good!.y);
    await logGrows(before);
    await expect(log().textContent()).resolves.toContain(`grows into a metropolis toward ${squareName(x, y)}`);
    await expect(growth.getByText(t.growthDue).count()).resolves.toBe(0);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(1500);
    await shot('civ-metropolis.png');
  }, 240_000);

  it('FF-GP-03: a great person drawn by its owner shows only in the owner\'s panel, not after the hand-over', async () => {
    const { page } = app;
    const gp = panel().getByRole('region', { name: t.greatPeople });
    await press(gp.getByRole('button', { name: t.gainGreatPerson }));
    // The Greeks draw two and keep one.
    const keep = panel().getByRole('button', { name: /^Keep / });
    if (await visible(keep)) await press(keep);
    const card = gp.locator('.civ-cards li.hidden strong').first();
    await card.waitFor({ timeout: 30_000 });
    cardName = (await card.textContent())!;
    expect(cardName.length).toBeGreaterThan(2);
    const mine = page.getByRole('region', { name: strings.privatePanel.title(grower) });
    await expect(mine.textContent()).resolves.toContain(cardName);
    await shot('civ-great-person-owner.png');

    // Pass until the other player's turn: the hand-over screen comes up and hides the card.
    let handedOver = false;
    for (let step = 0; step < 20 && !handedOver; step++) {
      const dialog = page.locator('.hand-over [role="dialog"]');
      if ((await dialog.count()) > 0) {
        await expect(page.locator('body').textContent()).resolves.not.toContain(cardName);
        await shot('civ-hand-over.png');
        await takeOver();
        handedOver = true;
        break;
      }
      await pressDone();
    }
    expect(handedOver).toBe(true);
    await seated();
    const other = names.find((n) => n !== grower)!;
    await page.getByRole('region', { name: strings.privatePanel.title(other) }).waitFor({ timeout: 30_000 });
    // The hand-over brought the other player's home into view: their capital, large, where no panel covers it.
    await expect.poll(() => homeInView(names.indexOf(other)), { timeout: 20_000, interval: 500 }).toBe(true);
    await expect(page.locator('body').textContent()).resolves.not.toContain(cardName);
    // The other seat sees that the grower holds one hidden great person, not which.
    await expect(panel().getByRole('region', { name: t.greatPeople }).textContent()).resolves.toContain(t.othersGreatPeople(grower, 1, ''));
    await page.waitForTimeout(800);
    await shot('civ-great-person-other.png');
  }, 300_000);
});
