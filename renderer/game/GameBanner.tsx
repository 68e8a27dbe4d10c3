import type { Seat } from '../../models/core/module';
import type { SeatStatus } from '../../models/core/protocol';
import { strings } from '../ui/strings';

export interface GameBannerProps {
  status: SeatStatus;
  phase: string | null | undefined;
  /** The seats that may act now, and this window's seats. */
  active: readonly Seat[];
  local: readonly Seat[];
  shown: Seat | null;
  playerCount: number;
  nameOf: (seat: Seat | null) => string;
  canUndo: boolean;
  onUndo: () => void;
  onSwitch: (seat: Seat) => void;
  onResults: () => void;
  onSave: () => void;
  onSettings: () => void;
  onHelp: () => void;
  onLeave: () => void;
}

/** The banner: the phase and whose turn it is, the seat switcher when several local seats may act, and the buttons. */
export function GameBanner({ status, phase, active, local, shown, playerCount, nameOf, canUndo, onUndo, onSwitch, onResults, onSave, onSettings, onHelp, onLeave }: GameBannerProps) {
  const everyone = active.length > 1 && active.length === playerCount;
  const turn = status.outcome ? strings.game.over(status.outcome.summary) : everyone ? strings.game.everyone : strings.game.turn(active.map(nameOf).join(', '));
  const localActive = local.filter((s) => active.includes(s));
  return (
    <header className="banner" role="banner">
      <p className="phase" aria-live="polite">
        {phase ? <strong>{strings.game.phase(phase)} · </strong> : null}
        {turn}
        {status.paused ? ` ${strings.game.paused}` : null}
      </p>
      {localActive.length > 1 || (everyone && local.length > 1) ? (
        <label>
          <span className="sr-only">{strings.game.seatSwitcher}</span>
          <select aria-label={strings.game.seatSwitcher} value={shown ?? ''} onChange={(e) => onSwitch(Number(e.target.value))}>
            {local.map((s) => (
              <option key={s} value={s}>
                {strings.game.seatOption(nameOf(s))}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="button" disabled={!canUndo} onClick={onUndo}>
        {strings.game.undo}
      </button>
      {status.outcome ? (
        <button type="button" onClick={onResults}>
          {strings.results.show}
        </button>
      ) : null}
      <button type="button" onClick={onSave}>
        {strings.game.save}
      </button>
      <button type="button" onClick={onSettings}>
        {strings.game.settings}
      </button>
      <button type="button" onClick={onHelp}>
        {strings.game.help}
      </button>
      <button type="button" onClick={onLeave}>
        {strings.game.leave}
      </button>
    </header>
  );
}
