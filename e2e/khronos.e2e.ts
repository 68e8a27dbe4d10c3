import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestPageGlobals } from '../renderer/app/testHookTypes';
import { khronosStrings as t } from '../renderer/ui/catalogue/khronos';
import { playRandomGame } from '../models/khronos';
import { strings } from '../renderer/ui/strings';
import { repoRoot } from './harness';
import { PrivacyWatch } from './privacy';
import { appSession, growsFrom, loadSavedGame, visible, newHotseatGame } from './session';

// A hotseat game of Khronos for two at one computer, played through the 3D table and the Khronos panel: building
// (picked on the table with the pointer), upgrading, demolishing and travelling, with screenshots of each step.
// The game is started with a deal typed in the dialog, so every run gets the same hands: a random deal could leave
// no upgrade within the game's fourteen turns (stop 28's CI). Each turn the test still does whichever of the four it
// can, until all four are done.
const DEAL = 'tessera e2e khronos';
const app = appSession();
const { shot, log, screenOf } = app;
const panel = () => app.page.locator('.khronos-panel');
const names = ['Ada', 'Bo'];
// Hotseat privacy at every hand-over of the game (issue 16, item 2): no seat's construction cards behind the
// hand-over screen, and none of the other seat's once it is confirmed.
let privacy: PrivacyWatch | undefined;
const watch = () => (privacy ??= new PrivacyWatch(app.page, names));

/** Whether a screen point shows the 3D table (no panel over it). */
async function onCanvas(p: { x: number; y: number }): Promise<boolean> {
  type Doc = { document: { elementFromPoint(x: number, y: number): { tagName: string } | null } };
  return app.page.evaluate((q) => (globalThis as unknown as Doc).document.elementFromPoint(q.x, q.y)?.tagName === 'CANVAS', p);
}

/**
 * Waits until a seat may act in the Khronos panel (a phase button shows), confirming the hand-over screen for
 * whoever's turn it is when it comes up.
 */
async function takeOver(timeout = 60_000) {
  const dialog = app.page.locator('.hand-over [role="dialog"]');
  const ready = panel().locator('.khronos-actions button');
  for (const until = Date.now() + timeout; Date.now() < until; ) {
    if (await visible(dialog)) await watch().handOver(dialog);
    else if (await visible(ready)) return;
    await app.page.waitForTimeout(250);
  }
  await shot('khronos-stuck.png');
  throw new Error('No seat came to act in the Khronos panel (see khronos-stuck.png).');
}

const logLength = () => log().locator('li').count();
const logGrows = (before: number, timeout?: number) => growsFrom(log(), before, timeout);

/** Clicks a panel button and waits for the game to answer: a new log line, or that button gone from the panel. */
async function press(button: Locator): Promise<void> {
  const before = await logLength();
  const name = ((await button.first().textContent()) ?? '').trim();
  await button.first().click();
  const same = panel().getByRole('button', { name, exact: true });
  await expect.poll(async () => (await logLength()) > before || (await same.count()) === 0, { timeout: 30_000, interval: 250 }).toBe(true);
}

async function legalCount(): Promise<number> {
  const text = panel().getByTestId('khronos-legal-count');
  await text.waitFor({ timeout: 30_000 });
  return Number(/^(\d+) of/.exec((await text.textContent()) ?? '')?.[1] ?? 0);
}

/** Leaves the current game and opens a saved game file through the Load dialog. */
async function loadGame(file: object) {
  await loadSavedGame(app.page, file);
  await takeOver(90_000);
}

let turns = 0;
const done = { build: false, pointer: false, upgrade: false, demolish: false, travel: false };

/** Chooses a kind in the builder; resolves with the spots offered (their option texts), none when not buildable now. */
async function choose(board: 'might' | 'faith', kind: string): Promise<string[]> {
  const builder = panel().getByRole('region', { name: t.build });
  if (!(await visible(builder))) return [];
  await builder.getByLabel(t.buildBoard).selectOption(board);
  await builder.getByLabel(t.buildKind).selectOption(kind);
  if ((await legalCount()) === 0) return [];
  return builder.getByLabel(t.spot).locator('option').allTextContents();
}

