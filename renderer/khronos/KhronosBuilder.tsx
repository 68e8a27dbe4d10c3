import { useMemo, useState } from 'react';
import { KIND_INFO, KINDS, type BoardId, type Kind } from '../../models/khronos/data';
import type { FootprintOption } from '../../models/khronos/footprints';
import { costText } from '../../models/khronos/table';
import type { KhronosView } from '../../models/khronos/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';
import { footprintAt, refusalsOf, useFootprints, usePickedCell, type LegalFootprint, type Refusal } from './useFootprints';

const t = strings.khronos;

/** Building: choose a board and a kind, see every footprint on the table with its cost or refusal, then build. */
export function Builder({ view, seat, act, ask, preview, picked }: ModulePanelProps & { view: KhronosView }) {
  const me = view.players[seat];
  const [board, setBoard] = useState<BoardId>(me.pawns.includes('might') ? 'might' : 'faith');
  const [kind, setKind] = useState<Kind | ''>('');
  const [spot, setSpot] = useState('');
  const options = useFootprints({ view, seat, ask, preview, board, kind, setSpot });
  const legal = useMemo(() => (options ?? []).filter((f): f is LegalFootprint => f.ok), [options]);
  const refusals = useMemo(() => refusalsOf(options), [options]);

  const build = (f: LegalFootprint) => {
    if (!kind) return;
    void act({ type: f.mode, board, kind, col: f.col, row: f.row }).then((r) => {
      if (r.ok) setKind('');
    });
  };
  usePickedCell(
    picked,
    (id) => {
      const f = footprintAt(id, board, kind, legal);
      if (f) build(f);
    },
    options !== null,
  );

  const chosen = legal.find((f) => `${f.col},${f.row}` === spot);
  return (
    <section className="panel khronos-build" aria-label={t.build}>
      <h3>{t.build}</h3>
      <BuildChoice board={board} onBoard={setBoard} kind={kind} onKind={setKind} />
      {!kind ? <p className="hint">{t.buildHint}</p> : null}
      {options ? <Footprints options={options} legal={legal} refusals={refusals} spot={spot} onSpot={setSpot} chosen={chosen} build={build} /> : null}
    </section>
  );
}

/** The board (of the two the builder offers) and the kind of building, with its size. */
function BuildChoice({ board, onBoard, kind, onKind }: { board: BoardId; onBoard(b: BoardId): void; kind: Kind | ''; onKind(k: Kind | ''): void }) {
  return (
    <div className="khronos-row">
      <label>
        {t.buildBoard}{' '}
        <select aria-label={t.buildBoard} value={board} onChange={(e) => onBoard(e.target.value as BoardId)}>
          <option value="might">{t.board.might}</option>
          <option value="faith">{t.board.faith}</option>
        </select>
      </label>
      <label>
        {t.buildKind}{' '}
        <select aria-label={t.buildKind} value={kind} onChange={(e) => onKind(e.target.value as Kind | '')}>
          <option value="">—</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t.kind[k]} ({KIND_INFO[k].size}×{KIND_INFO[k].size})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The host's answer: how many footprints are allowed, the chosen one with its cost and a button, the refusals by rule. */
function Footprints({ options, legal, refusals, spot, onSpot, chosen, build }: { options: readonly FootprintOption[]; legal: readonly LegalFootprint[]; refusals: readonly Refusal[]; spot: string; onSpot(s: string): void; chosen: LegalFootprint | undefined; build(f: LegalFootprint): void }) {
  return (
    <>
      <p aria-live="polite" data-testid="khronos-legal-count">
        {t.legalCount(legal.length, options.length)}
      </p>
      {legal.length > 0 ? (
        <div className="khronos-row">
          <select aria-label={t.spot} value={spot} onChange={(e) => onSpot(e.target.value)}>
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
  );
}
