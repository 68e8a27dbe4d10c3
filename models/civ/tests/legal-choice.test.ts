import { describe, expect, it } from 'vitest';
import { Random, seedRng } from '../../core/rng';
import { PLAYER_COLORS } from '../contract';
import { legalActions, legalChoice } from '../legal';
import { civOptions } from '../options';
import { civRules } from '../rules';
import { applyAction } from '../apply';
import { draftOf, finish } from '../draft';
import type { CivState } from '../state';

function start(seed: string, players: number): CivState {
  const seats = Array.from({ length: players }, (_, i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
  return civRules.setup(seats, civOptions({}), new Random(seedRng(seed)));
}

describe('legal actions by kind (the random players of the drills)', () => {
  it('CIV-TURN-01: legalChoice lists the kinds in legalActions order and, per kind, exactly its legal actions, for every seat', () => {
    for (const [seed, players] of [['choice-a', 3], ['choice-b', 5]] as const) {
      let state = start(seed, players);
      const chooser = new Random(seedRng(`${seed}/bot`));
      const kinds = new Set<string>();
      for (let step = 0; step < 250 && state.phase !== 'ended'; step++) {
        for (let seat = 0; seat < players; seat++) {
          const legal = legalActions(state, seat);
          const choice = legalChoice(state, seat);
          expect(choice.types).toEqual([...new Set(legal.map((a) => a.type))]);
          for (const type of choice.types) expect(choice.ofType(type)).toEqual(legal.filter((a) => a.type === type));
          for (const type of choice.types) kinds.add(type);
        }
        const seat = civRules.activeSeats(state)[0];
        const choice = legalChoice(state, seat);
        state = civRules.apply(state, seat, chooser.pick(choice.ofType(chooser.pick(choice.types))), new Random(state.rng)).state;
      }
      // The comparison covered the busy phases, not only `done`.
      expect([...kinds]).toEqual(expect.arrayContaining(['done', 'city-action', 'move', 'research', 'give']));
    }
  });

  it('CIV-TURN-01: legalActions lists each legal move and city action once (they are listed without a key to drop repeats)', () => {
    let state = start('once', 4);
    const chooser = new Random(seedRng('once/bot'));
    let listed = 0;
    for (let step = 0; step < 600 && state.phase !== 'ended'; step++) {
      const seat = civRules.activeSeats(state)[0];
      const legal = legalActions(state, seat);
      const keyed = legal.filter((a) => a.type === 'move' || a.type === 'city-action').map((a) => JSON.stringify(a));
      expect(new Set(keyed).size).toBe(keyed.length);
      listed += keyed.length;
      const choice = legalChoice(state, seat);
      state = civRules.apply(state, seat, chooser.pick(choice.ofType(chooser.pick(choice.types))), new Random(state.rng)).state;
    }
    expect(listed).toBeGreaterThan(1000);
  });
});

describe('drafts', () => {
  it('apply leaves its input alone and hands back unchanged parts as they were (the drills freeze states and diff views by identity)', () => {
    let state = start('drafts', 3);
    const chooser = new Random(seedRng('drafts/bot'));
    for (let step = 0; step < 200 && state.phase !== 'ended'; step++) {
      const before = JSON.stringify(state);
      const seat = civRules.activeSeats(state)[0];
      const legal = legalActions(state, seat);
      const next = applyAction(state, seat, chooser.pick(legal), new Random(state.rng)).state;
      expect(JSON.stringify(state)).toBe(before);
      for (const k of Object.keys(next) as (keyof CivState)[]) {
        if (JSON.stringify(next[k]) === JSON.stringify(state[k])) expect(next[k]).toBe(state[k]);
      }
      state = next;
    }
  });

  it('a draft copies a part when first touched, and finish keeps what did not change', () => {
    const state = start('touch', 2);
    const d = draftOf(state);
    expect(d.players).not.toBe(state.players);
    d.players[1].trade += 2;
    const next = finish(d, state);
    expect(next.players[1].trade).toBe(state.players[1].trade + 2);
    expect(next.players[0]).toBe(state.players[0]);
    expect(next.players[1]).not.toBe(state.players[1]);
    expect(next.figures).toBe(state.figures);
    expect(state.players[1].trade).toBe(start('touch', 2).players[1].trade);
  });
});
