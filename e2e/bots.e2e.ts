import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { botFor, botRandom } from '../machines/bots';
import type { ActionInput as Action } from '../models/core/module';
import type { SeatTurn, TestPageGlobals } from '../renderer/app/testHookTypes';
import { civStrings } from '../renderer/ui/catalogue/civ';
import { empiresStrings } from '../renderer/ui/catalogue/empires';
import { khronosStrings } from '../renderer/ui/catalogue/khronos';
import { strings } from '../renderer/ui/strings';
import { appSession, newHotseatGame, seatKinds } from './session';

// One person at the window against bots in every other seat, for each game, from the new-game dialog to the end.
// The bots are the host service's own (as for any player), at the dialog's "Instant" pace. The person's moves are
// chosen with the module's bot policy from the seat's view and the host's legal actions (what the window's player
// sees): a move that is a plain button of the module's panel is clicked there; others go through the window's own
// HostClient (the e2e hook), as the panel would send them; after a few dozen moves the hook plays the rest of the
// person's moves inside the page with the same policy (no round trip to the test per move).
// The table is drawn flat (no WebGL), as on a computer without 3D drawing: a software-drawn 3D table competes with the
// host and its bots for the test machine's CPU, and the 3D table has suites of its own.
const app = appSession(240_000, { extraChromiumArgs: ['--disable-3d-apis'] });
const HUMAN = 0;
/** Whole moves made with the panel's buttons per game (each waits for the page to show the game's answer). */
const MAX_CLICKS = 8;
/** Moves sent one by one through the window's client from here before the page plays the rest by itself. */
const MAX_SENT = 30;

interface Table {
  readonly id: string;
  readonly names: readonly string[];
  /** The module panel's own buttons for some whole moves: the action, as the panel sends it, and the button's name. */
  readonly buttons: readonly { action: Action; name: string }[];
  readonly panel: string;
  /** Variants ticked in the new-game dialog (their labels there). */
  readonly variants?: readonly string[];
}

const kh = khronosStrings;
const TABLES: readonly Table[] = [
  {
    id: 'khronos',
    names: ['Ada', 'Bot Bo'],
    panel: '.khronos-panel',
    buttons: [
      { action: { type: 'startActions' }, name: kh.startActions },
      { action: { type: 'endActions' }, name: kh.endActions },
      { action: { type: 'refill', discard: [] }, name: kh.refill },
      { action: { type: 'collect' }, name: kh.collect },
    ],
  },
  {
    id: 'civ',
    names: ['Ada', 'Bot Bo'],
    panel: '.civ-panel',
    buttons: [{ action: { type: 'done' }, name: civStrings.done }],
  },
  {
    id: 'empires',
    names: ['Ada', 'Bot Bo', 'Bot Cy'],
    panel: '.empires-panel',
    // The short game (ME-SHORT): five cities each from the start, so the whole game, to the final scoring, fits the
    // test's time on a busy machine; the full game's bot play is covered by the bot games of the unit tests.
    variants: ['Short game'],
    // "End my movement" comes every turn: the person's first moves are mostly growth and token moves, made through
    // the client, and with only the two others a run could pass its first thirty moves without a button.
    buttons: [
      { action: { type: 'phase-done' }, name: empiresStrings.phaseDone },
      { action: { type: 'pass' }, name: empiresStrings.pass },
      { action: { type: 'end-movement' }, name: empiresStrings.endMovement },
    ],
  },
];

function turn(page: Page, timeoutMs: number): Promise<SeatTurn> {
  return page.evaluate(([seat, ms]) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.turn(seat, ms), [HUMAN, timeoutMs] as const);
}

const dealOf = (table: Table) => `tessera e2e bots ${table.id}`;

/** Starts the game from the new-game dialog: the person in seat 1, bots in the others, at the instant bot pace. */
async function startAgainstBots(page: Page, table: Table): Promise<void> {
  // A finished game shows its results first: back to the table, then leave it, as a player would.
  const back = page.getByRole('button', { name: strings.results.back });
  if (await back.isVisible().catch(() => false)) await back.click({ timeout: 5000 }).catch(() => undefined);
  const leave = page.getByRole('button', { name: strings.game.leave });
  if (await leave.isVisible().catch(() => false)) await leave.click({ timeout: 5000 }).catch(() => undefined);
  // A deal typed in, so each run plays the same game (the results name it at the end).
  const dialog = await newHotseatGame(page, table.id, table.names, dealOf(table));
  const kinds = seatKinds(dialog);
  for (let i = 1; i < table.names.length; i++) await kinds.nth(i).selectOption('bot');
  await dialog.getByLabel(strings.newGame.botPace).selectOption('instant');
  if (table.variants) {
    await dialog.getByRole('button', { name: /^Show the variant/ }).click();
    for (const variant of table.variants) await dialog.getByLabel(variant, { exact: true }).check();
  }
  await dialog.getByRole('button', { name: strings.newGame.start }).click();
  await takeTheSeat(page, table);
}

