import { assign, setup } from 'xstate';
import type { LogLine, Seat } from '../../models/empires/seat';
import { checkClaimEligible, checkNormalTurn, claimOpen, closeWindow, transactionsOver } from '../../models/empires/acquisition';
import { checkTransaction, executeTransaction } from '../../models/empires/transaction';
import { withRecords, acquisitionWith, type EmpiresState, type TransactionPlan } from '../../models/empires/state';

/**
 * SB-PRIO-1..8: the order of phase 12. Seats transact in A.S.T.-position order; any seat may claim priority with a
 * complete transaction. Claims that arrive before the host closes the dispute window (one tick, or a number of
 * claims by option) are decided by A.S.T.-position; a claim that cannot be met loses priority, not the turn.
 * The chart keeps no rules of its own: guards and actions are the models' functions.
 */
export interface RaceContext {
  game: EmpiresState;
  log: LogLine[];
}

export type RaceEvent =
  | { type: 'claim-priority'; seat: Seat; plan: TransactionPlan }
  | { type: 'close-window' }
  | { type: 'transact'; seat: Seat; plan: TransactionPlan }
  | { type: 'pass'; seat: Seat };

const windowOpen = ({ context }: { context: RaceContext }) => !!context.game.acquisition?.window;
const over = ({ context }: { context: RaceContext }) => transactionsOver(context.game);

export const priorityRaceMachine = setup({
  types: {} as { context: RaceContext; events: RaceEvent; input: { game: EmpiresState } },
  guards: {
    canClaim: ({ context, event }) => event.type === 'claim-priority' && checkClaimEligible(context.game, event.seat).ok,
    canTransact: ({ context, event }) => event.type === 'transact' && checkNormalTurn(context.game, event.seat).ok && checkTransaction(context.game, event.seat, event.plan).ok,
    canPass: ({ context, event }) => event.type === 'pass' && checkNormalTurn(context.game, event.seat).ok,
    windowOpen,
  },
  actions: {
    claim: assign(({ context, event }) => {
      if (event.type !== 'claim-priority') return {};
      const r = claimOpen(context.game, event.seat, event.plan);
      return { game: r.state, log: r.log };
    }),
    close: assign(({ context }) => {
      const r = closeWindow(context.game);
      return { game: r.state, log: r.log };
    }),
    transact: assign(({ context, event }) => {
      if (event.type !== 'transact') return {};
      const d = executeTransaction(context.game, event.seat, event.plan);
      return { game: d.state, log: [...d.log] };
    }),
    pass: assign(({ context, event }) => {
      if (event.type !== 'pass') return {};
      const acq = context.game.acquisition!;
      return { game: withRecords(context.game, { acquisition: acquisitionWith(acq, { finished: [...acq.finished, event.seat] }) }), log: [{ text: `${context.game.players[event.seat].name} passes.` }] };
    }),
  },
}).createMachine({
  id: 'priority-race',
  context: ({ input }) => ({ game: input.game, log: [] }),
  initial: 'ordinary',
  states: {
    ordinary: {
      always: [{ guard: windowOpen, target: 'dispute' }, { guard: over, target: 'finished' }],
      on: {
        'claim-priority': { guard: 'canClaim', actions: 'claim' },
        transact: { guard: 'canTransact', actions: 'transact' },
        pass: { guard: 'canPass', actions: 'pass' },
      },
    },
    dispute: {
      always: { guard: ({ context }) => !context.game.acquisition?.window, target: 'ordinary' },
      on: {
        'claim-priority': { guard: 'canClaim', actions: 'claim' },
        'close-window': { guard: 'windowOpen', actions: 'close' },
      },
    },
    finished: { type: 'final' },
  },
});
