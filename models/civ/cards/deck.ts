import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import { sectionOf } from '../data/culture';
import { peek, type Ctx } from '../draft';
import { handLimit, knows } from '../player';
import type { CivState } from '../state';
import { whileReading } from '../memo';
import { eventOf, type Deck } from './events';

const key = (deck: Deck) => String(deck) as '1' | '2' | '3';

/** CIV-CEV-01/04: one card from a deck, taken at random (the pile is shuffled); an empty deck reshuffles its discards. */
export function drawEvent(ctx: Ctx, seat: Seat, deck: Deck): string | undefined {
  const d = ctx.d;
  const k = key(deck);
  if (d.cultureDecks[k].length === 0 && d.cultureDiscards[k].length > 0) {
    d.cultureDecks[k] = d.cultureDiscards[k];
    d.cultureDiscards[k] = [];
    ctx.log.push({ text: `The culture deck ${'I'.repeat(deck)} is reshuffled from its discards.`, rule: 'CIV-CEV-04' });
  }
  const pile = d.cultureDecks[k];
  if (pile.length === 0) {
    ctx.log.push({ text: `The culture deck ${'I'.repeat(deck)} is empty: no card is drawn.`, rule: 'CIV-CEV-04' });
    return undefined;
  }
  const card = pile.splice(ctx.random.int(pile.length), 1)[0];
  const p = d.players[seat];
  p.cultureHand.push(card);
  ctx.revealed = true;
  ctx.log.push({ text: `You draw ${eventOf(card)?.name ?? 'a culture event'}.`, to: [seat], rule: 'CIV-CEV-01' });
  ctx.log.push({ text: `${p.name} draws a culture event from deck ${'I'.repeat(deck)}.`, to: d.players.map((x) => x.seat).filter((s) => s !== seat), rule: 'CIV-CEV-01' });
  return card;
}

/**
 * CIV-CULT-04 / CIV-CEV-01: entering an event space draws one card of that section; with Mysticism two, of which
 * the player keeps one (CIV-TECHAB-2.09).
 */
export function drawForSpace(ctx: Ctx, seat: Seat, deck: Deck): void {
  const p = ctx.d.players[seat];
  if (!knows(p, 'Mysticism')) return void drawEvent(ctx, seat, deck);
  const cards = [drawEvent(ctx, seat, deck), drawEvent(ctx, seat, deck)].filter((c): c is string => !!c);
  if (cards.length < 2) return;
  p.cultureHand = p.cultureHand.filter((c) => !cards.includes(c));
  ctx.d.pending.unshift({ kind: 'event-choice', seat, cards });
  ctx.log.push({ text: `${p.name} draws two culture events with Mysticism and keeps one.`, rule: 'CIV-TECHAB-2.09' });
}

/** The deck of the section the player's culture marker stands in. */
export function currentDeck(state: CivState, seat: Seat): Deck {
  return sectionOf(Math.max(1, state.players[seat].cultureTrack));
}

/** CIV-CEV-04: a played or discarded card goes faceup onto its deck's discard pile. */
export function discardEvent(ctx: Ctx, seat: Seat, card: string): void {
  const p = ctx.d.players[seat];
  const i = p.cultureHand.indexOf(card);
  if (i >= 0) p.cultureHand.splice(i, 1);
  const ev = eventOf(card);
  if (ev) ctx.d.cultureDiscards[key(ev.deck)].push(card);
}

/** Whether `checkHandLimits` finds a hand to discard down: asked of the finished state, where answers are remembered. */
export function handOverLimit(state: CivState): boolean {
  return whileReading(state, () => state.players.some((p) => p.cultureHand.length > 2 && !state.pending.some((x) => x.kind === 'culture-discard' && x.seat === p.seat) && p.cultureHand.length > handLimit(state, p.seat)));
}

/** CIV-CEV-03 / CIV-CLAR-03: a hand over the limit waits for its owner to discard down (checked after each action). */
export function checkHandLimits(ctx: Ctx): void {
  const d = ctx.d;
  // Read without copying (this runs after every action); only a hand over its limit edits the draft.
  const now = peek(d);
  for (const p of now.players) {
    // The base limit is 2: a smaller hand never needs the full count.
    if (p.cultureHand.length <= 2) continue;
    if (now.pending.some((x) => x.kind === 'culture-discard' && x.seat === p.seat)) continue;
    const limit = handLimit(now, p.seat);
    if (p.cultureHand.length <= limit) continue;
    d.pending.unshift({ kind: 'culture-discard', seat: p.seat });
    ctx.log.push({ text: `${p.name} holds ${p.cultureHand.length} culture events, more than the limit of ${limit}, and discards down.`, rule: 'CIV-CLAR-03' });
  }
}

export function checkDiscardEvent(state: CivState, seat: Seat, card: string): Check {
  const head = state.pending[0];
  if (head?.kind === 'event-choice' && head.seat === seat) return head.cards.includes(card) ? OK : refuse('not-drawn', 'CIV-TECHAB-2.09', 'That is not one of the two cards you drew.');
  if (!head || head.kind !== 'culture-discard' || head.seat !== seat) return refuse('nothing-pending', 'CIV-CEV-03', 'You are within your culture hand limit.');
  if (!state.players[seat].cultureHand.includes(card)) return refuse('not-yours', 'CIV-CEV-03', 'You do not hold that culture event.');
  return OK;
}

/** The owner drops one card; the wait ends once the hand fits the limit. */
export function discardDown(ctx: Ctx, seat: Seat, card: string): void {
  const head = ctx.d.pending[0];
  if (head?.kind === 'event-choice') {
    ctx.d.pending.shift();
    const keep = head.cards.filter((c) => c !== card);
    ctx.d.players[seat].cultureHand.push(...keep);
    const ev = eventOf(card);
    if (ev) ctx.d.cultureDiscards[key(ev.deck)].push(card);
    ctx.log.push({ text: `${ctx.d.players[seat].name} discards ${ev?.name ?? 'a culture event'} and keeps the other.`, rule: 'CIV-TECHAB-2.09' });
    return;
  }
  discardEvent(ctx, seat, card);
  const p = ctx.d.players[seat];
  ctx.log.push({ text: `${p.name} discards ${eventOf(card)?.name ?? 'a culture event'} over the hand limit.`, rule: 'CIV-CEV-03' });
  closeDiscardIfWithin(ctx, seat);
}

export function closeDiscardIfWithin(ctx: Ctx, seat: Seat): void {
  const d = ctx.d;
  if (d.players[seat].cultureHand.length > handLimit(peek(d), seat)) return;
  d.pending = d.pending.filter((x) => !(x.kind === 'culture-discard' && x.seat === seat));
}
