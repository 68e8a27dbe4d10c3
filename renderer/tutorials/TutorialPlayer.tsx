import { useMemo, useState } from 'react';
import { modules } from '../../machines/registry';
import type { PreviewCandidate, PreviewSpec } from '../../models/core/board';
import type { Settings } from '../game/settings';
import type { PieceDrop } from '../module-renderer';
import { rendererFor } from '../modules';
import { candidateText } from '../table/preview';
import { strings } from '../ui/strings';
import { tutorialById } from './catalogue';
import { TutorialPlay } from './player';
import { markFinished } from './progress';
import { TutorialNarration, type Feedback } from './TutorialNarration';
import { TutorialTable } from './TutorialTable';
import { useTutorialMoves } from './useTutorialMoves';
import './tutorials.css';

const t = strings.tutorials;

/**
 * Plays one tutorial on the real board: the session's view through the module's table and panel, the step's
 * camera, highlights, labels and arrows, and the narration with Back, Next, Restart and Skip. Every move the
 * learner makes goes through the session, which plays only the step's move and answers anything else with why.
 * `overGame`: opened over a game (from a refused move's rule), so closing leads back to the game, not the menu.
 */
export function TutorialPlayer({ id, settings, onClose, overGame = false }: { id: string; settings: Settings; onClose: () => void; overGame?: boolean }) {
  const closeLabel = overGame ? t.backToGame : t.close;
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

  const renderer = rendererFor(tutorial?.module ?? '');
  const view = play?.view();

  const changed = () => setTick((n) => n + 1);
  const { act, ask, square, onPointerDown, onClick } = useTutorialMoves(play, failure, preview, { setFeedback, setPicked, changed });
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

  if (!play || !tutorial)
    return (
      <div className="tutorial-player game-screen">
        <p role="alert">{t.failed(failure ?? '')}</p>
        <button type="button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    );

  const step = play.step;
  return (
    <div className="tutorial-player game-screen" aria-label={t.screen(tutorial.title)}>
      <TutorialTable tutorial={tutorial} renderer={renderer} view={view} step={step} settings={settings} preview={preview} onPicked={setPicked} onDrag={setDragged} onDropped={setDropped} onPreviewHint={setPreviewHint} square={square} onPointerDown={onPointerDown} onClick={onClick} />
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
        <TutorialNarration play={play} feedback={feedback} onRestart={restartTo} onNext={next} onClose={onClose} closeLabel={closeLabel} />
      </aside>
      <aside className="side right">
        {renderer.Panel && view !== undefined && !play.finished ? <renderer.Panel key={generation} view={view} seat={play.seat} act={act} ask={ask} preview={setPreview} picked={picked} dragged={dragged} dropped={dropped} /> : null}
      </aside>
    </div>
  );
}
