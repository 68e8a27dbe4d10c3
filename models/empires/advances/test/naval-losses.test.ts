import { describe, expect, it } from 'vitest';
import { tokenConflicts } from '../../conflict';
import { civ } from '../../data/civilizations';
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

describe('Advanced Military: losses from next door (ME-CONF2-6)', () => {
  /** Seats 0 and 1 with three tokens each in the wilderness (limit 4); seat 0 also has 2 tokens next door. */
  const nextDoor = (list: string[]) => {
    let s = game({ n: 3, options: { boardPhases: 'scripted' } });
    s = tokens(tokens(tokens(s, 'wild-four', 0, 3), 'wild-four', 1, 3), 'wild-two', 0, 2);
    return enterPhase({ ...advances(s, 0, list), done: [] }, 'conflict', rnd('conflict')).state;
  };
  const wild = (s: EmpiresState) => s.areas['wild-four'].tokens;

  it('ME-ADVX-C42 / ME-CONF2-6: the holder may take his losses from a land-adjacent area and keep the contested one', () => {
    expect(wild(nextDoor([]))).toEqual({ 0: 2, 1: 2 });
    const s = nextDoor(['advanced-military']);
    expect(s.phase).toBe('conflict');
    expect(empiresRules.legalActions(s, 0)).toEqual([{ type: 'adjacent-losses', adjacent: true }, { type: 'adjacent-losses', adjacent: false }]);
    const moved = empiresRules.apply(s, 0, { type: 'adjacent-losses', adjacent: true }, rnd('x'));
    // Seat 0 loses one token next door while seat 1 loses two in the wilderness.
    expect(wild(moved.state)).toEqual({ 0: 3, 1: 1 });
    expect(moved.log.some((l) => l.rule === 'ME-CONF2-6')).toBe(true);
    const usual = empiresRules.apply(s, 0, { type: 'adjacent-losses', adjacent: false }, rnd('x')).state;
    expect(wild(usual)).toEqual({ 0: 2, 1: 2 });
  });

  it('ME-CONF2-6: a holder of both advances makes both choices before the conflicts are fought', () => {
    let s = game({ n: 3, options: { boardPhases: 'scripted' } });
    const shore = area(s, 0, 'shore');
    s = tokens(tokens(tokens(s, shore, 0, 2), shore, 1, 2), area(s, 0, 'zero'), 0, 3);
    s = { ...advances(s, 0, ['naval-warfare', 'advanced-military']), ships: [{ id: 'ship-0-1', owner: 0, at: shore, builtTurn: s.turn, maintainedTurn: null, sailedTurn: null }] };
    s = enterPhase({ ...s, done: [] }, 'conflict', rnd('c')).state;
    s = empiresRules.apply(s, 0, { type: 'ship-losses', ships: false }, rnd('x')).state;
    expect(s.phase).toBe('conflict');
    expect(empiresRules.check(s, 0, { type: 'ship-losses', ships: true })).toMatchObject({ ok: false, code: 'no-choice' });
    s = empiresRules.apply(s, 0, { type: 'adjacent-losses', adjacent: true }, rnd('x')).state;
    expect(s.phase).not.toBe('conflict');
    expect(shoreOf(s)).toEqual({ 0: 2 });
  });
});

describe('Advanced Military: several holders who wait (ME-CONF2-6)', () => {
  it('ME-CONF2-6: between holders who wait, the higher civilization number waits for the lower', () => {
    // Seat 0 plays Saba (civilization 2), seat 1 Maurya (4); both hold Advanced Military and chose losses next door.
    let s = game({ n: 3, options: { boardPhases: 'scripted' } });
    expect([civ(s.players[0].civ).rank, civ(s.players[1].civ).rank]).toEqual([2, 4]);
    s = advances(advances(s, 0, ['advanced-military']), 1, ['advanced-military']);
    // Maurya's conflict stands in an area whose name sorts first; Saba's in the wilderness.
    s = tokens(tokens(s, 'maurya-two', 1, 2), 'maurya-two', 2, 2);
    s = tokens(tokens(s, 'wild-four', 0, 3), 'wild-four', 2, 3);
    const order = (st: EmpiresState) => tokenConflicts(st).log.map((l) => (l.text.includes(st.map.areas.find((a) => a.id === 'wild-four')!.name) ? 'saba' : 'maurya'));
    // Nobody waits: the areas are fought in their usual order.
    expect(order(s)).toEqual(['maurya', 'saba']);
    // Both wait: Saba's (2) comes before Maurya's (4).
    expect(order({ ...s, input: { ...s.input, adjacentLosses: { 0: true, 1: true } } })).toEqual(['saba', 'maurya']);
    // Only Maurya waits: his conflict comes last anyway.
    expect(order({ ...s, input: { ...s.input, adjacentLosses: { 1: true } } })).toEqual(['saba', 'maurya']);
    // Only Saba waits: hers comes after the others.
    expect(order({ ...s, input: { ...s.input, adjacentLosses: { 0: true } } })).toEqual(['maurya', 'saba']);
  });
});
