import { describe, expect, it } from 'vitest';
import { Random } from '../models/core/rng';
import { khronosRules, playRandomGame } from '../models/khronos';
import { khronosStrings as k } from '../renderer/ui/catalogue/khronos';
import { appSession, ghostsDrawn, loadSavedGame, seatedWhen, visible } from './session';

// The hover preview as a player meets it (issue 16, item 8): every legal square of a building choice shows the
// building's ghost when the pointer is over it, also where a building or a pawn already stands there (an upgrade)
// or stands in front of it on screen.
const app = appSession(300_000);
const { shot, screenOf } = app;
const panel = () => app.page.locator('.khronos-panel');
/** Plain (not upgrade) squares hovered per building and board. */
const PLAIN_PER_KIND = 4;
const builder = () => app.page.getByRole('region', { name: k.build });

type Doc = { document: { elementFromPoint(x: number, y: number): { tagName: string } | null } };
const onCanvas = (p: { x: number; y: number }) => app.page.evaluate((q) => (globalThis as unknown as Doc).document.elementFromPoint(q.x, q.y)?.tagName === 'CANVAS', p);

/** The builder's legal spots for a building: the option's value ("col,row" of its first square) and its words. */
async function spots(board: string, kind: string): Promise<{ value: string; text: string }[]> {
  await builder().getByLabel(k.buildBoard).selectOption(board);
  await builder().getByLabel(k.buildKind).selectOption(kind);
  const count = builder().getByTestId('khronos-legal-count');
  await count.waitFor({ timeout: 30_000 });
  if (/^0 of/.test((await count.textContent()) ?? '')) return [];
  return builder()
    .getByLabel(k.spot)
    .locator('option')
    .evaluateAll((os) => os.map((o) => ({ value: (o as unknown as { value: string }).value, text: (o as unknown as { textContent: string }).textContent })));
}

/**
 * A seeded two-player game (the models' random player) cut where the seat to act is in its actions step with an
 * upgrade offered, past the first third of the game: buildings, cubes and pawns stand on and in front of its squares.
 */
function gameWithUpgrades(seed: string) {
  const players = [
    { seat: 0, name: 'Ada', color: 'blue' as const },
    { seat: 1, name: 'Bo', color: 'orange' as const },
  ];
  const game = playRandomGame(seed, players);
  let state = game.start;
  for (let i = 0; i < game.actions.length; i++) {
    const seat = khronosRules.activeSeats(state)[0];
    if (i > game.actions.length / 3 && state.phase === 'actions' && khronosRules.legalActions(state, seat).some((a) => a.type === 'upgrade'))
      return {
        format: 'tessera-game',
        version: 1,
        gameId: `hover-${seed}`,
        module: 'khronos',
        options: game.options,
        players: players.map((p) => ({ ...p, kind: 'hotseat' })),
        seed: game.seed,
        createdAt: new Date().toISOString(),
        actions: game.actions.slice(0, i).map((a, index) => ({ index, seat: a.seat, action: a.action })),
        chat: [],
      };
    state = khronosRules.apply(state, game.actions[i].seat, game.actions[i].action, new Random(state.rng)).state;
  }
  throw new Error(`The game ${seed} offers no upgrade after its first third.`);
}

describe('the hover preview on the Khronos table', () => {
  it('KH-CONS-1 / KH-UPG-1: every legal square on screen shows the ghost of the chosen building, upgrades included', async () => {
    const { page } = app;
    await loadSavedGame(page, gameWithUpgrades('hover-1'));
    await seatedWhen(page, panel().locator('.khronos-actions button'), 'hover-not-seated.png');
    const start = panel().getByRole('button', { name: k.startActions });
    if (await visible(start)) await start.click();
    await panel().getByRole('button', { name: k.endActions }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);

    // The squares to hover: every upgrade offered, and a few plain squares of each building (each hover takes a while
    // on the software renderer), spread over the board.
    const chosen: { board: string; kind: string; value: string; text: string }[] = [];
    const boards = await builder()
      .getByLabel(k.buildBoard)
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value).filter(Boolean));
    for (const board of boards) {
      for (const kind of ['watchtower', 'chapel', 'hamlet', 'keep', 'monastery', 'town']) {
        const all = await spots(board, kind);
        const plain = all.filter((x) => !x.text.startsWith('Upgrade'));
        const step = Math.max(1, Math.floor(plain.length / PLAIN_PER_KIND));
        for (const x of all) if (x.text.startsWith('Upgrade') || plain.indexOf(x) % step === 0) chosen.push({ board, kind, ...x });
      }
    }
    const missing: string[] = [];
    let hovered = 0;
    let upgrades = 0;
    let kindNow = '';
    for (const spot of chosen) {
      const [c, r] = spot.value.split(',').map(Number);
      if (kindNow !== `${spot.board}/${spot.kind}`) {
        kindNow = `${spot.board}/${spot.kind}`;
        await builder().getByLabel(k.buildBoard).selectOption(spot.board);
        await builder().getByLabel(k.buildKind).selectOption(spot.kind);
        await builder().getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
      }
      const at = await screenOf(`${spot.board}-${c}-${r}`);
      if (!at || !(await onCanvas(at))) continue;
      // Off the table first, so each square is a fresh hover.
      await page.mouse.move(5, 5);
      await expect.poll(() => ghostsDrawn(app.page), { timeout: 5_000, interval: 100 }).toBe(0);
      await page.mouse.move(at.x, at.y);
      hovered++;
      if (spot.text.startsWith('Upgrade')) upgrades++;
      try {
        await expect.poll(() => ghostsDrawn(app.page), { timeout: 4_000, interval: 100 }).toBe(1);
      } catch {
        missing.push(`${spot.board} ${spot.kind}: ${spot.text}`);
        if (missing.length === 1) await shot('hover-no-ghost.png');
      }
    }
    console.log(`hover e2e: ${hovered} legal squares hovered (${upgrades} upgrades), ${missing.length} without a ghost`);
    expect(hovered).toBeGreaterThan(12);
    expect(upgrades).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  }, 600_000);
});
