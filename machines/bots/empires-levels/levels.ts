import type { Seat } from '../../../models/core/module';
import { Random, seedRng } from '../../../models/core/rng';
import type { EmpiresAction } from '../../../models/empires/actions';
import { empiresRules } from '../../../models/empires/rules';
import type { EmpiresState } from '../../../models/empires/state';
import type { EmpiresView } from '../../../models/empires/view';
import type { Bot } from '../bot';
import { empiresBot } from '../empires';
import { evaluate } from './evaluate';
import { hardBoardChoice } from './hard-board';
import { acquisitionChoices, after, empiresNormalBot } from './normal';
import { sampleable, sampleState } from './sample';

export { empiresNormalBot };

/** How much the hard level searches: a work budget, so a game replays from its seed. */
export interface EmpiresHardBudget {
  /** Samples of the hidden cards (determinizations) each candidate is played on. */
  readonly samples: number;
  /** Candidate transactions, best first by normal's one-move judgement. */
  readonly candidates: number;
  /** Actions of the playout at most (the rest of this turn and the next turn). */
  readonly horizon: number;
  /** Asked after each sample: true stops the search early (the host's clock; machines/ hold none). */
  readonly enough?: () => boolean;
}

/** How much better (in points, per sample) another transaction must turn out than normal's to be chosen instead. */
const MARGIN = 1;

export const EMPIRES_HARD_BUDGET: EmpiresHardBudget = { samples: 3, candidates: 3, horizon: 400 };

/**
 * After the seat's transaction, the game played on (on the sample) to the end of the next turn, then the position
 * judged from the seat's view of it: the A.S.T. step of phase 13, the next turn's growth, cities and calamities,
 * and what the cards kept back buy in its acquisition are seen this way.
 */
function playout(state: EmpiresState, seat: Seat, first: EmpiresAction, seed: number, horizon: number): number {
  const start = after(state, seat, first);
  if (!start) return -Infinity;
  let s = start;
  // The same bots' generator for every candidate on a sample, and the sample's own dice (its rng): the candidates
  // are compared on the same luck, so what differs is what they did.
  const random = new Random(seedRng(`playout/${seed}`));
  // The seat plays on as normal would (so the cards it saved are spent as normal spends them), the others by easy's rules.
  const bots = s.players.map((p) => (p.seat === seat ? empiresNormalBot() : empiresBot()));
  const turn = s.turn;
  for (let steps = 0; steps < horizon && s.phase !== 'game-over'; steps++) {
    if (s.turn > turn + 1) break;
    let moved = false;
    for (const who of empiresRules.activeSeats(s)) {
      const legal = empiresRules.legalActions(s, who);
      if (legal.length === 0) continue;
      const move = bots[who].decide(empiresRules.view(s, who), legal, random, who);
      if (!move) continue;
      s = empiresRules.apply(s, who, move, new Random(s.rng)).state;
      moved = true;
      break;
    }
    if (!moved) break;
  }
  return evaluate(empiresRules.view(s, seat), seat);
}

/**
 * Hard: flat Monte Carlo over the transaction of phase 12. Normal's best few transactions (and passing) are each
 * played on to the end of the next turn (the seat as normal, the others by easy's rules) on several samples of
 * the hidden cards; normal's choice stands unless another turns out clearly better. Elsewhere hard plays as normal, but for its attacks in movement (hardBoardChoice). A generator: it yields after each
 * playout, so a driver can slice the search and keep its event loop free (runBot), or run it through (decide).
 */
export function* empiresHardSearch(view: EmpiresView, legal: readonly EmpiresAction[], random: Random, seat: Seat, budget: EmpiresHardBudget = EMPIRES_HARD_BUDGET): Generator<void, EmpiresAction | null> {
  const choices = sampleable(view) ? acquisitionChoices(legal) : [];
  if (choices.length <= 1) return empiresNormalBot().decide(view, legal, random, seat);
  const base = sampleState(view, seat, random);
  const judged = choices.map((a) => {
    const next = after(base, seat, a);
    return { a, v: next ? evaluate(empiresRules.view(next, seat), seat) : -Infinity };
  });
  judged.sort((x, y) => y.v - x.v);
  const roots = judged.filter((x) => x.v > -Infinity).slice(0, budget.candidates).map((x) => x.a);
  if (roots.length <= 1) return roots[0] ?? choices[0];
  yield;
  const totals = roots.map(() => 0);
  let played = 0;
  for (let n = 0; n < budget.samples; n++) {
    const sample = n === 0 ? base : sampleState(view, seat, random);
    const seed = random.uint32();
    for (let i = 0; i < roots.length; i++) {
      totals[i] += playout(sample, seat, roots[i], seed, budget.horizon);
      yield;
    }
    played++;
    if (budget.enough?.()) break;
  }
  // Normal's choice stands unless the look-ahead finds another clearly better (a playout is noisy).
  let best = 0;
  totals.forEach((v, i) => {
    if (v > totals[best] + MARGIN * played) best = i;
  });
  return roots[best];
}

/** The whole hard search at once (tests, benchmarks, playBotGame). */
export function empiresHardMove(view: EmpiresView, legal: readonly EmpiresAction[], random: Random, seat: Seat, budget: EmpiresHardBudget = EMPIRES_HARD_BUDGET): EmpiresAction | null {
  const search = empiresHardSearch(view, legal, random, seat, budget);
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
  }
}

/** Hard: normal everywhere but the transaction, which it searches (empiresHardSearch), and movement, where it also attacks (hardBoardChoice). */
export function empiresHardBot(budget: EmpiresHardBudget = EMPIRES_HARD_BUDGET): Bot<EmpiresView, EmpiresAction> {
  const normal = empiresNormalBot();
  const searches = (view: EmpiresView, legal: readonly EmpiresAction[]) => sampleable(view) && acquisitionChoices(legal).length > 1;
  return {
    name: 'empires-hard',
    decide(view, legal, random, seat) {
      if (!searches(view, legal)) return hardBoardChoice(view, legal, seat) ?? normal.decide(view, legal, random, seat);
      return empiresHardMove(view, legal, random, seat, budget);
    },
    *search(view, legal, random, seat) {
      if (!searches(view, legal)) return hardBoardChoice(view, legal, seat) ?? normal.decide(view, legal, random, seat);
      return yield* empiresHardSearch(view, legal, random, seat, budget);
    },
  };
}
