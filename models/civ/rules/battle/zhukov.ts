import type { Seat } from '../../contract';
import type { Ctx } from '../../draft';
import { hasActiveGreatPerson } from '../../player';
import type { CivState } from '../../state';
import { isBarbarian, other, seatOf, type BattlePending } from './sides';
import type { FrontCard, Side } from './types';

type Fronts = { attacker: FrontCard | null; defender: FrontCard | null }[];

/**
 * CIV-GPAB-15 Georgy Zhukov / CIV-CLAR-02: each time one of the owner's units dies, in either battle turn, one enemy
 * unit on the battlefield (never one in a hand) takes a wound; a kill can set off the other side's Zhukov in turn.
 * The owner's choice is read as the enemy unit the wound kills (the strongest such), else the strongest one.
 */
export function zhukovWounds(ctx: Ctx, state: CivState, b: BattlePending, fronts: Fronts, deaths: Side[]): void {
  const queue = [...deaths];
  for (let guard = 0; queue.length > 0 && guard < 64; guard++) {
    const side = queue.shift() as Side;
    if (isBarbarian(b, side) || !hasActiveGreatPerson(state, seatOf(b, side) as Seat, 'Georgy Zhukov')) continue;
    const foe = other(side);
    const living = fronts.map((f, i) => ({ i, u: f[foe] })).filter((x): x is { i: number; u: FrontCard } => !!x.u && !x.u.dead);
    if (living.length === 0) continue;
    const kills = living.filter((x) => x.u.wounds + 1 >= x.u.strength);
    const pick = (kills.length ? kills : living).sort((x, y) => y.u.strength - x.u.strength)[0];
    const hurt: FrontCard = { ...pick.u, wounds: pick.u.wounds + 1, dead: pick.u.wounds + 1 >= pick.u.strength };
    fronts[pick.i][foe] = hurt;
    ctx.log.push({ text: `Zhukov: ${hurt.type} on front ${pick.i + 1} takes a wound${hurt.dead ? ' and dies' : ''}.`, rule: 'CIV-GPAB-15' });
    if (hurt.dead) queue.push(foe);
  }
}
