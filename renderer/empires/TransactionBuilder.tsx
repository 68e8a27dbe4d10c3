import { useMemo, useState } from 'react';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';
import { PurchaseBonuses, type CreditChoice } from './PurchaseBonuses';
import { AdvancesField, BuildingField, PaymentField, SacrificeField, toggled, TransactionVerdict, verdictOk } from './TransactionFields';
import { planOf, useLegalAreas, useTransactionCheck } from './useTransaction';

const t = strings.empires;

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
  const [busy, setBusy] = useState(false);
  const [creditChoice, setCreditChoice] = useState<CreditChoice>({});
  const [free, setFree] = useState('');

  const supply = view.buildings.filter((b) => b.at === null || b.id === sacrifice);
  const standing = view.buildings.filter((b) => b.at !== null);
  const held = new Set(me.advances.map((a) => a.id));

  const plan = useMemo(
    () => planOf({ advances, building, area, sacrifice, bonus, cards, treasury, creditChoice, free }),
    [advances, building, area, sacrifice, bonus, cards, treasury, creditChoice, free],
  );
  const answer = useTransactionCheck(ask, plan, building, area);
  const legal = useLegalAreas({ view, seat, ask, preview, picked, building, sacrifice, setArea });
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
      <BuildingField supply={supply} building={building} onBuilding={setBuilding} area={area} onArea={setArea} legal={legal} nameOfArea={nameOfArea} />
      <SacrificeField standing={standing} sacrifice={sacrifice} onSacrifice={setSacrifice} bonus={bonus} onBonus={setBonus} nameOfArea={nameOfArea} />
      <AdvancesField held={held} advances={advances} onToggle={(id) => setAdvances((l) => toggled(l, id))} />
      <PurchaseBonuses advances={advances} held={held} choice={creditChoice} onChoice={setCreditChoice} free={free} onFree={setFree} />
      <PaymentField hand={hand} cards={cards} onToggleCard={(id) => setCards((l) => toggled(l, id))} treasury={treasury} most={me.treasury} onTreasury={setTreasury} />
      <TransactionVerdict answer={answer} />
      <div className="buttons">
        <button type="button" className="primary" disabled={busy || !verdictOk(answer)} onClick={() => void submit()}>
          {claim ? t.submitClaim : t.submitTransact}
        </button>
        <button type="button" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </section>
  );
}
