/**
 * civ.metropolis_candidates_ms: the time to compute a capital's four expansion squares, each legal or with its
 * reason, on positions from seeded random games (median over many positions and repetitions; target under 1 ms).
 * civ.random_actions_per_s: actions per second of CPU time of complete seeded random-legal games through the rules
 * (the drills' random player: a kind of legal action, then one of that kind; then check and apply), setup excluded,
 * once the JIT has settled (see WARM_GAMES); civ.random_actions_per_s_cold: the same games after one warm-up game.
 * civ.battle_ms: one whole battle (CIV-BATTLE), from the move that engages to the resolution, two armies of five
 * units against an army of five, each battle turn chosen by the civ bot from its view and the legal actions, each
 * action checked and applied (median; target under 2 ms).
 */
import { civBot } from '../machines/bots/civ';
import { legalActions } from '../models/civ/legal';
import type { Draft } from '../models/civ/draft';
import { metropolisCandidates } from '../models/civ';
import { PLAYER_COLORS } from '../models/civ/contract';
import { legalChoice } from '../models/civ/legal';
import { civOptions } from '../models/civ/options';
import { playRandomGame } from '../models/civ/random-game';
import { civRules } from '../models/civ/rules';
import type { CivState } from '../models/civ/state';
import { Random, seedRng } from '../models/core/rng';
import { settledRate } from './settle';

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

/** The three seeded games (2, 3 and 4 players): actions per second of CPU time. */
function seededGamesRate(): number {
  let actions = 0;
  const before = process.cpuUsage();
  for (const [seed, players] of [['bench-a', 2], ['bench-b', 3], ['bench-c', 4]] as const) actions += randomGame(seed, players);
  const used = process.cpuUsage(before);
  return actions / ((used.user + used.system) / 1e6);
}

/**
 * The JIT keeps tuning the rules for tens of thousands of actions (the shapes of states, actions and checks settle
 * slowly in code this size): one warm-up game leaves the three seeded games at half their settled rate. A bot's
 * search or a long session runs warm, so the figure is taken after WARM_GAMES more games of their own seeds, in timed
 * rounds until it settles (bench/settle.ts); the rate after a single warm-up game is printed beside it.
 */
const WARM_GAMES = 16;

function randomActionsPerSecond(): void {
  randomGame('bench-warm', 3);
  const cold = seededGamesRate();
  let warmActions = 0;
  const w0 = process.cpuUsage();
  for (let i = 1; i <= WARM_GAMES; i++) warmActions += randomGame(`bench-warm-${i}`, 2 + (i % 3));
  const w = process.cpuUsage(w0);
  const { rate: warm, rounds } = settledRate(seededGamesRate);
  console.log(`civ.random_actions_per_s: ${Math.round(warm)} actions/s (the seeded games once the JIT has settled: ${rounds} timed rounds after ${WARM_GAMES} warm-up games, ${warmActions} actions in ${((w.user + w.system) / 1e6).toFixed(1)} s CPU)`);
  console.log(`civ.random_actions_per_s_cold: ${Math.round(cold)} actions/s (the same games after a single warm-up game)`);
}

/** Seat 0's two armies next to seat 1's army on open grassland, five units each, in seat 0's Movement. */
function battleStart(): CivState {
  const seats = [0, 1].map((i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
  const d = structuredClone(civRules.setup(seats, civOptions({}), new Random(seedRng('bench-battle')))) as unknown as Draft;
  for (const slot of d.slots) if (slot.kind !== 'hole') slot.revealed = true;
  d.figures = [{ id: 'army-0-1', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'army-0-2', owner: 0, kind: 'army', at: { x: 6, y: 7 } }, { id: 'army-1-1', owner: 1, kind: 'army', at: { x: 6, y: 6 } }];
  d.cities = d.cities.filter((c) => Math.abs(c.centre.x - 6) > 2 || Math.abs(c.centre.y - 6) > 2);
  d.markers = [];
  d.terrainOverrides['6,6'] = 'grassland';
  d.terrainOverrides['6,7'] = 'grassland';
  for (const p of d.players) while (p.forces.length < 5) for (const type of ['infantry', 'mounted', 'artillery'] as const) if (p.forces.length < 5) p.forces.push(d.unitDecks[type].pop() as string);
  d.phase = 'movement';
  d.turn = d.order.indexOf(0);
  return d as unknown as CivState;
}

/** The engaging move, then the bots' battle turns until the battle is resolved; answers the actions taken. */
function botBattle(start: CivState, seed: string): number {
  const bots = [civBot(), civBot()];
  const random = new Random(seedRng(seed));
  let state = civRules.apply(start, 0, { type: 'move', figures: ['army-0-1', 'army-0-2'], path: [{ x: 6, y: 6 }] }, new Random(seedRng(seed))).state;
  let actions = 1;
  while (state.pending[0]?.kind === 'battle') {
    const seat = civRules.activeSeats(state)[0];
    const action = bots[seat].decide(civRules.view(state, seat), legalActions(state, seat), random, seat);
    if (!action || !civRules.check(state, seat, action).ok) throw new Error('a bot had no legal battle move');
    state = civRules.apply(state, seat, action, new Random(state.rng)).state;
    actions++;
  }
  return actions;
}

function battleMs(): void {
  const start = battleStart();
  if (!civRules.check(start, 0, { type: 'move', figures: ['army-0-1', 'army-0-2'], path: [{ x: 6, y: 6 }] }).ok) throw new Error('the battle position is not legal');
  for (let i = 0; i < 50; i++) botBattle(start, `warm-${i}`);
  const samples: number[] = [];
  let actions = 0;
  for (let i = 0; i < 400; i++) {
    const t0 = process.hrtime.bigint();
    actions += botBattle(start, `battle-${i}`);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  if (actions < 400 * 6) throw new Error('the battles were not fought with the cards');
  samples.sort((a, b) => a - b);
  console.log(`civ.battle_ms: ${samples[Math.floor(samples.length / 2)].toFixed(3)} ms`);
}

export default function civBench(): void {
  randomActionsPerSecond();
  battleMs();
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
