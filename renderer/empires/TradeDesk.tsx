import { useEffect, useRef, useState } from 'react';
import type { EmpiresView } from '../../models/empires/view';
import { cardKind, commodityOf, WATER } from '../../models/empires/cards';
import { COMMODITY_BY_ID } from '../../models/empires/data/commodities';
import { handSets } from '../../models/empires/trade/hand';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';

const t = strings.empiresTrade;
type Props = Pick<ModulePanelProps, 'act' | 'seat'> & { view: EmpiresView };
type DeskProps = Props & Pick<ModulePanelProps, 'remote'>;
type Card = { id: string; label: string };

const goodName = (id: string) => (id === WATER.id ? WATER.name : (COMMODITY_BY_ID[id]?.name ?? id));
const nameOf = (view: EmpiresView, seat: number) => view.players[seat]?.name ?? '';
const untradeable = (id: string) => {
  const k = cardKind(id);
  return k?.kind === 'calamity' && !k.tradeable;
};

/** ME-TRADEX-2: the shown seat's hand grouped by commodity with each set's value; calamities apart and marked. */
export function HandPanel({ view, seat }: Pick<Props, 'view' | 'seat'>) {
  const hand = view.players[seat]?.hand ?? [];
  const label = new Map(hand.map((c) => [c.id, c.label]));
  const sets = handSets(hand.map((c) => c.id));
  const total = sets.reduce((s, x) => s + x.value, 0);
  return (
    <section className="panel empires-hand" aria-label={t.handPanel}>
      <h3>{t.handPanel}</h3>
      {hand.length === 0 ? <p>{t.noCards}</p> : null}
      <ul className="empires-sets">
        {sets.map((set) =>
          set.calamity ? (
            <li key="calamities" className="calamities">
              <strong>{t.calamities}</strong>
              <ul>
                {set.cards.map((id) => (
                  <li key={id} className="calamity">
                    {label.get(id)}
                    {untradeable(id) ? ` · ${t.notTradeable}` : ''}
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={set.commodity}>{t.setLine(goodName(set.commodity!), set.count, set.value)}</li>
          ),
        )}
      </ul>
      {total > 0 ? <p className="hint">{t.handTotal(total)}</p> : null}
    </section>
  );
}

/** ME-TCARD-7 (6b): who buys now; for that seat each purchase with its price, and "buy no more". */
export function Purchases({ view, seat, act }: Props) {
  const p = view.purchase;
  if (!p) return null;
  const mine = p.buyer === seat;
  return (
    <section className="panel empires-purchases" aria-label={t.purchases}>
      <h3>{t.purchases}</h3>
      <p>{p.buyer === null ? t.purchasesOver : t.buyerNow(nameOf(view, p.buyer))}</p>
      {mine ? (
        <>
          <p className="hint">{t.purchaseHint}</p>
          <div className="buttons">
            {p.offers.map((o) => (
              <button key={`${o.stack}-${o.source}`} type="button" disabled={o.price > view.players[seat].treasury} onClick={() => void act({ type: 'buy-trade-card', stack: o.stack, ...(o.source === 'wonder' ? { free: true } : {}) })}>
                {o.source === 'wonder' ? t.buyFree(o.stack) : t.buy(o.stack, o.price)}
              </button>
            ))}
            <button type="button" className="primary" onClick={() => void act({ type: 'done-buying' })}>
              {t.doneBuying}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** One side of a deal: at least three cards picked from the hand and two commodities named truly among them. */
function SidePicker({ hand, busy, submit, onSubmit }: { hand: readonly Card[]; busy: boolean; submit: string; onSubmit: (side: { cards: string[]; named: [string, string]; count: number }) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const goods = chosen.map((id) => commodityOf(id)?.id).filter((x): x is string => !!x);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const a = goods.includes(first) ? first : (goods[0] ?? '');
  const rest = [...goods];
  rest.splice(rest.indexOf(a), 1);
  const b = rest.includes(second) ? second : (rest[0] ?? '');
  const options = [...new Set(goods)];
  const ready = chosen.length >= 3 && a !== '' && b !== '';
  return (
    <fieldset className="empires-side">
      <legend>{t.pickCards}</legend>
      <ul className="empires-cards">
        {hand.map((c) => (
          <li key={c.id}>
            <label className={cardKind(c.id)?.kind === 'calamity' ? 'calamity' : ''}>
              <input type="checkbox" disabled={untradeable(c.id)} checked={chosen.includes(c.id)} onChange={() => setChosen((l) => (l.includes(c.id) ? l.filter((x) => x !== c.id) : [...l, c.id]))} /> {c.label}
            </label>
          </li>
        ))}
      </ul>
      <p className="hint">{t.pickHint}</p>
      <label>
        {t.named(1)}{' '}
        <select aria-label={t.named(1)} value={a} onChange={(e) => setFirst(e.target.value)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {goodName(o)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t.named(2)}{' '}
        <select aria-label={t.named(2)} value={b} onChange={(e) => setSecond(e.target.value)}>
          {[...new Set(rest)].map((o) => (
            <option key={o} value={o}>
              {goodName(o)}
            </option>
          ))}
        </select>
      </label>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          disabled={!ready || busy}
          onClick={() => {
            onSubmit({ cards: chosen, named: [a, b], count: chosen.length });
            setChosen([]);
          }}
        >
          {submit}
        </button>
      </div>
    </fieldset>
  );
}

/** When this window first saw each turn's trade session: the host's clock for ME-TRADEX-1 (kept across re-mounts). */
const opened = new Map<number, number>();

function useTimeLeft(view: EmpiresView): number | null {
  const trade = view.trade;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!trade) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [trade]);
  if (!trade) return null;
  if (!opened.has(view.turn)) opened.set(view.turn, now);
  return Math.max(0, trade.timerSeconds - Math.floor((now - opened.get(view.turn)!) / 1000));
}

type OfferView = NonNullable<EmpiresView['trade']>['offers'][number];

function Declared({ side, count }: { side: OfferView['give']; count: number }) {
  if (!side) return <span>{t.faceDown(count)}</span>;
  const [a, b] = side.named;
  return (
    <span>
      {t.declared(side.count, goodName(a), goodName(b))}
      {side.cards ? null : ` · ${t.faceDown(Math.max(0, side.count - 2))}`}
    </span>
  );
}

/** ME-TRADEX: the session for the shown seat: the clock, its offers and answers, the others' deals in counts only. */
export function TradeDesk({ view, seat, act, remote }: DeskProps) {
  const trade = view.trade;
  const left = useTimeLeft(view);
  const closing = useRef(false);
  const [to, setTo] = useState<number | null>(null);
  useEffect(() => {
    // The clock ran out: the host's window closes the session (a LAN guest's may not: ME-TRADEX-1, the clock is the
    // host's); the rules refuse a second close.
    if (left === 0 && trade && !closing.current && !remote) {
      closing.current = true;
      void act({ type: 'close-trade' });
    }
  }, [left, trade, act, remote]);
  if (!trade) return null;
  const hand = view.players[seat]?.hand ?? [];
  const done = trade.done.includes(seat);
  const partners = view.players.filter((p) => p.seat !== seat && !p.left && !trade.done.includes(p.seat));
  const partner = to !== null && partners.some((p) => p.seat === to) ? to : (partners[0]?.seat ?? null);
  const incoming = trade.offers.filter((o) => o.to === seat);
  const outgoing = trade.offers.filter((o) => o.from === seat);
  const others = trade.offers.filter((o) => o.from !== seat && o.to !== seat);
  const still = view.players.filter((p) => !p.left && !trade.done.includes(p.seat)).map((p) => p.name);
  return (
    <section className="panel empires-trade" aria-label={t.desk}>
      <h3>{t.desk}</h3>
      <p className="timer" role="timer">
        {left === 0 ? t.timeUp : t.timeLeft(Math.floor((left ?? 0) / 60), (left ?? 0) % 60)}
      </p>
      <p className="hint">{t.stillTrading(still.join(', '))}</p>
      {done ? <p>{t.youAreDone}</p> : null}
      <h4>{t.incoming}</h4>
      {incoming.length === 0 ? <p>{t.noOffers}</p> : null}
      {incoming.map((o) => (
        <div key={o.id} className="offer incoming">
          <p>
            {t.offerFrom(nameOf(view, o.from))}: <Declared side={o.give} count={o.giveCount} />
          </p>
          {o.answer ? (
            <p>
              {t.yourSide} {(o.answer.cards ?? []).map((c) => c.label).join(', ')}
            </p>
          ) : null}
          {!done ? <SidePicker hand={hand} busy={false} submit={t.sendAnswer} onSubmit={(side) => void act({ type: 'answer-trade', offer: o.id, ...side })} /> : null}
          <button type="button" onClick={() => void act({ type: 'withdraw-offer', offer: o.id })}>
            {t.decline}
          </button>
        </div>
      ))}
      <h4>{t.outgoing}</h4>
      {outgoing.length === 0 ? <p>{t.noOffers}</p> : null}
      {outgoing.map((o) => (
        <div key={o.id} className="offer outgoing">
          <p>
            {t.offerTo(nameOf(view, o.to))} · {t.yourSide} {(o.give?.cards ?? []).map((c) => c.label).join(', ')}
          </p>
          {o.answer ? (
            <p>
              {t.answered} <Declared side={o.answer} count={o.answerCount ?? 0} />
            </p>
          ) : (
            <p className="hint">{t.waitingAnswer} {t.handOverHint(nameOf(view, o.to))}</p>
          )}
          <div className="buttons">
            {o.answer ? (
              <button type="button" className="primary" onClick={() => void act({ type: 'accept-trade', offer: o.id })}>
                {t.accept}
              </button>
            ) : null}
            <button type="button" onClick={() => void act({ type: 'withdraw-offer', offer: o.id })}>
              {t.withdraw}
            </button>
          </div>
        </div>
      ))}
      {others.length > 0 ? (
        <>
          <h4>{t.others}</h4>
          <ul>
            {others.map((o) => (
              <li key={o.id}>{t.between(nameOf(view, o.from), nameOf(view, o.to), o.giveCount)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {!done && partner !== null ? (
        <>
          <h4>{t.newOffer}</h4>
          <label>
            {t.partner}{' '}
            <select aria-label={t.partner} value={partner} onChange={(e) => setTo(Number(e.target.value))}>
              {partners.map((p) => (
                <option key={p.seat} value={p.seat}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <SidePicker hand={hand} busy={false} submit={t.sendOffer} onSubmit={(side) => void act({ type: 'offer-trade', to: partner, ...side })} />
        </>
      ) : null}
      {!done ? (
        <div className="buttons">
          <button type="button" className="primary" onClick={() => void act({ type: 'trade-done' })}>
            {t.doneTrading}
          </button>
        </div>
      ) : null}
    </section>
  );
}
