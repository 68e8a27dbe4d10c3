import type { Seat } from '../../../models/core/module';
import { commodityOf, groupSets } from '../../../models/empires/cards';
import { ADVANCE_BY_ID, COLOURS } from '../../../models/empires/data/advances';
import { astRow, epochAt, EPOCH_NAMES, type AstSide } from '../../../models/empires/data/ast';
import { setValue } from '../../../models/empires/data/commodities';
import { AST_REQUIREMENTS, type Requirement } from '../../../models/empires/ast-requirements';
import type { EmpiresView } from '../../../models/empires/view';

type PlayerView = EmpiresView['players'][number];

/** The A.S.T. side as the view shows it: the epoch names against the markers (the view carries no options). */
export function sideOf(view: EmpiresView): AstSide {
  return view.players.some((p) => EPOCH_NAMES[epochAt(p.civ, 'basic', p.ast)] !== p.epoch) ? 'expert' : 'basic';
}

export function citiesOf(view: EmpiresView, seat: Seat): number {
  let n = 0;
  for (const id in view.areas) if (view.areas[id].city?.owner === seat) n++;
  return n;
}

export function tokensOf(view: EmpiresView, seat: Seat): number {
  let n = 0;
  for (const id in view.areas) n += view.areas[id].tokens[seat] ?? 0;
  return n;
}

/** How far a seat is from a requirement (ME-ASTX-2/3): missing cities and advances, 0 when it is met. */
export function shortOf(p: PlayerView, cities: number, req: Requirement): { cities: number; advances: number } {
  const held = p.advances.map((a) => ADVANCE_BY_ID[a.id]).filter(Boolean);
  // Wonder of the World counts as a city (ME-ASTX-4).
  const c = cities + (p.advances.some((a) => a.id === 'wonder-of-the-world') ? 1 : 0);
  let advances = 0;
  if (req.advances) advances += Math.max(0, req.advances.count - held.filter((a) => a.cost >= req.advances!.minCost).length);
  if (req.cheap !== undefined) advances += Math.max(0, req.cheap - held.filter((a) => a.cost < 100).length);
  if (req.points !== undefined) advances += Math.max(0, Math.ceil((req.points - held.reduce((t, a) => t + a.vp, 0)) / 3));
  return { cities: Math.max(0, req.cities - c), advances };
}

/** What a hand could pay (ME-TRADE-1: a set is worth its size squared times the face). */
export function handValue(cards: readonly string[]): number {
  let v = 0;
  for (const [id, n] of groupSets(cards)) v += setValue(n, id);
  return v;
}

/** Credit points held, all colours (ME-ADV-3: they cut the price of the advances still to buy). */
function credits(p: PlayerView): number {
  let t = 0;
  for (const a of p.advances) for (const c of COLOURS) t += ADVANCE_BY_ID[a.id]?.credits[c] ?? 0;
  return t;
}

/**
 * A seat's prospects in victory points: its score now (ME-VP-1, SB-VP), the A.S.T. steps its cities and advances
 * let it take next (5 points each), what its cities, tokens, cards, treasury and credits will buy later. The cards
 * of others are known only by count.
 */
export function prospects(view: EmpiresView, seat: Seat, side: AstSide = sideOf(view)): number {
  const p = view.players[seat];
  if (p.left) return 0;
  const cities = citiesOf(view, seat);
  let v = p.score;
  const row = astRow(p.civ, side);
  if (view.phase !== 'game-over' && p.ast < row.last) {
    const req = AST_REQUIREMENTS[side][epochAt(p.civ, side, p.ast + 1)];
    const next = shortOf(p, cities, req);
    // Saving up for the dear advance the next step asks for (ME-ASTX-2): cards spent on cheap ones put it off.
    if (next.advances > 0 && req.advances?.minCost && p.hand) v += 4 * Math.min(1, (handValue(p.hand.map((c) => c.id)) + p.treasury) / (req.advances.minCost + 30));
    const later = shortOf(p, cities, AST_REQUIREMENTS[side][epochAt(p.civ, side, Math.min(row.last, p.ast + 3))]);
    // The next step is worth its 5 points when it is within reach, less the further it is.
    v += next.cities + next.advances === 0 ? 4 : -1.5 * next.cities - 2 * next.advances;
    v -= 0.75 * later.cities + 1 * later.advances;
  }
  v += 1.2 * cities + 0.12 * tokensOf(view, seat);
  // Cards and treasury only buy advances, one transaction a turn, at about a point per 40 to 60 of price: held
  // back they are worth less than what they buy now.
  const cards = p.hand ? handValue(p.hand.map((c) => c.id)) / 80 + 0.05 * p.hand.filter((c) => commodityOf(c.id)).length : 0.4 * p.handCount;
  return v + cards + 0.03 * p.treasury + credits(p) / 60;
}

/** The seat's prospects against the others' mean (the pairwise standing the bench counts); a finished game by its score. */
export function evaluate(view: EmpiresView, seat: Seat): number {
  const side = sideOf(view);
  const mine = prospects(view, seat, side);
  let others = 0;
  let n = 0;
  for (const p of view.players) {
    if (p.seat === seat || p.left) continue;
    others += prospects(view, p.seat, side);
    n++;
  }
  return n ? mine - others / n : mine;
}
