import raw from './tessera-tiles.json';
import { parseCivTiles, type TileData } from '../tiles';

const parsed = parseCivTiles(raw);
if (!parsed.ok) throw new Error(`tessera-tiles.json is invalid: ${parsed.errors.join('; ')}`);

/** Tessera's own original tiles (CIV-MAP-03: 10 home, 21 neutral of which 3 carry relics). */
export const TILE_SET = parsed.tiles;
export const TILES: Readonly<Record<string, TileData>> = Object.fromEntries(TILE_SET.tiles.map((t) => [t.id, t]));
export const HOME_TILE_OF: Readonly<Record<string, string>> = Object.fromEntries(TILE_SET.tiles.filter((t) => t.civ).map((t) => [t.civ as string, t.id]));
export const NEUTRAL_TILE_IDS: readonly string[] = TILE_SET.tiles.filter((t) => t.kind === 'neutral').map((t) => t.id);
