/**
 * Mega Empires' levels against each other (called from bots.bench.ts). Empires has three or more players, so
 * "the win rate of A against B" is pairwise: in each 3-player game one seat plays A and two play B, A's seat
 * rotating game by game; each B seat A finishes above (the rules' final standing, ties broken by the rulebook)
 * counts 1, an equal place 1/2, below 0, and a game scores the mean of its two pairs. An unfinished game (the action
 * cap) counts 0 and is counted in bots.empires_unfinished. The plain win rate of A's seat is printed beside it.
 * TESSERA_BENCH_GAMES sets the games of normal against easy, TESSERA_BENCH_HARD_GAMES those of hard against normal.
 */
import { playBotGame, type BotFactory } from '../machines/bots';
import { empiresBot } from '../machines/bots/empires';
import { empiresHardBot, empiresNormalBot, EMPIRES_HARD_BUDGET } from '../machines/bots/empires-levels/levels';
import { seatPlayers } from '../machines/engine/testing';
import { modules } from '../machines/registry';
import { standings } from '../models/empires/scoring';
import type { EmpiresState } from '../models/empires/state';
import { p95, timed, wilson } from './bot-stats';

const PLAYERS = 3;



export interface EmpiresMatch {
  readonly pairwise: number;
  readonly wins: number;
  readonly unfinished: number;
  readonly refused: number;
  readonly games: number;
}

/** `games` 3-player games of one A seat against two B seats, A's seat rotating; the pairwise and plain win rates of A. */
export function empiresMatch(a: BotFactory, b: BotFactory, games: number, tag: string, log = false): EmpiresMatch {
  let pairwise = 0;
  let wins = 0;
  let unfinished = 0;
  let refused = 0;
  for (let g = 0; g < games; g++) {
    const seatA = g % PLAYERS;
    const bots = Array.from({ length: PLAYERS }, (_, seat) => (seat === seatA ? a() : b()));
    const game = playBotGame(modules.empires, seatPlayers(Array.from({ length: PLAYERS }, (_, i) => `Seat ${i + 1}`)), `bench-empires-${tag}-${g}`, bots, { maxActions: 40_000 });
    refused += game.refusals.length;
    if (!game.outcome) {
      unfinished++;
      continue;
    }
    const table = standings(game.host.state as EmpiresState);
    const place = (seat: number) => table.find((t) => t.seat === seat)?.place ?? PLAYERS;
    let pairs = 0;
    for (let s = 0; s < PLAYERS; s++) if (s !== seatA) pairs += place(seatA) < place(s) ? 1 : place(seatA) === place(s) ? 0.5 : 0;
    pairwise += pairs / (PLAYERS - 1);
    if (game.outcome.winners.includes(seatA)) wins += 1 / game.outcome.winners.length;
    if (log) console.log(`  game ${g}: A at seat ${seatA}, ${JSON.stringify(game.outcome.scores)}`);
  }
  return { pairwise: pairwise / games, wins: wins / games, unfinished, refused, games };
}

function say(name: string, r: EmpiresMatch, a: string, b: string, seconds: number, extra = ''): void {
  const [lo, hi] = wilson(r.pairwise, r.games);
  console.log(
    `bots.empires_${name}: ${r.pairwise.toFixed(3)} (95 % interval ${lo.toFixed(2)}-${hi.toFixed(2)}; pairwise: one ${a} seat against two ${b} seats in ${r.games} seeded 3-player games, the ${a} seat rotating, 1 for each ${b} seat it finishes above, 1/2 for an equal place, the game's mean of its two pairs; plain win rate of the ${a} seat ${r.wins.toFixed(3)}, 1/3 is even; ${seconds.toFixed(0)} s${extra})`,
  );
}

/** Prints bots.empires_normal_vs_easy, _hard_vs_normal, _decision_ms_p95 (hard) and _unfinished (between levels). */
export default function empiresLevels(games: number): { unfinished: number; refused: number } {
  const hardGames = Number(process.env.TESSERA_BENCH_HARD_GAMES ?? games);
  let t0 = performance.now();
  const ne = empiresMatch(empiresNormalBot as BotFactory, empiresBot as BotFactory, games, 'ne');
  say('normal_vs_easy', ne, 'normal', 'easy', (performance.now() - t0) / 1000);
  const times: number[] = [];
  t0 = performance.now();
  const hn = empiresMatch(() => timed(empiresHardBot(), times), empiresNormalBot as BotFactory, hardGames, 'hn');
  say('hard_vs_normal', hn, 'hard', 'normal', (performance.now() - t0) / 1000, `; hard at ${EMPIRES_HARD_BUDGET.samples} samples x ${EMPIRES_HARD_BUDGET.candidates} candidates`);
  // Most of hard's moves are instant (a token moved, a phase said done): the figure is over the decisions that
  // took 1 ms or more (its searched transactions and normal's one-move looks), the p95 of all of them beside it.
  const searched = times.filter((t) => t >= 1);
  console.log(
    `bots.empires_decision_ms_p95: ${p95(searched).toFixed(0)} ms (hard, wall time, over its ${searched.length} decisions that took 1 ms or more; over all its ${times.length} decisions ${p95(times).toFixed(0)} ms; max ${Math.max(0, ...times).toFixed(0)} ms)`,
  );
  const unfinished = ne.unfinished + hn.unfinished;
  console.log(`bots.empires_unfinished_levels: ${unfinished} games (between levels: normal-easy ${ne.unfinished}, hard-normal ${hn.unfinished})`);
  return { unfinished, refused: ne.refused + hn.refused };
}
