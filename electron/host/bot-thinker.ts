import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotLevel, Think } from '../../machines/bots';
import type { Action } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import type { FromWorker, ThinkMessage, ToWorker } from './bot-job';

/** The bot worker's script: the bundle's bot-worker.cjs next to main.cjs, or the TypeScript source under tsx/vitest. */
export interface WorkerEntry {
  readonly file: string;
  readonly typescript: boolean;
}

// Names in variables, so the bundler leaves `new URL(..., import.meta.url)` alone (it would copy the file as an asset).
const BUILT = 'bot-worker.cjs';
const SOURCE = 'bot-worker.ts';

/** The built worker beside this module (electron/vite.main.config.ts makes it), else the source beside this file. */
export function botWorkerEntry(base: string = import.meta.url): WorkerEntry {
  const built = fileURLToPath(new URL(BUILT, base));
  if (existsSync(built)) return { file: built, typescript: false };
  return { file: fileURLToPath(new URL(SOURCE, base)), typescript: true };
}

// Node 20 does not pass `--import tsx` on to a worker's own loader, so a TypeScript worker registers tsx itself.
const TS_BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ register }) => { register(); return import(workerData.entry); })
  .catch((error) => setImmediate(() => { throw error; }));`;

function startWorker(entry: WorkerEntry): Worker {
  if (!entry.typescript) return new Worker(entry.file);
  // tsx's ESM API (its CommonJS twin cannot register the ESM hooks), found from here rather than the working folder.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return new Worker(TS_BOOT, { eval: true, workerData: { tsx, entry: pathToFileURL(entry.file).href } });
}

export interface BotThinkerOptions {
  /** The worker's script (default: botWorkerEntry()). */
  readonly entry?: WorkerEntry;
  /** Where a worker that cannot start or that stopped is reported (default console.warn). */
  readonly log?: (message: string) => void;
  /** Workers started again after one stopped mid-game, before the bots think on the main thread for good. */
  readonly restarts?: number;
}

interface Pending {
  readonly legal: readonly Action[];
  readonly random: Random;
  finish(answer: { readonly chosen: Action | null } | null): void;
}

/** A seat driver's link to the worker: its `think` for runBot, and `close` when the driver stops. */
export interface SeatThinker {
  readonly think: Think;
  close(): void;
}

/**
 * The host's side of the bot worker: one worker thread for the whole host process (hard decisions come one at
 * a time at a table, and the machine may have two cores), started when the first searching bot sits down.
 * A decision goes to the worker with the seat's view, legal actions and generator state, and comes back as an
 * index into the legal actions and the generator's new state, so a game replays from its seed as if the bot
 * had decided here. A decision the driver drops (undo, a leaving seat, the game closed) is cancelled in the
 * worker and its answer ignored. When no worker can run, `think` answers null and the driver searches in slices.
 */
export class BotThinker {
  private worker: Worker | null = null;
  private ready = false;
  private reason: string | null = null;
  private stops = 0;
  private closed = false;
  private readonly pending = new Map<number, Pending>();
  private readonly waiting: ToWorker[] = [];
  private nextJob = 1;
  private nextBot = 1;
  private readonly entry: WorkerEntry;
  private readonly log: (message: string) => void;
  private readonly restarts: number;
  /** What happened to the decisions sent (tests, and the figures in the report); `late` counts answers that crossed a cancel. */
  readonly counts = { chosen: 0, dropped: 0, stopped: 0, late: 0, failed: 0 };

  constructor(options: BotThinkerOptions = {}) {
    this.entry = options.entry ?? botWorkerEntry();
    this.log = options.log ?? ((message) => console.warn(message));
    this.restarts = options.restarts ?? 3;
  }

  /** Why bots think on the main thread (the worker could not start, or stopped too often), or null. */
  get unavailable(): string | null {
    return this.reason;
  }

  /** Decisions the worker is making or about to make. */
  get thinking(): number {
    return this.pending.size;
  }

  /** Starts the worker ahead of the first decision (loading the rules takes a moment). */
  warm(): void {
    this.ensure();
  }

  /** A thinker for one seat's driver; the worker makes its bot with botFor(moduleId, level), one per driver. */
  forSeat(moduleId: string, level: BotLevel): SeatThinker {
    const bot = `bot-${this.nextBot++}`;
    return {
      think: (request, signal) => this.think(bot, moduleId, level, request, signal),
      close: () => {
        if (this.worker) this.send({ type: 'forget', bot });
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.drop({ chosen: null });
    if (worker) await worker.terminate();
  }

  private think(bot: string, moduleId: string, level: BotLevel, request: Parameters<Think>[0], signal: AbortSignal): ReturnType<Think> {
    if (signal.aborted) return Promise.resolve({ chosen: null });
    if (!this.ensure()) return Promise.resolve(null);
    const job = this.nextJob++;
    const message: ThinkMessage = { type: 'think', job, bot, moduleId, level, seat: request.seat, view: request.view, legal: request.legal, random: request.random.state };
    return new Promise((resolve) => {
      const onAbort = () => {
        if (!this.pending.delete(job)) return;
        this.counts.dropped++;
        this.send({ type: 'cancel', job });
        this.idle();
        resolve({ chosen: null });
      };
      this.pending.set(job, {
        legal: request.legal,
        random: request.random,
        finish: (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        },
      });
      signal.addEventListener('abort', onAbort, { once: true });
      this.worker?.ref();
      try {
        this.send(message);
      } catch (error) {
        // A view that cannot be copied to the worker: this decision is made here.
        this.pending.delete(job);
        this.log(`A bot decides on the main thread: ${error instanceof Error ? error.message : String(error)}`);
        this.idle();
        resolve(null);
      }
    });
  }

  /** The running worker, started if need be; null when bots think on the main thread. */
  private ensure(): Worker | null {
    if (this.closed || this.reason) return null;
    if (this.worker) return this.worker;
    let worker: Worker;
    try {
      worker = startWorker(this.entry);
    } catch (error) {
      this.giveUp(`the bot worker could not start (${error instanceof Error ? error.message : String(error)})`);
      return null;
    }
    this.worker = worker;
    this.ready = false;
    worker.unref();
    worker.on('message', (message: FromWorker) => this.receive(message));
    worker.on('error', (error) => this.lost(worker, error.message));
    worker.on('exit', (code) => this.lost(worker, `it exited with code ${code}`));
    return worker;
  }

  private send(message: ToWorker): void {
    if (!this.worker) return;
    if (this.ready) this.worker.postMessage(message);
    else this.waiting.push(message);
  }

  private receive(message: FromWorker): void {
    if (message.type === 'ready') {
      this.ready = true;
      for (const m of this.waiting.splice(0)) this.worker?.postMessage(m);
      return;
    }
    if (message.type === 'cancelled') {
      this.counts.stopped++;
      return;
    }
    const pending = this.pending.get(message.job);
    // An answer to a decision already dropped (it crossed the cancel): counted, never posted.
    if (!pending) {
      this.counts.late++;
      return;
    }
    this.pending.delete(message.job);
    if (message.type === 'failed') {
      this.counts.failed++;
      this.log(`A bot's decision failed in the bot worker (${message.message}); it is made on the main thread.`);
      pending.finish(null);
    } else {
      this.counts.chosen++;
      pending.random.continueFrom(message.random);
      pending.finish({ chosen: message.index !== null ? pending.legal[message.index] : (message.action ?? null) });
    }
    this.idle();
  }

  /** The worker stopped (a crash, a missing file, terminate()): its decisions are made on the main thread. */
  private lost(worker: Worker, why: string): void {
    if (this.worker !== worker) return;
    const started = this.ready;
    this.worker = null;
    this.ready = false;
    this.waiting.length = 0;
    if (this.closed) return;
    if (!started) this.giveUp(`the bot worker could not start (${why})`);
    else if (++this.stops > this.restarts) this.giveUp(`the bot worker stopped too often (last: ${why})`);
    else this.log(`The bot worker stopped (${why}); its decisions are made on the main thread, and the next one starts it again.`);
    this.drop(null);
  }

  private giveUp(why: string): void {
    this.reason = why;
    this.log(`Bots think on the main thread, in slices: ${why}.`);
  }

  private drop(answer: { readonly chosen: null } | null): void {
    for (const pending of [...this.pending.values()]) pending.finish(answer);
    this.pending.clear();
  }

  /** An idle worker does not keep the process alive. */
  private idle(): void {
    if (this.pending.size === 0) this.worker?.unref();
  }
}

let shared: BotThinker | null = null;

/** The host process's one bot worker. */
export function sharedBotThinker(): BotThinker {
  return (shared ??= new BotThinker());
}
