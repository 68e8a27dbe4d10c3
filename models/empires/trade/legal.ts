import type { Seat } from '../seat';
import type { EmpiresAction } from '../actions';
import { cardKind, commodityOf } from '../cards';
import { playingSeats } from '../phases';
import type { EmpiresState } from '../state';
import { MIN_CARDS, promisedCards } from './offers';
import { cardOffers, currentBuyer } from './purchase';

/** Phase 6b: the seat buying now; phase 7: every seat still trading. */
export function tradeActiveSeats(state: EmpiresState): Seat[] {
  if (state.phase === 'trade-card-acquisition') {
    const b = currentBuyer(state);
    return b === null ? [] : [b];
  }
  const t = state.trade;
  return t ? playingSeats(state).filter((s) => !t.done.includes(s)) : [];
}

/** Card value for choosing what to give: a lone low card first, never a non-tradeable calamity. */
const giveOrder = (hand: readonly string[]) => {
  const count = (c: string) => hand.filter((h) => commodityOf(h)?.id === commodityOf(c)?.id).length;
  // Each card's worth worked out once, not once per comparison (the same order: the sort is stable).
  const worth = new Map<string, number>();
  for (const c of hand) if (!worth.has(c)) worth.set(c, (commodityOf(c)?.face ?? -1) * count(c));
  return hand
    .filter((c) => { const k = cardKind(c); return !(k?.kind === 'calamity' && !k.tradeable); })
    .sort((a, b) => worth.get(a)! - worth.get(b)!);
};

/**
 * A simple, legal side of three cards: the least useful free cards, named by the first two commodities among
 * them (null when the seat cannot make one). Calamities go first, so bots slip tradeable ones in (ME-TRADEX-6).
 */
export function simpleSide(state: EmpiresState, seat: Seat, promised = promisedCards(state, seat)): { cards: string[]; named: [string, string]; count: number } | null {
  const free = giveOrder(state.players[seat].hand.filter((c) => !promised.has(c)));
  const goods = free.filter((c) => commodityOf(c));
  if (goods.length < 2 || free.length < MIN_CARDS) return null;
  const named = goods.slice(0, 2);
  const rest = free.filter((c) => !named.includes(c)).slice(0, MIN_CARDS - 2);
  const cards = [...rest, ...named];
  return { cards, named: [commodityOf(named[0])!.id, commodityOf(named[1])!.id], count: cards.length };
}

/**
 * A short list of legal actions for bots and drills (not every possible offer): each purchase on offer and done
 * in phase 6; in phase 7 accepting answered offers, answering or declining offers made to one, one simple offer
 * (at most two a session) and done.
 */
export function tradeCandidates(state: EmpiresState, seat: Seat): EmpiresAction[] {
  const out: EmpiresAction[] = [];
  if (state.phase === 'trade-card-acquisition') {
    if (currentBuyer(state) !== seat) return out;
    for (const o of cardOffers(state, seat)) out.push({ type: 'buy-trade-card', stack: o.stack, ...(o.source === 'wonder' ? { free: true } : {}) });
    out.push({ type: 'done-buying' });
    return out;
  }
  const t = state.trade;
  if (!t || t.done.includes(seat)) return out;
  for (const o of t.offers) {
    if (o.from === seat && o.answer) out.push({ type: 'accept-trade', offer: o.id });
    if (o.to === seat) {
      if (!o.answer) {
        const side = simpleSide(state, seat);
        if (side) out.push({ type: 'answer-trade', offer: o.id, ...side });
      }
      out.push({ type: 'withdraw-offer', offer: o.id });
    }
    if (o.from === seat && !o.answer) out.push({ type: 'withdraw-offer', offer: o.id });
  }
  if ((t.made[seat] ?? 0) < 2 && !t.offers.some((o) => o.from === seat)) {
    const side = simpleSide(state, seat);
    if (side) for (const to of playingSeats(state)) if (to !== seat && !t.done.includes(to)) out.push({ type: 'offer-trade', to, ...side });
  }
  out.push({ type: 'trade-done' });
  return out;
}
