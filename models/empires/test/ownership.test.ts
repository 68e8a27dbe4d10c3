import { describe, expect, it } from 'vitest';
import { buildingAt, buildingOwnedBy, controllerOfArea, controls, ownerOf } from '../ownership';
import { checkManual } from '../manual';
import { applyAction } from '../rules';
import { area, barbarians, built, city, game, inPhase, rnd, tokens } from './fixtures';

describe('owning and controlling a building', () => {
  const base = () => built(game(), 'giant-ziggurat', 'babylon-two', 2);

  it('SB-OWN-1 / SB-MAP-5: the owner is the player whose region holds the building, even with no units there', () => {
    const s = base();
    expect(ownerOf(s, s.buildings['giant-ziggurat'])).toBe(2);
    expect(buildingOwnedBy(s, 2)!.id).toBe('giant-ziggurat');
    expect(buildingOwnedBy(s, 1)).toBeNull();
  });

  it('SB-OWN-2 / SB-MAP-4: ownership does not move when another player takes the area', () => {
    let s = tokens(base(), 'babylon-two', 1, 3);
    s = city(s, 'babylon-two', 3);
    expect(ownerOf(s, s.buildings['giant-ziggurat'])).toBe(2);
    expect(controllerOfArea(s, 'babylon-two')).toBe(3);
  });

  it('SB-CTRL-1: a city in the area gives control; the owner with a city both owns and controls', () => {
    const s = city(base(), 'babylon-two', 2);
    expect(controls(s, 2, s.buildings['giant-ziggurat'])).toBe(true);
    const t = city(base(), 'babylon-two', 0);
    expect(controls(t, 0, t.buildings['giant-ziggurat'])).toBe(true);
    expect(controls(t, 2, t.buildings['giant-ziggurat'])).toBe(false);
  });

  it('SB-CTRL-2: strict token majority; a tie, a barbarian plurality or a pirate city means nobody', () => {
    let s = tokens(base(), 'babylon-two', 0, 2);
    expect(controllerOfArea(s, 'babylon-two')).toBe(0);
    s = tokens(s, 'babylon-two', 1, 2);
    expect(controllerOfArea(s, 'babylon-two')).toBeNull();
    s = tokens(s, 'babylon-two', 1, 1);
    s = barbarians(s, 'babylon-two', 2);
    expect(controllerOfArea(s, 'babylon-two')).toBeNull();
    const ignoring = { ...s, options: { ...s.options, majority: 'ignore-barbarians' as const } };
    expect(controllerOfArea(ignoring, 'babylon-two')).toBe(0);
    const pirate = city(tokens(base(), 'babylon-two', 0, 3), 'babylon-two', 'pirate');
    expect(controllerOfArea(pirate, 'babylon-two')).toBeNull();
  });

  it('ME-CONF-2: barbarians never control a building', () => {
    const s = barbarians(base(), 'babylon-two', 4);
    expect(controllerOfArea(s, 'babylon-two')).toBeNull();
  });

  it('SB-CTRL-3 / SB-ONE-2: one player may control several buildings while owning only his own', () => {
    let s = built(base(), 'mahram-bilqis', 'saba-start', 0);
    s = built(s, 'shore-temple', 'dravidia-two', 3);
    s = tokens(tokens(s, 'babylon-two', 4, 2), 'dravidia-two', 4, 1);
    s = city(s, 'saba-start', 4);
    const controlled = Object.values(s.buildings).filter((b) => controls(s, 4, b)).map((b) => b.id).sort();
    expect(controlled).toEqual(['giant-ziggurat', 'mahram-bilqis', 'shore-temple']);
    expect(buildingOwnedBy(s, 4)).toBeNull();
  });

  it('SB-MAP-6: at most one building stands in an area', () => {
    const s = base();
    expect(buildingAt(s, 'babylon-two')!.id).toBe('giant-ziggurat');
    expect(Object.values(s.buildings).filter((b) => b.at === 'babylon-two')).toHaveLength(1);
  });

  it('SB-MAP-1 / SB-MAP-2: a building neither stops units entering its area nor defends its city', () => {
    let s = inPhase(city(base(), area(base(), 2, 'two'), 2), 'movement');
    expect(checkManual(s, 1, { type: 'place-tokens', area: 'babylon-two', count: 7 }).ok).toBe(true);
    expect(checkManual(s, 1, { type: 'barbarians', area: 'babylon-two', delta: 3 }).ok).toBe(true);
    s = applyAction(s, 1, { type: 'remove-city', area: 'babylon-two' }, rnd()).state;
    expect(s.areas['babylon-two'].city).toBeNull();
    expect(s.buildings['giant-ziggurat'].at).toBe('babylon-two');
  });

  it('SB-MAP-3: the building stays when its city is annexed, destroyed or reduced', () => {
    const s0 = inPhase(city(tokens(base(), 'babylon-two', 2, 1), 'babylon-two', 2), 'conflict');
    for (const type of ['annex-city', 'remove-city', 'reduce-city'] as const) {
      const r = applyAction(s0, 3, { type, area: 'babylon-two' }, rnd());
      expect(r.state.buildings['giant-ziggurat'].at).toBe('babylon-two');
      expect(ownerOf(r.state, r.state.buildings['giant-ziggurat'])).toBe(2);
    }
    const annexed = applyAction(s0, 3, { type: 'annex-city', area: 'babylon-two' }, rnd()).state;
    expect(controllerOfArea(annexed, 'babylon-two')).toBe(3);
    const reduced = applyAction(s0, 3, { type: 'reduce-city', area: 'babylon-two' }, rnd()).state;
    expect(reduced.areas['babylon-two'].tokens[2]).toBe(2);
  });

  it('ME-CONF-3: a city lost in a tax revolt is annexed by the beneficiary (city counts follow)', () => {
    const s0 = inPhase(city(game(), 'babylon-two', 2), 'tax-collection');
    const s = applyAction(s0, 3, { type: 'annex-city', area: 'babylon-two' }, rnd()).state;
    expect(s.players[2].citiesInStock).toBe(9);
    expect(s.players[3].citiesInStock).toBe(8);
    expect(s.areas['babylon-two'].city!.owner).toBe(3);
  });
});

describe('city attacks in the conflict phase', () => {
  it('ME-CONF-1 / SB-MAP-1: another player\'s city falls only to 7 or more tokens; the building adds no defence', () => {
    let s = inPhase(city(game(), 'babylon-two', 2), 'conflict');
    s = tokens(s, 'babylon-two', 1, 6);
    expect(checkManual(s, 1, { type: 'annex-city', area: 'babylon-two' })).toMatchObject({ ok: false, rule: 'ME-CONF-1' });
    expect(checkManual(s, 1, { type: 'remove-city', area: 'babylon-two' })).toMatchObject({ ok: false, rule: 'ME-CONF-1' });
    s = tokens(s, 'babylon-two', 1, 7);
    expect(checkManual(s, 1, { type: 'annex-city', area: 'babylon-two' }).ok).toBe(true);
    const withBuilding = built(s, 'giant-ziggurat', 'babylon-two', 2);
    expect(checkManual(withBuilding, 1, { type: 'remove-city', area: 'babylon-two' }).ok).toBe(true);
    // Outside the conflict phase (tax revolts, calamities) no attack is needed.
    expect(checkManual(inPhase(tokens(s, 'babylon-two', 1, 0), 'calamity-resolution'), 1, { type: 'annex-city', area: 'babylon-two' }).ok).toBe(true);
  });
});
