import { ADVANCES, COLOURS, type Colour } from '../../models/empires/data/advances';
import { abilitiesOf } from '../../models/empires/advances/abilities';
import { strings } from '../ui/strings';

const t = strings.empiresAdvances;

/** Per bought advance with chosen credits, one colour per 5 points (Written Record 2, Monument 4). */
export type CreditChoice = Readonly<Record<string, readonly Colour[]>>;

const pointsOf = (advance: string) => abilitiesOf(advance).reduce((n, a) => (a.kind === 'purchaseBonusCredits' ? a.points : n), 0);

/** Whether the plan brings a free advance (Anatomy). */
export const bringsFree = (advances: readonly string[]) => advances.some((a) => abilitiesOf(a).some((x) => x.kind === 'freeAdvance'));

/** The plan's `bonusCredits` from the choice (only for advances being bought). */
export function bonusCreditsOf(advances: readonly string[], choice: CreditChoice): Record<string, Partial<Record<Colour, number>>> | undefined {
  const out: Record<string, Partial<Record<Colour, number>>> = {};
  for (const a of advances) {
    const points = pointsOf(a);
    if (!points) continue;
    const picks = choice[a] ?? [];
    const sums: Partial<Record<Colour, number>> = {};
    for (let i = 0; i < points / 5; i++) {
      const c = picks[i] ?? ADVANCES.find((x) => x.id === a)!.colours[0];
      sums[c] = (sums[c] ?? 0) + 5;
    }
    out[a] = sums;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * ME-ADVX-5 at purchase: where Written Record's and Monument's credit points go, and the free advance Anatomy
 * brings. Shown only when such an advance is in the plan.
 */
export function PurchaseBonuses(props: { advances: readonly string[]; held: ReadonlySet<string>; choice: CreditChoice; onChoice(c: CreditChoice): void; free: string; onFree(id: string): void }) {
  const { advances, held, choice, onChoice, free, onFree } = props;
  const crediting = advances.filter((a) => pointsOf(a) > 0);
  const freeRule = advances.flatMap((a) => abilitiesOf(a)).find((x) => x.kind === 'freeAdvance');
  if (crediting.length === 0 && !freeRule) return null;
  const freeChoices = freeRule && freeRule.kind === 'freeAdvance' ? ADVANCES.filter((a) => a.colours.includes(freeRule.colour) && a.cost < freeRule.below && !held.has(a.id) && !advances.includes(a.id)) : [];
  return (
    <fieldset className="empires-bonuses">
      <legend>{t.purchaseBonuses}</legend>
      {crediting.map((a) => {
        const name = ADVANCES.find((x) => x.id === a)!.name;
        const picks = choice[a] ?? [];
        return (
          <div key={a}>
            <span>{t.creditsFrom(name, pointsOf(a))}</span>{' '}
            {Array.from({ length: pointsOf(a) / 5 }, (_, i) => (
              <select key={i} aria-label={t.creditPiece(name, i + 1)} value={picks[i] ?? ADVANCES.find((x) => x.id === a)!.colours[0]} onChange={(e) => onChoice({ ...choice, [a]: Array.from({ length: pointsOf(a) / 5 }, (_, j) => (j === i ? (e.target.value as Colour) : (picks[j] ?? ADVANCES.find((x) => x.id === a)!.colours[0]))) })}>
                {COLOURS.map((c) => (
                  <option key={c} value={c}>
                    {t.colour(c)}
                  </option>
                ))}
              </select>
            ))}
          </div>
        );
      })}
      {freeRule ? (
        <label>
          {t.freeAdvance}{' '}
          <select aria-label={t.freeAdvance} value={free} onChange={(e) => onFree(e.target.value)}>
            <option value="">{t.noFreeAdvance}</option>
            {freeChoices.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.cost})
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
