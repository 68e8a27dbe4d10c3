import { describe, expect, it } from 'vitest';
import { advances, area, cards, city, hand, tokens } from '../../test/fixtures';
import { act, dealt, legalActionsFor, strike, table } from '../../calamities/fixtures';
import { pendingChoice } from '../../calamities/resolve';
import type { EmpiresState } from '../../state';

/**
 * The advances whose abilities soften or sharpen a calamity (ME-CALX-10..25), played through phase 9: each test
 * compares the same calamity on the same board with and without the advance.
 */
const left = (s: EmpiresState) => pendingChoice(s)?.task.left ?? null;
const kindOf = (s: EmpiresState) => pendingChoice(s)?.task.kind ?? null;
/** The victim names these seats as his secondary victims. */
const name = (s: EmpiresState, victim: number, seats: number[]) => seats.reduce((g, seat) => act(g, victim, { type: 'calamity-choose', seat }), s);
/** Every remaining choice takes its first legal option. */
const finish = (s: EmpiresState) => {
  let g = s;
  while (pendingChoice(g)) g = act(g, pendingChoice(g)!.task.chooser, legalActionsFor(g, pendingChoice(g)!.task.chooser)[0]);
  return g;
};
const cityCount = (s: EmpiresState, seat: number) => Object.values(s.areas).filter((a) => a.city?.owner === seat).length;
/**
 * The first task of the active calamity that this seat suffers, playing the first legal option of every choice
 * before it (a secondary victim's task appears only once the primary victim's is done); null if none comes.
 */
function taskOf(s: EmpiresState, seat: number) {
  let g = s;
  for (;;) {
    const mine = g.calamity?.active?.tasks.find((t) => t.seat === seat && t.kind !== 'secondaryVictims');
    if (mine) return mine;
    const p = pendingChoice(g);
    if (!p) return null;
    g = act(g, p.task.chooser, legalActionsFor(g, p.task.chooser)[0]);
  }
}

/** Seat 1's epidemic after he names seats 2 and 3. */
function epidemic(setup: (s: EmpiresState) => EmpiresState = (s) => s): EmpiresState {
  let s = dealt(table(), 1, ['epidemic']);
  s = tokens(s, area(s, 1, 'one'), 1, 1);
  return name(strike(setup(s)).state, 1, [2, 3]);
}

/** Seat 3's superstition with three cities. */
function superstition(list: string[]) {
  let s = dealt(table(), 3, ['superstition']);
  s = city(city(s, area(s, 3, 'shore'), 3), 'wild-four', 3);
  return strike(advances(s, 3, list)).state;
}

