import type { Seat } from '../core/seat';

/** A place on the board where pieces may stand: a square, an area, a track space, a player mat slot. */
export interface TableLocation {
  readonly id: string;
  /** Piece kinds this place accepts; empty means any kind. */
  readonly accepts?: readonly string[];
  readonly capacity?: number;
}

/** A physical piece. `at` is a location id or 'supply' (the box/player supply). */
export interface TablePiece {
  readonly id: string;
  readonly kind: string;
  readonly owner: Seat | null;
  readonly at: string;
  readonly faceUp: boolean;
}

/** A pile of cards. A hand is a pile owned by one seat and private to it; a deck's order is secret to all. */
export interface TablePile {
  readonly id: string;
  readonly label: string;
  readonly cards: readonly string[];
  /** 'deck': face down, order hidden; 'open': everyone sees every card; 'hand': only `owner` sees them. */
  readonly visibility: 'deck' | 'open' | 'hand';
  readonly owner: Seat | null;
}

export interface TableCounter {
  readonly id: string;
  readonly label: string;
  readonly owner: Seat | null;
  readonly value: number;
  readonly min: number;
  readonly max?: number;
}

/** How many pieces of a kind (per owner) the box holds; the supply never hands out more. */
export interface BoxLimit {
  readonly kind: string;
  readonly perOwner: number;
}

export interface Tabletop {
  readonly locations: Readonly<Record<string, TableLocation>>;
  readonly pieces: Readonly<Record<string, TablePiece>>;
  readonly piles: Readonly<Record<string, TablePile>>;
  readonly counters: Readonly<Record<string, TableCounter>>;
  readonly box: readonly BoxLimit[];
  /** Names of cards, shown where a card is visible (card id -> label). */
  readonly cardNames: Readonly<Record<string, string>>;
  /** Next serial for pieces taken from the supply, so ids are stable across replays. */
  readonly serial: number;
}
