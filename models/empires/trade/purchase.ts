import { OK, refuse, type Check } from '../../core/check';
import type { LogLine, Seat } from '../seat';
import { cardLabel } from '../cards';
import { ADV } from '../data/advances';
import { citiesOf } from '../population';
import { player, withPlayer, withRecords, type CardPurchaseState, type EmpiresState } from '../state';
import { drawOrder, takeTopCard } from './draw';

/** One way to buy a card: a stack, its price in treasury, and what allows it. */
export interface CardOffer {
  readonly stack: number;
  readonly price: number;
  readonly source: 'default' | 'cartography' | 'rhetoric' | 'mining' | 'wonder';
}

/** ME-TCARD-7: the purchases the advances allow, besides stack 9 for 15 that anyone may buy. */
const ADVANCE_OFFERS: readonly (readonly [string, CardOffer['source'], number, number])[] = [
  ['cartography', 'cartography', 2, 5],
  ['cartography', 'cartography', 7, 13],
  ['rhetoric', 'rhetoric', 3, 9],
  [ADV.mining, 'mining', 6, 13],
  [ADV.mining, 'mining', 8, 13],
];

/** ME-TCARD-7: every purchase open to a seat now (Wonder of the World: once a turn, free, above its city count). */
export function cardOffers(state: EmpiresState, seat: Seat): CardOffer[] {
  const p = player(state, seat);
  const out: CardOffer[] = [{ stack: 9, price: 15, source: 'default' }];
  for (const [adv, source, stack, price] of ADVANCE_OFFERS) if (p.advances.includes(adv)) out.push({ stack, price, source });
  if (p.advances.includes(ADV.wonder) && !state.cardPurchase?.wonderUsed.includes(seat)) {
    for (let k = citiesOf(state, seat).length + 1; k <= 9; k++) out.push({ stack: k, price: 0, source: 'wonder' });
  }
  return out;
}

/** The offer a `buy-trade-card` takes: the free Wonder card when asked for, else the cheapest price for the stack. */
export function offerFor(state: EmpiresState, seat: Seat, stack: number, free: boolean): CardOffer | null {
  const fits = cardOffers(state, seat).filter((o) => o.stack === stack && (o.source === 'wonder') === free);
  return fits.sort((a, b) => a.price - b.price)[0] ?? null;
}

/** A seat may still buy something: an offer it can pay. */
export function canBuy(state: EmpiresState, seat: Seat): boolean {
  return cardOffers(state, seat).some((o) => o.price <= player(state, seat).treasury);
}

export function currentBuyer(state: EmpiresState): Seat | null {
  const cp = state.cardPurchase;
  return cp ? (cp.order[cp.current] ?? null) : null;
}

/** ME-TCARD-7 (6b): purchases go in the order of the draw, one seat at a time; seats that cannot pay are skipped. */
export function openPurchases(state: EmpiresState): EmpiresState {
  const cardPurchase: CardPurchaseState = { order: drawOrder(state), current: 0, wonderUsed: [] };
  return skipIdle(withRecords(state, { cardPurchase }));
}

function skipIdle(state: EmpiresState): EmpiresState {
  let s = state;
  for (;;) {
    const seat = currentBuyer(s);
    if (seat === null || (!s.players[seat].left && canBuy(s, seat))) return s;
    s = withRecords(s, { cardPurchase: { ...s.cardPurchase!, current: s.cardPurchase!.current + 1 } });
  }
}

export const purchasesOver = (state: EmpiresState): boolean => !!state.cardPurchase && currentBuyer(state) === null;

function checkBuyer(state: EmpiresState, seat: Seat): Check {
  if (state.phase !== 'trade-card-acquisition' || !state.cardPurchase) return refuse('wrong-phase', 'ME-TCARD-7', 'Trade cards are bought in the trade card acquisition phase.');
  const now = currentBuyer(state);
  if (now !== seat) return refuse('not-your-turn', 'ME-TCARD-7', now === null ? 'The purchases are over.' : `${state.players[now].name} is buying now; purchases go one player at a time.`);
  return OK;
}

/** ME-TCARD-7: the stack must be on offer to the seat and the treasury must cover the price. */
export function checkBuy(state: EmpiresState, seat: Seat, stack: number, free: boolean): Check {
  const turn = checkBuyer(state, seat);
  if (!turn.ok) return turn;
  const offer = offerFor(state, seat, stack, free);
  if (!offer) {
    if (free) return refuse('no-wonder', 'ME-TCARD-7', 'Wonder of the World gives one free card a turn from a stack numbered above your city count.');
    return refuse('not-for-sale', 'ME-TCARD-7', `You cannot buy from stack ${stack}: stack 9 is for sale to all, other stacks only with Cartography, Rhetoric or Mining.`);
  }
  const treasury = player(state, seat).treasury;
  if (offer.price > treasury) return refuse('treasury-short', 'ME-TCARD-7', `A card from stack ${stack} costs ${offer.price}; you have ${treasury} in treasury.`);
  return OK;
}

export const checkDoneBuying = checkBuyer;

/** ME-TCARD-7: pay first (treasury tokens return to stock), then take the card; an empty stack gives water. */
export function buyCard(state: EmpiresState, seat: Seat, stack: number, free: boolean): { state: EmpiresState; log: LogLine[] } {
  const offer = offerFor(state, seat, stack, free)!;
  const p = player(state, seat);
  let s = withPlayer(state, seat, { treasury: p.treasury - offer.price, stock: p.stock + offer.price });
  if (offer.source === 'wonder') s = withRecords(s, { cardPurchase: { ...s.cardPurchase!, wonderUsed: [...s.cardPurchase!.wonderUsed, seat] } });
  const r = takeTopCard(s, seat, stack);
  const paid = offer.price === 0 ? 'free with Wonder of the World' : `for ${offer.price}`;
  const log: LogLine[] = [
    { text: `${p.name} buys a card from stack ${stack} ${paid}.`, rule: 'ME-TCARD-7' },
    { text: `You bought ${cardLabel(r.card)}.`, to: [seat], rule: 'ME-TCARD-7' },
  ];
  return { state: skipIdle(r.state), log };
}

/** ME-TCARD-7: the seat's purchases are over (final); the next seat in order buys. */
export function doneBuying(state: EmpiresState, seat: Seat): { state: EmpiresState; log: LogLine[] } {
  const s = withRecords(state, { cardPurchase: { ...state.cardPurchase!, current: state.cardPurchase!.current + 1 } });
  return { state: skipIdle(s), log: [{ text: `${state.players[seat].name} buys no more cards.`, rule: 'ME-TCARD-7' }] };
}
