/**
 * civ.metropolis_candidates_ms: the time to compute a capital's four expansion squares, each legal or with its
 * reason, on positions from seeded random games (median over many positions and repetitions; target under 1 ms).
 * civ.random_actions_per_s: actions per second of CPU time of complete seeded random-legal games through the rules
 * (the drills' random player: a kind of legal action, then one of that kind; then check and apply), setup excluded.
 */
import { metropolisCandidates } from '../models/civ';
import { PLAYER_COLORS } from '../models/civ/contract';
import { legalChoice } from '../models/civ/legal';
import { civOptions } from '../models/civ/options';
import { playRandomGame } from '../models/civ/random-game';
import { civRules } from '../models/civ/rules';
import type { CivState } from '../models/civ/state';
import { Random, seedRng } from '../models/core/rng';

/** Plays one seeded game to its end; answers the number of actions. */
function randomGame(seed: string, players: number): number {
  const seats = Array.from({ length: players }, (_, i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
  let state = civRules.setup(seats, civOptions({}), new Random(seedRng(seed)));
  const chooser = new Random(seedRng(`${seed}/bot`));
  let actions = 0;
  while (state.phase !== 'ended' && actions < 20_000) {
    const seat = civRules.activeSeats(state)[0];
    const choice = legalChoice(state, seat);
    if (choice.types.length === 0) throw new Error(`no legal action for seat ${seat} in ${state.phase}`);
    const action = chooser.pick(choice.ofType(chooser.pick(choice.types)));
    if (!civRules.check(state, seat, action).ok) throw new Error(`a legal action was refused: ${JSON.stringify(action)}`);
    state = civRules.apply(state, seat, action, new Random(state.rng)).state;
    actions++;
  }
  return actions;
}

function randomActionsPerSecond(): void {
  randomGame('bench-warm', 3);
  let actions = 0;
  const before = process.cpuUsage();
  for (const [seed, players] of [['bench-a', 2], ['bench-b', 3], ['bench-c', 4]] as const) actions += randomGame(seed, players);
  const used = process.cpuUsage(before);
  const seconds = (used.user + used.system) / 1e6;
  console.log(`civ.random_actions_per_s: ${Math.round(actions / seconds)} actions/s`);
}

export default function civBench(): void {
  randomActionsPerSecond();
  // Mid-game positions: several seeded games of a few rounds, every seat's capital.
  const positions: { state: CivState; seat: number }[] = [];
  for (let g = 0; g < 6; g++) {
    const { state } = playRandomGame(`bench-${g}`, 4, 3);
    for (let seat = 0; seat < 4; seat++) positions.push({ state, seat });
  }
  let checked = 0;
  for (const p of positions) checked += metropolisCandidates(p.state, p.seat).length; // warm up
  if (checked === 0) throw new Error('no capital had candidates: the benchmark measures nothing');
  const samples: number[] = [];
  for (let round = 0; round < 200; round++) {
    for (const p of positions) {
      const t0 = process.hrtime.bigint();
      metropolisCandidates(p.state, p.seat);
      samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  samples.sort((a, b) => a - b);
  console.log(`civ.metropolis_candidates_ms: ${samples[Math.floor(samples.length / 2)].toFixed(4)} ms`);
  console.log(`civ.metropolis_candidates_ms_p99: ${samples[Math.floor(samples.length * 0.99)].toFixed(4)} ms`);
}
