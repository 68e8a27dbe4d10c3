import type { LogLine } from '../seat';
import type { Random } from '../../core/rng';
import { withRecords, type EmpiresState } from '../state';
import { settleCalamities } from './resolve';
import { resolutionQueue, selectCalamities } from './select';

/**
 * Phases 8 and 9 scripted (option cardPhases): the limit is applied at once (phase 8 asks nobody anything), then
 * the calamities are resolved in order until a player must choose. `finished`: phase 9 is over too.
 */
export function beginCalamities(state: EmpiresState, random: Random, phase9Line: LogLine): { state: EmpiresState; log: LogLine[]; finished: boolean } {
  const sel = selectCalamities(state, random);
  let s: EmpiresState = withRecords(sel.state, { phase: 'calamity-resolution', done: [] });
  s = withRecords(s, { calamity: { queue: resolutionQueue(s), active: null, hit: {}, held: sel.held } });
  const r = settleCalamities(s, random);
  const finished = r.finished;
  return { state: finished ? withRecords(r.state, { calamity: null }) : r.state, log: [...sel.log, phase9Line, ...r.log], finished };
}
