import type { Seat } from './seat';
import { indexMap } from './map';
import { tokenEntries, type BuildingState, type EmpiresState } from './state';

/** SB-OWN-1, SB-MAP-5: the owner of a standing building is the player whose region holds its area. */
export function ownerOf(state: EmpiresState, building: BuildingState): Seat | null {
  if (!building.at) return null;
  const civ = indexMap(state.map).regionOf[building.at];
  const p = state.players.find((pl) => pl.civ === civ && !pl.left);
  return p ? p.seat : null;
}

/** The building standing in a seat's own region, if any (SB-ONE-1). */
export function buildingOwnedBy(state: EmpiresState, seat: Seat): BuildingState | null {
  // It reads the buildings, the players (who has left) and the map: kept per buildings record for those.
  let hit = ownedBy.get(state.buildings);
  if (!hit || hit.map !== state.map || !sameSeats(hit.players, state.players)) ownedBy.set(state.buildings, (hit = { players: state.players, map: state.map, bySeat: new Map() }));
  let found = hit.bySeat.get(seat);
  if (found === undefined) hit.bySeat.set(seat, (found = Object.values(state.buildings).find((b) => ownerOf(state, b) === seat) ?? null));
  return found;
}

/**
 * Whether two players records agree on what ownership reads of them, each seat's civilization and whether he
 * left: a record is replaced at every change of a stock or treasury, which leaves the owners as they were.
 */
export function sameSeats(a: EmpiresState['players'], b: EmpiresState['players']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].seat !== b[i].seat || a[i].civ !== b[i].civ || a[i].left !== b[i].left) return false;
  return true;
}

const ownedBy = new WeakMap<EmpiresState['buildings'], { players: EmpiresState['players']; map: EmpiresState['map']; bySeat: Map<Seat, BuildingState | null> }>();

/**
 * SB-CTRL-1/2: a city in the area controls (a pirate city means nobody); otherwise the one player with strictly
 * more tokens than every other player and than the barbarians (option: barbarians ignored).
 */
export function controllerOfArea(state: EmpiresState, areaId: string): Seat | null {
  const area = state.areas[areaId];
  if (!area) return null;
  if (area.city) return area.city.owner === 'pirate' ? null : area.city.owner;
  // The one seat with the most tokens (no list made: every view asks this of the buildings' areas).
  let top: Seat | null = null;
  let most = 0;
  let tied = false;
  const { seats, counts } = tokenEntries(area.tokens);
  for (let i = 0; i < seats.length; i++) {
    const n = counts[i];
    if (n > most) [top, most, tied] = [seats[i], n, false];
    else if (n === most && n > 0) tied = true;
  }
  if (top === null || tied) return null;
  if (state.options.majority === 'strict' && area.barbarians >= most) return null;
  return top;
}

export function controls(state: EmpiresState, seat: Seat, building: BuildingState): boolean {
  return building.at !== null && controllerOfArea(state, building.at) === seat;
}

/** SB-DEF-ASSOC, SB-VP-2, SB-TIE-1 I: owns his civilization's own building and controls its area. */
export function ownsOwnBuildingWithControl(state: EmpiresState, seat: Seat): boolean {
  const b = buildingOwnedBy(state, seat);
  return !!b && b.civ === state.players[seat].civ && controls(state, seat, b);
}

const standing = new WeakMap<EmpiresState['buildings'], Map<string, BuildingState>>();

export function buildingAt(state: EmpiresState, areaId: string): BuildingState | null {
  let at = standing.get(state.buildings);
  if (!at) {
    at = new Map(Object.values(state.buildings).filter((b) => b.at !== null).map((b) => [b.at!, b]));
    standing.set(state.buildings, at);
  }
  return at.get(areaId) ?? null;
}
