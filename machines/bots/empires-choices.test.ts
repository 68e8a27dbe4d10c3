import { describe, expect, it } from 'vitest';
import { empiresRules } from '../../models/empires/rules';
import { enterPhase } from '../../models/empires/sequence';
import type { EmpiresState } from '../../models/empires/state';
import { city, game, rnd, tokens } from '../../models/empires/test/fixtures';
import { empiresBot } from './empires';

const clean = (s: EmpiresState): EmpiresState => {
  let t = s;
  for (const p of s.players) for (const [id, a] of Object.entries(s.areas)) if (a.tokens[p.seat]) t = tokens(t, id, p.seat, 0);
  return t;
};
const decide = (s: EmpiresState, seat: number) => empiresBot().decide(empiresRules.view(s, seat), empiresRules.legalActions(s, seat), rnd(), seat);

describe('the Empires bot answers the board phases\' choices with the rules\' defaults', () => {
  it('ME-CITY-5: it reduces the first city by area', () => {
    let s = tokens(city(city(clean(game({ n: 3, options: { boardPhases: 'scripted' } })), 'saba-start', 0), 'saba-two', 0), 'saba-one', 0, 1);
    s = { ...s, phase: 'city-construction', done: [] };
    for (const seat of [0, 1, 2]) s = empiresRules.apply(s, seat, { type: 'phase-done' }, rnd()).state;
    expect(decide(s, 0)).toEqual({ type: 'reduce-for-support', area: 'saba-start' });
  });

  it('ME-CONF2-10: it banks three tokens after taking a city', () => {
    const s = tokens(city(clean(game({ n: 3, options: { boardPhases: 'scripted' } })), 'wild-four', 'pirate'), 'wild-four', 0, 12);
    const t = enterPhase(s, 'conflict', rnd()).state;
    expect(decide(t, 0)).toEqual({ type: 'conflict-choose', treasury: 3 });
  });
});
