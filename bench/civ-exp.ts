/**
 * Hard against Normal on chosen seeds, one line of JSON per game (a development tool, not a benchmark):
 * npx tsx bench/civ-exp.ts TAG FROM TO [VARIANT] > out.jsonl
 */
import { startBotGame, type Bot, type BotFactory } from '../machines/bots';
import { features } from './civ-features';
import { appendFileSync } from 'node:fs';
import { civHardBot, civNormalBot } from '../machines/bots/civ-levels/levels';
import { seatPlayers } from '../machines/engine/testing';
import { modules } from '../machines/registry';
import type { CivState } from '../models/civ/state';

const [tag = 'exp2', from = '0', to = '100'] = process.argv.slice(2);
const hard: BotFactory = () => civHardBot();

function counted(bot: Bot, times: number[], kinds: Record<string, number>): Bot {
  return {
    name: bot.name,
    decide: (view, legal, random, seat) => {
      const t0 = performance.now();
      const a = bot.decide(view, legal, random, seat) as { type: string } | null;
      times.push(performance.now() - t0);
      if (a) kinds[a.type] = (kinds[a.type] ?? 0) + 1;
      return a;
    },
  };
}

for (let g = Number(from); g < Number(to); g++) {
  const seatA = g % 2;
  const times: number[] = [];
  const kinds: Record<string, number>[] = [{}, {}];
  const bots = [0, 1].map((seat) => counted(seat === seatA ? hard() : civNormalBot(), seat === seatA ? times : [], kinds[seat]));
  const t0 = performance.now();
  const game = startBotGame(modules.civ, seatPlayers(['Seat 1', 'Seat 2']), `${tag}-hard_vs_normal-${g}`, bots, { maxActions: 20_000 });
  const rows: unknown[] = [];
  let lastKey = '';
  for (;;) {
    const st = game.host.state as CivState;
    const key = `${st.round}/${st.phase}`;
    if (key !== lastKey && (st.phase === 'start' || st.phase === 'movement') && st.pending.length === 0 && !st.winner) {
      lastKey = key;
      rows.push({ round: st.round, phase: st.phase, f: [0, 1].map((p) => features(st, p)) });
    }
    if (!game.step()) break;
  }
  const s = game.host.state as CivState;
  const win = game.outcome ? (game.outcome.winners.includes(seatA) ? 1 / game.outcome.winners.length : 0) : 0;
  times.sort((a, b) => a - b);
  const out = {
    g, seatA, win, how: s.winner?.how, round: s.round, refused: game.refusals.length, unfinished: !game.outcome,
    secs: +((performance.now() - t0) / 1000).toFixed(1), p95: +(times[Math.floor(times.length * 0.95)] ?? 0).toFixed(0),
    cities: [0, 1].map((p) => s.cities.filter((c) => c.owner === p).length),
    civs: s.players.map((p) => (p as unknown as { civ?: string }).civ),
    battles: [0, 1].map((p) => kinds[p]['play-unit'] ?? 0),
    moves: [0, 1].map((p) => kinds[p]['move'] ?? 0),
  };
  console.log(JSON.stringify(out));
  if (process.env.FEATURES) appendFileSync(process.env.FEATURES, JSON.stringify({ tag, g, seatA, winner: s.winner?.seat ?? null, rows }) + '\n');
}
