import type { Seat } from '../seat';
import { civ } from '../data/civilizations';
import type { EmpiresState } from '../state';

/**
 * ME-TERM-6, ME-CALX-3 (NOT FOUND → default `calamityBeneficiary = genericExcludingVictim`): among the players
 * other than the victim, most cities in stock, then most tokens in stock, then A.S.T.-ranking. The alternative
 * `rankingOrder` takes the first other player in A.S.T.-ranking.
 */
export function beneficiaryOf(state: EmpiresState, victim: Seat): Seat | null {
  const rank = (s: Seat) => civ(state.players[s].civ).rank;
  const others = state.players.filter((p) => !p.left && p.seat !== victim);
  if (others.length === 0) return null;
  const generic = state.options.calamityBeneficiary !== 'rankingOrder';
  const sorted = [...others].sort((a, b) => (generic ? b.citiesInStock - a.citiesInStock || b.stock - a.stock : 0) || rank(a.seat) - rank(b.seat));
  return sorted[0].seat;
}
