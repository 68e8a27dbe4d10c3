import type { Check } from '../core/check';
import type { Seat } from './seat';
import { abilityValue } from './advances/abilities';
import { checkBuildCity, maxTreasuryForCity, tokensForCity } from './cities';
import { indexMap } from './map';
import { checkMove, checkSail, voyages } from './movement';
import type { EmpiresState } from './state';

export interface AreaAnswer {
  readonly area: string;
  readonly check: Check;
  readonly via?: string;
  readonly path?: readonly string[];
}

/**
 * The `move-targets` preview: for tokens (`from`, `count`), each land area within reach with its check; for a
 * ship (`ship`, `carry`), each harbour within its range with the path and its check.
 */
export function moveTargets(state: EmpiresState, seat: Seat, q: Record<string, unknown>): AreaAnswer[] {
  const index = indexMap(state.map);
  const count = typeof q.count === 'number' && q.count > 0 ? Math.floor(q.count) : 1;
  if (typeof q.ship === 'string') {
    const ship = state.ships.find((s) => s.id === q.ship);
    if (!ship) return [];
    const carry = typeof q.carry === 'number' ? Math.max(0, Math.floor(q.carry)) : 0;
    return voyages(state, seat, ship.at).map((v) => ({ area: v.to, path: v.path, check: checkSail(state, seat, ship.id, v.path, carry) }));
  }
  const from = String(q.from ?? '');
  if (!index.area[from]) return [];
  const out: AreaAnswer[] = index.land[from].map((to) => ({ area: to, check: checkMove(state, seat, from, to, count) }));
  if (abilityValue(state, seat, 'landMoves', 1) >= 2) {
    const seen = new Set([from, ...index.land[from]]);
    for (const via of index.land[from]) {
      for (const to of index.land[via]) {
        if (seen.has(to)) continue;
        seen.add(to);
        out.push({ area: to, via, check: checkMove(state, seat, from, to, count, via) });
      }
    }
  }
  return out;
}

/** The `city-areas` preview: each land area holding the seat's tokens, with the least treasury it needs (Architecture). */
export function cityAreas(state: EmpiresState, seat: Seat): (AreaAnswer & { treasury: number })[] {
  return Object.entries(state.areas)
    .filter(([, a]) => (a.tokens[seat] ?? 0) > 0)
    .map(([area, a]) => {
      const treasury = Math.min(maxTreasuryForCity(state, seat, area), Math.max(0, tokensForCity(state, area) - (a.tokens[seat] ?? 0)));
      return { area, treasury, check: checkBuildCity(state, seat, area, treasury) };
    });
}
