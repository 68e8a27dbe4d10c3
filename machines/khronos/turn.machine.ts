import { assign, setup } from 'xstate';
import type { LogLine, Seat } from '../../models/khronos/contract';
import type { Random } from '../../models/core/rng';
import type { KhronosAction, KhronosActionType } from '../../models/khronos/actions';
import { khronosRules } from '../../models/khronos/rules';
import type { KhronosState, Phase } from '../../models/khronos/state';

export interface KhronosTurnContext {
  game: KhronosState;
  log: LogLine[];
  revealed: boolean;
}

export type KhronosTurnEvent = { type: KhronosActionType; seat: Seat; action: KhronosAction; random: Random };

/** The actions each phase of a turn offers (KH-TURN-2); the `legal` guard is the rules' own check. */
const PHASE_ACTIONS: Readonly<Record<Exclude<Phase, 'over'>, readonly KhronosActionType[]>> = {
  exchange: ['exchange', 'holdem', 'startActions'],
  actions: ['travel', 'construct', 'upgrade', 'demolish', 'populate', 'renovate', 'endActions'],
  decision: ['placeDownsized', 'chooseDownsize'],
  refill: ['refill'],
  earnings: ['collect'],
};

const PHASES: readonly Phase[] = ['exchange', 'actions', 'decision', 'refill', 'earnings', 'over'];

/** Phase changes follow the game state, so the chart and the state never disagree. */
const follow = (here: Phase | 'start') =>
  PHASES.filter((p) => p !== here).map((p) => ({ guard: ({ context }: { context: KhronosTurnContext }) => context.game.phase === p, target: `#khronos-turn.${p}` }));

const handlers = (phase: Exclude<Phase, 'over'>) => Object.fromEntries(PHASE_ACTIONS[phase].map((t) => [t, { guard: 'legal' as const, actions: 'play' as const }]));

const phaseState = (phase: Exclude<Phase, 'over'>) => ({ always: follow(phase), on: handlers(phase) });

export const khronosTurnMachine = setup({
  types: {} as { context: KhronosTurnContext; events: KhronosTurnEvent; input: { game: KhronosState } },
  guards: {
    legal: ({ context, event }) => event.action.type === event.type && khronosRules.check(context.game, event.seat, event.action).ok,
  },
  actions: {
    play: assign(({ context, event }) => {
      const applied = khronosRules.apply(context.game, event.seat, event.action, event.random);
      return { game: applied.state, log: [...applied.log], revealed: !!applied.revealed };
    }),
  },
}).createMachine({
  id: 'khronos-turn',
  context: ({ input }) => ({ game: input.game, log: [], revealed: false }),
  initial: 'start',
  states: {
    /** Routes a restored game to its phase. */
    start: { always: follow('start') },
    /** Phase I: exchange cards (KH-XCH) and the Hold'em swap (KH-HOLD). */
    exchange: phaseState('exchange'),
    /** Phase II: travel in time and spend cards (KH-TRAV, KH-CARD). */
    actions: phaseState('actions'),
    /** A player owes a choice in a downsizing (KH-TURN-3). */
    decision: phaseState('decision'),
    /** Phase III: refill the hand (KH-FILL). */
    refill: phaseState('refill'),
    /** Phase IV, game turns 4 and 7 only: earnings (KH-EARN). */
    earnings: phaseState('earnings'),
    /** KH-END-1. */
    over: { type: 'final' },
  },
});
