import type { CivState, Pending } from '../../models/civ/state';
import type { LogLine, Seat } from '../../models/civ/contract';
import type { Random } from '../../models/core/rng';
import type { CivAction } from '../../models/civ/actions';

export interface CivContext {
  game: CivState;
  log: LogLine[];
  revealed: boolean;
}

export type CivEvent = { type: CivAction['type']; seat: Seat; action: CivAction; random: Random };

type Args = { context: CivContext };
export const pendingIs = (...kinds: Pending['kind'][]) => ({ context }: Args) => !!context.game.pending[0] && kinds.includes(context.game.pending[0].kind);
const notPending = (...kinds: Pending['kind'][]) => ({ context }: Args) => !pendingIs(...kinds)({ context });
const play = { guard: 'legal' as const, actions: 'play' as const };

/**
 * FF-METRO-01/08: growing the capital. Right after Agriculture it is immediate; in a Start of Turn it is the
 * delayed, mandatory case. Either way only `grow-metropolis` moves the game on.
 */
export const growthStates = {
  initial: 'which' as const,
  states: {
    which: { always: [{ guard: ({ context }: Args) => context.game.phase === 'start', target: 'deferred' }, { target: 'immediate' }] },
    immediate: { on: { 'grow-metropolis': play }, always: { guard: notPending('growth'), target: 'grown' } },
    deferred: { on: { 'grow-metropolis': play }, always: { guard: notPending('growth'), target: 'grown' } },
    grown: { type: 'final' as const },
  },
};

/** FF-GP-05/06: the draw itself is scripted; the Greeks then keep one of two valid cards. */
export const greatPersonDrawStates = {
  initial: 'choosing' as const,
  states: {
    choosing: { on: { 'keep-great-person': play }, always: { guard: notPending('greek-choice'), target: 'kept' } },
    kept: { type: 'final' as const },
  },
};

/** FF-HUT-01 and FF-RELIC-06: single-step rewards. */
export const rewardStates = (kind: 'friendly-barbarian' | 'atlantis', event: 'friendly-barbarian' | 'choose-free-tech') => ({
  initial: 'choosing' as const,
  states: {
    choosing: { on: { [event]: play }, always: { guard: notPending(kind), target: 'taken' } },
    taken: { type: 'final' as const },
  },
});
