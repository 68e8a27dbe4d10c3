import { describe, expect, it } from 'vitest';
import { ADVANCE_BY_ID, ADVANCES } from '../../data/advances';
import { CATALOGUE_ORDER } from './catalogue';

describe('the advances as data', () => {
  // The tier follows the printed cost in the data, so 17 per tier checks the costs themselves.
  it('ME-ADVX-1 / ME-ADVX-6: 51 advances, each once, 17 per tier of 1, 3 and 6 points set by the printed cost', () => {
    expect([...ADVANCES.map((a) => a.name)].sort()).toEqual([...CATALOGUE_ORDER].sort());
    for (const vp of [1, 3, 6] as const) expect(ADVANCES.filter((a) => a.vp === vp)).toHaveLength(17);
    for (const a of ADVANCES) expect(a.vp).toBe(a.cost < 100 ? 1 : a.cost < 200 ? 3 : 6);
  });

  it('ME-ADVX-2 / ME-ADVX-7: every 1-point card credits one 3-point card by 10, every 3-point card one 6-point card by 20', () => {
    for (const a of ADVANCES) {
      if (a.vp === 6) {
        expect(a.special).toBeUndefined();
        continue;
      }
      const target = ADVANCE_BY_ID[a.special!.advance];
      expect(target?.vp, `${a.name} credits ${a.special!.advance}`).toBe(a.vp === 1 ? 3 : 6);
      expect(a.special!.amount).toBe(a.vp === 1 ? 10 : 20);
    }
  });
});
