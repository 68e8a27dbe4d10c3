import type { Locator } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import type { TestPageGlobals } from '../renderer/app/testHookTypes';
import { FAMILY_HEX } from '../renderer/khronos/silhouettes';
import { khronosStrings } from '../renderer/ui/catalogue/khronos';
import { MIN_NAME_PX } from '../renderer/table/areaNames';
import { coloursClash } from '../renderer/ui/seat-colors';
import { strings } from '../renderer/ui/strings';
import { appSession, newHotseatGame, visible, gameChoice } from './session';

// Item 5 of issue 16 (layout), as a player meets it: in each game, at 1280x720, 1600x900 and 1920x1080, the panels
// stand side by side without covering each other, the camera frames every board in the space the panels leave, a
// panel folds away from its heading, and the game log shows its newest line. Screenshots at 1280x720 and
// 1920x1080 go to test-results/layout-*.png.
const app = appSession(300_000);
const { shot } = app;
/** The areas named at the default view of Mega Empires, by window width. */
const namesAt = new Map<number, Set<string>>();

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const sizes = [
  { width: 1280, height: 720 },
  { width: 1600, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const intersect = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** The boxes of what stands over the table: the banner and every panel of the side columns, as drawn. */
function panelBoxes(): Promise<Box[]> {
  return app.page.evaluate(() => {
    type El = { className: string; getAttribute(n: string): string | null; getBoundingClientRect(): { left: number; top: number; right: number; bottom: number; width: number; height: number } };
    type Doc = { querySelectorAll(s: string): Iterable<El> };
    const doc = (globalThis as unknown as { document: Doc }).document;
    return [...doc.querySelectorAll('.game-screen > .banner, .game-screen > .side > *')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .map(({ el, r }) => ({ name: el.getAttribute('aria-label') ?? el.className, left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
  });
}

/** Each board's box projected on the screen, once the camera has stopped gliding (three equal reads in a row). */
async function settledBoards(): Promise<Box[]> {
  const read = () =>
    app.page.evaluate(() => {
      const table = (globalThis as unknown as TestPageGlobals).__tessera?.table;
      const boards = (table?.boardRects() ?? []).map((b) => ({ name: b.label, left: b.left, top: b.top, right: b.right, bottom: b.bottom }));
      return { boards, moving: table?.cameraMoving() ?? true, frame: table?.frame() ?? null };
    });
  let last = '';
  let same = 0;
  for (let i = 0; i < 100; i++) {
    await app.page.waitForTimeout(400);
    const now = await read();
    const key = JSON.stringify([now.frame, now.boards.map((b) => [b.left, b.top, b.right, b.bottom].map(Math.round))]);
    same = !now.moving && key === last ? same + 1 : 0;
    if (now.boards.length > 0 && same >= 2) return now.boards;
    last = key;
  }
  return (await read()).boards;
}

/** Waits for the table, confirming the hand-over screen whenever it comes up, until `ready` shows. */
async function seated(ready: () => Promise<boolean>, timeout = 180_000): Promise<void> {
  const handOver = app.page.locator('.hand-over [role="dialog"]');
  for (const end = Date.now() + timeout; Date.now() < end; ) {
    if (await visible(handOver)) await handOver.getByRole('button').first().click();
    else if (await ready()) return;
    await app.page.waitForTimeout(300);
  }
  throw new Error(`The game did not come to the table: ${(await app.page.locator('body').innerText()).slice(0, 300)}`);
}

/**
 * Clicks a button of the game screen as a player would: a hand-over screen that comes up first (in a hotseat game the
 * shown seat can change a moment after the table appears, later on a busy machine) is confirmed, then the click tried again.
 */
async function press(button: Locator, timeout = 120_000): Promise<void> {
  const handOver = app.page.locator('.hand-over [role="dialog"]');
  for (const end = Date.now() + timeout; ; ) {
    if (await visible(handOver)) await handOver.getByRole('button').first().click();
    else if (await button.click({ timeout: 5_000 }).then(() => true, (e: unknown) => (Date.now() > end ? Promise.reject(e) : false))) return;
    await app.page.waitForTimeout(300);
  }
}

async function startGame(module: string, names: string[]) {
  const { page } = app;
  const leave = page.getByRole('button', { name: strings.game.leave });
  if (await visible(leave)) await press(leave);
  const dialog = await newHotseatGame(page, module, names);
  await dialog.getByRole('button', { name: strings.newGame.start }).click();
  await seated(async () => (await visible(page.locator('canvas'))) && (await app.page.evaluate(() => Boolean((globalThis as unknown as TestPageGlobals).__tessera?.table))));
}

/** Presses a camera key and waits for the view to move (a slow frame may start the glide late), then to stop. */
async function cameraKey(key: string): Promise<Box[]> {
  const rects = () => app.page.evaluate(() => JSON.stringify(((globalThis as unknown as TestPageGlobals).__tessera?.table?.boardRects() ?? []).map((b) => [b.left, b.top, b.right, b.bottom].map(Math.round))));
  const before = await rects();
  await app.page.keyboard.press(key);
  await expect.poll(rects, { timeout: 10_000, interval: 200 }).not.toBe(before);
  return settledBoards();
}

/** Sets the window size and waits until the table has taken it (its free frame lies within it), then for the camera. */
async function resize(size: { width: number; height: number }): Promise<Box[]> {
  await app.page.setViewportSize(size);
  await app.page.waitForFunction(
    (sz) => {
      const f = (globalThis as unknown as TestPageGlobals).__tessera?.table?.frame();
      return Boolean(f && f.width === sz.width && f.height === sz.height && f.right <= sz.width && f.bottom <= sz.height);
    },
    size,
    { timeout: 30_000, polling: 200 },
  );
  return settledBoards();
}

/**
 * At each size: no two panels overlap, no board lies under a panel or off the screen, the log shows its newest line.
 * With `home` (a game whose first view frames the shown seat's home, not every board), the home is checked at the
 * first view and, at 1280x720 and 1920x1080, the boards once the board's key (1) has framed them all; R then brings
 * the home view back.
 */
interface HomeChecks {
  /** At the first view (the home view). */
  home(size: { width: number; height: number }): Promise<void>;
  /** Once key 1 has framed the whole board. */
  whole(size: { width: number; height: number }): Promise<void>;
}

async function checkLayout(game: string, home?: HomeChecks, each?: (size: { width: number; height: number }) => Promise<void>) {
  for (const size of sizes) {
    // The table has taken the new size when its free frame lies within it (the old frame may linger a moment).
    let boards = await resize(size);
    if (home) {
      await home.home(size);
      // The whole board by its key, at the smallest and the largest size (the home view covers 1600x900).
      if (size.width === 1600) boards = [];
      else {
        boards = await cameraKey('1');
        await home.whole(size);
        await shot(`layout-${game}-map-${size.width}x${size.height}.png`);
      }
    }
    const panels = await panelBoxes();
    if (size.width !== 1600 && !home) await shot(`layout-${game}-${size.width}x${size.height}.png`);
    if (!home || size.width !== 1600) expect(boards.length, `${game}: boards drawn`).toBeGreaterThan(0);
    for (let i = 0; i < panels.length; i++)
      for (let j = i + 1; j < panels.length; j++) expect(intersect(panels[i], panels[j]), `${game} ${size.width}x${size.height}: ${panels[i].name} over ${panels[j].name}`).toBe(false);
    for (const b of boards) {
      for (const p of panels) expect(intersect(b, p), `${game} ${size.width}x${size.height}: ${p.name} over the board ${b.name}`).toBe(false);
      expect(b.left >= 0 && b.top >= 0 && b.right <= size.width && b.bottom <= size.height, `${game} ${size.width}x${size.height}: the board ${b.name} is on the screen`).toBe(true);
      // Framed, not lost in a corner: each board is a readable size.
      expect(b.right - b.left, `${game}: the board ${b.name} is drawn wide enough to play on`).toBeGreaterThan(size.width * 0.08);
    }
    await newestLogLineShows();
    await each?.(size);
    if (home && size.width !== 1600) await cameraKey('r');
  }
}

/** The game log's newest line lies inside the log's visible list. */
async function newestLogLineShows() {
  const log = app.log();
  const list = log.locator('ol');
  const last = list.locator('li').last();
  const [l, n] = [await list.boundingBox(), await last.boundingBox()];
  expect(l && n, 'the log shows lines').toBeTruthy();
  expect(n!.y + n!.height, 'the newest log line is scrolled into view').toBeLessThanOrEqual(l!.y + l!.height + 1);
  expect(n!.y).toBeGreaterThanOrEqual(l!.y - 1);
}

describe('panels that fit, at 1280x720, 1600x900 and 1920x1080', () => {
  it('Khronos: three boards framed beside the panels, the Build panel reachable, panels fold', async () => {
    const { page } = app;
    await startGame('khronos', ['Ada', 'Bo']);
    // The action phase brings the Build panel: its board and kind lists show, or a "More below" button says where.
    await press(page.getByRole('button', { name: khronosStrings.startActions }));
    await page.getByRole('region', { name: khronosStrings.build }).waitFor({ timeout: 60_000 });
    await checkLayout('khronos');
    await page.setViewportSize(sizes[0]);
    const kind = page.getByRole('region', { name: khronosStrings.build }).getByLabel(khronosStrings.buildKind);
    if (!(await kind.isVisible()) || !(await inView(kind))) {
      const more = page.getByRole('button', { name: new RegExp(strings.layout.moreBelow) });
      await expect(visible(more)).resolves.toBe(true);
      await more.click();
      await expect.poll(() => inView(kind), { timeout: 10_000 }).toBe(true);
    }
    // Folding the log from its heading: the newest line still shows, and the column gets shorter.
    const before = await panelBoxes();
    await page.getByRole('button', { name: strings.game.log, exact: true }).click();
    const log = app.log();
    await expect(log.locator('.newest-line').textContent()).resolves.toMatch(/\S/);
    const after = await panelBoxes();
    const height = (boxes: Box[]) => boxes.find((b) => b.name === strings.game.log)!.bottom - boxes.find((b) => b.name === strings.game.log)!.top;
    expect(height(after)).toBeLessThan(height(before));
    await page.getByRole('button', { name: strings.game.log, exact: true }).click();
    await log.locator('ol').waitFor();
  }, 600_000);

  it('Help and menus: F1 opens the key list with the camera keys; a right-clicked piece says what it can do or why not', async () => {
    const { page } = app;
    await page.setViewportSize(sizes[1]);
    await page.locator('canvas').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
    await page.keyboard.press('F1');
    const help = page.getByRole('dialog', { name: strings.helpOverlay.title });
    await help.waitFor({ timeout: 10_000 });
    const camera = help.getByRole('definition');
    await expect(camera.filter({ hasText: 'Turn the table' }).count()).resolves.toBe(1);
    await expect(camera.filter({ hasText: 'Look at one board' }).count()).resolves.toBe(1);
    await shot('layout-help.png');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    // The other player's pawn: its menu names it in words and says why it offers nothing.
    await settledBoards();
    const at = await app.screenOf('pawn-1-0');
    expect(at, 'the pawn is drawn').toBeTruthy();
    await page.mouse.click(at!.x, at!.y, { button: 'right' });
    const menu = page.locator('.piece-menu');
    await menu.waitFor({ timeout: 10_000 });
    const title = (await menu.locator('h3').textContent()) ?? '';
    expect(title).not.toMatch(/pawn-\d/);
    const why = menu.locator('.piece-menu-why');
    await expect.poll(async () => (await menu.getByRole('menuitem').count()) > 0 || (await why.count()) > 0, { timeout: 20_000 }).toBe(true);
    if ((await why.count()) > 0) {
      const text = (await why.textContent()) ?? '';
      expect(text).not.toBe(strings.contextMenu.none);
      expect(text).toMatch(/^Nothing/);
    }
    await shot('layout-piece-menu.png');
    await menu.getByRole('button', { name: strings.close }).click();
  }, 300_000);

  it('Readability, Khronos: no seat wears a colour close to a building family (blue Civil, orange Military, fuchsia Religious)', async () => {
    const marks = await app.page.locator('.players .seat-mark').evaluateAll((els) =>
      els.map((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { color: string } }).getComputedStyle(el).color),
    );
    expect(marks.length).toBe(2);
    const hex = (rgb: string) => '#' + (rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
    for (const m of marks) for (const family of Object.values(FAMILY_HEX)) expect(coloursClash(hex(m), family), `seat colour ${hex(m)} against ${family}`).toBe(false);
    await shot('layout-khronos-colours.png');
  }, 60_000);

  it('Mega Empires: the map and the tracks framed beside the panels, the area names readable at each size', async () => {
    await startGame('empires', ['Ada', 'Bo', 'Cy']);
    // The first view (the camera jumps there in one frame) draws the names readable from it, not from where it was.
    await settledBoards();
    const names = (await areaNames()).length;
    const width = app.page.viewportSize()?.width ?? 0;
    expect(names, `area names drawn at the first view (${width} px wide)`).toBeGreaterThan(width < 1600 ? 30 : 50);
    // At each size, the names too (see checkNames): counted for the readability test below.
    await checkLayout('empires', undefined, async (size) => {
      const labels = await checkNames(`at the default view, ${size.width}x${size.height}`);
      namesAt.set(size.width, new Set(labels.map((l) => l.cell)));
    });
  }, 600_000);

  it('Readability, Mega Empires: at the default view at 1280x720, 1600x900 and 1920x1080 the area names never cover each other or lie under a panel, are at least 12 px, occupied areas named first; more names on zoom; a hovered area shows its name', async () => {
    const { page } = app;
    // Checked at each size by the layout test above, at the default view.
    expect(namesAt.get(1280)?.size, 'names readable at the default view at 1280x720').toBeGreaterThan(30);
    expect(namesAt.get(1600)?.size, 'names readable at the default view at 1600x900').toBeGreaterThan(50);
    expect(namesAt.get(1920)?.size, 'names readable at the default view at 1920x1080').toBeGreaterThan(50);
    const at1600 = namesAt.get(1600)!;
    // Zoomed in on the far half of the map: names left out at the default view find room there, none smaller.
    await resize(sizes[1]);
    const canvas = page.locator('canvas');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.35);
    for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -250);
    await settledBoards();
    const zoomed = await checkNames('zoomed in, 1600x900');
    await shot('layout-empires-zoomed.png');
    const more = zoomed.filter((l) => !at1600.has(l.cell)).length;
    console.log(`zoomed in: ${more} names that the default view leaves out`);
    expect(more, 'names that show only when zoomed in').toBeGreaterThan(5);
    await page.keyboard.press('r');
    await settledBoards();
    // An area whose name is left out at this zoom: the pointer over it brings its name up.
    const hidden = await page.locator('.table-area-names span[hidden]').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { cell: string } }).dataset.cell));
    expect(hidden.length, 'some names wait for the zoom').toBeGreaterThan(0);
    const panels = await panelBoxes();
    let tried = 0;
    for (const cell of hidden) {
      const at = await app.screenOf(cell);
      if (!at || panels.some((p) => at.x > p.left - 30 && at.x < p.right + 30 && at.y > p.top - 30 && at.y < p.bottom + 30)) continue;
      // Off the table first: the last hovered name gives its room back.
      await page.mouse.move(2, 2);
      await expect.poll(() => page.locator('.table-area-names span.hovered:not([hidden])').count(), { timeout: 10_000, interval: 200 }).toBe(0);
      await page.mouse.move(at.x, at.y);
      const name = page.locator(`.table-area-names span[data-cell="${cell}"]`);
      await expect.poll(async () => (await name.isVisible()) && ((await name.getAttribute('class')) ?? '').includes('hovered'), { timeout: 10_000, interval: 200 }).toBe(true);
      if (++tried === 1) await shot('layout-empires-hover-name.png');
      if (tried === 2) break;
    }
    expect(tried, 'hidden names hovered').toBe(2);
    await page.mouse.move(2, 700);
  }, 300_000);

  it('Civilization: the first view frames the capital of the shown player, large, beside the panels; key 1 frames the whole map', async () => {
    await startGame('civ', ['Ada', 'Bo']);
    const { page } = app;
    // Ada's capital, once the game hook has this game's view (just after the start it may still hold the last game's).
    type City = { id: string; owner: number; kind: string; centre: { x: number; y: number } };
    let capital: City | null = null;
    for (let i = 0; i < 60 && !capital; i++) {
      capital = await page.evaluate(async () => {
        const turn = await (globalThis as unknown as TestPageGlobals).__tessera!.game!.turn(0, 5_000);
        const cities = (turn.view as { cities?: City[] }).cities;
        // Some civilizations start with their capital already a metropolis.
        return cities?.find((c) => c.owner === 0 && (c.kind === 'capital' || c.kind === 'metropolis')) ?? null;
      });
      if (!capital) await page.waitForTimeout(500);
    }
    expect(capital, 'Ada has a capital').toBeTruthy();
    const squares = [`map:${capital!.centre.x},${capital!.centre.y}`, `map:${capital!.centre.x + 1},${capital!.centre.y}`];
    /** How wide a square of the capital's row is drawn, in pixels. */
    const squareWidth = async () => {
      const [a, b] = [await app.screenOf(squares[0]), await app.screenOf(squares[1])];
      return a && b ? Math.hypot(b.x - a.x, b.y - a.y) : 0;
    };
    const widths: number[] = [];
    const wholeWidths: number[] = [];
    const home = async (size: { width: number; height: number }) => {
      // The first view (and the home view after R): the capital and its squares, in the free frame, no panel over it.
      const at = await app.screenOf(capital!.id);
      expect(at, 'the capital is drawn').toBeTruthy();
      const frame = await page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.table!.frame());
      const spot = { name: 'capital', left: at!.x - 20, right: at!.x + 20, top: at!.y - 20, bottom: at!.y + 20 };
      expect(spot.left >= frame!.left && spot.right <= frame!.right && spot.top >= frame!.top && spot.bottom <= frame!.bottom, `${size.width}x${size.height}: the capital is in the free frame`).toBe(true);
      for (const p of await panelBoxes()) expect(intersect(spot, p), `${size.width}x${size.height}: ${p.name} over the capital`).toBe(false);
      // Its outskirts (the eight squares round it, where they are on the map) too, and the capital near the middle.
      for (const dx of [-1, 0, 1])
        for (const dy of [-1, 0, 1]) {
          const sq = await app.screenOf(`map:${capital!.centre.x + dx},${capital!.centre.y + dy}`);
          if (sq) expect(sq.x > frame!.left && sq.x < frame!.right && sq.y > frame!.top && sq.y < frame!.bottom, `${size.width}x${size.height}: the outskirts square ${dx},${dy} is in the free frame`).toBe(true);
        }
      const [midX, midY] = [(frame!.left + frame!.right) / 2, (frame!.top + frame!.bottom) / 2];
      expect(Math.abs(at!.x - midX), `${size.width}x${size.height}: the capital is near the middle of the free frame`).toBeLessThan((frame!.right - frame!.left) * 0.25);
      expect(Math.abs(at!.y - midY)).toBeLessThan((frame!.bottom - frame!.top) * 0.25);
      widths.push(await squareWidth());
      if (size.width !== 1600) await shot(`layout-civ-${size.width}x${size.height}.png`);
    };
    await checkLayout('civ', { home, whole: async () => void wholeWidths.push(await squareWidth()) });
    // The home view shows the capital's squares larger than the whole map does, at every size.
    console.log(`civ square width, home view: ${widths.map((w) => w.toFixed(0)).join(' / ')} px; whole map: ${wholeWidths.map((w) => w.toFixed(0)).join(' / ')} px`);
    expect(widths[0], '1280x720').toBeGreaterThan(wholeWidths[0] * 1.3);
    expect(widths[2], '1920x1080').toBeGreaterThan(wholeWidths[1] * 1.3);
    // At the smallest window a square of the home is drawn at least 50 px wide.
    expect(widths[0]).toBeGreaterThan(50);
  }, 600_000);

  it('The new-game dialog starts on the last game played, on the printed rules, with the variants folded away', async () => {
    const { page } = app;
    onTestFailed(async () => void (await shot('layout-new-game-failed.png')));
    // From the Civilization game of the test before. Twice, on a machine loaded far beyond its cores, the window was
    // already back at the menu here (cause not found; the page's errors are printed): the dialog is then opened from
    // there, which is what this test is about.
    const leave = page.getByRole('button', { name: strings.game.leave });
    const menuButton = page.getByRole('button', { name: strings.menu.hotseat });
    if (!(await visible(menuButton))) await press(leave, 60_000);
    else console.log(`layout e2e: the menu showed before the new-game test; page errors: ${JSON.stringify(app.errors)}`);
    await page.getByRole('button', { name: strings.menu.hotseat }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: strings.newGame.title });
    const game = gameChoice(dialog);
    await expect.poll(() => game.inputValue(), { timeout: 20_000 }).toBe('civ');
    const recommended = dialog.getByRole('radio', { name: strings.newGame.recommended });
    await expect(recommended.isChecked()).resolves.toBe(true);
    const show = dialog.getByRole('button', { name: /^Show the variant/ });
    await expect(show.getAttribute('aria-expanded')).resolves.toBe('false');
    // Folded: no variant's field shows until the disclosure opens.
    const fields = dialog.locator('.options .option');
    expect(await fields.count()).toBeGreaterThan(0);
    expect(await fields.first().isVisible()).toBe(false);
    await shot('layout-new-game.png');
    await show.click();
    await expect(fields.first().isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: strings.cancel }).click();
  }, 180_000);
});

