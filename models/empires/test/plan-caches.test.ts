import { describe, expect, it } from 'vitest';
import { ADVANCE_BY_ID, ADVANCES } from '../data/advances';
import { checkArea, cityInRegion } from '../construct';
import { indexMap } from '../map';
import { advancePrices, creditedCost } from '../payment';
import { playRandomGame } from '../random-game';
import type { EmpiresState } from '../state';

/** The same state with every player record and advances list copied, so nothing kept per record is found for it. */
const fresh = (s: EmpiresState): EmpiresState => ({ ...s, players: s.players.map((p) => ({ ...p, advances: [...p.advances] })) });

/** ME-ADV-3 worked out from the printed data alone, no kept credits: the best colour's credit and the named ones. */
function priceOf(s: EmpiresState, seat: number, id: string): number {
  const p = s.players[seat];
  const held = p.advances.map((a) => ADVANCE_BY_ID[a]);
  const adv = ADVANCE_BY_ID[id];
  const colour = (c: (typeof adv.colours)[number]) => (p.startCredit ?? 0) + (p.bonusCredits?.[c] ?? 0) + held.reduce((t, a) => t + (a.credits[c] ?? 0), 0);
  const named = held.reduce((t, a) => t + (a.special?.advance === id ? a.special.amount : 0), 0);
  return Math.max(0, adv.cost - Math.max(...adv.colours.map(colour)) - named);
}

describe('the acquisition menu\'s shortcuts', () => {
  it('ME-ADV-3: the kept prices are the printed prices less the credits held, the start credit and credits placed', () => {
    const g = playRandomGame('plan-caches-prices', 5, 4);
    for (const s of [g.states[0], g.final]) {
      for (const p of s.players) expect(advancePrices(s, p.seat)).toEqual(ADVANCES.map((a) => priceOf(s, p.seat, a.id)));
      const rich = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, advances: ['pottery', 'mysticism', 'urbanism'], bonusCredits: { red: 5 } } : p)) };
      expect(advancePrices(rich, 0)).toEqual(ADVANCES.map((a) => priceOf(rich, 0, a.id)));
    }
  });

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
