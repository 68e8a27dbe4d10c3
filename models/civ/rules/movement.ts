import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { isOrthogonalNeighbour, orthogonal, same, TILE_SIZE, type Square } from '../geometry';
import { cityAt, enemyFiguresAt, figureById, figuresAtForReading, isRevealed, isWaterForMovement, markerAt, onMap, isHole } from '../map';
import { canCrossWater, canEndOnWater, isCityCentreOf, stackLimit, travelSpeed } from '../player';
import type { CivState, Figure, MapMarker } from '../state';
import { isReading, readingSquare } from '../memo';

export function movesLeft(state: CivState, figureId: string, seat: Seat): number {
  return travelSpeed(state, seat) - (state.moved[figureId] ?? 0);
}

/** What the last square of a move starts: a battle, a hut exploration, or nothing. */
export type MoveEnd = 'none' | 'hut' | 'village' | 'battle' | 'scouts-only';

export function moveEnd(state: CivState, seat: Seat, at: Square): MoveEnd {
  return isReading(state) ? squareForMove(state, seat, at).end : moveEndNow(state, seat, at, markerAt(state, at));
}

function moveEndNow(state: CivState, seat: Seat, at: Square, m: MapMarker | undefined): MoveEnd {
  if (m?.kind === 'village') return 'village';
  const city = cityAt(state, at);
  const enemies = enemyFiguresAt(state, at, seat);
  if (city && city.owner !== seat) return 'battle';
  if (enemies.length > 0) return enemies.every((f) => f.kind === 'scout') ? 'scouts-only' : 'battle';
  if (m?.kind === 'hut') return 'hut';
  return 'none';
}

/** What a square is to a seat's moving figures. */
interface SquareForMove {
  readonly hole: boolean;
  readonly onMap: boolean;
  readonly revealed: boolean;
  readonly water: boolean;
  readonly marker: MapMarker | undefined;
  readonly end: MoveEnd;
}

/** The squares' meanings for moves, by the parts of the state they are read from (see squareForMove). */
interface MoveTables {
  readonly slots: CivState['slots'];
  readonly terrainOverrides: CivState['terrainOverrides'];
  readonly cities: CivState['cities'];
  readonly markers: CivState['markers'];
  readonly bySeat: Map<number, SquareForMove>[];
}

const moveTables = new WeakMap<CivState['figures'], MoveTables>();

/**
 * Worked out once per square and seat while legalActions reads a state (its moves cross the same squares), and
 * kept for the next states while the parts it reads stay the same (the figures, the map, cities and markers
 * change in few actions; a state read this way is never edited later, see memo.ts).
 */
export function squareForMove(state: CivState, seat: Seat, s: Square): SquareForMove {
  const n = readingSquare(state, s);
  if (n < 0) return squareForMoveNow(state, seat, s);
  let tables = moveTables.get(state.figures);
  if (!tables || tables.slots !== state.slots || tables.terrainOverrides !== state.terrainOverrides || tables.cities !== state.cities || tables.markers !== state.markers) {
    tables = { slots: state.slots, terrainOverrides: state.terrainOverrides, cities: state.cities, markers: state.markers, bySeat: [] };
    moveTables.set(state.figures, tables);
  }
  const table = (tables.bySeat[seat] ??= new Map());
  let known = table.get(n);
  if (!known) table.set(n, (known = squareForMoveRead(state, seat, s, n)));
  return known;
}

/** The same answer as squareForMoveNow, from the square as it is without enemy figures (kept across moves). */
function squareForMoveRead(state: CivState, seat: Seat, s: Square, n: number): SquareForMove {
  const calm = calmSquare(state, seat, s, n);
  // As in moveEndNow: a village or an enemy city decides before any figure does.
  if (calm.end === 'village' || calm.end === 'battle') return calm;
  const enemies = enemyFiguresAt(state, s, seat);
  if (enemies.length === 0) return calm;
  return { ...calm, end: enemies.every((f) => f.kind === 'scout') ? 'scouts-only' : 'battle' };
}

