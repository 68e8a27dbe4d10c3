import type { EmpiresState } from './state';
import { indexMap, type EmpiresMap } from './map';
import { withPlayer } from './state';

/**
 * ME-SETUP-2 / ME-34P-5 / ME-CLAR-15: the areas out of play. A map's own setup for the player count wins; without
 * one, fewer than five players close the regions of absent civilizations that border no seated civilization's
 * region (our default, labelled as ours).
 */
export function outOfPlayAreas(map: EmpiresMap, seated: readonly string[]): string[] {
  const given = map.setups.find((s) => s.players.includes(seated.length));
  if (given) return [...given.outOfPlay];
  if (seated.length >= 5) return [];
  const index = indexMap(map);
  const open = new Set(seated.flatMap((c) => index.region[c]?.areas ?? []));
  const borders = (areas: readonly string[]) => areas.some((a) => index.area[a].neighbours.some((n) => open.has(n)));
  return map.regions.filter((r) => !seated.includes(r.civ) && !borders(r.areas)).flatMap((r) => r.areas);
}

/**
 * ME-SETUP-6: with exactly 5 players each starts with a 10-point credit in every colour, with 6 players 5 points;
 * never in the Short Game. 3-4 players: none unless option smallGameStartCredits says like5p.
 */
export function startingCredit(state: EmpiresState): number {
  const n = state.players.length;
  if (state.options.shortGame) return 0;
  if (n === 5) return 10;
  if (n === 6) return 5;
  if (n < 5 && state.options.smallGameStartCredits === 'like5p') return 10;
  return 0;
}

export function withStartingCredits(state: EmpiresState): EmpiresState {
  const credit = startingCredit(state);
  return credit === 0 ? state : state.players.reduce((s, p) => withPlayer(s, p.seat, { startCredit: credit }), state);
}
