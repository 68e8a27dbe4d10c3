import type { LogLine } from './seat';
import { conflictLimit, parties } from './conflict';
import { removeSurplus } from './population';
import type { EmpiresState } from './state';

/**
 * ME-CLAR-2: areas without a city where growth left two or more parties over the limit. By default they wait
 * for the conflict phase like areas crowded by movement; option sharedExpansion = surplus trims them right after
 * growth, the parties removing tokens fewest first as at a surplus check (ME-POP-3).
 */
export function settleSharedExpansion(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  if (state.options.sharedExpansion !== 'surplus') return { state, log: [] };
  const crowded = Object.keys(state.areas).sort().filter((id) => {
    const ps = parties(state, id);
    return !state.areas[id].city && ps.length > 1 && ps.reduce((t, p) => t + p.count, 0) > conflictLimit(state, id);
  });
  if (crowded.length === 0) return { state, log: [] };
  const r = removeSurplus(state, crowded);
  return { state: r.state, log: [{ text: 'Areas crowded by growth are trimmed at once.', rule: 'ME-CLAR-2' }, ...r.log] };
}
