import type { LogLine } from './seat';
import { indexMap } from './map';
import { populationCheck, seatsIn } from './population';
import { withBuilding, type BuildingState, type EmpiresState } from './state';

/** SB-ILLEGAL-1: a building standing outside the region of the player who built it. */
export function illegalBuildings(state: EmpiresState): BuildingState[] {
  const index = indexMap(state.map);
  return Object.values(state.buildings).filter((b) => {
    if (b.at === null || b.builtBy === null) return false;
    return index.regionOf[b.at] !== state.players[b.builtBy].civ;
  });
}

/**
 * SB-ILLEGAL-1..4: a referee tool (placement is prevented up front): every illegal building goes back to the
 * supply, its payment is forfeited, and the area is checked for surplus at once.
 */
export function removeIllegalBuildings(state: EmpiresState): { state: EmpiresState; log: LogLine[] } {
  let s = state;
  const log: LogLine[] = [];
  for (const b of illegalBuildings(state)) {
    const area = b.at!;
    s = withBuilding(s, b.id, { at: null, builtBy: null, builtTurn: null, paid: 0 });
    log.push({ text: `${b.label} stood outside its builder's region and returns to the supply; the ${b.paid} trade points paid are lost.`, rule: 'SB-ILLEGAL-2' });
    const r = populationCheck(s, [area], seatsIn(s, area));
    s = r.state;
    log.push(...r.log.map((l) => ({ ...l, rule: 'SB-ILLEGAL-3' })));
    log.push({ text: `Checked ${indexMap(s.map).area[area].name} for surplus after the removal.`, rule: 'SB-ILLEGAL-1' });
  }
  return { state: s, log };
}
