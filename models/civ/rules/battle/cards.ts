import type { Seat } from '../../contract';
import { GREAT_PERSON_BY_ID } from '../../data/great-people';
import type { Ctx } from '../../draft';
import { refreshBonus } from './bonus';

/** Battle cards used during the battle and read later: the bonus table (CIV-GPAB-18 Joan of Arc), the return of units (CIV-GPAB-23 Florence Nightingale). */
const BATTLE_BONUS_CARDS = new Set(['Joan of Arc', 'Florence Nightingale']);

/** Notes a battle-timed card used in the current battle, so its row of the bonus table counts; false if not one. */
export function noteBattleCard(ctx: Ctx, seat: Seat, cardId: string): boolean {
  const pend = ctx.d.pending[0];
  if (!BATTLE_BONUS_CARDS.has(GREAT_PERSON_BY_ID[cardId]?.name) || pend?.kind !== 'battle' || !pend.fight) return false;
  pend.fight.cards.push({ seat, card: cardId });
  refreshBonus(ctx);
  return true;
}
