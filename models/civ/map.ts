import type { Seat } from './contract';
import { TILES } from './maps';
import { key, ring, ringAround, rotateLocal, same, orthogonal, TILE_SIZE, type Square } from './geometry';
import type { City, CivState, Figure, Placed, SlotState } from './state';
import type { SquareData, Terrain } from './tiles';
import { BUILDING_BY_ID } from './data/buildings';
import { isReading, readingSquare, rememberAt, rememberPart, squareNumber } from './memo';

const slotIndex = new WeakMap<readonly SlotState[], Map<number, SlotState>>();

function slotsByCell(slots: readonly SlotState[]): Map<number, SlotState> {
  let m = slotIndex.get(slots);
  if (!m) {
    m = new Map(slots.map((s) => [s.row * 1000 + s.col, s]));
    slotIndex.set(slots, m);
  }
  return m;
}

export function slotOf(state: CivState, s: Square): SlotState | undefined {
  if (s.x < 0 || s.y < 0) return undefined;
  return slotsByCell(state.slots).get(Math.floor(s.y / TILE_SIZE) * 1000 + Math.floor(s.x / TILE_SIZE));
}

/** FF-5P-03: hole squares and squares outside every slot are not on the map. */
export function onMap(state: CivState, s: Square): boolean {
  const slot = slotOf(state, s);
  return !!slot && slot.kind !== 'hole';
}

export function isHole(state: CivState, s: Square): boolean {
  return slotOf(state, s)?.kind === 'hole';
}

export function isRevealed(state: CivState, s: Square): boolean {
  const slot = slotOf(state, s);
  return !!slot && slot.kind !== 'hole' && slot.revealed;
}

const printedBySlots = new WeakMap<readonly SlotState[], Map<number, SquareData | undefined>>();

/** The printed square, after the tile's rotation; undefined off the map or face down. */
export function printedSquare(state: CivState, s: Square): SquareData | undefined {
  // While a state is read, kept by its slots (they change only when a tile is turned up): every state reads them.
  const n = readingSquare(state, s);
  if (n < 0) return printedNow(state, s);
  let table = printedBySlots.get(state.slots);
  if (!table) printedBySlots.set(state.slots, (table = new Map()));
  const known = table.get(n);
  if (known !== undefined || table.has(n)) return known;
  const printed = printedNow(state, s);
  table.set(n, printed);
  return printed;
}

function printedNow(state: CivState, s: Square): SquareData | undefined {
  const slot = slotOf(state, s);
  if (!slot || slot.kind === 'hole' || !slot.revealed || !slot.tileId) return undefined;
  const tile = TILES[slot.tileId];
  // The slot shows the tile turned by `rotation`; find which printed square lands on (lx, ly).
  const lx = s.x % TILE_SIZE, ly = s.y % TILE_SIZE;
  const back = rotateLocal(lx, ly, 4 - (slot.rotation % 4));
  return tile.squares[back.y * TILE_SIZE + back.x];
}

/** CIV-TERRAIN-04 / FF-TECH-03: a disaster marker changes the terrain for good. */
export function terrainAt(state: CivState, s: Square): Terrain | undefined {
  return rememberAt(state, 'terrain', s, () => (hasKeys(state.terrainOverrides) ? state.terrainOverrides[key(s)] : undefined) ?? printedSquare(state, s)?.terrain);
}

function hasKeys(o: object): boolean {
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) return true;
  return false;
}

export function cityCentres(c: City): Square[] {
  return c.expansion ? [c.centre, c.expansion] : [c.centre];
}

/** Outskirts by the city's centre squares: a pure function of them, and a game has few city sites. */
const outskirtsBySite = new Map<string, readonly Square[]>();

/** CIV-OUTSKIRTS-01 / FF-METRO-07: 8 squares round a city, 10 round a metropolis. */
export function outskirtsOf(c: City): Square[] {
  const site = c.expansion ? `${c.centre.x},${c.centre.y}/${c.expansion.x},${c.expansion.y}` : `${c.centre.x},${c.centre.y}`;
  let ring = outskirtsBySite.get(site);
  if (!ring) {
    ring = ringAround(cityCentres(c)).map((s) => Object.freeze(s));
    outskirtsBySite.set(site, ring);
  }
  return ring.slice();
}

