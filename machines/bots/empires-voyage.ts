import type { Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import { bestOf } from './bot';
import { only } from './empires-reads';


/** A city site nobody else stands on (no city, in play, no other seat's tokens nor barbarians): the seat may found a city there. */
function freeSite(view: EmpiresView, seat: Seat, id: string): boolean {
  const a = view.map.areas.find((x) => x.id === id);
  const here = view.areas[id];
  if (!a || a.kind !== 'land' || !a.citySite || a.limit === 0 || !here || here.city || here.outOfPlay || here.barbarians > 0) return false;
  for (const s in here.tokens) if (Number(s) !== seat && (here.tokens[Number(s)] ?? 0) > 0) return false;
  return true;
}

/**
 * ME-SHIP-1/2, ME-MOVE-4: when no free city site is within a step of the seat's tokens (its land is full of its
 * cities, or cut off), a ship carries tokens over the water to one. A ship it has sails to the free site where the
 * tokens landed make six (a city this turn, ME-MAP-3), else to the free site nearest that; without a ship it builds
 * one (2 from the treasury) where most unmoved tokens stand, once: a ship built this turn that has not sailed found
 * no site in reach. Only when the tokens on the board still support a new city (two per city, ME-POP-2). Null when
 * there is nothing to do by sea.
 */
export function voyageMove(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random, onBoard: number, cities: number): EmpiresAction | null {
  if (cities >= 9 || onBoard - 6 < 2 * (cities + 1)) return null;
  const region = new Set(view.map.regions.find((r) => r.civ === view.players[seat].civ)?.areas ?? []);
  const mine = (id: string) => view.areas[id]?.tokens[seat] ?? 0;
  const sails = only(legal, 'sail').filter((a) => a.carry > 0 && !a.stops && freeSite(view, seat, a.path[a.path.length - 1]));
  const sail = bestOf(
    sails,
    (a) => {
      const to = a.path[a.path.length - 1];
      const landed = mine(to) + a.carry;
      return (landed >= 6 ? 100 : 10 * landed) + (region.has(to) ? 5 : 0) - a.path.length;
    },
    random,
  );
  if (sail) return sail;
  const ships = view.ships.filter((s) => s.owner === seat && s.builtTurn === view.turn);
  if (ships.some((s) => s.sailedTurn !== view.turn) || view.players[seat].treasury < 2) return null;
  // Where most unmoved tokens stand: the legal moves say how many may leave each area.
  const movable = new Map<string, number>();
  for (const m of only(legal, 'move-tokens')) movable.set(m.from, Math.max(movable.get(m.from) ?? 0, m.count));
  return bestOf(
    only(legal, 'build-ship').filter((a) => a.pay === 'treasury' && !a.replace && (movable.get(a.area) ?? 0) >= 3),
    (a) => movable.get(a.area) ?? 0,
    random,
  );
}