/** Builds a size-1 tile by clicking its square on the 3D table (the Build button if the table did not take the pick). */
async function tryBuild(): Promise<boolean> {
  for (const kind of ['watchtower', 'chapel', 'hamlet']) {
    const spots = await choose('might', kind);
    if (spots.length === 0) continue;
    const builder = panel().getByRole('region', { name: t.build });
    // The cheapest spot (no forest or mountain surcharge) whose square shows on the canvas, not under a panel.
    const values = await builder.getByLabel(t.spot).locator('option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
    let pick = -1;
    for (const cheapOnly of [true, false]) {
      for (let i = 0; i < values.length && pick < 0; i++) {
        if (cheapOnly && spots[i].includes('+')) continue;
        const [c, r] = values[i].split(',').map(Number);
        const p = await screenOf(`might-${c}-${r}`);
        if (p && (await onCanvas(p))) pick = i;
      }
    }
    if (pick >= 0) await builder.getByLabel(t.spot).selectOption({ index: pick });
    const [col, row] = (await builder.getByLabel(t.spot).inputValue()).split(',').map(Number);
    const cell = `might-${col}-${row}`;
    await expect(builder.getByTestId('khronos-cost').textContent()).resolves.toMatch(/card/);
    await shot('khronos-preview.png');
    const before = await logLength();
    const at = await screenOf(cell);
    if (at) {
      await app.page.mouse.move(at.x, at.y);
      await app.page.waitForTimeout(300);
      await shot('khronos-preview-hover.png');
      await app.page.mouse.click(at.x, at.y);
      try {
        await logGrows(before, 8_000);
        done.pointer = true;
      } catch {
        // The table did not hand the pick to the panel: build with the panel's button instead.
      }
    }
    if (!done.pointer) await press(builder.getByRole('button', { name: t.buildAt('construct', col, row) }));
    await app.page.waitForTimeout(1200);
    await shot('khronos-built.png');
    return true;
  }
  return false;
}

/** Upgrades a tile to a size-2 building, if a spot offered is an upgrade; shoots the ripple while it runs. */
async function tryUpgrade(): Promise<boolean> {
  for (const kind of ['keep', 'monastery', 'town']) {
    for (const board of ['might', 'faith'] as const) {
      const spots = await choose(board, kind);
      const upgrade = spots.find((s) => s.startsWith('Upgrade'));
      if (!upgrade) continue;
      const builder = panel().getByRole('region', { name: t.build });
      const option = builder.getByLabel(t.spot).locator('option', { hasText: upgrade });
      await builder.getByLabel(t.spot).selectOption((await option.getAttribute('value'))!);
      await shot('khronos-upgrade-preview.png');
      await press(builder.getByRole('button', { name: /^Upgrade at/ }));
      await app.page.waitForTimeout(400);
      await shot('khronos-upgrade-ripple.png');
      await app.page.waitForTimeout(2500);
      await shot('khronos-upgraded.png');
      return true;
    }
  }
  return false;
}

async function tryOther(pattern: RegExp, name: string): Promise<boolean> {
  const button = panel().getByRole('button', { name: pattern });
  if (!(await visible(button))) return false;
  await press(button);
  await app.page.waitForTimeout(1200);
  await shot(name);
  return true;
}

/** One player's whole turn: start the actions, do what can be done of the four, end, refill, collect if due. */
async function playTurn() {
  await takeOver();
  const p = panel();
  const start = p.getByRole('button', { name: t.startActions });
  await start.or(p.getByRole('button', { name: t.endActions })).first().waitFor({ timeout: 30_000 });
  if (await visible(start)) await press(start);
  await p.getByRole('button', { name: t.endActions }).waitFor({ timeout: 30_000 });
  // Demolishing needs a small building standing, and an upgrade uses one up: demolish first, build again each turn
  // until a demolition has been made, and only then upgrade (a random deal can otherwise leave nothing to demolish).
  if (!done.demolish) done.demolish = await tryOther(/^Demolish the/, 'khronos-demolished.png');
  if (!done.build || !done.demolish) done.build = (await tryBuild()) || done.build;
  if (!done.upgrade && done.demolish) done.upgrade = await tryUpgrade();
  if (!done.travel) done.travel = await tryOther(/^Pawn \d to Faith/, 'khronos-travelled.png');
  const builder = p.getByRole('region', { name: t.build });
  if (await visible(builder)) await builder.getByLabel(t.buildKind).selectOption('');
  await press(p.getByRole('button', { name: t.endActions }));
  await p.getByRole('button', { name: t.refill }).or(p.getByRole('button', { name: t.collect })).first().waitFor({ timeout: 30_000 });
  const refill = p.getByRole('button', { name: t.refill });
  if (await visible(refill)) await press(refill);
  const collect = p.getByRole('button', { name: t.collect });
  await app.page.waitForTimeout(300);
  if (await visible(collect)) {
    await shot('khronos-earnings.png');
    await press(collect);
  }
}

describe('hotseat Khronos game for two', () => {
  it('starts from the new-game dialog and shows the three ages on the 3D table', async () => {
    const { page } = app;
    const dialog = await newHotseatGame(page, 'khronos', names, DEAL);
    await dialog.getByRole('button', { name: strings.newGame.start }).click();
    await page.locator('canvas').first().waitFor({ state: 'visible', timeout: 60_000 });
    await takeOver(90_000);
    await page.waitForFunction(() => (globalThis as unknown as TestPageGlobals).__tessera !== undefined, undefined, { timeout: 60_000 });
    // The three boards' first squares are all on the table, Might left of Faith left of Reason.
    const might = await screenOf('might-0-0');
    const faith = await screenOf('faith-0-0');
    const reason = await screenOf('reason-0-0');
    expect(might && faith && reason).toBeTruthy();
    expect(might!.x).toBeLessThan(faith!.x);
    expect(faith!.x).toBeLessThan(reason!.x);
    // The seat's purse: its Ecus and its four construction cards.
    await expect(panel().getByTestId('khronos-ecus').textContent()).resolves.toMatch(/^\d+ Ecus?$/);
    await expect(panel().locator('.khronos-card').count()).resolves.toBe(4);
    await page.waitForTimeout(1500);
    await shot('khronos-start.png');
  }, 240_000);

  it('KH-CONS-1 / KH-UPG-1 / KH-DEMO-1 / KH-TRAV-1: building, upgrading, demolishing and travelling, turn after turn', async () => {
    for (; turns < 12 && !(done.build && done.upgrade && done.demolish && done.travel); turns++) await playTurn();
    console.log(`khronos e2e (deal "${DEAL}", ${turns} turns): ${JSON.stringify(done)}; privacy: ${watch().handOvers} hand-overs checked, private texts ${JSON.stringify(watch().noted())}`);
    expect(watch().handOvers).toBeGreaterThan(1);
    expect(Object.values(watch().noted()).filter((n) => n > 0).length).toBe(2);
    expect(done).toMatchObject({ build: true, upgrade: true, demolish: true, travel: true });
    // The Watch Tower was placed by clicking its square on the 3D table, not through the panel's button.
    expect(done.pointer).toBe(true);
  }, 900_000);

  it('focuses each board with the keys 1, 2 and 3', async () => {
    const { page } = app;
    await takeOver();
    await page.locator('canvas').first().click({ position: { x: 5, y: 5 } });
    for (const key of ['1', '2', '3']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(1500);
      await shot(`khronos-board-${key}.png`);
    }
    // Focus on Faith puts its squares nearer the middle of the window than Might's.
    await page.keyboard.press('2');
    await page.waitForTimeout(1500);
    const faith = (await screenOf('faith-8-10'))!;
    const might = (await screenOf('might-8-10'))!;
    expect(Math.abs(faith.x - 640)).toBeLessThan(Math.abs(might.x - 640));
    // A close look at the Might board, where the game's tiles stand.
    await page.keyboard.press('1');
    for (let i = 0; i < 3; i++) await page.keyboard.press('+');
    await page.waitForTimeout(2000);
    await shot('khronos-closeup.png');
  }, 120_000);

  it('KH-BLD-1 / KH-RIPPLE-3: a loaded mid-game position shows every family\'s silhouettes, ruins on Reason and domain outlines', async () => {
    const { page } = app;
    // The committed 3-player scenario, cut after 100 actions, as a saved game file.
    const scenario = JSON.parse(readFileSync(join(repoRoot, 'scenarios/khronos/three-player-game.json'), 'utf8')) as { seed: string; players: { name: string; color: string }[]; actions: { seat: number; action: unknown }[] };
    const file = {
      format: 'tessera-game',
      version: 1,
      gameId: 'khronos-e2e-midgame',
      module: 'khronos',
      options: {},
      players: scenario.players.map((p, seat) => ({ seat, name: p.name, color: p.color, kind: 'hotseat' })),
      seed: scenario.seed,
      createdAt: new Date().toISOString(),
      actions: scenario.actions.slice(0, 100).map((a, index) => ({ index, seat: a.seat, action: a.action })),
      chat: [],
    };
    await loadGame(file);
    await page.locator('canvas').first().click({ position: { x: 5, y: 5 } });
    await page.waitForTimeout(1500);
    await shot('khronos-midgame.png');
    for (const key of ['1', '2', '3']) {
      await page.keyboard.press(key);
      for (let i = 0; i < 2; i++) await page.keyboard.press('+');
      await page.waitForTimeout(2000);
      await shot(`khronos-midgame-${key}.png`);
    }
  }, 240_000);

  it('KH-RIPPLE-7: a Town built on Might erases the Town under its shadow on Faith, and the table shows it sink away', async () => {
    const { page } = app;
    // A seeded random game in which seat 0's construct at action 126 causes a paradox (found by playRandomGame).
    const game = playRandomGame('paradox-1', 3);
    const at = 126;
    const next = game.actions[at].action;
    expect(next).toMatchObject({ type: 'construct', board: 'might', kind: 'town', col: 6, row: 15 });
    await loadGame({
      format: 'tessera-game',
      version: 1,
      gameId: 'khronos-e2e-paradox',
      module: 'khronos',
      options: {},
      players: game.players.map((p) => ({ seat: p.seat, name: p.name, color: p.color, kind: 'hotseat' })),
      seed: game.seed,
      createdAt: new Date().toISOString(),
      actions: game.actions.slice(0, at).map((a, index) => ({ index, seat: a.seat, action: a.action })),
      chat: [],
    });
    await page.locator('canvas').first().click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('2');
    await page.keyboard.press('+');
    await page.waitForTimeout(1500);
    const spots = await choose('might', 'town');
    expect(spots.length).toBeGreaterThan(0);
    const builder = panel().getByRole('region', { name: t.build });
    await builder.getByLabel(t.spot).selectOption('6,15');
    await builder.getByRole('button', { name: t.buildAt('construct', 6, 15) }).click();
    await page.locator('[data-reason="erased"]').first().waitFor({ timeout: 30_000 });
    await shot('khronos-paradox-1.png');
    await page.waitForTimeout(700);
    await shot('khronos-paradox-2.png');
    await page.waitForTimeout(2500);
    await shot('khronos-paradox-3.png');
    await expect(page.locator('[data-reason="erased"]').count()).resolves.toBe(2);
    await log().getByText(/Paradox: the Town on the Age of Faith at [A-P]\d+ is erased/).first().waitFor({ timeout: 10_000 });
  }, 240_000);
  it('KH-MAP-5: a map file loaded in the new-game dialog is named there, a broken one refused with its field, and the game is played on it', async () => {
    const { page } = app;
    const leave = page.getByRole('button', { name: strings.game.leave });
    if (await visible(leave)) await leave.click();
    const own = JSON.parse(readFileSync(join(repoRoot, 'models/khronos/maps/tessera-original.json'), 'utf8')) as { name: string; terrain: string[]; printedHamlets: [number, number][] };
    const mirrored = { ...own, id: 'mirror', name: 'Mirror of the river', terrain: own.terrain.map((row) => [...row].reverse().join('')), printedHamlets: own.printedHamlets.map(([c, r]) => [15 - c, r]) };
    const broken = { ...mirrored, terrain: mirrored.terrain.map((row, i) => (i === 3 ? row.slice(1) : row)) };
    const dialog = await newHotseatGame(page, 'khronos', names, DEAL);
    const mapName = dialog.locator('.map-name');
    await expect(mapName.textContent()).resolves.toBe(strings.newGame.mapOwn(own.name));
    const load = async (name: string, file: unknown) => {
      const chooser = page.waitForEvent('filechooser', { timeout: 30_000 });
      await dialog.getByRole('button', { name: strings.newGame.loadMap }).click();
      await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(typeof file === 'string' ? file : JSON.stringify(file)) });
    };
    // A broken file: the reason names the row at fault, and the map stays Tessera's own.
    await load('broken.json', broken);
    await expect(dialog.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toContain('terrain.3');
    await expect(mapName.textContent()).resolves.toBe(strings.newGame.mapOwn(own.name));
    await load('notes.json', 'not { json');
    await expect(dialog.getByRole('alert').textContent({ timeout: 20_000 })).resolves.toContain('notes.json is not a JSON file');
    await load('mirror.json', mirrored);
    await expect.poll(() => mapName.textContent(), { timeout: 20_000 }).toBe(strings.newGame.mapLoaded('Mirror of the river', 'mirror.json'));
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    await shot('khronos-map-dialog.png');
    await dialog.getByRole('button', { name: strings.newGame.start }).click();
    await page.locator('canvas').first().waitFor({ state: 'visible', timeout: 60_000 });
    await takeOver(90_000);
    await page.getByText(strings.game.mapCaption('Mirror of the river')).waitFor({ timeout: 30_000 });
    // What the seat is shown is the loaded map, square by square.
    const seen = await page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.game!.turn(0, 2000));
    const map = (seen.view as { map: { terrain: string[] } }).map;
    const letter: Record<string, string> = { P: 'plain', F: 'forest', M: 'mountain', R: 'river', f: 'forest', m: 'mountain' };
    expect(map.terrain).toEqual(mirrored.terrain.flatMap((row) => [...row].map((c) => letter[c])));
    await page.waitForTimeout(1500);
    await shot('khronos-map-game.png');
  }, 240_000);
});
