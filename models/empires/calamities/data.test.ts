import { describe, expect, it } from 'vitest';
import { ADVANCE_BY_ID } from '../data/advances';
import { advanceRuleId } from '../advances/test/catalogue';
import { CALAMITIES } from '../data/commodities';
import { advances, game } from '../test/fixtures';
import { MAJOR_CALAMITIES, MINOR_CALAMITIES, type Role } from './data';
import { amountFor } from './modifiers';
import { ruleIdOf } from './resolve';

describe('Calamity data', () => {
  it('ME-CALX-2: sixteen majors, one per stack 2-9 of each kind, matching the deck; eight minors never modified', () => {
    expect(MAJOR_CALAMITIES.map((c) => [c.id, c.stack, c.tradeable])).toEqual(CALAMITIES.map((c) => [c.id, c.stack, c.tradeable]));
    expect(MINOR_CALAMITIES.map((c) => c.stack)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(MINOR_CALAMITIES.every((c) => c.modifiers.length === 0 && c.tradeable)).toBe(true);
    expect(ruleIdOf('famine')).toBe('ME-CALX-12');
    expect(ruleIdOf('piracy')).toBe('ME-CALX-25');
    expect(ruleIdOf('coastal-migration')).toBe('ME-CALX-37');
  });

  // Every modifier of every calamity, through the data: the holder's number moves by the table's delta.
  for (const rule of MAJOR_CALAMITIES) {
    for (const m of rule.modifiers) {
      it(`${ruleIdOf(rule.id)} / ${advanceRuleId(ADVANCE_BY_ID[m.advance].name)}: ${ADVANCE_BY_ID[m.advance].name} changes ${rule.id} by ${m.delta} (${m.target})`, () => {
        const s = game();
        const roles: Role[] = m.target === 'both' ? ['primary', 'secondary'] : [m.target];
        for (const role of roles) {
          const base = amountFor(s, rule, 1, role);
          const after = amountFor(advances(s, 1, [m.advance]), rule, 1, role);
          expect(after).toBe(Math.max(0, base + m.delta));
        }
      });
    }
  }

  it('ME-CALX-26: modified numbers never go below zero', () => {
    const superstition = MAJOR_CALAMITIES.find((c) => c.id === 'superstition')!;
    const s = advances(game(), 1, ['mysticism', 'deism', 'enlightenment']);
    expect(amountFor(s, superstition, 1, 'primary')).toBe(0);
    const famine = MAJOR_CALAMITIES.find((c) => c.id === 'famine')!;
    expect(amountFor(advances(game(), 1, ['pottery', 'calendar']), famine, 1, 'secondary')).toBe(0);
  });

  it('ME-34P-2: with fewer than five players the cyclone victim selects two cities, others one', () => {
    const cyclone = MAJOR_CALAMITIES.find((c) => c.id === 'cyclone')!;
    expect(amountFor(game({ n: 4 }), cyclone, 1, 'primary')).toBe(2);
    expect(amountFor(game({ n: 4 }), cyclone, 1, 'secondary')).toBe(1);
    expect(amountFor(game({ n: 5 }), cyclone, 1, 'primary')).toBe(3);
  });
});
