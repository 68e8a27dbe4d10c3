import { strings } from '../ui/strings';
import { HotkeyList } from './HelpOverlay';
import { Overlay } from './panels';
import type { Settings } from './settings';

const t = strings.settings;

/** Graphics quality, animation speed, the table's resolution and the key list; every change is kept at once. */
export function SettingsPanel({ settings, onChange, onClose }: { settings: Settings; onChange: (s: Settings) => void; onClose: () => void }) {
  return (
    <Overlay label={t.title}>
      <h2>{t.title}</h2>
      <label className="field">
        {t.quality}{' '}
        <select aria-label={t.quality} value={settings.quality} onChange={(e) => onChange({ ...settings, quality: e.target.value as Settings['quality'] })}>
          {(['low', 'medium', 'high'] as const).map((q) => (
            <option key={q} value={q}>
              {t.qualities[q]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t.animation}{' '}
        <select aria-label={t.animation} value={settings.animation} onChange={(e) => onChange({ ...settings, animation: e.target.value as Settings['animation'] })}>
          {(['off', 'slow', 'normal', 'fast'] as const).map((a) => (
            <option key={a} value={a}>
              {t.animations[a]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t.resolution}{' '}
        <select aria-label={t.resolution} value={settings.resolution} onChange={(e) => onChange({ ...settings, resolution: e.target.value as Settings['resolution'] })}>
          {(['full', 'three-quarters', 'half'] as const).map((r) => (
            <option key={r} value={r}>
              {t.resolutions[r]}
            </option>
          ))}
        </select>
      </label>
      <h3>{t.hotkeys}</h3>
      <HotkeyList />
      <button type="button" className="primary" autoFocus onClick={onClose}>
        {t.done}
      </button>
    </Overlay>
  );
}
