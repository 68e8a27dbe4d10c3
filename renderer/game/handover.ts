import type { Seat } from '../../models/core/module';

/**
 * The hotseat "viewing seat": which local seat the window shows, and whether it is between players. While
 * `pending` is set the window shows only the hand-over screen: no private panel, no private log line, for any seat.
 * The shown seat changes only through the hand-over screen (`confirmHandOver`), whatever asks for the change (the
 * turn moving on, the seat switcher, the next-seat key), so every phase, present or to come, keeps each seat's
 * private information to that seat without knowing what it is.
 */
export interface Seating {
  readonly shown: Seat | null;
  readonly pending: Seat | null;
}

export type SecretsOf = (seat: Seat) => boolean;

/** The first seat to show when a game opens: a local seat that may act, else the first local seat. */
export function firstSeating(local: readonly Seat[], active: readonly Seat[], secrets: SecretsOf): Seating {
  const seat = local.find((s) => active.includes(s)) ?? local[0] ?? null;
  if (seat === null) return { shown: null, pending: null };
  // A window with one seat (a LAN guest, one person against bots) belongs to that player: nothing to hand over.
  if (local.length === 1) return { shown: seat, pending: null };
  // Nobody knows who sits at the computer when a game opens: a seat with secrets is handed over first. One without
  // has nothing to show yet (what it learns later, it learns while it is the shown seat).
  return secrets(seat) ? { shown: null, pending: seat } : { shown: seat, pending: null };
}

/** Asks to show another local seat: always through the hand-over screen for that seat. */
export function switchTo(seating: Seating, target: Seat): Seating {
  if (seating.pending === null && target === seating.shown) return seating;
  return { shown: seating.shown, pending: target };
}

/**
 * Follows the turn: when the shown seat may no longer act and another local seat may, hand over to it. A hand-over
 * waiting for a seat that may no longer act moves on to a local seat that may.
 */
export function followTurn(seating: Seating, local: readonly Seat[], active: readonly Seat[]): Seating {
  const next = local.find((s) => active.includes(s));
  if (seating.pending !== null) {
    if (active.includes(seating.pending) || next === undefined) return seating;
    return { shown: seating.shown, pending: next };
  }
  if (seating.shown === null || active.includes(seating.shown)) return seating;
  return next === undefined ? seating : switchTo(seating, next);
}

/** The player at the computer confirmed they are the pending seat. */
export function confirmHandOver(seating: Seating): Seating {
  return seating.pending === null ? seating : { shown: seating.pending, pending: null };
}

/** The local seat after the shown one, round the table (the sandbox's "next seat" key). */
export function nextLocal(local: readonly Seat[], from: Seat | null): Seat | null {
  if (local.length === 0) return null;
  const i = from === null ? -1 : local.indexOf(from);
  return local[(i + 1) % local.length];
}

/**
 * The one answer to "can this window undo now, and for whom": the shown seat, when it is seated (no hand-over
 * screen up) and the host says that seat may undo. The Undo button and the U / Ctrl+Z keys both ask it.
 */
export function undoSeat(seating: Seating | null, canUndo: (seat: Seat) => boolean): Seat | null {
  if (!seating || seating.pending !== null || seating.shown === null) return null;
  return canUndo(seating.shown) ? seating.shown : null;
}
