import type { Random } from '../../core/rng';
import { cardKind, isWater } from '../cards';
import type { EmpiresState } from '../state';

const isCalamity = (card: string) => cardKind(card)?.kind === 'calamity';
const isNonTradeable = (card: string) => {
  const k = cardKind(card);
  return k?.kind === 'calamity' && !k.tradeable;
};

/**
 * ME-TCARD-5, the first preparation: per stack the commodities are shuffled and as many as there are players are
 * set aside; the tradeable calamities are shuffled into the rest; the non-tradeable one goes to the bottom and the
 * set-aside cards on top. So the first `players` cards of a stack are never a calamity and the non-tradeable
 * calamity comes out last. Stacks are listed top card first.
 */
export function preshuffle(deck: Readonly<Record<number, readonly string[]>>, players: number, random: Random): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const [k, cards] of Object.entries(deck)) {
    const goods = random.shuffle(cards.filter((c) => !isCalamity(c)));
    const top = goods.slice(0, players);
    const tradeable = cards.filter((c) => isCalamity(c) && !isNonTradeable(c));
    const middle = random.shuffle([...goods.slice(players), ...tradeable]);
    out[Number(k)] = [...top, ...middle, ...cards.filter(isNonTradeable)];
  }
  return out;
}

/**
 * ME-TCARD-10 (13c): each stack's discards, shuffled without its non-tradeable calamity, go under what is left of
 * the stack, and the non-tradeable calamity (wherever it was) goes to the very bottom. Water cards go back to the
 * supply rather than into a stack. Stacks never mix.
 */
export function reshuffleStacks(state: EmpiresState, random: Random): Pick<EmpiresState, 'stacks' | 'discards'> {
  const stacks: Record<number, string[]> = {};
  const discards: Record<number, string[]> = {};
  for (const k of Object.keys(state.stacks).map(Number)) {
    const pile = (state.discards[k] ?? []).filter((c) => !isWater(c));
    const left = state.stacks[k].filter((c) => !isNonTradeable(c));
    const bottom = [...state.stacks[k], ...pile].filter(isNonTradeable);
    stacks[k] = [...left, ...random.shuffle(pile.filter((c) => !isNonTradeable(c))), ...bottom];
    discards[k] = [];
  }
  return { stacks, discards };
}
