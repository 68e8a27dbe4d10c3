import { describe, expect, it } from 'vitest';
import { hotkeyFor } from './hotkeys';
import { actionsFor } from './PieceMenu';
import { animationSeconds, defaultSettings, loadSettings, parseSettings, pixelRatioRange, saveSettings } from './settings';

describe('settings kept in localStorage', () => {
  it('round-trips through storage and keeps known values only', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveSettings({ quality: 'low', animation: 'off', resolution: 'half' }, storage);
    expect(loadSettings(storage)).toEqual({ quality: 'low', animation: 'off', resolution: 'half' });
    expect(parseSettings('{"quality":"ultra","animation":"fast","resolution":"quarter"}')).toEqual({ quality: defaultSettings.quality, animation: 'fast', resolution: 'full' });
    expect(parseSettings('not json')).toEqual(defaultSettings);
    expect(animationSeconds({ ...defaultSettings, animation: 'off' })).toBe(0);
  });

  it('keeps settings stored before the resolution choice existed, drawn at full resolution', () => {
    expect(parseSettings('{"quality":"low","animation":"fast"}')).toEqual({ quality: 'low', animation: 'fast', resolution: 'full' });
  });

  it('scales the canvas pixel ratio by the table resolution, within the quality range', () => {
    expect(pixelRatioRange({ ...defaultSettings, quality: 'high' })).toEqual([1, 2]);
    expect(pixelRatioRange({ ...defaultSettings, quality: 'low', resolution: 'half' })).toEqual([0.375, 0.5]);
    expect(pixelRatioRange({ ...defaultSettings, quality: 'medium', resolution: 'three-quarters' })).toEqual([0.75, 1.125]);
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
