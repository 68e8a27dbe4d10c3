import { expect } from 'vitest';
import { PLAYER_COLORS } from '../contract';
import { Random, seedRng } from '../../core/rng';
import type { CivAction } from '../actions';
import type { CivId } from '../data/civs';
import type { Draft } from '../draft';
import { civOptions, type CivOptions } from '../options';
import { civRules } from '../rules';
import type { CivState } from '../state';

export function rng(seed = 'test'): Random {
  return new Random(seedRng(seed));
}

/** A fresh game with chosen civilizations (seat order). */
export function newGame(civs: CivId[] = ['romans', 'egyptians', 'germans', 'chinese'], options: Partial<CivOptions> = {}, seed = 'fixture'): CivState {
  const players = civs.map((_, i) => ({ seat: i, name: `P${i + 1}`, color: PLAYER_COLORS[i] }));
  // The rule tests were written against Tessera's own investment titles; the catalogue's set has its own tests (CIV-INVAB).
  return civRules.setup(players, civOptions({ investmentSet: 'proposed', ...options, civs }), rng(seed));
}

/** Edits a copy of the state (test setup only; the rules themselves never mutate). */
export function edit(state: CivState, fn: (d: Draft) => void): CivState {
  const d = structuredClone(state) as unknown as Draft;
  fn(d);
  return d as unknown as CivState;
}

/** Reveals every tile and clears every marker and figure: a quiet map to build a scenario on. */
export function quietMap(state: CivState): CivState {
  return edit(state, (d) => {
    for (const s of d.slots) if (s.kind !== 'hole') s.revealed = true;
    d.markers = [];
    d.figures = [];
    d.placed = [];
  });
}

export function act(state: CivState, seat: number, action: CivAction, seed = 'act'): CivState {
  const c = civRules.check(state, seat, action);
  if (!c.ok) throw new Error(`refused ${action.type}: ${c.code} ${c.rule} ${c.message}`);
  return civRules.apply(state, seat, action, rng(seed)).state;
}

export function applied(state: CivState, seat: number, action: CivAction, seed = 'act') {
  const c = civRules.check(state, seat, action);
  if (!c.ok) throw new Error(`refused ${action.type}: ${c.code} ${c.rule} ${c.message}`);
  return civRules.apply(state, seat, action, rng(seed));
}

export function refusal(state: CivState, seat: number, action: CivAction) {
  const c = civRules.check(state, seat, action);
  expect(c.ok).toBe(false);
  return c.ok ? { code: '', rule: '', message: '' } : c;
}

/** Ends steps with `done` until the phase is reached (no pending decisions expected on the way). */
export function toPhase(state: CivState, phase: CivState['phase']): CivState {
  let s = state;
  for (let i = 0; i < 100 && s.phase !== phase; i++) s = act(s, s.order[s.turn], { type: 'done' });
  expect(s.phase).toBe(phase);
  return s;
}

/** Makes `seat` the current player of `phase` with nothing pending. */
export function turnOf(state: CivState, seat: number, phase: CivState['phase']): CivState {
  return edit(state, (d) => {
    d.phase = phase;
    d.turn = d.order.indexOf(seat);
    d.pending = [];
    d.players[seat].startOfTurnBegun = true;
  });
}
