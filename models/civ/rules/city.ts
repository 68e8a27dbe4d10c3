import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import type { BuildItem } from '../actions';
import { BUILDING_BY_ID, stockKey } from '../data/buildings';
import { COMPONENTS } from '../data/components';
import { GOVERNMENTS } from '../data/governments';
import { TECH_BY_NAME } from '../data/techs';
import { unitCost } from '../data/units';
import { WONDER_BY_ID } from '../data/wonders';
import { key, orthogonal, ring, same, type Square } from '../geometry';
import { cityCentres, enemyFiguresAt, figuresAt, iconsAt, isBlockaded, isRevealed, isWaterForMovement, markerAt, occupiedByCities, onMap, outskirtsOf, terrainAt } from '../map';
import { canEndOnWater, cardCityProduction, cityLimit, figureCount, figureLimit, hasActiveGreatPerson, investmentTier, knows, ownsWonder, stackLimit, wonderWorks } from '../player';
import type { City, CivState } from '../state';
import { readingSquare, remember, rememberFor } from '../memo';

/** CIV-CITY-03 / FF-RELIC-03: where a new city may stand. */
export function checkCitySite(state: CivState, seat: Seat, site: Square): Check {
  if (!onMap(state, site) || !isRevealed(state, site)) return refuse('off-map', 'CIV-CITY-03', 'A city must stand on explored land on the map.');
  if (terrainAt(state, site) === 'water') return refuse('water', 'CIV-CITY-03', 'A city cannot stand on water.');
  const around = ring(site);
  if ([site, ...around].some((s) => { const m = markerAt(state, s); return m && m.kind !== 'relic'; })) return refuse('hut-village', 'CIV-CITY-03', 'A city cannot stand next to a hut or village.');
  const relicNear = state.options.relicAdjacency === 'ring' ? around : orthogonal(site);
  if ([site, ...relicNear].some((s) => markerAt(state, s)?.kind === 'relic')) return refuse('relic', 'FF-RELIC-03', 'No city may be founded next to a relic.');
  if ([site, ...around].some((s) => enemyFiguresAt(state, s, seat).length > 0)) return refuse('enemy-figure', 'CIV-CITY-03', 'A city cannot stand next to an enemy figure.');
  if (around.some((s) => !onMap(state, s) || !isRevealed(state, s))) return refuse('outskirts', 'CIV-CITY-03', 'All eight outskirts squares must be on the map and explored.');
  const taken = occupiedByCities(state);
  if ([site, ...around].some((s) => taken.has(key(s)))) return refuse('too-close', 'CIV-CITY-03', 'Outskirts may not overlap another city: keep three squares away.');
  return OK;
}

/** CIV-CITY-02/03: found a city in Start of Turn by sacrificing a scout standing on the site. */
export function checkFoundCity(state: CivState, seat: Seat, scoutId: string): Check {
  const scout = state.figures.find((f) => f.id === scoutId);
  if (!scout || scout.owner !== seat || scout.kind !== 'scout') return refuse('no-scout', 'CIV-CITY-03', 'Choose one of your scouts to found the city.');
  const p = state.players[seat];
  const own = state.cities.filter((c) => c.owner === seat).length;
  if (own >= cityLimit(p)) return refuse('city-limit', 'CIV-CITY-02', `You may have only ${cityLimit(p)} cities.`);
  if (own >= COMPONENTS.cityMarkersPerPlayer) return refuse('no-marker', 'CIV-CITY-01', 'You have no city marker left.');
  return checkCitySite(state, seat, scout.at);
}

/** CIV-CITY-05: production is the city's unblockaded production icons plus modifiers. */
export function cityProduction(state: CivState, city: City): number {
  return rememberFor(state, city, 'production', () => productionNow(state, city));
}

function productionNow(state: CivState, city: City): number {
  let total = 0;
  for (const s of outskirtsOf(city)) if (!isBlockaded(state, s, city.owner)) total += iconsAt(state, s).production;
  const p = state.players[city.owner];
  total += GOVERNMENTS[p.government].cityProduction ?? 0;
  if (hasActiveGreatPerson(state, city.owner, 'Susan B. Anthony')) total += 2;
  if (ownsWonder(state, city.owner, 'w-chichen-itza')) total += 3;
  total += cardCityProduction(state, city.owner);
  total += p.productionBonus[city.id] ?? 0;
  const works = investmentTier(state, city.owner, 'public-works');
  if (works && (works.threshold === 6 || !p.resourceAbilitiesUsed.includes('public-works'))) total += works.cityProduction ?? 0;
  total += investmentTier(state, city.owner, 'infrastructure')?.everyCityProduction ?? 0;
  return total;
}

/** CIV-CITY-05: 3 trade buy 1 production (the Americans get 2). */
export function productionFromTrade(state: CivState, seat: Seat, trade: number): number {
  const per3 = state.players[seat].civ === 'americans' ? 2 : 1;
  return Math.floor(trade / COMPONENTS.tradePerProduction) * per3;
}

