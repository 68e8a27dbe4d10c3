import type { Action, Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { HostClient } from '../engine/client';
import { botRandom, type Bot } from './bot';

/** Runs `task` after `delayMs` and returns a way to cancel it: setTimeout in the app, a microtask in tests. */
export type Schedule = (task: () => void, delayMs: number) => () => void;

export interface RunBotOptions {
  /** A human-readable pace between the bot's moves. */
  readonly delayMs: number;
  readonly schedule: Schedule;
  /** The bot's generator, or the game seed to derive it from (with the seat). */
  readonly random?: Random;
  readonly seed?: string;
  /**
   * Where a searching bot's decision is made when not here: the host passes a worker thread's (electron/host/
   * bot-thinker.ts), so its event loop stays free. Without it, or when it answers null, the search runs here in slices.
   */
  readonly think?: Think;
  /** Told of every refused move; after three refusals in a row (not counting stale ones) the bot stops rather than loop. */
  readonly onRefused?: (refusal: { code: string; message: string; rule: string }, action: Action) => void;
}

/** What a searching bot decides on: the seat's view and legal actions, and the seat's generator, which the thinker advances. */
export interface ThinkRequest {
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly random: Random;
  readonly seat: Seat;
}

/**
 * Makes a searching bot's decision elsewhere: `{ chosen }` (one of `legal`, or null to wait), or null when it
 * cannot (the driver then searches itself). Once `signal` aborts (the bot stopped, the game moved on) it stops the
 * search, answers `{ chosen: null }` and leaves the generator where it was.
 */
export type Think = (request: ThinkRequest, signal: AbortSignal) => Promise<{ readonly chosen: Action | null } | null>;

export interface RunningBot {
  stop(): void;
  readonly stopped: boolean;
}

/**
 * Plays one seat through a client, like a player at a window: it watches the seat's mirror, and when the status
 * says the seat may act, it waits `delayMs`, asks the host for the seat's legal actions, decides on the view it
 * holds and acts. It acts on nothing else: the bot never sees more than the seat's view.
 */
export function runBot(client: HostClient, seat: Seat, bot: Bot, options: RunBotOptions): RunningBot {
  return new SeatBot(client, seat, bot, options);
}

class SeatBot implements RunningBot {
  private halted = false;
  private readonly random: Random;
  private busy = false;
  private cancel: (() => void) | null = null;
  private failures = 0;
  /** After the bot chose to wait, it looks again only when the seat's mirror changes. */
  private waitingFor = -1;
  /** The decision being made by `options.think`, and the mirror version it is about: dropped when either moves on. */
  private thinking: { readonly controller: AbortController; readonly version: number } | null = null;
  private readonly off: () => void;

  constructor(
    private readonly client: HostClient,
    private readonly seat: Seat,
    private readonly bot: Bot,
    private readonly options: RunBotOptions,
  ) {
    this.random = options.random ?? botRandom(options.seed ?? '', seat);
    this.off = client.onChange((changed) => {
      if (changed !== seat) return;
      // An undo, a move by someone else, a seat leaving: the position being thought about is gone.
      if (this.thinking && this.version() !== this.thinking.version) this.thinking.controller.abort();
      this.wake();
    });
    this.wake();
  }

  get stopped(): boolean {
    return this.halted;
  }

  /** Bound: callers may hand `stop` on as a plain function. */
  readonly stop = (): void => {
    this.halted = true;
    this.thinking?.controller.abort();
    this.off();
    this.cancel?.();
    this.cancel = null;
  };

  private version(): number | undefined {
    return this.client.mirrors.get(this.seat)?.version;
  }

  private mayAct(): boolean {
    const mirror = this.client.mirrors.get(this.seat);
    if (!mirror) return false;
    const { status } = mirror;
    return !status.outcome && !status.paused && status.active.includes(this.seat) && mirror.version !== this.waitingFor;
  }

  private wake(): void {
    if (this.stopped || this.busy || this.cancel || !this.mayAct()) return;
    this.cancel = this.options.schedule(() => {
      this.cancel = null;
      void this.step();
    }, this.options.delayMs);
  }

  private async step(): Promise<void> {
    if (this.stopped || this.busy || !this.mayAct()) return;
    this.busy = true;
    try {
      const version = this.version()!;
      const asked = await this.client.ask<readonly Action[]>(this.seat, { type: 'legal-actions' });
      if (this.stopped || !asked.ok) return;
      const mirror = this.client.mirrors.get(this.seat);
      // The answer must be about the view the bot decides on; otherwise look again once the mirror caught up.
      if (!mirror || asked.version !== mirror.version || mirror.version !== version) return;
      const action = asked.answer.length > 0 ? await this.choose(mirror.view, asked.answer, version) : null;
      // Stopped (the seat left or was handed back), or the game moved on (an undo) while it thought: drop the move.
      if (this.stopped || this.version() !== version) return;
      if (!action) {
        this.waitingFor = mirror.version;
        return;
      }
      await this.act(action);
    } finally {
      this.busy = false;
      this.wake();
    }
  }

  private async act(action: Action): Promise<void> {
    const result = await this.client.act(this.seat, action);
    // A stale base only means another seat moved first: the client resyncs and the bot looks again.
    if (result.ok || result.code === 'stale') this.failures = 0;
    else {
      this.failures++;
      this.options.onRefused?.(result, action);
      if (this.failures >= 3) this.stop();
    }
  }

  /**
   * A searching bot thinks through `options.think` (a worker thread) when it is given, otherwise in slices, one per
   * turn of the event loop; either way it gives up as soon as the game moves on.
   */
  private async choose(view: unknown, legal: readonly Action[], version: number): Promise<Action | null> {
    const { bot, random, seat, options } = this;
    if (!bot.search) return bot.decide(view, legal, random, seat);
    if (options.think) {
      const controller = new AbortController();
      this.thinking = { controller, version };
      try {
        const answer = await options.think({ view, legal, random, seat }, controller.signal);
        if (answer) return answer.chosen;
      } finally {
        this.thinking = null;
      }
      if (this.stopped || this.version() !== version) return null;
    }
    const search = bot.search(view, legal, random, seat);
    for (;;) {
      const step = search.next();
      if (step.done) return step.value;
      await new Promise<void>((resolve) => options.schedule(resolve, 0));
      if (this.stopped || this.version() !== version) return null;
    }
  }
}
