import type { Seat } from './seat';
import { civ } from './data/civilizations';
import { epochAt, type Epoch } from './data/ast';
import type { EmpiresState } from './state';

/** SB-DEF-EPOCH: the epoch of the space a player's marker stands on. */
export function epochOf(state: EmpiresState, seat: Seat): Epoch {
  const p = state.players[seat];
  return epochAt(p.civ, state.options.astSide, p.ast);
}

/** ME-AST-2: A.S.T.-position order: furthest marker first, ties by A.S.T.-ranking. Players who left are out. */
export function astOrder(state: EmpiresState, seats?: readonly Seat[]): Seat[] {
  const pool = (seats ?? state.players.map((p) => p.seat)).filter((s) => !state.players[s].left);
  return [...pool].sort((a, b) => state.players[b].ast - state.players[a].ast || civ(state.players[a].civ).rank - civ(state.players[b].civ).rank);
}

/** True when `a` has the higher A.S.T.-position (ties broken by ranking). */
export function outranks(state: EmpiresState, a: Seat, b: Seat): boolean {
  return astOrder(state, [a, b])[0] === a;
}
