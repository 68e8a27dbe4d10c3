import { OK, refuse, type Check } from '../core/check';
import type { LogLine, Seat } from './seat';
import { hasAbility } from './advances/abilities';
import { isTokenConflict } from './conflict';
import { indexMap } from './map';
import { isScriptedBoardPhase } from './phases';
import { withRecords, type EmpiresState } from './state';

/**
 * ME-CONF2-6: the choices the advances give before the scripted conflicts are fought. Naval Warfare: ships in a
 * contested area go before tokens as losses. Advanced Military: wait for the other conflicts, then take losses
 * from land-adjacent areas (one choice for both, a digital reading). Each is asked once a turn, as phase 4 opens.
 */
export type LossChoice = 'ships' | 'adjacent';

/** The areas of a token conflict where this seat has tokens. */
function contested(state: EmpiresState, seat: Seat): string[] {
  return Object.keys(state.areas).filter((a) => (state.areas[a].tokens[seat] ?? 0) > 0 && isTokenConflict(state, a)).sort();
}

/** The areas of a token conflict where this seat has tokens and a ship (ME-SHIP-6). */
export function shipConflicts(state: EmpiresState, seat: Seat): string[] {
  const at = new Set(state.ships.filter((s) => s.owner === seat).map((s) => s.at));
  return contested(state, seat).filter((a) => at.has(a));
}

export function choosesShipLosses(state: EmpiresState, seat: Seat): boolean {
  return hasAbility(state, seat, 'shipsAsLosses') && shipConflicts(state, seat).length > 0;
}

/** Advanced Military matters where a contested area of the seat has his tokens next door. */
export function choosesAdjacentLosses(state: EmpiresState, seat: Seat): boolean {
  if (!hasAbility(state, seat, 'lossesFromAdjacent')) return false;
  const land = indexMap(state.map).land;
  return contested(state, seat).some((a) => (land[a] ?? []).some((n) => (state.areas[n].tokens[seat] ?? 0) > 0));
}

const recorded = (state: EmpiresState, seat: Seat, kind: LossChoice) => (kind === 'ships' ? state.input.shipLosses : state.input.adjacentLosses)?.[seat] !== undefined;

/** The choices this seat still has to make in the conflict phase. */
export function lossChoicesLeft(state: EmpiresState, seat: Seat): LossChoice[] {
  const out: LossChoice[] = [];
  if (choosesShipLosses(state, seat) && !recorded(state, seat, 'ships')) out.push('ships');
  if (choosesAdjacentLosses(state, seat) && !recorded(state, seat, 'adjacent')) out.push('adjacent');
  return out;
}

export function checkLossChoice(state: EmpiresState, seat: Seat, kind: LossChoice): Check {
  if (state.phase !== 'conflict' || !isScriptedBoardPhase(state)) return refuse('wrong-phase', 'ME-CONF2-6', 'Losses are chosen as the conflict phase opens.');
  if (!lossChoicesLeft(state, seat).includes(kind)) {
    const what = kind === 'ships' ? 'Naval Warfare with a ship' : 'Advanced Military with tokens next to';
    return refuse('no-choice', 'ME-CONF2-6', `Only a holder of ${what} a contested area chooses this, once a turn.`);
  }
  return OK;
}

export function recordLossChoice(state: EmpiresState, seat: Seat, kind: LossChoice, yes: boolean): { state: EmpiresState; log: LogLine[] } {
  const input = kind === 'ships'
    ? { ...state.input, shipLosses: { ...(state.input.shipLosses ?? {}), [seat]: yes } }
    : { ...state.input, adjacentLosses: { ...(state.input.adjacentLosses ?? {}), [seat]: yes } };
  let s: EmpiresState = withRecords(state, { input });
  if (lossChoicesLeft(s, seat).length === 0) s = withRecords(s, { done: [...s.done, seat] });
  const name = state.players[seat].name;
  const text = kind === 'ships'
    ? (yes ? `${name} will lose ships before tokens in conflicts.` : `${name} keeps his ships out of the conflicts.`)
    : (yes ? `${name} waits and takes conflict losses from neighbouring areas.` : `${name} fights his conflicts as usual.`);
  return { state: s, log: [{ text, rule: 'ME-CONF2-6' }] };
}

export const choosesLosses = (state: EmpiresState, seat: Seat): boolean => lossChoicesLeft(state, seat).length > 0;
