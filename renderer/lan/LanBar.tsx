import { useEffect, useRef, useState } from 'react';
import type { DropChoice } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { LanStatus, OpenedGame } from '../../models/core/service';
import { openGame } from '../game/openGame';
import type { ServiceClient } from '../net/service-client';
import { strings } from '../ui/strings';
import { SeatList } from './SeatList';
import { usePolledAnswer } from '../ui/useLatestAnswer';
import './lan.css';

/** The LAN seats the host's window should hold now: those it chose to play while their guest is away. */
export function seatsToHold(status: LanStatus): Seat[] {
  return status.seats.filter((s) => s.lan && s.choice === 'host' && s.state !== 'connected').map((s) => s.seat);
}

/**
 * A strip under the game screen while a LAN game is on: for the host the code, who is connected (with remove) and
 * what each LAN seat does while its guest is away; for an app guest whether the relay to the host is up, or why the
 * game ended for it. When the host plays a guest's seat (or gives it back), the game is opened again with its seats.
 */
export function LanBar({ service, role, gameId, held = [], onReopened }: { service: ServiceClient; role: 'host' | 'guest'; gameId: string; held?: readonly Seat[]; onReopened?: (game: OpenedGame) => void }) {
  const [status, setStatus] = useState<LanStatus | null>(null);
  const reopening = useRef(false);
  usePolledAnswer(
    () => service.call('lan-status', role === 'host' ? { gameId } : {}),
    (s) => setStatus(s as LanStatus),
    1500,
    [service, role, gameId],
  );

  // Holds exactly the LAN seats the host plays: taken when chosen, given back when their guest returns.
  useEffect(() => {
    if (role !== 'host' || !status || !onReopened || reopening.current) return;
    const lan = new Set(status.seats.filter((s) => s.lan).map((s) => s.seat));
    const want = seatsToHold(status).join(',');
    if (held.filter((s) => lan.has(s)).join(',') === want) return;
    reopening.current = true;
    openGame(service, gameId)
      .then(onReopened)
      .catch(() => undefined)
      .finally(() => (reopening.current = false));
  }, [status, held, role, service, gameId, onReopened]);

  const kick = (seat: Seat) => void service.call('lan-kick', { gameId, seat }).catch(() => undefined);
  const choose = (seat: Seat, choice: DropChoice) =>
    void service
      .call('lan-drop-choice', { gameId, seat, choice })
      .then(() => service.call('lan-status', { gameId }))
      .then((s) => setStatus(s as LanStatus))
      .catch(() => undefined);
  if (!status) return null;
  if (role === 'guest') {
    const text = status.ended ?? (status.connected === false ? strings.lan.reconnecting : strings.lan.statusGuest);
    return (
      <div className="lan-bar" role={status.ended ? 'alert' : 'status'}>
        <span>{text}</span>
      </div>
    );
  }
  return (
    <div className="lan-bar" role="status">
      <span>{strings.lan.statusHost(status.code ?? '')}</span>
      <SeatList seats={status.seats.filter((s) => s.lan)} onKick={kick} onChoice={choose} />
    </div>
  );
}
