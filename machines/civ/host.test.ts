import { describe, expect, it } from 'vitest';
import { newHost, playRandomLegal } from '../engine/testing';
import { civModule } from './index';
import { civActionDocs } from '../../models/civ/action-docs';
import { CIV_ACTION_TYPES } from '../../models/civ/actions';
import { civRules } from '../../models/civ/rules';

describe('civ through the game host', () => {
  it('random legal play through the host and the chart never meets an action the chart refuses', () => {
    for (const [seed, names] of [['h1', ['A', 'B', 'C', 'D']], ['h2', ['A', 'B', 'C', 'D', 'E']], ['h3', ['A', 'B']]] as const) {
      const host = newHost(civModule, names, seed);
      const played = playRandomLegal(host, `${seed}-bot`, 250);
      expect(played).toBeGreaterThan(50);
    }
  });

  it('FF-RULE-04: a game file that seats the Arabs with the investment deck off is refused, naming the option and the rule', () => {
    expect(() => newHost(civModule, ['Ann', 'Bob'], 'arabs', { civs: 'arabs,romans', investmentDeck: false })).toThrow(/investmentDeck.*FF-RULE-04/);
    expect(newHost(civModule, ['Ann', 'Bob'], 'arabs', { civs: 'arabs,romans' }).state).toBeTruthy();
  });

  it('every action type is documented, and the metropolis preview is a question', () => {
    for (const t of CIV_ACTION_TYPES) expect(civActionDocs[t]).toBeTruthy();
    const host = newHost(civModule, ['A', 'B', 'C'], 'q');
    const answer = civRules.questions!['metropolis-candidates'](host.state as never, 0, {}) as { ok: boolean }[];
    expect(answer).toHaveLength(4);
  });
});
