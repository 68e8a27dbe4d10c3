import { useMemo, useState } from 'react';
import type { Seat } from '../../models/core/module';
import type { SavedGameFile } from '../../models/core/saved-game';
import { rendererFor } from '../modules';
import { strings } from '../ui/strings';
import { GameTable } from './GameTable';
import { useModuleTable } from './moduleTable';
import { GameLog } from './panels';
import { ReplayCursor } from './replay';
import { useSeatPlayers } from './useSeatPlayers';
import type { Settings } from './settings';

const t = strings.replay;

/** Steps through a saved game's actions on the table, as one seat saw them (everything once the game is over). */
export function ReplayViewer({ file, settings, onClose }: { file: SavedGameFile; settings: Settings; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState<Seat | null | 'all'>(null);
  const cursor = useMemo(() => {
    try {
      return new ReplayCursor(file);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }, [file]);
  // The seats in the colours the live table gave them (Khronos recolours one that matches a building family).
  const { seatHexes: colours, seatMarks: marks } = useSeatPlayers(file.players, rendererFor(file.module));
  // The game after `step` actions as the chosen seat saw it: one view object per step and seat, so the module's layer
  // animates a change only when the step changes.
  const shown = useMemo(() => {
    if (typeof cursor === 'string') return null;
    let failure: string | null = null;
    try {
      cursor.go(step);
    } catch (e) {
      failure = e instanceof Error ? e.message : String(e);
    }
    return { at: cursor.at, view: cursor.view(seat === 'all' ? null : seat), log: cursor.log(seat), failure };
  }, [cursor, step, seat]);
  const { table, layers } = useModuleTable(rendererFor(file.module), shown?.view, colours);
  if (typeof cursor === 'string' || shown === null)
    return (
      <div className="replay">
        <p role="alert">{t.failed(typeof cursor === 'string' ? cursor : '')}</p>
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    );
  const { failure } = shown;
  const go = (n: number) => setStep(Math.max(0, Math.min(cursor.total, n)));
  return (
    <div className="replay game-screen" aria-label={t.title}>
      <GameTable table={table} seatColours={colours} seatMarks={marks} selected={null} settings={settings} onPiece={() => undefined} onCell={() => undefined} onPieceMenu={() => undefined} layers={layers} />
      <header className="banner">
        <h2>{t.title}</h2>
        <p aria-live="polite">{t.step(cursor.at, cursor.total)}</p>
        <button type="button" onClick={() => go(0)} disabled={cursor.at === 0}>
          {t.first}
        </button>
        <button type="button" onClick={() => go(cursor.at - 1)} disabled={cursor.at === 0}>
          {t.prev}
        </button>
        <button type="button" onClick={() => go(cursor.at + 1)} disabled={cursor.at === cursor.total}>
          {t.next}
        </button>
        <button type="button" onClick={() => go(cursor.total)} disabled={cursor.at === cursor.total}>
          {t.last}
        </button>
        <ReplaySeatChoice players={file.players} finished={cursor.finished} seat={seat} onSeat={setSeat} />
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </header>
      <aside className="side right">
        {failure ? <p role="alert">{t.failed(failure)}</p> : null}
        <GameLog log={shown.log} />
      </aside>
    </div>
  );
}

/**
 * Whose eyes the replay shows: everyone's (public), or once the game is over each player's own (their hand, their
 * private lines) and every line. A game still being played keeps its secrets, as the hand-over screen does in play.
 */
export function ReplaySeatChoice({ players, finished, seat, onSeat }: { players: readonly { seat: number; name: string }[]; finished: boolean; seat: Seat | null | 'all'; onSeat(seat: Seat | null | 'all'): void }) {
  return (
    <label>
      {t.seat}{' '}
      <select value={seat === null ? 'public' : String(seat)} onChange={(e) => onSeat(e.target.value === 'public' ? null : e.target.value === 'all' ? 'all' : Number(e.target.value))}>
        <option value="public">{t.everyone}</option>
        {finished ? (
          players.map((p) => (
            <option key={p.seat} value={p.seat}>
              {p.name}
            </option>
          ))
        ) : (
          <option disabled>{t.seatsWhenOver}</option>
        )}
        {finished ? <option value="all">{t.allOver}</option> : null}
      </select>
    </label>
  );
}
