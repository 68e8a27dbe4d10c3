import type { Seat } from '../../contract';
import { OK, refuse, type Check } from '../../../core/check';
import { gpSlug } from '../../data/great-people';
import type { Ctx } from '../../draft';
import { hasActiveGreatPerson } from '../../player';
import type { CivState } from '../../state';
import { currentBattle, other, sideOf } from './sides';
import { closeWindowTurn } from './windows';

const SUN_TZU = gpSlug('Sun Tzu');
const PASS_COST = 3;

/**
 * CIV-BATTLE-21 / CIV-GPAB-21: playing a unit is the whole battle turn; only Sun Tzu lets its owner pass, once per
 * battle, for 3 trade, while the other side still has a unit to play.
 */
export function checkPassBattleTurn(state: CivState, seat: Seat): Check {
  const b = currentBattle(state);
  if (!b) return refuse('no-battle', 'CIV-BATTLE-21', 'No battle is being fought.');
  const side = sideOf(b, seat);
  if (!side || b.fight.next !== side) return refuse('not-your-battle-turn', 'CIV-BATTLE-21', 'It is not your battle turn.');
  // CIV-BATTLE-12/13: in a window before the battle turns, going on is always allowed.
  if (b.fight.window) return OK;
  if (!hasActiveGreatPerson(state, seat, 'Sun Tzu')) return refuse('must-play', 'CIV-BATTLE-21', 'A battle turn is one unit played; only Sun Tzu lets you pass.');
  if (b.fight.cards.some((c) => c.seat === seat && c.card === SUN_TZU)) return refuse('once-per-battle', 'CIV-GPAB-21', 'Sun Tzu passes once per battle.');
  if (state.players[seat].trade < PASS_COST) return refuse('trade', 'CIV-GPAB-21', `Passing costs ${PASS_COST} trade.`);
  if (b.fight.hands[other(side)].length === 0) return refuse('nothing-to-wait-for', 'CIV-GPAB-21', 'The other side has no unit left to play.');
  return OK;
}

export function passBattleTurn(ctx: Ctx, seat: Seat): void {
  const pend = ctx.d.pending[0];
  if (pend?.kind !== 'battle' || !pend.fight) return;
  if (pend.fight.window) return closeWindowTurn(ctx);
  const side = pend.fight.next;
  pend.fight.cards.push({ seat, card: SUN_TZU });
  pend.fight.next = other(side);
  ctx.d.players[seat].trade -= PASS_COST;
  ctx.log.push({ text: `${ctx.d.players[seat].name} pays ${PASS_COST} trade and passes the battle turn (Sun Tzu).`, rule: 'CIV-GPAB-21' });
}
