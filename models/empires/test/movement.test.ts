import { describe, expect, it } from 'vitest';
import type { EmpiresAction } from '../actions';
import { empiresRules } from '../rules';
import { withArea, type EmpiresState } from '../state';
import { advances, city, game, rnd, tokens, treasury } from './fixtures';

const table = (n = 3) => game({ n, options: { boardPhases: 'scripted' } });
/** Phase 3 with the given seats moving in this order. */
const moving = (s: EmpiresState, order = [0, 1, 2]): EmpiresState => ({ ...s, phase: 'movement', done: [], movement: { order, current: 0, moved: {}, shipsBuilt: {} } });
const check = (s: EmpiresState, seat: number, a: EmpiresAction) => empiresRules.check(s, seat, a);
const play = (s: EmpiresState, seat: number, a: EmpiresAction) => {
  const c = check(s, seat, a);
  if (!c.ok) throw new Error(`${a.type}: ${c.message}`);
  return empiresRules.apply(s, seat, a, rnd(`${seat}-${a.type}`)).state;
};
const ship = (s: EmpiresState, seat: number, at: string, builtTurn = 0): EmpiresState => ({ ...s, ships: [...s.ships, { id: `ship-${seat}-9`, owner: seat, at, builtTurn, maintainedTurn: null, sailedTurn: null }] });

