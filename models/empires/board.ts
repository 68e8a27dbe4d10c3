import rawMap from './maps/tessera-east.json';
import { mapFileSupport, type MapFileSupport } from '../core/module';
import { parseEmpiresMap, type EmpiresMap } from './map';

/**
 * Tessera's own map of the East, for the renderer and for setup. Areas carry their outline (`polygon`) and
 * label point in map coordinates (0..width, 0..height, y down), population limit, city site and neighbours;
 * `regions` give each civilization's areas and starting area.
 */
function load(): EmpiresMap {
  const parsed = parseEmpiresMap(rawMap);
  if (!parsed.ok) throw new Error(`The built-in map is broken: ${parsed.errors.join('; ')}`);
  return parsed.map;
}

export const TESSERA_EAST: EmpiresMap = load();

/** A table may play on another map file (option `map`, docs/empires-map.md). */
export const empiresMapFile: MapFileSupport = mapFileSupport(TESSERA_EAST.name, parseEmpiresMap);
