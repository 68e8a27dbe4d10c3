import type { Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { EmpiresAction } from '../../models/empires/actions';
import type { EmpiresView } from '../../models/empires/view';
import { bestOf } from './bot';
import { areasOf, bestSite, citiesOf, excess, myTokens, only, room, tokensOf, type Area } from './empires-reads';
import { voyageMove } from './empires-voyage';

/**
 * Phase 10 (ME-ADVX-4): Politics fills the treasury, the specials that take others' units strike the area with
 * most of them; Trade Routes, Provincial Empire and Diaspora are left unused (cards are worth more in sets).
 */
export function special(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat): EmpiresAction {
  const uses = only(legal, 'use-special');
  const others = (area: string) => Object.entries(view.areas[area]?.tokens ?? {}).reduce((t, [o, n]) => t + (Number(o) === seat ? 0 : (n ?? 0)), 0);
  const gain = uses.find((a) => a.treasury !== undefined);
  if (gain) return gain;
  const strikes = uses.filter((a) => a.area !== undefined && a.advance !== 'politics').sort((a, b) => others(b.area!) - others(a.area!));
  return strikes[0] ?? only(legal, 'pass-special')[0];
}
/**
 * The scripted phases 1-5 (ME-SEQ), read from the legal actions: the usual tax rate, growth where there is most
 * room, a movement that gathers six tokens on a city site and spreads what would be surplus, and every city that
 * keeps the rest supported.
 */
export function scriptedBoard(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction | null {
  const rates = only(legal, 'set-tax-rate');
  if (rates.length) {
    // ME-TAX-1/4: the rate 2 when the stock covers it, else the highest rate that causes no revolt.
    const cities = citiesOf(view, seat).length || 1;
    const stock = view.players[seat].stock;
    return rates.find((a) => a.rate === 2 && 2 * cities <= stock) ?? [...rates].reverse().find((a) => a.rate * cities <= stock) ?? rates[0];
  }
  // ME-CONF2-6: ships are cheaper than the tokens they save.
  const losses = only(legal, 'ship-losses');
  if (losses.length) return losses.find((a) => a.ships) ?? losses[0];
  const adjacent = only(legal, 'adjacent-losses');
  if (adjacent.length) return adjacent.find((a) => a.adjacent) ?? adjacent[0];
  const expand = only(legal, 'expand').filter((a) => !a.back);
  if (expand.length) return bestOf(expand, (a) => (view.map.areas.find((x) => x.id === a.area)?.limit ?? 0) - tokensOf(view, seat, a.area), random);
  if (legal.some((a) => a.type === 'end-movement')) return movement(view, legal, seat, random);
  return null;
}

// The movement's target site reads only the board (and the seat's civilization, fixed for the game): the views of
// one board share their areas record, so the site is kept per record and seat.
const sites = new WeakMap<EmpiresView['areas'], Map<Seat, string | null>>();

function movementSite(view: EmpiresView, seat: Seat, areas: ReadonlyMap<string, Area>): string | null {
  let known = sites.get(view.areas);
  if (!known) sites.set(view.areas, (known = new Map()));
  let site = known.get(seat);
  if (site === undefined) known.set(seat, (site = citiesOf(view, seat).length < 9 ? bestSite(view, seat, myTokens(view, seat), areas) : null));
  return site;
}

function strandedWalk(view: EmpiresView, seat: Seat, moves: readonly Extract<EmpiresAction, { type: 'move-tokens' }>[], areas: ReadonlyMap<string, Area>, random: Random): EmpiresAction | null {
  if (view.players[seat].stock > 0 || citiesOf(view, seat).length > 0) return null;
  const tokens = myTokens(view, seat);
  const land = (id: string) => areas.get(id)?.kind === 'land' && !view.areas[id]?.city;
  let best: Area | null = null;
  let bestNear = 0;
  for (const a of view.map.areas) {
    if (a.kind !== 'land' || !a.citySite || a.limit === 0 || view.areas[a.id].city || view.areas[a.id].outOfPlay) continue;
    const ring = new Set([a.id, ...a.neighbours.filter(land)]);
    for (const id of [...ring]) for (const n of areas.get(id)?.neighbours ?? []) if (land(n)) ring.add(n);
    const near = [...ring].reduce((t, id) => t + (tokens[id] ?? 0), 0);
    if (near > bestNear) [best, bestNear] = [a, near];
  }
  if (!best || bestNear < 6) return null;
  const inner = new Set([best.id, ...best.neighbours]);
  const steps = moves.filter((m) => m.count === 1 && !inner.has(m.from) && inner.has(m.to) && land(m.to));
  const into = moves.filter((m) => m.count === 1 && m.to === best.id);
  return bestOf(into.length ? into : steps, (m) => tokensOf(view, seat, m.from), random);
}

function movement(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat, random: Random): EmpiresAction {
  const end = only(legal, 'end-movement')[0];
  const moves = only(legal, 'move-tokens');
  const areas = areasOf(view);
  const site = movementSite(view, seat, areas);
  if (site && tokensOf(view, seat, site) < 6) {
    const gather = moves.filter((a) => a.to === site && a.count === 1);
    if (gather.length) return bestOf(gather, (a) => tokensOf(view, seat, a.from), random) ?? end;
  }
  if (!site) {
    // Stranded: no city, an empty stock and no six tokens within a step of any site would leave the board as it is
    // for ever. The tokens then walk, a step a turn, towards the site with the most of them within two steps.
    const walk = strandedWalk(view, seat, moves, areas, random);
    if (walk) return walk;
    // No free site within a step by land: a ship may carry tokens to one over the water.
    const onBoard = Object.values(myTokens(view, seat)).reduce((s, t) => s + t, 0);
    const voyage = voyageMove(view, legal, seat, random, onBoard, citiesOf(view, seat).length);
    if (voyage) return voyage;
  }
  // What the limits would remove as surplus (ME-CITY-4) steps into free land nearby.
  const spread = moves.filter((a) => a.count === 1 && a.from !== site && excess(view, seat, areas, a.from) > 0 && room(view, areas, a.to) > 0 && !Object.entries(view.areas[a.to].tokens).some(([o, n]) => Number(o) !== seat && (n ?? 0) > 0) && !view.areas[a.to].city);
  return bestOf(spread, (a) => room(view, areas, a.to) + (areas.get(a.to)?.citySite ? 2 : 0), random) ?? end;
}
