import { describe, expect, it } from 'vitest';
import { advances, area, city, tokens, hand, cards, inPhase } from '../test/fixtures';
import { applyAction } from '../rules';
import { rnd } from '../test/fixtures';
import { act, activeSeatsOf, checkAction, dealt, legalActionsFor, strike, table } from './fixtures';
import { pendingChoice } from './resolve';
import type { EmpiresState } from '../state';

const onBoard = (s: EmpiresState, seat: number) => Object.values(s.areas).reduce((t, a) => t + (a.tokens[seat] ?? 0), 0);

describe('Calamity resolution (phase 9)', () => {
  it('ME-CALX-3 / ME-CALX-12: the victim names secondary victims first, never the beneficiary; Pottery softens the famine', () => {
    let s = dealt(table(6), 1, ['famine']);
    s = advances(s, 3, ['pottery']);
    s = tokens(s, area(s, 3, 'one'), 3, 1);
    const r = strike(s);
    expect(r.finished).toBe(false);
    const p = pendingChoice(r.state)!;
    expect(p.task.kind).toBe('secondaryVictims');
    expect(p.active.beneficiary).toBe(0);
    expect(activeSeatsOf(r.state)).toEqual([1]);
    expect(checkAction(r.state, 1, { type: 'calamity-choose', seat: 0 })).toMatchObject({ ok: false, rule: 'ME-CALX-3' });
    expect(checkAction(r.state, 2, { type: 'calamity-choose', seat: 3 })).toMatchObject({ ok: false, code: 'not-your-choice' });
    let g = act(r.state, 1, { type: 'calamity-choose', seat: 3 });
    g = act(g, 1, { type: 'calamity-choose', seat: 4 });
    g = act(g, 1, { type: 'calamity-choose', seat: 5 });
    // Seat 1 takes 10 damage: 2 tokens and the city (5 minus the 3 tokens it leaves) are not enough, so all goes.
    expect(pendingChoice(g)?.task).toMatchObject({ kind: 'damage', seat: 1, left: 10 });
    expect(checkAction(g, 1, { type: 'calamity-choose', area: area(g, 2, 'two'), unit: 'token' })).toMatchObject({ ok: false, rule: 'ME-CALX-6' });
    g = act(g, 1, { type: 'calamity-choose', area: area(g, 1, 'start'), unit: 'city' });
    expect(g.areas[area(g, 1, 'start')].city).toBeNull();
    // Pottery: seat 3 takes 0 of 5, so he is never asked.
    const log = r.log.map((l) => l.text).join(' ');
    expect(log).toMatch(/struck by Famine/);
    while (pendingChoice(g)) g = act(g, pendingChoice(g)!.task.chooser, legalActionsFor(g, pendingChoice(g)!.task.chooser)[0]);
    expect(onBoard(g, 3)).toBe(4);
    expect(g.phase).toBe('special-abilities');
    expect(g.discards[3]).toContain('card-famine');
  });

  it('ME-CALX-5: no surplus or city support check during the resolution (they wait for phase 11)', () => {
    let s = dealt(table(), 1, ['epidemic']);
    s = tokens(s, area(s, 1, 'one'), 1, 1);
    let g = strike(s).state;
    // Epidemic: P names two others, then takes 15; he gives up tokens first and keeps the city unsupported.
    g = act(act(g, 1, { type: 'calamity-choose', seat: 2 }), 1, { type: 'calamity-choose', seat: 3 });
    g = act(g, 1, { type: 'calamity-choose', area: area(g, 1, 'start'), unit: 'token' });
    g = act(g, 1, { type: 'calamity-choose', area: area(g, 1, 'two'), unit: 'token' });
    g = act(g, 1, { type: 'calamity-choose', area: area(g, 1, 'two'), unit: 'token' });
    expect(g.areas[area(g, 1, 'start')].city?.owner).toBe(1);
    expect(onBoard(g, 1)).toBe(1);
    expect(pendingChoice(g)!.task).toMatchObject({ kind: 'damage', seat: 1, left: 12 });
  });

  it('ME-TERM-6 / ME-CALX-11: the beneficiary (most cities in stock) annexes; Diplomacy takes one city more', () => {
    let s = dealt(table(), 2, ['treachery']);
    s = city(s, area(s, 2, 'shore'), 2);
    s = city(s, area(s, 0, 'shore'), 0);
    s = advances(s, 2, ['diplomacy']);
    const r = strike(s);
    expect(pendingChoice(r.state)!.active.beneficiary).toBe(1);
    const g = act(r.state, 1, { type: 'calamity-choose', area: area(s, 2, 'shore') });
    expect(g.areas[area(s, 2, 'shore')].city?.owner).toBe(1);
    expect(g.areas[area(s, 2, 'start')].city?.owner).toBe(1);
    expect(g.players[2].citiesInStock).toBe(9);
    expect(g.calamity ?? null).toBeNull();
  });

  it('ME-CALX-13: Slave Revolt raises the support rate by two; Mining one more, Mythology one less', () => {
    let s = dealt(table(), 1, ['slave-revolt']);
    s = city(s, area(s, 1, 'shore'), 1);
    s = tokens(s, area(s, 1, 'one'), 1, 1);
    // 2 cities need 8 tokens at rate 4: 3 on board, so he reduces until supported.
    const g = strike(s).state;
    expect(pendingChoice(g)!.task.kind).toBe('supportRate');
    const after = act(g, 1, { type: 'calamity-choose', area: area(s, 1, 'shore') });
    // Reduced shore: 2 tokens; 5 tokens support 1 city at rate 4.
    expect(after.areas[area(s, 1, 'start')].city?.owner).toBe(1);
    expect(after.phase).toBe('special-abilities');
    const myth = strike(advances(s, 1, ['mythology', 'enlightenment'])).state;
    expect(myth.areas[area(s, 1, 'shore')].city?.owner).toBe(1);
  });

  it('ME-CALX-15 / ME-CALX-26: Superstition reduces three cities; three protections leave none', () => {
    let s = dealt(table(), 3, ['superstition']);
    s = city(city(s, area(s, 3, 'shore'), 3), 'wild-four', 3);
    const g = strike(s);
    expect(pendingChoice(g.state)!.task).toMatchObject({ kind: 'reduceCities', left: 3 });
    const safe = strike(advances(s, 3, ['mysticism', 'deism', 'enlightenment']));
    expect(safe.finished).toBe(true);
    expect(safe.state.areas['wild-four'].city?.owner).toBe(3);
  });

  it('ME-CALX-16 / ME-CALX-27 / ME-CLAR-10: Civil War: the beneficiary takes whole neighbouring areas until all but 35 points are his', () => {
    let s = dealt(table(), 1, ['civil-war']);
    s = tokens(s, area(s, 1, 'one'), 1, 30);
    s = tokens(s, 'wild-two', 1, 6);
    // 1 city with its starting token + 2 + 30 + 6 = 44 points; 9 are taken.
    let g = strike(s).state;
    expect(pendingChoice(g)!.task).toMatchObject({ kind: 'annexUnits', chooser: 0, left: 9 });
    g = act(g, 0, { type: 'calamity-choose', area: area(s, 1, 'two') });
    // Next to the two-area only: the start and the one-area; wild-two is not adjacent.
    expect(checkAction(g, 0, { type: 'calamity-choose', area: 'wild-two' })).toMatchObject({ ok: false, rule: 'ME-CALX-16' });
    g = act(g, 0, { type: 'calamity-choose', area: area(s, 1, 'start') });
    expect(g.areas[area(s, 1, 'start')].city?.owner).toBe(0);
    expect(g.areas[area(s, 1, 'two')].tokens[0]).toBe(2);
    expect(g.phase).toBe('special-abilities');
    const democracy = strike(advances(s, 1, ['democracy'])).state;
    expect(pendingChoice(democracy)).toBeNull();
  });

  it('ME-CALX-20: Tyranny: the beneficiary annexes 15 points; Law and Sculpture take 10 of them away', () => {
    let s = dealt(table(), 1, ['tyranny']);
    s = tokens(s, area(s, 1, 'one'), 1, 20);
    expect(pendingChoice(strike(s).state)!.task.left).toBe(15);
    expect(pendingChoice(strike(advances(s, 1, ['law', 'sculpture'])).state)!.task.left).toBe(5);
  });

  it('ME-CALX-17: Barbarian Hordes: 15 barbarians attack the city the beneficiary picks, the excess moves on', () => {
    let s = dealt(table(), 1, ['barbarian-hordes']);
    s = tokens(s, area(s, 1, 'one'), 1, 1);
    const r = strike(s);
    // One city only: the attack goes in without asking; the excess then moves to one of two neighbours.
    const g = r.state;
    expect(g.areas[area(s, 1, 'start')].city).toBeNull();
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/15 barbarians attack/);
    const monarchy = strike(advances(s, 1, ['monarchy'])).log.map((l) => l.text).join(' ');
    expect(monarchy).toMatch(/10 barbarians attack/);
  });

  it('ME-CALX-19: Epidemic: Medicine and Anatomy soften the secondary victims; the beneficiary cannot be named', () => {
    let s = dealt(table(), 1, ['epidemic']);
    s = advances(s, 2, ['medicine', 'anatomy']);
    const g = strike(s).state;
    const p = pendingChoice(g)!;
    expect(p.options.map((o) => o.seat)).toEqual([2, 3, 4]);
    let h = act(g, 1, { type: 'calamity-choose', seat: 2 });
    h = act(h, 1, { type: 'calamity-choose', seat: 3 });
    expect(h.calamity!.active!.tasks.filter((t) => t.seat === 2)).toHaveLength(0);
  });

  it('ME-CALX-21: Civil Disorder reduces all but three cities; Law spares one more', () => {
    let s = dealt(table(), 4, ['civil-disorder']);
    for (const a of ['shore', 'two']) s = city(s, area(s, 4, a as 'shore'), 4);
    s = city(s, 'wild-four', 4);
    expect(pendingChoice(strike(s).state)!.task).toMatchObject({ kind: 'reduceCities', left: 1 });
    expect(strike(advances(s, 4, ['law'])).finished).toBe(true);
  });

  it('ME-CALX-22 / ME-CLAR-4: Corruption: cards of face value 10 go; Coinage makes it 15; too few cards: all of them', () => {
    let s = dealt(table(), 2, ['corruption']);
    s = hand(s, 2, [...cards('silk', 1), ...cards('flax', 2), ...cards('dye', 1)]);
    let g = strike(s).state;
    g = act(g, 2, { type: 'calamity-choose', card: 'card-silk-1' });
    g = act(g, 2, { type: 'calamity-choose', card: 'card-flax-1' });
    expect(g.players[2].hand).toEqual(['card-flax-2', 'card-dye-1']);
    expect(g.discards[9]).toContain('card-silk-1');
    const coin = strike(advances(s, 2, ['coinage'])).state;
    expect(pendingChoice(coin)!.task.left).toBe(15);
  });

  it('ME-CALX-23: Iconoclasm and Heresy: four of his own, one of each secondary; Theology and Philosophy spare five', () => {
    let s = dealt(table(), 1, ['iconoclasm-and-heresy']);
    s = advances(s, 1, ['theology', 'philosophy']);
    let g = strike(s).state;
    g = act(g, 1, { type: 'calamity-choose', seat: 2 });
    g = act(g, 1, { type: 'calamity-choose', seat: 3 });
    expect(g.areas[area(s, 1, 'start')].city?.owner).toBe(1);
    expect(g.areas[area(s, 2, 'start')].city).toBeNull();
    expect(g.areas[area(s, 3, 'start')].city).toBeNull();
  });

  it('ME-CALX-24 / SB-REG: Regression is called in its turn and keeps its own choices', () => {
    let s = dealt(table(), 2, ['regression', 'famine']);
    s = { ...s, players: s.players.map((p) => (p.seat === 2 ? { ...p, ast: 5 } : p)) };
    const g = strike(s).state;
    // Famine (stack 3) first: seat 2 names secondaries; Regression waits.
    expect(pendingChoice(g)!.active.id).toBe('famine');
    let h = g;
    while (pendingChoice(h)) h = act(h, pendingChoice(h)!.task.chooser, legalActionsFor(h, pendingChoice(h)!.task.chooser)[0]);
    expect(h.players[2].ast).toBe(4);
    expect(h.discards[9]).toContain('card-regression');
  });

  it('ME-CALX-25: Piracy: the beneficiary picks coastal cities; Naval Warfare keeps a player out of the secondaries', () => {
    let s = dealt(table(6), 1, ['piracy']);
    for (const seat of [1, 2, 3, 4, 5]) s = city(s, area(s, seat, 'shore'), seat);
    s = advances(s, 3, ['naval-warfare']);
    let g = strike(s).state;
    expect(pendingChoice(g)!.options.map((o) => o.seat)).toEqual([2, 4, 5]);
    g = act(g, 1, { type: 'calamity-choose', seat: 5 });
    const h = act(g, 1, { type: 'calamity-choose', seat: 2 });
    // The beneficiary picks two of P's coastal cities: he has only one.
    expect(h.areas[area(s, 1, 'shore')].city?.owner).toBe('pirate');
    expect(h.areas[area(s, 2, 'shore')].city?.owner).toBe('pirate');
    expect(h.areas[area(s, 5, 'shore')].city?.owner).toBe('pirate');
    expect(h.areas[area(s, 4, 'shore')].city?.owner).toBe(4);
    expect(h.areas[area(s, 3, 'shore')].city?.owner).toBe(3);
  });

  it('ME-34P-3: with four players Famine strikes one other player only', () => {
    const g = strike(dealt(table(4), 1, ['famine'])).state;
    expect(pendingChoice(g)!.task).toMatchObject({ kind: 'secondaryVictims', left: 1 });
  });

  it('ME-CALX-2: a decision with one legal option is taken without asking', () => {
    const r = strike(dealt(table(), 2, ['superstition']));
    expect(r.finished).toBe(true);
    expect(r.state.areas[area(r.state, 2, 'start')].city).toBeNull();
  });

  it('ME-CALX-7: the scripted turn enters phase 8 and 9 when trade ends', () => {
    let s = dealt(table(), 2, ['superstition']);
    for (const seat of [0, 1, 2, 3, 4]) s = applyAction(s, seat, { type: 'phase-done' }, rnd()).state;
    expect(s.phase).toBe('special-abilities');
    expect(s.discards[4]).toContain('card-superstition');
  });

  it('ME-CALX-7: a table playing phases 6-10 by hand keeps its tabletop', () => {
    let s = dealt(table(), 2, ['superstition']);
    s = { ...s, options: { ...s.options, cardPhases: 'manual' } };
    for (const seat of [0, 1, 2, 3, 4]) s = applyAction(s, seat, { type: 'phase-done' }, rnd()).state;
    expect(s.phase).toBe('calamity-selection');
    expect(inPhase(s, 'calamity-resolution').calamity ?? null).toBeNull();
  });
});

describe('Leaving during a calamity', () => {
  it('SB-LEAVE / ME-CALX-2: when the player who must choose leaves, the resolution goes on without him', () => {
    const g = strike(dealt(table(6), 1, ['famine'])).state;
    const r = applyAction(g, 1, { type: 'leave-game' }, rnd()).state;
    expect(r.phase).not.toBe('calamity-resolution');
    const b = strike(dealt(table(6), 1, ['famine'])).state;
    const other = applyAction(b, 4, { type: 'leave-game' }, rnd()).state;
    // Three players are left to name, so all three are named without asking.
    expect(other.calamity!.active!.secondaries).toEqual([2, 3, 5]);
  });
});
