import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TutorialSession } from '../machines/engine/tutorial-runner';
import { modules } from '../machines/registry';
import { INVESTMENT_CARDS } from '../models/civ/data/investments';
import { greatPersonName } from '../models/civ/table';
import type { CivView } from '../models/civ/view';
import { parseTutorial, sameJson, type Tutorial } from '../models/core/tutorial';
import { cardLabel, type EmpiresView } from '../models/empires/view';
import { choiceLabel } from '../renderer/empires/calamityWords';
import { boardChoiceLabel, type BoardChoice } from '../renderer/empires/choiceWords';
import { ADVANCE_BY_ID } from '../models/empires/data/advances';
import { civActionWords } from '../renderer/civ/actionWords';
import { strings } from '../renderer/ui/strings';
import { repoRoot, resultsDir } from './harness';

// What the tutorial e2e files share: finding squares, areas and pieces on the 3D board through the table's test hook,
// clicking them as a learner would, opening a tutorial from the menu, and making a step's move through the screen.
const t = strings.tutorials;
type Action = { type: string } & Record<string, unknown>;

interface TableHook {
  table?: { screenOf?(id: string): { x: number; y: number } | null };
}

/** Where a board cell, area or piece is drawn on the page now (null while the table does not show it). */
export async function screenOf(page: Page, id: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((target) => (globalThis as unknown as { __tessera?: TableHook }).__tessera?.table?.screenOf?.(target) ?? null, id);
}

/** Pans with the arrow keys until the target stands in the open middle of the table (between the side panels). */
export async function bringIntoView(page: Page, id: string): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { blur?(): void } | null } }).document.activeElement?.blur?.());
  for (let i = 0; i < 30; i++) {
    const at = await screenOf(page, id);
    if (!at) return;
    const key = at.x > 860 ? 'ArrowRight' : at.x < 420 ? 'ArrowLeft' : at.y < 220 ? 'ArrowUp' : at.y > 520 ? 'ArrowDown' : null;
    if (!key) return;
    await page.keyboard.press(key);
    await page.waitForTimeout(700);
  }
}

/** Moves the pointer onto the target (so the preview knows what is under it), then clicks it. */
export async function clickOnBoard(page: Page, id: string, settle = 500): Promise<void> {
  await expect.poll(() => screenOf(page, id), { timeout: 60_000 }).not.toBeNull();
  await bringIntoView(page, id);
  const at = await settledAt(page, id);
  await page.mouse.move(at.x - 3, at.y);
  await page.waitForTimeout(Math.min(300, settle));
  await page.mouse.move(at.x, at.y);
  await page.waitForTimeout(settle);
  await page.mouse.click(at.x, at.y);
}

/**
 * Clicks a target on the board until the screen reacts (`reacted`): on a loaded software renderer the table may
 * take a frame or two to hang the preview on the squares, and a click before that falls on nothing.
 */
export async function clickUntil(page: Page, id: string, reacted: () => Promise<boolean>, tries = 3): Promise<void> {
  for (let i = 0; i < tries; i++) {
    await clickOnBoard(page, id, 300 + 400 * i);
    for (let w = 0; w < 20; w++) {
      if (await reacted()) return;
      await page.waitForTimeout(250);
    }
  }
}

/**
 * Where a target stands once the camera has stopped gliding (two spaced readings agree): a loaded software renderer
 * draws few frames while the camera glides to each step's target.
 */
async function settledAt(page: Page, id: string): Promise<{ x: number; y: number }> {
  await expect.poll(() => screenOf(page, id), { timeout: 60_000 }).not.toBeNull();
  let at = await screenOf(page, id);
  for (let i = 0, still = 0; i < 20 && still < 2; i++) {
    await page.waitForTimeout(400);
    const now = await screenOf(page, id);
    still = !!at && !!now && Math.hypot(now.x - at.x, now.y - at.y) < 1.5 ? still + 1 : 0;
    at = now;
  }
  expect(at, `${id} on screen`).toBeTruthy();
  return at!;
}

/** A real mouse drag on the 3D board: press on a piece, glide to a cell in steps, release there. */
export async function dragOnBoard(page: Page, piece: string, cell: string): Promise<void> {
  // Both ends in the open middle of the table (a step's close camera may leave one under a panel): zoom out until so.
  const open = (p: { x: number; y: number } | null) => !!p && p.x > 380 && p.x < 960 && p.y > 120 && p.y < 640;
  for (let i = 0; i < 8 && !(open(await screenOf(page, piece)) && open(await screenOf(page, cell))); i++) {
    await page.mouse.move(660, 380);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(700);
  }
  const from = await settledAt(page, piece);
  const to = await settledAt(page, cell);
  await page.mouse.move(from.x, from.y);
  await page.waitForTimeout(200);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12);
    await page.waitForTimeout(80);
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(resultsDir, `drag-${piece}.png`) });
  await page.mouse.up();
}

