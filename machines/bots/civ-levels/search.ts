import type { Seat } from '../../../models/core/module';
import type { Random } from '../../../models/core/rng';
import type { CivAction } from '../../../models/civ/actions';
import { civRules } from '../../../models/civ/rules';
import type { CivState } from '../../../models/civ/state';
import type { CivView } from '../../../models/civ/view';
import { evaluate } from './evaluate';
import { after, candidates, greedyMove, worth } from './policy';
import { sampleState } from './sample';

/** How much the hard level searches: a work budget (so a game replays from its seed), and a clock cap for slow machines. */
export interface CivHardBudget {
  /** Samples of what the seat cannot see (determinizations) each candidate is played on. */
  readonly samples: number;
  /** Candidate first moves, best first by the normal level's one-move judgement. */
  readonly candidates: number;
  /** How many moves the playout looks at each step (the normal level's way, this narrow). */
  readonly width: number;
  /** Moves played after the first: the rest of the seat's part of the phase, and then the table's, up to this many. */
  readonly steps: number;
  /** Asked after each sample: true stops the search early (the host's clock; machines/ hold none). */
  readonly enough?: () => boolean;
}

export const CIV_HARD_BUDGET: CivHardBudget = { samples: 3, candidates: 4, width: 4, steps: 8 };

/**
 * The candidate's first move, then up to `steps` moves by everyone to move, each played the normal way (at the
 * budget's width) on the sample, the position judged at the end. The others' answers are their own normal moves on
 * the same sample, so a building the rival would take first or a battle it would win shows in the result.
 */
function playout(state: CivState, seat: Seat, first: CivAction, random: Random, budget: CivHardBudget): number {
  let s = after(state, seat, first);
  if (!s) return -Infinity;
  for (let n = 0; n < budget.steps && !s.winner; n++) {
    const who: Seat | undefined = civRules.activeSeats(s)[0];
    if (who === undefined) break;
    const move = greedyMove(s, who, civRules.legalActions(s, who), random, budget.width, true);
    const next: CivState | null = move && after(s, who, move, true);
    if (!next) break;
    s = next;
  }
  return evaluate(s, seat);
}

/**
 * Hard: flat Monte Carlo a few moves deep. The normal level's best candidates are each followed by the table's next
 * moves (the seat's own and the others', played the normal way) on several samples of the hidden parts, and the
 * candidate with the best mean position is chosen. A generator: it yields after each playout, so a driver can slice
 * the search and keep its event loop free (runBot), or run it through at once; both give the same move.
 */
export function* civHardSearch(view: CivView, legal: readonly CivAction[], random: Random, seat: Seat, budget: CivHardBudget = CIV_HARD_BUDGET): Generator<void, CivAction | null> {
  const base = sampleState(view, seat, random);
  const judged = candidates(base, seat, legal).map((c) => ({ a: c.a, v: worth(base, seat, c) }));
  judged.sort((x, y) => y.v - x.v);
  const roots = judged.filter((x) => x.v > -Infinity).slice(0, budget.candidates);
  if (roots.length === 0) return null;
  // A clear first choice needs no look-ahead: one move deep it already stands far above the next (a founded city, a win).
  if (roots.length === 1 || roots[0].v - roots[1].v > 25) return roots[0].a;
  yield;
  const totals = roots.map(() => 0);
  for (let s = 0; s < budget.samples; s++) {
    const sample = s === 0 ? base : sampleState(view, seat, random);
    for (let i = 0; i < roots.length; i++) {
      totals[i] += playout(sample, seat, roots[i].a, random, budget);
      yield;
    }
    if (budget.enough?.()) break;
  }
  let best: number[] = [];
  let top = -Infinity;
  totals.forEach((v, i) => {
    if (v > top + 1e-9) [top, best] = [v, [i]];
    else if (Math.abs(v - top) <= 1e-9) best.push(i);
  });
  return roots[best.length === 1 ? best[0] : random.pick(best)].a;
}

/** The whole hard search at once (tests, benchmarks, playBotGame). */
export function civHardMove(view: CivView, legal: readonly CivAction[], random: Random, seat: Seat, budget: CivHardBudget = CIV_HARD_BUDGET): CivAction | null {
  const search = civHardSearch(view, legal, random, seat, budget);
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
  }
}