/** The names drawn: none covers another or lies under a panel, each is readable, every occupied area on screen is named. */
async function checkNames(when: string) {
  const { page } = app;
  const labels = await areaNames();
  const panels = await panelBoxes();
  const overlaps: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) if (intersect(labels[i], labels[j])) overlaps.push(`${labels[i].name} / ${labels[j].name}`);
    for (const p of panels) if (intersect(labels[i], p)) overlaps.push(`${labels[i].name} under ${p.name}`);
  }
  expect(overlaps, when).toEqual([]);
  for (const l of labels) expect(l.px, `${when}: ${l.name}`).toBeGreaterThanOrEqual(MIN_NAME_PX);
  for (const l of labels) expect(l.bottom - l.top, `${when}: ${l.name} on screen`).toBeGreaterThanOrEqual(MIN_NAME_PX);
  // The areas with tokens and cities (the first to be named): each one in the free frame carries its name.
  const named = new Set(labels.map((l) => l.cell));
  const frame = (await page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.table!.frame()))!;
  const occupied = await page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera!.table!.drawn().pieces.filter((id) => /^(token|city)-/.test(id)));
  const areas = [...new Set(occupied.map((id) => id.replace(/^(token|city)-/, '').replace(/-\d+-\d+$/, '')))].filter((a) => !a.startsWith('treasury'));
  for (const area of areas) {
    const at = await app.screenOf(area);
    if (at && at.x > frame.left + 60 && at.x < frame.right - 60 && at.y > frame.top + 20 && at.y < frame.bottom - 20) expect(named.has(area), `${when}: the occupied area ${area} is named`).toBe(true);
  }
  const heights = labels.map((l) => l.bottom - l.top);
  console.log(`area names ${when}: ${labels.length} names, ${Math.min(...heights).toFixed(1)}-${Math.max(...heights).toFixed(1)} px tall; occupied areas ${areas.length}`);
  return labels;
}