describe('advances against calamities: the primary victim', () => {
  it('ME-ADVX-C02: Mysticism spares one city from Superstition', () => {
    expect(left(superstition([]))).toBe(3);
    expect(left(superstition(['mysticism']))).toBe(2);
  });

  it('ME-ADVX-C11: Deism spares one city from Superstition', () => {
    expect(left(superstition(['deism']))).toBe(2);
    expect(left(superstition(['deism', 'mysticism']))).toBe(1);
  });

  it('ME-ADVX-C28: Enlightenment spares a city from Superstition, lowers the Slave Revolt rate and 5 of an epidemic', () => {
    expect(left(superstition(['enlightenment']))).toBe(2);
    expect(taskOf(epidemic(), 1)).toMatchObject({ kind: 'damage', left: 15 });
    expect(taskOf(epidemic((s) => advances(s, 1, ['enlightenment'])), 1)).toMatchObject({ kind: 'damage', left: 10 });
    // Enlightenment softens only its holder's own epidemic: a secondary victim with it still takes 10.
    expect(taskOf(epidemic((s) => advances(s, 2, ['enlightenment'])), 2)).toMatchObject({ left: 10 });
  });

  it('ME-ADVX-C28: Enlightenment cancels a step of Regression by destroying two cities away from the coast', () => {
    let s = dealt(table(), 2, ['regression']);
    s = city(s, area(s, 2, 'two'), 2);
    s = { ...s, players: s.players.map((p) => (p.seat === 2 ? { ...p, ast: 5 } : p)) };
    // Without it the one legal outcome is taken: one step back.
    const plain = strike(s);
    expect(plain.state.players[2].ast).toBe(4);
    const g = strike(advances(s, 2, ['enlightenment'])).state;
    expect(pendingChoice(g)!.options).toContainEqual({ sacrifice: false, destroyCities: [area(s, 2, 'start'), area(s, 2, 'two')] });
    const kept = act(g, 2, { type: 'resolve-regression', sacrifice: false, destroyCities: [area(s, 2, 'start'), area(s, 2, 'two')] });
    expect(kept.players[2].ast).toBe(5);
    expect(cityCount(kept, 2)).toBe(0);
  });

  it('ME-ADVX-C08: Mythology lowers the Slave Revolt support rate by one', () => {
    let s = dealt(table(), 1, ['slave-revolt']);
    s = city(s, area(s, 1, 'shore'), 1);
    // Two cities and six tokens: enough at rate 3, short at rate 4.
    s = tokens(s, area(s, 1, 'one'), 1, 4);
    expect(kindOf(strike(s).state)).toBe('supportRate');
    const myth = strike(advances(s, 1, ['mythology']));
    expect(myth.finished).toBe(true);
    expect(cityCount(myth.state, 1)).toBe(2);
    const enl = strike(advances(s, 1, ['enlightenment']));
    expect(cityCount(enl.state, 1)).toBe(2);
  });

  it('ME-ADVX-C03: Sculpture takes 5 off Tyranny', () => {
    let s = dealt(table(), 1, ['tyranny']);
    s = tokens(s, area(s, 1, 'one'), 1, 20);
    expect(left(strike(s).state)).toBe(15);
    expect(left(strike(advances(s, 1, ['sculpture'])).state)).toBe(10);
  });

  it('ME-ADVX-C24: Law takes 5 off Tyranny and off Corruption, and spares one more city in Civil Disorder', () => {
    let t = dealt(table(), 1, ['tyranny']);
    t = tokens(t, area(t, 1, 'one'), 1, 20);
    expect(left(strike(advances(t, 1, ['law'])).state)).toBe(10);
    let c = dealt(table(), 2, ['corruption']);
    c = hand(c, 2, [...cards('silk', 2), ...cards('flax', 3)]);
    expect(left(strike(c).state)).toBe(10);
    expect(left(strike(advances(c, 2, ['law'])).state)).toBe(5);
    const d = disorder([]);
    expect(left(strike(d).state)).toBe(1);
    expect(strike(advances(d, 4, ['law'])).finished).toBe(true);
  });

  it('ME-ADVX-C13: Drama and Poetry keeps 5 more points from Civil War and spares a city in Civil Disorder', () => {
    expect(left(strike(civilWar([])).state)).toBe(9);
    expect(left(strike(civilWar(['drama-and-poetry'])).state)).toBe(4);
    expect(strike(advances(disorder([]), 4, ['drama-and-poetry'])).finished).toBe(true);
  });

  it('ME-ADVX-C14: Music keeps 5 more points from Civil War and spares a city in Civil Disorder', () => {
    expect(left(strike(civilWar(['music'])).state)).toBe(4);
    const spared = strike(advances(disorder([]), 4, ['music']));
    expect(spared.finished).toBe(true);
    expect(cityCount(spared.state, 4)).toBe(4);
  });

  it('ME-ADVX-C37: Philosophy gives up 5 more points to Civil War and spares two cities from Iconoclasm and Heresy', () => {
    expect(left(strike(civilWar(['philosophy'])).state)).toBe(14);
    expect(left(iconoclasm([]))).toBe(4);
    expect(left(iconoclasm(['philosophy']))).toBe(2);
  });

  it('ME-ADVX-C45: Theology spares three cities from Iconoclasm and Heresy', () => {
    expect(left(iconoclasm(['theology']))).toBe(1);
  });

  it('ME-ADVX-C15: Theocracy may give up two commodity cards to keep all his cities from Iconoclasm and Heresy', () => {
    const plain = pendingChoice(iconoclasm([], true))!;
    expect(plain.options).not.toContainEqual({ save: true });
    const g = iconoclasm(['theocracy'], true);
    expect(pendingChoice(g)!.options).toContainEqual({ save: true });
    const kept = act(g, 1, { type: 'calamity-choose', save: true });
    expect(cityCount(kept, 1)).toBe(5);
    expect(kept.players[1].hand).toHaveLength(1);
  });

  it('ME-ADVX-C09: Pottery takes 5 off Famine, as its victim or as a secondary victim', () => {
    expect(taskOf(famine([]), 1)).toMatchObject({ kind: 'damage', left: 10 });
    expect(taskOf(famine(['pottery']), 1)).toMatchObject({ kind: 'damage', left: 5 });
    const secondary = famine([], (s) => advances(s, 3, ['pottery']));
    expect(taskOf(secondary, 3)).toBeNull();
    expect(taskOf(secondary, 2)).toMatchObject({ left: 5 });
  });

  it('ME-ADVX-C32: Calendar takes 5 off Famine', () => {
    expect(taskOf(famine(['calendar']), 1)).toMatchObject({ kind: 'damage', left: 5 });
    expect(taskOf(famine(['calendar', 'pottery']), 1)).toBeNull();
  });

  it('ME-ADVX-C22: Medicine takes 5 off an epidemic for its victim and for a secondary victim', () => {
    expect(taskOf(epidemic((s) => advances(s, 1, ['medicine'])), 1)).toMatchObject({ left: 10 });
    expect(taskOf(epidemic(), 2)).toMatchObject({ left: 10 });
    expect(taskOf(epidemic((s) => advances(s, 2, ['medicine'])), 2)).toMatchObject({ left: 5 });
  });

  it('ME-ADVX-C47: Trade Empire adds 5 to its holder\'s epidemic and one city to his cyclone', () => {
    expect(taskOf(epidemic((s) => advances(s, 1, ['trade-empire'])), 1)).toMatchObject({ left: 20 });
    const c = cyclone(4);
    const plain = strike(c).state;
    expect(pendingChoice(plain)!.task).toMatchObject({ kind: 'reduceCities', left: 3 });
    expect(shoreCities(finish(plain), 1)).toBe(1);
    const all = strike(advances(c, 1, ['trade-empire'])).state;
    expect(pendingChoice(all)!.task).toMatchObject({ kind: 'reduceCities', left: 4 });
    expect(shoreCities(finish(all), 1)).toBe(0);
  });

  it('ME-ADVX-C25: Cartography makes piracy take one more coastal city of its holder', () => {
    const plain = piracy([]);
    expect(pendingChoice(plain)!.task).toMatchObject({ kind: 'pirateCities', left: 2 });
    expect(pendingChoice(piracy(['cartography']))!.task).toMatchObject({ kind: 'pirateCities', left: 3 });
  });
});

