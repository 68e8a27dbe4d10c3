import { useCallback, useRef } from 'react';
import type { ActResult } from '../../machines/engine/client';
import type { PreviewSpec } from '../../models/core/board';
import type { AskResult } from '../modules';
import { candidateAt } from '../table/preview';
import type { TutorialPlay } from './player';
import { markFinished } from './progress';
import type { Feedback } from './TutorialNarration';

type Action = { type: string } & Record<string, unknown>;

/**
 * The learner's moves: the module panel's actions and questions go to the session, which plays only the step's
 * move; a click on a square the panel's preview refuses is a wrong try too.
 */
export function useTutorialMoves(play: TutorialPlay | null, failure: string | null, preview: PreviewSpec | null, { setFeedback, setPicked, changed }: { setFeedback: (f: Feedback) => void; setPicked: (cell: string | null) => void; changed: () => void }) {
  const attempts = useRef(0);
  const press = useRef<{ x: number; y: number; attempts: number } | null>(null);
  const square = useRef<string | null>(null);

  // A module panel's action: the session plays it only when it is the step's move.
  const act = useCallback(
    (action: Action): Promise<ActResult> => {
      if (!play) return Promise.resolve({ ok: false, code: 'no-tutorial', message: failure ?? '', rule: '' });
      attempts.current++;
      const verdict = play.attempt(action);
      if (!verdict.ok) {
        setFeedback({ kind: 'wrong', message: verdict.message, rule: verdict.rule, hint: verdict.hint });
        return Promise.resolve({ ok: false, code: verdict.code, message: verdict.message, rule: verdict.rule });
      }
      // The right move: on to the next step at once, whose narration says what the move did.
      play.next();
      if (play.finished) markFinished(play.tutorial.id);
      setFeedback({ kind: 'right' });
      setPicked(null);
      changed();
      return Promise.resolve({ ok: true, version: play.session.host.currentVersion });
    },
    // The setters only set state: a new act for each render would be a new panel prop for nothing.
    [play, failure],
  );
  const ask = useCallback(
    (question: Action): Promise<AskResult> => {
      if (!play) return Promise.resolve({ ok: false, code: 'no-tutorial', message: failure ?? '', rule: '' });
      const answered = play.session.host.answer(play.seat, question);
      return Promise.resolve('refusal' in answered ? { ...answered.refusal, ok: false } : { ok: true, answer: answered.answer, version: play.session.host.currentVersion });
    },
    [play, failure],
  );

  // A click on a refused square of the panel's preview is a wrong try too: the preview carries the rule's reason.
  const onPointerDown = (e: React.PointerEvent) => (press.current = { x: e.clientX, y: e.clientY, attempts: attempts.current });
  const onClick = (e: React.MouseEvent) => {
    const down = press.current;
    const index = square.current ? candidateAt(preview, square.current) : null;
    const candidate = index === null ? null : preview!.candidates[index];
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 6 || !candidate || candidate.ok) return;
    setTimeout(() => {
      if (attempts.current !== down.attempts || !play?.waiting) return;
      setFeedback({ kind: 'wrong', message: candidate.message ?? '', rule: candidate.rule ?? '', hint: play.step?.learner?.hint ?? '' });
    }, 0);
  };
  return { act, ask, square, onPointerDown, onClick };
}
