import type { Refusal } from '../core/check';
import { Random, seedRng } from '../core/rng';
import type { Seat } from './contract';
import type { KhronosAction } from './actions';
import { KIND_INFO, type BoardId, type Kind } from './data';
import { newBuilding, placeTile, takeCube, type Work } from './effects';
import type { KhronosMapFile } from './map';
import { khronosOptions, type KhronosOptions } from './options';
import { khronosRules } from './rules';
import { seatsFor } from './random-game';
import type { Building, KhronosState, StateDraft } from './state';

/**
 * A plain test map: all plain, a river down the last column, forest in the top-left corner (one mixed square),
 * mountain in the bottom-left corner (one mixed square), printed Hamlets on column 14 every other row.
 */
export const TEST_MAP: KhronosMapFile = {
  format: 'khronos-map',
  version: 1,
  id: 'test-plain',
  name: 'Test map (not a game map)',
  cols: 16,
  rows: 20,
  terrain: Array.from({ length: 20 }, (_, r) => {
    const row = Array.from({ length: 16 }, (_, c) => {
      if (c === 15) return 'R';
      if (c <= 1 && r <= 1) return 'F';
      if (c === 0 && r === 2) return 'f';
      if (c <= 1 && r >= 17) return 'M';
      if (c === 2 && r === 19) return 'm';
      return 'P';
    });
    return row.join('');
  }),
  printedHamlets: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18].map((r) => [14, r] as [number, number]),
};

/** A game on the test map, seat 0 active in its action phase with both pawns on Might and no cards. */
export function testGame(players = 3, options: Partial<KhronosOptions> = {}): KhronosState {
  const state = khronosRules.setup(seatsFor(players), khronosOptions({ map: TEST_MAP, ...options }), new Random(seedRng('test')));
  const hands = state.players.flatMap((p) => p.hand);
  return {
    ...state,
    first: 0,
    active: 0,
    phase: 'actions',
    deck: [...state.deck, ...hands],
    players: state.players.map((p) => ({ ...p, hand: [] })),
  };
}

/** Gives a seat exactly these cards (taken from wherever they are). */
export function withHand(state: KhronosState, seat: Seat, cards: readonly string[]): KhronosState {
  const strip = (list: readonly string[]) => list.filter((c) => !cards.includes(c));
  return {
    ...state,
    deck: strip(state.deck),
    discard: strip(state.discard),
    display: strip(state.display),
    players: state.players.map((p) => (p.seat === seat ? { ...p, hand: [...cards] } : { ...p, hand: strip(p.hand) })),
  };
}

/** Cards by colour: `cards('orange', 2)` gives orange-01, orange-02. */
export function cards(colour: 'orange' | 'fuchsia' | 'blue', n: number, from = 1): string[] {
  return Array.from({ length: n }, (_, i) => `${colour}-${String(from + i).padStart(2, '0')}`);
}

export function withPawns(state: KhronosState, seat: Seat, a: BoardId, b: BoardId): KhronosState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? { ...p, pawns: [a, b] } : p)) };
}

export function withEcus(state: KhronosState, seat: Seat, ecus: number): KhronosState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? { ...p, ecus } : p)) };
}

/** Puts a tile straight on a board (as if built earlier), without ripples; returns the new state and the tile id. */
export function put(state: KhronosState, board: BoardId, kind: Kind, col: number, row: number, owner: Seat | null = null, extra: Partial<Building> = {}): { state: KhronosState; id: string } {
  const s = structuredClone(state) as unknown as StateDraft;
  const w: Work = { s, log: [] };
  const family = KIND_INFO[kind].family;
  const ruin = board === 'reason' && family !== 'civil';
  const realOwner = family === 'civil' || ruin ? null : owner;
  const ownerCube = realOwner !== null ? takeCube(w, realOwner) : false;
  const b = placeTile(w, newBuilding(w, board, kind, col, row, { owner: realOwner, ownerCube, ruin, ...extra }));
  s.stock[kind]--;
  return { state: s as unknown as KhronosState, id: b.id };
}

/** Applies an action that must be legal. */
export function act(state: KhronosState, seat: Seat, action: KhronosAction) {
  const verdict = khronosRules.check(state, seat, action);
  if (!verdict.ok) throw new Error(`Expected ${action.type} to be legal: ${verdict.code} (${verdict.rule}) ${verdict.message}`);
  return khronosRules.apply(state, seat, action, new Random(state.rng));
}

/** The refusal of an action that must be illegal. */
export function refusal(state: KhronosState, seat: Seat, action: KhronosAction): Refusal {
  const verdict = khronosRules.check(state, seat, action);
  if (verdict.ok) throw new Error(`Expected ${action.type} to be refused`);
  return verdict;
}

export function at(state: KhronosState, board: BoardId, col: number, row: number): Building | null {
  const id = state.boards[board].cells[row * state.map.cols + col];
  return id === null ? null : state.boards[board].buildings[id];
}

export function tiles(state: KhronosState, board: BoardId, kind?: Kind): Building[] {
  return Object.values(state.boards[board].buildings).filter((b) => !b.printed && (!kind || b.kind === kind));
}
