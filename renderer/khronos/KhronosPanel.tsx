import { useEffect, useRef, useState } from 'react';
import type { KhronosAction } from '../../models/khronos/actions';
import { cardColour, cardsInWords, type BoardId } from '../../models/khronos/data';
import type { KhronosView } from '../../models/khronos/view';
import type { ModulePanelProps } from '../module-renderer';
import { Builder } from './KhronosBuilder';
import { DOMAIN_HEX } from './outlines';
import { strings } from '../ui/strings';

const t = strings.khronos;
import { useLatestAnswer } from '../ui/useLatestAnswer';
import './khronos.css';

type Earnings = { total: number; lines: { board: BoardId; domain: string; amount: number; rule: string }[] };

const buildingName = (view: KhronosView, id: string) => {
  for (const board of ['might', 'faith', 'reason'] as const) {
    const b = view.boards[board].buildings.find((x) => x.id === id);
    if (b) return { name: t.kind[b.kind], board, b };
  }
  return null;
};

/** The label of a listed legal action other than building (travel, demolish, populate, renovate, decisions). */
export function otherLabel(view: KhronosView, a: KhronosAction): string | null {
  switch (a.type) {
    case 'travel':
      return t.travel(a.pawn, t.board[a.to]);
    case 'demolish': {
      const found = buildingName(view, a.building);
      return found ? t.demolish(found.name, t.board[found.board], found.b.col, found.b.row) : null;
    }
    case 'populate':
      return t.populate(buildingName(view, a.building)?.name ?? a.building, a.count);
    case 'renovate':
      return t.renovate(buildingName(view, a.building)?.name ?? a.building, a.count);
    case 'placeDownsized':
      return t.placeDownsized(a.col, a.row);
    case 'chooseDownsize':
      return t.chooseDownsize(buildingName(view, a.building)?.name ?? a.building);
    case 'holdem':
      return t.holdem(cardsInWords(a.give), cardsInWords(a.take));
    default:
      return null;
  }
}

