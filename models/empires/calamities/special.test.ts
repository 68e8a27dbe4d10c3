import { describe, expect, it } from 'vitest';
import { advances, area, cards, city, hand, tokens, treasury } from '../test/fixtures';
import type { EmpiresState } from '../state';
import { act, checkAction, dealt, strike, table } from './fixtures';
import { pendingChoice } from './resolve';

const withMap = (s: EmpiresState, change: Partial<EmpiresState['map']>): EmpiresState => ({ ...s, map: { ...s.map, ...change } });

describe('Calamities with their own rules', () => {
  it('ME-CALX-10: a volcano next to a victim city erupts and destroys every unit of every owner around it', () => {
    let s = dealt(table(), 1, ['volcanic-eruption-earthquake']);
    s = tokens(s, area(s, 1, 'two'), 2, 1);
    s = withMap(s, { volcanoes: [{ id: 'fire', name: 'Fire Mountain', areas: [area(s, 1, 'start'), area(s, 1, 'two')] }] });
    const r = strike(s);
    expect(r.finished).toBe(true);
    expect(r.state.areas[area(s, 1, 'start')].city).toBeNull();
    expect(r.state.areas[area(s, 1, 'two')].tokens).toEqual({});
    expect(r.state.players[2].stock).toBe(s.players[2].stock + 1);
  });

  it('ME-CALX-10: no volcano: an earthquake destroys one of his cities (Engineering: reduces it) and reduces a neighbour', () => {
    let s = dealt(table(), 1, ['volcanic-eruption-earthquake']);
    s = city(s, 'wild-four', 2);
    const r = strike(s);
    // His one city goes; the only city next to it (wild-four, of seat 2) is reduced.
    expect(r.state.areas[area(s, 1, 'start')].city).toBeNull();
    expect(r.state.areas['wild-four'].city).toBeNull();
    expect(r.state.areas['wild-four'].tokens[2]).toBe(4);
    const eng = strike(advances(s, 1, ['engineering'])).state;
    expect(eng.areas[area(s, 1, 'start')].city).toBeNull();
    expect(eng.areas[area(s, 1, 'start')].tokens[1]).toBe(3);
  });

  it('ME-CALX-14: a flood plain: 15 damage to the victim there, 5 to the others on it; Engineering takes 5 off', () => {
    let s = dealt(table(), 1, ['flood']);
    s = tokens(tokens(s, 'wild-four', 1, 2), 'wild-four', 2, 2);
    s = tokens(s, 'wild-two', 1, 1);
    s = withMap(s, { floodPlains: [{ id: 'river', name: 'River plain', areas: ['wild-four', 'wild-two'] }] });
    let g = strike(s).state;
    expect(pendingChoice(g)!.task).toMatchObject({ kind: 'damage', seat: 1, left: 15, areas: ['wild-four', 'wild-two'] });
    expect(checkAction(g, 1, { type: 'calamity-choose', area: area(s, 1, 'two'), unit: 'token' })).toMatchObject({ ok: false, rule: 'ME-CALX-6' });
    g = act(g, 1, { type: 'calamity-choose', area: 'wild-four', unit: 'token' });
    g = act(g, 1, { type: 'calamity-choose', area: 'wild-four', unit: 'token' });
    // ME-CLAR-3: the rest of the damage is lost once nothing of his is left on the plain; then seat 2 loses its two.
    expect(g.areas['wild-four'].tokens).toEqual({});
    expect(g.areas['wild-two'].tokens).toEqual({});
    expect(g.phase).toBe('special-abilities');
    const eng = strike(advances(s, 2, ['engineering'])).state;
    expect(eng.calamity!.active!.tasks.some((t) => t.seat === 2)).toBe(false);
  });

  it('ME-CALX-14: no units on a plain: 5 damage in coastal areas only', () => {
    let s = dealt(table(), 1, ['flood']);
    s = tokens(s, area(s, 1, 'shore'), 1, 2);
    const r = strike(s);
    expect(r.state.areas[area(s, 1, 'shore')].tokens[1]).toBeUndefined();
    expect(r.state.areas[area(s, 1, 'two')].tokens[1]).toBe(2);
  });

  it('ME-CALX-18: a cyclone reduces the selected cities on the shores of the sea; Masonry spares one', () => {
    let s = dealt(table(), 1, ['cyclone']);
    s = city(s, area(s, 1, 'shore'), 1);
    s = city(s, area(s, 2, 'shore'), 2);
    s = city(s, area(s, 3, 'shore'), 3);
    const r = strike(s);
    expect(r.state.areas[area(s, 1, 'shore')].city).toBeNull();
    expect(r.state.areas[area(s, 2, 'shore')].city).toBeNull();
    expect(r.state.areas[area(s, 1, 'start')].city?.owner).toBe(1);
    const masonry = strike(advances(s, 2, ['masonry', 'calendar'])).state;
    expect(masonry.areas[area(s, 2, 'shore')].city?.owner).toBe(2);
  });

  it('ME-CALX-17: the excess barbarians move on into a neighbouring area of the victim that the beneficiary picks', () => {
    let s = dealt(table(), 1, ['barbarian-hordes']);
    s = tokens(s, area(s, 1, 'one'), 1, 1);
    s = tokens(s, 'wild-four', 1, 2);
    const g = strike(s).state;
    const p = pendingChoice(g)!;
    expect(p.task).toMatchObject({ kind: 'barbarianMove', chooser: 0 });
    const h = act(g, 0, { type: 'calamity-choose', area: 'wild-four' });
    expect(h.areas['wild-four'].tokens[1]).toBeUndefined();
    expect(h.areas['wild-four'].barbarians).toBeGreaterThan(0);
  });
});

