import { describe, expect, it } from 'vitest';
import type { GameHost } from '../../machines/engine/host';
import { pauseControl } from '../../electron/lan/pause';

describe('the engine pause as the LAN host drives it', () => {
  it('LAN-DROP-1: with per-seat session events, each awaited seat is reported dropped once and returned once', () => {
    const calls: string[] = [];
    const host = { seatDropped: (s: number) => calls.push(`dropped ${s}`), seatReturned: (s: number) => calls.push(`returned ${s}`) };
    const pause = pauseControl(host as unknown as GameHost);
    pause.waitFor(new Set([0, 1]));
    pause.waitFor(new Set([0, 1]));
    pause.waitFor(new Set([1]));
    pause.waitFor(new Set([1, 2]));
    pause.waitFor(new Set());
    expect(calls).toEqual(['dropped 0', 'dropped 1', 'returned 0', 'dropped 2', 'returned 1', 'returned 2']);
  });

  it('LAN-DROP-1: with the plain flag, the game is paused while any seat is awaited, and told only of changes', () => {
    const calls: boolean[] = [];
    const pause = pauseControl({ setPaused: (p: boolean) => calls.push(p) } as unknown as GameHost);
    pause.waitFor(new Set());
    pause.waitFor(new Set([3]));
    pause.waitFor(new Set([3, 4]));
    pause.waitFor(new Set());
    expect(calls).toEqual([false, true, false]);
  });
});
