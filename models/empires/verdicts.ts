import type { Seat } from './seat';
import type { EmpiresAction } from './actions';
import { checkAction } from './check';
import type { EmpiresState } from './state';

type Verdict = ReturnType<typeof checkAction>;

// An action is checked several times against one state: when `legalActions` lists it, when the host checks the
// move, when it asks the chart whether it can take it (the chart's guard checks it) and when the chart takes it
// (the guard again). The check is pure, so the verdicts are kept per state, for the last seat asked about, by
// action object: one weak entry per state (one per action object made the weak table itself the cost).
const verdicts = new WeakMap<EmpiresState, { seat: Seat; kept: Map<EmpiresAction, Verdict> }>();

/** `checkAction`, answered once per state, seat and action object. */
export function checkOnce(state: EmpiresState, seat: Seat, action: EmpiresAction): Verdict {
  let hit = verdicts.get(state);
  if (hit === undefined || hit.seat !== seat) verdicts.set(state, (hit = { seat, kept: new Map() }));
  let verdict = hit.kept.get(action);
  if (verdict === undefined) hit.kept.set(action, (verdict = checkAction(state, seat, action)));
  return verdict;
}
