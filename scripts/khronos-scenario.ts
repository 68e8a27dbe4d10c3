/**
 * `npx tsx scripts/khronos-scenario.ts [SEED] [OUT]`: writes a complete 3-player Khronos game as a scenario, played once
 * by `playRandomGame` with a fixed seed, then replays it through the real host to make sure every action is accepted
 * and the game ends. Default: seed "khronos-three", out scenarios/khronos/three-player-game.json.
 */
import { writeFileSync } from 'node:fs';
import { runScenario } from '../machines/engine/scenario-runner';
import { modules } from '../machines/registry';
import { SCENARIO_FORMAT, SCENARIO_VERSION, parseScenario } from '../models/core/scenario';
import { playRandomGame } from '../models/khronos';

const seed = process.argv[2] ?? 'khronos-three';
const out = process.argv[3] ?? 'scenarios/khronos/three-player-game.json';
const game = playRandomGame(seed, 3);
const scenario = {
  format: SCENARIO_FORMAT,
  version: SCENARIO_VERSION,
  module: 'khronos',
  title: 'A whole three-player game of Khronos',
  description: `Seven turns of random legal play (playRandomGame, seed "${seed}") from the deal to the winner; every action must be accepted.`,
  players: game.players.map((p) => ({ name: p.name, color: p.color })),
  options: {},
  seed,
  actions: game.actions.map((a) => ({ seat: a.seat, action: a.action, expect: 'accepted' as const })),
};
const parsed = parseScenario(scenario);
if (!parsed.ok) throw new Error(parsed.message);
const run = runScenario(parsed.scenario, modules);
if (run.mismatches > 0 || run.outcome === null) throw new Error(`The host did not replay the game: ${run.mismatches} refusals, outcome ${JSON.stringify(run.outcome)}.`);
// One action per line keeps the file readable and its diffs small.
const lines = scenario.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
const head = JSON.stringify({ ...scenario, actions: [] }, null, 2).replace('"actions": []', `"actions": [\n${lines}\n  ]`);
writeFileSync(out, `${head}\n`);
console.log(`${out}: ${scenario.actions.length} actions, ${run.outcome.summary}`);
