import { useState } from 'react';
import type { LootPurchase } from '../../models/civ/actions';
import { MARKET_RESOURCES } from '../../models/civ/data/markers';
import { lootCost } from '../../models/civ/rules/loot';
import type { CivView } from '../../models/civ/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';

const t = strings.civ;

/** The purchases on offer: the 1-loot effects, then the 2-loot ones, a tech of the loser's per tech (FF-LOOT-03/04). */
export function lootOffers(view: CivView, loser: number): { key: string; label: string; purchase: LootPurchase }[] {
  const one: { key: string; purchase: LootPurchase }[] = [
    { key: 'trade-3', purchase: { effect: 'trade', amount: 3 } },
    { key: 'culture-3', purchase: { effect: 'culture', amount: 3 } },
    { key: 'discard-coin', purchase: { effect: 'discard-coin' } },
    { key: 'facedown', purchase: { effect: 'resource', resource: 'facedown' } },
    ...MARKET_RESOURCES.map((r) => ({ key: r, purchase: { effect: 'resource', resource: r } as LootPurchase })),
    { key: 'culture-card', purchase: { effect: 'culture-card' } },
    { key: 'take-coin', purchase: { effect: 'take-coin' } },
  ];
  const techs = (view.players[loser]?.techs ?? []).map((x) => ({ key: `tech:${x.name}`, label: t.lootTech(x.name), purchase: { effect: 'tech', tech: x.name } as LootPurchase }));
  return [...one.map((o) => ({ ...o, label: t.lootEffect[o.key] })), ...techs];
}

/** FF-LOOT-02: the winner spends the loot at once on any mix of effects, repeats allowed, within the amount. */
export function LootDialog({ view, loot, loser, act }: { view: CivView; loot: number; loser: number; act: ModulePanelProps['act'] }) {
  const offers = lootOffers(view, loser);
  const [basket, setBasket] = useState<{ key: string; label: string; purchase: LootPurchase }[]>([]);
  const [choice, setChoice] = useState(offers[0].key);
  const spent = basket.reduce((n, b) => n + lootCost(b.purchase), 0);
  const offer = offers.find((o) => o.key === choice) ?? offers[0];
  const fits = spent + lootCost(offer.purchase) <= loot;
  return (
    <section className="civ-loot" role="dialog" aria-label={t.loot}>
      <h3>{t.loot}</h3>
      <p>{t.lootBody(loot, view.players[loser]?.name ?? '')}</p>
      <select aria-label={t.loot} value={choice} onChange={(e) => setChoice(e.target.value)}>
        {offers.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>{' '}
      <button type="button" disabled={!fits} onClick={() => setBasket((b) => [...b, offer])}>
        {t.lootAdd}
      </button>
      <ul>
        {basket.map((b, i) => (
          <li key={i}>
            {b.label}{' '}
            <button type="button" aria-label={t.lootRemove(b.label)} onClick={() => setBasket((x) => x.filter((_, j) => j !== i))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <p>{t.lootSpent(spent, loot)}</p>
      <button type="button" className="primary" onClick={() => void act({ type: 'spend-loot', purchases: basket.map((b) => b.purchase) })}>
        {t.lootSpend}
      </button>
    </section>
  );
}
