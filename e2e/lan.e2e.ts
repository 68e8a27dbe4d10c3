import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameChoice, seatKinds } from './session';
import { strings } from '../renderer/ui/strings';
import { ensureE2eBuild, launchChromium, resultsDir, startServer, viewport, type Server } from './harness';

// LAN play in real Chromium: page A is the app (the browser shell, as `npm start` serves it) hosting a sandbox game
// with one LAN seat on loopback; page B is a second browser context, like another machine's browser, opening the
// join link the LAN host serves. Loopback is a private address, so the LAN host accepts it; the address list
// offers it only with TESSERA_LAN_ALLOW_LOOPBACK=1 (tests only).
process.env.TESSERA_LAN_ALLOW_LOOPBACK = '1';

let app: { server: Server; browser: Browser; page: Page; errors: string[] };
let staticCopy = '';
let guestBrowser: Browser;
let guest: Page;
const guestErrors: string[] = [];
let joinUrl = '';
let code = '';
const t = strings.lan;
const shot = (page: Page, name: string) => page.screenshot({ path: join(resultsDir, name) });
const logOf = (page: Page) => page.getByRole('region', { name: strings.game.log });
const piecesOf = (page: Page) => page.getByRole('region', { name: strings.pieces.title });

async function placePawn(page: Page, square: string) {
  await piecesOf(page).getByLabel(strings.pieces.destination, { exact: true }).selectOption(square);
  await piecesOf(page).getByRole('button', { name: strings.pieces.take }).click();
}

/** Closes the guest's tab; answers its session storage (the reconnect token), which a browser restores with the tab. */
async function closeGuest(): Promise<string> {
  const saved = await guest.evaluate(() => JSON.stringify((globalThis as unknown as { sessionStorage: Record<string, string> }).sessionStorage));
  await guest.close();
  return saved;
}

/** Reopens the guest's tab at the join link with its restored session storage, and waits for the game. */
async function reopenGuest(saved: string): Promise<void> {
  guest = await guestBrowser.newPage({ viewport });
  guest.setDefaultTimeout(90_000);
  guest.on('pageerror', (err) => guestErrors.push(err.message));
  await guest.addInitScript((storage) => {
    const store = (globalThis as unknown as { sessionStorage: { setItem(k: string, v: string): void } }).sessionStorage;
    for (const [k, v] of Object.entries(JSON.parse(storage) as Record<string, string>)) store.setItem(k, v);
  }, saved);
  await guest.goto(joinUrl);
  await logOf(guest)
    .waitFor({ state: 'visible', timeout: 90_000 })
    .catch(async (e: unknown) => {
      await shot(guest, 'lan-guest-reopen-failed.png');
      throw new Error(`The reopened guest tab did not reach the game: ${(await guest.locator('body').innerText()).slice(0, 300)}`, { cause: e });
    });
}

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true });
  // A private copy of the e2e build: other suites may rebuild dist/renderer-e2e while this one's pages still load
  // chunks from it (through both the app's server and the LAN host).
  staticCopy = mkdtempSync(join(tmpdir(), 'tessera-lan-e2e-'));
  cpSync(await ensureE2eBuild(), staticCopy, { recursive: true });
  const server = await startServer(staticCopy);
  // Both pages draw the flat board (no WebGL): two software-rendered 3D tables on a shared test machine take
  // minutes to answer; the 3D table has its own suites.
  const browser = await launchChromium(['--disable-3d-apis']);
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(server.url);
  app = { server, browser, page, errors };
  // Another browser, as on another machine.
  guestBrowser = await launchChromium(['--disable-3d-apis']);
  guest = await guestBrowser.newPage({ viewport });
  // The test machine is shared: be patient with a loaded CPU rather than flaky.
  guest.setDefaultTimeout(90_000);
  app.page.setDefaultTimeout(90_000);
  guest.on('console', (msg) => msg.type() === 'error' && guestErrors.push(msg.text()));
  guest.on('pageerror', (err) => guestErrors.push(err.message));
}, 180_000);
afterAll(async () => {
  // What each page showed last, for a failed run.
  if (guest) await shot(guest, 'lan-guest-last.png').catch(() => undefined);
  if (app) await shot(app.page, 'lan-host-last.png').catch(() => undefined);
  await guestBrowser?.close().catch(() => undefined);
  await app?.browser.close().catch(() => undefined);
  await app?.server.stop();
  if (staticCopy) rmSync(staticCopy, { recursive: true, force: true });
});

