import { PLAYER_COLORS, type PlayerColor } from '../../models/core/module';
import type { ModuleInfo } from '../../models/core/service';
import { seatColour } from '../ui/seat-colors';
import { strings } from '../ui/strings';
import { BOT_LEVELS, BOT_PACES, DEFAULT_BOT_LEVEL, newSeat, seatKinds, type BotLevel, type BotPace, type GameMode, type SeatDraft, type SeatKindChoice } from './newGame';

const t = strings.newGame;

/** The seats, each a row; the bots' pace once a seat is a bot; another seat while the game takes more players. */
export function SeatFields({ info, mode, seats, onSeats, pace, onPace, paceId }: { info: ModuleInfo; mode: GameMode; seats: SeatDraft[]; onSeats(s: SeatDraft[]): void; pace: BotPace; onPace(p: BotPace): void; paceId: string }) {
  return (
    <>
      {seats.map((seat, i) => (
        <SeatRow
          key={i}
          index={i}
          seat={seat}
          kinds={seatKinds(mode)}
          onChange={(s) => onSeats(seats.map((x, j) => (j === i ? s : x)))}
          onRemove={seats.length > 1 ? () => onSeats(seats.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {seats.some((s) => s.kind === 'bot') ? <BotPaceField id={paceId} pace={pace} onPace={onPace} /> : null}
      {seats.length < info.maxPlayers ? (
        <button type="button" onClick={() => onSeats([...seats, newSeat(seats.length, seats, mode === 'lan' ? 'lan' : 'hotseat')])}>
          {t.addSeat}
        </button>
      ) : null}
    </>
  );
}

/** How fast the bots play (the id comes from the dialog, so it stays the one it always was). */
function BotPaceField({ id, pace, onPace }: { id: string; pace: BotPace; onPace(p: BotPace): void }) {
  return (
    <div className="option">
      <label htmlFor={id}>{t.botPace}</label>
      <select id={id} value={pace} aria-describedby={`${id}-help`} onChange={(e) => onPace(e.target.value as BotPace)}>
        {(Object.keys(BOT_PACES) as BotPace[]).map((p) => (
          <option key={p} value={p}>
            {t.botPaces[p]}
          </option>
        ))}
      </select>
      <small id={`${id}-help`} className="option-help">
        {t.botPaceHelp}
      </small>
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
