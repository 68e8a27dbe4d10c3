import { strings } from '../ui/strings';
import { ProblemLine } from '../ui/ProblemLine';
import type { HostLobbyState } from './useHostLobby';

const t = strings.lan;

/** Before hosting: the address to host on (found ones, or typed), and the question when it is a public address. */
export function HostAddressForm({ lobby, titleId }: { lobby: HostLobbyState; titleId: string }) {
  const { addresses, address, setAddress, publicAsk, busy } = lobby;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void lobby.host();
      }}
    >
      {addresses && addresses.length === 0 ? <p role="alert">{t.noAddress}</p> : null}
      {addresses && !addresses.some((a) => a.family === 'IPv4') ? (
        <div className="lan-no-ipv4" role="note" aria-label={t.noPrivateV4Title}>
          <p>
            <strong>{t.noPrivateV4Title}.</strong> {t.noPrivateV4Why(addresses.length)}
          </p>
          <p>{t.noPrivateV4How}</p>
          <button type="button" onClick={lobby.lookAgain}>
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
          <button type="button" onClick={() => void lobby.host(true)}>
            {t.publicYes}
          </button>{' '}
          <button type="button" className="primary" onClick={() => lobby.setPublicAsk(null)}>
            {t.publicNo}
          </button>
        </div>
      ) : null}
      <ProblemLine message={lobby.error} />
      <div className="dialog-buttons">
        <button type="button" onClick={() => void lobby.stop()}>
          {strings.cancel}
        </button>
        <button type="submit" className="primary" disabled={busy || address.trim() === '' || publicAsk !== null}>
          {busy ? t.opening : t.startHosting}
        </button>
      </div>
    </form>
  );
}