/** The area names drawn over the table: their boxes on screen, font sizes and areas. */
function areaNames(): Promise<(Box & { cell: string; px: number })[]> {
  return app.page.locator('.table-area-names span:not([hidden])').evaluateAll((els) =>
    els.map((el) => {
      type E = { textContent: string; dataset: { cell: string }; style: { fontSize: string }; getBoundingClientRect(): { left: number; top: number; right: number; bottom: number } };
      const e = el as unknown as E;
      const r = e.getBoundingClientRect();
      return { name: e.textContent, cell: e.dataset.cell, px: parseFloat(e.style.fontSize), left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );
}

/** Whether an element lies inside the visible part of the panel that scrolls it. */
async function inView(l: import('playwright-core').Locator): Promise<boolean> {
  return l.evaluate((el) => {
    type R = { top: number; bottom: number };
    type E = { getBoundingClientRect(): R; parentElement: E | null; scrollHeight: number; clientHeight: number };
    const e = el as unknown as E;
    const r = e.getBoundingClientRect();
    for (let p = e.parentElement; p; p = p.parentElement) {
      if (p.scrollHeight > p.clientHeight + 1) {
        const pr = p.getBoundingClientRect();
        if (r.top < pr.top - 1 || r.bottom > pr.bottom + 1) return false;
      }
    }
    return true;
  });
}