/** Items by square number while a state is being read (see memo.ts): every one in state order, or the first only. */
function allBySquare<T extends { readonly at: Square }>(items: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const n = squareNumber(item.at);
    const list = out.get(n);
    if (list) list.push(item);
    else out.set(n, [item]);
  }
  return out;
}

function firstBySquare<T extends { readonly at: Square }>(items: readonly T[]): Map<number, T> {
  const out = new Map<number, T>();
  for (const item of items) {
    const n = squareNumber(item.at);
    if (!out.has(n)) out.set(n, item);
  }
  return out;
}

const NONE: readonly Figure[] = [];

/** The figures on a square, in state order; `null` when the state is not being read (compute directly). */
function figuresIndexed(state: CivState, s: Square): readonly Figure[] | null {
  const n = readingSquare(state, s);
  if (n < 0) return null;
  return rememberPart(state, state.figures, 'figures-by-square', () => allBySquare(state.figures)).get(n) ?? NONE;
}

export function cityAt(state: CivState, s: Square): City | undefined {
  const n = readingSquare(state, s);
  if (n >= 0) {
    const centres = rememberPart(state, state.cities, 'cities-by-centre', () => {
      const out = new Map<number, City>();
      for (const c of state.cities) for (const q of cityCentres(c)) if (!out.has(squareNumber(q))) out.set(squareNumber(q), c);
      return out;
    });
    return centres.get(n);
  }
  return state.cities.find((c) => cityCentres(c).some((q) => same(q, s)));
}

export function figuresAt(state: CivState, s: Square): Figure[] {
  const indexed = figuresIndexed(state, s);
  if (indexed) return indexed.slice();
  return state.figures.filter((f) => same(f.at, s));
}

/** figuresAt for a caller that only reads the list: while the state is read, the index's own list, not a copy. */
export function figuresAtForReading(state: CivState, s: Square): readonly Figure[] {
  return figuresIndexed(state, s) ?? state.figures.filter((f) => same(f.at, s));
}

export function placedAt(state: CivState, s: Square): Placed | undefined {
  const n = readingSquare(state, s);
  if (n >= 0) return rememberPart(state, state.placed, 'placed-by-square', () => firstBySquare(state.placed)).get(n);
  return state.placed.find((p) => same(p.at, s));
}

export function markerAt(state: CivState, s: Square) {
  const n = readingSquare(state, s);
  if (n >= 0) return rememberPart(state, state.markers, 'markers-by-square', () => firstBySquare(state.markers)).get(n);
  return state.markers.find((m) => same(m.at, s));
}

/** FF-METRO-06/09: water under a metropolis no longer counts as water for movement. */
export function isWaterForMovement(state: CivState, s: Square): boolean {
  return rememberAt(state, 'water', s, () => terrainAt(state, s) === 'water' && !state.cities.some((c) => c.expansion && same(c.expansion, s)));
}

export function enemyFiguresAt(state: CivState, s: Square, seat: Seat): Figure[] {
  const indexed = figuresIndexed(state, s);
  if (indexed) return indexed.filter((f) => f.owner !== seat);
  return state.figures.filter((f) => f.owner !== seat && same(f.at, s));
}

/** CIV-CITY-04: a square with an enemy figure on it yields nothing to the city's owner. */
export function isBlockaded(state: CivState, s: Square, owner: Seat): boolean {
  const indexed = figuresIndexed(state, s);
  if (indexed) return indexed.some((f) => f.owner !== owner);
  return state.figures.some((f) => f.owner !== owner && same(f.at, s));
}

