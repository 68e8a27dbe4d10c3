import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../models/khronos/random-game';
import type { DrawnScene, SeatTurn, TestPageGlobals } from '../renderer/app/testHookTypes';
import { empiresStrings as et } from '../renderer/ui/catalogue/empires';
import { strings } from '../renderer/ui/strings';
import { repoRoot } from './harness';
import { appSession, loadSavedGame, newHotseatGame, visible } from './session';

// What a player sees, followed through the screen (issue 16, items 1, 2, 4 and 12): hotseat privacy when seats
// change in a phase where everyone acts, an Undo button that says what the U key does, the results screen at the end
// of a game, and a replay that draws the table the players saw at each step.
const app = appSession();
const { shot, log } = app;
const hook = (page: Page) => page.evaluate(() => Boolean((globalThis as unknown as TestPageGlobals).__tessera?.game));

/** Acts for a seat through the window's client; again when that seat's view was a step behind (a 'stale' answer). */
async function act(seat: number, action: object): Promise<{ ok: boolean; code?: string; message?: string }> {
  for (let i = 0; ; i++) {
    const r = await app.page.evaluate(([s, a]) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.act(s as number, a), [seat, action] as const);
    if (r.ok || r.code !== 'stale' || i >= 20) {
      if (!r.ok) console.log(`seat ${seat} ${JSON.stringify(action)} refused: ${r.code} ${r.message}`);
      return r;
    }
    await app.page.waitForTimeout(200);
  }
}
async function turnOf(seat: number): Promise<SeatTurn> {
  return app.page.evaluate((s) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.turn(s, 0), seat);
}
/** What the 3D table draws now (pieces of the shared layer, named meshes of the module's layer). */
async function drawn(): Promise<DrawnScene | null> {
  return app.page.evaluate(() => (globalThis as unknown as TestPageGlobals).__tessera?.table?.drawn?.() ?? null);
}
/** The Khronos part of a drawn scene: the tiles per kind, their cubes, the domain outlines, and the pawns. */
function khronosPart(scene: DrawnScene | null) {
  const meshes = Object.fromEntries(Object.entries(scene?.meshes ?? {}).filter(([name]) => name.startsWith('khronos-')));
  return { meshes, pieces: scene?.pieces ?? [] };
}
const tiles = (part: ReturnType<typeof khronosPart>) => Object.entries(part.meshes).filter(([n]) => !['khronos-cubes', 'khronos-domains', 'khronos-pick'].includes(n)).reduce((t, [, n]) => t + n, 0);

/** The drawn scene once it stops changing (the layer settles after a step). */
async function settled(): Promise<ReturnType<typeof khronosPart>> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = khronosPart(await drawn());
    const key = JSON.stringify(now);
    if (key === last && tiles(now) > 0) return now;
    last = key;
    await app.page.waitForTimeout(500);
  }
  return khronosPart(await drawn());
}

const privateOf = (name: string) => app.page.getByRole('region', { name: strings.privatePanel.title(name) });
const handOver = (name: string) => app.page.getByRole('dialog', { name: strings.handOver.title(name) });
const switcher = () => app.page.getByLabel(strings.game.seatSwitcher, { exact: true });
const undoButton = () => app.page.getByRole('banner').getByRole('button', { name: strings.game.undo });
const board = () => app.page.getByRole('region', { name: et.boardEdits });
const names = ['Ada', 'Bo', 'Cy'];

