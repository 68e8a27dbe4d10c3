/**
 * civ.metropolis_candidates_ms: the time to compute a capital's four expansion squares, each legal or with its
 * reason, on positions from seeded random games (median over many positions and repetitions; target under 1 ms).
 */
import { metropolisCandidates } from '../models/civ';
import { playRandomGame } from '../models/civ/random-game';
import type { CivState } from '../models/civ/state';

export default function civBench(): void {
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
