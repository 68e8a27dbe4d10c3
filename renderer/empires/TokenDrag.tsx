import { useEffect, useRef, useState } from 'react';
import type { PreviewSpec } from '../../models/core/board';
import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import type { ModulePanelProps } from '../module-renderer';
import { strings } from '../ui/strings';

const t = strings.empires;

interface Target {
  readonly area: string;
  readonly check: { ok: boolean; rule?: string; message?: string };
  readonly via?: string;
  readonly path?: readonly string[];
}

/** What a dragged piece is to the mover: a stack of her tokens in an area, or her ship. */
type Dragged = { kind: 'tokens'; from: string; max: number } | { kind: 'ship'; ship: string; from: string; max: number };

/** A drop waiting for its count: tokens to move, or tokens to take aboard (0 sails empty). */
export interface Pending {
  readonly drag: Dragged;
  readonly to: string;
  readonly via?: string;
  readonly path?: readonly string[];
}

/** Table piece ids are `token-<area>-<seat>-<i>` (see models/empires/table.ts); ships keep their own ids. */
export function draggedPiece(view: EmpiresView, seat: number, piece: string, legal: readonly EmpiresAction[]): Dragged | null {
  const ship = view.ships.find((s) => s.id === piece);
  if (ship) {
    if (ship.owner !== seat) return null;
    const carry = Math.max(0, ...legal.map((a) => (a.type === 'sail' && a.ship === ship.id ? a.carry : 0)));
    return { kind: 'ship', ship: ship.id, from: ship.at, max: carry };
  }
  const m = /^token-(.+)-(\d+)-\d+$/.exec(piece);
  if (!m || Number(m[2]) !== seat || !view.areas[m[1]]) return null;
  const from = m[1];
  // The unmoved tokens: the largest stack the legal moves offer from there (ME-MOVE-3: each token moves once).
  const max = Math.max(0, ...legal.map((a) => (a.type === 'move-tokens' && a.from === from ? a.count : 0)));
  return max > 0 ? { kind: 'tokens', from, max } : null;
}

const question = (d: Dragged) => (d.kind === 'ship' ? { type: 'move-targets', ship: d.ship, carry: d.max } : { type: 'move-targets', from: d.from, count: d.max });

function previewOf(d: Dragged, seat: number, answer: readonly Target[]): PreviewSpec {
  return {
    piece: d.kind === 'ship' ? { kind: 'pawn', owner: seat, variant: 'ship' } : { kind: 'token', owner: seat },
    candidates: answer.map(({ area, check }) => (check.ok ? { cells: [area], ok: true, detail: t.reaches } : { cells: [area], ok: false, rule: check.rule, message: check.message })),
  };
}

/** The action a drop makes once its count is known. */
export function dropAction(p: Pending, count: number): EmpiresAction {
  if (p.drag.kind === 'ship') return { type: 'sail', ship: p.drag.ship, path: [...(p.path ?? [p.to])], carry: count };
  return { type: 'move-tokens', from: p.drag.from, to: p.to, count, ...(p.via ? { via: p.via } : {}) };
}

/**
 * Movement by dragging (ME-MOVE-3, ME-MOVE-4): while the mover drags a stack or a ship, the areas it may reach are
 * lit and the others carry the refusal; a drop on an area moves at once, or asks how many when there is a choice.
 */
export function useTokenDrag(props: Pick<ModulePanelProps, 'ask' | 'act' | 'preview' | 'dragged' | 'dropped'> & { view: EmpiresView; seat: number; legal: readonly EmpiresAction[] }) {
  const { view, seat, legal, dragged, dropped } = props;
  const [pending, setPending] = useState<Pending | null>(null);
  const live = useRef(props);
  live.current = props;
  const mine = view.phase === 'movement' && view.movement?.mover === seat;

  // Light the reachable areas while a piece of the mover's is in the hand.
  useEffect(() => {
    const { ask, preview } = live.current;
    const d = dragged && mine ? draggedPiece(view, seat, dragged, legal) : null;
    if (!d) {
      if (!pending) preview(null);
      return;
    }
    let on = true;
    void ask(question(d)).then((r) => on && r.ok && preview(previewOf(d, seat, r.answer as Target[])));
    return () => {
      on = false;
    };
    // A new view or legal list while dragging does not re-ask; the drop asks again.
  }, [dragged]);

  // A drop: to an area the rules refuse, the host says why; to a reachable one, at once or through the count picker.
  const handled = useRef(dropped?.n ?? 0);
  useEffect(() => {
    if (!dropped || dropped.n === handled.current) return;
    handled.current = dropped.n;
    const { ask, act, preview } = live.current;
    const d = mine ? draggedPiece(view, seat, dropped.piece, legal) : null;
    if (!d) return;
    void ask(question(d)).then((r) => {
      const target = r.ok ? (r.answer as Target[]).find((x) => x.area === dropped.to) : undefined;
      const p: Pending = { drag: d, to: dropped.to, ...(target?.via ? { via: target.via } : {}), ...(target?.path ? { path: target.path } : {}) };
      if (!target || !target.check.ok || (d.kind === 'tokens' && d.max === 1) || (d.kind === 'ship' && d.max === 0)) {
        preview(null);
        void act(dropAction(p, d.kind === 'ship' ? d.max : 1));
        return;
      }
      preview({ piece: previewOf(d, seat, []).piece, candidates: [{ cells: [dropped.to], ok: true, detail: t.reaches }] });
      setPending(p);
    });
  }, [dropped]);

  const close = () => {
    setPending(null);
    live.current.preview(null);
  };
  // A new seat or phase drops a question left open.
  useEffect(() => {
    if (pending && !mine) close();
  }, [mine]);
  return { pending, close, confirm: (count: number) => void live.current.act(dropAction(pending!, count)).then(close) };
}

/** The count picker of a dropped stack or ship: all by default, one or none a key away; Enter moves, Escape cancels. */
export function CountPicker({ view, pending, onMove, onCancel }: { view: EmpiresView; pending: Pending; onMove(n: number): void; onCancel(): void }) {
  const ship = pending.drag.kind === 'ship';
  const max = pending.drag.max;
  const least = ship ? 0 : 1;
  const [n, setN] = useState(max);
  const name = (id: string) => view.map.areas.find((a) => a.id === id)?.name ?? id;
  const valid = Number.isInteger(n) && n >= least && n <= max;
  return (
    <form
      className="count-picker"
      aria-label={t.countPicker}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onMove(n);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <p>{ship ? t.howManyAboard(name(pending.drag.from), name(pending.to)) : t.howManyTokens(name(pending.drag.from), name(pending.to))}</p>
      <input type="number" aria-label={t.count} min={least} max={max} value={Number.isNaN(n) ? '' : n} autoFocus onChange={(e) => setN(e.target.valueAsNumber)} />
      <button type="button" onClick={() => setN(least)}>
        {ship ? t.none : t.one}
      </button>
      <button type="button" onClick={() => setN(max)}>
        {t.allOf(max)}
      </button>
      <button type="submit" className="primary" disabled={!valid}>
        {ship ? t.sailWith(valid ? n : 0) : t.moveThem(valid ? n : 1)}
      </button>
      <button type="button" onClick={onCancel}>
        {t.cancel}
      </button>
    </form>
  );
}
