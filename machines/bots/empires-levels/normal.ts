import type { Seat } from '../../../models/core/module';
import { Random, type Random as Rng } from '../../../models/core/rng';
import type { EmpiresAction } from '../../../models/empires/actions';
import { empiresRules } from '../../../models/empires/rules';
import type { EmpiresState } from '../../../models/empires/state';
import type { EmpiresView } from '../../../models/empires/view';
import type { Bot } from '../bot';
import { empiresBot } from '../empires';
import { evaluate } from './evaluate';
import { gatherMove } from './movement';
import { sampleable, sampleState } from './sample';
import { tradeChoice } from './trade';

type Of<T extends EmpiresAction['type']> = Extract<EmpiresAction, { type: T }>;

/** The state after the seat's action on a sample (the rules' own check and apply), or null if its rules refuse it. */
export function after(state: EmpiresState, seat: Seat, action: EmpiresAction): EmpiresState | null {
  if (!empiresRules.check(state, seat, action).ok) return null;
  return empiresRules.apply(state, seat, action, new Random(state.rng)).state;
}

/** The acquisition's choices worth weighing: every transaction on offer and passing. */
export function acquisitionChoices(legal: readonly EmpiresAction[]): EmpiresAction[] {
  return legal.filter((a): a is Of<'transact'> | Of<'pass'> => a.type === 'transact' || a.type === 'pass');
}

/**
 * Normal's transaction (ME-ADV, SB-DEF-TRANSACTION): each one on offer, and passing, played on a sample of what the
 * seat cannot see, the position judged after it (the A.S.T. step it allows, the points, what the cards left will buy).
 */
export function oneMoveDeep(state: EmpiresState, seat: Seat, choices: readonly EmpiresAction[], random: Rng): EmpiresAction | null {
  let best: EmpiresAction[] = [];
  let top = -Infinity;
  for (const a of choices) {
    const next = after(state, seat, a);
    if (!next) continue;
    const v = evaluate(empiresRules.view(next, seat), seat);
    if (v > top + 1e-9) [top, best] = [v, [a]];
    else if (Math.abs(v - top) <= 1e-9) best.push(a);
  }
  return best.length === 0 ? null : best.length === 1 ? best[0] : random.pick(best);
}

/** Normal's own choice where it plays differently from easy, or undefined to play easy's. */
export function normalChoice(view: EmpiresView, legal: readonly EmpiresAction[], random: Rng, seat: Seat): EmpiresAction | null | undefined {
  if (sampleable(view)) {
    const choices = acquisitionChoices(legal);
    if (choices.length > 1) return oneMoveDeep(sampleState(view, seat, random), seat, choices, random) ?? undefined;
  }
  if (view.cardPhases === 'scripted' && view.phase === 'trade') return tradeChoice(view, legal, seat);
  if (view.boardPhases === 'scripted' && view.phase === 'movement') return gatherMove(view, legal, seat);
  return undefined;
}

/**
 * Normal: easy's way through the board phases, but it weighs every transaction one move deep on a sample of the
 * hidden cards, and trades only for cards it collects.
 */
export function empiresNormalBot(): Bot<EmpiresView, EmpiresAction> {
  const easy = empiresBot();
  return {
    name: 'empires-normal',
    decide(view, legal, random, seat) {
      if (legal.length === 0) return null;
      const own = normalChoice(view, legal, random, seat);
      return own !== undefined ? own : easy.decide(view, legal, random, seat);
    },
  };
}
