import { useId, useState } from 'react';
import { isWellFormedJoinCode, parseJoinTarget } from '../../models/core/lan';
import type { FoundLanGame, JoinedLanGame } from '../../models/core/service';
import { getService, messageOf } from '../game/connection';
import { ServiceError } from '../net/service-client';
import { strings } from '../ui/strings';
import { refusalText } from './refusal';
import { usePolledAnswer } from '../ui/useLatestAnswer';
import { ProblemLine } from '../ui/ProblemLine';
import './lan.css';

const t = strings.lan;

/**
 * Join a LAN game from the app: the games discovery finds (refreshing), or an address typed by hand, and the join
 * code. The Node side joins and relays the game over this window's channel, so the game screen is the usual one.
 */
export function JoinDialog({ onJoined, onCancel }: { onJoined: (game: JoinedLanGame) => void; onCancel: () => void }) {
  const titleId = useId();
  const [found, setFound] = useState<FoundLanGame[] | null>(null);
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refreshes, setRefreshes] = useState(0);

  // "Look again" asks the host list afresh once; the polls after it only read what was heard.
  usePolledAnswer(
    (first) => getService().then((s) => s.call('lan-browse', { refresh: first && refreshes > 0 })),
    (list) => setFound(list as FoundLanGame[]),
    2000,
    [refreshes],
    (e) => setError(messageOf(e)),
  );

  async function join(spectate: boolean) {
    setError(null);
    const parsed = parseJoinTarget(target);
    if (target.trim() === '') return setError(t.needTarget);
    if (!parsed.ok) return setError(parsed.message);
    const typed = code.trim() || parsed.code || '';
    if (!isWellFormedJoinCode(typed)) return setError(t.needCode);
    setBusy(true);
    try {
      const service = await getService();
      service.game.reset();
      onJoined((await service.call('join-lan', { target: target.trim(), code: typed, ...(spectate ? { spectate } : {}) })) as JoinedLanGame);
    } catch (e) {
      setError(e instanceof ServiceError ? refusalText(e.code, e.message) : messageOf(e));
      setBusy(false);
    }
  }

  return (
    <div className="screen-backdrop">
      <section className="dialog-panel lan-join" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{t.joinTitle}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void join(false);
          }}
        >
          <h3>{t.found}</h3>
          {found === null ? <p>{t.searching}</p> : found.length === 0 ? <p>{t.noneFound}</p> : null}
          <ul className="lan-found">
            {(found ?? []).map((g) => (
              <li key={g.instance}>
                <label>
                  <input type="radio" name="lan-game" disabled={!g.compatible} checked={target === g.target} onChange={() => setTarget(g.target)} aria-label={t.pick(g.name)} />{' '}
                  {t.foundGame(g.name, g.module, g.free, g.seats)}
                  {g.compatible ? null : <em> ({t.incompatible})</em>}
                </label>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setRefreshes((n) => n + 1)}>
            {t.refresh}
          </button>
          <label className="field">
            {t.target} <input value={target} onChange={(e) => setTarget(e.target.value)} placeholder="192.168.1.20:41234" />
          </label>
          <small className="option-help">{t.targetHelp}</small>
          <label className="field">
            {t.codeField} <input value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} maxLength={12} autoComplete="off" spellCheck={false} />
          </label>
          <small className="option-help">{t.codeFieldHelp}</small>
          <ProblemLine message={error} />
          <div className="dialog-buttons">
            <button type="button" onClick={onCancel}>
              {strings.cancel}
            </button>
            <button type="button" disabled={busy} onClick={() => void join(true)}>
              {t.watch}
            </button>
            <button type="submit" className="primary" disabled={busy}>
              {busy ? t.joining : t.join}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
