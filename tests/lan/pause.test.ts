import { describe, expect, it } from 'vitest';
import { pauseControl } from '../../electron/lan/pause';

describe('the engine pause as the LAN host drives it', () => {
  it('LAN-DROP-1: each awaited seat is reported dropped once and returned once', () => {
    const calls: string[] = [];
    const host = { seatDropped: (s: number) => calls.push(`dropped ${s}`), seatReturned: (s: number) => calls.push(`returned ${s}`) };
    const pause = pauseControl(host);
    pause.waitFor(new Set([0, 1]));
    pause.waitFor(new Set([0, 1]));
    pause.waitFor(new Set([1]));
    pause.waitFor(new Set([1, 2]));
    pause.waitFor(new Set());
    expect(calls).toEqual(['dropped 0', 'dropped 1', 'returned 0', 'dropped 2', 'returned 1', 'returned 2']);
  });
});