export const stepText = (page: Page) => page.getByTestId('tutorial-step').textContent();
/** The step line now, without waiting for it (null on the finish screen). */
const stepNow = async (page: Page) => (await page.getByTestId('tutorial-step').allTextContents())[0] ?? null;

/** Opens a tutorial from the open Tutorials menu and waits for its first step and its board. */
export async function openTutorial(page: Page, title: string, boardTarget?: string): Promise<void> {
  const menu = page.getByRole('dialog', { name: t.title });
  await menu.getByRole('button', { name: t.start(title) }).click();
  await page.locator('.tutorial-player canvas').first().waitFor({ state: 'visible', timeout: 90_000 });
  await expect.poll(() => stepText(page), { timeout: 60_000 }).toMatch(/^Step 1 of \d+$/);
  if (boardTarget) await expect.poll(() => screenOf(page, boardTarget), { timeout: 60_000 }).not.toBeNull();
}

/** Every tutorial file shipped with the app, read as the runner reads them. */
export function tutorialFiles(): Tutorial[] {
  const out: Tutorial[] = [];
  const root = join(repoRoot, 'models');
  for (const module of readdirSync(root).sort()) {
    let names: string[] = [];
    try {
      names = readdirSync(join(root, module, 'tutorials')).filter((n) => n.endsWith('.json')).sort();
    } catch {
      continue;
    }
    for (const n of names) {
      const parsed = parseTutorial(JSON.parse(readFileSync(join(root, module, 'tutorials', n), 'utf8')));
      if (!parsed.ok) throw new Error(`${module}/${n}: ${parsed.message}`);
      out.push(parsed.tutorial);
    }
  }
  return out;
}

/**
 * The same tutorial played headlessly beside the page: it knows the learner's view at each step, so the test finds
 * the words of the panel's buttons (a building's name, a legal action's position in a list) as the learner reads them.
 */
export class Shadow {
  readonly session: TutorialSession;
  constructor(readonly tutorial: Tutorial) {
    this.session = new TutorialSession(tutorial, modules);
  }
  view(): Record<string, unknown> {
    return this.session.view(this.session.seat) as Record<string, unknown>;
  }
  legal(): Action[] {
    const a = this.session.host.answer(this.session.seat, { type: 'legal-actions' });
    return 'answer' in a ? (a.answer as Action[]) : [];
  }
}

/** A cell id as the tables name them: `might-3-4` on a Khronos board, `map:2,3` on the Civilization map. */
const khronosCell = (a: Action) => `${String(a.board)}-${Number(a.col)}-${Number(a.row)}`;

/**
 * Makes a tutorial step's move through the screen as a learner would: the highlighted square or area clicked on the
 * 3D board where the panel takes its place from the board, the module panel's own buttons and lists otherwise.
 */
export async function makeMove(page: Page, module: string, expected: Action, shadow: Shadow): Promise<void> {
  if (module === 'khronos') return khronosMove(page, expected, shadow);
  if (module === 'empires') return empiresMove(page, expected, shadow);
  if (module === 'civ') return civMove(page, expected, shadow);
  throw new Error(`no way to play a ${module} move`);
}

