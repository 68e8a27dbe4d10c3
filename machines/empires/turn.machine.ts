import { assign, setup } from 'xstate';
import type { LogLine, Seat } from '../../models/empires/seat';
import type { Random } from '../../models/core/rng';
import { ACTION_TYPES, type EmpiresAction } from '../../models/empires/actions';
import { empiresRules } from '../../models/empires/rules';
import { PHASES, type EmpiresState, type PhaseId } from '../../models/empires/state';

export interface TurnContext {
  game: EmpiresState;
  log: LogLine[];
  revealed: boolean;
}

export type TurnEvent = { type: EmpiresAction['type']; seat: Seat; action: EmpiresAction; random: Random };

/** Every action is offered in every phase; the rules' check (the `legal` guard) refuses what the phase does not allow. */
const actionHandlers = Object.fromEntries(ACTION_TYPES.map((t) => [t, { guard: 'legal' as const, actions: 'play' as const }]));

/** Phase changes follow the game state, so the chart and the state never disagree. */
const follow = (here: PhaseId) =>
  [...PHASES.map((p) => p.id), 'game-over' as const]
    .filter((p) => p !== here)
    .map((p) => ({ guard: ({ context }: { context: TurnContext }) => context.game.phase === p, target: `#empires-turn.${p}` }));

/** Phase 12 has its own sub-states: the normal order, an open priority dispute, and the hand limit. */
const acquisitionStates = {
  initial: 'ordinary' as const,
  states: {
    ordinary: { always: [{ guard: ({ context }: { context: TurnContext }) => !!context.game.acquisition?.window, target: 'dispute' }, { guard: ({ context }: { context: TurnContext }) => context.game.acquisition?.stage === 'hand-limit', target: 'handLimit' }] },
    dispute: { always: { guard: ({ context }: { context: TurnContext }) => !context.game.acquisition?.window, target: 'ordinary' } },
    handLimit: {},
  },
};

const phaseStates = Object.fromEntries(
  PHASES.map((p) => [
    p.id,
    {
      tags: [p.scripted ? 'scripted' : 'manual'],
      always: follow(p.id),
      on: actionHandlers,
      ...(p.id === 'advances-acquisition' ? acquisitionStates : {}),
    },
  ]),
);

export const empiresTurnMachine = setup({
  types: {} as { context: TurnContext; events: TurnEvent; input: { game: EmpiresState } },
  guards: {
    legal: ({ context, event }) => empiresRules.check(context.game, event.seat, event.action).ok,
  },
  actions: {
    play: assign(({ context, event }) => {
      const applied = empiresRules.apply(context.game, event.seat, event.action, event.random);
      return { game: applied.state, log: [...applied.log], revealed: !!applied.revealed };
    }),
  },
}).createMachine({
  id: 'empires-turn',
  context: ({ input }) => ({ game: input.game, log: [], revealed: false }),
  initial: 'tax-collection',
  states: {
    ...phaseStates,
    'game-over': { type: 'final' },
  },
});
