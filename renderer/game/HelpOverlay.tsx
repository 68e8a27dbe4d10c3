import { strings } from '../ui/strings';
import { hotkeys, hotkeyText } from './hotkeys';
import { Overlay } from './panels';

export function HotkeyList() {
  return (
    <dl className="hotkeys">
      {hotkeys.map((h) => (
        <div key={h.action}>
          <dt>
            <kbd>{h.label}</kbd>
          </dt>
          <dd>{hotkeyText(h.action)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The "?" overlay: every hotkey of the game screen. */
export function HelpOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Overlay label={strings.helpOverlay.title}>
      <h2>{strings.helpOverlay.title}</h2>
      <HotkeyList />
      <button type="button" autoFocus onClick={onClose}>
        {strings.helpOverlay.close}
      </button>
    </Overlay>
  );
}
