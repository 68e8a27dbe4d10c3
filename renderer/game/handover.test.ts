import { describe, expect, it } from 'vitest';
import { confirmHandOver, firstSeating, followTurn, nextLocal, switchTo, type Seating } from './handover';

const none = () => false;
const seat0Secret = (s: number) => s === 0;

describe('hotseat hand-over (ARCH hotseat: hand-over screen until the player confirms)', () => {
  it('opens on the first local seat that may act, straight away when it holds no secret', () => {
    expect(firstSeating([0, 1, 2], [1], none)).toEqual({ shown: 1, pending: null });
    expect(firstSeating([0, 1], [], none)).toEqual({ shown: 0, pending: null });
  });

  it('opens behind the hand-over screen when that seat already holds a secret (a resumed game)', () => {
    expect(firstSeating([0, 1], [0], seat0Secret)).toEqual({ shown: null, pending: 0 });
  });

  it('opens straight on the seat of a one-seat window (a LAN guest back with cards in hand), secret or not', () => {
    expect(firstSeating([0], [0], seat0Secret)).toEqual({ shown: 0, pending: null });
    expect(firstSeating([0], [], seat0Secret)).toEqual({ shown: 0, pending: null });
  });

  it('switches seats directly only when neither seat has a secret', () => {
    const at0: Seating = { shown: 0, pending: null };
    expect(switchTo(at0, 1, none)).toEqual({ shown: 1, pending: null });
    expect(switchTo(at0, 1, seat0Secret)).toEqual({ shown: 0, pending: 1 });
    expect(switchTo({ shown: 1, pending: null }, 0, seat0Secret)).toEqual({ shown: 1, pending: 0 });
  });

  it('shows the new seat only after confirmation', () => {
    const pending = switchTo({ shown: 0, pending: null }, 1, seat0Secret);
    expect(pending.pending).toBe(1);
    expect(confirmHandOver(pending)).toEqual({ shown: 1, pending: null });
  });

  it('follows the turn to the next local seat that may act, and stays while the shown seat may still act', () => {
    expect(followTurn({ shown: 0, pending: null }, [0, 1], [1], seat0Secret)).toEqual({ shown: 0, pending: 1 });
    expect(followTurn({ shown: 0, pending: null }, [0, 1], [0, 1], seat0Secret)).toEqual({ shown: 0, pending: null });
    // The turn went to a seat played elsewhere (a bot): nothing to hand over.
    expect(followTurn({ shown: 0, pending: null }, [0, 1], [2], seat0Secret)).toEqual({ shown: 0, pending: null });
  });

  it('goes round the local seats for the next-seat key', () => {
    expect(nextLocal([0, 2, 3], 0)).toBe(2);
    expect(nextLocal([0, 2, 3], 3)).toBe(0);
    expect(nextLocal([], 0)).toBeNull();
  });
});