describe('advances against the cyclone (selection first, then deselection)', () => {
  it('ME-ADVX-C06 / ME-CALX-18: Masonry deselects one of the cities selected', () => {
    // Two cities on the sea: he selects both (3 asked), Masonry gives one back.
    const c = cyclone(2);
    expect(shoreCities(finish(strike(c).state), 1)).toBe(0);
    const m = strike(advances(c, 1, ['masonry'])).state;
    expect(pendingChoice(m)!.task).toMatchObject({ kind: 'reduceCities', seat: 1, left: 1 });
    expect(shoreCities(finish(m), 1)).toBe(1);
    // A secondary victim with one city there selects it (2 asked) and Masonry gives it back.
    let s = city(c, area(c, 2, 'shore'), 2);
    expect(finish(strike(s).state).areas[area(s, 2, 'shore')].city).toBeNull();
    s = advances(s, 2, ['masonry']);
    expect(finish(strike(s).state).areas[area(s, 2, 'shore')].city?.owner).toBe(2);
  });

  it('ME-ADVX-C32 / ME-CALX-18: Calendar deselects two of the cities selected', () => {
    const r = strike(advances(cyclone(2), 1, ['calendar']));
    expect(r.finished).toBe(true);
    expect(shoreCities(r.state, 1)).toBe(2);
    const three = strike(advances(cyclone(3), 1, ['calendar'])).state;
    expect(pendingChoice(three)!.task).toMatchObject({ left: 1 });
  });
});

/** Seat 1 with 44 unit points (1 city, 2 + 30 + 6 tokens) struck by Civil War. */
function civilWar(list: string[]): EmpiresState {
  let s = dealt(table(), 1, ['civil-war']);
  s = tokens(s, area(s, 1, 'one'), 1, 30);
  s = tokens(s, 'wild-two', 1, 6);
  return advances(s, 1, list);
}

/** Seat 4 with four cities struck by Civil Disorder. */
function disorder(list: string[]): EmpiresState {
  let s = dealt(table(), 4, ['civil-disorder']);
  for (const a of ['shore', 'two'] as const) s = city(s, area(s, 4, a), 4);
  s = city(s, 'wild-four', 4);
  return advances(s, 4, list);
}

/** Seat 1 with five cities struck by Iconoclasm and Heresy, after naming seats 2 and 3. */
function iconoclasm(list: string[], withCards = false): EmpiresState {
  let s = dealt(table(), 1, ['iconoclasm-and-heresy']);
  for (const a of ['shore', 'two', 'one'] as const) s = city(s, area(s, 1, a), 1);
  s = city(s, 'wild-four', 1);
  if (withCards) s = hand(s, 1, [...cards('flax', 1), ...cards('silk', 1), ...cards('stone', 1)]);
  return name(strike(advances(s, 1, list)).state, 1, [2, 3]);
}

/** Seat 1's famine (six players) after he names seats 2, 3 and 4; he has tokens enough to choose his losses. */
function famine(list: string[], setup: (s: EmpiresState) => EmpiresState = (s) => s): EmpiresState {
  let s = dealt(table(6), 1, ['famine']);
  s = tokens(s, area(s, 1, 'one'), 1, 8);
  return name(strike(setup(advances(s, 1, list))).state, 1, [2, 3, 4]);
}

const shoreCities = (s: EmpiresState, seat: number) => s.players.filter((p) => s.areas[`${p.civ}-shore`].city?.owner === seat).length;

/** Seat 1 with `n` cities on the shores of the one sea (his own and other seats' shore areas). */
function cyclone(n: number): EmpiresState {
  let s = dealt(table(), 1, ['cyclone']);
  for (const seat of [1, 0, 3, 4].slice(0, n)) s = city(s, area(s, seat, 'shore'), 1);
  return s;
}

/** Seat 1 (six players) with four coastal cities struck by piracy, after naming seats 2 and 3. */
function piracy(list: string[]): EmpiresState {
  let s = dealt(table(6), 1, ['piracy']);
  for (const seat of [1, 4, 5, 0]) s = city(s, area(s, seat, 'shore'), 1);
  for (const seat of [2, 3]) s = city(s, area(s, seat, 'shore'), seat);
  return name(strike(advances(s, 1, list)).state, 1, [2, 3]);
}