export function buildCost(state: CivState, seat: Seat, item: BuildWhat): number {
  const p = state.players[seat];
  switch (item.item) {
    case 'figure': return item.figure === 'army' ? COMPONENTS.armyCost : COMPONENTS.scoutCost;
    case 'building': return BUILDING_BY_ID[item.building]?.cost ?? Infinity;
    case 'wonder': {
      const w = WONDER_BY_ID[item.wonder];
      if (!w) return Infinity;
      return w.discountTech && w.discountCost !== undefined && knows(p, w.discountTech) ? w.discountCost : w.cost;
    }
    case 'unit': {
      const cost = item.unit === 'aircraft' ? unitCost('aircraft', 1) : unitCost(item.unit, p.ranks[item.unit]);
      // CIV-WONDERAB-D3: with Leonardo's Workshop no unit costs more than 5.
      return wonderWorks(state, seat, 'w-leonardo-s-workshop') ? Math.min(5, cost) : cost;
    }
  }
}

/** Per seat: the names of the per-city square tables kept while a state is read (no key built per call). */
const SQUARE_TABLES = Array.from({ length: 8 }, (_, seat) => ({ figure: `figure-square/${seat}`, land: `land-square/${seat}`, water: `water-square/${seat}` }));

/** A square check of a city, once per square while `state` is read (legalActions tries every item on every square). */
function squareCheck(state: CivState, seat: Seat, city: City, at: Square, table: keyof (typeof SQUARE_TABLES)[number], check: () => Check): Check {
  const n = readingSquare(state, at);
  const names = SQUARE_TABLES[seat];
  if (n < 0 || !names) return check();
  const checks = rememberFor(state, city, names[table], () => new Map<number, Check>());
  let known = checks.get(n);
  if (!known) checks.set(n, (known = check()));
  return known;
}

/** CIV-FIG-02: a new figure stands in the building city's outskirts, within stacking, never with enemies or huts. */
export function checkFigurePlacement(state: CivState, seat: Seat, city: City, at: Square): Check {
  return squareCheck(state, seat, city, at, 'figure', () => figurePlacementNow(state, seat, city, at));
}

function figurePlacementNow(state: CivState, seat: Seat, city: City, at: Square): Check {
  if (!outskirtsOf(city).some((s) => same(s, at))) return refuse('not-outskirts', 'CIV-FIG-02', "A new figure goes in the building city's outskirts.");
  if (!onMap(state, at) || !isRevealed(state, at)) return refuse('off-map', 'CIV-FIG-02', 'That square is not on the explored map.');
  if (isWaterForMovement(state, at) && !canEndOnWater(state.players[seat])) return refuse('water', 'CIV-FIG-02', 'Your figures cannot stand on water yet.');
  if (enemyFiguresAt(state, at, seat).length > 0) return refuse('enemy-figure', 'CIV-FIG-02', 'An enemy figure stands there.');
  if (markerAt(state, at)) return refuse('marker', 'CIV-FIG-02', 'A marker lies there.');
  if (figuresAt(state, at).filter((f) => f.owner === seat).length >= stackLimit(state, seat)) return refuse('stacking', 'CIV-STACK-01', 'That square is at your stacking limit.');
  return OK;
}

/** CIV-BLDG-02: a building needs its unlocking tech; once the upgraded side is unlocked only that side is built. */
export function buildingUnlocked(state: CivState, seat: Seat, buildingId: string): boolean {
  return remember(state, `unlocked/${seat}/${buildingId}`, () => state.players[seat].techs.some((t) => TECH_BY_NAME[t.name]?.buildings?.includes(buildingId)));
}

/** CIV-BLDG-03/04, CIV-WONDER-01: placement on one of the city's outskirts squares. */
export function checkBuildingSquare(state: CivState, seat: Seat, city: City, at: Square, water: boolean, limitedPair?: string): Check {
  const square = squareCheck(state, seat, city, at, water ? 'water' : 'land', () => buildingSquareNow(state, seat, city, at, water));
  if (!square.ok) return square;
  if (limitedPair) {
    const mine = outskirtsOf(city);
    const has = state.placed.some((p) => p.kind === 'building' && mine.some((s) => same(s, p.at)) && !same(p.at, at) && (p.what === limitedPair || BUILDING_BY_ID[p.what].pair === limitedPair));
    if (has) return refuse('limited', 'CIV-BLDG-04', 'A city may have only one building of that kind.');
  }
  return OK;
}

