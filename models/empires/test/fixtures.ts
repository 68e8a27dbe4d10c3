import { Random, seedRng } from '../../core/rng';
import type { PlayerSetup, Seat } from '../seat';
import type { BuildingDef } from '../data/buildings';
import { EAST_CIVS } from '../data/civilizations';
import { openAcquisition } from '../acquisition';
import { parseEmpiresMap, type EmpiresMap } from '../map';
import type { EmpiresOptionsInput } from '../options';
import { createGame } from '../setup';
import { withArea, withBuilding, withPlayer, withTokens, type EmpiresState, type PhaseId } from '../state';

const COLORS = ['blue', 'orange', 'green', 'purple', 'yellow', 'red', 'cyan', 'pink', 'brown'] as const;
export const rnd = (seed = 'test') => new Random(seedRng(seed));

/**
 * A small test map: per civilization a starting area (limit 3, city site), a "two" area (limit 2, site), a
 * "one" area (limit 1), a "zero" area (limit 0) and a coastal "shore" (limit 2); plus neutral areas and a sea.
 */
export function testMap(civs: readonly string[]): EmpiresMap {
  type A = { id: string; name: string; kind: 'land' | 'sea'; limit: number; citySite: boolean; coastal: boolean; polygon: [number, number][]; label: [number, number]; neighbours: string[] };
  const areas: A[] = [];
  const sq = (x: number, y: number): [number, number][] => [[x, y], [x + 10, y], [x + 10, y + 10], [x, y + 10]];
  const add = (id: string, limit: number, citySite: boolean, x: number, y: number, kind: 'land' | 'sea' = 'land', coastal = false) =>
    areas.push({ id, name: id.replace(/-/g, ' '), kind, limit, citySite, coastal, polygon: sq(x, y), label: [x + 5, y + 5], neighbours: [] });
  const link = (a: string, b: string) => {
    areas.find((x) => x.id === a)!.neighbours.push(b);
    areas.find((x) => x.id === b)!.neighbours.push(a);
  };
  add('sea', 0, false, 0, -20, 'sea');
  add('wild-four', 4, true, 0, -40);
  add('wild-two', 2, false, 20, -40);
  link('wild-four', 'wild-two');
  civs.forEach((c, i) => {
    const x = i * 60;
    add(`${c}-start`, 3, true, x, 0);
    add(`${c}-two`, 2, true, x + 10, 0);
    add(`${c}-one`, 1, false, x + 20, 0);
    add(`${c}-zero`, 0, false, x + 30, 0);
    add(`${c}-shore`, 2, true, x + 40, 0, 'land', true);
    link(`${c}-start`, `${c}-two`);
    link(`${c}-two`, `${c}-one`);
    link(`${c}-one`, `${c}-zero`);
    link(`${c}-zero`, `${c}-shore`);
    link(`${c}-shore`, 'sea');
    link(`${c}-start`, 'wild-four');
  });
  const json = {
    format: 'tessera-empires-map',
    version: 1,
    name: 'Test map',
    width: civs.length * 60,
    height: 60,
    areas,
    regions: civs.map((c) => ({ civ: c, start: `${c}-start`, areas: [`${c}-start`, `${c}-two`, `${c}-one`, `${c}-zero`, `${c}-shore`] })),
  };
  const parsed = parseEmpiresMap(json);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.map;
}

export const EAST = EAST_CIVS.map((c) => c.id);

export function players(n: number): PlayerSetup[] {
  return Array.from({ length: n }, (_, i) => ({ seat: i, name: `P${i + 1}`, color: COLORS[i % COLORS.length] }));
}

/**
 * A game on the test map; seat i plays `civs[i]` (by default the East civilizations in ranking order). Phases 1-7
 * are played by hand unless `options.boardPhases` says 'scripted' (the expansion's tests set their own boards).
 */
export function game(opts: { n?: number; civs?: string[]; options?: EmpiresOptionsInput; buildings?: readonly BuildingDef[]; mapCivs?: string[] } = {}): EmpiresState {
  const civs = opts.civs ?? EAST.slice(0, opts.n ?? 5);
  const map = testMap(opts.mapCivs ?? civs);
  const g = createGame({ players: players(civs.length), options: { civilizations: civs, boardPhases: 'manual', cardPhases: 'manual', ...opts.options, map }, buildings: opts.buildings, civPool: civs }, rnd());
  // The expansion's tests price advances without the 5- and 6-player starting credits (ME-SETUP-6 has its own test).
  return { ...g, players: g.players.map((p) => ({ ...p, startCredit: 0 })) };
}

export function inPhase(state: EmpiresState, phase: PhaseId): EmpiresState {
  if (phase === 'advances-acquisition') return openAcquisition({ ...state, done: [] });
  return { ...state, phase, done: [], acquisition: null };
}

export const civOf = (s: EmpiresState, seat: Seat) => s.players[seat].civ;
export const area = (s: EmpiresState, seat: Seat, kind: 'start' | 'two' | 'one' | 'zero' | 'shore') => `${civOf(s, seat)}-${kind}`;

export function tokens(s: EmpiresState, areaId: string, seat: Seat, n: number): EmpiresState {
  const before = s.areas[areaId].tokens[seat] ?? 0;
  const next = withTokens(s, areaId, seat, n);
  return withPlayer(next, seat, { stock: next.players[seat].stock - (n - before) });
}

export function city(s: EmpiresState, areaId: string, owner: Seat | 'pirate', builtTurn = 0): EmpiresState {
  let next = withArea(s, areaId, { city: { owner, builtTurn } });
  if (owner !== 'pirate') next = withPlayer(next, owner, { citiesInStock: next.players[owner].citiesInStock - 1 });
  return next;
}

export function barbarians(s: EmpiresState, areaId: string, n: number): EmpiresState {
  return withArea(s, areaId, { barbarians: n });
}

/** Puts a building on the board as if `seat` had built it in an earlier turn. */
export function built(s: EmpiresState, building: string, areaId: string, seat: Seat, turn = 0, paid = 30): EmpiresState {
  return withBuilding(s, building, { at: areaId, builtBy: seat, builtTurn: turn, paid });
}

/** Gives a seat these cards, taking them out of the stacks so the deck stays whole. */
export function hand(s: EmpiresState, seat: Seat, cards: string[]): EmpiresState {
  const stacks = Object.fromEntries(Object.entries(s.stacks).map(([k, v]) => [k, v.filter((c) => !cards.includes(c))]));
  return withPlayer({ ...s, stacks }, seat, { hand: [...s.players[seat].hand, ...cards] });
}

export const cards = (commodity: string, n: number, from = 1) => Array.from({ length: n }, (_, i) => `card-${commodity}-${from + i}`);

export function treasury(s: EmpiresState, seat: Seat, n: number): EmpiresState {
  const p = s.players[seat];
  return withPlayer(s, seat, { treasury: n, stock: p.stock - (n - p.treasury) });
}

export const ast = (s: EmpiresState, seat: Seat, position: number) => withPlayer(s, seat, { ast: position });
export const advances = (s: EmpiresState, seat: Seat, list: string[]) => withPlayer(s, seat, { advances: list });

/** Total trade cards in stacks, discards and hands. */
export function cardCount(s: EmpiresState): number {
  return [...Object.values(s.stacks), ...Object.values(s.discards)].reduce((t, p) => t + p.length, 0) + s.players.reduce((t, p) => t + p.hand.length, 0);
}

export function boardTokens(s: EmpiresState, seat: Seat): number {
  return Object.values(s.areas).reduce((t, a) => t + (a.tokens[seat] ?? 0), 0);
}