async function khronosMove(page: Page, a: Action, shadow: Shadow): Promise<void> {
  const k = strings.khronos;
  const boardName = (id: unknown) => (k.board as Record<string, string>)[String(id)];
  switch (a.type) {
    case 'construct':
    case 'upgrade': {
      const builder = page.getByRole('region', { name: k.build });
      await builder.getByLabel(k.buildBoard).selectOption(String(a.board));
      await builder.getByLabel(k.buildKind).selectOption(String(a.kind));
      await builder.getByTestId('khronos-legal-count').waitFor({ timeout: 30_000 });
      const before = await stepNow(page);
      // Only the step moving on counts: a click that fell on another square (the camera still settling on a slow
      // renderer) is answered as a wrong try, and a learner simply clicks the right square again.
      return clickUntil(page, khronosCell(a), async () => (await stepNow(page)) !== before);
    }
    case 'endActions':
      return page.getByRole('button', { name: k.endActions }).click();
    case 'collect':
      return page.getByRole('button', { name: k.collect }).click();
    case 'travel':
      return page.getByRole('button', { name: k.travel(Number(a.pawn), boardName(a.to)) }).click();
    case 'placeDownsized':
      return page.getByRole('button', { name: k.placeDownsized(Number(a.col), Number(a.row)) }).click();
    case 'demolish': {
      const view = shadow.view() as { boards: Record<string, { buildings: { id: string; kind: string; col: number; row: number }[] }> };
      const b = view.boards[String(a.board)].buildings.find((x) => x.id === a.building);
      expect(b, `building ${String(a.building)}`).toBeTruthy();
      return page.getByRole('button', { name: k.demolish((k.kind as Record<string, string>)[b!.kind], boardName(a.board), b!.col, b!.row) }).click();
    }
    default:
      throw new Error(`no screen path for the Khronos move ${a.type}`);
  }
}

interface Plan {
  sacrifice?: { building: string; bonusCommodity?: string };
  advances: string[];
  build?: { building: string; area: string };
  payment: { cards: string[]; treasury: number };
  bonusCredits?: Record<string, Record<string, number>>;
  freeAdvance?: string;
}

async function empiresMove(page: Page, a: Action, shadow: Shadow): Promise<void> {
  const e = strings.empires;
  const areaName = (id: unknown) => (shadow.view() as { map: { areas: { id: string; name: string }[] } }).map.areas.find((x) => x.id === id)?.name ?? String(id);
  const board = page.getByRole('region', { name: e.boardPhase });
  /** The count picker a drop of a stack or a ship opens: the count typed, Enter moves. */
  const pickCount = async (n: number) => {
    const count = board.getByRole('form', { name: e.countPicker }).getByLabel(e.count);
    await count.waitFor({ timeout: 30_000 });
    await count.fill(String(n));
    await count.press('Enter');
  };
  switch (a.type) {
    case 'expand':
      return board.getByRole('button', { name: e.expandIn(areaName(a.area)) }).click();
    case 'end-movement':
      return board.getByRole('button', { name: e.endMovement }).click();
    case 'build-ship':
      await board.getByLabel(e.moveFrom).selectOption(String(a.area));
      return board.getByRole('button', { name: e.buildShip(e.shipPay[String(a.pay)]) }).click();
    case 'move-tokens': {
      // By dragging the stack, as the tutorial's hint says; the picker asks how many when more than one may go.
      await dragOnBoard(page, `token-${String(a.from)}-${shadow.session.seat}-0`, String(a.to));
      const free = Math.max(...shadow.legal().map((x) => (x.type === 'move-tokens' && x.from === a.from ? Number(x.count) : 0)));
      if (free > 1) await pickCount(Number(a.count));
      return;
    }
    case 'sail': {
      const path = a.path as string[];
      await dragOnBoard(page, String(a.ship), path[path.length - 1]);
      const cargo = Math.max(...shadow.legal().map((x) => (x.type === 'sail' && x.ship === a.ship ? Number(x.carry) : 0)));
      if (cargo > 0) await pickCount(Number(a.carry));
      return;
    }
    case 'transact':
    case 'claim-priority': {
      const claim = a.type === 'claim-priority';
      const plan = a.plan as Plan;
      await page.getByRole('button', { name: claim ? e.claimPriority : e.transact, exact: true }).click();
      const builder = page.getByRole('region', { name: e.builder(claim) });
      if (plan.sacrifice) {
        await builder.getByLabel(e.sacrifice).selectOption(plan.sacrifice.building);
        if (plan.sacrifice.bonusCommodity) await builder.getByLabel(e.bonusOn).selectOption(plan.sacrifice.bonusCommodity);
      }
      for (const adv of plan.advances) await builder.locator('.empires-advances label', { hasText: ADVANCE_BY_ID[adv]?.name ?? adv }).locator('input').check();
      // ME-ADVX-5: the chosen credit colours, 5 points per select, and Anatomy's free advance.
      for (const [adv, split] of Object.entries(plan.bonusCredits ?? {})) {
        const colours = Object.entries(split).flatMap(([c, n]) => Array.from({ length: (n ?? 0) / 5 }, () => c));
        for (const [i, c] of colours.entries()) await builder.getByLabel(strings.empiresAdvances.creditPiece(ADVANCE_BY_ID[adv].name, i + 1)).selectOption(c);
      }
      if (plan.freeAdvance) await builder.getByLabel(strings.empiresAdvances.freeAdvance).selectOption(plan.freeAdvance);
      if (plan.build) {
        await builder.getByLabel(e.building, { exact: true }).selectOption(plan.build.building);
        // The legal areas light up on the map; the learner clicks the one the step highlights.
        await builder.getByLabel(e.buildArea).locator('option').nth(1).waitFor({ state: 'attached', timeout: 30_000 });
        const where = builder.getByLabel(e.buildArea);
        await clickUntil(page, plan.build.area, async () => (await where.inputValue()) === plan.build!.area);
        await expect.poll(() => where.inputValue(), { timeout: 15_000 }).toBe(plan.build.area);
      }
      const taken = new Map<string, number>();
      for (const card of plan.payment.cards) {
        const label = cardLabel(card);
        const n = taken.get(label) ?? 0;
        taken.set(label, n + 1);
        await builder.locator('.empires-cards label', { hasText: label }).nth(n).locator('input').check();
      }
      await builder.getByLabel(e.treasury).fill(String(plan.payment.treasury));
      const submit = builder.getByRole('button', { name: claim ? e.submitClaim : e.submitTransact });
      await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
      return submit.click();
    }
    case 'resolve-regression':
      return page.getByRole('button', { name: a.sacrifice ? e.sacrificeAgainst : e.stepBack }).click();
    case 'phase-done':
      return page.getByRole('button', { name: e.phaseDone }).click();
    case 'calamity-choose': {
      // The calamity panel words each legal choice; the learner presses the one the step expects.
      const words = choiceLabel(shadow.view() as unknown as EmpiresView, a as Parameters<typeof choiceLabel>[1]);
      return page.locator('.empires-calamity').getByRole('button', { name: words, exact: true }).click();
    }
    case 'conflict-choose':
    case 'reduce-for-support': {
      // The choice panel words each legal answer (ME-CONF2-2/10, ME-CITY-5); the learner presses the expected one.
      const words = boardChoiceLabel(shadow.view() as unknown as EmpiresView, a as unknown as BoardChoice);
      return page.locator('.empires-choice').getByRole('button', { name: words, exact: true }).click();
    }
    case 'pass':
      return page.getByRole('button', { name: e.pass, exact: true }).click();
    case 'offer-trade':
    case 'answer-trade':
    case 'accept-trade':
    case 'withdraw-offer':
    case 'trade-done':
    case 'buy-trade-card':
    case 'done-buying':
      return tradeMove(page, a);
    default:
      throw new Error(`no screen path for the Empires move ${a.type}`);
  }
}

