/**
 * What every game e2e file needs: one app for the file (started before its tests, closed after), screenshots,
 * the game log, where a square or piece is on screen, and the new-game dialog filled in for a hotseat game.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { strings } from '../renderer/ui/strings';
import { resultsDir, startApp, type App, type StartOptions } from './harness';

export interface AppSession {
  /** The running app (only inside tests: it starts in beforeAll). */
  readonly app: App;
  readonly page: Page;
  /** Console errors and uncaught page errors so far. */
  readonly errors: readonly string[];
  shot(name: string): Promise<Buffer>;
  log(): Locator;
  /** Where a square or piece is on screen, from the 3D table's test hook; null when it is not drawn. */
  screenOf(id: string): Promise<{ x: number; y: number } | null>;
  /** A real mouse drag on the 3D table: press on a piece, glide to a square or area in ten steps, look (`during`), release. */
  drag(piece: string, target: string, during?: () => Promise<void>): Promise<void>;
}

interface TableHook {
  table?: { screenOf?(id: string): { x: number; y: number } | null };
}

/** Registers this file's beforeAll/afterAll: one app for all its tests. */
export function appSession(startTimeoutMs = 240_000, options: StartOptions = {}): AppSession {
  let app: App | undefined;
  beforeAll(async () => {
    mkdirSync(resultsDir, { recursive: true });
    app = await startApp(options);
  }, startTimeoutMs);
  afterAll(async () => {
    await app?.close();
  });
  const running = () => {
    if (!app) throw new Error('The app is not running: use the session inside a test.');
    return app;
  };
  const screenOf = (id: string) => running().page.evaluate((target) => (globalThis as unknown as { __tessera?: TableHook }).__tessera?.table?.screenOf?.(target) ?? null, id);
  return {
    get app() {
      return running();
    },
    get page() {
      return running().page;
    },
    get errors() {
      return running().errors;
    },
    shot: (name) => running().page.screenshot({ path: join(resultsDir, name) }),
    log: () => running().page.getByRole('region', { name: strings.game.log }),
    screenOf,
    async drag(piece, target, during) {
      const { page } = running();
      await expect.poll(() => screenOf(piece), { timeout: 60_000 }).not.toBeNull();
      const from = (await screenOf(piece))!;
      const to = (await screenOf(target))!;
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) {
        await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
        await page.waitForTimeout(50);
      }
      await during?.();
      await page.mouse.up();
    },
  };
}

/** The new-game dialog's game list (its name starts with the label; an option such as "Short game" must not match). */
export function gameChoice(dialog: Locator): Locator {
  return dialog.getByRole('combobox', { name: new RegExp(`^${strings.newGame.game}\\b`) });
}

/**
 * The "Who plays" list of each seat of the new-game dialog, in seat order. Found inside the seats' own groups: a game
 * option may start with the same words (Civilization's "Who plays attacking barbarians" comes before the seats).
 */
export function seatKinds(dialog: Locator): Locator {
  const seat = new RegExp(`^${strings.newGame.seat(1).replace('1', '\\d+')}$`);
  return dialog.getByRole('group', { name: seat }).getByLabel(strings.newGame.kind);
}

/**
 * Opens the hotseat new-game dialog from the main menu, chooses the game, names its seats and types a deal (the same
 * for every run unless given); answers the dialog so the caller can set options before pressing Start.
 */
export async function newHotseatGame(page: Page, moduleId: string, names: readonly string[], deal = `tessera e2e ${moduleId}`): Promise<Locator> {
  const hotseat = page.getByRole('button', { name: strings.menu.hotseat });
  // A retried test finds the page where the failed try left it: back to the first screen.
  if (!(await hotseat.isVisible().catch(() => false))) await page.goto(new URL('/', page.url()).href);
  await hotseat.click();
  const dialog = page.getByRole('dialog', { name: strings.newGame.title });
  await gameChoice(dialog).selectOption(moduleId);
  const fields = dialog.getByLabel(strings.newGame.name, { exact: true });
  // The dialog may have opened on another game (the last one played): wait for the chosen game's seats.
  await expect.poll(() => fields.count(), { timeout: 10_000 }).toBe(names.length);
  for (let i = 0; i < names.length; i++) await fields.nth(i).fill(names[i]);
  // A typed deal: every run of a test plays the same start (a random one made some runs differ from the others).
  await dialog.getByLabel(strings.newGame.deal).fill(deal);
  return dialog;
}

/**
 * Seats `names[s]` at a hotseat window: through the seat switcher, or the turn follows by itself; the hand-over screen
 * that comes with every change of the shown seat is passed on the way.
 */
export async function takeSeat(page: Page, names: readonly string[], s: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const handOver = page.getByRole('dialog', { name: strings.handOver.title(names[s]) });
    if ((await handOver.count()) > 0) await handOver.getByRole('button', { name: strings.handOver.confirm(names[s]) }).click({ timeout: 2000 }).catch(() => undefined);
    if ((await page.getByRole('listitem', { name: names[s] }).getByText(strings.game.you).count()) > 0 && (await handOver.count()) === 0) return;
    const switcher = page.getByLabel(strings.game.seatSwitcher);
    if (await switcher.isVisible().catch(() => false)) await switcher.selectOption(String(s), { timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(200);
  }
  throw new Error(`${names[s]} never got the window`);
}

/** Whether a locator shows now (without waiting). */
export async function visible(l: Locator): Promise<boolean> {
  return (await l.count()) > 0 && (await l.first().isVisible());
}

/** Waits until a list (the game log) has more lines than it had. */
export async function growsFrom(list: Locator, before: number, timeout = 30_000): Promise<void> {
  await expect.poll(() => list.locator('li').count(), { timeout, interval: 250 }).toBeGreaterThan(before);
}

/**
 * Confirms the hand-over screen whenever it comes up (for whichever seat's turn it is) until `ready` shows; a
 * screenshot named `stuckShot` and an error if it does not within `timeout`.
 */
export async function seatedWhen(page: Page, ready: Locator, stuckShot: string, timeout = 90_000): Promise<void> {
  const dialog = page.locator('.hand-over [role="dialog"]');
  for (const until = Date.now() + timeout; Date.now() < until; ) {
    if (await visible(dialog)) await dialog.getByRole('button').first().click();
    else if (await visible(ready)) return;
    await page.waitForTimeout(250);
  }
  await page.screenshot({ path: join(resultsDir, stuckShot) });
  throw new Error(`The game screen did not come up (see ${stuckShot}).`);
}

/**
 * Leaves the game on screen (if any) and opens a saved game through the Load dialog, as a player would: a file on
 * disk (its path) or a saved game made by the test.
 */
export async function loadSavedGame(page: Page, file: object | string): Promise<void> {
  const leave = page.getByRole('button', { name: strings.game.leave });
  if (await visible(leave)) await leave.click();
  const close = page.getByRole('button', { name: strings.replay.close });
  if (await visible(close)) await close.click();
  await page.getByRole('button', { name: strings.menu.load }).click();
  const chooser = page.waitForEvent('filechooser', { timeout: 30_000 });
  await page.getByRole('button', { name: strings.load.fromFile }).click();
  if (typeof file === 'string') await (await chooser).setFiles(file);
  else await (await chooser).setFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
}

/** How many placement ghosts (the hover preview's piece) the 3D table draws now. */
export function ghostsDrawn(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { __tessera?: { table?: { drawn(): { meshes: Record<string, number> } } } }).__tessera?.table?.drawn().meshes['table-ghost'] ?? 0);
}
