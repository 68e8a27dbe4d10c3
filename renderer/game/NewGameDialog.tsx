import { useId, useState } from 'react';
import type { ModuleInfo, OpenedGame } from '../../models/core/service';
import { strings } from '../ui/strings';
import { getService, messageOf } from './connection';
import { Options } from './GameOptions';
import { MapField, type ChosenMap } from './MapField';
import { defaultOptions, defaultSeats, newGameArgs, validateNewGame, type BotPace, type GameMode, type OptionValues, type SeatDraft } from './newGame';
import { openGame } from './openGame';
import { SeatFields } from './SeatFields';
import { ProblemLine } from '../ui/ProblemLine';
import { useLatestAnswer } from '../ui/useLatestAnswer';

const t = strings.newGame;

const LAST_GAME = 'tessera.last-game';

/** The game last started from this dialog in this browser, so the next new game starts there. */
function lastGame(): string | null {
  try {
    return localStorage.getItem(LAST_GAME);
  } catch {
    return null;
  }
}

function rememberGame(moduleId: string) {
  try {
    localStorage.setItem(LAST_GAME, moduleId);
  } catch {
    /* storage off: the dialog starts on the default game */
  }
}

/**
 * The host's module list, asked once; the game last started here (else the sandbox, else the first) is chosen for
 * the player. A failure goes to `failed`.
 */
function useModuleList(choose: (info: ModuleInfo) => void, failed: (message: string) => void): ModuleInfo[] | null {
  const [modules, setModules] = useState<ModuleInfo[] | null>(null);
  useLatestAnswer(
    () => getService().then((s) => s.call('modules', {})),
    (list) => {
      const infos = list as ModuleInfo[];
      setModules(infos);
      const last = lastGame();
      const first = infos.find((m) => m.id === last) ?? infos.find((m) => m.id === 'sandbox') ?? infos[0];
      if (first) choose(first);
    },
    [],
    (e) => failed(messageOf(e)),
  );
  return modules;
}

/**
 * The new-game dialog: a game from the host's module list, its options, the seats; Start opens the game. In 'lan'
 * mode it also offers LAN seats and hands the created game to `onCreated` (the LAN lobby) instead of opening it.
 */
export function NewGameDialog({ onCancel, onOpened, mode = 'hotseat', onCreated }: { onCancel: () => void; onOpened: (game: OpenedGame) => void; mode?: GameMode; onCreated?: (gameId: string) => void }) {
  const titleId = useId();
  const [moduleId, setModuleId] = useState('');
  const [options, setOptions] = useState<OptionValues>({});
  const [seats, setSeats] = useState<SeatDraft[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pace, setPace] = useState<BotPace>('normal');
  const [deal, setDeal] = useState('');
  const [map, setMap] = useState<ChosenMap | null>(null);
  const paceId = useId();
  const modules = useModuleList(choose, setError);

  function choose(info: ModuleInfo) {
    setModuleId(info.id);
    setOptions(defaultOptions(info));
    setSeats(defaultSeats(info, mode));
    setMap(null);
    setTried(false);
  }

  const info = modules?.find((m) => m.id === moduleId);
  const problems = info ? validateNewGame(info, seats, options, mode, deal) : [];

  async function start() {
    setTried(true);
    if (!info || problems.length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const service = await getService();
      const { gameId } = (await service.call('new-game', newGameArgs(info, seats, options, pace, deal, map?.json))) as { gameId: string };
      rememberGame(info.id);
      if (onCreated) return onCreated(gameId);
      onOpened(await openGame(service, gameId));
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  }

  return (
    <div className="screen-backdrop">
      <section className="dialog-panel new-game" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{mode === 'lan' ? strings.lan.hostTitle : t.title}</h2>
        {!modules && !error ? <p>{t.loading}</p> : null}
        {modules ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            <GameChoice modules={modules} moduleId={moduleId} onChoose={choose} />
            {info ? (
              <>
                <h3>{t.options}</h3>
                <Options key={info.id} info={info} options={options} onChange={setOptions} />
                <MapField info={info} map={map} onMap={setMap} />
                <h3>{t.seats}</h3>
                <SeatFields info={info} mode={mode} seats={seats} onSeats={setSeats} pace={pace} onPace={setPace} paceId={paceId} />
                <DealField deal={deal} onDeal={setDeal} />
              </>
            ) : null}
            {tried && problems.length > 0 ? <Problems problems={problems} /> : null}
            <ProblemLine message={error} />
            <div className="dialog-buttons">
              <button type="button" onClick={onCancel}>
                {strings.cancel}
              </button>
              <button type="submit" className="primary" disabled={busy}>
                {busy ? t.starting : onCreated ? strings.lan.next : t.start}
              </button>
            </div>
          </form>
        ) : null}
        {error && !modules ? <LoadFailed error={error} onCancel={onCancel} /> : null}
      </section>
    </div>
  );
}

/** The game to set up, from the host's list, with how many players each takes. */
function GameChoice({ modules, moduleId, onChoose }: { modules: readonly ModuleInfo[]; moduleId: string; onChoose(info: ModuleInfo): void }) {
  return (
    <label className="field">
      {t.game}{' '}
      <select value={moduleId} onChange={(e) => onChoose(modules.find((m) => m.id === e.target.value)!)}>
        {modules.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} ({t.players(m.minPlayers, m.maxPlayers)})
          </option>
        ))}
      </select>
    </label>
  );
}

/** The deal: words that fix the shuffle, so a start can be played again (empty: the host shuffles afresh). */
function DealField({ deal, onDeal }: { deal: string; onDeal(d: string): void }) {
  const id = useId();
  return (
    <div className="option">
      <label htmlFor={id}>{t.deal}</label>
      <input id={id} type="text" value={deal} spellCheck={false} autoComplete="off" aria-describedby={`${id}-help`} onChange={(e) => onDeal(e.target.value)} />
      <small id={`${id}-help`} className="option-help">
        {t.dealHelp}
      </small>
    </div>
  );
}

/** What stops the game from starting, shown once Start was tried. */
function Problems({ problems }: { problems: readonly string[] }) {
  return (
    <ul className="problems" role="alert">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/** The module list could not be had: the reason, and the way back. */
function LoadFailed({ error, onCancel }: { error: string; onCancel(): void }) {
  return (
    <>
      <p role="alert">{error}</p>
      <button type="button" onClick={onCancel}>
        {strings.cancel}
      </button>
    </>
  );
}
