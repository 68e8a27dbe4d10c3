import type { Seat } from '../../../models/core/module';
import type { Random } from '../../../models/core/rng';
import type { KhronosAction } from '../../../models/khronos/actions';
import { khronosRules } from '../../../models/khronos/rules';
import type { KhronosState } from '../../../models/khronos/state';
import type { KhronosView } from '../../../models/khronos/view';
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
  /** Play the other seats' next turns too (the normal way, this narrow) before judging; 0 judges at the end of the seat's turn. */
  readonly reply?: number;
}

export const HARD_BUDGET: HardBudget = { samples: 3, candidates: 6, reply: 5 };

/**
 * The rest of the seat's own turn played by the normal level (at a narrower look); with `reply`, the rest of the
 * round too (the seat's refill, every other seat's whole turn, the normal way at that width); then the position judged.
 * (Answers by the easy rule made the level weaker; the normal level's answers, on sampled hands, made it clearly
 * stronger: a domain the next player can take over is seen to be worth little.)
 */
function playout(state: KhronosState, seat: Seat, first: KhronosAction, random: Random, reply = 0): number {
  const start = after(state, seat, first);
  if (!start) return -Infinity;
  let s: KhronosState = start;
  for (let steps = 0; steps < 12 && !s.outcome && s.active === seat && (s.phase === 'exchange' || s.phase === 'actions'); steps++) {
    const move = greedyMove(s, seat, khronosRules.legalActions(s, seat), random, 5, true);
    const next: KhronosState | null = move && after(s, seat, move, true);
    if (!next) break;
    s = next;
  }
  if (reply > 0) {
    // The rest of the round: the seat's refill, then each other seat's whole turn as the normal level would play it.
    for (let steps = 0; steps < 60 && !s.outcome && !(s.active === seat && s.phase === 'exchange'); steps++) {
      const who = khronosRules.activeSeats(s)[0];
      const move = greedyMove(s, who, khronosRules.legalActions(s, who), random, reply, true);
      const next: KhronosState | null = move && after(s, who, move, true);
      if (!next) break;
      s = next;
    }
  }
  return evaluate(s, seat);
}

/**
 * Hard: flat Monte Carlo over a round. Each candidate first move is followed by the normal level's play to the end
 * of the turn and (budget.reply) through the other seats' turns, on several samples of the hidden cards (their hands
 * included), and the candidate with the best mean position is chosen. A travel or an exchange that only pays off with the build after
 * it is seen this way. A generator: it yields after each playout, so a driver can slice the search and keep its
 * event loop free (runBot), or run it through at once (decide); both give the same move from the same generator.
 */
export function* hardSearch(view: KhronosView, legal: readonly KhronosAction[], random: Random, seat: Seat, budget: HardBudget = HARD_BUDGET): Generator<void, KhronosAction | null> {
  const base = sampleState(view, seat, random);
  // The first moves worth playing out: the normal level's candidates, best first by its one-move judgement, so
  // the search always weighs the move normal would make.
  const judged = candidates(base, seat, legal).map((a) => {
    const next = after(base, seat, a);
    return { a, v: next ? evaluate(next, seat) : -Infinity };
  });
  judged.sort((x, y) => y.v - x.v);
  const roots = judged.slice(0, budget.candidates).map((x) => x.a);
  if (roots.length === 1) return roots[0];
  yield;
  const totals = roots.map(() => 0);
  for (let s = 0; s < budget.samples; s++) {
    const sample = s === 0 ? base : sampleState(view, seat, random);
    for (let i = 0; i < roots.length; i++) {
      totals[i] += playout(sample, seat, roots[i], random, budget.reply);
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
