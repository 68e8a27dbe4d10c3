import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import type { Ctx } from '../draft';
import { same, type Square } from '../geometry';
import { cityAt, figuresAt, isOuterEdge, isRevealed, isWaterForMovement, mapSize, markerAt } from '../map';
import { canEndOnWater } from '../player';
import type { CivState } from '../state';

/** A `moved` count no travel speed reaches: the figure may not move again until the round ends. */
export const HELD_FOR_ROUND = 1000;

/** An outer-edge square with no figure, city or marker, where the seat's figures may stop. */
function emptyEdge(state: CivState, seat: Seat, s: Square): Check {
  if (!isOuterEdge(state, s)) return refuse('not-outer-edge', 'FF-5P-04', 'Galileo moves figures only to a square on the outer edge of the map; squares beside the five-player hole are inside it.');
  if (!isRevealed(state, s)) return refuse('unexplored', 'FF-5P-04', 'That square is still unexplored.');
  if (figuresAt(state, s).length > 0 || cityAt(state, s) || markerAt(state, s)) return refuse('not-empty', 'FF-5P-04', 'Galileo needs an empty outer-edge square to move the figures to.');
  if (isWaterForMovement(state, s) && !canEndOnWater(state.players[seat])) return refuse('water', 'FF-5P-04', 'Your figures may not stop on water.');
  return OK;
}

/** Galileo: the seat's figures on one outer-edge square go to an empty outer-edge square (FF-5P-04 says where the edge is). */
export function checkGalileo(state: CivState, seat: Seat, from: Square | undefined, to: Square | undefined): Check {
  if (!from || !to) return refuse('squares-needed', 'FF-GP-08', 'Galileo needs the square the figures leave and the square they go to.');
  if (!isOuterEdge(state, from)) return refuse('not-outer-edge', 'FF-5P-04', 'Galileo moves figures only from a square on the outer edge of the map; squares beside the five-player hole are inside it.');
  if (!figuresAt(state, from).some((f) => f.owner === seat)) return refuse('no-figures', 'FF-GP-08', 'None of your figures stands on that square.');
  if (same(from, to)) return refuse('same-square', 'FF-GP-08', 'The figures must go to another square.');
  return emptyEdge(state, seat, to);
}

/** A few legal Galileo moves (for bots and menus): from each edge square holding the seat's figures to the first empty ones. */
export function galileoMoves(state: CivState, seat: Seat, perSource = 3): { from: Square; to: Square }[] {
  const { width, height } = mapSize(state);
  const edge: Square[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isOuterEdge(state, { x, y })) edge.push({ x, y });
  const sources = edge.filter((s) => figuresAt(state, s).some((f) => f.owner === seat));
  if (sources.length === 0) return [];
  const targets = edge.filter((s) => emptyEdge(state, seat, s).ok).slice(0, perSource);
  return sources.flatMap((from) => targets.map((to) => ({ from, to })));
}

/** The figures jump and are held there for the rest of the round. */
export function applyGalileo(ctx: Ctx, seat: Seat, from: Square, to: Square): void {
  const movers = ctx.d.figures.filter((f) => f.owner === seat && same(f.at, from));
  for (const f of movers) {
    f.at = { ...to };
    ctx.d.moved[f.id] = HELD_FOR_ROUND;
  }
  ctx.log.push({ text: `${ctx.d.players[seat].name}'s ${movers.length === 1 ? 'figure moves' : `${movers.length} figures move`} along the outer edge to (${to.x}, ${to.y}) and stay there this round.`, rule: 'FF-5P-04' });
}
