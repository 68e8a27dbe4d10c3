import type { KhronosAction } from '../../../models/khronos/actions';
import type { KhronosView } from '../../../models/khronos/view';
import type { Bot } from '../bot';
import { khronosBot } from '../khronos';
import { HARD_BUDGET, hardMove, hardSearch, type HardBudget } from './hard';
import { greedyMove } from './policy';
import { sampleState } from './sample';

export { HARD_BUDGET, hardMove, hardSearch, type HardBudget } from './hard';

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
