import type { Seat } from './seat';
import type { EmpiresAction } from './actions';
import { checkAction } from './check';
import type { EmpiresState } from './state';

type Verdict = ReturnType<typeof checkAction>;

// An action is checked several times against one state: when `legalActions` lists it, when the host checks the
// move, when it asks the chart whether it can take it (the chart's guard checks it) and when the chart takes it
// (the guard again). The check is pure, so the verdict is kept with the action object, for the state and seat it
// was given (an action object is checked against one state, now and then another: the latest is kept).
const verdicts = new WeakMap<object, { state: EmpiresState; seat: Seat; verdict: Verdict }>();

/** `checkAction`, answered once per action object, state and seat. */
export function checkOnce(state: EmpiresState, seat: Seat, action: EmpiresAction): Verdict {
  if (typeof action !== 'object' || action === null) return checkAction(state, seat, action);
  const hit = verdicts.get(action);
  if (hit !== undefined && hit.state === state && hit.seat === seat) return hit.verdict;
  const verdict = checkAction(state, seat, action);
  verdicts.set(action, { state, seat, verdict });
  return verdict;
}
