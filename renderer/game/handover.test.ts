import { describe, expect, it } from 'vitest';
import { confirmHandOver, firstSeating, followTurn, nextLocal, switchTo, undoSeat, type Seating } from './handover';

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

  it('changes the shown seat only through the hand-over screen, secrets or not (the seat switcher included)', () => {
    const at0: Seating = { shown: 0, pending: null };
    expect(switchTo(at0, 1)).toEqual({ shown: 0, pending: 1 });
    expect(switchTo(at0, 0)).toBe(at0);
    // A second request while the screen is up hands over to the newer seat; the shown seat stays hidden.
    expect(switchTo({ shown: 0, pending: 1 }, 2)).toEqual({ shown: 0, pending: 2 });
    expect(switchTo({ shown: 0, pending: 1 }, 0)).toEqual({ shown: 0, pending: 0 });
  });

  it('shows the new seat only after confirmation', () => {
    const pending = switchTo({ shown: 0, pending: null }, 1);
    expect(pending.pending).toBe(1);
    expect(confirmHandOver(pending)).toEqual({ shown: 1, pending: null });
  });

  it('follows the turn to the next local seat that may act through the hand-over, and stays while the shown seat may still act', () => {
    // "Phase done" in a phase where everyone acts: the shown seat is done, the next one is handed the window.
    expect(followTurn({ shown: 0, pending: null }, [0, 1, 2], [1, 2])).toEqual({ shown: 0, pending: 1 });
    expect(followTurn({ shown: 0, pending: null }, [0, 1], [0, 1])).toEqual({ shown: 0, pending: null });
    // The turn went to a seat played elsewhere (a bot): nothing to hand over.
    expect(followTurn({ shown: 0, pending: null }, [0, 1], [2])).toEqual({ shown: 0, pending: null });
  });

  it('moves a waiting hand-over on to a local seat that may act when its seat may no longer act', () => {
    expect(followTurn({ shown: 0, pending: 1 }, [0, 1, 2], [2])).toEqual({ shown: 0, pending: 2 });
    expect(followTurn({ shown: 0, pending: 1 }, [0, 1, 2], [1, 2])).toEqual({ shown: 0, pending: 1 });
    expect(followTurn({ shown: 0, pending: 1 }, [0, 1], [3])).toEqual({ shown: 0, pending: 1 });
  });

  it('goes round the local seats for the next-seat key', () => {
    expect(nextLocal([0, 2, 3], 0)).toBe(2);
    expect(nextLocal([0, 2, 3], 3)).toBe(0);
    expect(nextLocal([], 0)).toBeNull();
  });
});

describe('undo: one answer for the button and the keys', () => {
  const only1 = (s: number) => s === 1;
  it('undoes for the shown seat when the host says it may, whichever seat the window showed first', () => {
    expect(undoSeat({ shown: 1, pending: null }, only1)).toBe(1);
    expect(undoSeat({ shown: 2, pending: null }, only1)).toBeNull();
  });
  it('undoes for nobody while the hand-over screen is up or before the window is seated', () => {
    expect(undoSeat({ shown: 1, pending: 2 }, only1)).toBeNull();
    expect(undoSeat({ shown: null, pending: 1 }, only1)).toBeNull();
    expect(undoSeat(null, only1)).toBeNull();
  });
});
