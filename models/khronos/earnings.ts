import type { Seat } from './contract';
import { KIND_INFO, type BoardId } from './data';
import { domainStats, familyOf, playerOf } from './rules/common';
import type { KhronosState } from './state';

export interface EarningLine {
  readonly board: BoardId;
  readonly domain: string;
  readonly amount: number;
  readonly rule: string;
}

/** What one seat collects now (KH-EARN-1..6): per board where it has a pawn, per domain it dominates. */
export function earningsFor(state: KhronosState, seat: Seat): { total: number; lines: EarningLine[] } {
  const p = playerOf(state, seat);
  const boards: BoardId[] = state.options.EARN_ONCE_PER_BOARD ? [...new Set(p.pawns)] : [...p.pawns];
  const lines: EarningLine[] = [];
  for (const board of boards) {
    const b = state.boards[board];
    for (const domain of Object.keys(b.domains)) {
      const members = b.domains[domain].map((id) => b.buildings[id]);
      if (board === 'might' || board === 'faith') {
        const family = board === 'might' ? 'military' : 'religious';
        const stats = domainStats(b, domain);
        if (stats.top[family] === 0 || stats.topCount[family] !== 1) continue;
        const top = members.find((m) => familyOf(m) === family && KIND_INFO[m.kind].value === stats.top[family])!;
        if (top.owner !== seat) continue;
        const amount = board === 'might' && state.options.MIGHT_EARNING === 'military_power' ? stats.power.military : stats.power.civil;
        if (amount > 0) lines.push({ board, domain, amount, rule: board === 'might' ? 'KH-EARN-3' : 'KH-EARN-4' });
      } else {
        // KH-EARN-5: most cubes in the domain's civil buildings; ties all collect.
        const cubes = state.players.map(() => 0);
        for (const m of members) m.population.forEach((n, s) => (cubes[s] += n));
        const most = Math.max(...cubes);
        if (most === 0 || cubes[seat] !== most) continue;
        let amount = 0;
        for (const m of members) {
          if (familyOf(m) === 'civil') continue;
          amount += m.ruin && state.options.RUIN_VALUE === 'zero' ? 0 : KIND_INFO[m.kind].value;
        }
        if (amount > 0) lines.push({ board, domain, amount, rule: 'KH-EARN-5' });
      }
    }
  }
  return { total: lines.reduce((sum, l) => sum + l.amount, 0), lines };
}
