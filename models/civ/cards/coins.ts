import type { Seat } from '../contract';
import { asState, type Ctx } from '../draft';
import { ownsWonder } from '../player';

/** CIV-TECHAB-00: coins kept on a card: 4 at most on a tech (2 more with The Internet, CIV-WONDERAB-M5), no cap on a wonder. */
export function addCardCoins(ctx: Ctx, seat: Seat, card: string, n: number): void {
  const p = ctx.d.players[seat];
  const cap = card.startsWith('tech:') ? 4 + (ownsWonder(asState(ctx.d), seat, 'w-the-internet') ? 2 : 0) : Infinity;
  p.cardCoins[card] = Math.min(cap, (p.cardCoins[card] ?? 0) + n);
}
