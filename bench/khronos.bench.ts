/**
 * khronos.footprints_ms: every footprint of every building kind (footprintsFor, the placement preview's question) for
 * one seat on the Might and Faith boards of a mid-game position, median of many sweeps, in CPU milliseconds.
 * khronos.random_actions_per_s: random legal play through GameHost (legal actions listed, one picked, checked by
 * the chart and the rules, applied, views delivered), whole 3-player games, per CPU second, after warm-up games, once
 * the rate has settled (bench/settle.ts).
 */
import { readFileSync } from 'node:fs';
import { playRandomLegal, newHost } from '../machines/engine/testing';
import { khronosModule } from '../machines/khronos';
import { Random } from '../models/core/rng';
import { footprintsFor, khronosRules, KINDS, playRandomGame, type KhronosState } from '../models/khronos';
import { settledRate } from './settle';

const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The position of the committed 3-player scenario at the start of the first action phase of turn 4. */
function midGame(): KhronosState {
  const scenario = JSON.parse(readFileSync('scenarios/khronos/three-player-game.json', 'utf8')) as { seed: string; actions: { seat: number; action: never }[] };
  const game = playRandomGame(scenario.seed, 3);
  let state = game.start;
  for (const { seat, action } of game.actions) {
    state = khronosRules.apply(state, seat, action, new Random(state.rng)).state;
    if (state.turn >= 4 && state.phase === 'actions') break;
  }
  return state;
}

export default function khronosBench(): void {
  const state = midGame();
  const seat = state.active;
  const built = (['might', 'faith', 'reason'] as const).map((b) => Object.keys(state.boards[b].buildings).length);
  const sweep = () => {
    let legal = 0;
    for (const board of ['might', 'faith'] as const) for (const kind of KINDS) for (const f of footprintsFor(state, seat, kind, board)) if (f.ok) legal++;
    return legal;
  };
  for (let i = 0; i < 30; i++) sweep(); // warm the JIT
  const times: number[] = [];
  let legal = 0;
  for (let i = 0; i < 200; i++) {
    const c0 = process.cpuUsage();
    legal = sweep();
    times.push(cpuMs(c0));
  }
  // cpuUsage ticks are coarse on some kernels: also time batches of 20 sweeps and take the median per sweep.
  const batches: number[] = [];
  for (let i = 0; i < 15; i++) {
    const c0 = process.cpuUsage();
    for (let j = 0; j < 20; j++) sweep();
    batches.push(cpuMs(c0) / 20);
  }
  console.log(`khronos.footprints_ms: ${median(batches).toFixed(2)} ms (median of 15 batches of 20 sweeps; single-sweep median ${median(times).toFixed(2)} ms; 2 boards x 9 kinds, ${legal} legal of ${countCandidates(state)} footprints; turn ${state.turn}, buildings ${built.join('/')})`);

  // Warm the JIT on other seeds first (as the Empires bench does): a bot's search runs the rules thousands of times, so
  // the steady speed is the figure that matters, not the first second's compiling.
  const w0c = process.cpuUsage();
  for (let g = 0; g < 24 && cpuMs(w0c) < 4000; g++) playRandomLegal(newHost(khronosModule, ['Ada', 'Bo', 'Cy'], `warm-${g}`), `warm-${g}`, 20_000);
  // Then rounds of the same six seeded games until their rate settles (bench/settle.ts).
  let actions = 0;
  let games = 0;
  const c0 = process.cpuUsage();
  const w0 = process.hrtime.bigint();
  const round = () => {
    const r0 = process.cpuUsage();
    let played = 0;
    for (let g = 0; g < 6; g++) {
      const host = newHost(khronosModule, ['Ada', 'Bo', 'Cy'], `bench-${g}`);
      played += playRandomLegal(host, `bench-${g}`, 20_000);
      if (!host.outcome) throw new Error('a benchmark game did not finish');
    }
    actions += played;
    games += 6;
    return played / (cpuMs(r0) / 1000);
  };
  const { rate, rounds } = settledRate(round);
  const cpu = cpuMs(c0) / 1000;
  const wall = Number(process.hrtime.bigint() - w0) / 1e9;
  console.log(`khronos.random_actions_per_s: ${Math.round(rate)} actions/s (six seeded whole games a round, CPU time, once the JIT has settled: ${rounds} rounds; over all ${games} games ${Math.round(actions / cpu)} per CPU second, ${Math.round(actions / wall)} per wall second)`);
}

/** Footprints judged in one sweep: every anchor of every kind on both boards where building happens. */
function countCandidates(state: KhronosState): number {
  let n = 0;
  for (const board of ['might', 'faith'] as const) for (const kind of KINDS) n += footprintsFor(state, state.active, kind, board).length;
  return n;
}
