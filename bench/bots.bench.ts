/**
 * bots.<module>_win_rate: the module's bot against random players, over seeded games (TESSERA_BENCH_GAMES, default
 * 100 per module): one bot, the other seats random, the bot's seat rotating game by game; a shared win counts as a
 * fraction, a game without an outcome (the action cap) as a loss. The random player picks uniformly among the
 * legal actions; for Empires it is the module's own random player (models/empires/random-game.ts), because a
 * uniform pick among Empires' manual board edits never says "done" and vandalises the board (removing other
 * players' cities is a legal manual edit), so no game would ever end.
 */
import { botFor, playBotGame, randomBot, type Bot } from '../machines/bots';
import { seatPlayers } from '../machines/engine/testing';
import { modules } from '../machines/registry';
import { chooseAction } from '../models/empires/random-game';
import type { EmpiresAction } from '../models/empires/actions';
import type { EmpiresState } from '../models/empires/state';

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
    console.log(`bots.${setup.id}_unfinished: ${unfinished} games`);
    console.log(`bots.${setup.id}_bot_refusals: ${refused} actions`);
    console.log(`bots.${setup.id}_seconds: ${seconds.toFixed(1)} s`);
  }
}