describe('movement (ME-MOVE)', () => {
  it('ME-MOVE-1: only the seat whose turn it is moves; the others wait for their turn in the order', () => {
    const s = moving(tokens(table(), 'saba-start', 0, 3), [1, 0, 2]);
    expect(empiresRules.activeSeats(s)).toEqual([1]);
    expect(check(s, 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-two', count: 1 })).toMatchObject({ ok: false, code: 'not-your-turn', rule: 'ME-MOVE-1' });
    const next = play(s, 1, { type: 'end-movement' });
    expect(empiresRules.activeSeats(next)).toEqual([0]);
  });

  it('ME-MOVE-2: movement ended is final; the next seat moves and the ended seat can move no more', () => {
    const s = moving(tokens(table(), 'saba-start', 0, 3));
    const after = play(s, 0, { type: 'end-movement' });
    expect(check(after, 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-two', count: 1 })).toMatchObject({ ok: false, rule: 'ME-MOVE-1' });
    expect(after.movement!.current).toBe(1);
  });

  it('ME-MOVE-3: a token steps once to a land-adjacent area; it cannot move again, nor across water; Roadbuilding gives two steps', () => {
    let s = moving(tokens(table(), 'saba-start', 0, 3));
    expect(check(s, 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-one', count: 1 })).toMatchObject({ ok: false, code: 'not-adjacent' });
    expect(check(s, 0, { type: 'move-tokens', from: 'saba-shore', to: 'sea', count: 1 })).toMatchObject({ ok: false });
    s = play(s, 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-two', count: 2 });
    expect(s.areas['saba-two'].tokens[0]).toBe(2);
    expect(check(s, 0, { type: 'move-tokens', from: 'saba-two', to: 'saba-one', count: 1 })).toMatchObject({ ok: false, code: 'tokens-short' });
    expect(check(s, 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-two', count: 2 })).toMatchObject({ ok: false, code: 'tokens-short' });
    const road = advances(moving(tokens(table(), 'saba-start', 0, 3)), 0, ['roadbuilding']);
    expect(check(road, 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-one', via: 'saba-two', count: 2 }).ok).toBe(true);
    // The second step is not taken from an area where the tokens would stand in a conflict.
    const blocked = tokens(road, 'saba-two', 1, 2);
    expect(check(blocked, 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-one', via: 'saba-two', count: 2 })).toMatchObject({ ok: false, code: 'stopped-by-conflict' });
    expect(check(moving(tokens(table(), 'saba-start', 0, 3)), 0, { type: 'move-tokens', from: 'saba-start', to: 'saba-one', via: 'saba-two', count: 1 })).toMatchObject({ ok: false, code: 'one-step' });
  });

  it('ME-MOVE-4: a ship sails up to four water steps, through open sea only with Astronavigation, carries five, and its tokens land at the end', () => {
    let s = ship(moving(tokens(table(), 'saba-shore', 0, 7)), 0, 'saba-shore', 1);
    s = { ...s, turn: 1 };
    expect(check(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore'], carry: 5 })).toMatchObject({ ok: false, code: 'open-sea' });
    s = advances(s, 0, ['astronavigation']);
    expect(check(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea'], carry: 0 })).toMatchObject({ ok: false, code: 'ends-at-sea' });
    expect(check(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore'], carry: 6 })).toMatchObject({ ok: false, code: 'over-capacity' });
    expect(check(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['maurya-shore'], carry: 1 })).toMatchObject({ ok: false, code: 'no-water-border' });
    const after = play(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore'], carry: 5 });
    expect(after.areas['maurya-shore'].tokens[0]).toBe(5);
    expect(after.areas['saba-shore'].tokens[0]).toBe(2);
    expect(after.ships[0].at).toBe('maurya-shore');
    // Landed tokens have moved: they do not step on by land.
    expect(check(after, 0, { type: 'move-tokens', from: 'maurya-shore', to: 'maurya-zero', count: 1 })).toMatchObject({ ok: false, code: 'tokens-short' });
    expect(check(advances(after, 0, ['astronavigation', 'naval-warfare']), 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'saba-shore'], carry: 0 })).toMatchObject({ ok: false, code: 'sailed' });
    expect(check({ ...s, ships: [{ ...s.ships[0] }] }, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore', 'sea', 'babylon-shore', 'sea'], carry: 0 })).toMatchObject({ ok: false, code: 'too-far' });
  });

  it('ME-MOVE-5: no land entry into an out-of-play area, and a ship never stops there', () => {
    let s = advances(ship(moving(tokens(table(), 'saba-shore', 0, 3)), 0, 'saba-shore', 1), 0, ['astronavigation']);
    s = withArea(withArea(s, 'saba-zero', { outOfPlay: true }), 'maurya-shore', { outOfPlay: true });
    expect(check(s, 0, { type: 'move-tokens', from: 'saba-shore', to: 'saba-zero', count: 1 })).toMatchObject({ ok: false, rule: 'ME-MOVE-5' });
    expect(check(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore'], carry: 0 })).toMatchObject({ ok: false, rule: 'ME-MOVE-5' });
  });

  it('ME-MOVE-6: barbarian tokens never move (no action moves them)', () => {
    const s = moving({ ...table(), areas: { ...table().areas, 'wild-four': { ...table().areas['wild-four'], barbarians: 4 } } });
    const legal = empiresRules.legalActions(s, 0);
    expect(legal.some((a) => a.type === 'move-tokens' && a.from === 'wild-four')).toBe(false);
  });

  it('ME-MOVE-7: entering an enemy city\'s area with even one token is an attack on the city', () => {
    const s = moving(tokens(city(table(), 'maurya-start', 1), 'wild-four', 0, 2));
    const r = empiresRules.apply(s, 0, { type: 'move-tokens', from: 'wild-four', to: 'maurya-start', count: 1 }, rnd());
    expect(r.log.some((l) => l.rule === 'ME-MOVE-7')).toBe(true);
  });

  it('ME-MOVE-8: moving six tokens onto a city site is what lets a city be built in phase 5', () => {
    let s = moving(tokens(tokens(table(), 'saba-start', 0, 3), 'saba-two', 0, 3));
    s = play(s, 0, { type: 'move-tokens', from: 'saba-two', to: 'saba-start', count: 3 });
    expect(s.areas['saba-start'].tokens[0]).toBe(6);
  });

  it('ME-MOVE-9: Diplomacy closes the holder\'s city areas; Cultural Ascendancy forbids causing a conflict among the holder\'s units', () => {
    let s = moving(tokens(city(advances(table(), 1, ['diplomacy']), 'maurya-start', 1), 'wild-four', 0, 3));
    expect(check(s, 0, { type: 'move-tokens', from: 'wild-four', to: 'maurya-start', count: 1 })).toMatchObject({ ok: false, code: 'diplomacy' });
    expect(check(advances(s, 0, ['military']), 0, { type: 'move-tokens', from: 'wild-four', to: 'maurya-start', count: 1 }).ok).toBe(true);
    s = moving(tokens(tokens(advances(table(), 1, ['cultural-ascendancy']), 'wild-four', 0, 3), 'wild-two', 1, 2));
    expect(check(s, 0, { type: 'move-tokens', from: 'wild-four', to: 'wild-two', count: 1 }).ok).toBe(false);
    expect(check(s, 0, { type: 'move-tokens', from: 'wild-four', to: 'wild-two', count: 1 })).toMatchObject({ code: 'cultural-ascendancy' });
  });
});

describe('ships (ME-SHIP)', () => {
  const shore = () => moving(treasury(tokens(table(), 'saba-shore', 0, 3), 0, 5));

  it('ME-SHIP-1: ships are built in coastal areas holding one\'s token, for 2 treasury, 1 treasury and a token, or two tokens; four at most', () => {
    let s = shore();
    expect(check(s, 0, { type: 'build-ship', area: 'saba-two', pay: 'treasury' })).toMatchObject({ ok: false, code: 'not-coastal' });
    expect(check(s, 0, { type: 'build-ship', area: 'maurya-shore', pay: 'treasury' })).toMatchObject({ ok: false, code: 'no-token-there' });
    s = play(s, 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury' });
    expect(s.players[0].treasury).toBe(3);
    s = play(s, 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury-and-token' });
    expect(s.players[0].treasury).toBe(2);
    expect(s.areas['saba-shore'].tokens[0]).toBe(2);
    const start = s.areas['saba-start'].tokens[0]!;
    s = play(s, 0, { type: 'build-ship', area: 'saba-shore', pay: 'tokens', tokenFrom: 'saba-start' });
    expect(s.areas['saba-shore'].tokens[0]).toBe(1);
    expect(s.areas['saba-start'].tokens[0] ?? 0).toBe(start - 1);
    s = play(s, 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury' });
    expect(s.ships).toHaveLength(4);
    expect(check(treasury(s, 0, 9), 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury' })).toMatchObject({ ok: false, code: 'four-a-turn' });
  });

  it('ME-MOVE-4: a ship drops tokens and picks up unmoved ones along its path, never over capacity; the rest land at the end', () => {
    let s = ship(moving(tokens(tokens(table(), 'saba-shore', 0, 7), 'maurya-shore', 0, 3)), 0, 'saba-shore', 1);
    s = advances({ ...s, turn: 1 }, 0, ['astronavigation']);
    const path = ['sea', 'maurya-shore', 'sea', 'babylon-shore'];
    const sail = (carry: number, stops: { at: string; drop?: number; pick?: number }[]): EmpiresAction => ({ type: 'sail', ship: 'ship-0-9', path, carry, stops });
    expect(check(s, 0, sail(3, [{ at: 'maurya-shore', pick: 3 }]))).toMatchObject({ ok: false, code: 'over-capacity', rule: 'ME-MOVE-4' });
    expect(check(s, 0, sail(3, [{ at: 'maurya-shore', drop: 4 }]))).toMatchObject({ ok: false, code: 'drop-short' });
    expect(check(s, 0, sail(3, [{ at: 'sea', drop: 1 }]))).toMatchObject({ ok: false, code: 'stop-at-sea' });
    expect(check(s, 0, sail(3, [{ at: 'babylon-shore', drop: 1 }]))).toMatchObject({ ok: false, code: 'stop-off-path' });
    expect(check(s, 0, sail(3, [{ at: 'maurya-shore', pick: 4 }]))).toMatchObject({ ok: false, code: 'tokens-short' });
    const after = play(s, 0, sail(3, [{ at: 'maurya-shore', drop: 1, pick: 2 }]));
    expect(after.areas['saba-shore'].tokens[0]).toBe(4);
    expect(after.areas['maurya-shore'].tokens[0]).toBe(2);
    expect(after.areas['babylon-shore'].tokens[0]).toBe(4);
    expect(after.ships[0].at).toBe('babylon-shore');
    // The dropped token and the landed ones have moved; the one left in Maurya's shore has not.
    expect(check(after, 0, { type: 'move-tokens', from: 'maurya-shore', to: 'maurya-zero', count: 1 }).ok).toBe(true);
    expect(check(after, 0, { type: 'move-tokens', from: 'maurya-shore', to: 'maurya-zero', count: 2 })).toMatchObject({ ok: false, code: 'tokens-short' });
    expect(check(after, 0, { type: 'move-tokens', from: 'babylon-shore', to: 'babylon-zero', count: 1 })).toMatchObject({ ok: false, code: 'tokens-short' });
  });

  it('ME-SHIP-2: a ship sails in the turn it is built', () => {
    const s = advances(play(shore(), 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury' }), 0, ['astronavigation']);
    expect(check(s, 0, { type: 'sail', ship: s.ships[0].id, path: ['sea', 'maurya-shore'], carry: 2 }).ok).toBe(true);
  });

  it('ME-SHIP-3: an older ship must be kept (1 treasury or a token) before it sails, once a turn', () => {
    let s = advances(ship({ ...shore(), turn: 3 }, 0, 'saba-shore', 1), 0, ['astronavigation']);
    expect(check(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore'], carry: 0 })).toMatchObject({ ok: false, code: 'not-kept' });
    const start = s.areas['saba-start'].tokens[0]!;
    s = play(s, 0, { type: 'maintain-ship', ship: 'ship-0-9', pay: 'token', tokenFrom: 'saba-start' });
    expect(s.areas['saba-start'].tokens[0] ?? 0).toBe(start - 1);
    expect(check(s, 0, { type: 'maintain-ship', ship: 'ship-0-9', pay: 'treasury' })).toMatchObject({ ok: false, code: 'already-kept' });
    expect(check(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore'], carry: 0 }).ok).toBe(true);
  });

  it('ME-SHIP-4: at the end of his movement every ship neither built nor kept this turn is lost', () => {
    let s = ship(ship({ ...shore(), turn: 3 }, 0, 'saba-shore', 1), 0, 'saba-shore', 1);
    s = { ...s, ships: [s.ships[0], { ...s.ships[1], id: 'ship-0-8' }] };
    s = play(s, 0, { type: 'maintain-ship', ship: 'ship-0-9', pay: 'treasury' });
    s = play(s, 0, { type: 'end-movement' });
    expect(s.ships.map((x) => x.id)).toEqual(['ship-0-9']);
  });

  it('ME-SHIP-5: an unkept old ship may be given up and built again; one built or kept this turn may not', () => {
    let s = { ...shore(), turn: 3 };
    for (let i = 1; i <= 4; i++) s = { ...s, ships: [...s.ships, { id: `ship-0-${i}`, owner: 0, at: 'saba-shore', builtTurn: 1, maintainedTurn: null, sailedTurn: null }] };
    expect(check(s, 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury' })).toMatchObject({ ok: false, code: 'no-ship-left' });
    const kept = play(s, 0, { type: 'maintain-ship', ship: 'ship-0-1', pay: 'treasury' });
    expect(check(kept, 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury', replace: 'ship-0-1' })).toMatchObject({ ok: false, code: 'ship-in-use' });
    const rebuilt = play(kept, 0, { type: 'build-ship', area: 'saba-shore', pay: 'treasury', replace: 'ship-0-2' });
    expect(rebuilt.ships).toHaveLength(4);
    expect(rebuilt.ships.find((x) => x.id === 'ship-0-2')!.builtTurn).toBe(3);
  });

  it('ME-SHIP-6: a ship entering an area causes no conflict (it carries nobody there)', () => {
    let s = advances(ship(moving(tokens(table(), 'maurya-shore', 1, 2)), 0, 'saba-shore', 1), 0, ['astronavigation', 'cultural-ascendancy']);
    s = advances(s, 1, ['cultural-ascendancy']);
    s = { ...s, turn: 1 };
    const after = play(s, 0, { type: 'sail', ship: 'ship-0-9', path: ['sea', 'maurya-shore'], carry: 0 });
    expect(after.areas['maurya-shore'].tokens).toEqual({ 1: 2 });
  });
});

describe('previews for dragging (questions)', () => {
  it('ME-MOVE-3 / ME-MOVE-9: move-targets lists every land neighbour, legal or with the refusal the drop would get', () => {
    const s = moving(tokens(city(advances(table(), 1, ['diplomacy']), 'maurya-start', 1), 'wild-four', 0, 3));
    const answer = empiresRules.questions!['move-targets'](s, 0, { from: 'wild-four', count: 1 }) as { area: string; check: { ok: boolean; code?: string } }[];
    const by = Object.fromEntries(answer.map((x) => [x.area, x.check]));
    expect(by['wild-two'].ok).toBe(true);
    expect(by['maurya-start']).toMatchObject({ ok: false, code: 'diplomacy' });
    expect(by['saba-start'].ok).toBe(true);
  });

  it('ME-CITY-1: city-areas answers each area holding the seat\'s tokens with its check', () => {
    const s = { ...tokens(tokens(table(), 'saba-start', 0, 6), 'saba-one', 0, 2), phase: 'city-construction' as const, done: [] };
    const answer = empiresRules.questions!['city-areas'](s, 0, {}) as { area: string; check: { ok: boolean; code?: string } }[];
    const by = Object.fromEntries(answer.map((x) => [x.area, x.check]));
    expect(by['saba-start'].ok).toBe(true);
    expect(by['saba-one']).toMatchObject({ ok: false, code: 'tokens-for-city' });
  });
});
