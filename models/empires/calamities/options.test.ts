import { describe, expect, it } from 'vitest';
import { area, city, tokens } from '../test/fixtures';
import type { EmpiresState } from '../state';
import { act, checkAction, dealt, strike, table } from './fixtures';
import { pendingChoice } from './resolve';

const withOptions = (s: EmpiresState, o: Partial<EmpiresState['options']>): EmpiresState => ({ ...s, options: { ...s.options, ...o } });

describe('Calamity options', () => {
  it('ME-CALX-27: with civilWarGrouping = anyAreas the beneficiary may take an area away from the others', () => {
    let s = dealt(table(), 1, ['civil-war']);
    s = tokens(tokens(s, area(s, 1, 'one'), 1, 30), 'wild-two', 1, 6);
    let g = act(strike(s).state, 0, { type: 'calamity-choose', area: area(s, 1, 'two') });
    expect(checkAction(g, 0, { type: 'calamity-choose', area: 'wild-two' }).ok).toBe(false);
    g = act(strike(withOptions(s, { civilWarGrouping: 'anyAreas' })).state, 0, { type: 'calamity-choose', area: area(s, 1, 'two') });
    expect(checkAction(g, 0, { type: 'calamity-choose', area: 'wild-two' }).ok).toBe(true);
  });

  it('ME-CALX-6: a reduced city counts 5 less the tokens it leaves, or a full 5 with damageCityReductionValue = 5', () => {
    let s = dealt(table(), 1, ['epidemic']);
    s = city(s, area(s, 1, 'shore'), 1);
    const run = (x: EmpiresState) => {
      let g = act(act(strike(x).state, 1, { type: 'calamity-choose', seat: 2 }), 1, { type: 'calamity-choose', seat: 3 });
      g = act(g, 1, { type: 'calamity-choose', area: area(s, 1, 'shore'), unit: 'city' });
      return pendingChoice(g)!.task.left;
    };
    // The shore (limit 2) is reduced to 2 tokens: 3 points of 15 by default, 5 with the option.
    expect(run(s)).toBe(12);
    expect(run(withOptions(s, { damageCityReductionValue: '5' }))).toBe(10);
  });

  it('ME-CALX-3: with calamityBeneficiary = rankingOrder the first other player in A.S.T.-ranking benefits', () => {
    let s = dealt(table(), 0, ['treachery']);
    s = city(city(s, area(s, 1, 'shore'), 1), area(s, 1, 'two'), 1);
    // Seat 1 has built two more cities, so seat 2 has the most in stock (ties broken by ranking).
    expect(strike(s).state.areas[area(s, 0, 'start')].city?.owner).toBe(2);
    expect(strike(withOptions(s, { calamityBeneficiary: 'rankingOrder' })).state.areas[area(s, 0, 'start')].city?.owner).toBe(1);
  });
});
