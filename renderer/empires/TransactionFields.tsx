import type { EmpiresView } from '../../models/empires/view';
import { ADVANCES } from '../../models/empires/data/advances';
import { COMMODITIES } from '../../models/empires/data/commodities';
import { strings } from '../ui/strings';
import type { CheckAnswer, LegalAnswer } from './useTransaction';

const t = strings.empires;

/** The list with `id` added, or taken out when it was there. */
export const toggled = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** The building from the supply (or the one being sacrificed) and, once chosen, its area among the legal ones. */
export function BuildingField({ supply, building, onBuilding, area, onArea, legal, nameOfArea }: { supply: EmpiresView['buildings']; building: string; onBuilding(id: string): void; area: string; onArea(id: string): void; legal: LegalAnswer | null; nameOfArea(id: string): string }) {
  return (
    <fieldset>
      <legend>{t.building}</legend>
      <select aria-label={t.building} value={building} onChange={(e) => onBuilding(e.target.value)}>
        <option value="">{t.noBuilding}</option>
        {supply.map((b) => (
          <option key={b.id} value={b.id}>
            {b.label}
          </option>
        ))}
      </select>
      {building ? (
        <>
          <select aria-label={t.buildArea} value={area} onChange={(e) => onArea(e.target.value)}>
            <option value="">{t.pickArea}</option>
            {(legal ?? []).filter((c) => c.check.ok).map((c) => (
              <option key={c.area} value={c.area}>
                {nameOfArea(c.area)}
              </option>
            ))}
          </select>
          <p className="hint">{legal ? t.legalAreas(legal.filter((c) => c.check.ok).length) : t.checking}</p>
        </>
      ) : null}
    </fieldset>
  );
}

/** A standing building to sacrifice and, once chosen, the commodity its bonus goes on. */
export function SacrificeField({ standing, sacrifice, onSacrifice, bonus, onBonus, nameOfArea }: { standing: EmpiresView['buildings']; sacrifice: string; onSacrifice(id: string): void; bonus: string; onBonus(id: string): void; nameOfArea(id: string): string }) {
  return (
    <fieldset>
      <legend>{t.sacrifice}</legend>
      <select aria-label={t.sacrifice} value={sacrifice} onChange={(e) => onSacrifice(e.target.value)}>
        <option value="">{t.noSacrifice}</option>
        {standing.map((b) => (
          <option key={b.id} value={b.id}>
            {b.label} ({nameOfArea(b.at!)})
          </option>
        ))}
      </select>
      {sacrifice ? (
        <select aria-label={t.bonusOn} value={bonus} onChange={(e) => onBonus(e.target.value)}>
          <option value="">{t.noBonus}</option>
          {COMMODITIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t.bonusOn} {c.name}
            </option>
          ))}
        </select>
      ) : null}
    </fieldset>
  );
}

/** The advances not yet held, each a checkbox with its cost. */
export function AdvancesField({ held, advances, onToggle }: { held: ReadonlySet<string>; advances: string[]; onToggle(id: string): void }) {
  return (
    <fieldset className="empires-advances">
      <legend>{t.advances}</legend>
      <ul>
        {ADVANCES.filter((a) => !held.has(a.id)).map((a) => (
          <li key={a.id}>
            <label>
              <input type="checkbox" checked={advances.includes(a.id)} onChange={() => onToggle(a.id)} /> {a.name} ({a.cost})
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The cards from the hand and the treasury tokens paid (the treasury kept within 0 and what the player has). */
export function PaymentField({ hand, cards, onToggleCard, treasury, most, onTreasury }: { hand: NonNullable<EmpiresView['players'][number]['hand']>; cards: string[]; onToggleCard(id: string): void; treasury: number; most: number; onTreasury(n: number): void }) {
  return (
    <fieldset>
      <legend>{t.payment}</legend>
      {hand.length === 0 ? <p className="hint">{t.noCards}</p> : null}
      <ul className="empires-cards">
        {hand.map((c) => (
          <li key={c.id}>
            <label>
              <input type="checkbox" checked={cards.includes(c.id)} onChange={() => onToggleCard(c.id)} /> {c.label}
            </label>
          </li>
        ))}
      </ul>
      <label>
        {t.treasury} <input type="number" aria-label={t.treasury} min={0} max={most} value={treasury} onChange={(e) => onTreasury(Math.max(0, Math.min(most, Math.floor(Number(e.target.value) || 0))))} /> / {most}
      </label>
    </fieldset>
  );
}

/** The host's answer: the costs, what the payment covers, and legal or the rule that refuses. */
export function TransactionVerdict({ answer }: { answer: CheckAnswer | null }) {
  const costs = answer && 'costs' in answer ? answer.costs : null;
  const verdict = answer && 'check' in answer ? answer.check : answer;
  return (
    <div className="empires-verdict" role="status" aria-live="polite">
      {costs ? <p>{t.costs(costs.advances, costs.building)}</p> : null}
      {costs ? <p>{t.paid(costs.cards, costs.bonus, costs.treasuryNeeded)}</p> : null}
      {verdict ? <p className={verdict.ok ? 'ok' : 'refused'}>{verdict.ok ? t.legal : `${verdict.rule ?? ''}: ${verdict.message ?? ''}`}</p> : <p>{t.checking}</p>}
    </div>
  );
}

/** Whether the host's answer lets the transaction be submitted. */
export const verdictOk = (answer: CheckAnswer | null) => (answer && 'check' in answer ? answer.check : answer)?.ok === true;
