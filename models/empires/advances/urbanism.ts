import type { Seat } from '../seat';
import { indexMap } from '../map';
import { withTokens, withRecords, playerWith, type EmpiresState } from '../state';
import { abilitiesHeld } from './abilities';

/**
 * ME-ADVX-C04 Urbanism: once a turn a wilderness city (not on a city site) may use up to 4 of the builder's tokens
 * from land-adjacent areas. Returns how many it may use there now.
 */
export function neighbourHelp(state: EmpiresState, seat: Seat, area: string): number {
  const index = indexMap(state.map);
  if (index.area[area]?.citySite !== false || (state.input.urbanism ?? []).includes(seat)) return 0;
  const cap = abilitiesHeld(state, seat, 'cityFromNeighbours').reduce((n, h) => Math.max(n, h.ability.tokens), 0);
  if (cap === 0) return 0;
  const near = (index.land[area] ?? []).reduce((n, id) => n + (state.areas[id]?.tokens[seat] ?? 0), 0);
  return Math.min(cap, near);
}

/** Takes `count` of the seat's tokens from the areas next to `area` (fullest first) to stock, and marks the use. */
export function useNeighbours(state: EmpiresState, seat: Seat, area: string, count: number): EmpiresState {
  if (count <= 0) return state;
  let s = state;
  let left = count;
  const near = [...(indexMap(s.map).land[area] ?? [])].sort((a, b) => (s.areas[b].tokens[seat] ?? 0) - (s.areas[a].tokens[seat] ?? 0));
  for (const id of near) {
    const n = Math.min(left, s.areas[id].tokens[seat] ?? 0);
    if (n === 0) continue;
    s = withTokens(s, id, seat, (s.areas[id].tokens[seat] ?? 0) - n);
    left -= n;
    if (left === 0) break;
  }
  const p = s.players[seat];
  s = withRecords(s, { players: s.players.map((x) => (x.seat === seat ? playerWith(p, { stock: p.stock + count - left }) : x)) });
  return withRecords(s, { input: { ...s.input, urbanism: [...(s.input.urbanism ?? []), seat] } });
}