/** Brings seat `s` to the window as a player would: the seat switcher if needed, then its hand-over screen. */
async function takeSeat(s: number) {
  const { page } = app;
  for (let i = 0; i < 200; i++) {
    if ((await page.getByRole('listitem', { name: names[s] }).getByText(strings.game.you).count()) > 0 && !(await visible(page.locator('.hand-over')))) return;
    const dialog = handOver(names[s]);
    if (await visible(dialog)) await dialog.getByRole('button', { name: strings.handOver.confirm(names[s]) }).click({ timeout: 5000 }).catch(() => undefined);
    else if (await visible(switcher())) await switcher().selectOption(String(s), { timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
  throw new Error(`${names[s]} never got the window`);
}

/** Clicks somewhere neutral so a key press goes to the window, not to a field. */
async function focusWindow() {
  await app.page.getByRole('banner').locator('.phase').click();
}

describe('hotseat Mega Empires when everyone may act', () => {
  it('after "Phase done" the next seat is shown only behind its hand-over screen; the seat switcher too', async () => {
    const { page } = app;
    const dialog = await newHotseatGame(page, 'empires', names);
    // Phases 1-5 by hand (the house-rules option): several seats may act at once, which is what this test is about.
    await dialog.getByRole('button', { name: /^Show the variant/ }).click();
    await dialog.getByLabel('Phases 1 to 5', { exact: true }).selectOption('manual');
    // Phases 6 to 10 by hand too: the hand test below draws its cards one by one from chosen stacks.
    await dialog.getByLabel('Phases 6 to 10', { exact: true }).selectOption('manual');
    await dialog.getByRole('button', { name: strings.newGame.start }).click();
    await board().waitFor({ state: 'visible', timeout: 180_000 });
    await takeSeat(0);
    await expect(page.getByRole('banner').textContent()).resolves.toContain(strings.game.everyone);
    await privateOf('Ada').waitFor();
    // Ada is done with the phase: the window is handed to Bo, and shows nobody's private panel until Bo says so.
    await board().getByRole('button', { name: et.phaseDone }).click();
    await handOver('Bo').waitFor({ timeout: 30_000 });
    await shot('player-view-empires-hand-over.png');
    for (const n of names) await expect(privateOf(n).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: et.boardEdits }).count()).resolves.toBe(0);
    await handOver('Bo').getByRole('button', { name: strings.handOver.confirm('Bo') }).click();
    await privateOf('Bo').waitFor();
    await expect(privateOf('Ada').count()).resolves.toBe(0);

    // The seat switcher asks for Cy: only Cy's hand-over screen shows, Bo's panel goes, Cy's waits for Cy.
    await switcher().selectOption('2');
    await handOver('Cy').waitFor({ timeout: 30_000 });
    for (const n of names) await expect(privateOf(n).count()).resolves.toBe(0);
    await handOver('Cy').getByRole('button', { name: strings.handOver.confirm('Cy') }).click();
    await privateOf('Cy').waitFor();
    await expect(privateOf('Bo').count()).resolves.toBe(0);
    // Back to Ada, who is done: the switcher still goes through Ada's hand-over screen.
    await switcher().selectOption('0');
    await handOver('Ada').waitFor({ timeout: 30_000 });
    await expect(privateOf('Cy').count()).resolves.toBe(0);
    await handOver('Ada').getByRole('button', { name: strings.handOver.confirm('Ada') }).click();
    await privateOf('Ada').waitFor();
  }, 300_000);

  it('the Undo button is enabled exactly when U undoes, for the second and third players too', async () => {
    const { page } = app;
    for (const s of [1, 2]) {
      await takeSeat(s);
      await expect(undoButton().isEnabled()).resolves.toBe(false);
      const before = await log().locator('li').count();
      await board().getByLabel(et.count).fill('5');
      await board().getByRole('button', { name: et.toTreasury, exact: true }).click();
      await log().getByText(new RegExp(`${names[s]}: moved 5 .*treasury`)).last().waitFor({ timeout: 60_000 });
      await expect.poll(() => undoButton().isEnabled(), { timeout: 30_000 }).toBe(true);
      await shot(`player-view-empires-undo-${names[s]}.png`);
      // Bo takes it back with the U key, Cy with the button: both say the same.
      if (s === 1) {
        await focusWindow();
        await page.keyboard.press('u');
      } else await undoButton().click();
      await log().getByText(`${names[s]} took back their last action.`).waitFor({ timeout: 30_000 });
      await expect.poll(() => undoButton().isEnabled(), { timeout: 30_000 }).toBe(false);
      // Nothing left to undo: U does nothing either.
      const after = await log().locator('li').count();
      expect(after).toBeGreaterThan(before);
      await focusWindow();
      await page.keyboard.press('u');
      await page.waitForTimeout(1500);
      await expect(log().locator('li').count()).resolves.toBe(after);
    }
  }, 300_000);

  it('with trade cards in hand, no other seat\u2019s card is in the page until its hand-over is confirmed', async () => {
    const { page } = app;
    expect(await hook(page)).toBe(true);
    // To the trade card acquisition phase quickly: each seat says "Phase done" through the window's client.
    const phase = async () => ((await turnOf(0)).view as { phase: string; done: number[] });
    for (let i = 0; i < 10; i++) {
      const view = await phase();
      if (view.phase === 'trade-card-acquisition') break;
      for (const s of [0, 1, 2]) if (!view.done.includes(s)) expect((await act(s, { type: 'phase-done' })).ok).toBe(true);
      await expect.poll(async () => (await phase()).phase, { timeout: 30_000 }).not.toBe(view.phase);
    }
    await expect(phase()).resolves.toMatchObject({ phase: 'trade-card-acquisition', done: [] });
    // Each seat draws from stacks of its own, so each holds cards nobody else holds.
    for (const s of [0, 1, 2]) for (const stack of [s + 1, s + 4, s + 7]) expect((await act(s, { type: 'draw-card', stack })).ok).toBe(true);
    const hands: string[][] = [];
    for (const s of [0, 1, 2]) hands.push(((await turnOf(s)).view as { players: { hand?: { label: string }[] }[] }).players[s].hand!.map((c) => c.label));
    const own = hands.map((h, s) => h.filter((label) => hands.every((other, o) => o === s || !other.includes(label))));
    for (const o of own) expect(o.length).toBeGreaterThan(0);
    const inPage = async () => {
      const html = await page.content();
      return own.map((labels) => labels.some((l) => html.includes(l)));
    };

    await takeSeat(0);
    await privateOf('Ada').getByText(own[0][0]).first().waitFor();
    await expect(inPage()).resolves.toEqual([true, false, false]);
    await board().getByRole('button', { name: et.phaseDone }).click();
    await handOver('Bo').waitFor({ timeout: 30_000 });
    await expect(inPage()).resolves.toEqual([false, false, false]);
    await shot('player-view-empires-cards-hand-over.png');
    await handOver('Bo').getByRole('button', { name: strings.handOver.confirm('Bo') }).click();
    await privateOf('Bo').getByText(own[1][0]).first().waitFor();
    await expect(inPage()).resolves.toEqual([false, true, false]);
    // The switcher cannot show Cy's cards to Bo: Cy's hand-over comes first, with no cards in the page.
    await switcher().selectOption('2');
    await handOver('Cy').waitFor({ timeout: 30_000 });
    await expect(inPage()).resolves.toEqual([false, false, false]);
    await handOver('Cy').getByRole('button', { name: strings.handOver.confirm('Cy') }).click();
    await privateOf('Cy').getByText(own[2][0]).first().waitFor();
    await expect(inPage()).resolves.toEqual([false, false, true]);
    await shot('player-view-empires-cy-cards.png');
  }, 300_000);
});

describe('a Khronos game to its end: the results screen, and the replay draws the table that was played', () => {
  const players = [
    { seat: 0, name: 'Di', color: 'blue' as const },
    { seat: 1, name: 'Ed', color: 'orange' as const },
  ];
  const game = playRandomGame('player-view-1', players);
  // Loaded a few moves before the end of turn 7; the rest is played in the window.
  const cut = game.actions.length - 8;
  let atCut: ReturnType<typeof khronosPart>;
  let atEnd: ReturnType<typeof khronosPart>;

  it('KH-END-1 / KH-END-2: plays the last moves, and the results screen names the winner, charts the Ecus and lists the figures', async () => {
    const { page } = app;
    const file = {
      format: 'tessera-game',
      version: 1,
      gameId: 'player-view-khronos',
      module: 'khronos',
      options: game.options,
      players: players.map((p) => ({ ...p, kind: 'hotseat' })),
      seed: game.seed,
      createdAt: new Date().toISOString(),
      actions: game.actions.slice(0, cut).map((a, index) => ({ index, seat: a.seat, action: a.action })),
      chat: [],
    };
    await loadSavedGame(page, file);
    await page.locator('.hand-over [role="dialog"], .khronos-panel').first().waitFor({ timeout: 120_000 });
    const confirm = page.locator('.hand-over [role="dialog"] button.primary');
    if (await visible(confirm)) await confirm.click();
    await page.locator('canvas').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => typeof (globalThis as unknown as TestPageGlobals).__tessera?.table?.drawn === 'function', undefined, { timeout: 60_000 });
    atCut = await settled();
    // The tiles of the game stand on the table, the printed Hamlets among them.
    expect(atCut.meshes['khronos-hamlet'] ?? 0).toBeGreaterThan(0);
    expect(tiles(atCut)).toBeGreaterThan(5);

    // Both seats finish the game with the module's bot policy, through the window's own client.
    const [a, b] = await page.evaluate(
      (ms) => Promise.all([0, 1].map((s) => (globalThis as unknown as TestPageGlobals).__tessera!.game!.autoplay(s, `player-view-${s}`, ms))),
      150_000,
    );
    expect(a.refused.concat(b.refused)).toEqual([]);
    expect(a.over && b.over).toBe(true);
    const outcome = (await turnOf(0)).outcome as { winners: number[]; summary: string; scores: Record<number, number> };

    const results = page.getByRole('dialog', { name: strings.results.title });
    await results.waitFor({ timeout: 60_000 });
    const winners = outcome.winners.map((s) => players[s].name).join(strings.results.and);
    await results.getByText(outcome.winners.length > 1 ? strings.results.winners(winners) : strings.results.winner(winners)).waitFor();
    // What decided: the score alone, or the tiebreak by name.
    const level = Object.values(outcome.scores).filter((v) => v === Math.max(...Object.values(outcome.scores))).length > 1;
    await results.getByText(level ? /share the victory|most buildings/ : strings.results.noTiebreak).waitFor({ timeout: 30_000 });
    // The chart: one line per player, one point per turn (1 to 7), in the players' colours.
    const chart = results.getByRole('img', { name: strings.results.chartLabel(strings.results.score.khronos) });
    await chart.waitFor();
    await expect(chart.locator('polyline').count()).resolves.toBe(2);
    for (const s of [0, 1]) await expect(chart.locator(`[data-seat="${s}"] circle`).count()).resolves.toBe(7);
    // The figures: each player's Ecus as the game counted them, and the buildings per board.
    const table = results.getByRole('table', { name: strings.results.figures });
    for (const header of [strings.results.score.khronos, ...Object.values(strings.results.figure.khronos)]) await table.getByRole('columnheader', { name: header }).waitFor();
    for (const p of players) {
      const row = table.getByRole('row', { name: p.name });
      await expect(row.locator('td').first().textContent()).resolves.toBe(String(outcome.scores[p.seat]));
    }
    await page.waitForTimeout(1000);
    await shot('player-view-khronos-results.png');
    atEnd = await settled();
    expect(tiles(atEnd)).toBeGreaterThan(0);
  }, 400_000);

  it('KH-BLD-1: the replay opened from the results draws, at each step and for each "Seen by", the tiles drawn in play', async () => {
    const { page } = app;
    const results = page.getByRole('dialog', { name: strings.results.title });
    await results.getByRole('button', { name: strings.results.replay }).click();
    const replay = page.locator('.replay');
    await replay.waitFor({ timeout: 60_000 });
    const stepText = replay.getByText(/^Action \d+ of \d+$/);
    const total = Number(((await stepText.textContent()) ?? '').match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(cut);
    await page.waitForFunction(() => typeof (globalThis as unknown as TestPageGlobals).__tessera?.table?.drawn === 'function', undefined, { timeout: 60_000 });
    // The start: the printed Hamlets stand on the boards before anyone has built.
    const start = await settled();
    expect(start.meshes['khronos-hamlet'] ?? 0).toBeGreaterThan(0);
    await shot('player-view-replay-start.png');

    await replay.getByRole('button', { name: strings.replay.last }).click();
    await replay.getByText(strings.replay.step(total, total)).waitFor();
    await expect(settled()).resolves.toEqual(atEnd);
    await shot('player-view-replay-end.png');
    // Back to the step the game was loaded at: the table the window drew then.
    for (let n = total; n > cut; n--) await replay.getByRole('button', { name: strings.replay.prev }).click();
    await replay.getByText(strings.replay.step(cut, total)).waitFor();
    await expect(settled()).resolves.toEqual(atCut);
    const seenBy = replay.getByLabel(strings.replay.seat);
    for (const option of ['0', '1', 'public']) {
      await seenBy.selectOption(option);
      await expect(settled()).resolves.toEqual(atCut);
    }
    await page.waitForTimeout(1000);
    await shot('player-view-replay-step.png');
  }, 300_000);

});

/** Leaves to the menu and loads a saved game file through the Load dialog, as a player picks a file. */
async function loadFile(file: object) {
  const { page } = app;
  await loadSavedGame(page, file);
  const confirm = page.locator('.hand-over [role="dialog"] button.primary');
  await page.locator('.hand-over [role="dialog"], .side.right').first().waitFor({ timeout: 120_000 });
  if (await visible(confirm)) await confirm.click();
  await page.waitForFunction(() => typeof (globalThis as unknown as TestPageGlobals).__tessera?.table?.drawn === 'function', undefined, { timeout: 120_000 });
}

/** The module layer's meshes (by their names' prefix) and the shared layer's pieces, once they stop changing. */
async function settledScene(prefix: string): Promise<{ meshes: Record<string, number>; pieces: readonly string[] }> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const scene = await drawn();
    const now = { meshes: Object.fromEntries(Object.entries(scene?.meshes ?? {}).filter(([n]) => n.startsWith(prefix))), pieces: scene?.pieces ?? [] };
    const key = JSON.stringify(now);
    if (key === last && now.pieces.length > 0) return now;
    last = key;
    await app.page.waitForTimeout(500);
  }
  throw new Error(`The table did not settle: ${last}`);
}

