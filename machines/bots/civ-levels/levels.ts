import type { Seat } from '../../../models/core/module';
import type { Random } from '../../../models/core/rng';
import type { CivAction } from '../../../models/civ/actions';
import type { CivView } from '../../../models/civ/view';
import type { Bot } from '../bot';
import { civBot } from '../civ';
import { greedyMove } from './policy';
import { CIV_HARD_BUDGET, civHardMove, civHardSearch, type CivHardBudget } from './search';
import { sampleable, sampleState } from './sample';

/** A battle being fought, another seat's secret choice, a lone option: the easy rule answers (the sample cannot). */
const easyOnly = (view: CivView, legal: readonly CivAction[], seat: Seat) => legal.length <= 1 || !sampleable(view, seat);

/** Normal: the best candidates played one move deep on a sample of what the seat cannot see, the position judged. */
export function civNormalBot(): Bot<CivView, CivAction> {
  const easy = civBot();
  return {
    name: 'civ-normal',
    decide(view, legal, random: Random, seat) {
      if (easyOnly(view, legal, seat)) return easy.decide(view, legal, random, seat);
      return greedyMove(sampleState(view, seat, random), seat, legal, random) ?? easy.decide(view, legal, random, seat);
    },
  };
}

/** Hard: each of its best moves followed by the rest of its part of the phase, on several samples (search.ts). */
export function civHardBot(budget: CivHardBudget = CIV_HARD_BUDGET): Bot<CivView, CivAction> {
  const easy = civBot();
  return {
    name: 'civ-hard',
    decide(view, legal, random, seat) {
      if (easyOnly(view, legal, seat)) return easy.decide(view, legal, random, seat);
      return civHardMove(view, legal, random, seat, budget) ?? easy.decide(view, legal, random, seat);
    },
    *search(view, legal, random, seat) {
      if (easyOnly(view, legal, seat)) return easy.decide(view, legal, random, seat);
      return (yield* civHardSearch(view, legal, random, seat, budget)) ?? easy.decide(view, legal, random, seat);
    },
  };
}
