import { useMemo } from 'react';
import { Overlay } from '../game/panels';
import { strings } from '../ui/strings';
import { tutorialGroups } from './catalogue';
import { finishedTutorials } from './progress';
import './tutorials.css';

const t = strings.tutorials;

/** The Tutorials menu: one list per game, in each tutorial's order, with the rules it teaches and a check when finished. */
export function TutorialMenu({ onStart, onClose }: { onStart: (id: string) => void; onClose: () => void }) {
  const done = useMemo(() => finishedTutorials(), []);
  return (
    <Overlay label={t.title} className="tutorial-menu">
      <h2>{t.title}</h2>
      <p className="hint">{t.intro}</p>
      {tutorialGroups.map((group) => (
        <section key={group.name} aria-label={group.name} className="tutorial-group">
          <h3>{group.name}</h3>
          <ul>
            {group.tutorials.map((tut) => (
              <li key={tut.id} data-tutorial={tut.id} className={done.has(tut.id) ? 'done' : undefined}>
                <button type="button" aria-label={t.start(tut.title)} onClick={() => onStart(tut.id)}>
                  {done.has(tut.id) ? (
                    <span className="check" role="img" aria-label={t.done}>
                      ✓
                    </span>
                  ) : null}
                  <strong>{tut.title}</strong>
                </button>
                <p>{tut.summary}</p>
                <p className="rule-ids">
                  {t.rules}: {tut.rules.join(', ')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button type="button" onClick={onClose}>
        {t.close}
      </button>
    </Overlay>
  );
}
