import type { Seat } from '../../../models/core/module';
import { Random, seedRng, type RngState } from '../../../models/core/rng';
import type { KhronosAction } from '../../../models/khronos/actions';
import { khronosRules } from '../../../models/khronos/rules';
import type { KhronosState } from '../../../models/khronos/state';
import type { KhronosView } from '../../../models/khronos/view';
import { evaluate } from './evaluate';
import { after, candidates, greedyStep } from './policy';
import { sampleState } from './sample';

/** How much the hard level searches: a work budget (so a game replays from its seed), and a clock cap for slow machines. */
export interface HardBudget {
  /** Samples of the hidden cards (determinizations) each candidate is played on (without `playouts`). */
  readonly samples: number;
  /** Candidate first moves, best first by the normal level's one-move judgement. */
  readonly candidates: number;
  /** Asked after each round of playouts: true stops the search early (the host's clock; machines/ hold none). */
  readonly enough?: () => boolean;
  /** Play the other seats' next turns too (the normal way, this narrow) before judging; 0 judges at the end of the seat's turn. */
  readonly reply?: number;
  /**
   * Playouts in all, shared out by successive halving: every candidate on a sample or two, then the better half on
   * more, and so on, so the moves still in the running are compared on the most samples. Without it, each
   * candidate is played on `samples` samples.
   */
  readonly playouts?: number;
  /** How wide the seat's own moves are looked at for the rest of its turn in a playout. */
  readonly own?: number;
}

export const HARD_BUDGET: HardBudget = { samples: 3, candidates: 6, reply: 5 };

/**
 * A finished game judged by who won, and then by the margin, so that in the last turn a lost game is still played
 * for the most Ecus and a won one is not thrown away by a tie between winning moves.
 */
export function judge(state: KhronosState, seat: Seat): number {
  if (!state.outcome) return evaluate(state, seat);
  let rival = -Infinity;
  for (const p of state.players) if (p.seat !== seat) rival = Math.max(rival, p.ecus);
  const margin = state.players[seat].ecus - rival;
  return (state.outcome.winners.includes(seat) ? 1000 / state.outcome.winners.length : -1000) + margin;
}

/** One move of the look-ahead, the normal level's way at this width; null when there is none to play. */
function advance(s: KhronosState, who: Seat, random: Random, width: number): KhronosState | null {
  const step = greedyStep(s, who, khronosRules.legalActions(s, who), random, width, true);
  if (!step) return null;
  return step.next ?? after(s, who, step.move, true);
}

/**
 * The rest of the seat's own turn played by the normal level (at a narrower look); with `reply`, the rest of the
 * round too (the seat's refill, every other seat's whole turn, the normal way at that width); then the position judged.
 * (Answers by the easy rule made the level weaker; the normal level's answers, on sampled hands, made it clearly
 * stronger: a domain the next player can take over is seen to be worth little.)
 */
function playout(state: KhronosState, seat: Seat, first: KhronosAction, random: Random, budget: HardBudget): number {
  const start = after(state, seat, first);
  if (!start) return -Infinity;
  let s: KhronosState = start;
  const own = budget.own ?? 5;
  for (let steps = 0; steps < 12 && !s.outcome && s.active === seat && (s.phase === 'exchange' || s.phase === 'actions'); steps++) {
    const next = advance(s, seat, random, own);
    if (!next) break;
    s = next;
  }
  const reply = budget.reply ?? 0;
  if (reply > 0) {
    // The rest of the round: the seat's refill, then each other seat's whole turn as the normal level would play it.
    for (let steps = 0; steps < 60 && !s.outcome && !(s.active === seat && s.phase === 'exchange'); steps++) {
      const next = advance(s, khronosRules.activeSeats(s)[0], random, reply);
      if (!next) break;
      s = next;
    }
  }
  return judge(s, seat);
}

/** The first moves worth playing out: the normal level's candidates, best first by its one-move judgement. */
function roots(base: KhronosState, seat: Seat, legal: readonly KhronosAction[], count: number): KhronosAction[] {
  const judged = candidates(base, seat, legal).map((a) => {
    const next = after(base, seat, a);
    return { a, v: next ? evaluate(next, seat) : -Infinity };
  });
  judged.sort((x, y) => y.v - x.v);
  return judged.slice(0, count).map((x) => x.a);
}

/** How many samples each round of the search plays every candidate still in the running on. */
export function schedule(budget: HardBudget, count: number): number[] {
  if (!budget.playouts) return [budget.samples];
  const rounds = Math.max(1, Math.ceil(Math.log2(count)));
  const out: number[] = [];
  let left = budget.playouts;
  let alive = count;
  for (let r = 0; r < rounds; r++) {
    const each = Math.max(1, Math.floor(left / (rounds - r) / alive));
    out.push(each);
    left -= each * alive;
    alive = Math.ceil(alive / 2);
  }
  return out;
}

/**
 * Hard: Monte Carlo over a round. Each candidate first move is followed by the normal level's play to the end of
 * the turn and (budget.reply) through the other seats' turns, on samples of the hidden cards (their hands
 * included); the candidates are compared on the same samples, the weaker half dropped after each round
 * (budget.playouts), and the one with the best mean position is chosen. A travel or an exchange that only pays
 * off with the build after it is seen this way. A generator: it yields after each playout, so a driver can slice
 * the search and keep its event loop free (runBot), or run it through at once (decide); both give the same move.
 */
export function* hardSearch(view: KhronosView, legal: readonly KhronosAction[], random: Random, seat: Seat, budget: HardBudget = HARD_BUDGET): Generator<void, KhronosAction | null> {
  const base = sampleState(view, seat, random);
  const moves = roots(base, seat, legal, budget.candidates);
  if (moves.length === 1) return moves[0];
  if (moves.length === 0) return legal[0] ?? null;
  yield;
  const samples: KhronosState[] = [base];
  const dice: RngState[] = [seedRng(`playout/${random.uint32()}`)];
  const totals = moves.map(() => 0);
  let alive = moves.map((_, i) => i);
  let played = 0;
  const rounds = schedule(budget, moves.length);
  search: for (let r = 0; r < rounds.length; r++) {
    if (r > 0) {
      // Keep the better half, compared on the same samples.
      alive = [...alive].sort((x, y) => totals[y] - totals[x] || x - y).slice(0, Math.ceil(alive.length / 2));
    }
    for (let k = 0; k < rounds[r]; k++) {
      if (played === samples.length) {
        samples.push(sampleState(view, seat, random));
        dice.push(seedRng(`playout/${random.uint32()}`));
      }
      const sample = samples[played];
      for (const i of alive) {
        // Every candidate meets the same draws on a sample (common random numbers), so they differ by the move alone.
        totals[i] += playout(sample, seat, moves[i], new Random(dice[played]), budget);
        yield;
      }
      played++;
      if (budget.enough?.()) break search;
    }
  }
  let best: number[] = [];
  let top = -Infinity;
  for (const i of alive) {
    const v = totals[i];
    if (v > top + 1e-9) [top, best] = [v, [i]];
    else if (Math.abs(v - top) <= 1e-9) best.push(i);
  }
  return best.length === 0 ? legal[0] : moves[best.length === 1 ? best[0] : random.pick(best)];
}

/** The whole hard search at once (tests, benchmarks, playBotGame). */
export function hardMove(view: KhronosView, legal: readonly KhronosAction[], random: Random, seat: Seat, budget: HardBudget = HARD_BUDGET): KhronosAction | null {
  const search = hardSearch(view, legal, random, seat, budget);
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
  }
}
