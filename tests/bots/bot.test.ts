import { describe, expect, it } from 'vitest';
import { bestOf, botFor, botRandom, playBotGame, runBot, type Bot } from '../../machines/bots';
import { GameHost } from '../../machines/engine/host';
import { connectInMemory } from '../../machines/engine/in-memory';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import { Random, seedRng } from '../../models/core/rng';
import { microtasks, settle, viewOnly } from './harness';

describe('choosing among equally good moves', () => {
  it('bestOf takes the best score, draws among ties with the seeded generator, and respects the floor', () => {
    const items = ['a', 'b', 'c', 'd'];
    const score = (x: string) => (x === 'a' ? 1 : 2);
    const picks = (seed: string) => Array.from({ length: 20 }, ((r) => () => bestOf(items, score, r))(new Random(seedRng(seed))));
    const first = picks('s');
    expect(first.every((p) => p !== 'a')).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(1);
    expect(picks('s')).toEqual(first);
    expect(bestOf(items, score, new Random(seedRng('s')), 3)).toBeNull();
  });

  it('each seat has its own generator from the game seed', () => {
    expect(botRandom('g', 0).uint32()).toBe(botRandom('g', 0).uint32());
    expect(botRandom('g', 0).uint32()).not.toBe(botRandom('g', 1).uint32());
  });
});

describe.each([
  { id: 'khronos', players: 2, maxActions: 200 },
  { id: 'empires', players: 3, maxActions: 600 },
  { id: 'civ', players: 2, maxActions: 300 },
])('the $id bot sees only its seat', ({ id, players, maxActions }) => {
  it('ENGINE-SEAT-1: it plays the same moves from a view-only copy of its view, never touching the full state or a secret', () => {
    const factory = botFor(id)!;
    const names = seatPlayers(Array.from({ length: players }, (_, i) => `P${i + 1}`));
    const plain = playBotGame(modules[id], names, `view-${id}`, names.map(() => factory()), { maxActions });
    let decisions = 0;
    let host: GameHost | null = null;
    const guarded = names.map((): Bot => {
      const inner = factory();
      return {
        name: inner.name,
        decide(view, legal, random, seat) {
          decisions++;
          return inner.decide(viewOnly(view, host!.state), legal, random, seat);
        },
      };
    });
    const viaViews = playBotGame(modules[id], names, `view-${id}`, guarded, { maxActions, onStart: (h) => (host = h) });
    expect(viaViews.actions).toBeGreaterThan(50);
    expect(decisions).toBeGreaterThanOrEqual(viaViews.actions);
    expect(viaViews.refusals).toEqual([]);
    expect(viaViews.host.actionLog).toEqual(plain.host.actionLog);
    // What each bot was given holds no other seat's secret (hands, deck order).
    const secrets = modules[id].rules.secrets?.(viaViews.host.state) ?? [];
    for (const seat of names.map((p) => p.seat)) {
      const text = JSON.stringify(viaViews.host.viewFor(seat));
      for (const s of secrets) if (!s.seenBy.includes(seat)) expect(text.includes(`"${s.token}"`)).toBe(false);
    }
  }, 120_000);
});

describe('runBot: a bot at a client, like a player at a window', () => {
  it('KH-TURN-1: two bots play a whole Khronos game over the wire, the same game as playBotGame, at the asked pace', async () => {
    const names = seatPlayers(['A', 'B']);
    const direct = playBotGame(modules.khronos, names, 'wire', [botFor('khronos')!(), botFor('khronos')!()]);
    const host = new GameHost({ module: modules.khronos, players: names, options: {}, seed: 'wire', seatKinds: ['bot', 'bot'] });
    const delays: number[] = [];
    const running = [0, 1].map((seat) => runBot(connectInMemory(host, [seat]).client, seat, botFor('khronos')!(), { delayMs: 700, schedule: microtasks(delays), seed: 'wire' }));
    await settle(host);
    expect(host.outcome).not.toBeNull();
    expect(host.actionLog).toEqual(direct.host.actionLog);
    expect(delays.length).toBeGreaterThanOrEqual(host.actionLog.length);
    expect(delays.every((d) => d === 700)).toBe(true);
    for (const r of running) r.stop();
  });

  it('ENGINE-SESSION-1: a bot waits while the game is paused for a dropped guest, plays the seat it is handed, and stops when told', async () => {
    const names = seatPlayers(['Guest', 'Bot']);
    const host = new GameHost({ module: modules.khronos, players: names, options: {}, seed: 'pause', seatKinds: ['lan', 'bot'] });
    const bot = runBot(connectInMemory(host, [1]).client, 1, botFor('khronos')!(), { delayMs: 0, schedule: microtasks(), seed: 'pause' });
    host.seatDropped(0);
    await settle(host);
    expect(host.paused).toBe(true);
    expect(host.actionLog).toHaveLength(0);
    host.seatToBot(0);
    expect(host.sessionState.kinds[0]).toBe('bot');
    const stand = runBot(connectInMemory(host, [0]).client, 0, botFor('khronos')!(), { delayMs: 0, schedule: microtasks(), seed: 'pause' });
    await settle(host);
    expect(host.outcome).not.toBeNull();
    expect(new Set(host.actionLog.map((a) => a.seat))).toEqual(new Set([0, 1]));
    stand.stop();
    bot.stop();
    expect(bot.stopped).toBe(true);
  });

  it('a bot that keeps being refused gives up after three tries instead of looping', async () => {
    const host = new GameHost({ module: modules.khronos, players: seatPlayers(['A', 'B']), options: {}, seed: 'refuse' });
    const refusals: string[] = [];
    const stubborn: Bot = { name: 'stubborn', decide: () => ({ type: 'travel', pawn: 0, to: 'nowhere' }) };
    const seat = host.activeSeats()[0];
    const running = runBot(connectInMemory(host, [seat]).client, seat, stubborn, { delayMs: 0, schedule: microtasks(), seed: 'refuse', onRefused: (r) => refusals.push(r.code) });
    await settle(host);
    expect(refusals).toHaveLength(3);
    expect(running.stopped).toBe(true);
    expect(host.actionLog).toHaveLength(0);
  });
});
