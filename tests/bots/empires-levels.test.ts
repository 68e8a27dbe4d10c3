import { describe, expect, it } from 'vitest';
import { botFor, startBotGame, type Bot } from '../../machines/bots';
import { empiresHardBot, empiresHardMove, empiresHardSearch, type EmpiresHardBudget } from '../../machines/bots/empires-levels/levels';
import { sampleState } from '../../machines/bots/empires-levels/sample';
import { evaluate } from '../../machines/bots/empires-levels/evaluate';
import type { GameHost } from '../../machines/engine/host';
import { seatPlayers } from '../../machines/engine/testing';
import { modules } from '../../machines/registry';
import { Random, seedRng } from '../../models/core/rng';
import { stackOf } from '../../models/empires/cards';
import { empiresRules } from '../../models/empires/rules';
import type { EmpiresState } from '../../models/empires/state';
import type { EmpiresView } from '../../models/empires/view';
import { viewOnly } from './harness';

const names = seatPlayers(['Ada', 'Bo', 'Cy']);
const SMALL: EmpiresHardBudget = { samples: 1, candidates: 2, horizon: 60 };

/** An easy bot-only game played to the first acquisition turn from `turn` on where the seat to act has a choice. */
function acquisition(seed: string, turn: number): { state: EmpiresState; seat: number } {
  const game = startBotGame(modules.empires, names, seed, names.map(() => botFor('empires')!()), { maxActions: 5000 });
  while (game.step()) {
    const s = game.host.state as EmpiresState;
    if (s.turn < turn || s.phase !== 'advances-acquisition' || s.acquisition?.stage !== 'transactions' || s.acquisition.window) continue;
    for (const seat of empiresRules.activeSeats(s)) {
      if (empiresRules.legalActions(s, seat).filter((a) => a.type === 'transact').length >= 2) return { state: s, seat };
    }
  }
  throw new Error('no acquisition with a choice');
}

const view = (s: EmpiresState, seat: number) => empiresRules.view(s, seat) as EmpiresView;

describe('the Mega Empires levels sample what a seat cannot see', () => {
  const { state: real, seat } = acquisition('emp-levels', 7);

  it('ME-ADV-1: a sample keeps what the seat sees, and its rules offer the seat the same transactions', () => {
    const sample = sampleState(view(real, seat), seat, new Random(seedRng('s')));
    const kinds = (s: EmpiresState) => empiresRules.legalActions(s, seat).filter((a) => a.type === 'transact' || a.type === 'pass');
    expect(kinds(sample)).toEqual(kinds(real));
    expect(sample.players[seat]).toEqual(real.players[seat]);
    expect(sample.areas).toEqual(real.areas);
    expect(sample.players.map((p) => p.hand.length)).toEqual(real.players.map((p) => p.hand.length));
    for (const k of Object.keys(real.stacks).map(Number)) {
      expect(sample.stacks[k].length).toBe(real.stacks[k].length);
      // ME-TCARD-2: each stack is dealt from its own cards.
      for (const c of sample.stacks[k]) expect(stackOf(c)).toBe(k);
    }
    expect(evaluate(view(sample, seat), seat)).toBeCloseTo(evaluate(view(real, seat), seat));
  });

  it('ME-TCARD-5: a sample does not depend on the other hands or the order of the stacks', () => {
    const others = real.players.filter((p) => p.seat !== seat);
    const hidden = others.flatMap((p) => p.hand).reverse();
    let at = 0;
    const redealt: EmpiresState = {
      ...real,
      players: real.players.map((p) => (p.seat === seat ? p : { ...p, hand: hidden.slice(at, (at += p.hand.length)) })),
      stacks: Object.fromEntries(Object.entries(real.stacks).map(([k, v]) => [k, [...v].reverse()])),
    };
    const a = sampleState(view(real, seat), seat, new Random(seedRng('same')));
    const b = sampleState(view(redealt, seat), seat, new Random(seedRng('same')));
    expect(b).toEqual(a);
    const legal = empiresRules.legalActions(real, seat);
    const move = empiresHardMove(view(real, seat), legal, new Random(seedRng('h')), seat, SMALL);
    expect(legal).toContainEqual(move);
    expect(empiresHardMove(view(redealt, seat), legal, new Random(seedRng('h')), seat, SMALL)).toEqual(move);
  });

  it('ME-ADVX-3: the hard search of the one transaction yields between playouts and ends on the move it makes at once', () => {
    const legal = empiresRules.legalActions(real, seat);
    const search = empiresHardSearch(view(real, seat), legal, new Random(seedRng('y')), seat, SMALL);
    let slices = 0;
    let step = search.next();
    for (; !step.done; step = search.next()) slices++;
    expect(slices).toBeGreaterThan(1);
    expect(step.value).toEqual(empiresHardMove(view(real, seat), legal, new Random(seedRng('y')), seat, SMALL));
  });
});

describe('the Mega Empires levels play by the rules and see only their seat', () => {
  /** The first turns of a game of normal, hard (small) and easy, each bot reading a view-only copy of its view. */
  const play = (seed: string, guard: boolean) => {
    let host: GameHost | null = null;
    const make = [() => botFor('empires', 'normal')!(), () => empiresHardBot(SMALL), () => botFor('empires', 'easy')!()];
    const bots = make.map((m): Bot => {
      const inner = m();
      return { name: inner.name, decide: (v, legal, random, seat) => inner.decide(guard ? viewOnly(v, host!.state) : v, legal, random, seat) };
    });
    const game = startBotGame(modules.empires, names, seed, bots, { maxActions: 5000, onStart: (h) => (host = h) });
    while ((game.host.state as EmpiresState).turn <= 6 && game.step());
    return game;
  };

  it('ME-SEQ-1: normal and hard play six turns from view-only copies of their views, with no refused move', () => {
    const game = play('emp-levels-view', true);
    expect(game.refusals).toEqual([]);
    expect((game.host.state as EmpiresState).turn).toBe(7);
    // Both levels made their phase 12 choices (where they weigh the transactions) on their own.
    for (const seat of [0, 1]) expect(game.host.actionLog.some((e) => e.seat === seat && ['transact', 'pass'].includes((e.action as { type: string }).type))).toBe(true);
  });

  it('ME-SEQ-2: a game with the levels replays move for move from its seed', () => {
    expect(play('emp-levels-replay', false).host.actionLog).toEqual(play('emp-levels-replay', false).host.actionLog);
  });
});
