import { OK, refuse, type Check } from '../../core/check';
import type { Seat } from '../seat';
import { cardKind, commodityOf } from '../cards';
import { COMMODITY_BY_ID } from '../data/commodities';
import { WATER } from '../cards';
import type { EmpiresState, TradeDeclaration, TradeOffer, TradeSide } from '../state';

/** ME-TRADEX-4: each side of a deal gives at least three cards. */
export const MIN_CARDS = 3;

const named = (id: string) => (id === WATER.id ? WATER.name : (COMMODITY_BY_ID[id]?.name ?? id));

/**
 * ME-TRADEX-5/8 (and ME-CLAR-12): the declared count is the number of cards, and the two named commodities are
 * among them (two of one name need two such cards; water may be named). Further honesty is not checked.
 */
export function checkDeclaration(cards: readonly string[], declared: TradeDeclaration): Check {
  if (declared.count !== cards.length) return refuse('count-untrue', 'ME-TRADEX-5', `You declared ${declared.count} cards but offer ${cards.length}.`);
  const pool = cards.map((c) => commodityOf(c)?.id ?? null);
  for (const name of declared.named) {
    if (!COMMODITY_BY_ID[name] && name !== WATER.id) return refuse('name-not-commodity', 'ME-TRADEX-5', 'Name two commodities; calamities are never named.');
    const i = pool.indexOf(name);
    if (i < 0) return refuse('name-untrue', 'ME-TRADEX-5', `Your side holds no ${declared.named.filter((n) => n === name).length > 1 ? 'second ' : ''}${named(name)} card, yet you named it.`);
    pool[i] = null;
  }
  return OK;
}

/** ME-TRADEX-4/5/6: one side of a deal: held cards, at least three, no non-tradeable calamity, an honest declaration. */
export function checkSide(state: EmpiresState, seat: Seat, side: TradeSide): Check {
  const hand = state.players[seat].hand;
  if (new Set(side.cards).size !== side.cards.length || side.cards.some((c) => !hand.includes(c))) return refuse('card-not-held', 'ME-TRADEX-7', 'You can trade only cards in your hand.');
  if (side.cards.length < MIN_CARDS) return refuse('too-few-cards', 'ME-TRADEX-4', `Each side of a deal gives at least ${MIN_CARDS} cards.`);
  if (side.cards.some((c) => { const k = cardKind(c); return k?.kind === 'calamity' && !k.tradeable; })) {
    return refuse('not-tradeable', 'ME-TRADEX-6', 'A non-tradeable calamity can never be traded.');
  }
  return checkDeclaration(side.cards, side.declared);
}

/**
 * Cards a seat has put into offers still open (its own offers and its answers). A card may stand in several
 * offers at once; the first deal made takes it and the others lapse (ME-TRADEX-7).
 */
export function promisedCards(state: EmpiresState, seat: Seat): Set<string> {
  const out = new Set<string>();
  for (const o of state.trade?.offers ?? []) {
    if (o.from === seat) for (const c of o.give.cards) out.add(c);
    if (o.to === seat && o.answer) for (const c of o.answer.cards) out.add(c);
  }
  return out;
}

/** The session is open and the seat is still trading (ME-TRADEX-1). */
export function checkTrading(state: EmpiresState, seat: Seat): Check {
  if (state.phase !== 'trade' || !state.trade) return refuse('no-session', 'ME-TRADEX-1', 'Trading happens in the trade phase while the session is open.');
  if (state.trade.done.includes(seat)) return refuse('done-trading', 'ME-TRADEX-1', 'You said you are done trading.');
  return OK;
}

/** ME-TRADEX-3: an offer names one other player still trading. */
export function checkOffer(state: EmpiresState, seat: Seat, to: Seat, side: TradeSide): Check {
  const open = checkTrading(state, seat);
  if (!open.ok) return open;
  const other = state.players[to];
  if (to === seat || !other || other.left) return refuse('bad-partner', 'ME-TRADEX-3', 'Offer a trade to one other player in the game.');
  if (state.trade!.done.includes(to)) return refuse('partner-done', 'ME-TRADEX-1', `${other.name} is done trading.`);
  return checkSide(state, seat, side);
}

export function findOffer(state: EmpiresState, id: number): TradeOffer | null {
  return state.trade?.offers.find((o) => o.id === id) ?? null;
}

/** The counterpart answers an offer made to him with his own side (a new answer replaces an earlier one). */
export function checkAnswer(state: EmpiresState, seat: Seat, id: number, side: TradeSide): Check {
  const open = checkTrading(state, seat);
  if (!open.ok) return open;
  const offer = findOffer(state, id);
  if (!offer || offer.to !== seat) return refuse('no-offer', 'ME-TRADEX-3', 'There is no such offer made to you.');
  return checkSide(state, seat, side);
}

/** ME-TRADEX-7: the offerer accepts an answered offer; both sides must still hold their cards. */
export function checkAccept(state: EmpiresState, seat: Seat, id: number): Check {
  const open = checkTrading(state, seat);
  if (!open.ok) return open;
  const offer = findOffer(state, id);
  if (!offer || offer.from !== seat) return refuse('no-offer', 'ME-TRADEX-3', 'There is no such offer of yours.');
  if (!offer.answer) return refuse('no-answer', 'ME-TRADEX-7', `${state.players[offer.to].name} has not answered your offer yet.`);
  const holds = (s: Seat, cards: readonly string[]) => cards.every((c) => state.players[s].hand.includes(c));
  if (!holds(offer.from, offer.give.cards) || !holds(offer.to, offer.answer.cards)) return refuse('cards-gone', 'ME-TRADEX-7', 'A card of this deal is no longer in hand.');
  return OK;
}

/** Either party may withdraw (or decline) an open offer. */
export function checkWithdraw(state: EmpiresState, seat: Seat, id: number): Check {
  if (state.phase !== 'trade' || !state.trade) return refuse('no-session', 'ME-TRADEX-1', 'No trade session is open.');
  const offer = findOffer(state, id);
  if (!offer || (offer.from !== seat && offer.to !== seat)) return refuse('no-offer', 'ME-TRADEX-3', 'There is no such offer between you and another player.');
  return OK;
}

export function checkCloseTrade(state: EmpiresState): Check {
  if (state.phase !== 'trade' || !state.trade) return refuse('no-session', 'ME-TRADEX-1', 'No trade session is open.');
  return OK;
}
