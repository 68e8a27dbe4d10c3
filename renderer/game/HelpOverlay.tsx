import { strings } from '../ui/strings';
import { hotkeys, hotkeyText } from './hotkeys';
import { Overlay } from './panels';

/** Every key of the game screen, then the camera's keys and mouse moves. */
export function HotkeyList() {
  return (
    <>
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
      <h3>{strings.camera.title}</h3>
      <dl className="hotkeys" aria-label={strings.camera.title}>
        {strings.camera.keys.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </>
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
