import type { CivContext } from './decisions';
import { pendingIs } from './decisions';
import { cardStates } from './cards';

type Args = { context: CivContext };
const play = { guard: 'legal' as const, actions: 'play' as const };
/** A battle move goes back to `engage`, which sends the chart to the next battle turn or to the resolution. */
const playThenEngage = { guard: 'legal' as const, actions: 'play' as const, target: 'engage' as const };

const fightNow = ({ context }: Args) => {
  const p = context.game.pending[0];
  return p?.kind === 'battle' && p.fight ? p.fight : null;
};

/**
 * CIV-BATTLE: engage (the battle forces are drawn as the move ends), battle turns (each side plays one unit in its
 * turn, CIV-BATTLE-21; the rules' check guards every move), resolution (the rules resolve the fight when both hands
 * are empty, CIV-BATTLE-33), then the loot (FF-LOOT). `declare-battle-result` is the table override, heard in
 * every battle state; a battle set up without cards (an older saved game, a scenario) is settled only that way.
 */
export const battleStates = {
  initial: 'engage' as const,
  states: {
    engage: {
      always: [
        // A culture event played inside the battle (CIV-BATTLE-12) waits for its answers, then the battle goes on.
        { guard: pendingIs('card-response', 'culture-discard', 'event-choice', 'gift-tech'), target: 'cards' },
        { guard: ({ context }: Args) => !pendingIs('battle')({ context }), target: 'resolution' },
        { guard: ({ context }: Args) => fightNow({ context }) === null, target: 'atTheTable' },
        { guard: ({ context }: Args) => fightNow({ context })?.next === 'defender', target: 'defenderTurn' },
        { target: 'attackerTurn' },
      ],
    },
    attackerTurn: { on: { 'play-unit': playThenEngage, 'pass-battle-turn': playThenEngage, 'use-card': playThenEngage, 'declare-battle-result': playThenEngage } },
    defenderTurn: { on: { 'play-unit': playThenEngage, 'pass-battle-turn': playThenEngage, 'use-card': playThenEngage, 'declare-battle-result': playThenEngage } },
    cards: { ...cardStates, onDone: 'engage' },
    atTheTable: { on: { 'declare-battle-result': playThenEngage } },
    resolution: { always: [{ guard: pendingIs('loot'), target: 'looting' }, { target: 'settled' }] },
    looting: { on: { 'spend-loot': play }, always: { guard: ({ context }: Args) => !pendingIs('loot')({ context }), target: 'settled' } },
    settled: { type: 'final' as const },
  },
};
