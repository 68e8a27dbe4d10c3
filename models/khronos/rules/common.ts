import { OK, refuse, type Check } from '../../core/check';
import type { Seat } from '../contract';
import { BOARD_IDS, CARDS_PER_PAWN, KIND_INFO, SURCHARGE, type BoardId, type Family } from '../data';
import type { Building, BoardState, KhronosState, Phase, PlayerState } from '../state';

export const boardOrder = (b: BoardId): number => BOARD_IDS.indexOf(b);
/** KH-RIPPLE-5: the boards after `b` in time order. */
export const laterBoards = (b: BoardId): BoardId[] => BOARD_IDS.slice(boardOrder(b) + 1);
export const nextBoard = (b: BoardId): BoardId | null => BOARD_IDS[boardOrder(b) + 1] ?? null;

export const familyOf = (b: { kind: Building['kind'] }): Family => KIND_INFO[b.kind].family;
export const sizeOf = (b: { kind: Building['kind'] }): number => KIND_INFO[b.kind].size;

export function playerOf(state: Pick<KhronosState, 'players'>, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`No player in seat ${seat}`);
  return p;
}

/** Indices (0/1) of the player's pawns on a board (KH-TRAV-3). */
export function pawnsOn(p: PlayerState, board: BoardId): number[] {
  const a = p.pawns[0] === board;
  const b = p.pawns[1] === board;
  return a ? (b ? [0, 1] : [0]) : b ? [1] : [];
}

/** How many of the player's pawns stand on a board, without making a list (hot in the legal-action listing). */
export function pawnCount(p: PlayerState, board: BoardId): number {
  return (p.pawns[0] === board ? 1 : 0) + (p.pawns[1] === board ? 1 : 0);
}

/** KH-CARD-1 / KH-CARD-3: cards still chargeable this turn to the player's pawns on a board. */
export function allowanceOn(p: PlayerState, board: BoardId): number {
  return (p.pawns[0] === board ? CARDS_PER_PAWN - p.charged[0] : 0) + (p.pawns[1] === board ? CARDS_PER_PAWN - p.charged[1] : 0);
}

/** KH-TURN-2 / KH-TURN-3: the action belongs to the active player in the given phase. */
export function inPhase(state: KhronosState, seat: Seat, phase: Phase, what: string): Check {
  if (state.phase === 'over') return refuse('game-over', 'KH-END-1', 'The game is over.');
  if (state.phase !== phase) return refuse('wrong-phase', 'KH-TURN-2', `You cannot ${what} now: the turn is in its ${state.phase} phase.`);
  if (seat !== state.active) return refuse('not-your-turn', 'KH-TURN-3', 'Only the active player acts now.');
  return OK;
}

export interface DomainStats {
  /** Highest value and how many buildings share it, per family (KH-HIER-1). */
  readonly top: Record<Family, number>;
  readonly topCount: Record<Family, number>;
  /** KH-DOM-6: the sum of the values of each family. */
  readonly power: Record<Family, number>;
}

export function domainStats(board: BoardState, domain: string): DomainStats {
  const top = { military: 0, religious: 0, civil: 0 };
  const topCount = { military: 0, religious: 0, civil: 0 };
  const power = { military: 0, religious: 0, civil: 0 };
  for (const id of board.domains[domain] ?? []) {
    const info = KIND_INFO[board.buildings[id].kind];
    power[info.family] += info.value;
    if (info.value > top[info.family]) {
      top[info.family] = info.value;
      topCount[info.family] = 1;
    } else if (info.value === top[info.family]) topCount[info.family]++;
  }
  return { top, topCount, power };
}

/** KH-GEO-2 / KH-GEO-3 / KH-GEO-4: extra cards of any colour for covering forest or mountain. */
export function terrainSurcharge(state: KhronosState, squares: readonly number[]): { forest: number; mountain: number } {
  const table = SURCHARGE[state.players.length] ?? SURCHARGE[5];
  let forest = false;
  let mountain = false;
  for (const sq of squares) {
    const t = state.map.terrain[sq];
    if (t === 'forest') forest = true;
    else if (t === 'mountain') mountain = true;
  }
  const f = forest ? table.forest : 0;
  const m = mountain ? table.mountain : 0;
  if (state.options.SURCHARGE_CUMULATIVE) return { forest: f, mountain: m };
  return f > m ? { forest: f, mountain: 0 } : { forest: 0, mountain: m };
}

export function buildingAt(state: KhronosState, board: BoardId, id: string): Building | null {
  return state.boards[board].buildings[id] ?? null;
}
