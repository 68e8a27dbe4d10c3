import { strings } from '../ui/strings';

export type HotkeyAction = 'help' | 'undo' | 'draw' | 'nextSeat' | 'move' | 'escape' | 'chat' | 'focusPieces';

export interface Hotkey {
  /** KeyboardEvent.key values that trigger it (letters in lower case). */
  readonly keys: readonly string[];
  /** How the help overlay writes the key. */
  readonly label: string;
  readonly action: HotkeyAction;
}

export const hotkeys: readonly Hotkey[] = [
  { keys: ['?', 'f1'], label: '? / F1', action: 'help' },
  { keys: ['u'], label: 'U', action: 'undo' },
  { keys: ['d'], label: 'D', action: 'draw' },
  { keys: ['m'], label: 'M', action: 'move' },
  { keys: ['p'], label: 'P', action: 'focusPieces' },
  { keys: ['n'], label: 'N', action: 'nextSeat' },
  { keys: ['c'], label: 'C', action: 'chat' },
  { keys: ['escape'], label: 'Esc', action: 'escape' },
];

export const hotkeyText = (action: HotkeyAction): string => strings.hotkeys[action];

/** The action a key press asks for, or null; typing in a field never triggers one (except Escape). */
export function hotkeyFor(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }, typing: boolean): HotkeyAction | null {
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && key === 'z') return 'undo';
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (typing && key !== 'escape') return null;
  return hotkeys.find((h) => h.keys.includes(key))?.action ?? null;
}
