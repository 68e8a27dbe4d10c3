import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { empiresStrings as t } from '../renderer/ui/catalogue/empires';
import { repoRoot, resultsDir } from './harness';
import { appSession, loadSavedGame, takeSeat } from './session';

// A conflict in a hotseat Mega Empires game, every phase by the rules (ME-CONF2). The saved game
// (e2e/fixtures/empires-conflict-fixture.ts) stops in turn 2's movement at Ada's turn, the last in census order:
// four of her tokens stand in Surkh Kotal, next to Taxila, where Bo has four (limit 3). Ada drags three into Taxila
// and ends her movement; phase 4 fights it out: the smaller party removes first, round after round, until the area
// is back within its limit.
const app = appSession(300_000);
const { shot, log } = app;
const board = () => app.page.getByRole('region', { name: t.boardPhase });
const names = ['Ada', 'Bo', 'Cy'];
const fixture = join(repoRoot, 'e2e', 'fixtures', 'empires-conflict.tessera');
/** Whether the 3D table draws this piece now (tokens are `token-AREA-SEAT-N`, one per token). */
const drawn = async (piece: string) => (await app.screenOf(piece)) !== null;

/** A close photograph of the map around an area (the stacks and their count labels). */
async function closeUp(area: string, name: string) {
  const at = (await app.screenOf(area))!;
  await app.page.screenshot({ path: join(resultsDir, name), clip: { x: Math.max(0, at.x - 90), y: Math.max(0, at.y - 60), width: 180, height: 120 } });
}

describe('hotseat Mega Empires: a conflict by the rules', () => {
  it('ME-CONF2-1 / ME-CONF2-4 / ME-CONF2-5: Ada drags three tokens into Bo’s Taxila; phase 4 leaves one of hers and two of his', async () => {
    const { page } = app;
    await loadSavedGame(page, fixture);
    try {
      await takeSeat(page, names, 0);
      await board().getByRole('button', { name: t.endMovement }).waitFor({ timeout: 90_000 });
      await page.locator('canvas').first().waitFor({ state: 'visible', timeout: 60_000 });
      // Before: four of Bo's tokens in Taxila, none of Ada's.
      await expect.poll(() => drawn('token-taxila-1-3'), { timeout: 60_000 }).toBe(true);
      expect(await drawn('token-taxila-0-0')).toBe(false);
      await shot('empires-conflict-before.png');
      await closeUp('taxila', 'empires-conflict-before-taxila.png');

      await app.drag('token-surkh-kotal-0-0', 'taxila');
      const picker = board().getByRole('form', { name: t.countPicker });
      await expect(picker.getByLabel(t.count).inputValue()).resolves.toBe('4');
      await picker.getByLabel(t.count).fill('3');
      await picker.getByLabel(t.count).press('Enter');
      await log().getByText('Ada moves 3 tokens from Surkh Kotal to Taxila.').last().waitFor({ timeout: 60_000 });
      await board().getByRole('button', { name: t.endMovement }).click();

      // Ada 3 against Bo 4 over a limit of 3: Ada removes, then Bo, then Ada, then Bo: 3 left, the conflict stops.
      await takeSeat(page, names, 0);
      await log().getByText('Conflict in Taxila: Ada 2, Bo 2 lost.').last().waitFor({ timeout: 60_000 });
      await expect.poll(() => drawn('token-taxila-1-2'), { timeout: 60_000 }).toBe(false);
      expect(await drawn('token-taxila-1-1')).toBe(true);
      expect(await drawn('token-taxila-0-0')).toBe(true);
      expect(await drawn('token-taxila-0-1')).toBe(false);
      // The one token Ada left behind is still in Surkh Kotal.
      expect(await drawn('token-surkh-kotal-0-0')).toBe(true);
      await shot('empires-conflict-after.png');
      await closeUp('taxila', 'empires-conflict-after-taxila.png');
    } catch (e) {
      await shot('empires-conflict-failure.png');
      throw e;
    }
    expect(app.errors).toEqual([]);
  }, 240_000);
});
