import { useEffect, useId, useState } from 'react';
import type { DropChoice } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import type { BotLevel } from '../../models/core/saved-game';
import type { LanAddressChoice, LanHosting, LanStatus, OpenedGame } from '../../models/core/service';
import { getService, messageOf } from '../game/connection';
import { openGame } from '../game/openGame';
import { ServiceError } from '../net/service-client';
import { strings } from '../ui/strings';
import { QrCode } from './QrCode';
import { SeatList } from './SeatList';
import { usePolledAnswer } from '../ui/useLatestAnswer';
import { ProblemLine } from '../ui/ProblemLine';
import './lan.css';

const t = strings.lan;

/**
 * After the new-game dialog of a LAN game: the address to host on (the likely one preselected), then the lobby with
 * the join code, address, link and QR code, the seats filling as guests join, and the way to the table.
 */
export function HostLobby({ gameId, onOpened, onCancel }: { gameId: string; onOpened: (game: OpenedGame) => void; onCancel: () => void }) {
  const titleId = useId();
  const [addresses, setAddresses] = useState<LanAddressChoice[] | null>(null);
  const [address, setAddress] = useState('');
  const [hosting, setHosting] = useState<LanHosting | null>(null);
  const [status, setStatus] = useState<LanStatus | null>(null);
  const [publicAsk, setPublicAsk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Asked again with "Look again", after the player connected this computer to another network.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    getService()
      .then((s) => s.call('lan-addresses', {}))
      .then((list) => {
        if (!live) return;
        const found = list as LanAddressChoice[];
        setAddresses(found);
        setAddress(found.find((a) => a.preferred)?.address ?? found[0]?.address ?? '');
      })
      .catch((e: unknown) => live && setError(messageOf(e)));
    return () => {
      live = false;
    };
  }, [asked]);

  // The lobby follows the seats while guests join.
  usePolledAnswer(
    () => getService().then((s) => s.call('lan-status', { gameId })),
    (s) => setStatus(s as LanStatus),
    hosting ? 1000 : null,
    [hosting, gameId],
  );

  async function host(allowPublic = false) {
    setBusy(true);
    setError(null);
    setPublicAsk(null);
    try {
      const service = await getService();
      setHosting((await service.call('host-lan', { gameId, address: address.trim(), ...(allowPublic ? { allowPublic } : {}) })) as LanHosting);
    } catch (e) {
      if (e instanceof ServiceError && e.code === 'public-address') setPublicAsk(address.trim());
      else setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function kick(seat: Seat) {
    try {
      await (await getService()).call('lan-kick', { gameId, seat });
    } catch (e) {
      setError(messageOf(e));
    }
  }

  async function choose(seat: Seat, choice: DropChoice) {
    try {
      await (await getService()).call('lan-drop-choice', { gameId, seat, choice });
      setStatus((await (await getService()).call('lan-status', { gameId })) as LanStatus);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  async function level(seat: Seat, chosen: BotLevel) {
    try {
      await (await getService()).call('lan-bot-level', { gameId, seat, level: chosen });
      setStatus((await (await getService()).call('lan-status', { gameId })) as LanStatus);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  async function stop() {
    if (hosting) await (await getService()).call('lan-stop', { gameId }).catch(() => undefined);
    onCancel();
  }

  async function start() {
    try {
      onOpened(await openGame(await getService(), gameId));
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const seats = status?.seats ?? [];
  const missing = seats.filter((s) => s.lan && s.state !== 'connected').length;
  const target = hosting ? `${hosting.address.includes(':') ? `[${hosting.address}]` : hosting.address}:${hosting.port}` : '';

  return (
    <div className="screen-backdrop">
      <section className="dialog-panel lan-lobby" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{hosting ? t.lobbyTitle : t.hostTitle}</h2>
        {!hosting ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void host();
            }}
          >
            {addresses && addresses.length === 0 ? <p role="alert">{t.noAddress}</p> : null}
            {addresses && !addresses.some((a) => a.family === 'IPv4') ? (
              <div className="lan-no-ipv4" role="note" aria-label={t.noPrivateV4Title}>
                <p>
                  <strong>{t.noPrivateV4Title}.</strong> {t.noPrivateV4Why(addresses.length)}
                </p>
                <p>{t.noPrivateV4How}</p>
                <button type="button" onClick={() => setAsked((n) => n + 1)}>
                  {t.lookAgain}
                </button>
              </div>
            ) : null}
            {addresses && addresses.length > 0 ? (
              <fieldset className="lan-addresses">
                <legend>{t.address}</legend>
                {addresses.map((a) => (
                  <label key={a.address}>
                    <input type="radio" name="lan-address" checked={address === a.address} onChange={() => setAddress(a.address)} /> {t.addressChoice(a.address, a.interface, a.preferred)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <label className="field">
              {t.typedAddress} <input value={address} onChange={(e) => setAddress(e.target.value)} aria-describedby={`${titleId}-help`} />
            </label>
            <small id={`${titleId}-help`} className="option-help">
              {t.addressHelp}
            </small>
            {publicAsk ? (
              <div className="lan-question" role="alertdialog" aria-label={t.publicQuestion(publicAsk)}>
                <p>{t.publicQuestion(publicAsk)}</p>
                <button type="button" onClick={() => void host(true)}>
                  {t.publicYes}
                </button>{' '}
                <button type="button" className="primary" onClick={() => setPublicAsk(null)}>
                  {t.publicNo}
                </button>
              </div>
            ) : null}
            <ProblemLine message={error} />
            <div className="dialog-buttons">
              <button type="button" onClick={() => void stop()}>
                {strings.cancel}
              </button>
              <button type="submit" className="primary" disabled={busy || address.trim() === '' || publicAsk !== null}>
                {busy ? t.opening : t.startHosting}
              </button>
            </div>
          </form>
        ) : (
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
            <SeatList seats={seats} onKick={(s) => void kick(s)} onChoice={(s, c) => void choose(s, c)} onLevel={status?.started ? undefined : (s, l) => void level(s, l)} />
            <p role="status" className="lan-waiting">
              {status ? (missing > 0 ? t.waiting(missing) : t.everyoneIn) : null}
              {status && status.spectators > 0 ? ` ${t.spectators(status.spectators)}` : null}
            </p>
            <ProblemLine message={error} />
            <div className="dialog-buttons">
              <button type="button" onClick={() => void stop()}>
                {t.stop}
              </button>
              <button type="button" className="primary" onClick={() => void start()}>
                {missing > 0 ? t.startEarly : t.start}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
