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
  /** Told of every refused move; after three refusals in a row (not counting stale ones) the bot stops rather than loop. */
  readonly onRefused?: (refusal: { code: string; message: string; rule: string }, action: Action) => void;
}

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
  const random = options.random ?? botRandom(options.seed ?? '', seat);
  let stopped = false;
  let busy = false;
  let cancel: (() => void) | null = null;
  let failures = 0;
  // After the bot chose to wait, it looks again only when the seat's mirror changes.
  let waitingFor = -1;

  /** A searching bot thinks in slices, one per turn of the event loop; it gives up as soon as the game moves on. */
  const choose = async (view: unknown, legal: readonly Action[], version: number): Promise<Action | null> => {
    if (!bot.search) return bot.decide(view, legal, random, seat);
    const search = bot.search(view, legal, random, seat);
    for (;;) {
      const step = search.next();
      if (step.done) return step.value;
      await new Promise<void>((resolve) => options.schedule(resolve, 0));
      if (stopped || client.mirrors.get(seat)?.version !== version) return null;
    }
  };

  const mayAct = (): boolean => {
    const mirror = client.mirrors.get(seat);
    if (!mirror) return false;
    const { status } = mirror;
    return !status.outcome && !status.paused && status.active.includes(seat) && mirror.version !== waitingFor;
  };

  const wake = () => {
    if (stopped || busy || cancel || !mayAct()) return;
    cancel = options.schedule(() => {
      cancel = null;
      void step();
    }, options.delayMs);
  };

  const step = async () => {
    if (stopped || busy || !mayAct()) return;
    busy = true;
    try {
      const version = client.mirrors.get(seat)!.version;
      const asked = await client.ask<readonly Action[]>(seat, { type: 'legal-actions' });
      if (stopped || !asked.ok) return;
      const mirror = client.mirrors.get(seat);
      // The answer must be about the view the bot decides on; otherwise look again once the mirror caught up.
      if (!mirror || asked.version !== mirror.version || mirror.version !== version) return;
      const action = asked.answer.length > 0 ? await choose(mirror.view, asked.answer, version) : null;
      // Stopped (the seat left or was handed back), or the game moved on (an undo) while it thought: drop the move.
      if (stopped || client.mirrors.get(seat)?.version !== version) return;
      if (!action) {
        waitingFor = mirror.version;
        return;
      }
      const result = await client.act(seat, action);
      // A stale base only means another seat moved first: the client resyncs and the bot looks again.
      if (result.ok || result.code === 'stale') failures = 0;
      else {
        failures++;
        options.onRefused?.(result, action);
        if (failures >= 3) stop();
      }
    } finally {
      busy = false;
      wake();
    }
  };

  const off = client.onChange((changed) => {
    if (changed === seat) wake();
  });
  const stop = () => {
    stopped = true;
    off();
    cancel?.();
    cancel = null;
  };
  wake();
  return {
    stop,
    get stopped() {
      return stopped;
    },
  };
}
