import type { DropChoice, LanSeatInfo } from '../../models/core/lan';
import type { Seat } from '../../models/core/module';
import { BOT_LEVELS, type BotLevel } from '../../models/core/saved-game';
import { seatColour } from '../ui/seat-colors';
import { strings } from '../ui/strings';

const choices: readonly DropChoice[] = ['pause', 'bot', 'host'];

/**
 * The seats of a LAN game with who is there; the host may remove a guest (which reopens the seat) and choose what
 * the game does while a LAN seat has no guest: wait, let a bot play it, or play it at this computer.
 */
export function SeatList({
  seats,
  onKick,
  onChoice,
  onLevel,
}: {
  seats: readonly LanSeatInfo[];
  onKick?: (seat: Seat) => void;
  onChoice?: (seat: Seat, choice: DropChoice) => void;
  /** The host's lobby before the first move: a bot seat's level may be changed (elsewhere it is only shown). */
  onLevel?: (seat: Seat, level: BotLevel) => void;
}) {
  return (
    <ul className="lan-seats" aria-label={strings.lan.seatsTitle}>
      {seats.map((s) => {
        const c = seatColour(s.color);
        return (
          <li key={s.seat} data-seat={s.seat} data-state={s.state}>
            <span className="seat-mark" aria-hidden="true" style={{ color: c.hex }}>
              {c.glyph}
            </span>{' '}
            <span className="lan-seat-name">{s.name}</span> <span className={`lan-state ${s.state}`}>{strings.lan.seatState[s.state]}</span>
            {s.level ? <BotLevelField name={s.name} seat={s.seat} level={s.level} onLevel={onLevel} /> : null}
            {onChoice && s.lan ? (
              <label className="lan-choice" title={strings.lan.dropChoiceHelp}>
                {strings.lan.whileAway(s.name)}{' '}
                <select aria-label={strings.lan.whileAway(s.name)} value={s.choice} onChange={(e) => onChoice(s.seat, e.target.value as DropChoice)}>
                  {choices.map((c) => (
                    <option key={c} value={c}>
                      {strings.lan.dropChoices[c]}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {onKick && s.lan && s.state !== 'open' ? (
              <button type="button" onClick={() => onKick(s.seat)}>
                {strings.lan.kick(s.name)}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A bot seat's level: a choice of the three for the host in the lobby, else its name. */
function BotLevelField({ name, seat, level, onLevel }: { name: string; seat: Seat; level: BotLevel; onLevel?: (seat: Seat, level: BotLevel) => void }) {
  const t = strings.lan;
  if (!onLevel) return <span className="lan-level">{t.botLevels[level]}</span>;
  return (
    <label className="lan-level" title={t.botLevelHelp}>
      <select aria-label={t.botLevel(name)} value={level} onChange={(e) => onLevel(seat, e.target.value as BotLevel)}>
        {BOT_LEVELS.map((l) => (
          <option key={l} value={l}>
            {strings.newGame.levels[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
