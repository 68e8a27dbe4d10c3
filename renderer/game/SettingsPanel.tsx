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
      <SettingChoice label={t.quality} value={settings.quality} options={t.qualities} onChange={(quality) => onChange({ ...settings, quality })} />
      <SettingChoice label={t.animation} value={settings.animation} options={t.animations} onChange={(animation) => onChange({ ...settings, animation })} />
      <SettingChoice label={t.resolution} value={settings.resolution} options={t.resolutions} onChange={(resolution) => onChange({ ...settings, resolution })} />
      <h3>{t.hotkeys}</h3>
      <HotkeyList />
      <button type="button" className="primary" autoFocus onClick={onClose}>
        {t.done}
      </button>
    </Overlay>
  );
}

/** One setting as a labelled list: `options` maps each value to its words, in the order shown. */
function SettingChoice<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: Readonly<Record<V, string>>; onChange: (v: V) => void }) {
  return (
    <label className="field">
      {label}{' '}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {(Object.keys(options) as V[]).map((v) => (
          <option key={v} value={v}>
            {options[v]}
          </option>
        ))}
      </select>
    </label>
  );
}
