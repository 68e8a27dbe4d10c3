import type { Outcome, PlayerColor, Seat } from './contract';
import type { RngState } from '../core/rng';
import type { BoardId, Kind } from './data';
import type { KhronosMap } from './map';
import type { KhronosOptions } from './options';

/** One tile (or printed Hamlet) on one board (KH-DIG-1). The footprint is size x size squares from (col, row). */
export interface Building {
  readonly id: string;
  readonly kind: Kind;
  readonly board: BoardId;
  readonly col: number;
  readonly row: number;
  /** KH-BLD-4: the controller of a Military or Religious building; civil buildings and ruins have none. */
  readonly owner: Seat | null;
  /** Whether the owner's Control cube actually sits on it (a Faith shadow may lack one, KH-RIPPLE-2). */
  readonly ownerCube: boolean;
  /** KH-BLD-5: printed on the board, never from the stock. */
  readonly printed: boolean;
  /** KH-RIPPLE-3: a Military or Religious shadow on Reason shows its ruin face. */
  readonly ruin: boolean;
  /** Population cubes per seat on a Reason civil building (KH-POP-1). */
  readonly population: readonly number[];
  /** Renovation marker cubes (KH-RENO-3) and cards paid so far. */
  readonly markers: readonly Seat[];
  readonly renovationPaid: number;
  /** The building on the previous board this one is the identical shadow of (KH-RIPPLE-1). */
  readonly source: string | null;
  /** Printed Hamlets hidden under this tile (KH-UPG-10); they show again when it goes. */
  readonly covers: readonly string[];
  /** Ecus of construction bonus paid and to whom (for KEEP_ECUS_ON_ERASURE=false). */
  readonly bonus: number;
  readonly bonusTo: Seat | null;
}

/** One board: buildings, the square index, and its domains maintained incrementally (KH-DOM-1, KH-DOM-2). */
export interface BoardState {
  readonly id: BoardId;
  readonly buildings: Readonly<Record<string, Building>>;
  /** Printed Hamlets currently covered by a tile. */
  readonly hidden: Readonly<Record<string, Building>>;
  /** Building id per square (row * cols + col), or null. */
  readonly cells: readonly (string | null)[];
  readonly domainOf: Readonly<Record<string, string>>;
  readonly domains: Readonly<Record<string, readonly string[]>>;
}

export interface PlayerState {
  readonly seat: Seat;
  readonly name: string;
  readonly color: PlayerColor;
  readonly ecus: number;
  /** Control cubes in the player's supply. */
  readonly cubes: number;
  readonly pawns: readonly [BoardId, BoardId];
  /** Cards charged to each pawn this turn (KH-CARD-1). */
  readonly charged: readonly [number, number];
  readonly hand: readonly string[];
}

export type Phase = 'exchange' | 'actions' | 'refill' | 'earnings' | 'decision' | 'over';

/** A choice the rules hand to one seat in the middle of a resolution (KH-TURN-3). */
export type Pending =
  | { readonly kind: 'placeDownsized'; readonly seat: Seat; readonly board: BoardId; readonly building: string; readonly into: Kind; readonly anchors: readonly (readonly [number, number])[]; readonly rule: string }
  | { readonly kind: 'chooseDownsize'; readonly seat: Seat; readonly board: BoardId; readonly candidates: readonly string[]; readonly rule: string };

/** Pre-merge domains of a junction, fixed for the whole resolution (KH-JUNC-6). */
export interface JunctionRecord {
  readonly group: Readonly<Record<string, number>>;
  /** Military and Religious power of each pre-merge domain. */
  readonly military: readonly number[];
  readonly religious: readonly number[];
}

export interface Resolution {
  /** The player whose action started the chain: the junction maker / the cause of a split (KH-DIV-2, KH-DOWN-5). */
  readonly cause: Seat;
  readonly junctions: Readonly<Partial<Record<BoardId, JunctionRecord>>>;
}

export interface KhronosState {
  readonly options: KhronosOptions;
  readonly map: KhronosMap;
  readonly players: readonly PlayerState[];
  readonly boards: Readonly<Record<BoardId, BoardState>>;
  /** KH-SETUP-2: tiles left in the general supply. */
  readonly stock: Readonly<Record<Kind, number>>;
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  /** KH-HOLD-1: the face-up Hold'em display. */
  readonly display: readonly string[];
  readonly turn: number;
  readonly first: Seat;
  readonly active: Seat;
  readonly phase: Phase;
  readonly exchanged: boolean;
  readonly swapped: boolean;
  readonly pending: Pending | null;
  readonly resolution: Resolution | null;
  readonly serial: number;
  readonly rng: RngState;
  readonly outcome: Outcome | null;
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A mutable board inside one apply; building records are still replaced whole, never edited in place. */
export interface BoardDraft {
  id: BoardId;
  buildings: Record<string, Building>;
  hidden: Record<string, Building>;
  cells: (string | null)[];
  domainOf: Record<string, string>;
  domains: Record<string, string[]>;
}

/** A deep working copy of the state used inside one apply; the input state is never touched. */
export type StateDraft = Mutable<Omit<KhronosState, 'players' | 'boards' | 'stock' | 'deck' | 'discard' | 'display'>> & {
  players: PlayerState[];
  boards: Record<BoardId, BoardDraft>;
  stock: Record<Kind, number>;
  deck: string[];
  discard: string[];
  display: string[];
};
