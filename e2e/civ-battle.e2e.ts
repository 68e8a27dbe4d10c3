import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { civStrings as t } from '../renderer/ui/catalogue/civ';
import { civBattleStrings as b } from '../renderer/ui/catalogue/civ-battle';
import { strings } from '../renderer/ui/strings';
import { squareName } from '../models/core/squares';
import { repoRoot } from './harness';
import { appSession, loadSavedGame, visible } from './session';

// A hotseat Civilization battle for two at one computer (CIV-BATTLE), from a saved game (e2e/fixtures/civ-battle-fixture.ts)
// where Ada's Roman army stands next to Bo's German army in Ada's Movement. Ada attacks; each player plays units
// from a battle force only they see, with the hand-over screen between them; the trumps decide the fronts, the
// totals the battle, and the loot follows.
const app = appSession(300_000);
const { shot, log, screenOf } = app;
const panel = () => app.page.locator('.civ-panel');
const battle = () => app.page.locator('.civ-battle');
const fixture = join(repoRoot, 'e2e', 'fixtures', 'civ-battle.tessera');
const ADA = ['unit-artillery-2-1', 'unit-infantry-3-4', 'unit-mounted-1-1'];
const BO = ['unit-artillery-1-1', 'unit-infantry-2-5', 'unit-infantry-2-4'];
let shots = 0;

const handOver = () => app.page.locator('.hand-over [role="dialog"]');

/** Waits for the hand-over screen to `name`, checks it hides every battle card, and confirms it. */
async function handTo(name: string): Promise<void> {
  await handOver().waitFor({ timeout: 60_000 });
  await expect(handOver().textContent()).resolves.toContain(name);
  const html = await app.page.content();
  for (const card of [...ADA, ...BO]) expect(html).not.toContain(`data-card="${card}"`);
  await expect(app.page.locator('.civ-battle').count()).resolves.toBe(0);
  await shot(`civ-battle-${++shots}-hand-over-to-${name}.png`);
  await handOver().getByRole('button').first().click();
  await app.page.getByRole('region', { name: strings.privatePanel.title(name) }).waitFor({ timeout: 30_000 });
}

/** The seat whose turn it is sees only its own battle force. */
async function handShows(own: readonly string[], hidden: readonly string[]): Promise<void> {
  const hand = battle().locator('.battle-hand');
  await hand.waitFor({ timeout: 30_000 });
  for (const card of own) await expect(hand.locator(`[data-card="${card}"]`).count()).resolves.toBe(1);
  for (const card of hidden) await expect(app.page.locator(`.battle-hand [data-card="${card}"]`).count()).resolves.toBe(0);
}

/** Plays a card from the hand: onto a new front, or facing front n (1-based). */
async function play(card: string, front: 'new' | number): Promise<void> {
  const row = battle().locator(`.battle-card[data-card="${card}"]`);
  await row.getByRole('button', { name: front === 'new' ? b.newFront : b.onFront(front), exact: true }).click();
  await row.waitFor({ state: 'detached', timeout: 30_000 });
}

