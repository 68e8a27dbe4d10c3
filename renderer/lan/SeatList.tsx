import type { LanSeatInfo } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import { seatColour } from '../ui/seat-colors';
import { strings } from '../ui/strings';

/** The seats of a LAN game with who is there; the host may remove a guest (which reopens the seat). */
export function SeatList({ seats, onKick }: { seats: readonly LanSeatInfo[]; onKick?: (seat: Seat) => void }) {
  return (
    <ul className="lan-seats" aria-label={strings.lan.seatsTitle}>
      {seats.map((s) => {
        const c = seatColour(s.color);
        return (
          <li key={s.seat} data-seat={s.seat} data-state={s.state}>
            <span className="seat-mark" aria-hidden="true" style={{ color: c.hex }}>
              {c.glyph}
            </span>{' '}
            <span className="lan-seat-name">{s.name}</span> <span className={`lan-state ${s.state}`}>{strings.lan.seatState[s.state]}</span>
            {onKick && s.lan && s.state !== 'open' ? (
              <button type="button" onClick={() => onKick(s.seat)}>
                {strings.lan.kick(s.name)}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
