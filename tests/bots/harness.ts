import { botFor, startBotGame, type BotGame, type Schedule } from '../../machines/bots';
import type { GameHost } from '../../machines/engine/host';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';

/**
 * Bot-only games per module: TESSERA_BOT_GAMES when set (the drills run 50), otherwise what fits in about a minute
 * per module on a loaded two-core machine (measured: see the report in tests/bots/README.md).
 */
export function gamesFor(moduleDefault: number): number {
  const env = Number(process.env.TESSERA_BOT_GAMES);
  return Number.isInteger(env) && env > 0 ? env : moduleDefault;
}

/** A bot-only game, yielding to the event loop now and then so a long game never starves the test runner. */
export async function botOnlyGame(moduleId: string, players: number, seed: string, maxActions = 60_000): Promise<BotGame> {
  const factory = botFor(moduleId)!;
  const names = Array.from({ length: players }, (_, i) => `Bot ${i + 1}`);
  const game = startBotGame(modules[moduleId], seatPlayers(names), seed, names.map(() => factory()), { maxActions });
  for (let n = 1; game.step(); n++) if (n % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
  return game;
}

/** Runs scheduled tasks as microtasks, recording the pace each asked for (the app uses a timer). */
export function microtasks(delays: number[] = []): Schedule {
  return (task, delayMs) => {
    delays.push(delayMs);
    let live = true;
    queueMicrotask(() => live && task());
    return () => {
      live = false;
    };
  };
}

/** Waits until the host has saved and sent everything and nobody acted for a few turns of the event loop. */
export async function settle(host: GameHost): Promise<void> {
  let seen = -1;
  for (let quiet = 0; quiet < 3; ) {
    await host.idle;
    await new Promise((resolve) => setTimeout(resolve, 0));
    quiet = host.currentVersion === seen ? quiet + 1 : 0;
    seen = host.currentVersion;
  }
}

/**
 * A JSON copy of the view that throws when read for anything the full state holds and the view leaves out (a
 * deck's order, the generator, another seat's hand): a bot reading past its view would trip on it. Keys missing
 * from both (an optional field) read as undefined, as they would for a player.
 */
export function viewOnly<T>(view: T, state: unknown): T {
  const guard = (value: unknown, full: unknown, path: string): unknown => {
    if (value === null || typeof value !== 'object') return value;
    return new Proxy(value as object, {
      get(target, key, receiver) {
        if (typeof key === 'symbol' || key === 'toJSON' || key === 'then') return Reflect.get(target, key, receiver);
        const inFull = full !== null && typeof full === 'object' && key in full;
        if (!(key in target) && inFull) throw new Error(`the bot read ${path}.${key}, which only the full state holds`);
        return guard(Reflect.get(target, key, receiver), inFull ? (full as Record<string, unknown>)[key] : undefined, `${path}.${key}`);
      },
      set() {
        throw new Error(`the bot wrote into its view at ${path}`);
      },
    });
  };
  return guard(JSON.parse(JSON.stringify(view)), state, 'view') as T;
}
