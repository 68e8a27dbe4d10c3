import type { LogLine } from './seat';
import { PHASES, type EmpiresState, type PhaseId, type TurnPhase } from './state';

// Asked for every check and every listed action: a lookup, not a search.
const byId = new Map<string, (typeof PHASES)[number]>(PHASES.map((p) => [p.id, p]));

export function phaseInfo(phase: PhaseId) {
  return byId.get(phase) ?? null;
}

/** ME-SEQ-1: phases 1-5 are run by the rules unless the table plays them by hand (option boardPhases). */
export function isScriptedBoardPhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  const info = phaseInfo(phase);
  return !!info && info.board && state.options.boardPhases === 'scripted';
}

/**
 * ME-CALX-1/2: phases 8 and 9 run by the rules (option cardPhases); phase 9 only while its resolution is under way
 * (`state.calamity`), so a table that reached it by hand keeps its tabletop.
 */
export function isScriptedCalamityPhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  if (state.options.cardPhases === 'manual') return false;
  return phase === 'calamity-selection' || (phase === 'calamity-resolution' && !!state.calamity);
}

/** ME-SEQ-1: phases 6 and 7 (trade cards, trade) are run by the rules unless the table plays them by hand (option cardPhases). */
export function isScriptedTradePhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  return (phase === 'trade-card-acquisition' || phase === 'trade') && state.options.cardPhases !== 'manual';
}

/** A manual phase: the tabletop's free edits and "phase done" (phases 6-10, and 1-5 by hand). */
export function isManualPhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  const info = phaseInfo(phase);
  return !!info && !info.scripted && !isScriptedBoardPhase(state, phase) && !isScriptedCalamityPhase(state, phase) && !isScriptedSpecialPhase(state, phase) && !isScriptedTradePhase(state, phase);
}

/**
 * ME-ADVX-4: phase 10 is run by the rules unless the table plays phases 6-10 by hand (option cardPhases); a game
 * saved in phase 10 before it was scripted (no `specials` record) finishes the phase by hand.
 */
export function isScriptedSpecialPhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  return phase === 'special-abilities' && state.options.cardPhases !== 'manual' && !!state.specials;
}

/** Seats still in the game. */
export const playingSeats = (state: EmpiresState): number[] => state.players.filter((p) => !p.left).map((p) => p.seat);

/**
 * ME-SEQ-5 (option simultaneousPhases = strict), ME-TERM-7: in a simultaneous scripted phase only the first seat
 * still to act in A.S.T.-ranking order may act; null: everyone still to act may.
 */
export function strictTurn(state: EmpiresState, rank: (seat: number) => number): number | null {
  // A city attack's or support check's choice has its own chooser (ME-CONF2-2/10, ME-CITY-5).
  if (state.options.simultaneousPhases !== 'strict' || !isScriptedBoardPhase(state) || state.phase === 'movement' || state.conflict || state.support) return null;
  const waiting = playingSeats(state).filter((s) => !state.done.includes(s)).sort((a, b) => rank(a) - rank(b));
  return waiting[0] ?? null;
}

/** ME-TURN-1: the log line that opens a phase. */
export const phaseLine = (phase: TurnPhase, manual: boolean): LogLine => {
  const p = phaseInfo(phase)!;
  return { text: `Phase ${p.n}: ${p.name}${manual ? ' (manual)' : ''}.`, rule: 'ME-TURN-1' };
};
