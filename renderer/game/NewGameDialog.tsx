import { useEffect, useId, useState } from 'react';
import { PLAYER_COLORS, type OptionSpec, type PlayerColor } from '../../models/core/module';
import type { ModuleInfo, OpenedGame } from '../../models/core/service';
import { seatColour } from '../ui/seat-colors';
import { strings } from '../ui/strings';
import { getService, messageOf } from './connection';
import { activeLock, BOT_LEVELS, BOT_PACES, DEFAULT_BOT_LEVEL, defaultOptions, defaultSeats, newGameArgs, newSeat, seatKinds, validateNewGame, type BotLevel, type BotPace, type GameMode, type OptionLock, type OptionValues, type SeatDraft, type SeatKindChoice } from './newGame';
import { openGame } from './openGame';
import { ProblemLine } from '../ui/ProblemLine';

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
 * A game's options: the printed rules as one "Recommended" choice, with every variant folded away behind a
 * disclosure (kept in the page, hidden, while folded).
 */
function Options({ info, options, onChange }: { info: ModuleInfo; options: OptionValues; onChange: (o: OptionValues) => void }) {
  const [open, setOpen] = useState(false);
  const variantsId = useId();
  const recommended = defaultOptions(info);
  const changed = info.optionSpecs.filter((o) => options[o.key] !== recommended[o.key]).length;
  if (info.optionSpecs.length === 0) return <p>{t.noOptions}</p>;
  return (
    <>
      <div className="option recommended">
        <label>
          <input type="radio" name={`${variantsId}-rules`} checked={changed === 0} onChange={() => onChange(recommended)} /> <strong>{t.recommended}</strong>
        </label>
        <small className="option-help">{changed === 0 ? t.recommendedHelp : t.changed(changed)}</small>
        {changed > 0 ? (
          <button type="button" onClick={() => onChange(recommended)}>
            {t.backToRecommended}
          </button>
        ) : null}
      </div>
      <button type="button" className="disclosure" aria-expanded={open} aria-controls={variantsId} onClick={() => setOpen(!open)}>
        {open ? t.hideVariants : t.variants(info.optionSpecs.length)}
      </button>
      <div className="options" id={variantsId} hidden={!open}>
        {info.optionSpecs.map((spec) => (
          <OptionField key={spec.key} spec={spec} value={options[spec.key]} lock={activeLock(spec, options)} onChange={(v) => onChange({ ...options, [spec.key]: v })} />
        ))}
      </div>
    </>
  );
}

