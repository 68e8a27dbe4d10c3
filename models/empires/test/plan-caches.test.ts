import { describe, expect, it } from 'vitest';
import { ADVANCES } from '../data/advances';
import { checkArea, cityInRegion } from '../construct';
import { indexMap } from '../map';
import { advancePrices, creditedCost } from '../payment';
import { playRandomGame } from '../random-game';
import type { EmpiresState } from '../state';

/** The same state with every player record and advances list copied, so nothing kept per record is found for it. */
const fresh = (s: EmpiresState): EmpiresState => ({ ...s, players: s.players.map((p) => ({ ...p, advances: [...p.advances] })) });

describe('the acquisition menu\'s shortcuts', () => {
  it('ME-ADV-3: the prices kept per advances list are each advance\'s credited cost, worked out afresh', () => {
    const g = playRandomGame('plan-caches', 4, 6);
    for (const s of g.states.filter((_, i) => i % 5 === 0)) {
      for (const p of s.players) expect(advancePrices(s, p.seat)).toEqual(ADVANCES.map((a) => creditedCost(fresh(s), p.seat, a.id)));
    }
  });

  it('SB-PLACE-3: without a city in one\'s region checkArea refuses every area of it, and with one it does not say so', () => {
    const g = playRandomGame('plan-caches-areas', 5, 6);
    let both = 0;
    for (const s of g.states.filter((_, i) => i % 4 === 0)) {
      for (const p of s.players) {
        const areas = indexMap(s.map).region[p.civ].areas;
        const codes = areas.map((id) => checkArea(s, p.seat, id));
        if (!cityInRegion(s, p.seat)) expect(codes.every((c) => !c.ok && c.code === 'no-city-in-region')).toBe(true);
        else {
          both++;
          expect(codes.some((c) => !c.ok && c.code === 'no-city-in-region')).toBe(false);
        }
      }
    }
    expect(both).toBeGreaterThan(0);
  });
});
