/** The player's display settings, kept in this browser's localStorage. */
export interface Settings {
  readonly quality: 'low' | 'medium' | 'high';
  readonly animation: 'off' | 'slow' | 'normal' | 'fast';
}

export const defaultSettings: Settings = { quality: 'medium', animation: 'normal' };
const KEY = 'tessera.settings';

const qualities = ['low', 'medium', 'high'] as const;
const animations = ['off', 'slow', 'normal', 'fast'] as const;

/** Reads stored settings, keeping only values this build knows (an old or hand-edited entry falls back field by field). */
export function parseSettings(raw: string | null): Settings {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    /* unreadable: defaults */
  }
  return {
    quality: qualities.includes(data.quality as Settings['quality']) ? (data.quality as Settings['quality']) : defaultSettings.quality,
    animation: animations.includes(data.animation as Settings['animation']) ? (data.animation as Settings['animation']) : defaultSettings.animation,
  };
}

/** Seconds per piece move for the table's animations (0: jump). */
export const animationSeconds = (s: Settings): number => ({ off: 0, slow: 0.6, normal: 0.3, fast: 0.12 })[s.animation];

export function loadSettings(storage: Pick<Storage, 'getItem'> = localStorage): Settings {
  try {
    return parseSettings(storage.getItem(KEY));
  } catch {
    return defaultSettings;
  }
}

export function saveSettings(settings: Settings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(settings));
  } catch {
    /* storage full or disabled: the settings last for this session */
  }
}
