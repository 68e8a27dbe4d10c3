import { describe, expect, it } from 'vitest';
import { newHost } from '../engine/testing';
import { startRunning } from '../engine/module';
import { game, inPhase } from '../../models/empires/test/fixtures';
import { Random, seedRng } from '../../models/core/rng';
import { empiresRules } from '../../models/empires/rules';
import { chooseAction } from '../../models/empires/random-game';
import type { EmpiresState } from '../../models/empires/state';
import { empiresModule } from './index';

/** The module in the real host: its chart as the phase gate, its views and the secret check. */
describe('empires in the game host', () => {
  it('plays a few turns through the host without a refusal and never shows a secret to the wrong seat', () => {
    const host = newHost(empiresModule, ['Ann', 'Bo', 'Cy', 'Di'], 'host-seed');
    const random = new Random(seedRng('moves'));
    for (let i = 0; i < 3000 && (host.state as EmpiresState).turn < 4; i++) {
      const state = host.state as EmpiresState;
      const seat = random.pick(host.activeSeats());
      const legal = empiresRules.legalActions(state, seat);
      if (legal.length === 0) continue;
      expect(host.submit(seat, chooseAction(legal, random, state, seat))).toBeNull();
      if (i % 40 !== 0) continue;
      for (const watcher of [null, 0, 1, 2, 3]) {
        const text = JSON.stringify(host.viewFor(watcher));
        for (const secret of empiresRules.secrets!(host.state as EmpiresState)) {
          if (watcher === null || !secret.seenBy.includes(watcher)) expect(text.includes(`"${secret.token}"`)).toBe(false);
        }
      }
    }
    expect((host.state as EmpiresState).turn).toBe(4);
  });

  it("SB-LEAVE-1: the host's leave-for-good runs the module's leaving rules and the phase goes on", () => {
    const host = newHost(empiresModule, ['Ann', 'Bo', 'Cy'], 'leave-seed', { boardPhases: 'manual' });
    for (const seat of [0, 1]) expect(host.submit(seat, { type: 'phase-done' })).toBeNull();
    expect(host.seatLeft(2)).toBeNull();
    const state = host.state as EmpiresState;
    expect(state.players[2].left).toBe(true);
    expect(state.phase).toBe('population-expansion');
    expect(host.activeSeats()).toEqual([0, 1]);
  });

  it('ME-MOVE-1 / SB-LEAVE-1: a mover who leaves for good hands movement to the next seat in census order', () => {
    const host = newHost(empiresModule, ['Ann', 'Bo', 'Cy'], 'leave-seed');
    const order = (host.state as EmpiresState).movement!.order;
    expect(host.activeSeats()).toEqual([order[0]]);
    expect(host.seatLeft(order[0])).toBeNull();
    expect(host.activeSeats()).toEqual([order[1]]);
  });

  it('a game that starts mid-turn (a scenario) puts the chart in its phase', () => {
    expect(startRunning(empiresModule, inPhase(game(), 'trade')).chart.value).toBe('trade');
    expect(startRunning(empiresModule, inPhase(game(), 'advances-acquisition')).chart.value).toEqual({ 'advances-acquisition': 'ordinary' });
  });
});
