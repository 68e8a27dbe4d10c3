import { useEffect, useMemo, useRef, useState } from 'react';
import type { TransactionPlan } from '../../models/empires/state';
import type { EmpiresView } from '../../models/empires/view';
import { ADVANCES } from '../../models/empires/data/advances';
import { COMMODITIES } from '../../models/empires/data/commodities';
import { buildingPreview } from '../../models/empires/table';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';
import { bonusCreditsOf, bringsFree, PurchaseBonuses, type CreditChoice } from './PurchaseBonuses';
import { useLatestAnswer } from '../ui/useLatestAnswer';

const t = strings.empires;

interface Costs {
  advances: number;
  building: number;
  cards: number;
  bonus: number;
  treasuryNeeded: number;
}
type CheckAnswer = { check: { ok: boolean; rule?: string; message?: string }; costs: Costs } | { ok: false; rule?: string; message?: string };
type LegalAnswer = { area: string; check: { ok: boolean; rule?: string; message?: string } }[];

/**
 * The whole transaction declared at once (SB-PRIO-4): advances, a building and its area, a sacrifice with its
 * bonus, the cards and treasury paid. Each change asks the host's `transaction-check`, so costs, the value of the
 * sets and the verdict are live; the building's legal areas light up on the map (`legal-areas`).
 */
