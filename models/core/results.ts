/**
 * What a results screen shows of a game, read from one state: each seat's score (the chart's y) at a turn or
 * round (its x), the module's main figures per seat, and the tiebreak that decided the winners. Figures and the
 * tiebreak are keys with numbers: the renderer's string catalogue words them.
 */
export interface GameResults {
  /** The turn (Khronos, Mega Empires) or round (Civilization) the state is in. */
  readonly turn: number;
  readonly players: readonly PlayerResult[];
  /** The key of the tiebreak that put the winners above the seats on the same score; null when the score did. */
  readonly tiebreak: string | null;
}

export interface PlayerResult {
  /** The seat (models/core/module's Seat; a number, so this file imports nothing). */
  readonly seat: number;
  readonly score: number;
  /** The module's figures in the order the screen lists them, e.g. { ecus: 12, might: 3 }. */
  readonly figures: readonly ResultFigure[];
}

export interface ResultFigure {
  readonly key: string;
  readonly value: number;
}
