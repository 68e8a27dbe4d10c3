/**
 * bots.<module>_win_rate: the module's bot against random players, over seeded games (TESSERA_BENCH_GAMES, default
 * 100 per module): one bot, the other seats random, the bot's seat rotating game by game; a shared win counts as a
 * fraction, a game without an outcome (the action cap) as a loss. The random player picks uniformly among the
 * legal actions; for Empires it is the module's own random player (models/empires/random-game.ts), because a
 * uniform pick among Empires' manual board edits never says "done" and vandalises the board (removing other
 * players' cities is a legal manual edit), so no game would ever end.
 */
import { botFor, HARD_BUDGET, khronosHardBot, khronosNormalBot, playBotGame, randomBot, startBotGame, type Bot, type BotFactory, type HardBudget } from '../machines/bots';
import { khronosBot } from '../machines/bots/khronos';
import { civBot } from '../machines/bots/civ';
import { civHardBot, civNormalBot } from '../machines/bots/civ-levels/levels';
import { CIV_HARD_BUDGET } from '../machines/bots/civ-levels/search';
import empiresLevels from './bots-empires';
import { seatPlayers } from '../machines/engine/testing';
import { modules } from '../machines/registry';
import { chooseAction } from '../models/empires/random-game';
import type { EmpiresAction } from '../models/empires/actions';
import type { EmpiresState } from '../models/empires/state';
import { p95, timed, wilson } from './bot-stats';

const empiresRandom = (): Bot => ({
  name: 'empires-random',
  // It reads only what the seat's view holds too (phase, map, areas' tokens and cities, its civilization).
  decide: (view, legal, random, seat) => (legal.length > 0 ? chooseAction(legal as readonly EmpiresAction[], random, view as EmpiresState, seat) : null),
});

const SETUPS: readonly { id: string; players: number; random: () => Bot; maxActions: number }[] = [
  { id: 'khronos', players: 2, random: randomBot, maxActions: 20_000 },
  { id: 'empires', players: 3, random: empiresRandom, maxActions: 40_000 },
  { id: 'civ', players: 2, random: randomBot, maxActions: 20_000 },
];

export default function botsBench(): void {
  const games = Number(process.env.TESSERA_BENCH_GAMES ?? 100);
  const only = process.env.TESSERA_BENCH_MODULES?.split(',');
  for (const setup of SETUPS) {
    if (only && !only.includes(setup.id)) continue;
    const factory = botFor(setup.id)!;
    const started = performance.now();
    let wins = 0;
    let unfinished = 0;
    let refused = 0;
    for (let g = 0; g < games; g++) {
      const botSeat = g % setup.players;
      const bots = Array.from({ length: setup.players }, (_, seat) => (seat === botSeat ? factory() : setup.random()));
      const game = playBotGame(modules[setup.id], seatPlayers(Array.from({ length: setup.players }, (_, i) => `Seat ${i + 1}`)), `bench-${setup.id}-${g}`, bots, { maxActions: setup.maxActions });
      refused += game.refusals.filter((r) => r.seat === botSeat).length;
      if (!game.outcome) unfinished++;
      else if (game.outcome.winners.includes(botSeat)) wins += 1 / game.outcome.winners.length;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`bots.${setup.id}_win_rate: ${(wins / games).toFixed(3)} (${games} games, ${setup.players} players)`);
    if (setup.id === 'khronos') unfinished += khronosLevels(games);
    if (setup.id === 'civ') unfinished += civLevels(games);
    if (setup.id === 'empires') unfinished += empiresLevels(games).unfinished;
    console.log(`bots.${setup.id}_unfinished: ${unfinished} games${setup.id === 'civ' || setup.id === 'khronos' || setup.id === 'empires' ? ' (against random players and between levels)' : ''}`);
    console.log(`bots.${setup.id}_bot_refusals: ${refused} actions`);
    console.log(`bots.${setup.id}_seconds: ${seconds.toFixed(1)} s`);
  }
}



