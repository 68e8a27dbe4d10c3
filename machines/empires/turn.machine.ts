import { assign, setup } from 'xstate';
import type { LogLine, Seat } from '../../models/empires/seat';
import type { Random } from '../../models/core/rng';
import { ACTION_TYPES, type EmpiresAction } from '../../models/empires/actions';
import { empiresRules } from '../../models/empires/rules';
import { PHASES, type EmpiresState, type PhaseId, type TurnPhase } from '../../models/empires/state';

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

const inPhase12 = (test: (g: EmpiresState) => boolean) => ({ context }: { context: TurnContext }) => test(context.game);

/**
 * ME-SEQ: the tags say how a phase is played: `scripted` (always by the rules), `board` (phases 1-5: by the rules
 * unless the table plays them by hand), `manual`; and `ordered` (movement, seat by seat in census order) or
 * `simultaneous` (every seat's input, committed together).
 */
const tagsOf = (id: TurnPhase): string[] => {
  const info = PHASES.find((p) => p.id === id)!;
  const how = info.scripted ? 'scripted' : info.board ? 'board' : 'manual';
  return [how, id === 'movement' || id === 'advances-acquisition' ? 'ordered' : 'simultaneous'];
};

/** One phase state: every action offered (guarded by the rules), and the move to whatever phase the game is in. */
const phase = (id: TurnPhase) => ({
  tags: tagsOf(id),
  always: follow(id),
  on: actionHandlers,
});

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
    'tax-collection': phase('tax-collection'),
    'population-expansion': phase('population-expansion'),
    movement: phase('movement'),
    conflict: phase('conflict'),
    'city-construction': phase('city-construction'),
    'trade-card-acquisition': phase('trade-card-acquisition'),
    trade: phase('trade'),
    'calamity-selection': phase('calamity-selection'),
    'calamity-resolution': phase('calamity-resolution'),
    'special-abilities': phase('special-abilities'),
    'surplus-population': phase('surplus-population'),
    // Phase 12 has its own sub-states: the normal order, an open priority dispute, and the hand limit.
    'advances-acquisition': {
      ...phase('advances-acquisition'),
      initial: 'ordinary',
      states: {
        ordinary: {
          always: [
            { guard: inPhase12((g) => !!g.acquisition?.window), target: 'dispute' },
            { guard: inPhase12((g) => g.acquisition?.stage === 'hand-limit'), target: 'handLimit' },
          ],
        },
        dispute: { always: { guard: inPhase12((g) => !g.acquisition?.window), target: 'ordinary' } },
        handLimit: {},
      },
    },
    'ast-alteration': phase('ast-alteration'),
    'game-over': { type: 'final' },
  },
});
