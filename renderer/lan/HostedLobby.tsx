import type { LanHosting } from '../../models/core/service';
import { strings } from '../ui/strings';
import { ProblemLine } from '../ui/ProblemLine';
import { QrCode } from './QrCode';
import { SeatList } from './SeatList';
import type { HostLobbyState } from './useHostLobby';

const t = strings.lan;

/** While hosting: how guests join (code, address, link, QR code), the seats filling, and the way to the table. */
export function HostedLobby({ lobby, hosting }: { lobby: HostLobbyState; hosting: LanHosting }) {
  const { status } = lobby;
  const seats = status?.seats ?? [];
  const missing = seats.filter((s) => s.lan && s.state !== 'connected').length;
  const target = `${hosting.address.includes(':') ? `[${hosting.address}]` : hosting.address}:${hosting.port}`;
  return (
    <>
      <div className="lan-join-info">
        <div>
          <p className="lan-label">{t.code}</p>
          <p className="lan-code" aria-label={t.code}>
            {hosting.code}
          </p>
          <small className="option-help">{t.codeHelp}</small>
          <p className="lan-label">{t.joinAt}</p>
          <p className="lan-target" aria-label={t.joinAt}>
            {target}
          </p>
          <p className="lan-label">{t.joinLink}</p>
          <p className="lan-link" aria-label={t.joinLink}>
            {hosting.joinUrl}
          </p>
        </div>
        <QrCode text={hosting.joinUrl} />
      </div>
      <h3>{t.seatsTitle}</h3>
      <SeatList seats={seats} onKick={(s) => void lobby.kick(s)} onChoice={(s, c) => void lobby.choose(s, c)} onLevel={status?.started ? undefined : (s, l) => void lobby.level(s, l)} />
      <p role="status" className="lan-waiting">
        {status ? (missing > 0 ? t.waiting(missing) : t.everyoneIn) : null}
        {status && status.spectators > 0 ? ` ${t.spectators(status.spectators)}` : null}
      </p>
      <ProblemLine message={lobby.error} />
      <div className="dialog-buttons">
        <button type="button" onClick={() => void lobby.stop()}>
          {t.stop}
        </button>
        <button type="button" className="primary" onClick={() => void lobby.start()}>
          {missing > 0 ? t.startEarly : t.start}
        </button>
      </div>
    </>
  );
}
