import { sameJson } from '../core/view-path';
import { BOARD_IDS, KIND_INFO, type BoardId } from './data';
import { domainPartition, linkBuilding, recomputeDomains } from './domains';
import { footprintOf, insideGrid } from './geometry';
import { assertInvariants } from './random-game';
import type { BoardDraft, BoardState, Building, KhronosState } from './state';

/**
 * What must hold in any Khronos position, after every action (the drills) and after a scenario's overrides (the
 * host): the drills' checks of random-game.ts (domains, Hierarchy, tiles, cubes, cards), as "the first broken one".
 */
export function khronosInvariantBroken(state: KhronosState): string | null {
  try {
    assertInvariants(state);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export type Reindexed<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly problem: string };

/** A building as an override may give it (kind and anchor square), with the rest as a fresh tile has it. */
function fullBuilding(state: KhronosState, board: BoardId, id: string, given: Partial<Building>): Building {
  return {
    owner: null, ownerCube: false, printed: false, ruin: false, population: state.players.map(() => 0), markers: [],
    renovationPaid: 0, source: null, covers: [], bonus: 0, bonusTo: null,
    ...given, id, board,
  } as Building;
}

/**
 * Each board's derived indexes after overrides: the square index (`cells`) and the domains (KH-DOM-1) worked out
 * again from the buildings, only where they differ. A building of an unknown kind, off the board or on another's
 * squares is refused.
 */
export function reindexKhronos(state: KhronosState): Reindexed<KhronosState> {
  let serial = state.serial;
  let boards: Record<BoardId, BoardState> | null = null;
  for (const id of BOARD_IDS) {
    const board = state.boards[id];
    const cells: (string | null)[] = new Array<string | null>(state.map.cols * state.map.rows).fill(null);
    const buildings: Record<string, Building> = {};
    for (const [key, given] of Object.entries(board.buildings)) {
      const where = `boards.${id}.buildings.${key}`;
      if (!given || !(given.kind in KIND_INFO)) return { ok: false, problem: `${where}: "${given?.kind}" is not a kind of building` };
      if (!insideGrid(state.map, given.col, given.row, KIND_INFO[given.kind].size)) return { ok: false, problem: `${where}: a ${given.kind} at (${given.col}, ${given.row}) does not fit on the board (KH-MAP-7)` };
      const b = fullBuilding(state, id, key, given);
      for (const sq of footprintOf(state.map, b)) {
        if (cells[sq] !== null) return { ok: false, problem: `${where}: it covers a square of ${cells[sq]} (KH-BLD-2)` };
        cells[sq] = key;
      }
      buildings[key] = b;
    }
    const domainsHold = sameJson(domainPartition(board), recomputeDomains(state.map, { cells, buildings }))
      && Object.entries(board.domains).every(([d, members]) => members.every((m) => board.domainOf[m] === d))
      && Object.keys(board.domainOf).length === Object.keys(buildings).length;
    if (sameJson(cells, board.cells) && sameJson(buildings, board.buildings) && domainsHold) continue;
    // Linked one by one as placing them would: each joins the domains of those already down.
    const draft: BoardDraft = { id, buildings, hidden: { ...board.hidden }, cells: cells.map(() => null), domainOf: {}, domains: {} };
    for (const [key, b] of Object.entries(buildings)) {
      for (const sq of footprintOf(state.map, b)) draft.cells[sq] = key;
      linkBuilding(state.map, draft, key, () => `d${++serial}`);
    }
    boards = { ...(boards ?? state.boards), [id]: draft };
  }
  return { ok: true, state: boards ? { ...state, boards, serial } : state };
}
