import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strings } from '../renderer/ui/strings';
import { ensureE2eBuild, launchChromium, repoRoot, resultsDir, startServer, viewport, type Server } from './harness';
import { loadSavedGame, visible } from './session';

// A Mega Empires trade over the LAN in real Chromium (ME-TRADEX, ME-CALX): the host's page opens a saved game
// (e2e/fixtures/empires-lan-trade-fixture.ts: Ada at the host, Bo a LAN guest, Cy a bot, saved as phase 7's trade
// session opens, Ada holding Piracy/Raid) and hosts it; a second browser joins as Bo. Each trades from its own
// window: Ada offers two named cards with the calamity hidden, Bo answers, Ada accepts; Bo is done, the session
// closes, and in phase 9 the calamity strikes Bo: pirates take his coastal city. Both pages draw the flat board.
process.env.TESSERA_LAN_ALLOW_LOOPBACK = '1';

const t = strings.lan;
const tt = strings.empiresTrade;
const fixture = join(repoRoot, 'e2e', 'fixtures', 'empires-lan-trade.tessera');
let server: Server;
let staticCopy = '';
let hostBrowser: Browser;
let guestBrowser: Browser;
let host: Page;
let guest: Page;
const errors: string[] = [];
const shot = (page: Page, name: string) => page.screenshot({ path: join(resultsDir, name) });
const logOf = (page: Page) => page.getByRole('region', { name: strings.game.log });
const deskOf = (page: Page) => page.getByRole('region', { name: tt.desk });
const handOf = (page: Page) => page.getByRole('region', { name: tt.handPanel });
/** The page's text and markup: what a player (or the page's code) could read there. */
const html = (page: Page) => page.content();

async function seeInBoth(text: string): Promise<void> {
  for (const page of [host, guest]) await logOf(page).getByText(text).last().waitFor({ timeout: 60_000 });
}

/** Ticks the cards with these labels in a side picker, in this order (the first two are the ones named). */
async function pick(side: Locator, labels: readonly string[]): Promise<void> {
  const taken = new Map<string, number>();
  for (const label of labels) {
    const n = taken.get(label) ?? 0;
    taken.set(label, n + 1);
    await side.locator('label', { hasText: label }).nth(n).locator('input').check();
  }
}

beforeAll(async () => {
  mkdirSync(resultsDir, { recursive: true });
  // A private copy of the e2e build, served both by the app's server and by the LAN host (see lan.e2e.ts).
  staticCopy = mkdtempSync(join(tmpdir(), 'tessera-lan-trade-e2e-'));
  cpSync(await ensureE2eBuild(), staticCopy, { recursive: true });
  server = await startServer(staticCopy);
  [hostBrowser, guestBrowser] = await Promise.all([launchChromium(['--disable-3d-apis']), launchChromium(['--disable-3d-apis'])]);
  host = await hostBrowser.newPage({ viewport });
  guest = await guestBrowser.newPage({ viewport });
  for (const page of [host, guest]) {
    page.setDefaultTimeout(60_000);
    page.on('pageerror', (err) => errors.push(err.message));
  }
  await host.goto(server.url);
}, 180_000);
afterAll(async () => {
  if (guest) await shot(guest, 'empires-lan-trade-guest-last.png').catch(() => undefined);
  if (host) await shot(host, 'empires-lan-trade-host-last.png').catch(() => undefined);
  await guestBrowser?.close().catch(() => undefined);
  await hostBrowser?.close().catch(() => undefined);
  await server?.stop();
  if (staticCopy) rmSync(staticCopy, { recursive: true, force: true });
});

