import type { Seat } from '../contract';
import { GREAT_PERSON_BY_ID } from '../data/great-people';
import { asState, peek, type Ctx } from '../draft';
import { hasActiveGreatPerson, wonderWorks } from '../player';
import { abilitiesOf, cardName } from './abilities';
import { applyEffect } from './apply-effect';
import { discardEvent } from './deck';
import type { Ability, CardTarget } from './effects';
import { costResources, useKey, type UseCard } from './use';

function payCost(ctx: Ctx, seat: Seat, a: Ability, t: CardTarget): void {
  const d = ctx.d;
  const p = d.players[seat];
  const c = a.cost;
  if (!c) return;
  const spent = costResources(asState(d), seat, a, t) ?? [];
  for (const r of spent) {
    p.resources[r] -= 1;
    d.market[r] += 1;
  }
  // CIV-CIVAB-ARA-1: the Arabs earn culture for each resource spent.
  if (spent.length && p.civ === 'arabs') p.culture += spent.length;
  p.trade -= c.trade ?? 0;
  p.culture -= c.culture ?? 0;
  p.coinTokens -= c.coin ?? 0;
}

function resolveAll(ctx: Ctx, seat: Seat, card: string, a: Ability, t: CardTarget): void {
  for (const e of a.effects) applyEffect(ctx, seat, card, e, t);
}

/** `use-card` (CIV-CARD-01/02): pay, then resolve; a culture event first waits in the response window (CIV-CARD-06). */
export function useCard(ctx: Ctx, seat: Seat, u: UseCard): void {
  const d = ctx.d;
  const p = d.players[seat];
  const index = u.ability ?? 0;
  const a = abilitiesOf(u.card)[index];
  const t = u.target ?? {};
  payCost(ctx, seat, a, t);
  if (a.oncePerTurn || a.afterInvest) p.resourceAbilitiesUsed.push(useKey(u.card, index));
  ctx.log.push({ text: `${p.name} uses ${cardName(u.card)}: ${a.text}`, rule: a.rule });
  const cancel = a.effects.some((e) => e.kind === 'cancel');
  if (u.card.startsWith('ce-')) {
    ctx.revealed = true;
    discardEvent(ctx, seat, u.card);
    if (cancel) return answerWithCancel(ctx, seat, u.card);
    if (d.players.length > 1) return openResponse(ctx, seat, u.card, index, t);
    return resolveAll(ctx, seat, u.card, a, t);
  }
  if (u.card.startsWith('gp-')) {
    const held = p.gpCards.find((c) => c.id === u.card);
    if (held) held.faceUp = true;
    ctx.revealed = true;
    if (GREAT_PERSON_BY_ID[u.card]?.use === 'discard') {
      p.gpCards = p.gpCards.filter((c) => c.id !== u.card);
      d.gpDeck.push({ id: u.card, faceUp: true });
    }
  }
  if (cancel) return answerWithCancel(ctx, seat, u.card);
  // A triggered card is only revealed by its use: its effect waits for its event (fireTrigger).
  if (a.trigger) return;
  resolveAll(ctx, seat, u.card, a, t);
}

/** Abilities an event fires by themselves: each rival's working great people that answer it (CIV-GPAB-01). */
export function fireTrigger(ctx: Ctx, trigger: NonNullable<Ability['trigger']>, by: Seat): void {
  const d = ctx.d;
  for (const other of d.players) {
    if (other.seat === by || !other.gpCards.some((c) => c.faceUp)) continue;
    for (const c of other.gpCards) {
      if (!c.faceUp || !hasActiveGreatPerson(peek(d), other.seat, GREAT_PERSON_BY_ID[c.id].name)) continue;
      for (const a of abilitiesOf(c.id)) {
        if (a.trigger !== trigger) continue;
        ctx.log.push({ text: `${other.name}'s ${cardName(c.id)} works: ${a.text}`, rule: a.rule });
        resolveAll(ctx, other.seat, c.id, a, {});
      }
    }
  }
}

/** Players after `from` in seat order, `from` left out. */
function othersAfter(ctx: Ctx, from: Seat): Seat[] {
  const n = ctx.d.players.length;
  return Array.from({ length: n - 1 }, (_, i) => (from + 1 + i) % n);
}

function openResponse(ctx: Ctx, seat: Seat, card: string, ability: number, target: CardTarget): void {
  const waiting = othersAfter(ctx, seat);
  ctx.d.pending.unshift({ kind: 'card-response', seat: waiting[0], by: seat, card, ability, target: target as never, waiting: waiting.slice(1), cancels: [] });
  ctx.log.push({ text: 'Each other player in turn may cancel it.', rule: 'CIV-CARD-06' });
}

function answerWithCancel(ctx: Ctx, seat: Seat, card: string): void {
  const d = ctx.d;
  const head = d.pending[0];
  if (!head || head.kind !== 'card-response') return;
  head.cancels.push(card);
  ctx.log.push({ text: `${d.players[seat].name} cancels ${head.cancels.length > 1 ? 'the cancel' : 'the culture event'}.`, rule: 'CIV-CARD-06' });
  if (d.options.counterCancels === 'none') return closeResponse(ctx);
  // AMBIGUOUS CIV-CARD-06: the others may answer the cancel in turn (last played, first resolved).
  const waiting = othersAfter(ctx, seat);
  head.seat = waiting[0];
  head.waiting = waiting.slice(1);
}

/** `done` in the response window: the player lets it pass; after the last one the event resolves or stays cancelled. */
export function passResponse(ctx: Ctx): void {
  const head = ctx.d.pending[0];
  if (!head || head.kind !== 'card-response') return;
  const next = head.waiting.shift();
  if (next === undefined) return closeResponse(ctx);
  head.seat = next;
}

function closeResponse(ctx: Ctx): void {
  const d = ctx.d;
  const head = d.pending.shift();
  if (!head || head.kind !== 'card-response') return;
  // Each cancel cancels the one before it: an even count leaves the event standing.
  if (head.cancels.length % 2 === 1) return void ctx.log.push({ text: `${cardName(head.card)} is cancelled and discarded without effect.`, rule: 'CIV-CARD-06' });
  const a = abilitiesOf(head.card)[head.ability];
  resolveAll(ctx, head.by, head.card, a, head.target);
}

/** Start of Turn income printed on working cards (CIV-WONDERAB-A2, D7, M3...), applied as the owner's step begins. */
export function autoStartOfTurn(ctx: Ctx, seat: Seat): void {
  for (const [w, s] of Object.entries(peek(ctx.d).wondersOwned)) {
    if (s !== seat || !wonderWorks(peek(ctx.d), seat, w)) continue;
    for (const a of abilitiesOf(w)) if (a.auto) resolveAll(ctx, seat, w, a, {});
  }
}