/** The game opens on the hand-over screen (nobody knows yet who sits at the computer): the person takes the seat. */
async function takeTheSeat(page: Page, table: Table): Promise<void> {
  const handOver = page.getByRole('dialog', { name: strings.handOver.title(table.names[HUMAN]) });
  for (const end = Date.now() + 90_000; !(await page.locator(table.panel).isVisible()); ) {
    if (Date.now() > end) {
      await app.shot(`bots-${table.id}-not-seated.png`);
      throw new Error(`The ${table.id} panel did not show (see bots-${table.id}-not-seated.png).`);
    }
    if (await handOver.isVisible().catch(() => false)) await handOver.getByRole('button', { name: strings.handOver.confirm(table.names[HUMAN]) }).click({ timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(200);
  }
}

/** Clicks the panel's button for this move if the panel shows it; answers whether the host took the move. */
async function byButton(page: Page, table: Table, action: Action, version: number): Promise<boolean> {
  const button = table.buttons.find((b) => JSON.stringify(b.action) === JSON.stringify(action));
  if (!button) return false;
  const target = page.locator(table.panel).getByRole('button', { name: button.name, exact: true });
  // The page draws the host's latest answer at its next frame: give the panel a moment to show the button.
  await target.waitFor({ state: 'visible', timeout: 1500 }).catch(() => undefined);
  if (!(await target.isVisible().catch(() => false)) || !(await target.isEnabled().catch(() => false))) return false;
  // As a player would: the button scrolled into sight, and nothing over it (a forced click lands on whatever is on top).
  await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
  expect(await onTop(target), `"${button.name}" shows with nothing over it`).toBe(true);
  // force: the table redraws under the panel all the time in software WebGL, so 'stable' may take long to see.
  await target.click({ timeout: 10_000, force: true });
  try {
    await expect.poll(async () => (await turn(page, 0)).version, { timeout: 30_000, interval: 50 }).toBeGreaterThan(version);
  } catch (error) {
    const toast = await page.locator('.toast').allTextContents();
    await app.shot(`bots-${table.id}-button-stuck.png`);
    throw new Error(`"${button.name}" for ${JSON.stringify(action)} at version ${version} changed nothing (toast: ${JSON.stringify(toast)}; see bots-${table.id}-button-stuck.png): ${String(error)}`);
  }
  return true;
}

/** Whether the middle of an element is that element on screen (not a layer or a button over it). */
function onTop(target: Locator): Promise<boolean> {
  type El = { contains(e: unknown): boolean; getBoundingClientRect(): { left: number; top: number; width: number; height: number } };
  type Doc = { elementFromPoint(x: number, y: number): unknown };
  return target.evaluate((el) => {
    const r = (el as unknown as El).getBoundingClientRect();
    const at = (globalThis as unknown as { document: Doc }).document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (el as unknown as El).contains(at);
  });
}

/** Whether the table shows at the middle of its area: what is there on screen is the table, not a layer over it. */
function tableShows(page: Page): Promise<boolean> {
  type El = { closest(s: string): unknown; getBoundingClientRect(): { left: number; top: number; width: number; height: number } };
  type Doc = { querySelector(s: string): El | null; elementFromPoint(x: number, y: number): El | null };
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: Doc }).document;
    const r = doc.querySelector('.game-table')?.getBoundingClientRect();
    return Boolean(r && doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.game-table'));
  });
}

/**
 * At the end the results cover the table; "Back to the table" shows the final table, and the banner's
 * "Results" button opens the results again.
 */
async function finalTable(page: Page, table: Table): Promise<void> {
  const results = page.getByRole('dialog', { name: strings.results.title });
  await results.waitFor({ timeout: 60_000 });
  expect(await tableShows(page), 'the results cover the table').toBe(false);
  await results.getByRole('button', { name: strings.results.back }).click();
  await results.waitFor({ state: 'hidden', timeout: 10_000 });
  expect(await tableShows(page), 'the final table shows').toBe(true);
  await app.shot(`bots-${table.id}-final-table.png`);
  await page.getByRole('button', { name: strings.results.show, exact: true }).click();
  await results.waitFor({ timeout: 10_000 });
  // The game's own figures per player (Khronos: buildings per board; Mega Empires: the VP parts and the A.S.T.;
  // Civilization: the four victory tracks), as column heads of the figures table, one row per player.
  const figures = results.getByRole('table', { name: strings.results.figures });
  for (const name of Object.values(strings.results.figure[table.id])) await figures.getByRole('columnheader', { name, exact: true }).waitFor({ timeout: 60_000 });
  for (const player of table.names) {
    await figures.getByRole('row', { name: player }).waitFor();
    // Each seat in the colour and mark it wears on the table's player list.
    const worn = await page.locator('.players').getByRole('listitem', { name: player }).getByRole('img').first().getAttribute('aria-label');
    await expect(figures.getByRole('row', { name: player }).getByRole('img').getAttribute('aria-label')).resolves.toBe(worn);
  }
  // The deal typed in the new-game dialog, to play the same start again.
  await results.getByText(strings.results.deal(dealOf(table))).waitFor({ timeout: 10_000 });
  await app.shot(`bots-${table.id}-results.png`);
}