describe('a sandbox game hosted on the LAN and joined from a browser', () => {
  it('hosts: seats with a LAN guest, the loopback address, then a lobby with the code, link and QR code', async () => {
    const { page } = app;
    await page.getByRole('button', { name: strings.menu.host }).click();
    const dialog = page.getByRole('dialog', { name: t.hostTitle });
    await gameChoice(dialog).selectOption('sandbox');
    const names = dialog.getByLabel(strings.newGame.name, { exact: true });
    await names.nth(0).fill('Ada');
    await names.nth(1).fill('Bo');
    const kinds = seatKinds(dialog);
    await expect(kinds.nth(0).inputValue()).resolves.toBe('hotseat');
    await expect(kinds.nth(1).inputValue()).resolves.toBe('lan');
    await shot(page, 'lan-host-seats.png');
    await dialog.getByRole('button', { name: t.next }).click();

    const lobby = page.getByRole('dialog', { name: t.hostTitle });
    const loopback = lobby.getByRole('radio', { name: /127\.0\.0\.1/ });
    await loopback.check();
    await expect(lobby.getByLabel(t.typedAddress).inputValue()).resolves.toBe('127.0.0.1');
    await lobby.getByRole('button', { name: t.startHosting }).click();

    const hosting = page.getByRole('dialog', { name: t.lobbyTitle });
    await hosting.waitFor();
    code = ((await hosting.getByLabel(t.code, { exact: true }).textContent()) ?? '').trim();
    joinUrl = ((await hosting.getByLabel(t.joinLink, { exact: true }).textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(joinUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/\\?join=${code}$`));
    await expect(hosting.getByLabel(t.joinAt, { exact: true }).textContent()).resolves.toBe(new URL(joinUrl).host);
    // The QR code is drawn in the page (a data: URL), not fetched.
    await expect(hosting.getByRole('img', { name: t.qr(joinUrl) }).getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    await hosting.locator('[data-seat="1"][data-state="open"]').waitFor();
    await hosting.getByText(t.waiting(1)).waitFor();
    await shot(page, 'lan-host-lobby.png');
  });

  it('LAN-JOIN-3: the browser guest is told plainly when the code is wrong', async () => {
    // Opened without the code, as a player would type the address.
    await guest.goto(joinUrl.replace(`join=${code}`, 'join='));
    const form = guest.getByRole('dialog', { name: t.guestTitle });
    await form.waitFor();
    await form.locator('[data-seat="1"][data-state="open"]').waitFor();
    await form.getByLabel(t.codeField).fill(code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA');
    await form.getByRole('button', { name: t.join, exact: true }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toContain(t.refused['wrong-code']);
    await shot(guest, 'lan-guest-wrong-code.png');
  });

  it('LAN-JOIN-1: the guest joins with the code and the host sees the seat connected', async () => {
    const form = guest.getByRole('dialog', { name: t.guestTitle });
    await form.getByLabel(t.codeField).fill(code.toLowerCase());
    await form.getByRole('button', { name: t.join, exact: true }).click();
    await logOf(guest).waitFor({ state: 'visible', timeout: 90_000 });
    await expect(guest.evaluate(() => Object.keys((globalThis as unknown as { sessionStorage: Record<string, string> }).sessionStorage).some((k) => k.startsWith('tessera-lan-token:')))).resolves.toBe(true);

    const { page } = app;
    const hosting = page.getByRole('dialog', { name: t.lobbyTitle });
    await hosting.locator('[data-seat="1"][data-state="connected"]').waitFor({ timeout: 60_000 });
    await hosting.getByText(t.everyoneIn).waitFor();
    await shot(page, 'lan-host-lobby-joined.png');
    await hosting.getByRole('button', { name: t.start }).click();
    await logOf(page).waitFor({ state: 'visible', timeout: 90_000 });
  });

  it('LAN-PLAY-1: each side moves and sees the other side’s move in its log', async () => {
    const { page } = app;
    await placePawn(page, 'sq-2-2');
    await logOf(page).getByText('Ada placed a pawn from the supply on sq-2-2.').waitFor();
    await logOf(guest).getByText('Ada placed a pawn from the supply on sq-2-2.').waitFor({ timeout: 60_000 });

    await placePawn(guest, 'sq-5-5');
    await logOf(guest).getByText('Bo placed a pawn from the supply on sq-5-5.').waitFor();
    await logOf(page).getByText('Bo placed a pawn from the supply on sq-5-5.').waitFor({ timeout: 60_000 });
    // Both tables hold both pawns.
    await piecesOf(guest).getByText(/pawn of Ada on sq-2-2/).waitFor();
    await piecesOf(page).getByText(/pawn of Bo on sq-5-5/).waitFor();
    await page.getByRole('status').filter({ hasText: t.statusHost(code) }).waitFor();
    await shot(page, 'lan-host-game.png');
    await shot(guest, 'lan-guest-game.png');
  });

  it('LAN-DROP-2: a reloaded guest page takes its seat back with its token, without the code', async () => {
    await guest.reload();
    await logOf(guest).waitFor({ state: 'visible', timeout: 90_000 });
    await logOf(guest).getByText('Bo placed a pawn from the supply on sq-5-5.').waitFor();
    await app.page.locator('.lan-bar [data-seat="1"][data-state="connected"]').waitFor({ timeout: 60_000 });
  });

  it('LAN-DROP-1 LAN-DROP-2: the guest page closes; the host lets a bot play the seat; the reopened page takes it back', async () => {
    const { page } = app;
    const bar = page.locator('.lan-bar');
    const byBo = () => logOf(page).locator('li', { hasText: 'Bo ' }).count();
    const saved = await closeGuest();
    await bar.locator('[data-seat="1"][data-state="dropped"]').waitFor({ timeout: 60_000 });
    await page.getByRole('banner').getByText(strings.game.paused, { exact: false }).waitFor({ timeout: 30_000 });
    await shot(page, 'lan-host-guest-away.png');

    // The host chooses a bot for the empty seat: the game goes on and the bot moves for Bo.
    const before = await byBo();
    await bar.getByLabel(t.whileAway('Bo')).selectOption('bot');
    await expect.poll(byBo, { timeout: 60_000, interval: 250 }).toBeGreaterThan(before + 1);
    await expect(page.getByRole('banner').textContent()).resolves.not.toContain(strings.game.paused);
    await shot(page, 'lan-host-bot-plays.png');

    // The guest reopens the tab: it takes seat 2 back with its token, and the bot stops.
    await reopenGuest(saved);
    await bar.locator('[data-seat="1"][data-state="connected"]').waitFor({ timeout: 60_000 });
    const atReturn = await byBo();
    await page.waitForTimeout(3000); // several bot paces (0.8 s each)
    expect(await byBo()).toBe(atReturn);
    await placePawn(guest, 'sq-6-6');
    await logOf(page).getByText('Bo placed a pawn from the supply on sq-6-6.').waitFor({ timeout: 60_000 });
    await shot(guest, 'lan-guest-back.png');
  });

  it('LAN-DROP-2: "play it myself": the host window plays the away seat, and gives it back when the guest returns', async () => {
    const { page } = app;
    const bar = page.locator('.lan-bar');
    const saved = await closeGuest();
    await bar.locator('[data-seat="1"][data-state="dropped"]').waitFor({ timeout: 60_000 });
    await bar.getByLabel(t.whileAway('Bo')).selectOption('host');
    // The window now holds Bo's seat beside Ada's: the host switches to it (through the hand-over screen if shown).
    const switcher = page.getByRole('combobox', { name: strings.game.seatSwitcher, exact: true });
    await switcher.waitFor({ timeout: 60_000 });
    await switcher.selectOption('1');
    const handOver = page.getByRole('dialog', { name: strings.handOver.title('Bo') });
    if (await handOver.isVisible().catch(() => false)) await handOver.getByRole('button', { name: strings.handOver.confirm('Bo') }).click();
    await placePawn(page, 'sq-7-7');
    await logOf(page).getByText('Bo placed a pawn from the supply on sq-7-7.').waitFor({ timeout: 60_000 });
    await shot(page, 'lan-host-plays-guest-seat.png');

    // The guest is back: the window gives the seat up (no seat switcher), and the guest sees the host's move for it.
    await reopenGuest(saved);
    await bar.locator('[data-seat="1"][data-state="connected"]').waitFor({ timeout: 60_000 });
    await switcher.waitFor({ state: 'hidden', timeout: 60_000 });
    await logOf(guest).getByText('Bo placed a pawn from the supply on sq-7-7.').waitFor({ timeout: 60_000 });
    await piecesOf(guest).getByText(/pawn of Bo on sq-7-7/).waitFor();
  });

  it('LAN-KICK-1: the host removes the guest, who is told so, and the seat opens again', async () => {
    const { page } = app;
    await page.locator('.lan-bar').getByRole('button', { name: t.kick('Bo') }).click();
    const form = guest.getByRole('dialog', { name: t.guestTitle });
    await form.getByRole('alert').getByText(t.kicked).waitFor({ timeout: 60_000 });
    await page.locator('.lan-bar [data-seat="1"][data-state="open"]').waitFor({ timeout: 60_000 });
    await shot(guest, 'lan-guest-kicked.png');
    for (const errors of [app.errors, guestErrors]) expect(errors.filter((e) => /Content Security Policy|Refused to connect/i.test(e))).toEqual([]);
  });
});
