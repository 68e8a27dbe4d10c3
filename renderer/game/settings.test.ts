import { describe, expect, it } from 'vitest';
import { hotkeyFor } from './hotkeys';
import { actionsFor } from './PieceMenu';
import { animationSeconds, defaultSettings, loadSettings, parseSettings, saveSettings } from './settings';

describe('settings kept in localStorage', () => {
  it('round-trips through storage and keeps known values only', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveSettings({ quality: 'low', animation: 'off' }, storage);
    expect(loadSettings(storage)).toEqual({ quality: 'low', animation: 'off' });
    expect(parseSettings('{"quality":"ultra","animation":"fast"}')).toEqual({ quality: defaultSettings.quality, animation: 'fast' });
    expect(parseSettings('not json')).toEqual(defaultSettings);
    expect(animationSeconds({ quality: 'low', animation: 'off' })).toBe(0);
  });
});

describe('hotkeys', () => {
  it('maps keys to actions, never while typing except Escape, and Ctrl+Z to undo', () => {
    expect(hotkeyFor({ key: '?' }, false)).toBe('help');
    expect(hotkeyFor({ key: 'D' }, false)).toBe('draw');
    expect(hotkeyFor({ key: 'd' }, true)).toBeNull();
    expect(hotkeyFor({ key: 'Escape' }, true)).toBe('escape');
    expect(hotkeyFor({ key: 'z', ctrlKey: true }, true)).toBe('undo');
    expect(hotkeyFor({ key: 'd', altKey: true }, false)).toBeNull();
  });
});

describe('piece context menu', () => {
  it('keeps the legal actions that name the piece', () => {
    const legal = [
      { type: 'table/move', piece: 'p1', to: 'sq-0-0' },
      { type: 'table/move', piece: 'p2', to: 'sq-0-0' },
      { type: 'table/draw', from: 'deck', to: 'hand-0' },
    ];
    expect(actionsFor('p1', legal)).toEqual([legal[0]]);
  });
});
