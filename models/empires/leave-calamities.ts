import type { Random } from '../core/rng';
import type { LogLine } from './seat';
import { cardKind, stackOf } from './cards';
import { openSpecials, specialsOver } from './advances/specials';
import { isManualPhase, phaseLine } from './phases';
import { runSurplusPhase } from './surplus-phase';
import { withPlayer, withRecords, type EmpiresState } from './state';

type Stepped = { state: EmpiresState; log: LogLine[] };

/** After phase 9 every calamity card still in a hand goes to the discards of its stack. */
function discardCalamities(state: EmpiresState): EmpiresState {
  const discards: Record<number, string[]> = Object.fromEntries(Object.entries(state.discards).map(([k, v]) => [k, [...v]]));
  let s = state;
  for (const p of state.players) {
    const calamities = p.hand.filter((c) => cardKind(c)?.kind === 'calamity');
    for (const c of calamities) discards[stackOf(c)].push(c);
    if (calamities.length) s = withPlayer(s, p.seat, { hand: p.hand.filter((c) => !calamities.includes(c)) });
  }
  return withRecords(s, { discards });
}

/**
 * The end of phase 9, however it ended (a last choice, or no choice at all): the calamities are discarded and
 * phase 10 opens; by the rules (ME-ADVX-4) the holders act in A.S.T.-position order, and with none it is over at once.
 */
export function leaveCalamities(state: EmpiresState, random: Random): Stepped {
  let s = discardCalamities(withRecords(state, { ...(state.calamity ? { calamity: null } : {}) }));
  if (s.options.cardPhases !== 'manual') s = openSpecials(s);
  s = withRecords(s, { phase: 'special-abilities', done: [] });
  const log = [phaseLine('special-abilities', isManualPhase(s, 'special-abilities'))];
  if (!specialsOver(s)) return { state: s, log };
  const r = enterSurplusPhase(s, random);
  return { state: r.state, log: [...log, ...r.log] };
}

/** Phase 11 opens after phase 10 (ME-CITY-6): conflicts, surplus and support, waiting for the players' choices. */
export function enterSurplusPhase(state: EmpiresState, random: Random): Stepped {
  const s: EmpiresState = withRecords(state, { ...(state.specials !== undefined ? { specials: null } : {}), phase: 'surplus-population', done: [] });
  const r = runSurplusPhase(s, random);
  return { state: r.state, log: [phaseLine('surplus-population', false), ...r.log] };
}
