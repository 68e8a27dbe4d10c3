import type { Seat } from '../../models/core/module';
import type { EmpiresAction } from '../../models/empires/actions';
import { commodityOf } from '../../models/empires/cards';
import type { EmpiresView } from '../../models/empires/view';

type Of<T extends EmpiresAction['type']> = Extract<EmpiresAction, { type: T }>;
const only = <T extends EmpiresAction['type']>(legal: readonly EmpiresAction[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

/** The commodities a seat holds, by id, with how many of each. */
function held(view: EmpiresView, seat: Seat): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of view.players[seat].hand ?? []) {
    const k = commodityOf(c.id);
    if (k) out.set(k.id, (out.get(k.id) ?? 0) + 1);
  }
  return out;
}

/**
 * Phases 6b and 7 by the rules (ME-TCARD-7, ME-TRADEX), from the seat's view: take Wonder of the World's free
 * card, buy one card of stack 9 when the treasury has plenty to spare, then stop; in trade, accept answers to its
 * offers, answer an offer whose declared names it collects (else decline), make one offer, and then say done.
 * `bought` counts this turn's purchases (the bot is one per seat and remembers).
 */
export function tradeDecision(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, memory: { key: string; bought: number }): EmpiresAction | null {
  const key = `${view.turn}`;
  if (memory.key !== key) Object.assign(memory, { key, bought: 0 });
  const done = only(legal, 'done-buying')[0];
  if (done) {
    const free = only(legal, 'buy-trade-card').find((a) => a.free);
    if (free) return free;
    const treasury = view.players[seat].treasury;
    const buy = only(legal, 'buy-trade-card').find((a) => !a.free && view.purchase?.offers.some((o) => o.stack === a.stack && o.source !== 'wonder' && treasury - o.price >= 12));
    if (buy && memory.bought < 1) {
      memory.bought++;
      return buy;
    }
    return done;
  }
  const finish = only(legal, 'trade-done')[0];
  if (!finish) return null;
  const accept = only(legal, 'accept-trade')[0];
  if (accept) return accept;
  const mine = held(view, seat);
  for (const o of view.trade?.offers ?? []) {
    if (o.to !== seat || o.answer || !o.give) continue;
    // A deal is worth it when it brings a commodity the bot already collects.
    const wanted = o.give.named.some((n) => (mine.get(n) ?? 0) > 0);
    const reply = only(legal, 'answer-trade').find((a) => a.offer === o.id);
    if (wanted && reply) return reply;
    const decline = only(legal, 'withdraw-offer').find((a) => a.offer === o.id);
    if (decline) return decline;
  }
  // Waiting for an answer to its own offer.
  if (view.trade?.offers.some((o) => o.from === seat && !o.answer)) return null;
  if ((view.trade?.made[seat] ?? 0) === 0) {
    const offers = only(legal, 'offer-trade');
    if (offers.length) return offers[(view.turn + seat) % offers.length];
  }
  return finish;
}
