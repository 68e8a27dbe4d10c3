import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Random } from '../../models/core/rng';
import type { KhronosAction } from '../../models/khronos/actions';
import { playRandomGame } from '../../models/khronos/random-game';
import type { KhronosState } from '../../models/khronos/state';
import { cards, put, testGame, withHand } from '../../models/khronos/testing';
import { khronosModule } from './index';
import { khronosTurnMachine } from './turn.machine';

const event = (game: KhronosState, seat: number, action: KhronosAction) => ({ type: action.type, seat, action, random: new Random(game.rng) });

describe('the Khronos turn chart', () => {
  it('KH-TURN-2: the chart walks exchange, actions, refill and back to the next player\'s exchange', () => {
    const game = { ...withHand(testGame(), 0, cards('blue', 4)), phase: 'exchange' as const };
    const actor = createActor(khronosTurnMachine, { input: { game } }).start();
    expect(actor.getSnapshot().matches('exchange')).toBe(true);
    expect(actor.getSnapshot().can(event(game, 0, { type: 'endActions' }))).toBe(false);
    actor.send(event(game, 0, { type: 'startActions' }));
    expect(actor.getSnapshot().matches('actions')).toBe(true);
    let g = actor.getSnapshot().context.game;
    actor.send(event(g, 0, { type: 'construct', board: 'might', kind: 'town', col: 5, row: 5 }));
    g = actor.getSnapshot().context.game;
    expect(g.boards.faith.cells[5 * 16 + 5]).not.toBeNull();
    expect(actor.getSnapshot().context.log.length).toBeGreaterThan(0);
    actor.send(event(g, 0, { type: 'endActions' }));
    expect(actor.getSnapshot().matches('refill')).toBe(true);
    g = actor.getSnapshot().context.game;
    actor.send(event(g, 0, { type: 'refill', discard: [] }));
    expect(actor.getSnapshot().matches('exchange')).toBe(true);
    expect(actor.getSnapshot().context.revealed).toBe(true);
    expect(actor.getSnapshot().context.game.active).toBe(1);
  });

  it('KH-TURN-3: a refused event changes nothing; a downsizing decision moves the chart to its decision state', () => {
    let game = withHand(testGame(), 0, cards('blue', 2));
    game = put(game, 'might', 'keep', 3, 5, 1).state;
    game = put(game, 'might', 'watchtower', 3, 7, 1).state;
    game = put(game, 'might', 'keep', 6, 5, 2).state;
    const actor = createActor(khronosTurnMachine, { input: { game } }).start();
    const before = actor.getSnapshot();
    actor.send(event(game, 1, { type: 'endActions' }));
    expect(actor.getSnapshot().context).toBe(before.context);
    actor.send(event(game, 0, { type: 'construct', board: 'might', kind: 'hamlet', col: 5, row: 5 }));
    expect(actor.getSnapshot().matches('decision')).toBe(true);
    const g = actor.getSnapshot().context.game;
    expect(actor.getSnapshot().can(event(g, 0, { type: 'placeDownsized', col: 6, row: 5 }))).toBe(false);
    actor.send(event(g, 2, { type: 'placeDownsized', col: 6, row: 5 }));
    expect(actor.getSnapshot().matches('actions')).toBe(true);
  });

  it('KH-TURN-1 / KH-EARN-1 / KH-END-1: a recorded random game replays through the chart to its final state', () => {
    const recorded = playRandomGame('chart-replay', 3);
    const actor = createActor(khronosModule.machine, { input: { game: recorded.start } }).start();
    let sawEarnings = false;
    for (const { seat, action } of recorded.actions) {
      const g = actor.getSnapshot().context.game;
      if (actor.getSnapshot().matches('earnings')) sawEarnings = true;
      expect(actor.getSnapshot().can(event(g, seat, action))).toBe(true);
      actor.send(event(g, seat, action));
    }
    expect(sawEarnings).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.game).toEqual(recorded.final);
    expect(khronosModule.rules.outcome(actor.getSnapshot().context.game)).toEqual(recorded.final.outcome);
  });

  it('a restored game starts in the phase its state holds', () => {
    const game = { ...testGame(), phase: 'refill' as const };
    expect(createActor(khronosTurnMachine, { input: { game } }).start().getSnapshot().matches('refill')).toBe(true);
  });
});
