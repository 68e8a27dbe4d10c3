import type { GameHost } from '../../machines/engine/host';
import type { Seat } from '../../models/core/module';

/** The two shapes of the engine's pause: a flag (setPaused), or session events per seat (seatDropped/seatReturned). */
interface Pausable {
  setPaused?(paused: boolean): void;
  seatDropped?(seat: Seat): void;
  seatReturned?(seat: Seat): void;
}

/**
 * Tells the game which LAN seats it is waiting for. With the session statechart in the host, each seat is reported
 * as dropped or returned; with the plain flag, the game is paused while any seat is awaited.
 */
export function pauseControl(game: GameHost): { waitFor(seats: ReadonlySet<Seat>): void } {
  const host = game as unknown as Pausable;
  const reported = new Set<Seat>();
  let flag: boolean | null = null;
  return {
    waitFor(seats) {
      if (typeof host.seatDropped === 'function' && typeof host.seatReturned === 'function') {
        for (const s of seats) {
          if (reported.has(s)) continue;
          host.seatDropped(s);
          reported.add(s);
        }
        for (const s of [...reported]) {
          if (seats.has(s)) continue;
          host.seatReturned(s);
          reported.delete(s);
        }
        return;
      }
      const want = seats.size > 0;
      if (want !== flag) host.setPaused?.(want);
      flag = want;
    },
  };
}
