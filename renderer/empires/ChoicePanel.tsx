import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';
import { boardChoiceLabel as label, type BoardChoice as Choice } from './choiceWords';
import { useAreaChoices } from './useAreaChoices';

const t = strings.empiresChoices;

const isBoardChoice = (a: EmpiresAction): a is Choice => a.type === 'conflict-choose' || a.type === 'reduce-for-support';
const choiceArea = (a: Choice) => a.area ?? undefined;

/**
 * The questions the rules ask during phases 4, 5c and 11 (ME-CONF2-2/10, ME-CITY-5): the chooser gets one button
 * per legal answer and the areas he may name lit on the map (a click there answers); the others see whom it waits for.
 */
export function ChoicePanel({ view, seat, ask, act, preview, picked }: Pick<ModulePanelProps, 'seat' | 'ask' | 'act' | 'preview' | 'picked'> & { view: EmpiresView }) {
  const c = view.choice;
  const mine = !!c && c.choosers.includes(seat);
  const legal = useAreaChoices({ seat, ask, act, preview, picked }, view, mine, isBoardChoice, choiceArea, t.lit);
  if (!c) return null;
  const name = (id: string | null) => (id ? (view.map.areas.find((x) => x.id === id)?.name ?? id) : '');
  const who = c.choosers.map((s) => view.players[s].name).join(', ');
  return (
    <section className="panel empires-choice" aria-label={t.title}>
      <h3>{t.title}</h3>
      {mine ? (
        <>
          <p className="waiting">{t.yourChoice}</p>
          <p>{c.kind === 'support' ? t.ask.support : t.ask[c.kind](name(c.area))}</p>
          <div className="buttons">
            {legal.map((a, i) => (
              <button key={i} type="button" className="primary" onClick={() => void act(a)}>
                {label(view, a)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <>
          <p>{t.about[c.kind](who)}</p>
          <p className="waiting">{t.waitingFor(who)}</p>
        </>
      )}
    </section>
  );
}
