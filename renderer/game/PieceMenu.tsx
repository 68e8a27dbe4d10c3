import { useEffect, useRef, useState } from 'react';
import type { HostClient } from '../../machines/engine/client';
import type { Seat } from '../../models/core/module';
import { strings } from '../ui/strings';
import { useLatestAnswer } from '../ui/useLatestAnswer';

type Action = { type: string } & Record<string, unknown>;

/**
 * The actions of a legal-actions answer that concern one piece: they name it somewhere in their fields, or name
 * what it is part of (a building's cube "b7/control" belongs to the building "b7").
 */
export function actionsFor(piece: string, actions: readonly Action[]): Action[] {
  const whole = piece.split('/')[0];
  return actions.filter((a) => Object.values(a).some((v) => v === piece || v === whole));
}

/** Why a piece offers nothing, in the order a player would ask: the game is over, not your turn, not your piece. */
export interface IdleContext {
  readonly over: boolean;
  /** Names of the seats that may act now, when the shown seat is not among them. */
  readonly waitingFor: string | null;
  /** The piece's owner's name when it is another seat's piece. */
  readonly ownedBy: string | null;
  readonly phase: string | null;
}

export function idleReason(ctx: IdleContext): string {
  const c = strings.contextMenu;
  if (ctx.over) return c.over;
  if (ctx.waitingFor) return c.waiting(ctx.waitingFor);
  if (ctx.ownedBy) return c.notYours(ctx.ownedBy);
  if (ctx.phase) return c.inPhase(ctx.phase);
  return c.none;
}

export function actionLabel(a: Action): string {
  const c = strings.contextMenu;
  if (a.type === 'table/move') return c.move(String(a.to));
  if (a.type === 'table/return') return c.ret;
  if (a.type === 'table/flip') return c.flip;
  return c.other(a.type);
}

/** A piece's context menu: what the host would accept now for the shown seat, asked when the menu opens. */
export function PieceMenu({ client, seat, piece, name, idle, select = actionsFor, label = actionLabel, at, onAct, onClose }: { client: HostClient; seat: Seat; piece: string; name: string; idle: IdleContext; select?: (piece: string, actions: readonly Action[]) => Action[]; label?: (a: Action) => string; at: { x: number; y: number }; onAct: (a: Action) => void; onClose: () => void }) {
  const [actions, setActions] = useState<Action[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const ref = useRef<HTMLUListElement>(null);
  // The module's way of matching is fixed for the menu's life; a new piece asks again.
  useLatestAnswer(
    () => client.ask<Action[]>(seat, { type: 'legal-actions' }),
    (r) => {
      setActions(r.ok ? select(piece, r.answer) : []);
      setRefused(r.ok ? null : r.message);
    },
    [client, seat, piece],
  );
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, [actions]);
  return (
    <div className="piece-menu" role="dialog" aria-labelledby="piece-menu-title" style={{ left: Math.min(at.x, window.innerWidth - 240), top: Math.min(at.y, window.innerHeight - 160) }}>
      <h3 id="piece-menu-title">{strings.contextMenu.label(name)}</h3>
      {actions === null ? <p>{strings.contextMenu.loading}</p> : null}
      {actions && actions.length === 0 ? <p className="piece-menu-why">{refused && !idle.over && !idle.waitingFor ? strings.contextMenu.askFailed(refused) : idleReason(idle)}</p> : null}
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
              {label(a)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" autoFocus={actions?.length === 0} onClick={onClose}>
        {strings.close}
      </button>
    </div>
  );
}
