/** The player's display settings, kept in this browser's localStorage. */
export interface Settings {
  readonly quality: 'low' | 'medium' | 'high';
  readonly animation: 'off' | 'slow' | 'normal' | 'fast';
  /**
   * How many of the screen's pixels the 3D table is drawn at. A machine without a graphics card (software WebGL)
   * spends most of each frame per pixel: half the width and height draws a frame about three times faster.
   */
  readonly resolution: 'full' | 'three-quarters' | 'half';
}

export const defaultSettings: Settings = { quality: 'medium', animation: 'normal', resolution: 'full' };
const KEY = 'tessera.settings';

const qualities = ['low', 'medium', 'high'] as const;
const animations = ['off', 'slow', 'normal', 'fast'] as const;
const resolutions = ['full', 'three-quarters', 'half'] as const;

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
    resolution: resolutions.includes(data.resolution as Settings['resolution']) ? (data.resolution as Settings['resolution']) : defaultSettings.resolution,
  };
}

/** The canvas's device-pixel-ratio range (react-three-fiber's `dpr`): the quality's range, scaled by the resolution. */
export function pixelRatioRange(s: Settings): [number, number] {
  const [min, max] = ({ low: [0.75, 1], medium: [1, 1.5], high: [1, 2] } as const)[s.quality];
  const scale = { full: 1, 'three-quarters': 0.75, half: 0.5 }[s.resolution];
  return [min * scale, max * scale];
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
