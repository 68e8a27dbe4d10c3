import type { Seat } from '../../models/core/module';
import type { EmpiresAction } from '../../models/empires/actions';
import { cardKind } from '../../models/empires/cards';
import type { EmpiresView } from '../../models/empires/view';

// What the Mega Empires bots read of a view: the seat's tokens and cities, regions, city sites, room in an area.
// Kept per board or per map where the views of one game share the record.

export type Area = EmpiresView['map']['areas'][number];
export type Of<T extends EmpiresAction['type']> = Extract<EmpiresAction, { type: T }>;

/** The legal actions of one type. */
export const only = <T extends EmpiresAction['type']>(legal: readonly EmpiresAction[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

/** The first legal action of a type that matches, or null. */
export function find<T extends EmpiresAction['type']>(legal: readonly EmpiresAction[], type: T, match: (a: Of<T>) => boolean = () => true): Of<T> | null {
  return legal.find((a): a is Of<T> => a.type === type && match(a as Of<T>)) ?? null;
}

export const tokensOf = (view: EmpiresView, seat: Seat, area: string) => view.areas[area]?.tokens[seat] ?? 0;

// What the bot reads of the board per seat, kept per board: the views of one board share their areas record.
const boardReads = new WeakMap<EmpiresView['areas'], Map<Seat, { tokens?: Readonly<Record<string, number>>; cities?: readonly string[] }>>();

function readsOf(view: EmpiresView, seat: Seat): { tokens?: Readonly<Record<string, number>>; cities?: readonly string[] } {
  let bySeat = boardReads.get(view.areas);
  if (!bySeat) boardReads.set(view.areas, (bySeat = new Map()));
  let reads = bySeat.get(seat);
  if (!reads) bySeat.set(seat, (reads = {}));
  return reads;
}

export function myTokens(view: EmpiresView, seat: Seat): Readonly<Record<string, number>> {
  const reads = readsOf(view, seat);
  if (!reads.tokens) {
    const out: Record<string, number> = {};
    // for-in over a local: V8 reads the enumerated record fast (Object.entries copies ~150 pairs).
    const areas = view.areas;
    for (const id in areas) {
      const n = areas[id].tokens[seat] ?? 0;
      if (n > 0) out[id] = n;
    }
    reads.tokens = out;
  }
  return reads.tokens;
}

export function citiesOf(view: EmpiresView, seat: Seat): readonly string[] {
  const reads = readsOf(view, seat);
  if (!reads.cities) {
    const areas = view.areas;
    const cities: string[] = [];
    for (const id in areas) if (areas[id].city?.owner === seat) cities.push(id);
    reads.cities = cities;
  }
  return reads.cities;
}

const regions = new WeakMap<EmpiresView['map'], Map<string, ReadonlySet<string>>>();

/** A civilization's region as a set of area ids, built once per map. */
export function regionOf(view: EmpiresView, civ: string): ReadonlySet<string> {
  let byCiv = regions.get(view.map);
  if (!byCiv) regions.set(view.map, (byCiv = new Map()));
  let set = byCiv.get(civ);
  if (!set) byCiv.set(civ, (set = new Set(view.map.regions.find((r) => r.civ === civ)?.areas ?? [])));
  return set;
}

export function cardValue(card: string): number {
  const k = cardKind(card);
  return k && k.kind === 'commodity' ? k.commodity.face : 0;
}

/**
 * The city site the seat can gather six tokens on this movement (ME-MAP-3): its own region first, a free site
 * (no city, not out of play) with the most of its tokens in and next to it.
 */
export function bestSite(view: EmpiresView, seat: Seat, tokens: Readonly<Record<string, number>>, areas: ReadonlyMap<string, Area>): string | null {
  // The new city and every old one need two tokens each left on the board (city support, ME-POP-2).
  const total = Object.values(tokens).reduce((t, n) => t + n, 0);
  if (total - 6 < 2 * (citiesOf(view, seat).length + 1)) return null;
  const region = regionOf(view, view.players[seat].civ);
  let best: string | null = null;
  let bestScore = -1;
  // What the map says first (once per map): most areas are no city site, and a look-up in the board record is the
  // dear part. A site that neither holds nor borders any of the seat's tokens gathers none: it is passed over unread.
  // By id: a view copied as data (a guest's, a test's) gives its map's records anew at each read.
  const nearby = sitesNear(view.map);
  const reachable = new Set<string>();
  for (const id in tokens) for (const a of nearby.get(id) ?? []) reachable.add(a.id);
  for (const a of citySites(view.map)) {
    if (!reachable.has(a.id)) continue;
    const here = view.areas[a.id];
    if (here.city || here.outOfPlay) continue;
    // The board is read only for the neighbours holding some of the seat's tokens (a short record).
    let near = tokens[a.id] ?? 0;
    for (const id of a.neighbours) {
      const n = tokens[id] ?? 0;
      if (n > 0 && areas.get(id)?.kind === 'land' && !view.areas[id]?.city) near += n;
    }
    if (near < 6) continue;
    const score = near + (region.has(a.id) ? 10 : 0) - Object.entries(here.tokens).filter(([s, n]) => Number(s) !== seat && n > 0).length * 3;
    if (score > bestScore) [best, bestScore] = [a.id, score];
  }
  return best;
}

const sitesNearByMap = new WeakMap<EmpiresView['map'], ReadonlyMap<string, readonly Area[]>>();

/** Per area, the land city sites (as `citySites` lists them) that are that area or list it as a neighbour. */
export function sitesNear(map: EmpiresView['map']): ReadonlyMap<string, readonly Area[]> {
  let hit = sitesNearByMap.get(map);
  if (!hit) {
    const near = new Map<string, Area[]>();
    const add = (id: string, a: Area) => (near.get(id) ?? near.set(id, []).get(id)!).push(a);
    for (const a of citySites(map)) {
      add(a.id, a);
      for (const id of a.neighbours) add(id, a);
    }
    sitesNearByMap.set(map, (hit = near));
  }
  return hit;
}

const sitesByMap = new WeakMap<EmpiresView['map'], readonly Area[]>();

/** The map's land city sites that hold people (limit above 0), in map order. */
export function citySites(map: EmpiresView['map']): readonly Area[] {
  let hit = sitesByMap.get(map);
  if (!hit) sitesByMap.set(map, (hit = map.areas.filter((a) => a.kind === 'land' && a.citySite && a.limit !== 0)));
  return hit;
}

const areaMaps = new WeakMap<EmpiresView['map'], ReadonlyMap<string, Area>>();

/** The map's areas by id, built once per map. */
export function areasOf(view: EmpiresView): ReadonlyMap<string, Area> {
  let hit = areaMaps.get(view.map);
  if (!hit) areaMaps.set(view.map, (hit = new Map(view.map.areas.map((a) => [a.id, a]))));
  return hit;
}

// Module functions, not closures made per decision: a named closure costs a `name` definition each time it is
// made under the test and bench transpiler (keepNames).
export const people = (view: EmpiresView, id: string) => Object.values(view.areas[id].tokens).reduce((t: number, k) => t + (k ?? 0), 0) + view.areas[id].barbarians;
export const room = (view: EmpiresView, areas: ReadonlyMap<string, Area>, id: string) => (view.areas[id].city ? 0 : (areas.get(id)?.limit ?? 0) - people(view, id));
export const excess = (view: EmpiresView, seat: Seat, areas: ReadonlyMap<string, Area>, id: string) => tokensOf(view, seat, id) - (view.areas[id].city ? 0 : (areas.get(id)?.limit ?? 0));
