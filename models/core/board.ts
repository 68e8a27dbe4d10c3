import type { EdgeLabel } from './squares';

/**
 * What the 3D table draws, as plain data: every module turns its view into these, and the renderer draws any
 * module's boards, pieces and placement previews from them. Distances are in table units (one square = 1).
 */

/** Terrains drawn procedurally. A mixed square lists two (plain with forest, forest with mountain). */
export type Terrain = 'plain' | 'forest' | 'mountain' | 'river' | 'water' | 'grassland' | 'desert' | 'sea' | 'hidden';

/** A place pieces stand on: a square of a grid, or an area of an area map. Its id is the tabletop location id. */
export interface CellSpec {
  readonly id: string;
  /** Centre on the table (x to the right, z towards the players). */
  readonly x: number;
  readonly z: number;
  /** A square of the given size, or, for an area map, its outline (table coordinates, counter-clockwise). */
  readonly size?: number;
  readonly outline?: readonly (readonly [number, number])[];
  readonly terrain: readonly Terrain[];
  /** Shown on the board: an area's name, a population limit, a city site. */
  readonly label?: string;
  readonly marks?: readonly ('city-site' | 'relic' | 'hamlet' | 'start')[];
  /** Region colour for area maps (a civilization's region). */
  readonly region?: string;
}

export interface BoardSpec {
  readonly id: string;
  readonly label: string;
  /** The key that focuses this board (1, 2, 3 ...). */
  readonly hotkey?: string;
  readonly cells: readonly CellSpec[];
  /** Column letters and row numbers printed beside a grid's edges (models/core/squares.ts), so a person finds "I6". */
  readonly edgeLabels?: readonly EdgeLabel[];
}

/** Kinds of piece the table draws, each from one shared geometry. */
export type PieceKind =
  | 'token' | 'city' | 'cube' | 'pawn' | 'army' | 'scout' | 'marker' | 'card' | 'coin'
  | 'building-1' | 'building-2' | 'building-3' | 'metropolis' | 'special-building' | 'face-down';

export interface PieceSpec {
  readonly id: string;
  readonly kind: PieceKind;
  /** Seat whose colour it takes; null for neutral pieces. */
  readonly owner: number | null;
  /** The cell it stands on. Footprints of more than one square list them all; the piece spans them. */
  readonly at: string;
  readonly footprint?: readonly string[];
  /** A finer look within the kind (a Khronos family, a special building's name); the table may ignore it. */
  readonly variant?: string;
  readonly label?: string;
}

/** A placement preview: each candidate legal, or illegal with the rule check's reason. */
export interface PreviewCandidate {
  readonly cells: readonly string[];
  readonly ok: boolean;
  readonly rule?: string;
  readonly message?: string;
  /** What it would cost or do, in words (shown on hover). */
  readonly detail?: string;
}

export interface PreviewSpec {
  readonly piece: Pick<PieceSpec, 'kind' | 'owner' | 'variant'>;
  readonly candidates: readonly PreviewCandidate[];
}

export interface TableSpec {
  readonly boards: readonly BoardSpec[];
  readonly pieces: readonly PieceSpec[];
}
