import { describe, expect, it } from 'vitest';
import { checkAction } from '../check';
import { legalActionsFor } from '../legal';
import { playRandomGame } from '../random-game';
import { activeSeatsOf } from '../rules';
import { checkOnce } from '../verdicts';

describe('verdicts kept per action object', () => {
  it('ME-TURN-1: a kept verdict is the fresh check of that state and seat, also for an action asked about in another state or for another seat', () => {
    const g = playRandomGame('verdicts', 4, 6);
    let asked = 0;
    for (let i = 0; i + 1 < g.states.length; i++) {
      const [s, next] = [g.states[i], g.states[i + 1]];
      for (const seat of activeSeatsOf(s)) {
        for (const action of legalActionsFor(s, seat)) {
          expect(checkOnce(s, seat, action)).toEqual(checkAction(s, seat, action));
          // The same object, asked again elsewhere: answered for where it is asked now, then back.
          expect(checkOnce(next, seat, action)).toEqual(checkAction(next, seat, action));
          const other = (seat + 1) % s.players.length;
          expect(checkOnce(s, other, action)).toEqual(checkAction(s, other, action));
          expect(checkOnce(s, seat, action)).toEqual(checkAction(s, seat, action));
          asked++;
        }
      }
    }
    expect(asked).toBeGreaterThan(300);
  });
});
