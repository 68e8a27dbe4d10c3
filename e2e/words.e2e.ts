import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAYER_COLORS as CIV_COLORS } from '../models/civ/contract';
import { playRandomGame as playCivGame } from '../models/civ/random-game';
import { playRandomGame } from '../models/khronos';
import { khronosStrings as k } from '../renderer/ui/catalogue/khronos';
import { strings } from '../renderer/ui/strings';
import { appSession, loadSavedGame, newHotseatGame, visible, gameChoice } from './session';
import { openTutorial, stepText } from './tutorial-helpers';

// Words for people, read off the screen as a player reads them (issue 16, items 3, 7 and 8): a tutorial hint names a
// square in the same words as the builder's list, a log line and the Demolish button name one square alike, no game
// screen shows ids or "(s)", and the hover preview follows the chosen building and an undo.
// The app's computer, as its LAN host lists it (tests only): a public IPv4 address and a private IPv6 one, no private
// IPv4 address (issue 16, item 10).
process.env.TESSERA_LAN_INTERFACES = JSON.stringify({
  eth0: [
    { address: '203.0.113.7', netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: '203.0.113.7/24' },
    { address: 'fd12:3456:789a::5', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '02:00:00:00:00:01', internal: false, cidr: 'fd12:3456:789a::5/64', scopeid: 0 },
  ],
});
const app = appSession(300_000);
const { shot, log, screenOf } = app;
const khronos = () => app.page.locator('.khronos-panel');
const builder = () => app.page.getByRole('region', { name: k.build });

/** Confirms the hand-over screen whenever it is up, until `ready` shows. */
async function seatedWhen(ready: Locator, timeout = 90_000): Promise<void> {
  const dialog = app.page.locator('.hand-over [role="dialog"]');
  for (const until = Date.now() + timeout; Date.now() < until; ) {
    if (await visible(dialog)) await dialog.getByRole('button').first().click();
    else if (await visible(ready)) return;
    await app.page.waitForTimeout(250);
  }
  await shot('words-stuck.png');
  throw new Error('The game screen did not come up (see words-stuck.png).');
}

/** Leaves whatever screen is up for the main menu (a game, a tutorial, the Tutorials list). */
async function toMenu(): Promise<void> {
  const { page } = app;
  const menu = page.getByRole('button', { name: strings.menu.hotseat });
  for (let i = 0; i < 40 && !(await visible(menu)); i++) {
    for (const name of [strings.game.leave, strings.tutorials.skip, strings.tutorials.close, strings.cancel]) {
      const b = page.getByRole('button', { name, exact: true });
      if (await visible(b)) {
        await b.first().click();
        break;
      }
    }
    await page.waitForTimeout(500);
  }
  await menu.waitFor({ timeout: 30_000 });
}

/** Opens a saved game file through the Load dialog, as a player would. */
const loadFile = (file: object | string): Promise<void> => loadSavedGame(app.page, file);

/** A seeded two-player Khronos game (models' random player) cut before action `at`, as a saved game file. */
function khronosFile(seed: string, at: number) {
  const game = playRandomGame(seed, 2);
  return {
    file: {
      format: 'tessera-game',
      version: 1,
      gameId: `words-${seed}-${at}`,
      module: 'khronos',
      options: {},
      players: game.players.map((p) => ({ seat: p.seat, name: p.name, color: p.color, kind: 'hotseat' })),
      seed: game.seed,
      createdAt: new Date().toISOString(),
      actions: game.actions.slice(0, at).map((a, index) => ({ index, seat: a.seat, action: a.action })),
      chat: [],
    },
    next: game.actions[at],
  };
}

