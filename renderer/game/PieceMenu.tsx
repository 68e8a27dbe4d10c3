import { useEffect, useRef, useState } from 'react';
import type { HostClient } from '../../machines/engine/client';
import type { Seat } from '../../models/core/module';
import { strings } from '../ui/strings';

type Action = { type: string } & Record<string, unknown>;

/** The actions of a legal-actions answer that concern one piece (they name it somewhere in their fields). */
export function actionsFor(piece: string, actions: readonly Action[]): Action[] {
  return actions.filter((a) => Object.values(a).some((v) => v === piece));
}

export function actionLabel(a: Action): string {
  const c = strings.contextMenu;
  if (a.type === 'table/move') return c.move(String(a.to));
  if (a.type === 'table/return') return c.ret;
  if (a.type === 'table/flip') return c.flip;
  return c.other(a.type);
}

/** A piece's context menu: what the host would accept now for the shown seat, asked when the menu opens. */
export function PieceMenu({ client, seat, piece, at, onAct, onClose }: { client: HostClient; seat: Seat; piece: string; at: { x: number; y: number }; onAct: (a: Action) => void; onClose: () => void }) {
  const [actions, setActions] = useState<Action[] | null>(null);
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    let live = true;
    void client.ask<Action[]>(seat, { type: 'legal-actions' }).then((r) => {
      if (live) setActions(r.ok ? actionsFor(piece, r.answer) : []);
    });
    return () => {
      live = false;
    };
  }, [client, seat, piece]);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, [actions]);
  return (
    <div className="piece-menu" style={{ left: at.x, top: at.y }}>
      <h3 id="piece-menu-title">{strings.contextMenu.label(piece)}</h3>
      {actions === null ? <p>{strings.contextMenu.loading}</p> : null}
      {actions && actions.length === 0 ? <p>{strings.contextMenu.none}</p> : null}
      <ul role="menu" aria-labelledby="piece-menu-title" ref={ref} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
        {(actions ?? []).map((a, i) => (
          <li key={i} role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                onAct(a);
                onClose();
              }}
            >
              {actionLabel(a)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        {strings.close}
      </button>
    </div>
  );
}
