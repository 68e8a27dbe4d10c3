import type { Outcome, Seat } from './seat';
import { ADVANCE_BY_ID } from './data/advances';
import { civ } from './data/civilizations';
import { buildingOwnedBy, controls, ownsOwnBuildingWithControl } from './ownership';
import { citiesOf } from './population';
import type { EmpiresState } from './state';

/** SB-VP-1..4: 3 for owning a building, 2 more for one's own civilization's building with a city or majority. */
export function buildingPoints(state: EmpiresState, seat: Seat): number {
  const owned = buildingOwnedBy(state, seat);
  if (state.options.buildingScoring === 'toronto') {
    const others = Object.values(state.buildings).filter((b) => b !== owned && controls(state, seat, b)).length;
    return (owned ? 2 : 0) + (ownsOwnBuildingWithControl(state, seat) ? 2 : 0) + others;
  }
  if (!owned) return 0;
  return 3 + (ownsOwnBuildingWithControl(state, seat) ? 2 : 0);
}

/** ME-VP-1 (DEFAULT): cities, advances' printed points, 5 per A.S.T. step, Expert's solo Late Iron bonus. */
export function basePoints(state: EmpiresState, seat: Seat): number {
  const p = state.players[seat];
  const advances = p.advances.reduce((t, a) => t + ADVANCE_BY_ID[a].vp, 0);
  const lateIron = state.options.astSide === 'expert' && state.lateIronFirst === seat ? 5 : 0;
  return citiesOf(state, seat).length + advances + 5 * p.ast + lateIron;
}

export function score(state: EmpiresState, seat: Seat): number {
  return basePoints(state, seat) + buildingPoints(state, seat);
}

/**
 * SB-TIE-1/2 then ME-VP-2: equal scores are split by I (own civilization's building with control), II (owns a
 * building), then by A.S.T.-position and 6- and 3-point advances, or by A.S.T.-ranking (option).
 */
export function tieKey(state: EmpiresState, seat: Seat): number[] {
  const p = state.players[seat];
  const keys = [score(state, seat), ownsOwnBuildingWithControl(state, seat) ? 1 : 0, buildingOwnedBy(state, seat) ? 1 : 0];
  if (state.options.baseTiebreak === 'ranking') return [...keys, -civ(p.civ).rank];
  const count = (vp: number) => p.advances.filter((a) => ADVANCE_BY_ID[a].vp === vp).length;
  return [...keys, p.ast, count(6), count(3)];
}

export function compareSeats(state: EmpiresState, a: Seat, b: Seat): number {
  const ka = tieKey(state, a), kb = tieKey(state, b);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
  return 0;
}

/** The final standing: winners are everyone who cannot be separated from the best. */
export function finalOutcome(state: EmpiresState): Outcome {
  const seats = state.players.filter((p) => !p.left).map((p) => p.seat);
  const ranked = [...seats].sort((a, b) => compareSeats(state, a, b));
  const winners = ranked.filter((s) => compareSeats(state, s, ranked[0]) === 0);
  const scores = Object.fromEntries(seats.map((s) => [s, score(state, s)]));
  const names = winners.map((w) => state.players[w].name).join(' and ');
  return { winners, scores, summary: `${names} win${winners.length > 1 ? '' : 's'} with ${scores[winners[0]]} victory points.` };
}