/** Ids and developer words that must never reach a player's screen. */
const LEAKS: readonly [string, RegExp][] = [
  ['"(s)" plural', /\w\((s|es)\)/],
  ['a Khronos card id', /\b(orange|fuchsia|blue)-\d+\b/],
  ['a figure, pawn or cell id', /\b[a-z]+-\d+-\d+\b/],
  ['a map cell id', /\bmap:-?\d/],
  ['a building id', /\bb\d+\b/],
  ['an id "in" an id', /\b[a-z]+(-[a-z]+)+ in [a-z]+(-[a-z]+)*\b/],
  ['a bare coordinate pair', /\(\d+, ?\d+\)/],
  ['raw action fields', /[{}[\]]| · (figures|path|square|target|counter) /],
];

async function leaksOnScreen(): Promise<string[]> {
  // The page's text and every entry of its lists (a closed list shows only its chosen entry).
  const options = await app.page.locator('option').allTextContents();
  const text = [await app.page.locator('body').innerText(), ...options].join('\n');
  return LEAKS.flatMap(([what, re]) => {
    const m = re.exec(text);
    return m ? [`${what}: "${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}"`] : [];
  });
}

/** The square a builder entry or button names: "Build at I6 — 2 blue cards" gives "I6". */
const squareOf = (text: string) => /\bat ([A-Z]+\d+)\b/.exec(text)?.[1] ?? null;