/** "Play this deal again" on the results: a new game with the same seats, at its start, as the first one began. */
async function playDealAgain(page: Page, table: Table, firstView: string): Promise<void> {
  const results = page.getByRole('dialog', { name: strings.results.title });
  await results.getByRole('button', { name: strings.results.playDealAgain }).click();
  await results.waitFor({ state: 'hidden', timeout: 30_000 });
  await takeTheSeat(page, table);
  let again: SeatTurn | undefined;
  await expect.poll(async () => (again = await turn(page, 1_000)).legal !== null, { timeout: 60_000, interval: 100 }).toBe(true);
  expect(again!.outcome).toBeNull();
  expect(JSON.stringify(again!.view), 'the person sees the same start as in the first game').toBe(firstView);
  for (const name of table.names) await page.getByRole('listitem', { name }).waitFor({ timeout: 10_000 });
  await app.shot(`bots-${table.id}-deal-again.png`);
}

describe.each(TABLES)('one person against bots: $id', (table) => {
  it(`ENGINE-SEAT-1: a ${table.id} game with bots in every other seat is played to its end in the app`, async () => {
    const { page } = app;
    const started = Date.now();
    await startAgainstBots(page, table);
    const bot = botFor(table.id)!();
    const random = botRandom(`e2e-${table.id}`, HUMAN);
    let clicked = 0;
    let sent = 0;
    /** What the person saw when first to act: the same deal played again must show the same. */
    let firstView: string | undefined;
    // First the person's moves one by one: the panel's button where it has one, the window's client otherwise.
    for (let idle = 0; clicked < MAX_CLICKS && sent < MAX_SENT; ) {
      const now = await turn(page, 5_000);
      if (now.outcome) break;
      if (now.legal !== null) firstView ??= JSON.stringify(now.view);
      if (now.legal === null) {
        // Nothing to do for the person: the bots are moving, never for long at the instant pace.
        if (++idle > 24) throw new Error(`The game stood still for two minutes at version ${now.version}.`);
        continue;
      }
      idle = 0;
      const action = bot.decide(now.view, now.legal as Action[], random, HUMAN) ?? null;
      if (!action) continue;
      if (await byButton(page, table, action, now.version)) {
        clicked++;
        continue;
      }
      const result = await page.evaluate(([seat, a, v]) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.act(seat as number, a, v as number), [HUMAN, action, now.version] as const);
      // 'stale': a bot moved between the question and the move; the person looks again.
      if (!result.ok && result.code !== 'stale') throw new Error(`The host refused ${JSON.stringify(action)}: ${result.message}`);
      if (result.ok) sent++;
    }
    const firstPart = (Date.now() - started) / 1000;
    // The long remainder: the same policy plays the person's seat inside the page, through the window's client.
    const rest = await page.evaluate(([seat, seed, ms]) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.autoplay(seat as number, seed as string, ms as number), [HUMAN, `e2e-${table.id}`, 210_000] as const);
    expect(rest.refused).toEqual([]);
    expect(rest.over, `no end after ${rest.moves} more moves`).toBe(true);
    const end = await turn(page, 0);
    const summary = (end.outcome as { summary: string }).summary;
    const banner = page.getByRole('banner').locator('.phase');
    await expect.poll(() => banner.textContent(), { timeout: 30_000 }).toContain(strings.game.over(summary));
    await app.shot(`bots-${table.id}-over.png`);
    expect(clicked).toBeGreaterThan(0);
    await finalTable(page, table);
    if (table.id === 'khronos') await playDealAgain(page, table, firstView!);
    console.log(
      `bots e2e ${table.id}: ${clicked} moves by the panel's buttons and ${sent} through the client in ${firstPart.toFixed(1)} s, then ${rest.moves} in the page; ${((Date.now() - started) / 1000).toFixed(1)} s in all: ${summary}`,
    );
  }, 300_000);
});
