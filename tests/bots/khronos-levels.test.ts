import { describe, expect, it } from 'vitest';
import { botFor, hardMove, playBotGame, khronosHardBot, runBot, type Bot } from '../../machines/bots';
import { GameHost } from '../../machines/engine/host';
import { connectInMemory } from '../../machines/engine/in-memory';
import { sampleState } from '../../machines/bots/khronos-levels/sample';
import { evaluate } from '../../machines/bots/khronos-levels/evaluate';
import { judge, schedule } from '../../machines/bots/khronos-levels/hard';
import { after, greedyMove, greedyStep } from '../../machines/bots/khronos-levels/policy';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import { Random, seedRng } from '../../models/core/rng';
import { makeDeck } from '../../models/khronos/data';
import { domainPartition } from '../../models/khronos/domains';
import { playRandomGame } from '../../models/khronos/random-game';
import { khronosRules } from '../../models/khronos/rules';
import type { KhronosState } from '../../models/khronos/state';
import { viewKhronos } from '../../models/khronos/view';
import { microtasks, settle, viewOnly } from './harness';

/** The positions of a seeded random 3-player game, every action phase from turn 2 on. */
function positions(seed: string): KhronosState[] {
  const game = playRandomGame(seed, 3, {}, false, 12);
  const out: KhronosState[] = [];
  let s = game.start;
  for (const { seat, action } of game.actions) {
    s = khronosRules.apply(s, seat, action, new Random(s.rng)).state;
    if (s.phase === 'actions' && s.turn >= 2) out.push(s);
  }
  return out;
}

const names = seatPlayers(['Ada', 'Bo']);
const smallHard = () => khronosHardBot({ samples: 1, candidates: 4 });

describe('the Khronos levels sample what a seat cannot see', () => {
  const states = positions('levels-sample');

  it('KH-DIG-4: a sample keeps everything the seat sees, and its rules offer the seat the same legal actions', () => {
    expect(states.length).toBeGreaterThan(10);
    for (const real of states) {
      const seat = real.active;
      const sample = sampleState(viewKhronos(real, seat), seat, new Random(seedRng('s')));
      expect(khronosRules.legalActions(sample, seat)).toEqual(khronosRules.legalActions(real, seat));
      for (const b of ['might', 'faith', 'reason'] as const) expect(domainPartition(sample.boards[b])).toEqual(domainPartition(real.boards[b]));
      expect(sample.players[seat]).toEqual(real.players[seat]);
      expect(sample.players.map((p) => p.hand.length)).toEqual(real.players.map((p) => p.hand.length));
      expect(sample.deck.length).toBe(real.deck.length);
      const cards = [...sample.deck, ...sample.discard, ...sample.display, ...sample.players.flatMap((p) => p.hand)].sort();
      expect(cards).toEqual(makeDeck(real.options.CARD_DECK_SIZE).sort());
    }
  });

  it('KH-DIG-4: a sample does not depend on other seats\' hands or the order of the draw pile', () => {
    const real = states[5];
    const seat = real.active;
    const others = real.players.filter((p) => p.seat !== seat);
    // Deal the hidden cards differently: swap two hands' worth with the draw pile.
    const hidden = [...others.flatMap((p) => p.hand), ...real.deck].reverse();
    let at = 0;
    const shuffled: KhronosState = {
      ...real,
      players: real.players.map((p) => (p.seat === seat ? p : { ...p, hand: hidden.slice(at, (at += p.hand.length)) })),
      deck: hidden.slice(at),
    };
    expect(shuffled.players).not.toEqual(real.players);
    const a = sampleState(viewKhronos(real, seat), seat, new Random(seedRng('same')));
    const b = sampleState(viewKhronos(shuffled, seat), seat, new Random(seedRng('same')));
    expect(b).toEqual(a);
  });

  it('KH-END-2: the evaluation favours the seat with more Ecus, all else equal', () => {
    const real = states[3];
    const seat = real.active;
    const richer = { ...real, players: real.players.map((p) => (p.seat === seat ? { ...p, ecus: p.ecus + 5 } : p)) };
    expect(evaluate(richer, seat)).toBeCloseTo(evaluate(real, seat) + 5);
  });
});

