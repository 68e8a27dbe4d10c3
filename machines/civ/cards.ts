import { pendingIs, type CivContext } from './decisions';

type Args = { context: CivContext };
const play = { guard: 'legal' as const, actions: 'play' as const };
const answered = ({ context }: Args) => !pendingIs('card-response', 'culture-discard', 'event-choice', 'gift-tech')({ context });

/**
 * CIV-CARD-06 and CIV-CEV-03: a played culture event waits while each other player in turn cancels it or passes
 * (`done`); a hand over its limit waits for its owner to discard (or first play a card, CIV-CEV-03 AMBIGUOUS).
 */
export const cardStates = {
  initial: 'answering' as const,
  states: {
    answering: { on: { 'use-card': play, done: play, 'discard-event': play, 'choose-free-tech': play }, always: { guard: answered, target: 'answered' } },
    answered: { type: 'final' as const },
  },
};