describe('Minor calamities (ME-CALX-30..37)', () => {
  const minor = (id: string, setup: (s: EmpiresState) => EmpiresState = (s) => s) => strike(setup(treasury(dealt(table(), 2, [id]), 2, 12)));

  it('ME-CALX-30: Tempest: 2 damage in coastal areas and 5 treasury', () => {
    const r = minor('tempest', (s) => tokens(s, area(s, 2, 'shore'), 2, 2));
    expect(r.state.areas[area(r.state, 2, 'shore')].tokens[2]).toBeUndefined();
    expect(r.state.players[2].treasury).toBe(7);
  });
  it('ME-CALX-31: Squandered Wealth: 10 treasury (all of it when there is less)', () => {
    expect(minor('squandered-wealth').state.players[2].treasury).toBe(2);
    expect(strike(dealt(table(), 2, ['squandered-wealth'])).state.players[2].treasury).toBe(0);
  });
  it('ME-CALX-32: City Riots: one city reduced and 5 treasury', () => {
    const r = minor('city-riots');
    expect(r.state.areas[area(r.state, 2, 'start')].city).toBeNull();
    expect(r.state.players[2].treasury).toBe(7);
  });
  it('ME-CALX-33: City in Flames: a city destroyed unless he pays 10', () => {
    const g = minor('city-in-flames').state;
    expect(pendingChoice(g)!.options).toEqual([{ area: area(g, 2, 'start') }, { save: true }]);
    const paid = act(g, 2, { type: 'calamity-choose', save: true });
    expect(paid.players[2].treasury).toBe(2);
    expect(paid.areas[area(g, 2, 'start')].city?.owner).toBe(2);
  });
  it('ME-CALX-34: Tribal Conflict: 5 damage', () => {
    const g = minor('tribal-conflict').state;
    expect(pendingChoice(g)!.task).toMatchObject({ kind: 'damage', left: 5 });
  });
  it('ME-CALX-35: Minor Uprising: one city destroyed', () => {
    const r = minor('minor-uprising');
    expect(r.state.areas[area(r.state, 2, 'start')].city).toBeNull();
    expect(r.state.players[2].citiesInStock).toBe(9);
  });
  it('ME-CALX-36: Banditry: two cards, each kept for 4 treasury', () => {
    let g = minor('banditry', (s) => hand(s, 2, [...cards('silk', 1), ...cards('flax', 1)])).state;
    g = act(g, 2, { type: 'calamity-choose', card: 'card-silk-1', save: true });
    g = act(g, 2, { type: 'calamity-choose', card: 'card-flax-1' });
    expect(g.players[2].hand).toEqual(['card-silk-1']);
    expect(g.players[2].treasury).toBe(8);
  });
  it('ME-CALX-37: Coastal Migration: a coastal city destroyed and 5 treasury', () => {
    const r = minor('coastal-migration', (s) => city(s, area(s, 2, 'shore'), 2));
    expect(r.state.areas[area(r.state, 2, 'shore')].city).toBeNull();
    expect(r.state.areas[area(r.state, 2, 'start')].city?.owner).toBe(2);
    expect(r.state.players[2].treasury).toBe(7);
  });
});

describe('Theocracy against Iconoclasm and Heresy', () => {
  it('ME-CALX-23: with Theocracy the victim may give up two commodity cards to keep his own cities, not the others\'', () => {
    let s = dealt(table(), 1, ['iconoclasm-and-heresy']);
    s = city(city(s, area(s, 1, 'shore'), 1), 'wild-four', 1);
    s = hand(advances(s, 1, ['theocracy']), 1, [...cards('flax', 1), ...cards('silk', 1), ...cards('stone', 1)]);
    let g = strike(s).state;
    g = act(act(g, 1, { type: 'calamity-choose', seat: 2 }), 1, { type: 'calamity-choose', seat: 3 });
    expect(pendingChoice(g)!.options).toContainEqual({ save: true });
    g = act(g, 1, { type: 'calamity-choose', save: true });
    expect(g.players[1].hand).toEqual(['card-silk-1']);
    expect(g.areas['wild-four'].city?.owner).toBe(1);
    expect(g.areas[area(s, 2, 'start')].city).toBeNull();
    // Without Theocracy there is no such choice.
    const plain = act(act(strike(advances(s, 1, [])).state, 1, { type: 'calamity-choose', seat: 2 }), 1, { type: 'calamity-choose', seat: 3 });
    expect(pendingChoice(plain)!.options).not.toContainEqual({ save: true });
  });
});