/** Phases 6 and 7 through the purchase buttons and the trade desk (renderer/empires/TradeDesk.tsx). */
async function tradeMove(page: Page, a: Action): Promise<void> {
  const tt = strings.empiresTrade;
  const desk = page.getByRole('region', { name: tt.desk });
  const pickSide = async (side: Locator, submit: string) => {
    const taken = new Map<string, number>();
    for (const card of a.cards as string[]) {
      const label = cardLabel(card);
      const n = taken.get(label) ?? 0;
      taken.set(label, n + 1);
      await side.locator('label', { hasText: label }).nth(n).locator('input').check();
    }
    const [first, second] = a.named as [string, string];
    await side.getByLabel(tt.named(1)).selectOption(first);
    await side.getByLabel(tt.named(2)).selectOption(second);
    return side.getByRole('button', { name: submit }).click();
  };
  switch (a.type) {
    case 'offer-trade':
      await desk.getByLabel(tt.partner).selectOption(String(a.to));
      return pickSide(desk.locator('.empires-side').last(), tt.sendOffer);
    case 'answer-trade':
      return pickSide(desk.locator('.offer.incoming .empires-side').first(), tt.sendAnswer);
    case 'accept-trade':
      return desk.getByRole('button', { name: tt.accept }).first().click();
    case 'withdraw-offer':
      return desk.getByRole('button', { name: new RegExp(`^(${tt.withdraw}|${tt.decline})$`) }).first().click();
    case 'trade-done':
      return desk.getByRole('button', { name: tt.doneTrading }).click();
    case 'buy-trade-card':
      // The price is the panel's to show: any price for that stack.
      return page.getByRole('button', { name: a.free ? tt.buyFree(Number(a.stack)) : new RegExp(`^${tt.buy(Number(a.stack), 999).replace('999', '\\d+')}$`) }).click();
    default:
      return page.getByRole('button', { name: tt.doneBuying }).click();
  }
}

