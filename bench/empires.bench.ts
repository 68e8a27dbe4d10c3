/**
 * empires.random_actions_per_s: actions per second of CPU time of seeded random-legal games through the rules
 * (the module's own random player over `legalActions`; check and apply), setup excluded; target at least 5,000.
 * empires.bot_game_seconds: CPU seconds of one whole 5-player bot-only game through the host, setup to final
 * scoring (phases 1-5 scripted); target under 0.5 s.
 */
import { botFor, playBotGame } from '../machines/bots';
import { seatPlayers } from '../machines/engine/testing';
import { modules } from '../machines/registry';
import { playRandomGame } from '../models/empires/random-game';

function cpuSeconds<T>(run: () => T): { value: T; seconds: number } {
  const before = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(before);
  return { value, seconds: (used.user + used.system) / 1e6 };
}

export default function empiresBench(): void {
  playRandomGame('bench-warm', 5, 2);
  const random = cpuSeconds(() => [['bench-a', 5], ['bench-b', 3], ['bench-c', 4]].reduce((n, [seed, players]) => n + playRandomGame(String(seed), Number(players), 6).actions.length, 0));
  console.log(`empires.random_actions_per_s: ${Math.round(random.value / random.seconds)} actions/s`);
  const bots = Array.from({ length: 5 }, () => botFor('empires')!());
  const game = cpuSeconds(() => playBotGame(modules.empires, seatPlayers(['A', 'B', 'C', 'D', 'E']), 'bench-empires-bots', bots, { maxActions: 40_000 }));
  if (!game.value.outcome) throw new Error(`the 5-player bot game did not end (${game.value.actions} actions)`);
  console.log(`empires.bot_game_seconds: ${game.seconds.toFixed(2)} s (${game.value.actions} actions)`);
}
