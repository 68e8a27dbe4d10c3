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

/** A bot game played one action at a time: `step()` says whether it may go on. */
export interface BotGameInProgress extends BotGame {
  step(): boolean;
}

/**
 * Sets up a game with one bot per seat, straight on a host. Each bot gets only what its seat may know:
 * `host.viewFor(seat)` and the host's answer to `legal-actions` for that seat. When several seats may act at once
 * (simultaneous phases, a priority race) the order is drawn from the seed.
 */
export function startBotGame(module: GameModule, players: readonly PlayerSetup[], seed: string, bots: readonly Bot[], play: PlayOptions = {}): BotGameInProgress {
  const host = new GameHost({ module, players, options: play.options ?? {}, seed, seatKinds: players.map(() => 'bot') });
  play.onStart?.(host);
  const randoms = players.map((p) => botRandom(seed, p.seat));
  const table = new Random(seedRng(`${seed}/table`));
  const refusals: { seat: Seat; action: unknown; refusal: Refusal }[] = [];
  const maxActions = play.maxActions ?? 100_000;
  let actions = 0;
  let stalled = false;
  const step = (): boolean => {
    if (host.outcome || stalled || actions >= maxActions || refusals.length >= 10) return false;
    for (const seat of table.shuffle(host.activeSeats())) {
      const answered = host.answer(seat, { type: 'legal-actions' });
      const legal = 'answer' in answered ? (answered.answer as readonly { type: string }[]) : [];
      if (legal.length === 0) continue;
      const action = bots[seat].decide(host.viewFor(seat), legal, randoms[seat], seat);
      if (!action) continue;
      const refusal = host.submit(seat, action);
      if (refusal) refusals.push({ seat, action, refusal });
      else actions++;
      return true;
    }
    stalled = true;
    return false;
  };
  return {
    host,
    step,
    refusals,
    get outcome() {
      return host.outcome;
    },
    get actions() {
      return actions;
    },
  };
}

/** Plays a whole bot game synchronously (tests, benchmarks, drills). */
export function playBotGame(module: GameModule, players: readonly PlayerSetup[], seed: string, bots: readonly Bot[], play: PlayOptions = {}): BotGame {
  const game = startBotGame(module, players, seed, bots, play);
  while (game.step());
  return { host: game.host, outcome: game.outcome, actions: game.actions, refusals: game.refusals };
}
