import { assign, setup } from 'xstate';
import type { LogLine, Seat } from '../../models/empires/seat';
import type { Check } from '../../models/core/check';
import { Random } from '../../models/core/rng';
import { withRecords, type EmpiresState } from '../../models/empires/state';
import type { CalamityChoice } from '../../models/empires/calamities/effect-types';
import { applyCalamityChoice, checkCalamityChoice, pendingChoice } from '../../models/empires/calamities/resolve';

/**
 * One calamity's resolution (ME-CALX-2..7): the primary victim names his secondary victims first (ME-CALX-3), the
 * beneficiary makes his choices, then the victims take their losses; it is over once the card is resolved (the
 * phase may already have moved on to the next calamity). Every choice is judged by the rules' own check.
 */
export interface CalamityContext {
  game: EmpiresState;
  card: string | null;
  refusal: Check | null;
  log: LogLine[];
}

export type CalamityEvent = { type: 'CHOOSE'; seat: Seat; choice: CalamityChoice };

const task = (c: CalamityContext) => (c.game.calamity?.active?.card === c.card ? pendingChoice(c.game)?.task ?? null : null);

export const calamityMachine = setup({
  types: {} as { context: CalamityContext; events: CalamityEvent; input: { game: EmpiresState } },
  guards: {
    resolved: ({ context }) => task(context) === null,
    namingVictims: ({ context }) => task(context)?.kind === 'secondaryVictims',
    beneficiaryChooses: ({ context }) => {
      const t = task(context);
      return !!t && t.chooser === context.game.calamity?.active?.beneficiary && t.chooser !== t.seat;
    },
    legal: ({ context, event }) => checkCalamityChoice(context.game, event.seat, event.choice).ok,
  },
  actions: {
    apply: assign(({ context, event }) => {
      const random = new Random(context.game.rng);
      const r = applyCalamityChoice(context.game, event.choice, random);
      return { game: withRecords(r.state, { rng: random.state }), log: [...context.log, ...r.log], refusal: null };
    }),
    refuse: assign(({ context, event }) => ({ refusal: checkCalamityChoice(context.game, event.seat, event.choice) })),
  },
}).createMachine({
  id: 'calamity',
  context: ({ input }) => ({ game: input.game, card: input.game.calamity?.active?.card ?? null, refusal: null, log: [] }),
  initial: 'next',
  states: {
    next: {
      always: [
        { guard: 'resolved', target: 'done' },
        { guard: 'namingVictims', target: 'secondaryVictims' },
        { guard: 'beneficiaryChooses', target: 'beneficiary' },
        { target: 'losses' },
      ],
    },
    secondaryVictims: { on: { CHOOSE: [{ guard: 'legal', target: 'next', actions: 'apply' }, { actions: 'refuse' }] } },
    beneficiary: { on: { CHOOSE: [{ guard: 'legal', target: 'next', actions: 'apply' }, { actions: 'refuse' }] } },
    losses: { on: { CHOOSE: [{ guard: 'legal', target: 'next', actions: 'apply' }, { actions: 'refuse' }] } },
    done: { type: 'final' },
  },
});
