import { describe, expect, it } from 'vitest';
import type { LanSeatInfo } from '../../models/core/lan';
import type { LanStatus } from '../../models/core/service';
import { seatsToHold } from './LanBar';

const seat = (n: number, lan: boolean, state: LanSeatInfo['state'], choice: LanSeatInfo['choice']): LanSeatInfo => ({ seat: n, name: `P${n}`, color: 'blue', lan, state, choice });

describe("the host window's seats while guests are away", () => {
  it('LAN-DROP-2: the window holds the LAN seats it chose to play whose guest is not connected, and no other', () => {
    const status: LanStatus = {
      role: 'host',
      spectators: 0,
      seats: [seat(0, false, 'local', 'pause'), seat(1, true, 'dropped', 'host'), seat(2, true, 'connected', 'host'), seat(3, true, 'open', 'host'), seat(4, true, 'dropped', 'bot'), seat(5, true, 'dropped', 'pause')],
    };
    expect(seatsToHold(status)).toEqual([1, 3]);
    expect(seatsToHold({ ...status, seats: status.seats.map((s) => ({ ...s, state: s.lan ? ('connected' as const) : s.state })) })).toEqual([]);
  });
});
