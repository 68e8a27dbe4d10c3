import type { Outcome, Seat } from './seat';
import { ADVANCE_BY_ID, COLOURS } from './data/advances';
import { civ } from './data/civilizations';
import { buildingAt, buildingOwnedBy, controllerOfArea, controls, ownsOwnBuildingWithControl } from './ownership';
import { cityCount, tokensOnBoard } from './population';
import { areasChange, type EmpiresState, type PlayerState } from './state';

/** SB-VP-1..4: 3 for owning a building, 2 more for one's own civilization's building with a city or majority. */
export function buildingPoints(state: EmpiresState, seat: Seat): number {
  const owned = buildingOwnedBy(state, seat);
  if (state.options.buildingScoring === 'toronto') {
    const others = Object.values(state.buildings).filter((b) => b !== owned && controls(state, seat, b)).length;
    return (owned ? 2 : 0) + (ownsOwnBuildingWithControl(state, seat) ? 2 : 0) + others;
  }
  if (!owned) return 0;
  return 3 + (ownsOwnBuildingWithControl(state, seat) ? 2 : 0);
}

/** ME-VPX-1 with ME-CLAR-9: Expert's +5 for the first into the Late Iron Age, and for all who got there that same turn. */
export function lateIronBonus(state: EmpiresState, seat: Seat): number {
  if (state.options.astSide !== 'expert') return 0;
  return state.lateIronFirst === seat || (state.lateIronAlso ?? []).includes(seat) ? 5 : 0;
}

/** ME-VP-1 (DEFAULT): cities, advances' printed points, 5 per A.S.T. step, Expert's Late Iron bonus. */
export function basePoints(state: EmpiresState, seat: Seat): number {
  const p = state.players[seat];
  const advances = figuresOf(state, seat).vp;
  return cityCount(state, seat) + advances + 5 * p.ast + lateIronBonus(state, seat);
}

export function score(state: EmpiresState, seat: Seat): number {
  return basePoints(state, seat) + buildingPoints(state, seat);
}

/** ME-VPX-2 IV/V: credit points per colour from the advances held (ME-CLAR-6: V compares points, not tokens). */
export function creditTotals(state: EmpiresState, seat: Seat): { best: number; total: number } {
  const held = state.players[seat].advances.map((a) => ADVANCE_BY_ID[a]);
  const start = state.players[seat].startCredit ?? 0;
  const per = COLOURS.map((c) => start + (state.players[seat].bonusCredits?.[c] ?? 0) + held.reduce((t, a) => t + (a.credits[c] ?? 0), 0));
  return { best: Math.max(0, ...per), total: per.reduce((t, n) => t + n, 0) };
}

/**
 * SB-TIE-1/2 then ME-VPX-2 (which replaces ME-VP-2's placeholder): equal scores are split by I (own civilization's
 * building with control), II (owns a building), then the base game's list: A.S.T.-position; 6-VP, then 3-VP
 * advances; the advances' printed price; the best credit in one colour; all credit; cities; tokens on the board;
 * A.S.T.-ranking. Option baseTiebreak = ranking skips to the last.
 */
// A key reads the players, the buildings, the map, the options and the Late Iron bonus, and of the board only each
// seat's cities and tokens and who controls the buildings' areas. Most actions (a phase said done, a card drawn, a
// move) leave those as they were, so the keys are kept by the identity of the records and that summary of the board:
// every view of every seat asks for the standings after each action.
type KeyCache = { players: EmpiresState['players']; readonly options: EmpiresState['options']; readonly map: EmpiresState['map']; readonly lateIron: string; readonly board: string; readonly keys: Map<Seat, number[]>; table?: readonly Standing[] };
// Per buildings record, checked against the players by what the keys read of them (sameScoring): a players record
// is replaced at every change of a stock, treasury or hand, which changes no key.
const keyCache = new WeakMap<EmpiresState['buildings'], KeyCache>();

/** Whether two players records agree on all a key reads of them: seat, civilization, leaving, A.S.T., advances, credits. */
function sameScoring(a: EmpiresState['players'], b: EmpiresState['players']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.seat !== y.seat || x.civ !== y.civ || x.left !== y.left || x.ast !== y.ast || x.advances !== y.advances || x.startCredit !== y.startCredit || x.bonusCredits !== y.bonusCredits) return false;
  }
  return true;
}
// Kept per board and buildings (and options: the majority rule), not per players record: trading cards changes the
// players but not the board. The seats themselves never change during a game.
type BoardSeen = { seats: number; buildings: EmpiresState['buildings']; options: EmpiresState['options']; controllers: string; summary: string };
const boards = new WeakMap<EmpiresState['areas'], BoardSeen>();

