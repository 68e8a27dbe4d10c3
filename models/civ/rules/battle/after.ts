import type { Seat } from '../../contract';
import { CIVILIZATIONS } from '../../data/civs';
import { unitInfo } from '../../data/units';
import type { Ctx, Draft } from '../../draft';
import { addCardCoins } from '../../cards/coins';
import { knows } from '../../player';
import type { Fight, Side } from './types';

/**
 * CIV-CIVAB-CHN-3 / CIV-BATTLE-38: after each battle one killed unit of a Chinese side comes back to standing forces
 * before the killed units go to the decks. The owner's choice is read as the strongest card killed (the one anyone
 * would keep); a unit Gustavus Adolphus sacrificed never reaches the fronts, so it cannot be saved.
 */
export function savedByCivilization(d: Draft, seatOf: (side: Side) => Seat | 'barbarians', fight: Fight): Set<string> {
  const saved = new Set<string>();
  for (const side of ['attacker', 'defender'] as const) {
    const seat = seatOf(side);
    if (seat === 'barbarians' || !CIVILIZATIONS[d.players[seat].civ].savesAUnit) continue;
    const dead = fight.fronts.map((f) => f[side]).filter((u) => u?.dead).map((u) => u!.card);
    const best = dead.sort((a, b) => unitInfo(b).base - unitInfo(a).base)[0];
    if (best) saved.add(best);
  }
  return saved;
}

/** Log lines for the units the civilization saved. */
export function logSaved(ctx: Ctx, saved: ReadonlySet<string>): void {
  if (saved.size) ctx.log.push({ text: `The Chinese bring ${saved.size === 1 ? 'one killed unit' : `${saved.size} killed units`} back to their standing forces.`, rule: 'CIV-CIVAB-CHN-3' });
}

/** CIV-BATTLE-38: "after winning a battle" triggers of the winner: Code of Laws puts a coin on its card (CIV-TECHAB-1.03). */
export function afterWin(ctx: Ctx, seat: Seat): void {
  if (!knows(ctx.d.players[seat], 'Code of Laws')) return;
  addCardCoins(ctx, seat, 'tech:Code of Laws', 1);
  ctx.log.push({ text: `${ctx.d.players[seat].name} puts a coin on Code of Laws for the battle won.`, rule: 'CIV-TECHAB-1.03' });
}
