import { describe, expect, it } from 'vitest';
import { strings } from '../renderer/ui/strings';
import { appSession } from './session';
import { makeMove, openTutorial, Shadow, stepText, tutorialFiles } from './tutorial-helpers';

// The trade tutorial played through the trade desk in the app (ME-TRADEX): the hand grouped in sets, an offer of
// two Silk with a hidden Treachery declared as Silk and Silk, Bo's answer shown by its declaration only, the deal
// accepted, and "done" ending the session. Photographs of the desk land in test-results/.
const t = strings.tutorials;
const tt = strings.empiresTrade;
const app = appSession(300_000);

describe('the Empires trade desk', () => {
  it('ME-TRADEX-5 / ME-TRADEX-7: an honest offer with a hidden calamity, the answer and the deal through the desk', async () => {
    const { page } = app;
    const tutorial = tutorialFiles().find((x) => x.id === 'empires-trade')!;
    await page.getByRole('button', { name: strings.menu.tutorials }).click();
    await openTutorial(page, tutorial.title);
    const shadow = new Shadow(tutorial);
    const desk = page.getByRole('region', { name: tt.desk });
    const hand = page.getByRole('region', { name: tt.handPanel });
    try {
      for (let i = 0; i < tutorial.steps.length; i++) {
        const step = tutorial.steps[i];
        shadow.session.next();
        await expect.poll(() => stepText(page), { timeout: 30_000 }).toBe(t.step(i + 1, tutorial.steps.length));
        if (i === 0) {
          await desk.waitFor({ timeout: 30_000 });
          // ME-TRADEX-2: Silk twice is a set worth 36; Treachery sits apart as a calamity.
          await hand.getByText(tt.setLine('Silk', 2, 36)).waitFor();
          await hand.getByText(tt.calamities).waitFor();
          await app.shot('empires-trade-desk.png');
        }
        if (i === 1) {
          // Bo's answer shows only its declaration; his cards stay face down.
          await desk.getByText(tt.declared(3, 'Salt', 'Salt')).waitFor({ timeout: 30_000 });
          await app.shot('empires-trade-answer.png');
        }
        await makeMove(page, 'empires', step.learner!.expect as { type: string } & Record<string, unknown>, shadow);
        expect(shadow.session.attempt(step.learner!.expect).ok).toBe(true);
        if (i === 1) await hand.getByText(tt.setLine('Salt', 4, 48)).waitFor({ timeout: 30_000 });
        expect(await page.locator('.tutorial-wrong').count(), `no refusal at step ${i + 1}`).toBe(0);
      }
      await page.getByText(t.finished(tutorial.title)).waitFor({ timeout: 30_000 });
    } catch (e) {
      await app.shot('empires-trade-failed.png');
      throw e;
    }
    expect(app.errors).toEqual([]);
  }, 240_000);
});
