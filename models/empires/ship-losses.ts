import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { hasAbility } from './advances/abilities';
import { isTokenConflict } from './conflict';
import { isScriptedBoardPhase } from './phases';
import type { EmpiresState } from './state';

/** The areas of a token conflict where this seat has tokens and a ship (ME-CONF2-6, ME-SHIP-6). */
export function shipConflicts(state: EmpiresState, seat: Seat): string[] {
  const at = new Set(state.ships.filter((s) => s.owner === seat).map((s) => s.at));
  return [...at].filter((a) => (state.areas[a]?.tokens[seat] ?? 0) > 0 && isTokenConflict(state, a)).sort();
}

/** ME-CONF2-6: a Naval Warfare holder with a ship in a contested area decides whether ships go first as losses. */
export function choosesShipLosses(state: EmpiresState, seat: Seat): boolean {
  return hasAbility(state, seat, 'shipsAsLosses') && shipConflicts(state, seat).length > 0;
}

export function checkShipLosses(state: EmpiresState, seat: Seat): Check {
  if (state.phase !== 'conflict' || !isScriptedBoardPhase(state)) return refuse('wrong-phase', 'ME-CONF2-6', 'Ships are offered as losses in the conflict phase.');
  if (!choosesShipLosses(state, seat)) return refuse('no-choice', 'ME-CONF2-6', 'Only a holder of Naval Warfare with a ship in a contested area chooses this.');
  if (state.done.includes(seat)) return refuse('already-done', 'ME-CONF2-6', 'You have chosen already.');
  return OK;
}

export function recordShipLosses(state: EmpiresState, seat: Seat, ships: boolean): { state: EmpiresState; log: LogLine[] } {
  const input = { ...state.input, shipLosses: { ...(state.input.shipLosses ?? {}), [seat]: ships } };
  const name = state.players[seat].name;
  const text = ships ? `${name} will lose ships before tokens in conflicts.` : `${name} keeps his ships out of the conflicts.`;
  return { state: { ...state, input, done: [...state.done, seat] }, log: [{ text, rule: 'ME-CONF2-6' }] };
}
