import { sameJson } from '../core/view-path';
import { buildingOwnedBy } from './ownership';
import { isWater } from './cards';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER, withRecords, type BuildingState, type EmpiresState } from './state';

/**
 * What must hold in any Empires position: after every action (the drills, tests/drills/invariants.ts) and after a
 * scenario's overrides (the host). Pure; each returns the first broken invariant in words, or null.
 */

const cardsOf = (s: EmpiresState): string[] => [...Object.values(s.stacks).flat(), ...Object.values(s.discards).flat(), ...s.players.flatMap((p) => p.hand)];
const boardTokens = (s: EmpiresState, seat: number) => Object.values(s.areas).reduce((t, a) => t + (a.tokens[seat] ?? 0), 0);

/** SB-ONE-1 (one building each), token and city conservation, trade cards conserved and each in one place, one building per area. */
export function empiresInvariantBroken(s: EmpiresState, start: EmpiresState): string | null {
  for (const p of s.players) {
    if (Math.min(p.stock, p.treasury, p.citiesInStock) < 0) return `${p.name} has a negative count (stock ${p.stock}, treasury ${p.treasury}, cities in stock ${p.citiesInStock})`;
    const owned = Object.values(s.buildings).filter((b) => b.at && buildingOwnedBy(s, p.seat)?.id === b.id);
    if (owned.length > 1) return `${p.name} owns ${owned.length} buildings (SB-ONE-1)`;
    const negative = Object.entries(s.areas).find(([, a]) => (a.tokens[p.seat] ?? 0) < 0 || !Number.isInteger(a.tokens[p.seat] ?? 0));
    if (negative) return `${p.name} has ${negative[1].tokens[p.seat]} tokens in ${negative[0]}`;
    const onBoard = boardTokens(s, p.seat);
    if (p.stock + p.treasury + onBoard !== TOKENS_PER_PLAYER) return `${p.name}: ${p.stock} stock + ${p.treasury} treasury + ${onBoard} on the board != ${TOKENS_PER_PLAYER}`;
    const cities = Object.values(s.areas).filter((a) => a.city?.owner === p.seat).length;
    if (cities + p.citiesInStock !== CITIES_PER_PLAYER) return `${p.name}: ${cities} cities + ${p.citiesInStock} in stock != ${CITIES_PER_PLAYER}`;
  }
  const cards = cardsOf(s);
  // ME-TCARD-6: water cards come from an unlimited supply and go back to it; the deck itself is conserved.
  const deck = (list: string[]) => list.filter((c) => !isWater(c)).length;
  const total = deck(cardsOf(start));
  if (deck(cards) !== total) return `${deck(cards)} trade cards instead of ${total}`;
  const seen = new Set<string>();
  for (const c of cards) {
    if (seen.has(c)) return `trade card ${c} is in two places`;
    seen.add(c);
  }
  const placed = Object.values(s.buildings).filter((b) => b.at).map((b) => b.at);
  if (new Set(placed).size !== placed.length) return 'two buildings stand in one area';
  return null;
}

export type Reindexed<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly problem: string };

/**
 * The building records after overrides: each keyed by its id, with its catalogue fields (name, civilization,
 * block) as setup made them, so an override may give only `at` and `builtBy`. A building that is not in the game
 * (SB-SETUP-1) or stands in an unknown area is refused.
 */
export function reindexEmpires(s: EmpiresState, setup: EmpiresState): Reindexed<EmpiresState> {
  const areas = new Set(s.map.areas.map((a) => a.id));
  let changed = false;
  const buildings: Record<string, BuildingState> = {};
  for (const [id, given] of Object.entries(s.buildings)) {
    const def = setup.buildings[id];
    if (!def) return { ok: false, problem: `buildings.${id}: no such building in this game (SB-SETUP-1: only the buildings of the civilizations in play)` };
    const record: BuildingState = { ...def, ...given, id: def.id, label: def.label, civ: def.civ, block: def.block };
    if (record.at !== null && !areas.has(record.at)) return { ok: false, problem: `buildings.${id}.at: "${record.at}" is not an area of the map` };
    if (record.builtBy !== null && !s.players[record.builtBy]) return { ok: false, problem: `buildings.${id}.builtBy: there is no seat ${record.builtBy}` };
    changed ||= !sameJson(record, given);
    buildings[id] = record;
  }
  for (const id of Object.keys(s.areas)) if (!areas.has(id)) return { ok: false, problem: `areas.${id}: not an area of the map` };
  return { ok: true, state: changed ? withRecords(s, { buildings }) : s };
}