/** The squares' meanings for moves if no enemy figure stood on them: by the map, cities and markers, not the figures. */
interface CalmTables {
  readonly slots: CivState['slots'];
  readonly terrainOverrides: CivState['terrainOverrides'];
  readonly cities: CivState['cities'];
  readonly bySeat: Map<number, SquareForMove>[];
}

/** Every move changes the figures, and with them the tables above; these survive it (read states only, see above). */
const calmTables = new WeakMap<CivState['markers'], CalmTables>();

function calmSquare(state: CivState, seat: Seat, s: Square, n: number): SquareForMove {
  let tables = calmTables.get(state.markers);
  if (!tables || tables.slots !== state.slots || tables.terrainOverrides !== state.terrainOverrides || tables.cities !== state.cities) {
    tables = { slots: state.slots, terrainOverrides: state.terrainOverrides, cities: state.cities, bySeat: [] };
    calmTables.set(state.markers, tables);
  }
  const table = (tables.bySeat[seat] ??= new Map());
  let known = table.get(n);
  if (!known) {
    const marker = markerAt(state, s);
    known = { hole: isHole(state, s), onMap: onMap(state, s), revealed: isRevealed(state, s), water: isWaterForMovement(state, s), marker, end: calmEnd(state, seat, s, marker) };
    table.set(n, known);
  }
  return known;
}

/** moveEndNow with no enemy figure on the square. */
function calmEnd(state: CivState, seat: Seat, at: Square, m: MapMarker | undefined): MoveEnd {
  if (m?.kind === 'village') return 'village';
  const city = cityAt(state, at);
  if (city && city.owner !== seat) return 'battle';
  if (m?.kind === 'hut') return 'hut';
  return 'none';
}

function squareForMoveNow(state: CivState, seat: Seat, s: Square): SquareForMove {
  const marker = markerAt(state, s);
  return { hole: isHole(state, s), onMap: onMap(state, s), revealed: isRevealed(state, s), water: isWaterForMovement(state, s), marker, end: moveEndNow(state, seat, s, marker) };
}

/**
 * CIV-MOVE-01..04, CIV-SCOUT-02, FF-RELIC-04, FF-5P-03: a group of figures starting on one square moves
 * orthogonally, within speed, over explored map, through water only with the techs, and ends within stacking.
 */
export function checkMove(state: CivState, seat: Seat, figureIds: readonly string[], path: readonly Square[]): Check {
  const group: Figure[] = [];
  for (const id of figureIds) {
    const f = figureById(state, id);
    if (!f || f.owner !== seat) return refuse('not-yours', 'CIV-MOVE-01', 'Move only your own figures, each once.');
    group.push(f);
  }
  if (figureIds.length > 1 && new Set(figureIds).size !== figureIds.length) return refuse('not-yours', 'CIV-MOVE-01', 'Move only your own figures, each once.');
  const start = group[0].at;
  let left = Infinity;
  let hasArmy = false;
  for (const f of group) {
    if (!same(f.at, start)) return refuse('not-together', 'CIV-MOVE-01', 'Figures move together only if they start on the same square.');
    left = Math.min(left, movesLeft(state, f.id, seat));
    if (f.kind === 'army') hasArmy = true;
  }
  if (path.length > left) return refuse('too-far', 'CIV-MOVE-01', `Your figures have ${Math.max(0, left)} movement left.`);
  const p = state.players[seat];
  let prev = start;
  for (let i = 0; i < path.length; i++) {
    const s = path[i];
    const last = i === path.length - 1;
    if (!isOrthogonalNeighbour(prev, s)) return refuse('not-orthogonal', 'CIV-MOVE-01', 'Figures move one square at a time, never diagonally.');
    const here = squareForMove(state, seat, s);
    if (here.hole) return refuse('hole', 'FF-5P-03', 'Nothing may enter the hole in the middle of the map.');
    if (!here.onMap) return refuse('off-map', 'CIV-MOVE-01', 'That square is off the map.');
    if (!here.revealed) return refuse('unexplored', 'CIV-EXPLORE-01', 'Explore that tile before entering it.');
    const water = here.water;
    const relic = here.marker?.kind === 'relic' ? here.marker : undefined;
    if (water && !canCrossWater(p)) return refuse('water', 'CIV-MOVE-02', 'Your figures cannot enter water yet.');
    if (relic && !hasArmy) {
      const armyThere = state.options.scoutAccompanied === 'group-or-army-present' && figuresAtForReading(state, s).some((f) => f.owner === seat && f.kind === 'army');
      if (!armyThere) return refuse('relic-scout', 'FF-RELIC-04', 'Scouts may enter a relic square only with an army.');
    }
    const end = here.end;
    if (!last && end !== 'none') return refuse('must-stop', 'CIV-MOVE-03', 'Entering that square ends the move.');
    if (last) {
      const atlantisOk = relic?.relic === 'atlantis' && hasArmy && state.options.atlantisWater === 'may-end-on-relic';
      if (water && !canEndOnWater(p) && !atlantisOk) return refuse('water-end', 'CIV-MOVE-02', 'Your figures cannot end a move on water yet.');
      if ((end === 'hut' || end === 'village') && !hasArmy) return refuse('scout-hut', 'CIV-SCOUT-02', 'Scouts cannot enter huts or villages.');
      if ((end === 'battle' || end === 'scouts-only') && !hasArmy) return refuse('scout-attack', 'CIV-MOVE-03', 'Only armies can attack.');
      let own = 0;
      for (const f of figuresAtForReading(state, s)) if (f.owner === seat && !figureIds.includes(f.id)) own++;
      if (own + group.length > stackLimit(state, seat)) return refuse('stacking', 'CIV-MOVE-04', `At most ${stackLimit(state, seat)} of your figures may share a square.`);
    }
    prev = s;
  }
  return OK;
}

