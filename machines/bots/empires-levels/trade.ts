import type { Seat } from '../../../models/core/module';
import type { EmpiresAction } from '../../../models/empires/actions';
import { commodityOf } from '../../../models/empires/cards';
import type { EmpiresView } from '../../../models/empires/view';

type Of<T extends EmpiresAction['type']> = Extract<EmpiresAction, { type: T }>;
const only = <T extends EmpiresAction['type']>(legal: readonly EmpiresAction[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

/** The commodities the seat holds, with how many of each. */
function collecting(view: EmpiresView, seat: Seat): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of view.players[seat].hand ?? []) {
    const k = commodityOf(c.id);
    if (k && k.id !== 'water') out.set(k.id, (out.get(k.id) ?? 0) + 1);
  }
  return out;
}

/** How much a declared side is worth to the seat (ME-TRADEX-5: the two names are truly in it): sets it adds to. */
function worth(named: readonly string[], mine: Map<string, number>): number {
  return named.reduce((t, n) => t + (mine.get(n) ?? 0), 0);
}

/**
 * Phase 7 (ME-TRADEX): a deal is taken when the other side's declared commodities add to sets the seat collects,
 * and declined otherwise; an answer to its own offer is accepted on the same test. It offers its spare cards to
 * the player whose shown cards are most (one offer at a time), and is done when nothing is left to do. Its sides are
 * the rules' honest ones (the declared names are truly among the cards).
 */
export function tradeChoice(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat): EmpiresAction | null | undefined {
  const finish = only(legal, 'trade-done')[0];
  if (!finish) return undefined;
  const mine = collecting(view, seat);
  for (const o of view.trade?.offers ?? []) {
    if (o.from === seat && o.answer) {
      const accept = only(legal, 'accept-trade').find((a) => a.offer === o.id);
      const withdraw = only(legal, 'withdraw-offer').find((a) => a.offer === o.id);
      if (worth(o.answer.named, mine) > 0 && accept) return accept;
      if (withdraw) return withdraw;
    }
    if (o.to === seat && !o.answer && o.give) {
      const reply = only(legal, 'answer-trade').find((a) => a.offer === o.id);
      if (reply && worth(o.give.named, mine) > 0) return reply;
      const decline = only(legal, 'withdraw-offer').find((a) => a.offer === o.id);
      if (decline) return decline;
    }
  }
  // Waiting for an answer to its own offer.
  if (view.trade?.offers.some((o) => o.from === seat && !o.answer)) return null;
  const offers = only(legal, 'offer-trade');
  if (offers.length && (view.trade?.made[seat] ?? 0) < 2) {
    // The player holding most cards is the likeliest to hold what one collects.
    return offers.reduce((a, b) => (view.players[b.to].handCount > view.players[a.to].handCount ? b : a));
  }
  return finish;
}
