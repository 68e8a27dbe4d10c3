import { assign, setup } from 'xstate';
import { CIV_ACTION_TYPES, MANUAL_ACTION_TYPES, type CivActionType } from '../../models/civ/actions';
import { civRules } from '../../models/civ/rules';
import { PHASES, type CivState, type Phase } from '../../models/civ/state';
import { battleStates } from './battle.machine';
import { greatPersonDrawStates, growthStates, pendingIs, rewardStates, type CivContext, type CivEvent } from './decisions';
import { cardStates } from './cards';

type Args = { context: CivContext };
const play = { guard: 'legal' as const, actions: 'play' as const };

/** Declared manual steps and any-time great people are heard in every state; the rules' check says whether they fit now. */
const anyTime = Object.fromEntries(CIV_ACTION_TYPES.filter((t) => MANUAL_ACTION_TYPES.includes(t) || t === 'use-great-person' || t === 'use-card' || t === 'spend-resource').map((t) => [t, play]));

/** CIV-TURN-01: what each phase offers (plus `done` and the Spanish free building on one's own step). */
const PHASE_EVENTS: Record<Exclude<Phase, 'ended'>, CivActionType[]> = {
  start: ['found-city', 'change-government', 'invest', 'place-free-investment', 'place-great-person', 'use-teacher'],
  trade: ['give'],
  city: ['city-action', 'use-friendly-workers', 'advance-culture'],
  movement: ['move', 'explore', 'disband'],
  research: ['research'],
};

const decisionRoutes = [
  { guard: pendingIs('growth'), target: 'growth' },
  { guard: pendingIs('greek-choice'), target: 'greatPersonDraw' },
  { guard: pendingIs('battle', 'loot'), target: 'battle' },
  { guard: pendingIs('friendly-barbarian'), target: 'hutReward' },
  { guard: pendingIs('atlantis'), target: 'relicReward' },
  { guard: pendingIs('card-response', 'culture-discard', 'event-choice', 'gift-tech'), target: 'cards' },
];

/** Each phase: players act in order; any pending decision becomes a nested state until it is resolved. */
function phaseState(phase: Exclude<Phase, 'ended'>) {
  return {
    initial: 'route' as const,
    always: { guard: ({ context }: Args) => context.game.phase !== phase, target: '#civ.route' },
    states: {
      route: { always: [...decisionRoutes, { target: 'acting' }] },
      acting: {
        on: Object.fromEntries([...PHASE_EVENTS[phase], 'done', 'spanish-free-building'].map((t) => [t, play])),
        always: { guard: ({ context }: Args) => context.game.pending.length > 0, target: 'route' },
      },
      growth: { ...growthStates, onDone: 'route' },
      greatPersonDraw: { ...greatPersonDrawStates, onDone: 'route' },
      battle: { ...battleStates, onDone: 'route' },
      hutReward: { ...rewardStates('friendly-barbarian', 'friendly-barbarian'), onDone: 'route' },
      relicReward: { ...rewardStates('atlantis', 'choose-free-tech'), onDone: 'route' },
      cards: { ...cardStates, onDone: 'route' },
    },
  };
}

/** The guards and actions every civ chart shares (the turn chart, and each decision chart on its own in tests). */
export const civMachineSetup = setup({
  types: {} as { context: CivContext; events: CivEvent; input: { game: CivState } },
  guards: {
    legal: ({ context, event }) => civRules.check(context.game, event.seat, event.action).ok,
  },
  actions: {
    play: assign(({ context, event }) => {
      const applied = civRules.apply(context.game, event.seat, event.action, event.random);
      return { game: applied.state, log: [...applied.log], revealed: !!applied.revealed };
    }),
  },
});

/**
 * xstate's pure `transition()` (how the engine runs the chart) first builds a throwaway actor without input, which
 * enters the initial state: without a game the chart stays in `route` instead of throwing (an Error and its stack
 * trace on every action).
 */
export const civTurnMachine = civMachineSetup.createMachine({
  id: 'civ',
  context: ({ input }) => ({ game: input?.game, log: [], revealed: false }),
  initial: 'route',
  on: anyTime,
  states: {
    route: {
      always: [
        { guard: ({ context }: Args) => context.game?.phase === 'ended', target: 'ended' },
        ...PHASES.map((p) => ({ guard: ({ context }: Args) => context.game?.phase === p, target: p })),
      ],
    },
    start: phaseState('start'),
    trade: phaseState('trade'),
    city: phaseState('city'),
    movement: phaseState('movement'),
    research: phaseState('research'),
    ended: { type: 'final' },
  },
});
