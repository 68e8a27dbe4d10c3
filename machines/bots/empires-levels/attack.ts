import type { Seat } from '../../../models/core/module';
import type { EmpiresAction } from '../../../models/empires/actions';
import { epochAt } from '../../../models/empires/data/ast';
import { AST_REQUIREMENTS } from '../../../models/empires/ast-requirements';
import type { EmpiresView } from '../../../models/empires/view';
import { citiesOf, shortOf, sideOf, tokensOf } from './evaluate';

type Move = Extract<EmpiresAction, { type: 'move-tokens' }>;

const holdsEngineering = (view: EmpiresView, seat: Seat) => view.players[seat].advances.some((a) => a.id === 'engineering');

/** ME-CONF2-9: the tokens an attack on the defender's city needs: 7; Engineering makes it 8 against a holder, 6 for one. */
export function attackNeeds(view: EmpiresView, seat: Seat, defender: Seat): number {
  const def = holdsEngineering(view, defender);
  const att = holdsEngineering(view, seat);
  return def && !att ? 8 : att && !def ? 6 : 7;
}

/** The most tokens each area may still move this movement (the rules list one move of all of them). */
function movableFrom(moves: readonly Move[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of moves) out.set(m.from, Math.max(out.get(m.from) ?? 0, m.count));
  return out;
}

/** A move towards `need` more tokens into `to`: the whole of an area's movable tokens if they do not overshoot, else one. */
function feed(moves: readonly Move[], to: string, need: number): Move | undefined {
  const into = moves.filter((m) => m.to === to);
  const whole = into.filter((m) => m.count > 1 && m.count <= need).sort((a, b) => b.count - a.count)[0];
  return whole ?? into.filter((m) => m.count === 1).sort((a, b) => b.count - a.count)[0];
}

/**
 * How much taking the city would hurt its owner: a point for the city, and the A.S.T. step it blocks when the owner
 * has just the cities his next step asks for (ME-ASTX-2, 5 points a turn it stays blocked).
 */
function harm(view: EmpiresView, owner: Seat): number {
  const p = view.players[owner];
  const side = sideOf(view);
  const cities = citiesOf(view, owner);
  const req = AST_REQUIREMENTS[side][epochAt(p.civ, side, p.ast + 1)];
  const now = shortOf(p, cities, req).cities;
  const after = shortOf(p, cities - 1, req).cities;
  return 1 + (after > now ? 4 : 0) + p.score / 50;
}

/** Tokens of the seat on a free city site they fill for its city this turn (they stay for it). */
function gathered(view: EmpiresView, seat: Seat, id: string): boolean {
  const area = siteIndex(view).get(id);
  return !!area?.citySite && !view.areas[id].city && (view.areas[id].tokens[seat] ?? 0) >= 6;
}

const siteIndexes = new WeakMap<EmpiresView['map'], ReadonlyMap<string, EmpiresView['map']['areas'][number]>>();
function siteIndex(view: EmpiresView): ReadonlyMap<string, EmpiresView['map']['areas'][number]> {
  let hit = siteIndexes.get(view.map);
  if (!hit) siteIndexes.set(view.map, (hit = new Map(view.map.areas.map((a) => [a.id, a]))));
  return hit;
}

const enemyCity = (view: EmpiresView, seat: Seat, id: string): Seat | null => {
  const owner = view.areas[id]?.city?.owner;
  return owner === undefined || owner === 'pirate' || owner === seat || view.players[owner].left ? null : owner;
};

/**
 * An attack the seat began this movement (its tokens stand in another player's city area), fed until it has what it
 * needs (ME-CONF2-9): too few tokens there would all be lost. Undefined when none is short.
 */
export function attackUnderWay(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat): Move | undefined {
  const moves = legal.filter((a): a is Move => a.type === 'move-tokens' && !gathered(view, seat, a.from));
  if (moves.length === 0) return undefined;
  for (const id in view.areas) {
    const owner = enemyCity(view, seat, id);
    const have = view.areas[id].tokens[seat] ?? 0;
    if (owner === null || have === 0) continue;
    const need = attackNeeds(view, seat, owner) - have;
    if (need <= 0) continue;
    const move = feed(moves, id, need);
    if (move) return move;
  }
  return undefined;
}

/**
 * Hard's city attacks in movement (ME-MOVE-7, ME-CONF2-9/10): when its unmoved tokens next to another player's city
 * (an area no one else stands in) number what the attack needs, it moves them in, so the city falls in phase 4 (its
 * owner loses the city and a card, the attacker banks up to 3 treasury). It attacks only with tokens it can spare:
 * what stays on the board still supports its cities (ME-CITY-5), and tokens gathered for its own new city stay.
 * The city whose loss hurts its owner most is chosen (one that holds back his next A.S.T. step first). Undefined
 * when there is no attack to make.
 */
export function attackMove(view: EmpiresView, legal: readonly EmpiresAction[], seat: Seat): Move | undefined {
  const moves = legal.filter((a): a is Move => a.type === 'move-tokens' && !gathered(view, seat, a.from));
  if (moves.length === 0) return undefined;
  const movable = movableFrom(moves);
  const spare = tokensOf(view, seat) - 2 * citiesOf(view, seat) - 2;
  let best: { to: string; score: number; need: number } | undefined;
  for (const id in view.areas) {
    const owner = enemyCity(view, seat, id);
    const a = view.areas[id];
    if (owner === null || a.barbarians > 0 || Object.values(a.tokens).some((n) => (n ?? 0) > 0)) continue;
    const need = attackNeeds(view, seat, owner);
    if (need > spare) continue;
    let supply = 0;
    for (const from of new Set(moves.filter((m) => m.to === id).map((m) => m.from))) supply += movable.get(from) ?? 0;
    if (supply < need) continue;
    const score = harm(view, owner);
    if (!best || score > best.score) best = { to: id, score, need };
  }
  return best && feed(moves, best.to, best.need);
}
