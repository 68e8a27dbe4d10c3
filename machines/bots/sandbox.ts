import type { Action } from '../../models/core/module';
import type { Bot } from './bot';

/** The sandbox has no goal and no winner: the bot makes an ordinary table move now and then, never clears the table. */
export function sandboxBot(): Bot<unknown, Action> {
  return {
    name: 'sandbox',
    decide: (_view, legal, random) => {
      const moves = legal.filter((a) => a.type !== 'end-game');
      return moves.length > 0 ? random.pick(moves) : null;
    },
  };
}