/** A figure by its id (the first, as `find` would). */
export function figureById(state: CivState, id: string): Figure | undefined {
  if (isReading(state)) {
    return rememberPart(state, state.figures, 'figures-by-id', () => {
      const out = new Map<string, Figure>();
      for (const f of state.figures) if (!out.has(f.id)) out.set(f.id, f);
      return out;
    }).get(id);
  }
  return state.figures.find((f) => f.id === id);
}

export interface Icons {
  production: number;
  trade: number;
  culture: number;
  coins: number;
  resource?: string;
}

/** CIV-TERRAIN-02/03: a square's icons are printed; a building, wonder or great person replaces them all. */
export function iconsAt(state: CivState, s: Square): Icons {
  const placed = placedAt(state, s);
  if (placed?.kind === 'building') {
    const b = BUILDING_BY_ID[placed.what];
    return { production: b.production, trade: b.trade, culture: b.culture, coins: b.coins };
  }
  if (placed?.kind === 'great-person') return greatPersonIcons(placed.what);
  if (placed?.kind === 'wonder') return { production: 0, trade: 0, culture: 3, coins: 0 };
  const p = printedSquare(state, s);
  if (!p) return { production: 0, trade: 0, culture: 0, coins: 0 };
  const overridden = hasKeys(state.terrainOverrides) ? state.terrainOverrides[key(s)] : undefined;
  if (overridden && overridden !== p.terrain) return overridden === 'water' ? { production: 0, trade: 1, culture: 0, coins: 0 } : { production: 1, trade: 0, culture: 0, coins: 0 };
  return { production: p.production, trade: p.trade, culture: p.culture, coins: p.coins, resource: p.resource };
}

/** Icons printed on great person markers ([DEFAULT] values; generals give combat bonus instead, CIV-GPM-03). */
export function greatPersonIcons(type: string): Icons {
  switch (type) {
    case 'artist': return { production: 0, trade: 0, culture: 3, coins: 0 };
    case 'builder': return { production: 3, trade: 0, culture: 0, coins: 0 };
    case 'humanitarian': return { production: 0, trade: 1, culture: 2, coins: 0 };
    case 'industrialist': return { production: 1, trade: 0, culture: 0, coins: 1 };
    case 'scientist': return { production: 0, trade: 3, culture: 0, coins: 0 };
    default: return { production: 0, trade: 0, culture: 0, coins: 0 };
  }
}

/**
 * FF-5P-04: the outer edge is where a square borders the outside of the map; the hole of the five-player map is
 * inside the map, so squares next to it are not outer-edge squares.
 */
export function isOuterEdge(state: CivState, s: Square): boolean {
  if (!onMap(state, s)) return false;
  return orthogonal(s).some((n) => !onMap(state, n) && !isHole(state, n));
}

export function mapSize(state: CivState): { width: number; height: number } {
  return { width: state.cols * TILE_SIZE, height: state.rows * TILE_SIZE };
}

/** Every square that belongs to some city, as centre or outskirts, except `exceptCityId`'s. */
export function occupiedByCities(state: CivState, exceptCityId?: string, onlyOwner?: (owner: Seat) => boolean): ReadonlySet<string> {
  // Every scout's site asks the same while legalActions reads a state.
  if (exceptCityId === undefined && !onlyOwner && isReading(state)) return rememberPart(state, state.cities, 'cities-occupied', () => occupied(state));
  return occupied(state, exceptCityId, onlyOwner);
}

function occupied(state: CivState, exceptCityId?: string, onlyOwner?: (owner: Seat) => boolean): Set<string> {
  const taken = new Set<string>();
  for (const c of state.cities) {
    if (c.id === exceptCityId) continue;
    if (onlyOwner && !onlyOwner(c.owner)) continue;
    for (const q of cityCentres(c)) taken.add(key(q));
    for (const q of outskirtsOf(c)) taken.add(key(q));
  }
  return taken;
}

export function ownCityOutskirts(state: CivState, seat: Seat): Square[] {
  return state.cities.filter((c) => c.owner === seat).flatMap(outskirtsOf);
}

export function ringOf(s: Square): Square[] {
  return ring(s);
}