/** Two-player games of level `a` against level `b`, the seat rotating; answers the win rate of `a` and the unfinished games. */
function match(a: BotFactory, b: BotFactory, games: number, tag: string): { rate: number; unfinished: number; refused: number } {
  let wins = 0;
  let unfinished = 0;
  let refused = 0;
  for (let g = 0; g < games; g++) {
    const seatA = g % 2;
    const bots = [0, 1].map((seat) => (seat === seatA ? a() : b()));
    const game = playBotGame(modules.khronos, seatPlayers(['Seat 1', 'Seat 2']), `bench-khronos-${tag}-${g}`, bots, { maxActions: 20_000 });
    refused += game.refusals.length;
    if (!game.outcome) unfinished++;
    else if (game.outcome.winners.includes(seatA)) wins += 1 / game.outcome.winners.length;
  }
  return { rate: wins / games, unfinished, refused };
}

/** Times every decision of a bot in CPU milliseconds of this process (what the wall time is on an idle machine). */
function cpuTimedBot(bot: Bot, times: number[]): Bot {
  return {
    name: bot.name,
    decide: (...args) => {
      const c0 = process.cpuUsage();
      const a = bot.decide(...args);
      const c = process.cpuUsage(c0);
      times.push((c.user + c.system) / 1000);
      return a;
    },
  };
}

/**
 * bots.khronos_normal_vs_easy and bots.khronos_hard_vs_normal: win rates with their 95 % interval (Wilson) in
 * seeded 2-player games, the seat rotating (TESSERA_BENCH_GAMES, and TESSERA_BENCH_HARD_GAMES for the hard
 * games). The hard level plays at its game budget unless TESSERA_BENCH_HARD_SAMPLES / _CANDIDATES / _REPLY / _PLAYOUTS say
 * otherwise (a shorter run while developing); bots.khronos_decision_ms_p95 is measured at the game's own budget on the
 * first decisions of a game.
 */
