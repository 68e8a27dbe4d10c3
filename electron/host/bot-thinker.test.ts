import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botFor, botRandom, runBot, type RunningBot, type Think } from '../../machines/bots';
import { GameHost, UNDO_ACTION } from '../../machines/engine/host';
import { connectInMemory } from '../../machines/engine/in-memory';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import type { Action, Seat } from '../../models/core/module';
import { BotThinker, botWorkerEntry } from './bot-thinker';
import { BotSeats, timerSchedule } from './bots';

// A two-player Khronos game whose first seat's first move (start the action phase) can be taken back: the hard
// bot then thinks over 1,000 legal actions, long enough to be interrupted.
const SEED = 'worker';
const game = () => new GameHost({ module: modules.khronos, players: seatPlayers(['Ada', 'Bo']), options: {}, seed: SEED, seatKinds: ['bot', 'bot'] });
const legalOf = (host: GameHost, seat: Seat) => (host.answer(seat, { type: 'legal-actions' }) as { answer: readonly Action[] }).answer;

/** What the hard bot decides in-process, and where its generator ends, for the seat's position in `host`. */
function inProcess(host: GameHost, seat: Seat) {
  const random = botRandom(SEED, seat);
  const chosen = botFor('khronos', 'hard')!().decide(host.viewFor(seat), legalOf(host, seat), random, seat);
  return { chosen, random: random.state };
}

