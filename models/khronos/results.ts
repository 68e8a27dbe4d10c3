import type { GameResults } from '../core/results';
import type { Seat } from './contract';
import { BOARD_IDS } from './data';
import type { KhronosState } from './state';

/** Tiles a seat controls on one board (KH-BLD-4: civil tiles and ruins have no controller). */
export function buildingsOn(state: Pick<KhronosState, 'boards'>, board: (typeof BOARD_IDS)[number], seat: Seat): number {
  return Object.values(state.boards[board].buildings).filter((b) => b.owner === seat).length;
}

/**
 * KH-END-2 for the results screen: Ecus are the score (the screen's score column); the figures are the tiles each
 * seat controls on each board. With equal Ecus the option END_TIE decides: most buildings (on Might and Faith, as finalOutcome
 * counts them) or a shared victory.
 */
export function khronosResults(state: KhronosState): GameResults {
  const players = state.players.map((p) => ({
    seat: p.seat,
    score: p.ecus,
    figures: BOARD_IDS.map((b) => ({ key: b, value: buildingsOn(state, b, p.seat) })),
  }));
  return { turn: state.turn, players, tiebreak: tiebreakOf(state) };
}

function tiebreakOf(state: KhronosState): string | null {
  const winners = state.outcome?.winners;
  if (!winners) return null;
  const best = Math.max(...state.players.map((p) => p.ecus));
  const level = state.players.filter((p) => p.ecus === best).length;
  if (level < 2) return null;
  return winners.length > 1 ? 'shared' : 'most-buildings';
}
