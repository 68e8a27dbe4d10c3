import { counted } from '../../core/words';
import { OK, refuse, type Check } from '../../core/check';
import type { Seat } from '../contract';
import { CARDS_PER_PAWN, cardColour, type BoardId, type CardColour } from '../data';
import type { KhronosState, PlayerState } from '../state';
import { allowanceOn, pawnsOn, playerOf } from './common';

/** What an action asks for: cards of one colour (KH-CARD-6) plus cards of any colour (terrain surcharges). */
export interface CardNeed {
  readonly colour: CardColour | null;
  readonly colourCards: number;
  readonly anyCards: number;
  /** The rule that fixes the price, named when the number of cards is wrong. */
  readonly rule: string;
}

/** Which cards pay, and optionally which pawn (0/1) each card is charged to; both are chosen for you if left out. */
export interface Payment {
  readonly cards?: readonly string[];
  readonly pawns?: readonly number[];
}

/** A fixed choice of cards: the colour first, then surcharges from other colours so the colour stays in hand. */
export function pickCards(hand: readonly string[], need: CardNeed): string[] | null {
  const ofColour = need.colour ? hand.filter((c) => cardColour(c) === need.colour) : [];
  if (ofColour.length < need.colourCards) return null;
  const chosen = ofColour.slice(0, need.colourCards);
  const others = hand.filter((c) => !chosen.includes(c));
  others.sort((a, b) => Number(cardColour(a) === need.colour) - Number(cardColour(b) === need.colour));
  if (others.length < need.anyCards) return null;
  return [...chosen, ...others.slice(0, need.anyCards)];
}

/** KH-CARD-1: which pawn each card is charged to; by default the lower pawn's allowance is used first. */
export function chargePlan(p: PlayerState, board: BoardId, count: number, pawns?: readonly number[]): number[] {
  if (pawns) return [...pawns];
  const out: number[] = [];
  const left = [CARDS_PER_PAWN - p.charged[0], CARDS_PER_PAWN - p.charged[1]];
  for (const i of pawnsOn(p, board)) {
    while (left[i] > 0 && out.length < count) {
      out.push(i);
      left[i]--;
    }
  }
  return out;
}

export function describeNeed(need: CardNeed): string {
  const parts: string[] = [];
  if (need.colourCards) parts.push(counted(need.colourCards, `${need.colour} card`));
  if (need.anyCards) parts.push(`${counted(need.anyCards, 'card')} of any colour`);
  return parts.join(' + ') || 'no cards';
}

/** KH-CARD-1, KH-CARD-3, KH-CARD-6: the cards exist, match the price and fit the pawns' allowance on that board. */
export function checkPayment(state: KhronosState, seat: Seat, board: BoardId, need: CardNeed, payment: Payment = {}): Check {
  const p = playerOf(state, seat);
  const total = need.colourCards + need.anyCards;
  const here = pawnsOn(p, board);
  if (here.length === 0) return refuse('no-pawn', 'KH-CARD-1', `You have no pawn on this board to spend cards with.`);
  if (allowanceOn(p, board) < total) {
    if (total > CARDS_PER_PAWN && here.length < 2) {
      return refuse('needs-both-pawns', 'KH-CARD-3', `This costs ${total} cards: both your pawns must be on this board.`);
    }
    return refuse('allowance', 'KH-CARD-1', `Your pawns here may spend only ${counted(allowanceOn(p, board), 'more card', 'more cards')} this turn.`);
  }
  let cards = payment.cards;
  if (cards === undefined) {
    const picked = pickCards(p.hand, need);
    if (!picked) return refuse('cards', 'KH-CARD-6', `You need ${describeNeed(need)} in hand.`);
    cards = picked;
  }
  if (new Set(cards).size !== cards.length || cards.some((c) => !p.hand.includes(c))) {
    return refuse('not-in-hand', 'KH-CARD-1', 'Pay only with cards from your own hand, each once.');
  }
  if (cards.length !== total) return refuse('card-count', need.rule, `This costs ${describeNeed(need)}, not ${counted(cards.length, 'card')}.`);
  if (need.colour && cards.filter((c) => cardColour(c) === need.colour).length < need.colourCards) {
    return refuse('card-colour', 'KH-CARD-6', `At least ${need.colourCards} of the cards must be ${need.colour}.`);
  }
  if (payment.pawns) {
    if (payment.pawns.length !== total) return refuse('pawn-charge', 'KH-CARD-1', 'Name one pawn for each card spent.');
    for (const i of [0, 1]) {
      const n = payment.pawns.filter((x) => x === i).length;
      if (n === 0) continue;
      if (!here.includes(i)) return refuse('pawn-charge', 'KH-CARD-1', 'A card can only be charged to a pawn on this board.');
      if (p.charged[i] + n > CARDS_PER_PAWN) return refuse('pawn-charge', 'KH-CARD-1', 'Each pawn may spend at most 2 cards per turn.');
    }
  }
  return OK;
}
