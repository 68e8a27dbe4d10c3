import { useState, type Ref } from 'react';
import type { CellSpec } from '../../models/core/board';
import type { Seat } from '../../models/core/module';
import type { OpenedGame } from '../../models/core/service';
import type { TabletopView } from '../../models/tabletop/view';
import { strings } from '../ui/strings';
import { Panel } from './Panel';

type Act = (action: { type: string } & Record<string, unknown>) => void;

interface Props {
  tabletop: TabletopView;
  cells: readonly CellSpec[];
  seat: Seat;
  players: OpenedGame['players'];
  supplyKinds: readonly string[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  destination: string;
  onDestination: (cell: string) => void;
  act: Act;
  listRef?: Ref<HTMLUListElement>;
}

/** Everything the board does by pointer, by keyboard: pieces, a destination, piles and counters. */
export function PiecesPanel({ tabletop, cells, seat, players, supplyKinds, selected, onSelect, destination, onDestination, act, listRef }: Props) {
  const t = strings.pieces;
  const [kind, setKind] = useState(supplyKinds[0] ?? 'pawn');
  const pieces = Object.values(tabletop.pieces);
  const ownerName = (o: Seat | null) => (o === null ? t.neutral : (players.find((p) => p.seat === o)?.name ?? String(o)));
  const cellLabel = (c: CellSpec) => c.label ?? c.id;
  const piles = Object.values(tabletop.piles).filter((p) => p.visibility !== 'hand');
  const handId = Object.values(tabletop.piles).find((p) => p.visibility === 'hand' && p.owner === seat)?.id;
  const counters = Object.values(tabletop.counters).filter((c) => c.owner === seat || c.owner === null);
  return (
    <Panel id="pieces" className="pieces" title={t.title}>
      <p className="hint">{t.hint}</p>
      {pieces.length === 0 ? <p>{t.none}</p> : null}
      <ul ref={listRef} tabIndex={-1} className="piece-list">
        {pieces.map((p) => {
          const label = t.piece(p.kind, ownerName(p.owner), p.at);
          return (
            <li key={p.id}>
              <button type="button" data-piece={p.id} aria-pressed={selected === p.id} aria-label={`${t.select}: ${label}`} onClick={() => onSelect(selected === p.id ? null : p.id)}>
                {selected === p.id ? `✔ ${label}` : label}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="row">
        <label>
          {t.destination}{' '}
          <select aria-label={t.destination} value={destination} onChange={(e) => onDestination(e.target.value)}>
            {cells.map((c) => (
              <option key={c.id} value={c.id}>
                {cellLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={!selected} onClick={() => selected && act({ type: 'table/move', piece: selected, to: destination })}>
          {t.move}
        </button>
        <button type="button" disabled={!selected} onClick={() => selected && act({ type: 'table/return', piece: selected })}>
          {t.ret}
        </button>
        <button type="button" disabled={!selected} onClick={() => selected && act({ type: 'table/flip', piece: selected })}>
          {t.flip}
        </button>
      </div>
      {supplyKinds.length > 0 ? (
        <div className="row">
          <label>
            {t.takeKind}{' '}
            <select aria-label={t.takeKind} value={kind} onChange={(e) => setKind(e.target.value)}>
              {supplyKinds.map((k) => (
                <option key={k}>{k}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => act({ type: 'table/take', kind, owner: seat, to: destination })}>
            {t.take}
          </button>
        </div>
      ) : null}
      <h3>{t.piles}</h3>
      <ul>
        {piles.map((p) => (
          <li key={p.id}>
            {t.pile(p.label, p.count)}{' '}
            {p.visibility === 'deck' ? (
              <>
                <button type="button" disabled={p.count === 0 || !handId} onClick={() => handId && act({ type: 'table/draw', from: p.id, to: handId })}>
                  {t.draw(p.label)}
                </button>
                <button type="button" onClick={() => act({ type: 'table/shuffle', pile: p.id })}>
                  {t.shuffle(p.label)}
                </button>
              </>
            ) : (p.cards ?? []).length > 0 ? (
              <span className="open-cards">{(p.cards ?? []).map((c) => c.name).join(', ')}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <h3>{strings.game.counters}</h3>
      <ul>
        {counters.map((c) => (
          <li key={c.id}>
            {c.label}: <strong>{c.value}</strong>{' '}
            <button type="button" aria-label={t.counterMinus(c.label)} onClick={() => act({ type: 'table/count', counter: c.id, delta: -1 })}>
              −
            </button>
            <button type="button" aria-label={t.counterPlus(c.label)} onClick={() => act({ type: 'table/count', counter: c.id, delta: 1 })}>
              +
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