describe('the Khronos levels play by the rules and see only their seat', () => {
  it.each([
    ['normal', () => botFor('khronos', 'normal')!()],
    ['hard (a small budget)', smallHard],
  ])('ENGINE-SEAT-1: %s plays a whole game from a view-only copy of its view, with no refused move', (_level, make) => {
    let host: GameHost | null = null;
    const guarded = [0, 1].map((): Bot => {
      const inner = make();
      return { name: inner.name, decide: (view, legal, random, seat) => inner.decide(viewOnly(view, host!.state), legal, random, seat) };
    });
    const game = playBotGame(modules.khronos, names, 'levels-view', guarded, { maxActions: 5000, onStart: (h) => (host = h) });
    expect(game.refusals).toEqual([]);
    expect(game.outcome).not.toBeNull();
  }, 300_000);

  it('KH-END-1: a game between the hard and normal levels replays move for move from its seed', () => {
    const play = () => playBotGame(modules.khronos, names, 'levels-replay', [smallHard(), botFor('khronos', 'normal')!()], { maxActions: 5000 });
    const first = play();
    expect(first.outcome).not.toBeNull();
    expect(play().host.actionLog).toEqual(first.host.actionLog);
  }, 300_000);

  it('KH-END-2: normal beats easy in most of six seeded games, the seats alternating', () => {
    let wins = 0;
    for (let g = 0; g < 6; g++) {
      const normalSeat = g % 2;
      const bots = [0, 1].map((seat) => botFor('khronos', seat === normalSeat ? 'normal' : 'easy')!());
      const game = playBotGame(modules.khronos, names, `levels-ne-${g}`, bots, { maxActions: 5000 });
      if (game.outcome?.winners.includes(normalSeat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(4);
  }, 300_000);
});

describe('the hard level plays the other seats\' answers', () => {
  it('KH-TURN-2: with replies played out, a hard decision is one of the legal actions and the same from the same seed, whatever the hidden cards', () => {
    const real = positions('levels-reply')[4];
    const seat = real.active;
    const legal = khronosRules.legalActions(real, seat);
    const budget = { samples: 1, candidates: 2, reply: 2 };
    const move = hardMove(viewKhronos(real, seat), legal, new Random(seedRng('reply')), seat, budget);
    expect(legal).toContainEqual(move);
    // Other hands dealt differently: the view is the same, so the decision is too.
    const others = real.players.filter((p) => p.seat !== seat).flatMap((p) => p.hand);
    const pool = [...others, ...real.deck].reverse();
    let at = 0;
    const redealt: KhronosState = { ...real, players: real.players.map((p) => (p.seat === seat ? p : { ...p, hand: pool.slice(at, (at += p.hand.length)) })), deck: pool.slice(at) };
    expect(hardMove(viewKhronos(redealt, seat), legal, new Random(seedRng('reply')), seat, budget)).toEqual(move);
  });
});

describe('the hard level\'s search', () => {
  it('KH-END-2: a finished game is judged by who won, then by the margin, so a lost last turn still plays for Ecus', () => {
    const real = positions('levels-judge')[3];
    const over = (mine: number, theirs: number, winners: number[]): KhronosState => ({
      ...real,
      phase: 'over',
      players: real.players.map((p) => ({ ...p, ecus: p.seat === 0 ? mine : p.seat === 1 ? theirs : 0 })),
      outcome: { winners, summary: 'test' },
    });
    // Losing by 5 is better than losing by 30; any win beats any loss; a bigger win is better.
    expect(judge(over(40, 45, [1]), 0)).toBeGreaterThan(judge(over(15, 45, [1]), 0));
    expect(judge(over(41, 40, [0]), 0)).toBeGreaterThan(judge(over(40, 45, [1]), 0));
    expect(judge(over(60, 40, [0]), 0)).toBeGreaterThan(judge(over(41, 40, [0]), 0));
  });

  it('KH-TURN-2: successive halving plays every candidate, then the better half on more samples, within the playouts', () => {
    expect(schedule({ samples: 3, candidates: 6 }, 6)).toEqual([3]);
    const rounds = schedule({ samples: 3, candidates: 8, playouts: 24 }, 8);
    expect(rounds).toHaveLength(3);
    let alive = 8;
    let spent = 0;
    for (const r of rounds) {
      expect(r).toBeGreaterThanOrEqual(1);
      spent += r * alive;
      alive = Math.ceil(alive / 2);
    }
    expect(spent).toBeLessThanOrEqual(24);
    // The finalists are compared on more samples than the first round gave everyone.
    expect(rounds[0] + rounds[1] + rounds[2]).toBeGreaterThan(rounds[0]);
  });

  it('KH-TURN-2: the normal level\'s step hands back the state its move leads to, the same move as greedyMove', () => {
    for (const real of positions('levels-step').slice(0, 6)) {
      const seat = real.active;
      const legal = khronosRules.legalActions(real, seat);
      const step = greedyStep(real, seat, legal, new Random(seedRng('step')), 5, true)!;
      expect(step.move).toEqual(greedyMove(real, seat, legal, new Random(seedRng('step')), 5, true));
      if (step.next) expect(step.next).toEqual(after(real, seat, step.move));
    }
  });

  it('KH-TURN-2: with successive halving a hard decision is one of the legal actions and replays from the seed', () => {
    const real = positions('levels-halving')[4];
    const seat = real.active;
    const legal = khronosRules.legalActions(real, seat);
    const budget = { samples: 1, candidates: 4, playouts: 6, reply: 2 };
    const move = hardMove(viewKhronos(real, seat), legal, new Random(seedRng('halving')), seat, budget);
    expect(legal).toContainEqual(move);
    expect(hardMove(viewKhronos(real, seat), legal, new Random(seedRng('halving')), seat, budget)).toEqual(move);
  });
});

describe('a searching bot thinks in slices', () => {
  it('KH-TURN-1: at a client it yields between slices and plays the same game as when it decides at once', async () => {
    const direct = playBotGame(modules.khronos, names, 'slices', [smallHard(), botFor('khronos', 'normal')!()], { maxActions: 5000 });
    const host = new GameHost({ module: modules.khronos, players: names, options: {}, seed: 'slices', seatKinds: ['bot', 'bot'] });
    const delays: number[] = [];
    const running = [smallHard(), botFor('khronos', 'normal')!()].map((bot, seat) => runBot(connectInMemory(host, [seat]).client, seat, bot, { delayMs: 5, schedule: microtasks(delays), seed: 'slices' }));
    await settle(host);
    expect(host.outcome).not.toBeNull();
    expect(host.actionLog).toEqual(direct.host.actionLog);
    // The pauses of 0 ms are the search's slices, many more than the moves.
    expect(delays.filter((d) => d === 0).length).toBeGreaterThan(host.actionLog.length);
    for (const r of running) r.stop();
  }, 300_000);

  it('ENGINE-SESSION-1: a bot stopped while it thinks (the seat left, an undo) drops its move', async () => {
    const host = new GameHost({ module: modules.khronos, players: names, options: {}, seed: 'drop', seatKinds: ['bot', 'bot'] });
    let slices = 0;
    const inner = botFor('khronos', 'easy')!();
    const slow: Bot = {
      name: 'slow',
      decide: inner.decide,
      *search(view, legal, random, seat) {
        for (let i = 0; i < 50; i++) {
          slices++;
          yield;
        }
        return inner.decide(view, legal, random, seat);
      },
    };
    const seat = host.activeSeats()[0];
    const pending: (() => void)[] = [];
    const running = runBot(connectInMemory(host, [seat]).client, seat, slow, { delayMs: 0, seed: 'drop', schedule: (task) => {
      pending.push(task);
      return () => undefined;
    } });
    // Run a few slices, then stop the bot mid-search.
    for (let i = 0; i < 10 && pending.length; i++) {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(slices).toBeGreaterThan(0);
    expect(slices).toBeLessThan(50);
    running.stop();
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(slices).toBeLessThan(50);
    expect(host.actionLog).toEqual([]);
  });
});
