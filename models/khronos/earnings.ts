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

/** Who collects from one domain and how much (KH-EARN-3..5): the one seat holding its top, or Reason's majority. */
function domainEarning(state: KhronosState, board: BoardId, domain: string): { seats: readonly Seat[]; amount: number; rule: string } | null {
  const b = state.boards[board];
  const members = b.domains[domain].map((id) => b.buildings[id]);
  if (board === 'might' || board === 'faith') {
    const family = board === 'might' ? 'military' : 'religious';
    const stats = domainStats(b, domain);
    if (stats.top[family] === 0 || stats.topCount[family] !== 1) return null;
    const top = members.find((m) => familyOf(m) === family && KIND_INFO[m.kind].value === stats.top[family])!;
    if (top.owner === null) return null;
    const amount = board === 'might' && state.options.MIGHT_EARNING === 'military_power' ? stats.power.military : stats.power.civil;
    return { seats: [top.owner], amount, rule: board === 'might' ? 'KH-EARN-3' : 'KH-EARN-4' };
  }
  // KH-EARN-5: most cubes in the domain's civil buildings; ties all collect.
  const cubes = state.players.map(() => 0);
  for (const m of members) m.population.forEach((n, s) => (cubes[s] += n));
  const most = Math.max(...cubes);
  if (most === 0) return null;
  let amount = 0;
  for (const m of members) {
    if (familyOf(m) === 'civil') continue;
    amount += m.ruin && state.options.RUIN_VALUE === 'zero' ? 0 : KIND_INFO[m.kind].value;
  }
  return { seats: state.players.map((p) => p.seat).filter((s) => cubes[s] === most), amount, rule: 'KH-EARN-5' };
}

/** What one seat collects now (KH-EARN-1..6): per board where it has a pawn, per domain it dominates. */
export function earningsFor(state: KhronosState, seat: Seat): { total: number; lines: EarningLine[] } {
  const p = playerOf(state, seat);
  const boards: BoardId[] = state.options.EARN_ONCE_PER_BOARD ? [...new Set(p.pawns)] : [...p.pawns];
  const lines: EarningLine[] = [];
  for (const board of boards) {
    for (const domain of Object.keys(state.boards[board].domains)) {
      const e = domainEarning(state, board, domain);
      if (e && e.amount > 0 && e.seats.includes(seat)) lines.push({ board, domain, amount: e.amount, rule: e.rule });
    }
  }
  return { total: lines.reduce((sum, l) => sum + l.amount, 0), lines };
}

/** What every seat would collect from one board with a pawn on it, in one pass over its domains (the bots' look-ahead). */
export function boardEarnings(state: KhronosState, board: BoardId): number[] {
  const out = state.players.map(() => 0);
  for (const domain of Object.keys(state.boards[board].domains)) {
    const e = domainEarning(state, board, domain);
    if (e && e.amount > 0) for (const s of e.seats) out[s] += e.amount;
  }
  return out;
}