async function civMove(page: Page, a: Action, shadow: Shadow): Promise<void> {
  const c = strings.civ;
  const panel = page.locator('.civ-panel');
  switch (a.type) {
    case 'done': {
      // The phase's Done button, which reads "let it pass" while a played culture event waits for answers.
      const head = (shadow.view() as unknown as CivView).pending[0];
      return panel.locator('.buttons').getByRole('button', { name: head?.kind === 'card-response' ? c.letPass : c.done, exact: true }).click();
    }
    case 'use-card': {
      // CIV-CARD-01: the card's row (culture hand or abilities list); its target list is in the order of the legal uses.
      const card = String(a.card);
      const ability = (a.ability as number | undefined) ?? 0;
      const uses = shadow.legal().filter((x) => x.type === 'use-card' && x.card === card && ((x.ability as number | undefined) ?? 0) === ability);
      const index = uses.findIndex((x) => sameJson(x, a));
      expect(index, `use-card ${card} is legal now`).toBeGreaterThanOrEqual(0);
      const use = panel.locator(`li[data-card="${card}"] .civ-card-use, li[data-ability="${card}"] .civ-card-use`).first();
      const target = use.getByLabel(c.cardTarget);
      if ((await target.count()) > 0) await target.selectOption(String(index));
      return use.getByRole('button').click();
    }
    case 'research': {
      const research = panel.getByRole('region', { name: c.research });
      await research.getByLabel(c.techChoice).selectOption(String(a.tech));
      return research.getByRole('button', { name: c.researchTech(String(a.tech)) }).click();
    }
    case 'grow-metropolis': {
      const sq = a.square as { x: number; y: number };
      await page.locator('.civ-candidates li').first().waitFor({ timeout: 30_000 });
      const before = await stepNow(page);
      return clickUntil(page, `map:${sq.x},${sq.y}`, async () => (await page.locator('.civ-candidates').count()) === 0 || (await stepNow(page)) !== before);
    }
    case 'gain-great-person':
      return panel.getByRole('button', { name: c.gainGreatPerson }).click();
    case 'keep-great-person':
      return panel.getByRole('button', { name: c.keep(greatPersonName(String(a.card))) }).click();
    case 'invest':
      return panel.getByRole('button', { name: c.invest(INVESTMENT_CARDS.find((x) => x.id === a.card)!.title) }).click();
    case 'play-unit': {
      // CIV-BATTLE: the battle view's button for that card and front.
      const b = strings.civBattle;
      const front = a.front === 'new' ? b.newFront : a.iron ? b.onFrontIron(Number(a.front) + 1) : b.onFront(Number(a.front) + 1);
      return page.locator(`.civ-battle .battle-card[data-card="${String(a.card)}"]`).getByRole('button', { name: front, exact: true }).click();
    }
    case 'spend-loot': {
      const dialog = panel.getByRole('dialog', { name: c.loot });
      for (const p of a.purchases as { effect: string; amount?: number; resource?: string; tech?: string }[]) {
        const key = p.effect === 'trade' || p.effect === 'culture' ? `${p.effect}-${p.amount}` : p.effect === 'resource' ? String(p.resource) : p.effect === 'tech' ? `tech:${p.tech}` : p.effect;
        await dialog.getByLabel(c.loot).selectOption(key);
        await dialog.getByRole('button', { name: c.lootAdd }).click();
      }
      return dialog.getByRole('button', { name: c.lootSpend }).click();
    }
    default: {
      // Moves, disbanding, placing a great person, a battle's result: the legal action as the panel words it.
      const legal = shadow.legal().find((x) => sameJson(x, a));
      expect(legal, `${a.type} is legal now`).toBeTruthy();
      const words = civActionWords(legal!, shadow.view() as unknown as CivView);
      const button = panel.locator('.civ-pending').getByRole('button', { name: words, exact: true });
      if ((await button.count()) > 0) return button.click();
      const others = panel.getByRole('region', { name: c.other });
      const select = others.getByLabel(c.otherChoice);
      const value = await select.locator('option').evaluateAll((opts, w) => (opts as unknown as { textContent: string; value: string }[]).find((o) => o.textContent === w)?.value ?? null, words);
      expect(value, `"${words}" in the list of actions`).not.toBeNull();
      await select.selectOption(value!);
      return others.getByRole('button', { name: c.doIt }).click();
    }
  }
}
