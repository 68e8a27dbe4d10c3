import type { GameHost } from '../../machines/engine/host';
import type { Seat } from '../../models/core/module';

/**
 * Tells the game which LAN seats it is waiting for: each seat is reported to the host's session once as dropped
 * and once as returned, so the game is paused exactly while a seat set to "pause" has no guest.
 */
export function pauseControl(game: Pick<GameHost, 'seatDropped' | 'seatReturned'>): { waitFor(seats: ReadonlySet<Seat>): void } {
  const reported = new Set<Seat>();
  return {
    waitFor(seats) {
      for (const s of seats) {
        if (reported.has(s)) continue;
        game.seatDropped(s);
        reported.add(s);
      }
      for (const s of [...reported]) {
        if (seats.has(s)) continue;
        game.seatReturned(s);
        reported.delete(s);
      }
    },
  };
}
