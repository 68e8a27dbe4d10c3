import type { Seat } from '../../../models/core/module';
import { Random, seedRng } from '../../../models/core/rng';
import type { CivAction } from '../../../models/civ/actions';
import { civRules } from '../../../models/civ/rules';
import type { CivState } from '../../../models/civ/state';
import type { CivView } from '../../../models/civ/view';
import { evaluate, evaluateHard } from './evaluate';
import { after, candidates, greedyPick, HINT, worth, type Scored } from './policy';
import { sampleState } from './sample';
import { siteMoves } from './sites';

/** How much the hard level searches: a work budget (so a game replays from its seed), and a clock cap for slow machines. */
export interface CivHardBudget {
  /** Samples of what the seat cannot see (determinizations) each candidate is played on. */
  readonly samples: number;
  /** Candidate first moves, best first by the normal level's one-move judgement. */
  readonly candidates: number;
  /** How many moves the playout looks at each step (the normal level's way, this narrow). */
  readonly width: number;
  /** Moves played after the first at most: the rest of the seat's part of the phase (and the others' answers). */
  readonly steps: number;
  /** Judge by the hard evaluation (scouts' city sites counted) and look at every scout move onto a site. */
  readonly sites?: boolean;
  /** Play on through the other seats' moves until the seat is to act again. */
  readonly reply?: boolean;
  /** Asked after each sample: true stops the search early (the host's clock; machines/ hold none). */
  readonly enough?: () => boolean;
}

/** 4 samples x 8 candidates with the other seat's answers played: 73 of 100 bench games against normal (3 x 6 without answers: 66). */
export const CIV_HARD_BUDGET: CivHardBudget = { samples: 4, candidates: 8, width: 5, steps: 12, sites: true, reply: true };

/**
 * The candidate's first move, then the rest of the seat's own part of the phase played the normal way (at the
 * budget's width) on the sample, and with `reply` the table's moves until the seat is to act again, as each would
 * play them the normal way; the position is judged there. Every candidate is judged at the same point of the
 * game, the end of the seat's part, so that stopping early never looks better than playing on.
 */
function playout(state: CivState, seat: Seat, first: Scored, random: Random, budget: CivHardBudget): number {
  const start = after(state, seat, first.a);
  if (!start) return -Infinity;
  let s: CivState = start;
  // The first move's rule-of-thumb hint counts, as one move deep (a scout nearer a city site...); the later moves'
  // do not: summed, they favoured whatever kept the seat busy longest (8 wins in 30 games against normal, 13 without).
  let mine = true;
  for (let n = 0; n < budget.steps && !s.winner; n++) {
    const who: Seat | undefined = civRules.activeSeats(s)[0];
    if (who === undefined) break;
    if (who !== seat) {
      if (!budget.reply) break;
      mine = false;
    } else if (!mine) break;
    const move = greedyPick(s, who, civRules.legalActions(s, who), random, budget.width, true);
    if (!move) break;
    const next = after(s, who, move.a, true);
    if (!next) break;
    s = next;
  }
  return (budget.sites ? evaluateHard : evaluate)(s, seat) + HINT * first.hint;
}

/**
 * Hard: flat Monte Carlo a few moves deep. The normal level's best candidates are each followed by the rest of the
 * seat's part of the phase (played the normal way) on several samples of the hidden parts, and the candidate with
 * the best mean position is chosen. A generator: it yields after each playout, so a driver can slice
 * the search and keep its event loop free (runBot), or run it through at once; both give the same move.
 */
export function* civHardSearch(view: CivView, legal: readonly CivAction[], random: Random, seat: Seat, budget: CivHardBudget = CIV_HARD_BUDGET): Generator<void, CivAction | null> {
  // CIV-CITY-03: a city founded now beats any promise (the site judgement counts a scout on a site nearly as much).
  const found = budget.sites ? legal.find((a) => a.type === 'found-city') : undefined;
  if (found) return found;
  const base = sampleState(view, seat, random);
  const judge = budget.sites ? evaluateHard : evaluate;
  const listed = candidates(base, seat, legal);
  // A scout's walk towards a city site scores below nothing at the easy level: such moves are added by hand.
  if (budget.sites) for (const a of siteMoves(base, seat, legal)) if (!listed.some((x) => x.a === a)) listed.push({ a, hint: 1 });
  const judged = listed.map((c) => ({ c, a: c.a, v: worth(base, seat, c, false, judge) }));
  judged.sort((x, y) => y.v - x.v);
  const roots = judged.filter((x) => x.v > -Infinity).slice(0, budget.candidates);
  if (roots.length === 0) return null;
  // A clear first choice needs no look-ahead: one move deep it already stands far above the next (a founded city, a win).
  if (roots.length === 1 || roots[0].v - roots[1].v > 25) return roots[0].a;
  yield;
  const totals = roots.map(() => 0);
  for (let s = 0; s < budget.samples; s++) {
    const sample = s === 0 ? base : sampleState(view, seat, random);
    // Every candidate meets the same chances on a sample (the same draws among equal moves): their difference is theirs.
    const chances = random.uint32();
    for (let i = 0; i < roots.length; i++) {
      totals[i] += playout(sample, seat, roots[i].c, new Random(seedRng(`civ-playout/${chances}`)), budget);
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
