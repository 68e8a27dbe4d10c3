import type { Refusal } from '../../models/core/check';
import type { Outcome, PlayerSetup, Seat } from '../../models/core/module';
import { Random, seedRng } from '../../models/core/rng';
import { GameHost } from '../engine/host';
import type { GameModule } from '../engine/module';
import { botRandom, type Bot } from './bot';

export interface BotGame {
  readonly host: GameHost;
  readonly outcome: Outcome | null;
  /** Actions the host accepted. */
  readonly actions: number;
  /** Every action a bot chose that the host refused (a correct bot has none). */
  readonly refusals: readonly { seat: Seat; action: unknown; refusal: Refusal }[];
}

export interface PlayOptions {
  readonly options?: unknown;
  /** Gives up (outcome null) after this many actions. */
  readonly maxActions?: number;
  /** Hands the new host to a watcher (a drill checking invariants, a test comparing views with the state). */
  readonly onStart?: (host: GameHost) => void;
}

/**
 * Plays a whole game with one bot per seat, synchronously, straight on a host (tests and benchmarks). Each bot
 * gets only what its seat may know: `host.viewFor(seat)` and the host's answer to `legal-actions` for that seat.
 * When several seats may act at once (simultaneous phases, a priority race) the order is drawn from the seed.
 */
export function playBotGame(module: GameModule, players: readonly PlayerSetup[], seed: string, bots: readonly Bot[], play: PlayOptions = {}): BotGame {
  const host = new GameHost({ module, players, options: play.options ?? {}, seed, seatKinds: players.map(() => 'bot') });
  play.onStart?.(host);
  const randoms = players.map((p) => botRandom(seed, p.seat));
  const table = new Random(seedRng(`${seed}/table`));
  const refusals: { seat: Seat; action: unknown; refusal: Refusal }[] = [];
  const maxActions = play.maxActions ?? 100_000;
  let actions = 0;
  while (!host.outcome && actions < maxActions && refusals.length < 10) {
    const order = table.shuffle(host.activeSeats());
    let acted = false;
    for (const seat of order) {
      const answered = host.answer(seat, { type: 'legal-actions' });
      const legal = 'answer' in answered ? (answered.answer as readonly { type: string }[]) : [];
      if (legal.length === 0) continue;
      const action = bots[seat].decide(host.viewFor(seat), legal, randoms[seat], seat);
      if (!action) continue;
      const refusal = host.submit(seat, action);
      if (refusal) refusals.push({ seat, action, refusal });
      else actions++;
      acted = true;
      break;
    }
    if (!acted) break;
  }
  return { host, outcome: host.outcome, actions, refusals };
}
