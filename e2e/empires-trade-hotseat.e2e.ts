import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeatTurn, TestPageGlobals } from '../renderer/app/testHookTypes';
import { empiresStrings as et } from '../renderer/ui/catalogue/empires';
import { strings } from '../renderer/ui/strings';
import { appSession, newHotseatGame } from './session';

// A hotseat Mega Empires game on one screen (ME-TCARD-7, ME-TRADEX): everyone banks 45 treasury, buys three cards of
// stack 9 in the purchase panel, then Ada offers Bo three cards at the trade desk; the window goes to Bo only through
// his hand-over screen, he answers, Ada accepts behind hers, and everyone says done. Screenshots in test-results/.
const app = appSession();
const { shot, log } = app;
const tt = strings.empiresTrade;
const names = ['Ada', 'Bo', 'Cy'];
const desk = () => app.page.getByRole('region', { name: tt.desk });
const purchases = () => app.page.getByRole('region', { name: tt.purchases });
const hook = (page: Page) => page.evaluate(() => Boolean((globalThis as unknown as TestPageGlobals).__tessera?.game));

async function act(seat: number, action: object): Promise<{ ok: boolean; code?: string; message?: string }> {
  for (let i = 0; ; i++) {
    const r = await app.page.evaluate(([s, a]) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.act(s as number, a), [seat, action] as const);
    if (r.ok || r.code !== 'stale' || i >= 20) return r;
    await app.page.waitForTimeout(200);
  }
}
const viewOf = async (seat: number) => (await app.page.evaluate((s) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.turn(s, 0), seat) as SeatTurn).view as {
  phase: string;
  done: number[];
  purchase: { buyer: number | null } | null;
  players: { hand?: { id: string; label: string }[] | null }[];
};

/** Seats `s` at the window: through the seat switcher, or the turn follows by itself (and the hand-over screen). */
async function seat(s: number) {
  const { page } = app;
  for (let i = 0; i < 300; i++) {
    const handOver = page.getByRole('dialog', { name: strings.handOver.title(names[s]) });
    if ((await handOver.count()) > 0) await handOver.getByRole('button', { name: strings.handOver.confirm(names[s]) }).click({ timeout: 2000 }).catch(() => undefined);
    if ((await page.getByRole('listitem', { name: names[s] }).getByText(strings.game.you).count()) > 0) return;
    const switcher = page.getByLabel(strings.game.seatSwitcher);
    if (await switcher.isVisible().catch(() => false)) await switcher.selectOption(String(s), { timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(200);
  }
  throw new Error(`${names[s]} never got the window`);
}

async function seeLog(text: string | RegExp) {
  try {
    await log().getByText(text).last().waitFor({ timeout: 60_000 });
  } catch (e) {
    await shot('empires-trade-hotseat-failure.png');
    throw e;
  }
}

/** Checks a side's cards at the desk (all of the seat's hand) and sends it; the two names stay as preselected. */
async function giveAll(side: ReturnType<typeof desk>, hand: { label: string }[], submit: string) {
  const taken = new Map<string, number>();
  for (const c of hand) {
    const n = taken.get(c.label) ?? 0;
    taken.set(c.label, n + 1);
    await side.locator('label', { hasText: c.label }).nth(n).locator('input').check();
  }
  await side.getByRole('button', { name: submit }).click();
}

describe('hotseat trade in Mega Empires', () => {
  it('ME-TCARD-7: everyone banks treasury and buys three cards of stack 9 in the purchase panel', async () => {
    const { page } = app;
    const dialog = await newHotseatGame(page, 'empires', names);
    await dialog.getByRole('button', { name: /^Show the variant/ }).click();
    await dialog.getByLabel('Phases 1 to 5', { exact: true }).selectOption('manual');
    await dialog.getByRole('button', { name: strings.newGame.start }).click();
    await page.getByRole('region', { name: et.boardEdits }).waitFor({ state: 'visible', timeout: 180_000 });
    expect(await hook(page)).toBe(true);
    for (const s of [0, 1, 2]) expect((await act(s, { type: 'treasury', delta: 45 })).ok).toBe(true);
    // Phases 1-5 by hand: everyone says done through the window's client.
    for (let i = 0; i < 10; i++) {
      const view = await viewOf(0);
      if (view.phase === 'trade-card-acquisition') break;
      for (const s of [0, 1, 2]) if (!view.done.includes(s)) await act(s, { type: 'phase-done' });
      await expect.poll(async () => (await viewOf(0)).phase, { timeout: 30_000 }).not.toBe(view.phase);
    }
    for (let k = 0; k < 3; k++) {
      const buyer = (await viewOf(0)).purchase!.buyer!;
      await seat(buyer);
      for (let n = 0; n < 3; n++) {
        await purchases().getByRole('button', { name: tt.buy(9, 15) }).click();
        // After the third card the window goes on to the next buyer behind a hand-over screen: read the hand, not the log.
        await expect.poll(async () => (await viewOf(buyer)).players[buyer].hand!.length, { timeout: 30_000 }).toBe(n + 1);
        if (n === 0) await seeLog(new RegExp(`${names[buyer]} buys a card from stack 9 for 15\\.`));
        if (k === 0 && n === 0) await shot('empires-trade-hotseat-purchases.png');
      }
    }
    await seeLog('Trading is open for 10 minutes, or until everyone is done.');
  }, 600_000);

  it('ME-TRADEX-5 / ME-TRADEX-7: Ada offers, Bo answers behind his hand-over screen, Ada accepts: one deal', async () => {
    const { page } = app;
    await seat(0);
    const adaHand = (await viewOf(0)).players[0].hand!;
    await desk().getByLabel(tt.partner).selectOption('1');
    await giveAll(desk().locator('.empires-side').last(), adaHand, tt.sendOffer);
    await seeLog('Ada offers Bo a trade of 3 cards.');
    await shot('empires-trade-hotseat-offer.png');
    // Ada's window never shows Bo's hand: the private panel and the desk are Ada's only.
    await expect(page.getByRole('region', { name: strings.privatePanel.title('Bo') }).count()).resolves.toBe(0);
    await seat(1);
    const incoming = desk().locator('.offer.incoming');
    await incoming.getByText(tt.faceDown(1)).waitFor({ timeout: 30_000 });
    await shot('empires-trade-hotseat-incoming.png');
    const boHand = (await viewOf(1)).players[1].hand!;
    await giveAll(incoming.locator('.empires-side').first(), boHand, tt.sendAnswer);
    await seeLog("Bo answers Ada's offer with 3 cards.");
    await seat(0);
    await desk().getByRole('button', { name: tt.accept }).click();
    await seeLog('Ada and Bo trade 3 cards for 3 cards.');
    const after = (await viewOf(0)).players[0].hand!.map((c) => c.id).sort();
    expect(after).toEqual(boHand.map((c) => c.id).sort());
    await shot('empires-trade-hotseat-deal.png');
  }, 300_000);

  it('ME-TRADEX-1: Ada and Bo say done; with only Cy left to trade with nobody, the session closes', async () => {
    for (const s of [0, 1]) {
      await seat(s);
      await desk().getByRole('button', { name: tt.doneTrading }).click();
      // The window goes on to a seat still to act behind its hand-over screen; the log is read from there.
      await seat(s + 1);
      await seeLog(`${names[s]} is done trading.`);
    }
    await seeLog('Trading is over after 1 deal.');
    await shot('empires-trade-hotseat-closed.png');
    expect(app.errors).toEqual([]);
  }, 300_000);
});
