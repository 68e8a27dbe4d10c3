import { describe, expect, it } from 'vitest';
import { empiresRules } from '../../rules';
import { enterPhase } from '../../sequence';
import type { EmpiresState } from '../../state';
import { advances, area, game, rnd, tokens } from '../../test/fixtures';

/** Seats 0 and 1 with two tokens each in seat 0's shore (limit 2); seat 0 has a ship there; the conflict phase opens. */
function contested(list: string[], withShip = true): EmpiresState {
  let s = game({ n: 3, options: { boardPhases: 'scripted' } });
  const shore = area(s, 0, 'shore');
  s = tokens(tokens(s, shore, 0, 2), shore, 1, 2);
  if (withShip) s = { ...s, ships: [{ id: 'ship-0-1', owner: 0, at: shore, builtTurn: s.turn, maintainedTurn: null, sailedTurn: null }] };
  return enterPhase({ ...advances(s, 0, list), done: [] }, 'conflict', rnd('conflict')).state;
}
const shoreOf = (s: EmpiresState) => s.areas[area(s, 0, 'shore')].tokens;

describe('Naval Warfare: ships taken as conflict losses (ME-CONF2-6)', () => {
  it('ME-ADVX-C29 / ME-CONF2-6: without Naval Warfare nobody is asked; each side loses a token', () => {
    const s = contested([]);
    expect(s.phase).not.toBe('conflict');
    expect(shoreOf(s)).toEqual({ 0: 1, 1: 1 });
    expect(s.ships).toHaveLength(1);
  });

  it('ME-ADVX-C29 / ME-CONF2-6: the holder chooses; his ship goes first as a loss and his tokens hold the area', () => {
    const s = contested(['naval-warfare']);
    expect(s.phase).toBe('conflict');
    expect(empiresRules.activeSeats(s)).toEqual([0]);
    expect(empiresRules.legalActions(s, 0)).toEqual([{ type: 'ship-losses', ships: true }, { type: 'ship-losses', ships: false }]);
    expect(empiresRules.check(s, 1, { type: 'ship-losses', ships: true })).toMatchObject({ ok: false, rule: 'ME-CONF2-6' });
    const ships = empiresRules.apply(s, 0, { type: 'ship-losses', ships: true }, rnd('x')).state;
    expect(ships.phase).not.toBe('conflict');
    expect(shoreOf(ships)).toEqual({ 0: 2 });
    expect(ships.ships).toHaveLength(0);
    // Keeping the ships: the conflict is fought with tokens as without the advance.
    const kept = empiresRules.apply(s, 0, { type: 'ship-losses', ships: false }, rnd('x')).state;
    expect(shoreOf(kept)).toEqual({ 0: 1, 1: 1 });
    expect(kept.ships).toHaveLength(1);
  });

  it('ME-CONF2-6: a holder with no ship in a contested area is not asked', () => {
    const s = contested(['naval-warfare'], false);
    expect(s.phase).not.toBe('conflict');
    expect(empiresRules.check({ ...s, phase: 'conflict' }, 0, { type: 'ship-losses', ships: true })).toMatchObject({ ok: false, code: 'no-choice' });
  });
});
