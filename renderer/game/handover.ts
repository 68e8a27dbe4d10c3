import type { Seat } from '../../models/core/module';

/**
 * Which local seat the window shows, and whether it is between players. While `pending` is set the window shows
 * only the hand-over screen: no private panel, no private log line, for any seat.
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
  // Nobody knows who sits at the computer when a game opens: a seat with secrets is handed over first.
  return secrets(seat) ? { shown: null, pending: seat } : { shown: seat, pending: null };
}

/** Asks to show another local seat; it goes through the hand-over screen whenever either seat holds a secret. */
export function switchTo(seating: Seating, target: Seat, secrets: SecretsOf): Seating {
  if (seating.pending !== null) return { shown: seating.shown, pending: target };
  if (target === seating.shown) return seating;
  if (seating.shown === null || secrets(seating.shown) || secrets(target)) return { shown: seating.shown, pending: target };
  return { shown: target, pending: null };
}

/** Follows the turn: when the shown seat may no longer act and another local seat may, hand over to it. */
export function followTurn(seating: Seating, local: readonly Seat[], active: readonly Seat[], secrets: SecretsOf): Seating {
  if (seating.pending !== null || seating.shown === null) return seating;
  if (active.includes(seating.shown)) return seating;
  const next = local.find((s) => active.includes(s));
  return next === undefined ? seating : switchTo(seating, next, secrets);
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
