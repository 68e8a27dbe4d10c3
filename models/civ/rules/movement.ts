import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { isOrthogonalNeighbour, orthogonal, same, TILE_SIZE, type Square } from '../geometry';
import { cityAt, enemyFiguresAt, figureById, figuresAt, isRevealed, isWaterForMovement, markerAt, onMap, isHole } from '../map';
import { canCrossWater, canEndOnWater, isCityCentreOf, stackLimit, travelSpeed } from '../player';
import type { CivState } from '../state';

export function movesLeft(state: CivState, figureId: string, seat: Seat): number {
  return travelSpeed(state, seat) - (state.moved[figureId] ?? 0);
}

/** What the last square of a move starts: a battle, a hut exploration, or nothing. */
export type MoveEnd = 'none' | 'hut' | 'village' | 'battle' | 'scouts-only';

export function moveEnd(state: CivState, seat: Seat, at: Square): MoveEnd {
  const m = markerAt(state, at);
  if (m?.kind === 'village') return 'village';
  const city = cityAt(state, at);
  const enemies = enemyFiguresAt(state, at, seat);
  if (city && city.owner !== seat) return 'battle';
  if (enemies.length > 0) return enemies.every((f) => f.kind === 'scout') ? 'scouts-only' : 'battle';
  if (m?.kind === 'hut') return 'hut';
  return 'none';
}

/**
 * CIV-MOVE-01..04, CIV-SCOUT-02, FF-RELIC-04, FF-5P-03: a group of figures starting on one square moves
 * orthogonally, within speed, over explored map, through water only with the techs, and ends within stacking.
 */
export function checkMove(state: CivState, seat: Seat, figureIds: readonly string[], path: readonly Square[]): Check {
  const figs = figureIds.map((id) => figureById(state, id));
  if (figs.some((f) => !f || f.owner !== seat) || new Set(figureIds).size !== figureIds.length) return refuse('not-yours', 'CIV-MOVE-01', 'Move only your own figures, each once.');
  const group = figs as NonNullable<(typeof figs)[number]>[];
  const start = group[0].at;
  if (group.some((f) => !same(f.at, start))) return refuse('not-together', 'CIV-MOVE-01', 'Figures move together only if they start on the same square.');
  const left = Math.min(...group.map((f) => movesLeft(state, f.id, seat)));
  if (path.length > left) return refuse('too-far', 'CIV-MOVE-01', `Your figures have ${Math.max(0, left)} movement left.`);
  const p = state.players[seat];
  const hasArmy = group.some((f) => f.kind === 'army');
  let prev = start;
  for (let i = 0; i < path.length; i++) {
    const s = path[i];
    const last = i === path.length - 1;
    if (!isOrthogonalNeighbour(prev, s)) return refuse('not-orthogonal', 'CIV-MOVE-01', 'Figures move one square at a time, never diagonally.');
    if (isHole(state, s)) return refuse('hole', 'FF-5P-03', 'Nothing may enter the hole in the middle of the map.');
    if (!onMap(state, s)) return refuse('off-map', 'CIV-MOVE-01', 'That square is off the map.');
    if (!isRevealed(state, s)) return refuse('unexplored', 'CIV-EXPLORE-01', 'Explore that tile before entering it.');
    const water = isWaterForMovement(state, s);
    const relic = markerAt(state, s)?.kind === 'relic' ? markerAt(state, s) : undefined;
    if (water && !canCrossWater(p)) return refuse('water', 'CIV-MOVE-02', 'Your figures cannot enter water yet.');
    if (relic && !hasArmy) {
      const armyThere = state.options.scoutAccompanied === 'group-or-army-present' && figuresAt(state, s).some((f) => f.owner === seat && f.kind === 'army');
      if (!armyThere) return refuse('relic-scout', 'FF-RELIC-04', 'Scouts may enter a relic square only with an army.');
    }
    const end = moveEnd(state, seat, s);
    if (!last && end !== 'none') return refuse('must-stop', 'CIV-MOVE-03', 'Entering that square ends the move.');
    if (last) {
      const atlantisOk = relic?.relic === 'atlantis' && hasArmy && state.options.atlantisWater === 'may-end-on-relic';
      if (water && !canEndOnWater(p) && !atlantisOk) return refuse('water-end', 'CIV-MOVE-02', 'Your figures cannot end a move on water yet.');
      if ((end === 'hut' || end === 'village') && !hasArmy) return refuse('scout-hut', 'CIV-SCOUT-02', 'Scouts cannot enter huts or villages.');
      if ((end === 'battle' || end === 'scouts-only') && !hasArmy) return refuse('scout-attack', 'CIV-MOVE-03', 'Only armies can attack.');
      const own = figuresAt(state, s).filter((f) => f.owner === seat && !figureIds.includes(f.id)).length;
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
