import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';
import { choiceLabel, type Choice } from './calamityWords';
import { useAreaChoices } from './useAreaChoices';

const t = strings.empiresCalamity;

const isCalamityChoice = (a: EmpiresAction): a is Choice => a.type === 'calamity-choose' || a.type === 'resolve-regression';
const calamityArea = (a: Choice) => (a.type === 'calamity-choose' ? a.area : undefined);

/**
 * Phase 9 by the rules (ME-CALX-2..7): which calamity strikes whom, its beneficiary and secondary victims, the
 * advances that change it, and the choice it waits for. The chooser gets one button per legal choice, and the
 * areas he may pick are lit on the map (a click there chooses the first choice of that area).
 */
export function CalamityPanel({ view, seat, ask, act, preview, picked }: Pick<ModulePanelProps, 'ask' | 'act' | 'preview' | 'picked' | 'seat'> & { view: EmpiresView }) {
  const c = view.calamity;
  const active = c?.active ?? null;
  const task = active?.task ?? null;
  const mine = task !== null && task.chooser === seat;
  const legal = useAreaChoices({ seat, ask, act, preview, picked }, view, mine, isCalamityChoice, calamityArea, t.lit);
  if (!c) return null;
  const who = (s: number) => view.players[s].name;
  return (
    <section className="panel empires-calamity" aria-label={t.title}>
      <h3>{t.title}</h3>
      {Object.entries(c.held).map(([s, n]) => (
        <p key={s} className="hint">
          {t.held(who(Number(s)), n)}
        </p>
      ))}
      {active ? (
        <>
          <h4>{t.strikes(active.name, who(active.victim))}</h4>
          <p className="hint">{active.major ? (active.tradeable ? t.tradeable : t.notTradeable) : t.minor}</p>
          {active.beneficiary !== null ? <p>{t.beneficiary(who(active.beneficiary))}</p> : null}
          {active.secondaries.length ? <p>{t.secondaries(active.secondaries.map(who).join(', '))}</p> : null}
          {active.modifiers.length ? (
            <div aria-label={t.modifiersTitle}>
              <h4>{t.modifiersTitle}</h4>
              <ul>
                {active.modifiers.map((m, i) => (
                  <li key={i}>{t.modifier(who(m.seat), m.advance, m.delta, t.unitOf[active.id] ?? '')}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {task ? <p className="waiting">{mine ? t.yourChoice : t.waitingFor(who(task.chooser))}</p> : null}
          {task && mine ? <p>{t.task[task.kind]?.(task.left)}</p> : null}
          <div className="buttons">
            {legal.map((a, i) => (
              <button key={i} type="button" className="primary" onClick={() => void act(a)}>
                {choiceLabel(view, a)}
              </button>
            ))}
          </div>
        </>
      ) : null}
      <p className="hint">{t.remaining(c.remaining)}</p>
    </section>
  );
}