describe('a Mega Empires trade between the host and a browser guest', () => {
  it('LAN-JOIN-1: the host opens the saved game, hosts it, and Bo joins from his browser', async () => {
    await loadSavedGame(host, fixture);
    // A game with a LAN seat goes to the host lobby rather than to the table.
    const lobby = host.getByRole('dialog', { name: t.hostTitle });
    await lobby.getByRole('radio', { name: /127\.0\.0\.1/ }).check();
    await lobby.getByRole('button', { name: t.startHosting }).click();
    const hosting = host.getByRole('dialog', { name: t.lobbyTitle });
    await hosting.waitFor();
    const joinUrl = ((await hosting.getByLabel(t.joinLink, { exact: true }).textContent()) ?? '').trim();
    await guest.goto(joinUrl);
    const form = guest.getByRole('dialog', { name: t.guestTitle });
    await form.getByRole('button', { name: t.join, exact: true }).click();
    await logOf(guest).waitFor({ state: 'visible', timeout: 90_000 });
    await hosting.getByText(t.everyoneIn).waitFor();
    await hosting.getByRole('button', { name: t.start }).click();
    // Ada's cards are secret: her window may first ask who sits at it.
    const handOver = host.getByRole('dialog', { name: strings.handOver.title('Ada') });
    await Promise.race([handOver.waitFor(), deskOf(host).waitFor()]);
    if (await visible(handOver)) await handOver.getByRole('button', { name: strings.handOver.confirm('Ada') }).click();
    await deskOf(host).waitFor();
    await deskOf(guest).waitFor();
    // Each window shows its own hand only.
    await handOf(host).getByText('Piracy', { exact: false }).waitFor();
    expect(await html(guest)).not.toContain('Piracy');
    expect(await html(host)).not.toContain('Hides');
    // Flax is Ada's card she never offers: Bo's page shows it at no time (checked again after each step).
    expect(await html(guest)).not.toContain('Flax');
  }, 180_000);

  it('ME-TRADEX-5 / ME-TRADEX-7: Ada offers with the calamity hidden, Bo sees only the declaration and answers, Ada accepts', async () => {
    // Ada: Silk and Pearls named, Piracy/Raid among them unnamed.
    const offer = deskOf(host).locator('.empires-side').last();
    await pick(offer, ['Silk', 'Pearls', 'Piracy']);
    await offer.getByRole('button', { name: tt.sendOffer }).click();
    await seeInBoth('Ada offers Bo a trade of 3 cards.');

    // Bo's window: the two declared cards face up, the third face down; the calamity's name is nowhere on his page.
    const incoming = deskOf(guest).locator('.offer.incoming');
    await incoming.getByText(`${tt.declared(3, 'Silk', 'Pearls')} · ${tt.faceDown(1)}`).waitFor();
    expect(await html(guest)).not.toContain('Piracy');
    await shot(guest, 'empires-lan-trade-guest-offer.png');
    // Bo answers with Pearls and Silk named and his Hides unnamed.
    const answer = incoming.locator('.empires-side');
    await pick(answer, ['Pearls', 'Silk', 'Hides']);
    await answer.getByRole('button', { name: tt.sendAnswer }).click();
    await seeInBoth("Bo answers Ada's offer with 3 cards.");

    // Ada's window: Bo's declaration, his third card face down; "Hides" appears nowhere on her page before the deal.
    const outgoing = deskOf(host).locator('.offer.outgoing');
    await outgoing.getByText(`${tt.declared(3, 'Pearls', 'Silk')} · ${tt.faceDown(1)}`).waitFor();
    expect(await html(host)).not.toContain('Hides');
    await expect(host.getByRole('region', { name: strings.privatePanel.title('Bo') }).count()).resolves.toBe(0);
    await shot(host, 'empires-lan-trade-host-answered.png');
    await outgoing.getByRole('button', { name: tt.accept }).click();
    await seeInBoth('Ada and Bo trade 3 cards for 3 cards.');

    // The deal shows each side what it received: Bo's hand (in his window only) now holds the calamity.
    await handOf(guest).locator('.calamities').getByText('Piracy', { exact: false }).waitFor();
    await handOf(host).getByText('Hides', { exact: false }).waitFor();
    expect(await handOf(host).textContent()).not.toContain('Piracy');
    expect(await html(guest)).not.toContain('Flax');
    await shot(guest, 'empires-lan-trade-guest-deal.png');
  }, 120_000);

  it('ME-TRADEX-1 / ME-CALX-2 / ME-CALX-25: Bo is done, the session closes, and in phase 9 pirates take his coastal city', async () => {
    const city = (page: Page) => page.locator('[data-piece="city-sirwah"]');
    const colourBefore = await city(guest).getAttribute('fill');
    await deskOf(guest).getByRole('button', { name: tt.doneTrading }).click();
    await seeInBoth('Bo is done trading.');
    // Cy (a bot without cards) was done from the start: with Ada alone left to trade, the session is over.
    await seeInBoth('Trading is over after 1 deal.');
    await seeInBoth('Bo holds 1 calamity.');
    await seeInBoth('Bo is struck by Piracy/Raid; beneficiary Cy.');
    await seeInBoth("Pirates seize Bo's city in Sirwah.");
    // On Bo's table his city in Sirwah is now the pirates' (drawn without a player's colour).
    await expect.poll(() => city(guest).getAttribute('fill'), { timeout: 30_000 }).not.toBe(colourBefore);
    await expect(city(host).getAttribute('fill')).resolves.toBe(await city(guest).getAttribute('fill'));
    await shot(guest, 'empires-lan-trade-guest-piracy.png');
    await shot(host, 'empires-lan-trade-host-piracy.png');
    expect(await html(guest)).not.toContain('Flax');
    expect(errors).toEqual([]);
  }, 120_000);
});