/** CIV-EXPLORE-01: a figure next to a facedown tile spends 1 movement to turn it up. */
export function checkExplore(state: CivState, seat: Seat, figureId: string, col: number, row: number): Check {
  const f = state.figures.find((x) => x.id === figureId);
  if (!f || f.owner !== seat) return refuse('not-yours', 'CIV-EXPLORE-01', 'Explore with one of your figures.');
  const slot = state.slots.find((s) => s.col === col && s.row === row);
  if (!slot || slot.kind !== 'neutral' || slot.revealed) return refuse('not-facedown', 'CIV-EXPLORE-01', 'Only a facedown tile can be explored.');
  if (movesLeft(state, figureId, seat) < 1) return refuse('no-movement', 'CIV-EXPLORE-01', 'That figure has no movement left.');
  const touches = orthogonal(f.at).some((n) => Math.floor(n.x / TILE_SIZE) === col && Math.floor(n.y / TILE_SIZE) === row && n.x >= 0 && n.y >= 0);
  if (!touches) return refuse('not-adjacent', 'CIV-EXPLORE-01', 'The figure must stand next to that tile.');
  return OK;
}

/** FF-DISBAND-01..07: a figure that ended its move in its own city centre may leave the board. */
export function checkDisband(state: CivState, seat: Seat, figureId: string, marker: 'fortification' | 'caravan' | 'none'): Check {
  const f = state.figures.find((x) => x.id === figureId);
  if (!f || f.owner !== seat) return refuse('not-yours', 'FF-DISBAND-01', 'Disband one of your own figures.');
  if (!isCityCentreOf(state, seat, f.at)) return refuse('not-centre', 'FF-DISBAND-01', 'A figure disbands only in the centre of one of your cities.');
  if (!(state.moved[f.id] > 0) && state.options.disbandInPlace === 'must-move') return refuse('not-moved', 'FF-DISBAND-01', 'The figure must end a move in the city centre this turn first.');
  if (marker === 'fortification' && f.kind !== 'army') return refuse('wrong-marker', 'FF-DISBAND-03', 'Only a disbanded army fortifies a city.');
  if (marker === 'caravan' && f.kind !== 'scout') return refuse('wrong-marker', 'FF-DISBAND-05', 'Only a disbanded scout leaves a caravan.');
  if (marker !== 'none') {
    const city = cityAt(state, f.at);
    if (city?.marker) return refuse('has-marker', 'FF-DISBAND-07', 'A city holds only one fortification or caravan marker.');
    if (state.fortPool < 1 && state.options.markerPools === 'finite') return refuse('pool-empty', 'FF-COMP', 'No fortification/caravan marker is left.');
  }
  return OK;
}
