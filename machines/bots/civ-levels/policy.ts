import type { Seat } from '../../../models/core/module';
import { Random } from '../../../models/core/rng';
import type { CivAction } from '../../../models/civ/actions';
import { civRules } from '../../../models/civ/rules';
import type { CivState } from '../../../models/civ/state';
import { viewCiv } from '../../../models/civ/view';
import { easyScore } from '../civ';
import { evaluate, type Judge } from './evaluate';

/** How many actions, best first by the easy score, are looked at one move deep. */
export const CANDIDATES = 12;

/**
 * How much the easy level's rule of thumb counts next to the position's value: it breaks ties and carries what one
 * move cannot show (a scout heading for a city site, a battle's likely result, which the position only shows later).
 */
export const HINT = 0.3;

export type Scored = { readonly a: CivAction; readonly hint: number };

/** The candidates worth a look: `done` and the best of the rest by the easy score, with that score as a hint. */
export function candidates(state: CivState, seat: Seat, legal: readonly CivAction[], count = CANDIDATES): Scored[] {
  const score = easyScore(viewCiv(state, seat), seat);
  const done = legal.some((a) => a.type === 'done');
  // As at the easy level, what it scores below nothing is never done while the seat may simply stop (a great
  // person taken back to the reserve, a unit disbanded): one move deep, such a step and its undoing both look good.
  const scored = legal.map((a, i) => ({ a, hint: score(a), i, first: a.type === 'done' ? 1 : 0 })).filter((x) => !done || x.hint >= 0);
  if (scored.length <= count) return scored;
  scored.sort((x, y) => y.first - x.first || y.hint - x.hint || x.i - y.i);
  // The best of each kind first (a wonder, a building, arts, each figure's move...), then the best of the rest:
  // many squares for one wonder must not crowd out the building or the arts that would do better.
  const kinds = new Set<string>();
  const firsts = scored.filter((x) => !kinds.has(kindOf(x.a)) && kinds.add(kindOf(x.a)));
  const rest = scored.filter((x) => !firsts.includes(x));
  return [...firsts, ...rest].slice(0, count);
}

/** What kind of move an action is, for a varied list of candidates. */
function kindOf(a: CivAction): string {
  if (a.type === 'city-action') {
    const act = a.action;
    if (act.kind !== 'build') return `${a.city}/${act.kind}`;
    const b = act.build as { item: string; building?: string; wonder?: string; figure?: string; unit?: string };
    return `${a.city}/${b.item}/${b.building ?? b.wonder ?? b.figure ?? b.unit ?? ''}`;
  }
  if (a.type === 'move') return `move/${a.figures.join(',')}`;
  return a.type;
}

/** The state after the seat's action (the rules' own apply on a sample), or null if the sample's rules refuse it. */
export function after(state: CivState, seat: Seat, action: CivAction, listed = false): CivState | null {
  if (!listed && !civRules.check(state, seat, action).ok) return null;
  return civRules.apply(state, seat, action, new Random(state.rng)).state;
}

/** A candidate's worth one move deep: the position after it, plus the rule of thumb's hint. */
export function worth(state: CivState, seat: Seat, c: Scored, listed = false, judge: Judge = evaluate): number {
  const next = after(state, seat, c.a, listed);
  return next ? judge(next, seat) + HINT * c.hint : -Infinity;
}

/**
 * The normal level's move on a full state: each candidate played one move deep and judged; equal values are drawn
 * among with the seeded generator. `listed`: `legal` is the rules' own list for this state (a look-ahead).
 */
export function greedyMove(state: CivState, seat: Seat, legal: readonly CivAction[], random: Random, width = CANDIDATES, listed = false): CivAction | null {
  return greedyPick(state, seat, legal, random, width, listed)?.a ?? null;
}

/** greedyMove's choice with its rule-of-thumb hint (the hard level counts the hints along a playout). */
export function greedyPick(state: CivState, seat: Seat, legal: readonly CivAction[], random: Random, width = CANDIDATES, listed = false): Scored | null {
  if (legal.length === 0) return null;
  if (legal.length === 1) return { a: legal[0], hint: 0 };
  let best: Scored[] = [];
  let top = -Infinity;
  for (const c of candidates(state, seat, legal, width)) {
    const v = worth(state, seat, c, listed);
    if (v > top + 1e-9) [top, best] = [v, [c]];
    else if (Math.abs(v - top) <= 1e-9) best.push(c);
  }
  return best.length === 0 ? null : best.length === 1 ? best[0] : random.pick(best);
}