/** What the keys read of the board: each seat's cities and tokens, and the controller of every building's area. */
function boardSummary(state: EmpiresState): string {
  const hit = boards.get(state.areas);
  if (hit && sameBoardInputs(hit, state)) return hit.summary;
  let summary = '';
  for (const p of state.players) summary += `${cityCount(state, p.seat)}.${tokensOnBoard(state, p.seat)},`;
  const controllers = controllersAlong(state) ?? buildingControllers(state);
  summary += controllers;
  boards.set(state.areas, { seats: state.players.length, buildings: state.buildings, options: state.options, controllers, summary });
  return summary;
}

function sameBoardInputs(seen: BoardSeen, state: EmpiresState): boolean {
  return seen.seats === state.players.length && seen.buildings === state.buildings && seen.options === state.options;
}

function buildingControllers(state: EmpiresState): string {
  let out = '';
  for (const b of Object.values(state.buildings)) out += `${b.at ? controllerOfArea(state, b.at) : '-'},`;
  return out;
}

/**
 * The controllers of the board this one was copied from, when none of the areas changed since holds a building
 * (a controller reads only its area's record and the options): a move or growth elsewhere keeps them (or null).
 */
function controllersAlong(state: EmpiresState): string | null {
  const change = areasChange(state.areas);
  const before = change && boards.get(change.before);
  if (!change || !before || !sameBoardInputs(before, state)) return null;
  for (const id of change.changed) if (buildingAt(state, id)) return null;
  return before.controllers;
}

function keysFor(state: EmpiresState): Map<Seat, number[]> {
  return keyEntry(state).keys;
}

function keyEntry(state: EmpiresState): KeyCache {
  let hit = keyCache.get(state.buildings);
  const lateIron = `${state.lateIronFirst}/${(state.lateIronAlso ?? []).join()}`;
  const board = boardSummary(state);
  if (!hit || hit.options !== state.options || hit.map !== state.map || hit.lateIron !== lateIron || hit.board !== board || !sameScoring(hit.players, state.players)) {
    keyCache.set(state.buildings, (hit = { players: state.players, options: state.options, map: state.map, lateIron, board, keys: new Map() }));
  }
  return hit;
}

export function tieKey(state: EmpiresState, seat: Seat): number[] {
  const cache = keysFor(state);
  const hit = cache.get(seat);
  if (hit) return hit;
  const key = computeKey(state, seat);
  cache.set(seat, key);
  return key;
}

/** The figures of a key that read only the player's advances and credits. */
type PlayerFigures = { readonly vp: number; readonly six: number; readonly three: number; readonly price: number; readonly best: number; readonly total: number };
// Kept per advances list (lists are replaced, never changed in place) with the credits they were worked out with:
// a player's record is replaced at every change of his stock or treasury, his advances only when he buys.
const playerFigures = new WeakMap<EmpiresState['players'][number]['advances'], { startCredit: number | undefined; bonusCredits: PlayerState['bonusCredits']; figures: PlayerFigures }>();

function figuresOf(state: EmpiresState, seat: Seat): PlayerFigures {
  const p = state.players[seat];
  let hit = playerFigures.get(p.advances);
  if (!hit || hit.startCredit !== p.startCredit || hit.bonusCredits !== p.bonusCredits) {
    const count = (vp: number) => p.advances.filter((a) => ADVANCE_BY_ID[a].vp === vp).length;
    const credit = creditTotals(state, seat);
    const figures = { vp: p.advances.reduce((t, a) => t + ADVANCE_BY_ID[a].vp, 0), six: count(6), three: count(3), price: p.advances.reduce((t, a) => t + ADVANCE_BY_ID[a].cost, 0), best: credit.best, total: credit.total };
    playerFigures.set(p.advances, (hit = { startCredit: p.startCredit, bonusCredits: p.bonusCredits, figures }));
  }
  return hit.figures;
}