async function until(ready: () => boolean, ms = 20_000): Promise<void> {
  for (const end = Date.now() + ms; !ready(); ) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A hard bot at the seat, thinking through `think` (or in slices when it answers null). */
function hardAt(host: GameHost, seat: Seat, think: Think | undefined): RunningBot {
  return runBot(connectInMemory(host, [seat]).client, seat, botFor('khronos', 'hard')!(), { delayMs: 0, schedule: timerSchedule, random: botRandom(SEED, seat), think });
}

const logs: string[] = [];
const thinker = new BotThinker({ log: (m) => logs.push(m) });
beforeAll(async () => {
  thinker.warm();
  // Loading the rules in the worker under tsx takes about a second: wait for an answer before timing anything.
  const host = game();
  const seat = host.activeSeats()[0];
  await thinker.forSeat('khronos', 'easy').think({ view: host.viewFor(seat), legal: legalOf(host, seat), random: botRandom(SEED, seat), seat }, new AbortController().signal);
}, 30_000);
afterAll(() => thinker.close());

describe('hard bots think in a worker thread of the host', () => {
  it('ENGINE-SEAT-1: the built worker beside main.cjs is used, else the TypeScript source beside the thinker', () => {
    expect(botWorkerEntry()).toEqual({ file: expect.stringMatching(/electron\/host\/bot-worker\.ts$/), typescript: true });
    const build = mkdtempSync(join(tmpdir(), 'tessera-build-'));
    writeFileSync(join(build, 'bot-worker.cjs'), '');
    expect(botWorkerEntry(pathToFileURL(join(build, 'main.cjs')).href)).toEqual({ file: join(build, 'bot-worker.cjs'), typescript: false });
  });

  it('ENGINE-SEAT-1: the worker makes the same move as the bot in-process, leaves the generator in the same place, and the host event loop keeps ticking', async () => {
    const host = game();
    const seat = host.activeSeats()[0];
    host.submit(seat, { type: 'startActions' });
    const expected = inProcess(host, seat);
    const random = botRandom(SEED, seat);
    const gaps: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const loop = performance.eventLoopUtilization();
    const answer = await thinker.forSeat('khronos', 'hard').think({ view: host.viewFor(seat), legal: legalOf(host, seat), random, seat }, new AbortController().signal);
    const took = performance.now() - started;
    const busy = performance.eventLoopUtilization(loop).utilization;
    clearInterval(timer);
    expect(answer).toEqual({ chosen: expected.chosen });
    expect(random.state).toEqual(expected.random);
    // The host's event loop sat idle while the worker searched (searching in slices here keeps it busy throughout),
    // and the interval kept ticking: counted loosely, since a loaded machine delays any thread now and then.
    console.log(`worker decision: ${took.toFixed(0)} ms, host loop busy ${(busy * 100).toFixed(1)} %, ${gaps.length} ticks of 5 ms, longest gap ${Math.max(...gaps).toFixed(0)} ms`);
    expect(busy).toBeLessThan(0.5);
    expect(gaps.length).toBeGreaterThan(took / 5 / 4);
  });

  it('ENGINE-UNDO-1: an undo while the worker thinks stops its search, posts nothing, and the next move is the one made afresh', async () => {
    const host = game();
    const seat = host.activeSeats()[0];
    host.submit(seat, { type: 'startActions' });
    const before = { ...thinker.counts };
    const running = hardAt(host, seat, thinker.forSeat('khronos', 'hard').think);
    await until(() => thinker.thinking > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.submit(seat, { type: UNDO_ACTION })).toBeNull();
    const afterUndo = inProcess(host, seat);
    const undoneAt = host.actionLog.length;
    // The worker confirms the stop, or (on a loaded machine) its answer crossed the cancel and is thrown away.
    await until(() => thinker.counts.stopped + thinker.counts.late > before.stopped + before.late);
    expect(thinker.counts.dropped).toBe(before.dropped + 1);
    // The bot looks again at the position after the undo: its move is what it decides there with an untouched generator.
    await until(() => host.actionLog.length > undoneAt);
    running.stop();
    expect(host.actionLog[undoneAt].action).toEqual(afterUndo.chosen);
  });

  it('ENGINE-SESSION-1: a bot stopped while the worker thinks (its seat left) posts no move', async () => {
    const host = game();
    const seat = host.activeSeats()[0];
    const before = { ...thinker.counts };
    const running = hardAt(host, seat, thinker.forSeat('khronos', 'hard').think);
    await until(() => thinker.thinking > 0);
    running.stop();
    await until(() => thinker.counts.stopped + thinker.counts.late > before.stopped + before.late);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.actionLog).toEqual([]);
    expect(thinker.counts.chosen).toBe(before.chosen);
  });

  it('ENGINE-SEAT-1: a game\'s hard bot seat thinks in the worker, an easy one here', async () => {
    const host = game();
    const before = thinker.counts.chosen;
    const hard = host.activeSeats()[0];
    const seats = new BotSeats(host, { delayMs: 0, thinker, levels: hard === 0 ? ['hard', 'easy'] : ['easy', 'hard'] });
    await until(() => thinker.counts.chosen >= before + 2);
    seats.stop();
    expect(host.actionLog.filter((entry) => entry.seat === hard).length).toBeGreaterThanOrEqual(2);
    // Easy bots answer in milliseconds: they decide on the host's thread.
    const easy = game();
    const sent = thinker.counts.chosen + thinker.counts.dropped;
    const easySeats = new BotSeats(easy, { delayMs: 0, thinker, levels: ['easy', 'easy'] });
    await until(() => easy.actionLog.length >= 4);
    easySeats.stop();
    expect(thinker.counts.chosen + thinker.counts.dropped).toBe(sent);
  });

  it('ENGINE-SEAT-1: a worker that crashes mid-decision, or cannot start, leaves the move to the in-process search, with a logged reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-worker-'));
    const crashing = join(dir, 'crash.mjs');
    writeFileSync(crashing, "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ type: 'ready' });\nparentPort.on('message', () => process.exit(3));\n");
    const expected = inProcess(game(), game().activeSeats()[0]);
    for (const [file, said] of [[crashing, /stopped \(it exited with code 3\)/], [join(dir, 'missing.cjs'), /could not start/]] as const) {
      const said_: string[] = [];
      const broken = new BotThinker({ entry: { file, typescript: false }, log: (m) => said_.push(m), restarts: 1 });
      const host = game();
      const seat = host.activeSeats()[0];
      const running = hardAt(host, seat, broken.forSeat('khronos', 'hard').think);
      await until(() => host.actionLog.length > 0);
      running.stop();
      expect(host.actionLog[0].action).toEqual(expected.chosen);
      expect(said_.join('\n')).toMatch(said);
      await broken.close();
    }
  });
});
