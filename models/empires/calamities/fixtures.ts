import type { Seat } from '../seat';
import type { EmpiresAction } from '../actions';
import { applyAction, checkAction } from '../rules';
import { legalActionsFor } from '../legal';
import { activeSeatsOf } from '../rules';
import type { EmpiresState } from '../state';
import { advances, city, game, hand, inPhase, rnd, tokens } from '../test/fixtures';
import { beginCalamities } from './phase';

export { applyAction, checkAction, legalActionsFor, activeSeatsOf };

/** Five players on the test map, each with a city in his start area and two tokens beside it; phase 7 by hand. */
export function table(n = 5): EmpiresState {
  let s = game({ n, options: { cardPhases: 'scripted' } });
  for (let seat = 0; seat < n; seat++) {
    const civ = s.players[seat].civ;
    s = city(s, `${civ}-start`, seat);
    s = tokens(s, `${civ}-two`, seat, 2);
  }
  // The last seat holds Politics (no calamity of these tests is changed by it): phase 10 then waits for him, so a
  // test reads the board as phase 9 left it, before phase 11's checks.
  return inPhase(advances(s, n - 1, ['politics']), 'trade');
}

/** Deals calamity cards (by id) to a seat, taken out of the stacks. */
export const dealt = (s: EmpiresState, seat: Seat, ids: string[]) => hand(s, seat, ids.map((id) => `card-${id}`));

/** Phases 8 and 9 begin as the scripted turn enters them. */
export function strike(s: EmpiresState, seed = 'cal') {
  return beginCalamities(s, rnd(seed), { text: 'Phase 9: Calamity resolution.', rule: 'ME-TURN-1' });
}

export function act(s: EmpiresState, seat: Seat, action: EmpiresAction): EmpiresState {
  const c = checkAction(s, seat, action);
  if (!c.ok) throw new Error(`${c.rule}: ${c.message}`);
  return applyAction(s, seat, action, rnd('act')).state;
}