describe('words for people', () => {
  it('TUTORIAL-1 / KH-GEO-1: a tutorial hint names a square in the words the builder lists it with, and that entry is the move', async () => {
    const { page } = app;
    await page.getByRole('button', { name: strings.menu.tutorials }).click();
    await openTutorial(page, 'Rivers, forests and mountains', 'might-8-5');
    await page.getByRole('button', { name: strings.tutorials.next }).click();
    await expect.poll(() => stepText(page), { timeout: 30_000 }).toMatch(/^Step 2 of/);
    // A legal Town somewhere else: the step refuses it in player words and gives its hint.
    await builder().getByLabel(k.buildBoard).selectOption('might');
    await builder().getByLabel(k.buildKind).selectOption('town');
    await builder().getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
    const spots = builder().getByLabel(k.spot);
    const entries = await spots.locator('option').allTextContents();
    expect(entries.length).toBeGreaterThan(1);
    await spots.selectOption({ index: entries.length - 1 });
    await builder().getByRole('button', { name: /^Build at/ }).click();
    const wrong = page.locator('.tutorial-wrong');
    await wrong.waitFor({ timeout: 30_000 });
    const refusal = (await wrong.innerText()).replace(/\s+/g, ' ');
    await shot('words-tutorial-hint.png');
    // No internal action text: no action type with its fields, no quoted ids.
    expect(refusal).not.toMatch(/construct \(|"might"|col \d|row \d/);
    const hint = refusal.slice(refusal.indexOf(strings.tutorials.hint));
    // The builder entry whose square the hint names, in the same words.
    const pick = entries.findIndex((e) => {
      const sq = squareOf(e);
      return sq !== null && new RegExp(`\\b${sq}\\b`).test(hint);
    });
    expect(pick, `an entry of the list named in the hint "${hint}"`).toBeGreaterThanOrEqual(0);
    await spots.selectOption({ index: pick });
    await builder().getByRole('button', { name: /^Build at/ }).click();
    await expect.poll(() => page.locator('.tutorial-right').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(page.locator('.tutorial-wrong').count()).resolves.toBe(0);
    await page.waitForTimeout(1000);
    await shot('words-tutorial-right.png');
    await toMenu();
  }, 300_000);

  it('KH-DEMO-1: the log line of a building and the Demolish button for it name the same square', async () => {
    const { page } = app;
    // words-9: the first player demolishes, at action 60, the Hamlet it built on Might at action 21.
    const { file, next } = khronosFile('words-9', 60);
    expect(next.action).toMatchObject({ type: 'demolish', board: 'might' });
    await loadFile(file);
    await seatedWhen(khronos().locator('.khronos-actions button').first());
    const lines = await log().locator('li').allTextContents();
    const built = lines.flatMap((l) => {
      const m = /builds a Hamlet on the Age of Might at ([A-Z]+\d+)\b/.exec(l);
      return m ? [m[1]] : [];
    });
    expect(built.length, 'a log line naming where a Hamlet was built').toBeGreaterThan(0);
    const buttons = await khronos().getByRole('button', { name: /^Demolish the Hamlet on Might/ }).allTextContents();
    const named = buttons.map(squareOf).filter((s): s is string => s !== null);
    await shot('words-demolish.png');
    expect(named.filter((s) => built.includes(s)), `Demolish buttons ${JSON.stringify(buttons)} against the log's ${JSON.stringify(built)}`).not.toEqual([]);
    // Every square a person reads on the board's edges: the column letters and row numbers are printed there.
    await page.locator('canvas').first().click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('1');
    for (let i = 0; i < 2; i++) await page.keyboard.press('+');
    await page.waitForTimeout(2000);
    await shot('words-board-edges.png');
  }, 300_000);

  it('shows no ids or "(s)" on the Khronos game screen', async () => {
    const leaks = await leaksOnScreen();
    await shot('words-khronos-screen.png');
    expect(leaks).toEqual([]);
  }, 60_000);

  it('KH-CONS-1: the hover preview follows the chosen building, and no "Removed" label outlives an undo', async () => {
    const { page } = app;
    const hint = page.locator('.preview-hint');
    const hintNow = async () => ((await visible(hint)) ? ((await hint.textContent()) ?? '') : '');
    type Doc = { document: { elementFromPoint(x: number, y: number): { tagName: string } | null } };
    const onCanvas = (p: { x: number; y: number }) => page.evaluate((q) => (globalThis as unknown as Doc).document.elementFromPoint(q.x, q.y)?.tagName === 'CANVAS', p);
    // A one-square building the seat can afford, on a legal square the table shows (not under a panel).
    const kinds = [
      { kind: 'watchtower', colour: 'orange' },
      { kind: 'chapel', colour: 'fuchsia' },
      { kind: 'hamlet', colour: 'blue' },
    ];
    let first: (typeof kinds)[number] | null = null;
    let cell = '';
    let at: { x: number; y: number } | null = null;
    await builder().getByLabel(k.buildBoard).selectOption('might');
    for (const option of kinds) {
      await builder().getByLabel(k.buildKind).selectOption(option.kind);
      await builder().getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      const values = await builder().getByLabel(k.spot).locator('option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value)).catch(() => [] as string[]);
      for (const v of values) {
        const [c, r] = v.split(',').map(Number);
        const p = await screenOf(`might-${c}-${r}`);
        if (p && (await onCanvas(p))) {
          cell = `might-${c}-${r}`;
          at = p;
          break;
        }
      }
      if (at) {
        first = option;
        break;
      }
    }
    expect(at, 'a legal one-square building on a square on screen').not.toBeNull();
    await page.mouse.move(at!.x - 3, at!.y);
    await page.mouse.move(at!.x, at!.y);
    const firstCard = new RegExp(`${first!.colour} card`);
    await expect.poll(hintNow, { timeout: 20_000 }).toMatch(firstCard);
    await shot('words-preview-first.png');
    // Another building under the same pointer: the words are the new building's (its cost or its refusal).
    const other = kinds.find((x) => x.colour !== first!.colour)!;
    await builder().getByLabel(k.buildKind).selectOption(other.kind);
    await page.waitForTimeout(1500);
    await expect.poll(hintNow, { timeout: 20_000 }).not.toMatch(firstCard);
    await expect.poll(hintNow, { timeout: 20_000 }).toMatch(new RegExp(`${other.colour} card|KH-`));
    await shot('words-preview-other.png');
    // Build the first one, then take it back: the building goes at once, with no "Removed" label (it was only taken back).
    await builder().getByLabel(k.buildKind).selectOption(first!.kind);
    await builder().getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
    const [col, row] = cell.split('-').slice(1).map(Number);
    await builder().getByLabel(k.spot).selectOption(`${col},${row}`);
    const before = await log().locator('li').count();
    await builder().getByRole('button', { name: k.buildAt('construct', col, row) }).click();
    await expect.poll(() => log().locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(before);
    const undo = page.getByRole('button', { name: strings.game.undo, exact: true });
    await undo.click();
    // Undo is one step: the button greys once the building has been taken back.
    await expect.poll(() => undo.isDisabled(), { timeout: 30_000 }).toBe(true);
    // Watched for a while after the undo (a sinking tile's label would last about 1.6 s): never a "Removed" label.
    for (let i = 0; i < 6; i++) {
      expect(await page.locator('[data-reason]').count(), 'no label for a building taken back').toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(new RegExp(`${k.gone.removed}:`));
      await page.waitForTimeout(250);
    }
    await shot('words-after-undo.png');
  }, 300_000);

  it('shows no ids or "(s)" on the Mega Empires and Civilization game screens', async () => {
    const { page } = app;
    await toMenu();
    const dialog = await newHotseatGame(page, 'empires', ['Ada', 'Bo', 'Cy']);
    await dialog.getByRole('button', { name: strings.newGame.start }).click();
    await seatedWhen(page.locator('.empires-panel'));
    await page.waitForTimeout(1500);
    const empires = await leaksOnScreen();
    await shot('words-empires-screen.png');
    await toMenu();
    // A seeded two-player game in its first Movement phase, where the panel lists the figures' moves.
    const civ2 = playCivGame('words-civ', 2, 2);
    await loadFile({
      format: 'tessera-game',
      version: 1,
      gameId: 'words-civ-movement',
      module: 'civ',
      options: {},
      players: [0, 1].map((seat) => ({ seat, name: `P${seat + 1}`, color: CIV_COLORS[seat], kind: 'hotseat' })),
      seed: 'words-civ',
      createdAt: new Date().toISOString(),
      actions: civ2.actions.slice(0, 11).map((a, index) => ({ index, seat: a.seat, action: a.action })),
      chat: [],
    });
    await seatedWhen(page.locator('.civ-panel'));
    await page.locator('.civ-others').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const civ = await leaksOnScreen();
    await shot('words-civ-screen.png');
    expect({ empires, civ }).toEqual({ empires: [], civ: [] });
  }, 300_000);

  it('LAN: a host with no private IPv4 address is told why only the offered addresses show, and how to choose one', async () => {
    const { page } = app;
    await toMenu();
    await page.getByRole('button', { name: strings.menu.host }).click();
    const dialog = page.getByRole('dialog', { name: strings.lan.hostTitle });
    await gameChoice(dialog).selectOption('khronos');
    const names = dialog.getByLabel(strings.newGame.name, { exact: true });
    await names.nth(0).fill('Ada');
    await names.nth(1).fill('Bo');
    await dialog.getByRole('button', { name: strings.lan.next }).click();
    const lobby = page.getByRole('dialog', { name: strings.lan.hostTitle });
    await lobby.getByRole('radio', { name: /fd12:3456:789a::5/ }).waitFor({ timeout: 30_000 });
    // The public address is not offered, and the screen says why and what to do.
    await expect(lobby.getByRole('radio', { name: /203\.0\.113\.7/ }).count()).resolves.toBe(0);
    const note = lobby.getByRole('note', { name: strings.lan.noPrivateV4Title });
    await note.waitFor({ timeout: 10_000 });
    const words = await note.innerText();
    expect(words).toMatch(/no private IPv4 address/);
    expect(words).toMatch(/Public addresses are left out/);
    expect(words).toMatch(/To choose/);
    await shot('words-lan-no-ipv4.png');
    // "Look again" asks the host for its addresses anew; the list stays what the computer has.
    await note.getByRole('button', { name: strings.lan.lookAgain }).click();
    await lobby.getByRole('radio', { name: /fd12:3456:789a::5/ }).waitFor({ timeout: 30_000 });
  }, 180_000);
});
