import { squareName } from '../../core/squares';
import type { Seat } from '../contract';
import type { Ctx } from '../draft';
import { asState } from '../draft';
import { same, type Square } from '../geometry';
import { checkExpansion } from './metropolis';
import { overbuild } from './overbuild';

/** FF-METRO-02..05: the capital becomes a metropolis over its square and the chosen expansion square. */
export function growMetropolis(ctx: Ctx, seat: Seat, square: Square): void {
  const d = ctx.d;
  const capital = d.cities.find((c) => c.owner === seat && c.kind === 'capital');
  if (!capital) return;
  const cand = checkExpansion(asState(d), seat, capital.centre, square, capital.id);
  if (!cand.ok) return;
  for (const r of cand.relocations) {
    const f = d.figures.find((x) => x.id === r.figure);
    if (f) f.at = { ...r.to };
    ctx.log.push({ text: `A figure steps aside to ${squareName(r.to.x, r.to.y)}.`, rule: 'FF-METRO-04' });
  }
  overbuild(ctx, square);
  capital.kind = 'metropolis';
  capital.expansion = { ...square };
  d.players[seat].metroPending = false;
  d.pending = d.pending.filter((p) => !(p.kind === 'growth' && p.seat === seat));
  ctx.log.push({ text: `${d.players[seat].name}'s capital grows into a metropolis toward ${squareName(square.x, square.y)}.`, rule: 'FF-METRO-02' });
}

export function isExpansion(cityExpansion: Square | undefined, s: Square): boolean {
  return !!cityExpansion && same(cityExpansion, s);
}
