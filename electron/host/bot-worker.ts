// The bot worker: a worker thread of the host process where searching bots (the hard levels) make their
// decisions, so the host's own event loop (its windows, LAN guests, autosaves) stays free while they think.
// The host's side is bot-thinker.ts; the messages and the decision itself are bot-job.ts.
import { parentPort } from 'node:worker_threads';
import { botFor, type Bot } from '../../machines/bots';
import { runJob, type FromWorker, type ThinkMessage, type ToWorker } from './bot-job';

const port = parentPort;
if (!port) throw new Error('bot-worker.ts runs as a worker thread (electron/host/bot-thinker.ts starts it).');

const bots = new Map<string, Bot>();
const queue: ThinkMessage[] = [];
const cancelled = new Set<number>();
let running = false;
let current = 0;

const post = (message: FromWorker) => port.postMessage(message);

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const id = job.job;
      current = id;
      if (cancelled.delete(id)) {
        post({ type: 'cancelled', job: id });
        continue;
      }
      try {
        let bot = bots.get(job.bot);
        if (!bot) {
          const factory = botFor(job.moduleId, job.level);
          if (!factory) throw new Error(`no bot for the module ${job.moduleId}`);
          bot = factory();
          bots.set(job.bot, bot);
        }
        post(await runJob(bot, job, () => cancelled.has(id)));
      } catch (error) {
        post({ type: 'failed', job: id, message: error instanceof Error ? error.message : String(error) });
      }
      cancelled.delete(id);
    }
  } finally {
    running = false;
    current = 0;
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'think':
      queue.push(message);
      void drain();
      break;
    case 'cancel':
      // Only a job still to answer: a cancel that crossed its answer has nothing to stop.
      if (message.job === current || queue.some((j) => j.job === message.job)) cancelled.add(message.job);
      break;
    case 'forget':
      bots.delete(message.bot);
      break;
  }
});
post({ type: 'ready' });