function khronosLevels(games: number): number {
  const hardGames = Number(process.env.TESSERA_BENCH_HARD_GAMES ?? games);
  const env = process.env;
  const budget: HardBudget = {
    samples: Number(env.TESSERA_BENCH_HARD_SAMPLES ?? HARD_BUDGET.samples),
    candidates: Number(env.TESSERA_BENCH_HARD_CANDIDATES ?? HARD_BUDGET.candidates),
    reply: Number(env.TESSERA_BENCH_HARD_REPLY ?? HARD_BUDGET.reply ?? 0),
    playouts: Number(env.TESSERA_BENCH_HARD_PLAYOUTS ?? HARD_BUDGET.playouts ?? 0) || undefined,
  };
  const say = (name: string, r: { rate: number }, n: number, extra = '') => {
    const [lo, hi] = wilson(r.rate, n);
    console.log(`bots.khronos_${name}: ${r.rate.toFixed(3)} (95 % interval ${lo.toFixed(2)}-${hi.toFixed(2)}, ${n} games, 2 players, seats rotating${extra})`);
  };
  let t0 = performance.now();
  const ne = match(khronosNormalBot as BotFactory, khronosBot as BotFactory, games, 'ne');
  say('normal_vs_easy', ne, games, `; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const benchTimes: number[] = [];
  const benchCpu: number[] = [];
  t0 = performance.now();
  const hn = match(() => timed(cpuTimedBot(khronosHardBot(budget), benchCpu), benchTimes), khronosNormalBot as BotFactory, hardGames, 'hn');
  say('hard_vs_normal', hn, hardGames, `; hard at ${budget.playouts ? `${budget.playouts} playouts over ${budget.candidates} candidates` : `${budget.samples} samples x ${budget.candidates} candidates`}, replies ${budget.reply ? `at width ${budget.reply}` : 'not played'}; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  console.log(`bots.khronos_bench_decision_ms_p95: ${p95(benchTimes).toFixed(0)} ms (hard at the bench budget, ${benchTimes.length} decisions)`);
  // The game's own budget, on the first decisions of one game against normal; the CPU time of each decision too,
  // since on a shared machine the wall time also counts the other processes.
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const game = startBotGame(modules.khronos, seatPlayers(['Seat 1', 'Seat 2']), 'bench-khronos-hard-time', [timed(cpuTimedBot(khronosHardBot(HARD_BUDGET), cpuTimes), times), khronosNormalBot()], { maxActions: 20_000 });
  const decisions = Number(process.env.TESSERA_BENCH_HARD_DECISIONS ?? 40);
  while (times.length < decisions && game.step());
  const shape = HARD_BUDGET.playouts ? `${HARD_BUDGET.playouts} playouts over ${HARD_BUDGET.candidates} candidates by successive halving` : `${HARD_BUDGET.samples} samples x ${HARD_BUDGET.candidates} candidates`;
  console.log(`bots.khronos_decision_ms_p95: ${p95(times).toFixed(0)} ms (hard at its game budget of ${shape}, replies at width ${HARD_BUDGET.reply ?? 0}, wall time, ${times.length} decisions; max ${Math.max(...times).toFixed(0)} ms; CPU time p95 ${p95(cpuTimes).toFixed(0)} ms, max ${Math.max(...cpuTimes).toFixed(0)} ms; most decisions are short, a refill or a collect)`);
  console.log(`bots.khronos_bench_decision_cpu_ms_p95: ${p95(benchCpu).toFixed(0)} ms (CPU time of the hard decisions in the games against normal)`);
  return ne.unfinished + hn.unfinished;
}

/**
 * bots.civ_normal_vs_easy and bots.civ_hard_vs_normal: win rates with their 95 % interval (Wilson) in seeded
 * 2-player Civilization games, the seat rotating (TESSERA_BENCH_GAMES, TESSERA_BENCH_HARD_GAMES for the hard games);
 * bots.civ_decision_ms_p95 over every decision the hard level took in them (wall time, at its game budget).
 * TESSERA_BENCH_SEED_TAG plays them on other seeds. Answers the games that reached the action cap.
 */
function civLevels(games: number): number {
  const hardGames = Number(process.env.TESSERA_BENCH_HARD_GAMES ?? games);
  // Other seeds than the bench's own (a check that a change is no tuning to these): TESSERA_BENCH_SEED_TAG=exp2
  // plays `exp2-hard_vs_normal-${g}` instead of `bench-civ-hard_vs_normal-${g}`.
  const seedTag = process.env.TESSERA_BENCH_SEED_TAG ?? 'bench-civ';
  const play = (a: BotFactory, b: BotFactory, n: number, tag: string) => {
    const started = performance.now();
    let wins = 0;
    let unfinished = 0;
    let refused = 0;
    for (let g = 0; g < n; g++) {
      const seatA = g % 2;
      const bots = [0, 1].map((seat) => (seat === seatA ? a() : b()));
      const game = playBotGame(modules.civ, seatPlayers(['Seat 1', 'Seat 2']), `${seedTag}-${tag}-${g}`, bots, { maxActions: 20_000 });
      refused += game.refusals.length;
      if (!game.outcome) unfinished++;
      else if (game.outcome.winners.includes(seatA)) wins += 1 / game.outcome.winners.length;
    }
    const rate = wins / n;
    const [lo, hi] = wilson(rate, n);
    const seconds = (performance.now() - started) / 1000;
    console.log(`bots.civ_${tag}: ${rate.toFixed(3)} (95 % interval ${lo.toFixed(2)}-${hi.toFixed(2)}, ${n} games, 2 players, seats rotating; ${unfinished} unfinished, ${refused} refused; ${seconds.toFixed(0)} s)`);
    return unfinished;
  };
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  const unfinished = play(civNormalBot as BotFactory, civBot as BotFactory, games, 'normal_vs_easy') + play(() => timed(civHardBot(), times), civNormalBot as BotFactory, hardGames, 'hard_vs_normal');
  const cpu = process.cpuUsage(cpu0);
  const b = CIV_HARD_BUDGET;
  console.log(`bots.civ_decision_ms_p95: ${p95(times).toFixed(0)} ms (hard at its game budget of ${b.samples} samples x ${b.candidates} candidates, ${b.steps} moves deep at width ${b.width}${b.reply ? ', the other seat\'s answers played' : ''}${b.sites ? ', city sites judged' : ''}, wall time, ${times.length} decisions; max ${Math.max(0, ...times).toFixed(0)} ms; CPU of all level games ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s)`);
  return unfinished;
}
