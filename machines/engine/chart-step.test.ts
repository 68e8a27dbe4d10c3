import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { stateHash } from '../../models/core/hash';
import { Random } from '../../models/core/rng';
import { playRandomGame } from '../../models/empires/random-game';
import { empiresTurnMachine } from '../empires/turn.machine';
import { fullStep, stepChart } from './chart-step';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const start = (machine: any, context: unknown) => fullStep(machine, machine.resolveState({ value: machine.config.initial, context }), { type: 'engine/settle' });

const counter = setup({
  types: {} as { context: { n: number; log: string[] }; events: { type: 'add' | 'jump' | 'noop'; by: number } },
  guards: { small: ({ event }) => event.by < 10 },
  actions: { add: assign(({ context, event }) => ({ n: context.n + event.by })) },
}).createMachine({
  id: 'counter',
  context: { n: 0, log: [] },
  initial: 'low',
  states: {
    low: {
      always: { guard: ({ context }) => context.n >= 5, target: 'mid' },
      on: { add: { guard: 'small', actions: 'add' }, jump: { target: 'high' } },
    },
    // A compound state entered at its initial state, which moves on at once; then on to a final state.
    mid: {
      initial: 'first',
      on: { add: { actions: 'add' } },
      states: { first: { always: { target: 'second' } }, second: { always: { guard: ({ context }) => context.n >= 9, target: '#counter.high' } } },
    },
    high: {
      always: { guard: ({ context }) => context.n >= 30, target: 'over' },
      on: { add: { actions: [assign({ n: ({ context, event }) => context.n + 2 * event.by }), 'add'] } },
    },
    over: { type: 'final' },
  },
});

describe('stepChart: the light path for plain self-transitions', () => {
  it('gives the value and context xstate gives, through eventless moves, targets, refused and unknown events', () => {
    const events = [
      { type: 'add', by: 2 },
      { type: 'add', by: 20 },
      { type: 'noop', by: 1 },
      { type: 'add', by: 1 },
      { type: 'add', by: 3 },
      { type: 'add', by: 4 },
      { type: 'jump', by: 0 },
      { type: 'add', by: 2 },
      { type: 'add', by: 5 },
      { type: 'add', by: 1 },
    ] as const;
    const seen = new Set<string>();
    let light = start(counter, { n: 0, log: [] });
    let full = light;
    for (const event of events) {
      light = stepChart(counter, light, event);
      full = fullStep(counter, full, event);
      expect(light.value).toEqual(full.value);
      expect(light.context).toEqual(full.context);
      expect([...light.tags]).toEqual([...full.tags]);
      expect(light.status).toBe(full.status);
      expect(light.can({ type: 'add', by: 1 })).toBe(full.can({ type: 'add', by: 1 }));
      seen.add(JSON.stringify(full.value));
    }
    // Every kind of move was taken: into the compound state and through it, a target, the final state.
    expect([...seen]).toEqual(['"low"', '{"mid":"second"}', '"high"', '"over"']);
  });

  it('ME-SEQ: along random Empires games the turn chart reaches the same phase and game as with xstate alone', () => {
    for (const [seed, players] of [['chart-a', 3], ['chart-b', 5]] as const) {
      const game = playRandomGame(seed, players, 3);
      let light = start(empiresTurnMachine, { game: game.states[0], log: [], revealed: false });
      let full = light;
      game.actions.forEach(({ seat, action }, i) => {
        // Each path draws from its own copy of the generator the rules drew from.
        const random = new Random(game.states[i].rng);
        const again = new Random(game.states[i].rng);
        light = stepChart(empiresTurnMachine, light, { type: action.type, seat, action, random } as never);
        full = fullStep(empiresTurnMachine, full, { type: action.type, seat, action, random: again } as never);
        expect(light.value).toEqual(full.value);
        expect(stateHash(light.context.game)).toBe(stateHash(full.context.game));
        expect(light.context.log).toEqual(full.context.log);
        expect(light.context.revealed).toBe(full.context.revealed);
      });
      expect(light.context.game.turn).toBeGreaterThan(1);
    }
  });
});
