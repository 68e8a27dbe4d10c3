import type { Seat } from '../../../models/core/module';
import type { Random } from '../../../models/core/rng';
import type { KhronosAction } from '../../../models/khronos/actions';
import { khronosRules } from '../../../models/khronos/rules';
import type { KhronosState } from '../../../models/khronos/state';
import { viewKhronos, type KhronosView } from '../../../models/khronos/view';
import type { Bot } from '../bot';
import { khronosBot } from '../khronos';
import { evaluate } from './evaluate';
import { after, candidates, greedyMove } from './policy';
import { sampleState } from './sample';

/** A choice in the middle of a downsizing needs the resolution's records, which no view holds: the easy rule answers. */
const easyOnly = (view: KhronosView, legal: readonly KhronosAction[]) => view.phase === 'decision' || legal.length <= 1;

/** Normal: every candidate played one move deep on a sample of what the seat cannot see, the position judged. */
export function khronosNormalBot(): Bot<KhronosView, KhronosAction> {
  const easy = khronosBot();
  return {
    name: 'khronos-normal',
    decide(view, legal, random, seat) {
      if (easyOnly(view, legal)) return easy.decide(view, legal, random, seat);
      return greedyMove(sampleState(view, seat, random), seat, legal, random);
    },
  };
}

/** How much the hard level searches: a work budget (so a game replays from its seed), and a clock cap for slow machines. */
export interface HardBudget {
  /** Samples of the hidden cards (determinizations) each candidate is played on. */
  readonly samples: number;
  /** Candidate first moves, best first by the easy score. */
  readonly candidates: number;
  /** Asked after each sample: true stops the search early (the host's clock; machines/ hold none). */
  readonly enough?: () => boolean;
}

export const HARD_BUDGET: HardBudget = { samples: 4, candidates: 8 };

/** Plays on with `choose` while `going` holds (at most `limit` moves). */
function playOn(state: KhronosState, going: (s: KhronosState) => boolean, choose: (s: KhronosState, who: Seat, legal: readonly KhronosAction[]) => KhronosAction | null, limit: number): KhronosState {
  let s = state;
  for (let steps = 0; steps < limit && !s.outcome && going(s); steps++) {
    const who = khronosRules.activeSeats(s)[0];
    const legal = khronosRules.legalActions(s, who);
    const move = choose(s, who, legal);
    const next: KhronosState | null = move && after(s, who, move);
    if (!next) break;
    s = next;
  }
  return s;
}

/**
 * The rest of the seat's own turn played by the normal level, then the next seats' turns by the easy rule (their
 * answer: taking over a domain it just made, say), then the position judged.
 */
function playout(state: KhronosState, seat: Seat, first: KhronosAction, random: Random): number {
  const start = after(state, seat, first);
  if (!start) return -Infinity;
  const mine = playOn(start, (s) => s.active === seat && (s.phase === 'exchange' || s.phase === 'actions'), (s, who, legal) => greedyMove(s, who, legal, random, 5), 12);
  const easy = khronosBot();
  const theirs = playOn(mine, (s) => s.active !== seat || s.phase === 'refill' || s.phase === 'earnings', (s, who, legal) => (s.phase === 'decision' ? legal[0] ?? null : easy.decide(viewKhronos(s, who), legal, random, who)), 60);
  return evaluate(theirs, seat);
}

/**
 * Hard: flat Monte Carlo over the seat's whole turn. Each candidate first move is followed by the normal level's
 * play to the end of the turn and the next seats' answer, on several samples of the hidden cards, and the
 * candidate with the best mean position is chosen. A travel or an exchange that only pays off with the build after
 * it is seen this way. A generator: it yields after each playout, so a driver can slice the search and keep its
 * event loop free (runBot), or run it through at once (decide); both give the same move from the same generator.
 */
export function* hardSearch(view: KhronosView, legal: readonly KhronosAction[], random: Random, seat: Seat, budget: HardBudget = HARD_BUDGET): Generator<void, KhronosAction | null> {
  const base = sampleState(view, seat, random);
  const roots = candidates(base, seat, legal, budget.candidates);
  if (roots.length === 1) return roots[0];
  const totals = roots.map(() => 0);
  for (let s = 0; s < budget.samples; s++) {
    const sample = s === 0 ? base : sampleState(view, seat, random);
    for (let i = 0; i < roots.length; i++) {
      totals[i] += playout(sample, seat, roots[i], random);
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
  return best.length === 0 ? legal[0] : roots[best.length === 1 ? best[0] : random.pick(best)];
}

/** The whole hard search at once (tests, benchmarks, playBotGame). */
export function hardMove(view: KhronosView, legal: readonly KhronosAction[], random: Random, seat: Seat, budget: HardBudget = HARD_BUDGET): KhronosAction | null {
  const search = hardSearch(view, legal, random, seat, budget);
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
  }
}

export function khronosHardBot(budget: HardBudget = HARD_BUDGET): Bot<KhronosView, KhronosAction> {
  const easy = khronosBot();
  return {
    name: 'khronos-hard',
    decide(view, legal, random, seat) {
      if (easyOnly(view, legal)) return easy.decide(view, legal, random, seat);
      return hardMove(view, legal, random, seat, budget);
    },
    *search(view, legal, random, seat) {
      if (easyOnly(view, legal)) return easy.decide(view, legal, random, seat);
      return yield* hardSearch(view, legal, random, seat, budget);
    },
  };
}
