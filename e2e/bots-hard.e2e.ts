import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { botFor, botRandom } from '../machines/bots';
import type { ActionInput as Action } from '../models/core/module';
import type { SeatTurn, TestPageGlobals } from '../renderer/app/testHookTypes';
import { strings } from '../renderer/ui/strings';
import { appSession, newHotseatGame } from './session';

// A person plays Khronos against a Hard bot for a few turns, and the page keeps drawing frames while the bot thinks
// (counted with requestAnimationFrame in the page). The person's moves are the Easy policy's, sent through the
// window's own client as the panel would send them. The table is drawn flat (no WebGL), as in e2e/bots.e2e.ts: a
// software-drawn 3D table on a loaded test machine draws a frame a second or less whatever the bot does, and the
// question here is whether the page's main thread stays free while the bot thinks. The rate is compared with the
// page's own rate while nobody is thinking.
const app = appSession(240_000, { extraChromiumArgs: ['--disable-3d-apis'] });
const page = (): Page => app.page;
const HUMAN = 0;

interface FrameGlobals {
  __frames?: number;
}

function turn(p: Page, timeoutMs: number): Promise<SeatTurn> {
  return p.evaluate(([seat, ms]) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.turn(seat, ms), [HUMAN, timeoutMs] as const);
}

describe('a person against a Hard bot', () => {
  it('ENGINE-SEAT-1: a few Khronos turns against a Hard bot, frames keep coming while the bot thinks', async () => {
    const p = page();
    // A retry starts from inside the previous attempt's game: leave it first, as a player would.
    const leave = p.getByRole('button', { name: strings.game.leave });
    if (await leave.isVisible().catch(() => false)) await leave.click({ timeout: 5000 }).catch(() => undefined);
    const dialog = await newHotseatGame(p, 'khronos', ['Ada', 'Bot Hal']);
    await dialog.getByLabel(strings.newGame.kind).nth(1).selectOption('bot');
    await dialog.getByLabel(strings.newGame.level).selectOption('hard');
    await dialog.getByLabel(strings.newGame.botPace).selectOption('instant');
    await dialog.getByRole('button', { name: strings.newGame.start }).click();
    const handOver = p.getByRole('dialog', { name: strings.handOver.title('Ada') });
    for (const end = Date.now() + 90_000; !(await p.locator('.khronos-panel').isVisible()); ) {
      if (Date.now() > end) throw new Error('The Khronos panel did not show.');
      if (await handOver.isVisible().catch(() => false)) await handOver.getByRole('button', { name: strings.handOver.confirm('Ada') }).click({ timeout: 5000 }).catch(() => undefined);
      await p.waitForTimeout(200);
    }
    // A frame counter in the page.
    await p.evaluate(() => {
      const g = globalThis as unknown as FrameGlobals & { requestAnimationFrame(f: () => void): number };
      g.__frames = 0;
      const tick = () => {
        g.__frames! += 1;
        g.requestAnimationFrame(tick);
      };
      g.requestAnimationFrame(tick);
    });
    const frames = () => p.evaluate(() => (globalThis as unknown as FrameGlobals).__frames ?? 0);
    // The page's rate with nobody thinking: the person's turn, before any move.
    await turn(p, 60_000);
    const b0 = await frames();
    await p.waitForTimeout(3000);
    const baseline = ((await frames()) - b0) / 3;
    const policy = botFor('khronos', 'easy')!();
    const random = botRandom('e2e-hard', HUMAN);
    const waits: { ms: number; frames: number }[] = [];
    let myTurns = 0;
    let lastActive = -1;
    for (let guard = 0; guard < 400 && myTurns < 4; guard++) {
      // The bot's stretch: from the person's last move until the seat may act again.
      const f0 = await frames();
      const t0 = Date.now();
      const now = await turn(p, 60_000);
      const ms = Date.now() - t0;
      if (ms > 300) waits.push({ ms, frames: (await frames()) - f0 });
      if (now.outcome || now.legal === null) continue;
      const view = now.view as { turn: number; active: number };
      if (view.turn !== lastActive) {
        lastActive = view.turn;
        myTurns++;
      }
      const action = policy.decide(now.view, now.legal as Action[], random, HUMAN);
      if (!action) continue;
      const result = await p.evaluate(([seat, a, v]) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.act(seat as number, a, v as number), [HUMAN, action, now.version] as const);
      if (!result.ok && result.code !== 'stale') throw new Error(`The host refused ${JSON.stringify(action)}: ${result.message}`);
    }
    await app.shot('bots-hard-khronos.png');
    expect(myTurns).toBeGreaterThanOrEqual(3);
    // The bot thought for a while several times, and the page drew all along: every wait of a second or more saw
    // frames, and the rate while the bot thought is at least a quarter of the page's rate with nobody thinking (a
    // page held up by the search draws none). The bot's thread takes one of a two-core machine's cores: alone the
    // rate was 0.5-0.9 of the idle one, beside another browser test 0.3.
    expect(waits.length).toBeGreaterThan(0);
    const ms = waits.reduce((n, w) => n + w.ms, 0);
    const drawn = waits.reduce((n, w) => n + w.frames, 0);
    const rate = (drawn * 1000) / ms;
    console.log(`bots-hard e2e: ${waits.length} waits for the bot, ${ms} ms in all, ${drawn} frames (${rate.toFixed(1)} a second; ${baseline.toFixed(1)} a second with nobody thinking)`);
    for (const w of waits) if (w.ms >= 1000) expect(w.frames).toBeGreaterThan(0);
    expect(rate).toBeGreaterThan(baseline / 4);
  }, 600_000);
});
