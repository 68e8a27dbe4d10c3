import { useCallback, useMemo, useRef, useState } from 'react';
import type { ActResult } from '../../machines/engine/client';
import { modules } from '../../machines/registry';
import type { PreviewCandidate, PreviewSpec } from '../../models/core/board';
import { GameTable } from '../game/GameTable';
import type { Settings } from '../game/settings';
import type { PieceDrop } from '../module-renderer';
import { rendererFor, type AskResult } from '../modules';
import { layoutTable } from '../table/layout';
import { candidateAt, candidateText } from '../table/preview';
import { seatColours as palette } from '../ui/seat-colors';
import { strings } from '../ui/strings';
import { tutorialById } from './catalogue';
import { TutorialPlay } from './player';
import { markFinished } from './progress';
import { PointerSquare, TutorialMarks, type ScreenLabel } from './TutorialMarks';
import './tutorials.css';

const t = strings.tutorials;
type Action = { type: string } & Record<string, unknown>;
type Feedback = { kind: 'wrong'; message: string; rule: string; hint: string } | { kind: 'right' };

/**
 * Plays one tutorial on the real board: the session's view through the module's table and panel, the step's
 * camera, highlights, labels and arrows, and the narration with Back, Next, Restart and Skip. Every move the
 * learner makes goes through the session, which plays only the step's move and answers anything else with why.
 */
export function TutorialPlayer({ id, settings, onClose }: { id: string; settings: Settings; onClose: () => void }) {
  const tutorial = tutorialById(id);
  const [play, failure] = useMemo((): [TutorialPlay | null, string | null] => {
    try {
      return tutorial ? [new TutorialPlay(tutorial, modules), null] : [null, `no tutorial "${id}"`];
    } catch (e) {
      return [null, e instanceof Error ? e.message : String(e)];
    }
  }, [tutorial, id]);
  const [, setTick] = useState(0);
  const [generation, setGeneration] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [preview, setPreview] = useState<PreviewSpec | null>(null);
  const [previewHint, setPreviewHint] = useState<PreviewCandidate | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  // The learner may drag a piece where the module takes drops (Empires' movement): the panel makes the move of it.
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropped, setDropped] = useState<PieceDrop | null>(null);
  const attempts = useRef(0);
  const press = useRef<{ x: number; y: number; attempts: number } | null>(null);
  const square = useRef<string | null>(null);
  const [labels, setLabels] = useState<ScreenLabel[]>([]);

  const renderer = rendererFor(tutorial?.module ?? '');
  const view = play?.view();
  const table = useMemo(() => (view !== undefined ? renderer.tableOf(view) : { boards: [], pieces: [] }), [view, renderer]);
  const layout = useMemo(() => layoutTable(table.boards), [table.boards]);
  const colours = useMemo(() => (tutorial?.scenario.players ?? []).map((_, i) => palette[i % palette.length].hex), [tutorial]);
  const marks = useMemo(() => (tutorial?.scenario.players ?? []).map((_, i) => palette[i % palette.length].mark), [tutorial]);

  const changed = () => setTick((n) => n + 1);
  const restartTo = (index: number | 'back') => {
    if (!play) return;
    if (index === 'back') play.back();
    else play.goTo(index);
    setFeedback(null);
    setPreview(null);
    setPicked(null);
    setGeneration((g) => g + 1);
  };
  const next = () => {
    if (!play || !play.next()) return;
    setFeedback(null);
    if (play.finished) markFinished(play.tutorial.id);
    changed();
  };

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

  if (!play || !tutorial)
    return (
      <div className="tutorial-player game-screen">
        <p role="alert">{t.failed(failure ?? '')}</p>
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    );

  const step = play.step;
  const done = play.finished;
  const n = Math.min(play.index, play.total - 1) + 1;
  const last = play.index === play.total - 1;
  return (
    <div className="tutorial-player game-screen" aria-label={t.screen(tutorial.title)}>
      <div className="tutorial-table" onPointerDown={onPointerDown} onClick={onClick}>
        <GameTable
          table={table}
          seatColours={colours}
          seatMarks={marks}
          selected={null}
          settings={settings}
          onPiece={() => undefined}
          onCell={setPicked}
          onDrag={setDragged}
          onDrop={(piece, cell) => setDropped((d) => ({ piece, to: cell, n: (d?.n ?? 0) + 1 }))}
          onPieceMenu={() => undefined}
          preview={preview}
          onPreviewHover={setPreviewHint}
          highlighted={step?.highlight}
          focus={step?.camera ?? null}
          layers={
            <>
              {renderer.Layer && view !== undefined ? <renderer.Layer view={view} layout={layout} seatColours={colours} /> : null}
              <TutorialMarks step={step} layout={layout} table={table} onLabels={setLabels} />
              <PointerSquare layout={layout} onSquare={(cell) => (square.current = cell)} />
            </>
          }
        />
        {labels.map((l) => (
          <span key={`${l.at}-${l.text}`} className="tutorial-label" data-at={l.at} style={{ left: l.x, top: l.y }}>
            {l.text}
          </span>
        ))}
      </div>
      {preview && previewHint ? (
        <p className="preview-hint" role="status">
          {candidateText(previewHint)}
        </p>
      ) : null}
      <header className="banner" role="banner">
        <h2>{t.screen(tutorial.title)}</h2>
        <button type="button" onClick={onClose}>
          {t.skip}
        </button>
      </header>
      <aside className="side left">
        <section className="panel tutorial-narration" aria-label={t.screen(tutorial.title)}>
          {done ? (
            <>
              <p role="status" className="tutorial-finished">
                {t.finished(tutorial.title)}
              </p>
              <div className="buttons">
                <button type="button" onClick={() => restartTo(0)}>
                  {t.again}
                </button>
                <button type="button" className="primary" onClick={onClose}>
                  {t.close}
                </button>
              </div>
            </>
          ) : (
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
                <button type="button" disabled={play.index === 0} onClick={() => restartTo('back')}>
                  {t.back}
                </button>
                <button type="button" className="primary" disabled={play.waiting} onClick={next}>
                  {last ? t.finish : t.next}
                </button>
                <button type="button" onClick={() => restartTo(0)}>
                  {t.restart}
                </button>
              </div>
            </>
          )}
        </section>
      </aside>
      <aside className="side right">
        {renderer.Panel && view !== undefined && !done ? <renderer.Panel key={generation} view={view} seat={play.seat} act={act} ask={ask} preview={setPreview} picked={picked} dragged={dragged} dropped={dropped} /> : null}
      </aside>
    </div>
  );
}
