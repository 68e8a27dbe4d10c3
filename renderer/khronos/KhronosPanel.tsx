import { useEffect, useMemo, useRef, useState } from 'react';
import type { KhronosAction } from '../../models/khronos/actions';
import { cardColour, cardsInWords, KIND_INFO, KINDS, type BoardId, type Kind } from '../../models/khronos/data';
import type { FootprintOption } from '../../models/khronos/footprints';
import { costText, footprintPreview, parseCellId } from '../../models/khronos/table';
import type { KhronosView } from '../../models/khronos/view';
import type { ModulePanelProps } from '../module-renderer';
import { DOMAIN_HEX } from './outlines';
import { pickBus } from './pickBus';
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

/** Building: choose a board and a kind, see every footprint on the table with its cost or refusal, then build. */
function Builder({ view, seat, act, ask, preview, picked }: ModulePanelProps & { view: KhronosView }) {
  const me = view.players[seat];
  const [board, setBoard] = useState<BoardId>(me.pawns.includes('might') ? 'might' : 'faith');
  const [kind, setKind] = useState<Kind | ''>('');
  const [options, setOptions] = useState<FootprintOption[] | null>(null);
  const [spot, setSpot] = useState('');
  const [handled, setHandled] = useState<string | null>(picked);
  // The screen may hand new ask/preview functions on every render: read them through a ref so they do not re-ask.
  const fns = useRef({ ask, preview });
  const asked = useRef('');
  fns.current = { ask, preview };

  // Ask the host for the footprints whenever the choice or the position changes; show them on the table.
  useEffect(() => {
    if (!kind) {
      asked.current = '';
      setOptions(null);
      fns.current.preview(null);
      return;
    }
    // Another building or board: drop the old footprints and their refusals at once rather than when the answer comes.
    const choice = `${board}/${kind}`;
    if (asked.current !== choice) {
      asked.current = choice;
      setOptions(null);
      fns.current.preview(null);
    }
    let live = true;
    void fns.current.ask({ type: 'footprints', kind, board }).then((r) => {
      if (!live || !r.ok) return;
      const list = r.answer as FootprintOption[];
      setOptions(list);
      fns.current.preview(footprintPreview(board, kind, seat, list));
      const first = list.find((f) => f.ok);
      setSpot(first ? `${first.col},${first.row}` : '');
    });
    return () => {
      live = false;
    };
  }, [kind, board, view, seat]);
  useEffect(() => () => fns.current.preview(null), []);

  const legal = useMemo(() => (options ?? []).filter((f): f is Extract<FootprintOption, { ok: true }> => f.ok), [options]);
  const refusals = useMemo(() => {
    const by = new Map<string, { rule: string; message: string; count: number }>();
    for (const f of options ?? []) {
      if (f.ok) continue;
      const e = by.get(f.rule) ?? { rule: f.rule, message: f.message, count: 0 };
      e.count++;
      by.set(f.rule, e);
    }
    return [...by.values()].sort((a, b) => b.count - a.count);
  }, [options]);

  const build = (f: Extract<FootprintOption, { ok: true }>) => {
    if (!kind) return;
    void act({ type: f.mode, board, kind, col: f.col, row: f.row }).then((r) => {
      if (r.ok) setKind('');
    });
  };

  // A click on the table picks the footprint under it: the one anchored there, else the first allowed one covering it.
  const pickCell = (id: string) => {
    const cell = parseCellId(id);
    if (!cell || cell.board !== board || !kind) return;
    const size = KIND_INFO[kind].size;
    const covers = (f: FootprintOption) => cell.col >= f.col && cell.col < f.col + size && cell.row >= f.row && cell.row < f.row + size;
    const f = legal.find((x) => x.col === cell.col && x.row === cell.row) ?? legal.find(covers);
    if (f) build(f);
  };
  const pickRef = useRef(pickCell);
  pickRef.current = pickCell;
  useEffect(() => {
    if (picked === handled) return;
    setHandled(picked);
    if (picked) pickRef.current(picked);
  }, [picked, handled]);
  const previewUp = options !== null;
  useEffect(() => (previewUp ? pickBus.listen((cell) => pickRef.current(cell)) : undefined), [previewUp]);

  const chosen = legal.find((f) => `${f.col},${f.row}` === spot);
  return (
    <section className="panel khronos-build" aria-label={t.build}>
      <h3>{t.build}</h3>
      <div className="khronos-row">
        <label>
          {t.buildBoard}{' '}
          <select aria-label={t.buildBoard} value={board} onChange={(e) => setBoard(e.target.value as BoardId)}>
            <option value="might">{t.board.might}</option>
            <option value="faith">{t.board.faith}</option>
          </select>
        </label>
        <label>
          {t.buildKind}{' '}
          <select aria-label={t.buildKind} value={kind} onChange={(e) => setKind(e.target.value as Kind | '')}>
            <option value="">—</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kind[k]} ({KIND_INFO[k].size}×{KIND_INFO[k].size})
              </option>
            ))}
          </select>
        </label>
      </div>
      {!kind ? <p className="hint">{t.buildHint}</p> : null}
      {options ? (
        <>
          <p aria-live="polite" data-testid="khronos-legal-count">
            {t.legalCount(legal.length, options.length)}
          </p>
          {legal.length > 0 ? (
            <div className="khronos-row">
              <select aria-label={t.spot} value={spot} onChange={(e) => setSpot(e.target.value)}>
                {legal.map((f) => (
                  <option key={`${f.col},${f.row}`} value={`${f.col},${f.row}`}>
                    {t.buildAt(f.mode, f.col, f.row)} — {costText(f.cost)}
                  </option>
                ))}
              </select>
              <button type="button" disabled={!chosen} onClick={() => chosen && build(chosen)}>
                {chosen ? t.buildAt(chosen.mode, chosen.col, chosen.row) : t.build}
              </button>
            </div>
          ) : null}
          {chosen ? <p className="khronos-cost" data-testid="khronos-cost">{costText(chosen.cost)}</p> : null}
          {refusals.length > 0 ? (
            <ul className="khronos-refusals" aria-label={t.refusedList}>
              {refusals.slice(0, 6).map((r) => (
                <li key={r.rule}>
                  <strong>{r.rule}</strong> {t.refusedLine(r.count, r.message)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
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
