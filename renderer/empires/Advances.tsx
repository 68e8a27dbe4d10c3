import { ADVANCE_BY_ID, COLOURS } from '../../models/empires/data/advances';
import { abilitiesOf } from '../../models/empires/advances/abilities';
import type { EmpiresView } from '../../models/empires/view';
import { strings } from '../ui/strings';

const t = strings.empiresAdvances;

/** The shown seat's advances with the credits each gives and its abilities in words (ME-ADVX-6). */
export function OwnAdvances({ view, seat }: { view: EmpiresView; seat: number }) {
  const me = view.players[seat];
  if (!me) return null;
  const chosen = COLOURS.map((c) => [c, me.bonusCredits[c] ?? 0] as [string, number]).filter(([, n]) => n > 0);
  return (
    <section className="panel empires-own-advances" aria-label={t.yourAdvances}>
      <h3>{t.yourAdvances}</h3>
      {me.advances.length === 0 ? <p className="hint">{t.noAdvances}</p> : null}
      {chosen.length ? <p className="hint">{t.bonusCredits(chosen)}</p> : null}
      <ul>
        {me.advances.map(({ id, name }) => {
          const def = ADVANCE_BY_ID[id];
          const credits = COLOURS.map((c) => [c, def.credits[c] ?? 0] as [string, number]).filter(([, n]) => n > 0);
          const words = abilitiesOf(id).map((a) => t.ability(a)).filter((w) => w !== '');
          return (
            <li key={id} data-advance={id}>
              <strong>{name}</strong> · {t.credits(credits)}
              {def.special ? ` · ${t.namedCredit(ADVANCE_BY_ID[def.special.advance].name, def.special.amount)}` : ''}
              {words.length ? (
                <ul className="abilities">
                  {words.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
