import type { Random } from '../core/rng';
import type { LogLine, Seat } from './seat';
import { openAcquisition } from './acquisition';
import { stepConflicts } from './conflict-phase';
import { allAreas, removeSurplus } from './population';
import { phaseLine } from './phases';
import { continueSupport, startSupport } from './support';
import { withRecords, type EmpiresState } from './state';

type Stepped = { state: EmpiresState; log: LogLine[]; revealed: boolean };

const activeSeats = (s: EmpiresState): Seat[] => s.players.filter((p) => !p.left).map((p) => p.seat);

/** 11 after its conflicts: surplus removed (5b again), then city support (5c again), then phase 12 opens. */
function afterConflicts(state: EmpiresState): Stepped {
  const surplus = removeSurplus(state, allAreas(state));
  const support = startSupport(surplus.state, activeSeats(surplus.state));
  const log: LogLine[] = [{ text: 'Surplus population removed and city support checked.', rule: 'ME-POP-3' }, ...surplus.log, ...support.log];
  if (!support.finished) return { state: support.state, log, revealed: false };
  return finish(support.state, log);
}

function finish(state: EmpiresState, log: LogLine[]): Stepped {
  const s = openAcquisition(withRecords(state, { pendingChecks: [] }));
  return { state: s, log: [...log, phaseLine('advances-acquisition', false)], revealed: false };
}

/**
 * Phase 11 (ME-CITY-6): a conflict still standing is fought out first as in phase 4 (when phases 1-5 are scripted),
 * then surplus and city support; it waits wherever a player has a choice to make.
 */
export function runSurplusPhase(state: EmpiresState, random: Random): Stepped {
  if (state.options.boardPhases === 'scripted' || state.conflict) {
    const c = stepConflicts(state, random);
    if (!c.finished) return c;
    const next = afterConflicts(c.state);
    return { state: next.state, log: [...c.log, ...next.log], revealed: c.revealed };
  }
  return afterConflicts(state);
}

/** Phase 11 after a player's choice: the conflicts go on, or the support check, or phase 12 opens. */
export function settleSurplusPhase(state: EmpiresState, random: Random): Stepped {
  if (state.conflict) return runSurplusPhase(state, random);
  if (state.support) {
    const r = continueSupport(state);
    return r.finished ? finish(r.state, r.log) : { state: r.state, log: r.log, revealed: false };
  }
  return { state, log: [], revealed: false };
}
