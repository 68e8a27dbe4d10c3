import type { Seat } from '../../../models/core/module';
import { COMPONENTS } from '../../../models/civ/data/components';
import { orthogonal, ring, TILE_SIZE, type Square } from '../../../models/civ/geometry';
import { iconsAt, isRevealed, onMap, terrainAt } from '../../../models/civ/map';
import { cityLimit, travelSpeed } from '../../../models/civ/player';
import { checkCitySite } from '../../../models/civ/rules/city';
import { squareForMove } from '../../../models/civ/rules/movement';
import type { CivAction } from '../../../models/civ/actions';
import type { CivState } from '../../../models/civ/state';

/** How far a scout's walk (in steps) the hard level looks for a city site: about four turns. */
const REACH = 8;

/** A legal site's worth by what its outskirts would bring (CIV-CITY-05/06, CIV-TURN-05): a rich one is worth the walk. */
function siteWorth(state: CivState, site: Square): number {
  let sum = 0;
  for (const s of ring(site)) {
    const i = iconsAt(state, s);
    sum += i.trade + i.production + i.culture + 2 * i.coins;
  }
  return sum;
}

/** CIV-EXPLORE-01: the squares next to a facedown tile, from which a figure may reveal it. */
function frontier(state: CivState): Square[] {
  const out: Square[] = [];
  for (const slot of state.slots) {
    if (slot.kind !== 'neutral' || slot.revealed) continue;
    const x0 = slot.col * TILE_SIZE;
    const y0 = slot.row * TILE_SIZE;
    for (let i = 0; i < TILE_SIZE; i++) out.push({ x: x0 - 1, y: y0 + i }, { x: x0 + TILE_SIZE, y: y0 + i }, { x: x0 + i, y: y0 - 1 }, { x: x0 + i, y: y0 + TILE_SIZE });
  }
  return out.filter((s) => onMap(state, s) && isRevealed(state, s) && terrainAt(state, s) !== 'water');
}

/** The cities the seat still has room for (CIV-CITY-02, CIV-CITY-01). */
function roomFor(state: CivState, seat: Seat): number {
  let room = Math.min(cityLimit(state.players[seat]), COMPONENTS.cityMarkersPerPlayer);
  for (const c of state.cities) if (c.owner === seat) room--;
  return room;
}

/** A promise a few turns off counts less, each turn of walking a little more. */
const soon = (turns: number) => 0.7 ** turns;

/**
 * CIV-CITY-03: what the seat's scouts promise as cities still to found. A scout standing on a legal site founds a
 * city at the next Start of Turn; one a turn's walk or two from a site is nearly as good; with no site in reach,
 * a scout that can reveal a facedown tile (CIV-EXPLORE-01) may find one there. Each city the seat still has room
 * for counts its best scout once. In rounds-to-victory units (a city brings about a round).
 */
export function sitePromise(state: CivState, seat: Seat): number {
  const room = roomFor(state, seat);
  if (room <= 0) return 0;
  const speed = Math.max(1, travelSpeed(state, seat));
  const edge = new Set(frontier(state).map((q) => `${q.x},${q.y}`));
  const promises: number[] = [];
  for (const f of state.figures) if (f.owner === seat && f.kind === 'scout') promises.push(scoutPromise(state, seat, f.at, speed, edge));
  promises.sort((a, b) => b - a);
  return promises.slice(0, room).reduce((s, v) => s + v, 0);
}

/**
 * The squares a scout can walk to from `at` with their distances in steps, up to REACH: over explored land, not
 * into water, a hut, a village, a relic or enemy figures (CIV-MOVE-02/03, CIV-SCOUT-02, FF-RELIC-04).
 */
function walks(state: CivState, seat: Seat, at: Square): Map<string, { s: Square; d: number }> {
  const seen = new Map([[`${at.x},${at.y}`, { s: at, d: 0 }]]);
  let ring0 = [at];
  for (let d = 1; d <= REACH && ring0.length > 0; d++) {
    const next: Square[] = [];
    for (const from of ring0) {
      for (const s of orthogonal(from)) {
        const k = `${s.x},${s.y}`;
        if (seen.has(k)) continue;
        const m = squareForMove(state, seat, s);
        if (m.hole || !m.onMap || !m.revealed || m.water || m.marker || m.end !== 'none') continue;
        seen.set(k, { s, d });
        next.push(s);
      }
    }
    ring0 = next;
  }
  return seen;
}

/** What one scout standing at `at` promises: the best site it can walk to, or else a facedown tile to reveal. */
function scoutPromise(state: CivState, seat: Seat, at: Square, speed: number, edge: ReadonlySet<string>): number {
  let best = 0;
  let nearestEdge = Infinity;
  for (const [k, { s, d }] of walks(state, seat, at)) {
    if (edge.has(k)) nearestEdge = Math.min(nearestEdge, d);
    const value = (1.2 + siteWorth(state, s) / 12) * soon(Math.ceil(d / speed));
    if (value > best && checkCitySite(state, seat, s).ok) best = value;
  }
  // Exploring takes a point of movement after the walk to the tile's edge.
  if (best > 0 || nearestEdge === Infinity) return best;
  return EXPLORE * soon(Math.ceil((nearestEdge + 1) / speed) - 1);
}

/** What a scout by a facedown tile promises, against about 1.5 for one on a site. */
const EXPLORE = 0.5;

/** CIV-CITY-03, CIV-EXPLORE-01: the seat's scout moves that bring a scout nearer a legal site or a facedown tile while it has room for a city (hard candidates). */
export function siteMoves(state: CivState, seat: Seat, legal: readonly CivAction[]): CivAction[] {
  if (roomFor(state, seat) <= 0) return [];
  const speed = Math.max(1, travelSpeed(state, seat));
  const edge = new Set(frontier(state).map((q) => `${q.x},${q.y}`));
  const scouts = new Map(state.figures.filter((f) => f.owner === seat && f.kind === 'scout').map((f) => [f.id, f.at]));
  const here = new Map([...scouts].map(([id, at]) => [id, scoutPromise(state, seat, at, speed, edge)]));
  const better = (a: Extract<CivAction, { type: 'move' }>): boolean => a.figures.length === 1 && scouts.has(a.figures[0]) && a.path.length > 0 && scoutPromise(state, seat, a.path[a.path.length - 1], speed, edge) > (here.get(a.figures[0]) ?? 0) + 1e-9;
  return legal.filter((a) => a.type === 'move' && better(a));
}
