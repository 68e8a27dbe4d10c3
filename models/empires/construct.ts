import { OK, refuse, type Check } from '../core/check';
import type { Seat } from './seat';
import { buildingCostFor, EPOCH_NAMES } from './data/ast';
import { civ } from './data/civilizations';
import { epochOf } from './ast';
import { indexMap } from './map';
import { buildingOwnedBy } from './ownership';
import { blocksInPlay, type EmpiresState } from './state';

/** SB-BUILD-2/2a: the cost by the builder's epoch now (read in phase 12, after any Regression). */
export function buildingCost(state: EmpiresState, seat: Seat): number | null {
  const epoch = epochOf(state, seat);
  const cost = buildingCostFor(epoch);
  if (cost === null) return state.options.stoneAgeBuilding === 'allow30' ? 30 : null;
  return cost;
}

export function checkCost(state: EmpiresState, seat: Seat): Check {
  if (buildingCost(state, seat) === null) {
    return refuse('stone-age', 'SB-BUILD-2a', `In the ${EPOCH_NAMES[epochOf(state, seat)]} no building can be constructed at this table.`);
  }
  return OK;
}

/** SB-BUILD-4 / SB-ONE-1: only while no building stands in one's own region. */
export function checkRegionFree(state: EmpiresState, seat: Seat): Check {
  const owned = buildingOwnedBy(state, seat);
  if (owned) return refuse('region-has-building', 'SB-BUILD-4', `${owned.label} already stands in your region; you may own only one building.`);
  return OK;
}

/**
 * SB-BUILD-5, SB-BLOCK-1/3, SB-REBUILD-1/5: any building in the supply, from one's own block when blocks are in
 * play, except one this player sacrificed this turn.
 */
export function checkBuildingChoice(state: EmpiresState, seat: Seat, buildingId: string): Check {
  const b = state.buildings[buildingId];
  if (!b) return refuse('no-such-building', 'SB-BUILD-5', `There is no building "${buildingId}" in this game.`);
  if (b.at !== null) return refuse('not-in-supply', 'SB-BUILD-5', `${b.label} is not in the supply.`);
  const sacrificed = state.sacrificed[seat] ?? [];
  const banned = sacrificed.find((r) => r.building === buildingId && (r.reason === 'trade' || state.options.rebuildBanAfterRegression));
  if (banned) {
    return refuse('sacrificed-this-turn', banned.reason === 'trade' ? 'SB-REBUILD-1' : 'SB-REBUILD-5', `You sacrificed ${b.label} this turn; choose another building (you may take it again in a later turn).`);
  }
  if (blocksInPlay(state)) {
    const mine = civ(state.players[seat].civ).block;
    if (b.block !== mine) {
      const ownBlockHasAny = Object.values(state.buildings).some((x) => x.block === mine);
      if (!(state.options.westBuildsEast && !ownBlockHasAny)) {
        return refuse('other-block', ownBlockHasAny ? 'SB-BLOCK-1' : 'SB-BLOCK-3', `With 12 or more players you build only from your own block's supply; ${b.label} belongs to the ${b.block} block.`);
      }
    }
  }
  return OK;
}

/** SB-PLACE-1..4: the starting area if it holds one of the builder's cities, else any own-region area with his city. */
export function checkArea(state: EmpiresState, seat: Seat, areaId: string): Check {
  const index = indexMap(state.map);
  const area = index.area[areaId];
  if (!area) return refuse('no-such-area', 'SB-PLACE-4', `There is no area "${areaId}".`);
  const myCiv = state.players[seat].civ;
  const region = index.region[myCiv];
  if (!region || index.regionOf[areaId] !== myCiv) {
    return refuse('outside-region', 'SB-PLACE-4', `${area.name} is outside your region; a building may stand only in your own region.`);
  }
  if (!cityInRegion(state, seat)) return refuse('no-city-in-region', 'SB-PLACE-3', 'You have no city in your own region, so you cannot construct a building.');
  if (state.areas[region.start].city?.owner === seat && areaId !== region.start) {
    return refuse('start-first', 'SB-PLACE-1', `Your starting area ${index.area[region.start].name} holds your city, so the building goes there.`);
  }
  if (state.areas[areaId].city?.owner !== seat) return refuse('needs-city', 'SB-PLACE-2', `${area.name} holds none of your cities.`);
  return OK;
}

/** SB-PLACE-3: whether the seat has a city in its own region (checkArea refuses every area without one). */
export function cityInRegion(state: EmpiresState, seat: Seat): boolean {
  const region = indexMap(state.map).region[state.players[seat].civ];
  return !!region && region.areas.some((id) => state.areas[id].city?.owner === seat);
}

/** Everything about a construction except its payment. */
export function checkConstruct(state: EmpiresState, seat: Seat, buildingId: string, areaId: string): Check {
  // In this order, each only when those before it passed (bots and previews ask for many areas at a time).
  const region = checkRegionFree(state, seat);
  if (!region.ok) return region;
  const choice = checkBuildingChoice(state, seat, buildingId);
  if (!choice.ok) return choice;
  const cost = checkCost(state, seat);
  if (!cost.ok) return cost;
  return checkArea(state, seat, areaId);
}

/** For the renderer's highlight: every land area with its verdict for placing `buildingId` now. */
export function legalAreasFor(state: EmpiresState, seat: Seat, buildingId: string): { area: string; check: Check }[] {
  return state.map.areas.filter((a) => a.kind === 'land').map((a) => ({ area: a.id, check: checkConstruct(state, seat, buildingId, a.id) }));
}
