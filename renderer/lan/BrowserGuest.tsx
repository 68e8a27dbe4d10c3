import { useEffect, useId, useState } from 'react';
import { LAN_INFO_PATH, normaliseJoinCode, type LanGameInfo } from '../../models/core/lan';
import { GameScreen } from '../game/GameScreen';
import { loadSettings, saveSettings, type Settings } from '../game/settings';
import { SettingsPanel } from '../game/SettingsPanel';
import { strings } from '../ui/strings';
import { LanGuestSocket, type GuestState } from './guestSocket';
import { refusalText } from './refusal';
import { SeatList } from './SeatList';
import { usePolledAnswer } from '../ui/useLatestAnswer';
import { ProblemLine } from '../ui/ProblemLine';
import './lan.css';

const t = strings.lan;

/** True on a page the LAN host served for a join link (`/?join=CODE`): this page is a guest, not the app. */
export function isGuestPage(): boolean {
  return new URLSearchParams(location.search).has('join');
}

/**
 * The page a browser opens from the join link: the game's name and seats, the code (filled from the link), a seat
 * or "watch", then the usual game screen over a WebSocket to this page's own host.
 */
export function BrowserGuest() {
  const titleId = useId();
  const [socket] = useState(() => new LanGuestSocket());
  const [state, setState] = useState<GuestState>(socket.current);
  const [info, setInfo] = useState<LanGameInfo | null>(null);
  const [code, setCode] = useState(() => normaliseJoinCode(new URLSearchParams(location.search).get('join') ?? ''));
  const [seat, setSeat] = useState('');
  const [settings, setSettings] = useState<Settings>(() => loadSettings());
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => saveSettings(settings), [settings]);

  useEffect(() => socket.onState(setState), [socket]);
  useEffect(() => {
    // A tab that already holds a seat here takes it back at once (a reload, a drop while the page was closed).
    if (socket.hasSavedSeat()) socket.join({});
    return () => socket.leave();
  }, [socket]);
  usePolledAnswer(
    () => fetch(LAN_INFO_PATH).then((r) => r.json() as Promise<LanGameInfo>),
    setInfo,
    state.phase === 'in' ? null : 3000,
    [state.phase],
  );

  if (state.phase === 'in' || state.phase === 'reconnecting') {
    return (
      <div className="app">
        <GameScreen service={socket.service} game={state.game} settings={settings} onLeave={() => socket.leave()} onSettings={() => setSettingsOpen(true)} remote />
        <div className="lan-bar" role="status">
          <span>{state.phase === 'reconnecting' ? t.reconnecting : t.statusGuest}</span>
        </div>
        {settingsOpen ? <SettingsPanel settings={settings} onChange={setSettings} onClose={() => setSettingsOpen(false)} /> : null}
      </div>
    );
  }

  const free = (info?.seats ?? []).filter((s) => s.lan && s.state === 'open');
  const problem = state.phase === 'refused' ? refusalText(state.code, state.message, state.retryAfterMs) : state.phase === 'ended' ? state.message : null;
  const join = (spectate: boolean) => socket.join({ code: normaliseJoinCode(code), ...(spectate ? { spectate } : seat !== '' ? { seat: Number(seat) } : {}) });

  return (
    <div className="app lan-guest-page">
      <section className="dialog-panel lan-join" role="dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{t.guestTitle}</h2>
        {info ? <p>{t.guestIntro(info.name)}</p> : null}
        {info ? <SeatList seats={info.seats} /> : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            join(false);
          }}
        >
          <label className="field">
            {t.codeField} <input value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} maxLength={12} autoComplete="off" spellCheck={false} autoFocus />
          </label>
          <small className="option-help">{t.codeFieldHelp}</small>
          {free.length > 1 ? (
            <label className="field">
              {t.freeSeat}{' '}
              <select value={seat} onChange={(e) => setSeat(e.target.value)}>
                <option value="">{t.anySeat}</option>
                {free.map((s) => (
                  <option key={s.seat} value={s.seat}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <ProblemLine message={problem} />
          <div className="dialog-buttons">
            <button type="button" disabled={state.phase === 'joining' || code.trim() === ''} onClick={() => join(true)}>
              {t.watch}
            </button>
            <button type="submit" className="primary" disabled={state.phase === 'joining' || code.trim() === ''}>
              {state.phase === 'joining' ? t.joining : t.join}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
