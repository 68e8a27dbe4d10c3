import { PHASES, type EmpiresState, type PhaseId } from './state';

export function phaseInfo(phase: PhaseId) {
  return PHASES.find((p) => p.id === phase) ?? null;
}

/** ME-SEQ-1: phases 1-5 are run by the rules unless the table plays them by hand (option boardPhases). */
export function isScriptedBoardPhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  const info = phaseInfo(phase);
  return !!info && info.board && state.options.boardPhases === 'scripted';
}

/** ME-SEQ-1: phases 6 and 7 (trade cards, trade) are run by the rules unless the table plays them by hand (option cardPhases). */
export function isScriptedTradePhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  return (phase === 'trade-card-acquisition' || phase === 'trade') && state.options.cardPhases !== 'manual';
}

/** A manual phase: the tabletop's free edits and "phase done" (phases 6-10, and 1-5 by hand). */
export function isManualPhase(state: EmpiresState, phase: PhaseId = state.phase): boolean {
  const info = phaseInfo(phase);
  return !!info && !info.scripted && !isScriptedBoardPhase(state, phase) && !isScriptedTradePhase(state, phase);
}

/** Seats still in the game. */
export const playingSeats = (state: EmpiresState): number[] => state.players.filter((p) => !p.left).map((p) => p.seat);

/**
 * ME-SEQ-5 (option simultaneousPhases = strict), ME-TERM-7: in a simultaneous scripted phase only the first seat
 * still to act in A.S.T.-ranking order may act; null: everyone still to act may.
 */
export function strictTurn(state: EmpiresState, rank: (seat: number) => number): number | null {
  if (state.options.simultaneousPhases !== 'strict' || !isScriptedBoardPhase(state) || state.phase === 'movement') return null;
  const waiting = playingSeats(state).filter((s) => !state.done.includes(s)).sort((a, b) => rank(a) - rank(b));
  return waiting[0] ?? null;
}
