import type { TutorialPlay } from './player';
import { strings } from '../ui/strings';

const t = strings.tutorials;

/** What the learner's last try earned: why a wrong move is wrong (its rule and a hint), or well done. */
export type Feedback = { kind: 'wrong'; message: string; rule: string; hint: string } | { kind: 'right' };

/** The narration panel: the step's words and rules, the feedback, and Back, Next and Restart; at the end, Again or Close. */
export function TutorialNarration({ play, feedback, onRestart, onNext, onClose, closeLabel = t.close }: { play: TutorialPlay; feedback: Feedback | null; onRestart: (index: number | 'back') => void; onNext: () => void; onClose: () => void; closeLabel?: string }) {
  const { tutorial } = play;
  return (
    <section className="panel tutorial-narration" aria-label={t.screen(tutorial.title)}>
      {play.finished ? (
        <>
          <p role="status" className="tutorial-finished">
            {t.finished(tutorial.title)}
          </p>
          <div className="buttons">
            <button type="button" onClick={() => onRestart(0)}>
              {t.again}
            </button>
            <button type="button" className="primary" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        </>
      ) : (
        <TutorialStepText play={play} feedback={feedback} onRestart={onRestart} onNext={onNext} />
      )}
    </section>
  );
}

/** A step under way: where the learner is, the narration, the feedback and the step buttons. */
function TutorialStepText({ play, feedback, onRestart, onNext }: { play: TutorialPlay; feedback: Feedback | null; onRestart: (index: number | 'back') => void; onNext: () => void }) {
  const step = play.step;
  const n = Math.min(play.index, play.total - 1) + 1;
  const last = play.index === play.total - 1;
  return (
    <>
      <p className="tutorial-step" data-testid="tutorial-step">
        {t.step(n, play.total)}
      </p>
      <p className="tutorial-text">{step?.narration}</p>
      {step?.rules?.length ? <p className="rule-ids">{t.rules}: {step.rules.join(', ')}</p> : null}
      {feedback?.kind === 'right' ? (
        <p className="tutorial-right" role="status">
          {t.wellDone}
        </p>
      ) : null}
      {play.waiting ? <p className="tutorial-your-move">{t.yourMove}</p> : null}
      {feedback?.kind === 'wrong' ? (
        <div className="tutorial-wrong" role="alert">
          <strong>{t.wrong}:</strong> {feedback.message} {feedback.rule ? <span className="rule-id">({t.ruleId(feedback.rule)})</span> : null}
          {feedback.hint ? (
            <p>
              <strong>{t.hint}:</strong> {feedback.hint}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="buttons">
        <button type="button" disabled={play.index === 0} onClick={() => onRestart('back')}>
          {t.back}
        </button>
        <button type="button" className="primary" disabled={play.waiting} onClick={onNext}>
          {last ? t.finish : t.next}
        </button>
        <button type="button" onClick={() => onRestart(0)}>
          {t.restart}
        </button>
      </div>
    </>
  );
}