export function TransactionBuilder({ view, seat, act, ask, preview, picked, claim, onClose }: ModulePanelProps & { view: EmpiresView; claim: boolean; onClose(): void }) {
  const me = view.players[seat];
  const hand = me.hand ?? [];
  const [advances, setAdvances] = useState<string[]>([]);
  const [building, setBuilding] = useState('');
  const [area, setArea] = useState('');
  const [sacrifice, setSacrifice] = useState('');
  const [bonus, setBonus] = useState('');
  const [cards, setCards] = useState<string[]>([]);
  const [treasury, setTreasury] = useState(0);
  const [answer, setAnswer] = useState<CheckAnswer | null>(null);
  const [legal, setLegal] = useState<LegalAnswer | null>(null);
  const asked = useRef('');
  const [busy, setBusy] = useState(false);
  const [creditChoice, setCreditChoice] = useState<CreditChoice>({});
  const [free, setFree] = useState('');

  const supply = view.buildings.filter((b) => b.at === null || b.id === sacrifice);
  const standing = view.buildings.filter((b) => b.at !== null);
  const held = new Set(me.advances.map((a) => a.id));

  const plan: TransactionPlan = useMemo(
    () => ({
      advances,
      ...(building && area ? { build: { building, area } } : {}),
      ...(sacrifice ? { sacrifice: bonus ? { building: sacrifice, bonusCommodity: bonus } : { building: sacrifice } } : {}),
      payment: { cards, treasury },
      ...(bonusCreditsOf(advances, creditChoice) ? { bonusCredits: bonusCreditsOf(advances, creditChoice) } : {}),
      ...(free && bringsFree(advances) ? { freeAdvance: free } : {}),
    }),
    [advances, building, area, sacrifice, bonus, cards, treasury, creditChoice, free],
  );

  // The live verdict and costs.
  useLatestAnswer(
    () => ask({ type: 'transaction-check', plan: building && !area ? { ...plan, build: { building, area: '-' } } : plan }),
    (r) => setAnswer(r.ok ? (r.answer as CheckAnswer) : { ok: false, rule: r.rule, message: r.message }),
    [ask, plan, building, area],
  );

  // The building's legal areas on the map; the first legal one is chosen for the player.
  useEffect(() => {
    let live = true;
    if (!building) {
      asked.current = '';
      setLegal(null);
      preview(null);
      return;
    }
    // Another building or sacrifice: its old areas and reasons go at once, not when the new answer comes.
    const choice = `${building}/${sacrifice}`;
    if (asked.current !== choice) {
      asked.current = choice;
      setLegal(null);
      preview(null);
    }
    // With a sacrifice in the plan the areas are judged after it, so the area it frees is offered (SB-REBUILD-1).
    void ask({ type: 'legal-areas', building, ...(sacrifice ? { sacrifice } : {}) }).then((r) => {
      if (!live || !r.ok) return;
      const list = r.answer as LegalAnswer;
      setLegal(list);
      preview(buildingPreview(view, seat, building, list));
      const first = list.find((c) => c.check.ok);
      setArea((a) => (a && list.some((c) => c.area === a && c.check.ok) ? a : (first?.area ?? '')));
    });
    return () => {
      live = false;
    };
    // Asked again on every host update too: a move or an undo changes which areas are legal.
  }, [building, sacrifice, ask, seat, view]);
  useEffect(() => () => preview(null), [preview]);

  // A click on a legal area of the map chooses it.
  useEffect(() => {
    if (picked && legal?.some((c) => c.area === picked && c.check.ok)) setArea(picked);
  }, [picked, legal]);

  const costs = answer && 'costs' in answer ? answer.costs : null;
  const verdict = answer && 'check' in answer ? answer.check : answer;
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const nameOfArea = (id: string) => view.map.areas.find((a) => a.id === id)?.name ?? id;

  const submit = async () => {
    setBusy(true);
    const r = await act({ type: claim ? 'claim-priority' : 'transact', plan });
    setBusy(false);
    if (r.ok) onClose();
  };

  return (
    <section className="panel empires-builder" aria-label={t.builder(claim)}>
      <h3>{t.builder(claim)}</h3>
      <fieldset>
        <legend>{t.building}</legend>
        <select aria-label={t.building} value={building} onChange={(e) => setBuilding(e.target.value)}>
          <option value="">{t.noBuilding}</option>
          {supply.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
        </select>
        {building ? (
          <>
            <select aria-label={t.buildArea} value={area} onChange={(e) => setArea(e.target.value)}>
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
      <fieldset>
        <legend>{t.sacrifice}</legend>
        <select aria-label={t.sacrifice} value={sacrifice} onChange={(e) => setSacrifice(e.target.value)}>
          <option value="">{t.noSacrifice}</option>
          {standing.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label} ({nameOfArea(b.at!)})
            </option>
          ))}
        </select>
        {sacrifice ? (
          <select aria-label={t.bonusOn} value={bonus} onChange={(e) => setBonus(e.target.value)}>
            <option value="">{t.noBonus}</option>
            {COMMODITIES.map((c) => (
              <option key={c.id} value={c.id}>
                {t.bonusOn} {c.name}
              </option>
            ))}
          </select>
        ) : null}
      </fieldset>
      <fieldset className="empires-advances">
        <legend>{t.advances}</legend>
        <ul>
          {ADVANCES.filter((a) => !held.has(a.id)).map((a) => (
            <li key={a.id}>
              <label>
                <input type="checkbox" checked={advances.includes(a.id)} onChange={() => setAdvances((l) => toggle(l, a.id))} /> {a.name} ({a.cost})
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <PurchaseBonuses advances={advances} held={held} choice={creditChoice} onChoice={setCreditChoice} free={free} onFree={setFree} />
      <fieldset>
        <legend>{t.payment}</legend>
        {hand.length === 0 ? <p className="hint">{t.noCards}</p> : null}
        <ul className="empires-cards">
          {hand.map((c) => (
            <li key={c.id}>
              <label>
                <input type="checkbox" checked={cards.includes(c.id)} onChange={() => setCards((l) => toggle(l, c.id))} /> {c.label}
              </label>
            </li>
          ))}
        </ul>
        <label>
          {t.treasury} <input type="number" aria-label={t.treasury} min={0} max={me.treasury} value={treasury} onChange={(e) => setTreasury(Math.max(0, Math.min(me.treasury, Math.floor(Number(e.target.value) || 0))))} /> / {me.treasury}
        </label>
      </fieldset>
      <div className="empires-verdict" role="status" aria-live="polite">
        {costs ? <p>{t.costs(costs.advances, costs.building)}</p> : null}
        {costs ? <p>{t.paid(costs.cards, costs.bonus, costs.treasuryNeeded)}</p> : null}
        {verdict ? <p className={verdict.ok ? 'ok' : 'refused'}>{verdict.ok ? t.legal : `${verdict.rule ?? ''}: ${verdict.message ?? ''}`}</p> : <p>{t.checking}</p>}
      </div>
      <div className="buttons">
        <button type="button" className="primary" disabled={busy || !verdict?.ok} onClick={() => void submit()}>
          {claim ? t.submitClaim : t.submitTransact}
        </button>
        <button type="button" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </section>
  );
}
