import { useId } from 'react';
import type { OpenedGame } from '../../models/core/service';
import { strings } from '../ui/strings';
import { HostAddressForm } from './HostAddressForm';
import { HostedLobby } from './HostedLobby';
import { useHostLobby } from './useHostLobby';
import './lan.css';

const t = strings.lan;

/**
 * After the new-game dialog of a LAN game: the address to host on (the likely one preselected), then the lobby with
 * the join code, address, link and QR code, the seats filling as guests join, and the way to the table.
 */
export function HostLobby({ gameId, onOpened, onCancel }: { gameId: string; onOpened: (game: OpenedGame) => void; onCancel: () => void }) {
  const titleId = useId();
  const lobby = useHostLobby(gameId, onOpened, onCancel);
  const { hosting } = lobby;
  return (
    <div className="screen-backdrop">
      <section className="dialog-panel lan-lobby" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{hosting ? t.lobbyTitle : t.hostTitle}</h2>
        {!hosting ? <HostAddressForm lobby={lobby} titleId={titleId} /> : <HostedLobby lobby={lobby} hosting={hosting} />}
      </section>
    </div>
  );
}