/** Opens the replay of a recent game (the Load dialog's line with these players) and goes to its last step. */
async function replayToEnd(has: string, hasNot?: string) {
  const { page } = app;
  await page.getByRole('button', { name: strings.game.leave }).click();
  await page.getByRole('button', { name: strings.menu.load }).click();
  const line = page.getByRole('listitem').filter({ hasText: has, hasNotText: hasNot }).first();
  await line.getByRole('button', { name: strings.load.replay }).click();
  const replay = page.locator('.replay');
  await replay.waitFor({ timeout: 60_000 });
  await replay.getByRole('button', { name: strings.replay.last }).click();
  await replay.getByRole('button', { name: strings.replay.last }).and(page.locator(':disabled')).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => typeof (globalThis as unknown as TestPageGlobals).__tessera?.table?.drawn === 'function', undefined, { timeout: 60_000 });
}

describe('every module: the replay draws the table the players saw', () => {
  it('SB-BUILD-1: Mega Empires, the special buildings’ miniatures stand in the replay as they stood in play', async () => {
    const scenario = JSON.parse(readFileSync(join(repoRoot, 'scenarios/empires/five-player-turns.json'), 'utf8')) as { seed: string; options: object; players: { name: string; color: string }[]; actions: { seat: number; action: unknown; expect?: unknown }[] };
    // The scenario's refused steps are not part of the game.
    const accepted = scenario.actions.filter((a) => a.action !== undefined && (a.expect === undefined || a.expect === 'accepted'));
    await loadFile({
      format: 'tessera-game',
      version: 1,
      gameId: 'player-view-empires',
      module: 'empires',
      options: scenario.options,
      players: scenario.players.map((p, seat) => ({ seat, name: p.name, color: p.color, kind: 'hotseat' })),
      seed: scenario.seed,
      createdAt: new Date().toISOString(),
      actions: accepted.map((a, index) => ({ index, seat: a.seat, action: a.action })),
      chat: [],
    });
    const played = await settledScene('miniature-');
    expect(Object.keys(played.meshes).length).toBeGreaterThan(0);
    await shot('player-view-empires-played.png');
    await replayToEnd(scenario.players[0].name);
    await expect(settledScene('miniature-')).resolves.toEqual(played);
    await shot('player-view-empires-replay.png');
  }, 300_000);

  it('Civilization: the figures, cities and markers of the replay are those of play', async () => {
    const file = JSON.parse(readFileSync(join(repoRoot, 'e2e/fixtures/civ-round-2.tessera'), 'utf8')) as object;
    await loadFile(file);
    const played = await settledScene('civ-');
    expect(played.pieces.length).toBeGreaterThan(0);
    await replayToEnd('Ada', 'Cy');
    await expect(settledScene('civ-')).resolves.toEqual(played);
    await shot('player-view-civ-replay.png');
  }, 300_000);

  it('ran without page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