function OptionField({ spec, value: chosen, lock, onChange }: { spec: OptionSpec; value: OptionValues[string]; lock: OptionLock | null; onChange: (v: OptionValues[string]) => void }) {
  const id = useId();
  const help = `${id}-help`;
  // A lock (another option's choice needs this one fixed) shows the fixed value, disabled, with its reason.
  const value = lock ? lock.value : chosen;
  const note = (
    <small id={help} className="option-help">
      {spec.help}
      {spec.rule ? <span className="rule-id"> {t.rule(spec.rule)}</span> : null}
      {lock ? <span className="option-locked"> {t.locked(lock.reason)}</span> : null}
    </small>
  );
  if (spec.kind === 'boolean')
    return (
      <div className="option">
        <label>
          <input type="checkbox" checked={value === true} disabled={lock !== null} aria-describedby={help} onChange={(e) => onChange(e.target.checked)} /> {spec.label}
        </label>
        {note}
      </div>
    );
  if (spec.kind === 'choice')
    return (
      <div className="option">
        <label htmlFor={id}>{spec.label}</label>
        <select id={id} value={String(value)} disabled={lock !== null} aria-describedby={help} onChange={(e) => onChange(e.target.value)}>
          {(spec.choices ?? []).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {note}
      </div>
    );
  return (
    <div className="option">
      <label htmlFor={id}>{spec.label}</label>
      <input id={id} type="number" min={spec.min} max={spec.max} value={Number.isFinite(value) ? String(value) : ''} disabled={lock !== null} aria-describedby={help} onChange={(e) => onChange(e.target.value === '' ? NaN : Number(e.target.value))} />
      {note}
    </div>
  );
}

function SeatRow({ index, seat, kinds, onChange, onRemove }: { index: number; seat: SeatDraft; kinds: readonly SeatKindChoice[]; onChange: (s: SeatDraft) => void; onRemove?: () => void }) {
  const c = seatColour(seat.color);
  return (
    <fieldset className="seat-row">
      <legend>
        <span className="seat-mark" aria-hidden="true" style={{ color: c.hex }}>
          {c.glyph}
        </span>{' '}
        {t.seat(index + 1)}
      </legend>
      <label>
        {t.name} <input value={seat.name} maxLength={60} onChange={(e) => onChange({ ...seat, name: e.target.value })} />
      </label>
      <label>
        {t.colour}{' '}
        <select value={seat.color} onChange={(e) => onChange({ ...seat, color: e.target.value as PlayerColor })}>
          {PLAYER_COLORS.map((id) => (
            <option key={id} value={id}>
              {seatColour(id).glyph} {strings.colours[id]} ({strings.marks[seatColour(id).mark]})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.kind}{' '}
        <select value={seat.kind} onChange={(e) => onChange({ ...seat, kind: e.target.value as SeatKindChoice })}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t.kinds[k]}
            </option>
          ))}
        </select>
      </label>
      {seat.kind === 'bot' ? (
        <label title={t.levelHelp}>
          {t.level}{' '}
          <select value={seat.level ?? DEFAULT_BOT_LEVEL} onChange={(e) => onChange({ ...seat, level: e.target.value as BotLevel })}>
            {BOT_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t.levels[l]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {onRemove ? (
        <button type="button" onClick={onRemove}>
          {t.removeSeat(index + 1)}
        </button>
      ) : null}
    </fieldset>
  );
}

/**
 * The new-game dialog: a game from the host's module list, its options, the seats; Start opens the game. In 'lan'
 * mode it also offers LAN seats and hands the created game to `onCreated` (the LAN lobby) instead of opening it.
 */
export function NewGameDialog({ onCancel, onOpened, mode = 'hotseat', onCreated }: { onCancel: () => void; onOpened: (game: OpenedGame) => void; mode?: GameMode; onCreated?: (gameId: string) => void }) {
  const titleId = useId();
  const [modules, setModules] = useState<ModuleInfo[] | null>(null);
  const [moduleId, setModuleId] = useState('');
  const [options, setOptions] = useState<OptionValues>({});
  const [seats, setSeats] = useState<SeatDraft[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pace, setPace] = useState<BotPace>('normal');
  const paceId = useId();

  useEffect(() => {
    let live = true;
    getService()
      .then((s) => s.call('modules', {}))
      .then((list) => {
        if (!live) return;
        const infos = list as ModuleInfo[];
        setModules(infos);
        const last = lastGame();
        const first = infos.find((m) => m.id === last) ?? infos.find((m) => m.id === 'sandbox') ?? infos[0];
        if (first) choose(first);
      })
      .catch((e: unknown) => live && setError(messageOf(e)));
    return () => {
      live = false;
    };
  }, []);

  function choose(info: ModuleInfo) {
    setModuleId(info.id);
    setOptions(defaultOptions(info));
    setSeats(defaultSeats(info, mode));
    setTried(false);
  }

  const info = modules?.find((m) => m.id === moduleId);
  const problems = info ? validateNewGame(info, seats, options, mode) : [];

  async function start() {
    setTried(true);
    if (!info || problems.length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const service = await getService();
      const { gameId } = (await service.call('new-game', newGameArgs(info, seats, options, pace))) as { gameId: string };
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
            <label className="field">
              {t.game}{' '}
              <select value={moduleId} onChange={(e) => choose(modules.find((m) => m.id === e.target.value)!)}>
                {modules.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name} ({t.players(m.minPlayers, m.maxPlayers)})
                  </option>
                ))}
              </select>
            </label>
            {info ? (
              <>
                <h3>{t.options}</h3>
                <Options key={info.id} info={info} options={options} onChange={setOptions} />
                <h3>{t.seats}</h3>
                {seats.map((seat, i) => (
                  <SeatRow
                    key={i}
                    index={i}
                    seat={seat}
                    kinds={seatKinds(mode)}
                    onChange={(s) => setSeats(seats.map((x, j) => (j === i ? s : x)))}
                    onRemove={seats.length > 1 ? () => setSeats(seats.filter((_, j) => j !== i)) : undefined}
                  />
                ))}
                {seats.some((s) => s.kind === 'bot') ? (
                  <div className="option">
                    <label htmlFor={paceId}>{t.botPace}</label>
                    <select id={paceId} value={pace} aria-describedby={`${paceId}-help`} onChange={(e) => setPace(e.target.value as BotPace)}>
                      {(Object.keys(BOT_PACES) as BotPace[]).map((p) => (
                        <option key={p} value={p}>
                          {t.botPaces[p]}
                        </option>
                      ))}
                    </select>
                    <small id={`${paceId}-help`} className="option-help">
                      {t.botPaceHelp}
                    </small>
                  </div>
                ) : null}
                {seats.length < info.maxPlayers ? (
                  <button type="button" onClick={() => setSeats([...seats, newSeat(seats.length, seats, mode === 'lan' ? 'lan' : 'hotseat')])}>
                    {t.addSeat}
                  </button>
                ) : null}
              </>
            ) : null}
            {tried && problems.length > 0 ? (
              <ul className="problems" role="alert">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
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
        {error && !modules ? (
          <>
            <p role="alert">{error}</p>
            <button type="button" onClick={onCancel}>
              {strings.cancel}
            </button>
          </>
        ) : null}
      </section>
    </div>
  );
}
