import type { Action, Seat } from '../../models/core/module';
import { Random, seedRng } from '../../models/core/rng';

/** How strong a bot plays: easy (the module's rule of thumb), normal (looks one move ahead), hard (searches). */
export { BOT_LEVELS, type BotLevel } from '../../models/core/saved-game';

/**
 * A player for an empty seat. It sees what a human in that seat sees (the seat's view) and the host's list of
 * the seat's legal actions, never the full game state, and picks one. Any randomness goes through the seeded
 * `random` its driver keeps, so a game with bots replays from its seed.
 */
export interface Bot<V = unknown, A extends Action = Action> {
  readonly name: string;
  /** One of `legal` (never anything else), or null to wait (nothing sensible to do now). */
  decide(view: V, legal: readonly A[], random: Random, seat: Seat): A | null;
  /**
   * The same choice as `decide`, as a search that yields between slices of work: a driver with an event loop
   * (runBot) runs one slice at a time so the host stays responsive, and can drop the search when the game moves on.
   */
  search?(view: V, legal: readonly A[], random: Random, seat: Seat): Generator<void, A | null>;
}

/** A bot for one seat of one module; a fresh one per seat, since a bot may remember what it did this phase. */
export type BotFactory = () => Bot;

/** The bot's own generator: from the game seed and the seat, so each seat's choices replay independently. */
export function botRandom(seed: string, seat: Seat): Random {
  return new Random(seedRng(`${seed}/bot/${seat}`));
}

/**
 * The best-scoring action; equally good ones are chosen among with `random` (seeded), so the bot does not
 * always prefer the first listed. Actions scored below `floor` are never chosen (null when none is left).
 */
export function bestOf<A>(legal: readonly A[], score: (a: A) => number, random: Random, floor = -Infinity): A | null {
  let best: A[] = [];
  let top = -Infinity;
  for (const a of legal) {
    const s = score(a);
    if (!(s >= floor)) continue;
    if (s > top + 1e-9) {
      top = s;
      best = [a];
    } else if (Math.abs(s - top) <= 1e-9) best.push(a);
  }
  if (best.length === 0) return null;
  return best.length === 1 ? best[0] : random.pick(best);
}

/** Picks uniformly among the legal actions: the baseline the bots are measured against. */
export const randomBot: BotFactory = () => ({
  name: 'random',
  decide: (_view, legal, random) => (legal.length > 0 ? random.pick(legal) : null),
});
