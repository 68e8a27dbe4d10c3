import type { LogLine, Seat } from './seat';
import { hasAbility } from './advances/abilities';
import { civ } from './data/civilizations';
import { playingSeats } from './phases';
import { tokensOnBoard } from './population';
import { withRecords, type EmpiresState } from './state';

/** ME-CENSUS-1: a player's census is his tokens on the board (cities, ships and treasury excluded). */
export function censusOf(state: EmpiresState, seat: Seat): number {
  return tokensOnBoard(state, seat);
}

/** ME-CENSUS-1/2: every seat counts; the log names each census. */
export function takeCensus(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  const census = Object.fromEntries(playingSeats(state).map((s) => [s, censusOf(state, s)]));
  const text = playingSeats(state).map((s) => `${state.players[s].name} ${census[s]}`).join(', ');
  return { state: withRecords(state, { census }), log: [{ text: `Census: ${text}.`, rule: 'ME-CENSUS-1' }] };
}

/**
 * ME-MOVE-1: movement order: highest census first, ties by A.S.T.-ranking; holders of Military move after all
 * others, among themselves again by census.
 */
export function movementOrder(state: EmpiresState): Seat[] {
  return playingSeats(state).sort((a, b) => military(state, a) - military(state, b) || censusNow(state, b) - censusNow(state, a) || civ(state.players[a].civ).rank - civ(state.players[b].civ).rank);
}

const military = (state: EmpiresState, s: Seat) => (hasAbility(state, s, 'movesAfterNonHolders') ? 1 : 0);

/** The last census of the seat, or its count now before the first. */
function censusNow(state: EmpiresState, s: Seat): number {
  return state.census[s] ?? censusOf(state, s);
}

/** ME-SEQ-2 / ME-AST-2: A.S.T.-ranking order (the civilizations' fixed ranking). */
export function rankingOrder(state: EmpiresState, seats: readonly Seat[] = playingSeats(state)): Seat[] {
  return [...seats].sort((a, b) => civ(state.players[a].civ).rank - civ(state.players[b].civ).rank);
}
