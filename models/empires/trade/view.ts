import type { Seat } from '../seat';
import { cardLabel } from '../cards';
import type { EmpiresState, TradeOffer, TradeSide } from '../state';
import { cardOffers, currentBuyer } from './purchase';

/** A side as a party sees it: the giver his own cards; the receiver only the count and the two declared names. */
function sideFor(side: TradeSide, mine: boolean) {
  return { count: side.declared.count, named: side.declared.named, cards: mine ? side.cards.map((id) => ({ id, label: cardLabel(id) })) : null };
}

/**
 * ME-TRADEX-7, ME-SEQ-4: an offer between two others shows only who and how many cards; its parties see the
 * declarations, and each sees his own side's cards. Hidden cards never leave their holder.
 */
function offerFor(o: TradeOffer, seat: Seat | null) {
  const party = seat === o.from || seat === o.to;
  if (!party) return { id: o.id, from: o.from, to: o.to, giveCount: o.give.cards.length, answerCount: o.answer ? o.answer.cards.length : null, give: null, answer: null };
  return {
    id: o.id,
    from: o.from,
    to: o.to,
    giveCount: o.give.cards.length,
    answerCount: o.answer ? o.answer.cards.length : null,
    give: sideFor(o.give, seat === o.from),
    answer: o.answer ? sideFor(o.answer, seat === o.to) : null,
  };
}

/** What a seat sees of phases 6b and 7. */
export function tradeViewFor(state: EmpiresState, seat: Seat | null) {
  const buyer = currentBuyer(state);
  return {
    /** ME-TCARD-7: who buys now and, for that seat, what it may buy. */
    purchase: state.cardPurchase ? { order: state.cardPurchase.order, buyer, offers: buyer !== null && buyer === seat ? cardOffers(state, seat) : [] } : null,
    trade: state.trade
      ? { done: state.trade.done, deals: state.trade.deals, made: state.trade.made, timerSeconds: state.options.tradeTimerSeconds, offers: state.trade.offers.map((o) => offerFor(o, seat)) }
      : null,
    cardPhases: state.options.cardPhases,
  };
}