/** The seat's own cards (grouped by colour, selectable for an exchange or a refill), Ecus, cubes and pawns. */
function Purse({ view, seat, chosen, toggle }: { view: KhronosView; seat: number; chosen: ReadonlySet<string>; toggle(card: string): void }) {
  const me = view.players[seat];
  const hand = me.hand ?? [];
  return (
    <section className="panel khronos-purse" aria-label={t.yours}>
      <h3>{t.yours}</h3>
      <p>
        <strong data-testid="khronos-ecus">{t.ecus(me.ecus)}</strong> · {t.cubes(me.cubes)} · {t.cards(hand.length)}
      </p>
      <p>{t.pawns(t.board[me.pawns[0]], t.board[me.pawns[1]])}</p>
      <ul className="khronos-cards" aria-label={t.cards(hand.length)}>
        {hand.map((card) => (
          <li key={card}>
            <label className={`khronos-card ${cardColour(card)}`}>
              <input type="checkbox" checked={chosen.has(card)} onChange={() => toggle(card)} /> {t.colour[cardColour(card)]}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What each player would collect now, domain by domain (KH-EARN), numbered like the outlines on the boards. */
function EarningsPanel({ view, ask }: { view: KhronosView; ask: ModulePanelProps['ask'] }) {
  const [all, setAll] = useState<(Earnings | null)[]>([]);
  const askRef = useRef(ask);
  askRef.current = ask;
  useLatestAnswer(
    () => Promise.all(view.players.map((p) => askRef.current({ type: 'earnings', seat: p.seat }).then((r) => (r.ok ? (r.answer as Earnings) : null)))),
    setAll,
    [view],
  );
  const domainNumber = (board: BoardId, domain: string) => [...new Set(view.boards[board].buildings.map((b) => b.domain))].sort().indexOf(domain);
  const due = view.turn === 4 || view.turn === 7;
  return (
    <section className={`panel khronos-earnings${due ? ' due' : ''}`} aria-label={t.earnings}>
      <h3>{t.earnings}</h3>
      <p className="hint">{t.earningsHint}</p>
      {view.players.map((p, i) => {
        const e = all[i];
        return (
          <div key={p.seat} className="khronos-earning" data-seat={p.seat}>
            <strong>{t.earningTotal(p.name, e?.total ?? 0)}</strong>
            <ul>
              {(e?.lines ?? []).map((l, j) => {
                const n = domainNumber(l.board, l.domain);
                return (
                  <li key={j}>
                    <i className="swatch" style={{ background: DOMAIN_HEX[n % DOMAIN_HEX.length] }} /> {t.earningLine(t.board[l.board], n + 1, l.amount, l.rule)}
                  </li>
                );
              })}
              {e && e.lines.length === 0 ? <li>{t.nothing}</li> : null}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** The Khronos panel for the shown seat: its purse, the phase's actions, the builder with previews, the earnings. */
export function KhronosPanel(props: ModulePanelProps) {
  const view = props.view as KhronosView;
  const { seat, act, ask } = props;
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [legal, setLegal] = useState<KhronosAction[]>([]);
  const me = view.players[seat];
  const askRef = useRef(ask);
  askRef.current = ask;
  const myTurn = view.outcome === null && (view.phase === 'decision' ? view.pending?.seat === seat : view.active === seat);

  useEffect(() => {
    setChosen(new Set());
    if (!myTurn) return setLegal([]);
    let live = true;
    void askRef.current({ type: 'legal-actions' }).then((r) => live && r.ok && setLegal(r.answer as KhronosAction[]));
    return () => {
      live = false;
    };
  }, [view, myTurn]);

  const toggle = (card: string) =>
    setChosen((s) => {
      const n = new Set(s);
      if (n.has(card)) n.delete(card);
      else n.add(card);
      return n;
    });
  const has = (type: KhronosAction['type']) => legal.some((a) => a.type === type);
  const others = legal.map((a) => ({ a, label: otherLabel(view, a) })).filter((x): x is { a: KhronosAction; label: string } => x.label !== null);
  const canBuild = has('construct') || has('upgrade');
  const activeName = view.players[view.phase === 'decision' && view.pending ? view.pending.seat : view.active]?.name ?? '';

  return (
    <div className="khronos-panel" aria-label={t.panel}>
      <p className="khronos-phase">
        {view.outcome ? t.outcome(view.outcome.summary) : t.turnPhase(view.turn, t.phase[view.phase] ?? view.phase)}
      </p>
      {me ? <Purse view={view} seat={seat} chosen={chosen} toggle={toggle} /> : null}
      {!myTurn && !view.outcome ? <p className="hint">{t.notYourTurn(activeName)}</p> : null}
      {myTurn ? (
        <section className="panel khronos-actions" aria-label={t.other}>
          <div className="buttons">
            {has('startActions') ? (
              <button type="button" onClick={() => void act({ type: 'startActions' })}>
                {t.startActions}
              </button>
            ) : null}
            {has('exchange') ? (
              <button type="button" disabled={chosen.size === 0} onClick={() => void act({ type: 'exchange', discard: [...chosen] })}>
                {t.exchange}
              </button>
            ) : null}
            {has('endActions') ? (
              <button type="button" onClick={() => void act({ type: 'endActions' })}>
                {t.endActions}
              </button>
            ) : null}
            {has('refill') ? (
              <button type="button" onClick={() => void act({ type: 'refill', discard: [...chosen] })}>
                {t.refill}
              </button>
            ) : null}
            {has('collect') ? (
              <button type="button" onClick={() => void act({ type: 'collect' })}>
                {t.collect}
              </button>
            ) : null}
          </div>
          {others.length > 0 ? (
            <ul className="khronos-others">
              {others.map(({ a, label }, i) => (
                <li key={i}>
                  <button type="button" onClick={() => void act(a as unknown as { type: string } & Record<string, unknown>)}>
                    {label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {myTurn && canBuild ? <Builder {...props} view={view} /> : null}
      <EarningsPanel view={view} ask={ask} />
    </div>
  );
}
