import type { Ctx } from '../draft';
import { WONDER_BY_ID } from '../data/wonders';

/** FF-WONDER-03: an empty market space is refilled at once from the deck (or stays empty, per option). */
export function refillMarket(ctx: Ctx): void {
  const d = ctx.d;
  for (let i = 0; i < d.wonderMarket.length; i++) {
    if (d.wonderMarket[i] !== null) continue;
    if (d.wonderDeck.length === 0 && d.options.wonderDeckEmpty === 'reshuffle-discards' && d.wonderDiscard.length > 0) {
      d.wonderDeck = ctx.random.shuffle(d.wonderDiscard);
      d.wonderDiscard = [];
    }
    const next = d.wonderDeck.shift();
    d.wonderMarket[i] = next ?? null;
    if (next) ctx.log.push({ text: `${WONDER_BY_ID[next].name} enters the wonder market.`, rule: 'FF-WONDER-03' });
  }
}

/** FF-WONDER-04: a wonder obsoleted while in the market is discarded and its space refilled. */
export function discardFromMarket(ctx: Ctx, wonderId: string): void {
  const d = ctx.d;
  const i = d.wonderMarket.indexOf(wonderId);
  if (i < 0) return;
  d.wonderMarket[i] = null;
  d.wonderDiscard.push(wonderId);
  ctx.log.push({ text: `${WONDER_BY_ID[wonderId].name} is obsolete and leaves the market.`, rule: 'FF-WONDER-04' });
  refillMarket(ctx);
}
