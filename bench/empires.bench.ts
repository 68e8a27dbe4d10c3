/**
 * empires.random_actions_per_s: actions per second of CPU time of seeded random-legal games through the rules
 * (the module's own random player over `legalActions`; check and apply), setup excluded, once the JIT has settled
 * (WARM_GAMES, then timed rounds until the figure stops climbing: a bot's search and a long session run warm);
 * target at least 5,000.
 * `_cold`: the same games after two warm-up games.
 * empires.bot_game_seconds: CPU seconds of one whole 5-player bot-only game through the host, setup to final
 * scoring (every phase by the rules), in a warm process (after the random games and at least twelve bot games on
 * other seeds, until their speed settles), the median of BOT_GAME_RUNS plays of that game (one play's CPU time
 * varied from 0.47 to 0.81 s between runs on a quiet machine); `_cold`: the same game as the process's first;
 * target under 0.5 s.
 * empires.trade_session_ms: CPU milliseconds of one whole phase 7 trade session of five bots (ME-TRADEX), each
 * holding eight cards, through the rules' check and apply, from opening to close; mean of 40; target under 5 ms.
 */
import { botFor, playBotGame } from '../machines/bots';
import { settledRate } from './settle';
import { seatPlayers } from '../machines/engine/testing';
import { modules } from '../machines/registry';
import { playRandomGame, playRandomGameFrom, randomGameStart } from '../models/empires/random-game';
import { Random, seedRng } from '../models/core/rng';
import { empiresBot } from '../machines/bots/empires';
import { empiresRules } from '../models/empires/rules';
import { enterPhase } from '../models/empires/sequence';
import { createGame } from '../models/empires/setup';
import type { EmpiresState } from '../models/empires/state';
import type { EmpiresView } from '../models/empires/view';

/** Five seats holding eight cards each (the top cards of the stacks), entering the trade phase. */
function tradeTable(seed: string): EmpiresState {
  const random = new Random(seedRng(seed));
  let s = createGame({ players: seatPlayers(['A', 'B', 'C', 'D', 'E']) }, random);
  const stacks = Object.fromEntries(Object.entries(s.stacks).map(([k, v]) => [k, [...v]]));
  const players = s.players.map((p) => ({ ...p, hand: Array.from({ length: 8 }, (_, i) => stacks[1 + ((p.seat + i) % 9)].shift()!) }));
  s = { ...s, stacks, players };
  return enterPhase({ ...s, done: [] }, 'trade', random).state;
}

/** ME-TRADEX: one whole session, five bots deciding from their views until the phase is over. */
function tradeSession(start: EmpiresState, seed: string): number {
  const random = new Random(seedRng(seed));
  const bots = start.players.map(() => empiresBot());
  let s = start;
  let actions = 0;
  while (s.phase === 'trade' && actions < 500) {
    let moved = false;
    for (const seat of empiresRules.activeSeats(s)) {
      const action = bots[seat].decide(empiresRules.view(s, seat) as EmpiresView, empiresRules.legalActions(s, seat), random, seat);
      if (!action || !empiresRules.check(s, seat, action).ok) continue;
      s = empiresRules.apply(s, seat, action, random).state;
      actions++;
      moved = true;
      if (s.phase !== 'trade') break;
    }
    if (!moved) throw new Error('the bots stopped trading');
  }
  if (s.phase === 'trade') throw new Error('the trade session did not close');
  return actions;
}

function cpuSeconds<T>(run: () => T): { value: T; seconds: number } {
  const before = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(before);
  return { value, seconds: (used.user + used.system) / 1e6 };
}

/** Random games played after the first figure, before the warm one (the JIT compiles the rules' code over them). */
const WARM_GAMES = 12;

/** Bot games on other seeds played before the bench's game at least. */
const MIN_WARM_BOT_GAMES = 12;

/** Plays of the bench's bot game whose median is the figure. */
const BOT_GAME_RUNS = 7;

export default function empiresBench(): void {
  const botGame = (seed: string) => {
    const bots = Array.from({ length: 5 }, () => botFor('empires')!());
    const game = cpuSeconds(() => playBotGame(modules.empires, seatPlayers(['A', 'B', 'C', 'D', 'E']), seed, bots, { maxActions: 40_000 }));
    if (!game.value.outcome) throw new Error(`the 5-player bot game did not end (${game.value.actions} actions)`);
    return game;
  };
  // The first whole game in a fresh process pays for compiling the rules' code.
  const cold = botGame('bench-empires-bots');
  // Twelve games (3, 4 and 5 players), so that one figure is not a few milliseconds of a noisy machine; set up
  // outside the timing, as the figure's definition says: the same games, from the same generators.
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map((k, i) => [`bench-${k}`, 3 + (i % 3)] as const);
  const timeRandomGames = () => {
    const starts = seeds.map(([seed, players]) => randomGameStart(seed, players));
    const run = cpuSeconds(() => starts.reduce((n, { state, random: r }) => n + playRandomGameFrom(state, r, 6).actions.length, 0));
    return Math.round(run.value / run.seconds);
  };
  for (const seed of ['bench-warm-1', 'bench-warm-2']) playRandomGame(seed, 5, 6);
  const randomCold = timeRandomGames();
  for (let i = 1; i <= WARM_GAMES; i++) playRandomGame(`bench-warm-more-${i}`, 3 + (i % 3), 6);
  const { rate: randomWarm, rounds } = settledRate(timeRandomGames);
  console.log(`empires.random_actions_per_s: ${randomWarm} actions/s (the twelve seeded games once the JIT has settled: ${rounds} timed rounds after ${WARM_GAMES + 2} warm-up games)`);
  console.log(`empires.random_actions_per_s_cold: ${randomCold} actions/s (the same games after two warm-up games)`);
  // Bot games on other seeds until their actions per CPU second settle (twelve at least: a game's CPU time still
  // fell over the first ten to fifteen games of a process, from 1.5 s to 0.3-0.5 s, and two early games within 5 %
  // of each other stopped the warm-up there), then the bench's game.
  let warmGames = 0;
  const { rounds: botRounds } = settledRate(() => {
    const g = botGame(`bench-empires-warm-${++warmGames}`);
    return g.value.actions / g.seconds;
  }, 24, MIN_WARM_BOT_GAMES);
  const plays = Array.from({ length: BOT_GAME_RUNS }, () => botGame('bench-empires-bots'));
  const seconds = plays.map((g) => g.seconds).sort((a, b) => a - b);
  const warm = { seconds: seconds[Math.floor(seconds.length / 2)], value: plays[0].value };
  console.log(
    `empires.bot_game_seconds: ${warm.seconds.toFixed(2)} s (${warm.value.actions} actions, in a warm process: after the random games and ${botRounds} bot games on other seeds, once their speed had settled; the median of ${BOT_GAME_RUNS} plays, ${seconds[0].toFixed(2)}-${seconds[seconds.length - 1].toFixed(2)} s)`,
  );
  console.log(`empires.bot_game_seconds_cold: ${cold.seconds.toFixed(2)} s (the same game as the first of the process)`);
  const tables = Array.from({ length: 40 }, (_, i) => tradeTable(`bench-trade-${i}`));
  tradeSession(tables[0], 'warm');
  const trade = cpuSeconds(() => tables.reduce((n, t, i) => n + tradeSession(t, `bench-trade-${i}`), 0));
  console.log(`empires.trade_session_ms: ${((trade.seconds * 1000) / tables.length).toFixed(2)} ms (${(trade.value / tables.length).toFixed(1)} actions a session)`);
}
