import type { Bot, BotLevel } from '../../machines/bots';
import type { Action, Seat } from '../../models/core/module';
import { Random, type RngState } from '../../models/core/rng';

/** The host asks the bot worker (bot-worker.ts) to decide for one seat. */
export interface ThinkMessage {
  readonly type: 'think';
  readonly job: number;
  /** Which bot instance: one per seat driver (a bot may remember what it did this phase), made by `botFor`. */
  readonly bot: string;
  readonly moduleId: string;
  readonly level: BotLevel;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly Action[];
  /** The seat's generator where the host has it; the answer says where it ended. */
  readonly random: RngState;
}

export type ToWorker =
  | ThinkMessage
  /** Stop the job's search (or skip it if it has not started): its answer would be dropped anyway. */
  | { readonly type: 'cancel'; readonly job: number }
  /** The seat's driver stopped: its bot instance is no longer needed. */
  | { readonly type: 'forget'; readonly bot: string };

export type FromWorker =
  /** The worker has loaded the bots and takes jobs. */
  | { readonly type: 'ready' }
  /** `index` into the job's legal actions, or null to wait; `action` only for a choice not among them (the host refuses it, as it would in-process). */
  | { readonly type: 'chose'; readonly job: number; readonly index: number | null; readonly action?: Action; readonly random: RngState }
  | { readonly type: 'cancelled'; readonly job: number }
  | { readonly type: 'failed'; readonly job: number; readonly message: string };

/** How long the worker's search runs before it lets a cancel message in (a turn of the worker's own event loop). */
const SLICE_MS = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One decision in the worker: the bot's search run through, looking for a cancel between slices every few
 * milliseconds; the same choice and the same generator end as the bot's `decide` from the same start.
 */
export async function runJob(bot: Bot, job: ThinkMessage, cancelled: () => boolean): Promise<FromWorker> {
  const random = new Random(job.random);
  let chosen: Action | null;
  if (!bot.search) chosen = bot.decide(job.view, job.legal, random, job.seat);
  else {
    const search = bot.search(job.view, job.legal, random, job.seat);
    let since = performance.now();
    for (;;) {
      const step = search.next();
      if (step.done) {
        chosen = step.value;
        break;
      }
      if (performance.now() - since < SLICE_MS) continue;
      await nextTurn();
      since = performance.now();
      if (cancelled()) {
        search.return(null);
        return { type: 'cancelled', job: job.job };
      }
    }
  }
  if (cancelled()) return { type: 'cancelled', job: job.job };
  if (chosen === null) return { type: 'chose', job: job.job, index: null, random: random.state };
  const index = indexOf(job.legal, chosen);
  return index >= 0 ? { type: 'chose', job: job.job, index, random: random.state } : { type: 'chose', job: job.job, index: null, action: chosen, random: random.state };
}

/** Bots return one of the actions they were given; a copy is matched by its content. */
function indexOf(legal: readonly Action[], chosen: Action): number {
  const same = legal.indexOf(chosen);
  if (same >= 0) return same;
  const text = JSON.stringify(chosen);
  return legal.findIndex((a) => JSON.stringify(a) === text);
}
