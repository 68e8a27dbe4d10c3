import { useEffect, useState } from 'react';
import type { Seat } from '../../models/core/module';
import type { LanStatus } from '../../models/core/service';
import type { ServiceClient } from '../net/service-client';
import { strings } from '../ui/strings';
import { SeatList } from './SeatList';
import './lan.css';

/**
 * A strip under the game screen while a LAN game is on: for the host the code and who is connected (with remove),
 * for an app guest whether the relay to the host is up, or why the game ended for it.
 */
export function LanBar({ service, role, gameId }: { service: ServiceClient; role: 'host' | 'guest'; gameId: string }) {
  const [status, setStatus] = useState<LanStatus | null>(null);
  useEffect(() => {
    let live = true;
    const poll = () =>
      service
        .call('lan-status', role === 'host' ? { gameId } : {})
        .then((s) => live && setStatus(s as LanStatus))
        .catch(() => undefined);
    void poll();
    const timer = setInterval(poll, 1500);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [service, role, gameId]);

  const kick = (seat: Seat) => void service.call('lan-kick', { gameId, seat }).catch(() => undefined);
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
      <SeatList seats={status.seats.filter((s) => s.lan)} onKick={kick} />
    </div>
  );
}
