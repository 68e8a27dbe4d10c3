import { assign, setup } from 'xstate';
import type { LogLine, Seat } from '../../models/empires/seat';
import type { EmpiresState, TradeSide } from '../../models/empires/state';
import { checkAccept, checkAnswer, checkCloseTrade, checkOffer, checkTrading, checkWithdraw } from '../../models/empires/trade/offers';
import { acceptOffer, answerOffer, closeTrade, doneTrading, makeOffer, tradeOver, withdrawOffer } from '../../models/empires/trade/session';

/**
 * ME-TRADEX: the trade session of phase 7. It opens, offers and answers (counter-offers) come and go, an accepted
 * offer is one atomic deal, and it closes when every seat is done or when the host's clock sends `close-trade`
 * (the chart keeps no clock: ME-TRADEX-1's timer lives in the host). Guards and actions are the models' functions.
 */
export interface TradeContext {
  game: EmpiresState;
  log: LogLine[];
}

export type TradeEvent =
  | { type: 'offer-trade'; seat: Seat; to: Seat; side: TradeSide }
  | { type: 'answer-trade'; seat: Seat; offer: number; side: TradeSide }
  | { type: 'accept-trade'; seat: Seat; offer: number }
  | { type: 'withdraw-offer'; seat: Seat; offer: number }
  | { type: 'trade-done'; seat: Seat }
  | { type: 'close-trade' };

type Step = { state: EmpiresState; log: LogLine[] };
const step = (r: Step) => ({ game: r.state, log: r.log });
const over = ({ context }: { context: TradeContext }) => tradeOver(context.game);
const pending = ({ context }: { context: TradeContext }) => (context.game.trade?.offers.length ?? 0) > 0;

export const tradeMachine = setup({
  types: {} as { context: TradeContext; events: TradeEvent; input: { game: EmpiresState } },
  guards: {
    canOffer: ({ context, event }) => event.type === 'offer-trade' && checkOffer(context.game, event.seat, event.to, event.side).ok,
    canAnswer: ({ context, event }) => event.type === 'answer-trade' && checkAnswer(context.game, event.seat, event.offer, event.side).ok,
    canAccept: ({ context, event }) => event.type === 'accept-trade' && checkAccept(context.game, event.seat, event.offer).ok,
    canWithdraw: ({ context, event }) => event.type === 'withdraw-offer' && checkWithdraw(context.game, event.seat, event.offer).ok,
    canBeDone: ({ context, event }) => event.type === 'trade-done' && checkTrading(context.game, event.seat).ok,
    canClose: ({ context }) => checkCloseTrade(context.game).ok,
  },
  actions: {
    offer: assign(({ context, event }) => (event.type === 'offer-trade' ? step(makeOffer(context.game, event.seat, event.to, event.side)) : {})),
    answer: assign(({ context, event }) => (event.type === 'answer-trade' ? step(answerOffer(context.game, event.seat, event.offer, event.side)) : {})),
    accept: assign(({ context, event }) => (event.type === 'accept-trade' ? step(acceptOffer(context.game, event.seat, event.offer)) : {})),
    withdraw: assign(({ context, event }) => (event.type === 'withdraw-offer' ? step(withdrawOffer(context.game, event.seat, event.offer)) : {})),
    done: assign(({ context, event }) => (event.type === 'trade-done' ? step(doneTrading(context.game, event.seat)) : {})),
    close: assign(({ context }) => step(closeTrade(context.game, true))),
    finish: assign(({ context }) => (context.game.trade ? step(closeTrade(context.game, false)) : {})),
  },
}).createMachine({
  id: 'trade-session',
  context: ({ input }) => ({ game: input.game, log: [] }),
  initial: 'open',
  on: {
    'offer-trade': { guard: 'canOffer', actions: 'offer' },
    'trade-done': { guard: 'canBeDone', actions: 'done' },
    'close-trade': { guard: 'canClose', actions: 'close', target: '.closed' },
  },
  states: {
    /** No offer on the table. */
    open: {
      always: [{ guard: over, target: 'closed' }, { guard: pending, target: 'negotiating' }],
    },
    /** Offers wait for answers (counter-offers) and acceptance. */
    negotiating: {
      always: [{ guard: over, target: 'closed' }, { guard: ({ context }) => !pending({ context }), target: 'open' }],
      on: {
        'answer-trade': { guard: 'canAnswer', actions: 'answer' },
        'accept-trade': { guard: 'canAccept', actions: 'accept' },
        'withdraw-offer': { guard: 'canWithdraw', actions: 'withdraw' },
      },
    },
    closed: { type: 'final', entry: 'finish' },
  },
});