/** The refusals of checkBuildingSquare that depend on the square alone (and the building's side of the shore). */
function buildingSquareNow(state: CivState, seat: Seat, city: City, at: Square, water: boolean): Check {
  if (!outskirtsOf(city).some((s) => same(s, at))) return refuse('not-outskirts', 'CIV-BLDG-03', 'Buildings go on the outskirts of the building city, never on its centre.');
  if (!onMap(state, at) || !isRevealed(state, at)) return refuse('off-map', 'CIV-BLDG-03', 'That square is not on the explored map.');
  if ((terrainAt(state, at) === 'water') !== water) return refuse('terrain', 'CIV-BLDG-03', water ? 'That building stands only on water.' : 'That cannot stand on water.');
  if (enemyFiguresAt(state, at, seat).length > 0) return refuse('enemy-figure', 'CIV-BLDG-03', 'An enemy figure stands there.');
  if (markerAt(state, at)?.kind === 'relic') return refuse('relic', 'FF-RELIC-02', 'Nothing may be built on a relic square.');
  if (markerAt(state, at)) return refuse('marker', 'CIV-BLDG-03', 'A marker lies there.');
  if (state.placed.some((p) => same(p.at, at) && p.owner !== seat)) return refuse('not-yours', 'CIV-OVERBUILD-01', 'Only your own buildings can be overbuilt.');
  return OK;
}

/** What is built, wherever it goes. */
export type BuildWhat = BuildItem extends infer T ? (T extends { square: unknown } ? Omit<T, 'square'> : T) : never;

/** The refusals of `checkBuild` that do not depend on the square or the production (legalActions skips by them). */
export function checkBuildItem(state: CivState, seat: Seat, item: BuildWhat): Check {
  const p = state.players[seat];
  switch (item.item) {
    case 'figure':
      if (figureCount(state, seat, item.figure) >= figureLimit(p, item.figure)) return refuse('no-figure', 'CIV-FIG-01', `All your ${item.figure} figures are on the map.`);
      return OK;
    case 'building': {
      const b = BUILDING_BY_ID[item.building];
      if (!b) return refuse('no-building', 'CIV-BLDG-01', 'No such building.');
      if (!buildingUnlocked(state, seat, b.id)) return refuse('locked', 'CIV-BLDG-02', `${b.name} is not unlocked.`);
      if (b.basic && b.pair && buildingUnlocked(state, seat, b.pair)) return refuse('upgraded-only', 'CIV-BLDG-02', `You build only the upgraded side (${BUILDING_BY_ID[b.pair].name}) now.`);
      if (state.buildingStock[stockKey(b.id)] < 1) return refuse('stock', 'CIV-BLDG-01', `No ${b.name} marker is left in the market.`);
      return OK;
    }
    case 'wonder':
      if (!state.wonderMarket.includes(item.wonder)) return refuse('not-in-market', 'CIV-WONDER-01', 'Only a wonder in the market can be built.');
      return OK;
    case 'unit':
      if (item.unit === 'aircraft' && !p.techs.some((t) => TECH_BY_NAME[t.name]?.aircraft)) return refuse('locked', 'CIV-COMBAT-03', 'Aircraft need Flight.');
      if ((state.unitDecks[item.unit] ?? []).length === 0) return refuse('stock', 'CIV-COMBAT-03', `No ${item.unit} card is left in the market.`);
      return OK;
  }
}

export function checkBuild(state: CivState, seat: Seat, city: City, item: BuildItem, production: number): Check {
  const cost = buildCost(state, seat, item);
  const what = checkBuildItem(state, seat, item);
  if (!what.ok) return what;
  switch (item.item) {
    case 'figure': {
      const at = checkFigurePlacement(state, seat, city, item.square);
      if (!at.ok) return at;
      break;
    }
    case 'building': {
      const b = BUILDING_BY_ID[item.building];
      const at = checkBuildingSquare(state, seat, city, item.square, b.water, b.limited ? b.id : undefined);
      if (!at.ok) return at;
      break;
    }
    case 'wonder': {
      const at = checkBuildingSquare(state, seat, city, item.square, false);
      if (!at.ok) return at;
      break;
    }
    case 'unit':
      break;
  }
  if (production < cost) return refuse('production', 'CIV-CITY-05', `That costs ${cost} production; the city makes ${production}.`);
  return OK;
}

/** CIV-CITY-06: the three city actions and what each needs. */
export function checkCityArts(): Check {
  return OK;
}

export function harvestable(state: CivState, city: City): ReadonlySet<string> {
  return rememberFor(state, city, 'harvestable', () => harvestableNow(state, city));
}

function harvestableNow(state: CivState, city: City): Set<string> {
  const out = new Set<string>();
  for (const s of outskirtsOf(city)) {
    if (isBlockaded(state, s, city.owner)) continue;
    const r = iconsAt(state, s).resource;
    if (r) out.add(r);
  }
  return out;
}

/** CIV-CITY-06 / FF-METRO-09: arts culture is 1 (2 for a metropolis) plus the outskirts' culture icons. */
export function artsCulture(state: CivState, city: City): number {
  let total = city.kind === 'metropolis' ? 2 : 1;
  for (const s of outskirtsOf(city)) {
    if (isBlockaded(state, s, city.owner)) continue;
    const icons = iconsAt(state, s);
    total += icons.culture;
    // FF-CIV-06: Indian arts cities earn 1 more per outskirts square showing a resource.
    if (state.players[city.owner].civ === 'indians' && icons.resource) total += 1;
  }
  return total;
}

export function centresOf(city: City): Square[] {
  return cityCentres(city);
}
