import type { TableSpec } from '../../models/core/board';
import type { Seat } from '../../models/core/module';
import type { ModuleRenderer } from '../module-renderer';
import { strings } from '../ui/strings';
import { actionLabel, type IdleContext } from './PieceMenu';

type Action = { type: string } & Record<string, unknown>;

/** What the game knows when a piece is right-clicked, for the piece menu's words. */
export interface PieceMenuContext {
  pieces: TableSpec['pieces'];
  renderer: ModuleRenderer;
  /** The shown seat's view (undefined before it arrives). */
  view: unknown;
  shown: Seat | null;
  active: readonly Seat[];
  over: boolean;
  phase: string | null | undefined;
  nameOf: (seat: Seat | null) => string;
}

/** The right-clicked piece in words, and what its menu says when it offers nothing. */
export function pieceMenuWords(id: string, { pieces, renderer, view, shown, active, over, phase, nameOf }: PieceMenuContext): { name: string; select?: (piece: string, all: readonly Action[]) => Action[]; label?: (a: Action) => string; idle: IdleContext } {
  const piece = pieces.find((p) => p.id === id);
  const owner = piece?.owner ?? null;
  const mine = owner === null || owner === shown;
  const words = piece?.label ?? piece?.variant ?? piece?.kind ?? id;
  const ownerName = owner === null ? null : nameOf(owner);
  return {
    // "Bo's pawn 1" already says whose it is.
    name: ownerName && words.includes(ownerName) ? words : strings.contextMenu.piece(words, ownerName),
    select: view !== undefined && renderer.pieceActions ? (p: string, all: readonly Action[]) => renderer.pieceActions!(view, p, all) : undefined,
    label: view !== undefined && renderer.actionLabel ? (a: Action) => renderer.actionLabel!(view, a) ?? actionLabel(a) : undefined,
    idle: {
      over,
      waitingFor: shown !== null && !active.includes(shown) ? active.map(nameOf).join(', ') : null,
      ownedBy: mine ? null : nameOf(owner),
      phase: phase ?? null,
    },
  };
}
