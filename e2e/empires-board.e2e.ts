import { describe, expect, it } from 'vitest';
import { empiresStrings as t } from '../renderer/ui/catalogue/empires';
import { strings } from '../renderer/ui/strings';
import { appSession, newHotseatGame, takeSeat } from './session';

// Phases 1-5 by the rules (ME-SEQ), with the minimum panel: taxes and growth need no click, the movement order
// shows who moves, and each seat ends its movement with a button until the trade card phase comes.
const app = appSession();
const { shot, log } = app;
const board = () => app.page.getByRole('region', { name: t.boardPhase });
const names = ['Ada', 'Bo', 'Cy'];

/** Seats `s` at the window (passing the hand-over screen). */
const seat = (s: number) => takeSeat(app.page, names, s);

describe('hotseat Mega Empires, phases 1-5 by the rules', () => {
  it('ME-SEQ-1 / ME-POPX-1 / ME-MOVE-1: turn 1 grows without a click; each seat ends its movement in census order', async () => {
    const { page } = app;
    const dialog = await newHotseatGame(page, 'empires', names);
    // The variants are folded away behind the printed rules' "Recommended" choice.
    await dialog.getByRole('button', { name: /^Show the variant/ }).click();
    await dialog.getByLabel('Civilizations', { exact: true }).selectOption('by-rank');
    await dialog.getByRole('button', { name: strings.newGame.start }).click();
    try {
      await board().waitFor({ state: 'visible', timeout: 180_000 });
      await board().getByText(t.movementOrder).first().waitFor();
      // Tax collection and growth ran by themselves: one token grew to two, 53 left in stock.
      await seat(0);
      await page.getByText(t.counters(0, 53, 9)).waitFor();
      await page.locator('canvas').first().waitFor({ state: 'visible', timeout: 60_000 });
      await shot('empires-board-movement.png');
      // ME-MOVE-3 by dragging: Ada presses on her stack in Sirwah and drags it to Marib, lit as a reachable area on the way.
      await app.drag('token-sirwah-0-0', 'marib', async () => {
        await page.getByRole('status').getByText(t.reaches).waitFor({ timeout: 30_000 });
        await shot('empires-board-drag.png');
      });
      // Two tokens there: the count picker asks how many (all by default); one, by the keyboard.
      const picker = board().getByRole('form', { name: t.countPicker });
      await expect(picker.getByLabel(t.count).inputValue()).resolves.toBe('2');
      await picker.getByLabel(t.count).fill('1');
      await picker.getByLabel(t.count).press('Enter');
      await log().getByText('Ada moves 1 token from Sirwah to Marib.').last().waitFor({ timeout: 60_000 });
      // All three have one token and grew by one: the order is the ranking (Saba, Maurya, Babylon = Ada, Bo, Cy).
      for (let s = 0; s < 3; s++) {
        await seat(s);
        await board().getByRole('button', { name: t.endMovement }).click();
        // The window goes to the next mover behind the hand-over screen; the log is read from the next seat's side.
        await seat((s + 1) % 3);
        await log().getByText(`${names[s]} ends movement.`).last().waitFor({ timeout: 60_000 });
      }
      // The card phases are scripted by default (option cardPhases): phase 6 opens by itself.
      await log().getByText('Phase 6: Trade card acquisition.').last().waitFor({ timeout: 60_000 });
      await shot('empires-board-after.png');
    } catch (e) {
      await shot('empires-board-failure.png');
      throw e;
    }
  }, 400_000);
});