describe('a hotseat battle with the unit cards', () => {
  it('CIV-BATTLE-01 / CIV-BATTLE-11: Ada attacks; the battle forces are drawn in secret and Bo, the defender, plays first after the hand-over', async () => {
    const { page } = app;
    // A loaded two-worker run on a slow machine can take well over 30 s to settle a click (as hotseat.e2e.ts allows).
    page.setDefaultTimeout(90_000);
    await loadSavedGame(page, fixture);
    // Nobody is known to sit at the computer yet: Ada's seat is handed over first (her units are secret).
    await handOver().waitFor({ timeout: 90_000 });
    await handOver().getByRole('button').first().click();
    await panel().waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: strings.privatePanel.title('Ada') }).waitFor({ timeout: 30_000 });
    // Attack Bo's army to the east with the list of legal actions.
    const others = panel().getByRole('region', { name: t.other });
    const choice = others.getByRole('combobox', { name: t.otherChoice });
    // "Move the army at … to J3", in the panel's words for the action.
    const words = t.action.move(t.action.figure('army', 'SQUARE'), squareName(9, 2)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('SQUARE', '[A-Z]+\\d+');
    const option = choice.locator('option', { hasText: new RegExp(`^${words}$`) }).first();
    await choice.selectOption({ value: (await option.getAttribute('value'))! });
    await others.getByRole('button', { name: t.doIt }).click();
    await handTo('Bo');
    await battle().waitFor({ timeout: 30_000 });
    await expect(battle().textContent()).resolves.toContain(b.yourTurn);
    await expect(battle().textContent()).resolves.toContain(b.theirHand('Ada', 3));
    await handShows(BO, ADA);
    await shot(`civ-battle-${++shots}-bo-hand.png`);
    await play('unit-infantry-2-4', 'new');
  }, 300_000);

  it('CIV-BATTLE-22 / CIV-BATTLE-24: each side plays in its own battle turn; Ada\'s trumps win the fronts', async () => {
    await handTo('Ada');
    await handShows(ADA, BO.filter((c) => c !== 'unit-infantry-2-4'));
    // Bo's infantry stands face up on front 1.
    await expect(battle().locator('.battle-front[data-front="0"] .battle-slot.defender').textContent()).resolves.toContain(b.unit(b.unitType.infantry, 2));
    await shot(`civ-battle-${++shots}-ada-hand.png`);
    // Artillery trumps infantry: it strikes first and kills, so it takes no wound.
    await play('unit-artillery-2-1', 1);

    await handTo('Bo');
    await expect(battle().locator('.battle-front[data-front="0"] .battle-slot.defender.dead').count()).resolves.toBe(1);
    await expect(battle().locator('.battle-front[data-front="0"] .battle-slot.attacker.wounded').count()).resolves.toBe(0);
    await handShows(['unit-artillery-1-1', 'unit-infantry-2-5'], ADA.filter((c) => c !== 'unit-artillery-2-1'));
    await play('unit-infantry-2-5', 'new');

    await handTo('Ada');
    // No trump between infantry: both strike; Ada's stronger unit survives with its wounds.
    await play('unit-infantry-3-4', 2);

    await handTo('Bo');
    await expect(battle().locator('.battle-front[data-front="1"] .battle-slot.defender.dead').count()).resolves.toBe(1);
    await expect(battle().locator('.battle-front[data-front="1"] .battle-slot.attacker.wounded').count()).resolves.toBe(1);
    await handShows(['unit-artillery-1-1'], ['unit-mounted-1-1']);
    await play('unit-artillery-1-1', 'new');
  }, 300_000);

  it('CIV-BATTLE-33 / CIV-BATTLE-37: Ada\'s last unit ends the battle; the totals decide it and Ada spends the loot', async () => {
    const { page } = app;
    await handTo('Ada');
    // The table draws the fronts as card slots over the battle square too: front 3 waits for Ada's unit.
    const slot = await screenOf('civ-battle-attacker-front-2');
    const size = page.viewportSize();
    expect(slot && size && slot.x > 0 && slot.y > 0 && slot.x < size.width && slot.y < size.height).toBe(true);
    await shot(`civ-battle-${++shots}-fronts.png`);
    await play('unit-mounted-1-1', 3);
    // Both hands are empty: the battle is resolved, Bo's army is destroyed and Ada earns 1 loot.
    const loot = panel().getByRole('dialog', { name: t.loot });
    await loot.waitFor({ timeout: 30_000 });
    await expect(log().textContent()).resolves.toContain('The attacker totals 6 (units 6), the defender 0 (units 0)');
    await expect(log().textContent()).resolves.toContain('Ada wins the battle');
    await shot(`civ-battle-${++shots}-result.png`);
    await loot.getByRole('button', { name: t.lootSpend }).click();
    await loot.waitFor({ state: 'detached', timeout: 30_000 });
    // The survivors are back in Ada's standing forces, listed in her private panel.
    const mine = page.getByRole('region', { name: strings.privatePanel.title('Ada') });
    await expect(mine.textContent()).resolves.toContain(b.forcesLabel);
    await expect(visible(battle())).resolves.toBe(false);
    await shot(`civ-battle-${++shots}-after.png`);
  }, 300_000);
});
