import { and, assign, setup } from 'xstate';
import type { LogLine, Seat } from '../../models/empires/seat';
import type { Check } from '../../models/core/check';
import { checkConstruct } from '../../models/empires/construct';
import {
  beginDraft, checkTransaction, pricingState, stepBuyAdvances, stepConstruct, stepFinish, stepPay, stepRefund, stepSacrifice, stepSurplusCheck, type Draft,
} from '../../models/empires/transaction';
import type { EmpiresState, TransactionPlan } from '../../models/empires/state';

/**
 * One transaction of phase 12 (SB-DEF-TRANSACTION): declare, validate, pay, sacrifice, buy advances, construct
 * or lose the cards, the extra surplus check, then commit. Every step works on a draft; the game in context
 * changes only on COMMIT, so a rejected or cancelled transaction leaves nothing behind (all or nothing).
 * `queued` is a claim decided after others in its dispute: a rebuild whose building was taken loses its cards.
 */
export interface TransactionContext {
  game: EmpiresState;
  seat: Seat;
  plan: TransactionPlan | null;
  queued: boolean;
  draft: Draft | null;
  before: EmpiresState | null;
  refusal: Check | null;
  log: LogLine[];
}

export type TransactionEvent = { type: 'DECLARE'; plan: TransactionPlan } | { type: 'COMMIT' } | { type: 'CANCEL' };

const draftOf = (c: TransactionContext) => c.draft!;

/** In queued mode the building may be gone: judge the rest of the transaction then (SB-REBUILD-3). */
function validate(c: TransactionContext): Check {
  const plan = c.plan!;
  const full = checkTransaction(c.game, c.seat, plan);
  if (full.ok || !c.queued || !plan.sacrifice || !plan.build) return full;
  const taken = c.game.buildings[plan.build.building]?.at !== null;
  const rest = checkTransaction(c.game, c.seat, { ...plan, build: undefined });
  return taken && rest.ok ? rest : full;
}

export const transactionMachine = setup({
  types: {} as { context: TransactionContext; events: TransactionEvent; input: { game: EmpiresState; seat: Seat; queued?: boolean } },
  guards: {
    valid: ({ context }) => validate(context).ok,
    hasSacrifice: ({ context }) => !!context.plan?.sacrifice,
    checkNow: ({ context }) => context.game.options.sacrificeCheckAt === 'immediate',
    checkAtEnd: ({ context }) => !!context.plan?.sacrifice && context.game.options.sacrificeCheckAt === 'endOfTransaction',
    hasBuild: ({ context }) => !!context.plan?.build,
    buildingAvailable: ({ context }) => !!context.plan?.build && checkConstruct(draftOf(context).state, context.seat, context.plan.build.building, context.plan.build.area).ok,
  },
  actions: {
    record: assign(({ event }) => (event.type === 'DECLARE' ? { plan: event.plan } : {})),
    refuse: assign(({ context }) => ({ refusal: validate(context) })),
    begin: assign(({ context }) => ({ draft: beginDraft(context.game, context.seat, context.plan!), before: pricingState(context.game, context.seat, context.plan!) })),
    pay: assign(({ context }) => ({ draft: stepPay(draftOf(context)) })),
    sacrifice: assign(({ context }) => ({ draft: stepSacrifice(draftOf(context)) })),
    check: assign(({ context }) => ({ draft: stepSurplusCheck(draftOf(context)) })),
    buy: assign(({ context }) => ({ draft: stepBuyAdvances(draftOf(context)) })),
    construct: assign(({ context }) => ({ draft: stepConstruct(draftOf(context)) })),
    refund: assign(({ context }) => ({ draft: stepRefund(draftOf(context), context.before!) })),
    commit: assign(({ context }) => {
      const d = stepFinish(draftOf(context));
      return { game: d.state, log: [...d.log] };
    }),
  },
}).createMachine({
  id: 'transaction',
  context: ({ input }) => ({ game: input.game, seat: input.seat, plan: null, queued: !!input.queued, draft: null, before: null, refusal: null, log: [] }),
  initial: 'declaring',
  states: {
    declaring: { on: { DECLARE: { target: 'validating', actions: 'record' } } },
    validating: { always: [{ guard: 'valid', target: 'paying', actions: 'begin' }, { target: 'rejected', actions: 'refuse' }] },
    paying: { always: { target: 'sacrificing', actions: 'pay' } },
    sacrificing: {
      always: [
        { guard: and(['hasSacrifice', 'checkNow']), target: 'checkingAfterSacrifice', actions: 'sacrifice' },
        { guard: 'hasSacrifice', target: 'buying', actions: 'sacrifice' },
        { target: 'buying' },
      ],
    },
    checkingAfterSacrifice: { always: { target: 'buying', actions: 'check' } },
    buying: { always: { target: 'constructing', actions: 'buy' } },
    constructing: {
      always: [
        { guard: 'buildingAvailable', target: 'refunding', actions: 'construct' },
        { guard: 'hasBuild', target: 'losing', actions: 'construct' },
        { target: 'refunding' },
      ],
    },
    losing: { always: { target: 'refunding' } },
    refunding: { always: [{ guard: 'checkAtEnd', target: 'checkingAtEnd', actions: 'refund' }, { target: 'reviewing', actions: 'refund' }] },
    checkingAtEnd: { always: { target: 'reviewing', actions: 'check' } },
    reviewing: { on: { COMMIT: { target: 'committed', actions: 'commit' }, CANCEL: { target: 'cancelled' } } },
    committed: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