function computeKey(state: EmpiresState, seat: Seat): number[] {
  const p = state.players[seat];
  const keys = [score(state, seat), ownsOwnBuildingWithControl(state, seat) ? 1 : 0, buildingOwnedBy(state, seat) ? 1 : 0];
  const rank = -civ(p.civ).rank;
  if (state.options.baseTiebreak === 'ranking') return [...keys, rank];
  const f = figuresOf(state, seat);
  return [...keys, p.ast, f.six, f.three, f.price, f.best, f.total, cityCount(state, seat), tokensOnBoard(state, seat), rank];
}

export function compareSeats(state: EmpiresState, a: Seat, b: Seat): number {
  return compareKeys(tieKey(state, a), tieKey(state, b));
}

function compareKeys(ka: readonly number[], kb: readonly number[]): number {
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
  return 0;
}

/** The tiebreak that separates two seats on equal points: the first key of `tieKey` that differs, named by its rule. */
export type Tiebreak =
  | 'SB-TIE-1 I' | 'SB-TIE-1 II' | 'ME-VP-2 A.S.T.-position' | 'ME-VP-2 6-VP advances' | 'ME-VP-2 3-VP advances' | 'ME-VP-2 A.S.T.-ranking'
  | 'ME-VPX-2 price of advances' | 'ME-VPX-2 best credit' | 'ME-VPX-2 all credit' | 'ME-VPX-2 cities' | 'ME-VPX-2 tokens';

const FULL: readonly Tiebreak[] = ['SB-TIE-1 I', 'SB-TIE-1 II', 'ME-VP-2 A.S.T.-position', 'ME-VP-2 6-VP advances', 'ME-VP-2 3-VP advances', 'ME-VPX-2 price of advances', 'ME-VPX-2 best credit', 'ME-VPX-2 all credit', 'ME-VPX-2 cities', 'ME-VPX-2 tokens', 'ME-VP-2 A.S.T.-ranking'];

export function tiebreakBetween(state: EmpiresState, a: Seat, b: Seat): Tiebreak | null {
  return tiebreakOfKeys(state, tieKey(state, a), tieKey(state, b));
}

function tiebreakOfKeys(state: EmpiresState, ka: readonly number[], kb: readonly number[]): Tiebreak | null {
  if (ka[0] !== kb[0]) return null;
  const names: readonly Tiebreak[] = state.options.baseTiebreak === 'ranking' ? ['SB-TIE-1 I', 'SB-TIE-1 II', 'ME-VP-2 A.S.T.-ranking'] : FULL;
  for (let i = 1; i < ka.length; i++) if (ka[i] !== kb[i]) return names[i - 1];
  return null;
}

export interface Standing {
  readonly seat: Seat;
  /** 1 for the best; seats that no rule separates share a place. */
  readonly place: number;
  readonly score: number;
  /** Why this seat stands above the next seat on the same points (null: different points, or a shared place). */
  readonly tiebreak: Tiebreak | null;
}

/** SB-VP, SB-TIE-1/2, ME-VP-2: every playing seat ranked as the game would end now, with the tiebreak that placed it. */
export function standings(state: EmpiresState): readonly Standing[] {
  // Kept with the keys it ranks (the seats that left are in the players record the keys are kept by).
  const entry = keyEntry(state);
  return (entry.table ??= rank(state));
}

function rank(state: EmpiresState): Standing[] {
  // The keys are looked up once per seat here, not once per comparison.
  const seats = state.players.filter((p) => !p.left).map((p) => p.seat);
  const keys = new Map(seats.map((seat) => [seat, tieKey(state, seat)]));
  const ranked = seats.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
  let place = 0;
  return ranked.map((seat, i) => {
    if (i === 0 || compareKeys(keys.get(ranked[i - 1])!, keys.get(seat)!) !== 0) place = i + 1;
    const below = ranked[i + 1];
    return { seat, place, score: keys.get(seat)![0], tiebreak: below === undefined ? null : tiebreakOfKeys(state, keys.get(seat)!, keys.get(below)!) };
  });
}

/** The final standing: winners are everyone who cannot be separated from the best. */
export function finalOutcome(state: EmpiresState): Outcome {
  const table = standings(state);
  const winners = table.filter((s) => s.place === 1).map((s) => s.seat);
  const scores = Object.fromEntries(table.map((s) => [s.seat, s.score]));
  const names = winners.map((w) => state.players[w].name).join(' and ');
  const split = winners.length === 1 ? table[0].tiebreak : null;
  const why = split ? ` (the tie is broken by ${split})` : '';
  return { winners, scores, summary: `${names} win${winners.length > 1 ? '' : 's'} with ${scores[winners[0]]} victory points${why}.` };
}
