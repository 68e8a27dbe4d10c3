import type { Seat } from '../../contract';
import { OK, refuse, type Check } from '../../../core/check';
import type { Ctx } from '../../draft';
import type { CivState } from '../../state';
import { settle } from './result';
import { sideOf, type BattlePending } from './sides';

/**
 * The table override: either side of the battle (the barbarians' player included) may declare the result instead
 * of playing the cards out. Ordinary games never need it; it is logged for all.
 */
export function checkDeclareResult(state: CivState, seat: Seat): Check {
  const b = state.pending[0];
  if (!b || b.kind !== 'battle') return refuse('nothing-pending', 'CIV-TURN-02', 'There is no battle to declare.');
  const barbarianSeat = b.fight?.barbarianSeat ?? (b.attacker + 1) % state.players.length;
  const fights = sideOf(b as BattlePending, seat) !== null || (b.defender === 'barbarians' && seat === barbarianSeat);
  return fights ? OK : refuse('not-your-decision', 'CIV-BATTLE-03', 'Only the two sides of the battle may declare its result.');
}

export function declareResult(ctx: Ctx, seat: Seat, winner: 'attacker' | 'defender'): void {
  ctx.log.push({ text: `${ctx.d.players[seat].name} declares at the table that the ${winner} wins the battle.`, rule: 'CIV-COMBAT-07' });
  settle(ctx, winner);
}
