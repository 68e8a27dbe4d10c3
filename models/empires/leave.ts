import type { LogLine, Seat } from './seat';
import { stackOf } from './cards';
import { indexMap } from './map';
import { buildingOwnedBy } from './ownership';
import { withBuilding, withPlayer, withRecords, areaWith, type AreaState, type EmpiresState } from './state';

/**
 * SB-LEAVE-1..3, ME-LEAVE-1: a player quits. His building returns to the supply; his region goes out of play and
 * is cleared of his pieces and of barbarians and pirate cities; his units elsewhere turn barbarian and pirate;
 * his cards go to the discards and his advances are removed.
 */
export function leaveGame(state: EmpiresState, seat: Seat): { state: EmpiresState; log: LogLine[] } {
  const p = state.players[seat];
  const log: LogLine[] = [{ text: `${p.name} leaves the game.`, rule: 'ME-LEAVE-1' }];
  let s = state;
  const owned = buildingOwnedBy(s, seat);
  if (owned) {
    s = withBuilding(s, owned.id, { at: null, builtBy: null, builtTurn: null, paid: 0 });
    log.push({ text: `${owned.label} returns to the supply and may be built by anyone.`, rule: 'SB-LEAVE-1' });
  }
  const region = new Set(indexMap(s.map).region[p.civ]?.areas ?? []);
  const areas: Record<string, AreaState> = {};
  let stock = p.stock;
  for (const [id, a] of Object.entries(s.areas)) {
    const tokens = { ...a.tokens };
    const mine = tokens[seat] ?? 0;
    delete tokens[seat];
    stock += mine;
    if (region.has(id)) {
      // SB-LEAVE-3: other players' units stay; his own, barbarians and pirate cities go.
      const city = a.city && a.city.owner !== seat && a.city.owner !== 'pirate' ? a.city : null;
      areas[id] = { tokens, barbarians: 0, city, outOfPlay: true };
    } else {
      const city = a.city && a.city.owner === seat ? { ...a.city, owner: 'pirate' as const } : a.city;
      areas[id] = areaWith(a, { tokens, barbarians: a.barbarians + mine, city });
    }
  }
  const discards: Record<number, string[]> = Object.fromEntries(Object.entries(s.discards).map(([k, v]) => [k, [...v]]));
  for (const c of p.hand) discards[stackOf(c)].push(c);
  s = withRecords(s, { areas, discards });
  s = withPlayer(s, seat, { left: true, hand: [], advances: [], stock: stock - (countBarbarized(state, seat, region)), treasury: 0 });
  return { state: s, log };
}

/** Tokens outside his region became barbarians; they leave his box count so tokens stay conserved per player. */
function countBarbarized(state: EmpiresState, seat: Seat, region: Set<string>): number {
  return Object.entries(state.areas).reduce((t, [id, a]) => t + (region.has(id) ? 0 : (a.tokens[seat] ?? 0)), 0);
}

