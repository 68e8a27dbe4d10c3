import type { Seat } from '../../contract';
import { OK, refuse, type Check } from '../../../core/check';
import { trumps, unitInfo, unitStrength } from '../../data/units';
import { asState, type Ctx } from '../../draft';
import { knows, ownsWonder } from '../../player';
import type { CivState } from '../../state';
import { refreshBonus } from './bonus';
import { resolveIfDone } from './result';
import { currentBattle, isBarbarian, nextSide, other, seatOf, sideOf, type BattlePending } from './sides';
import type { FrontCard, Side } from './types';
import { zhukovWounds } from './zhukov';

/** `'new'` opens a front of its own; a number joins that front, facing the enemy unit standing there alone. */
export type FrontChoice = 'new' | number;

/** CIV-BATTLE-22: a side may join a front where an enemy unit stands alone and its own slot is empty. */
export function openFronts(b: BattlePending, side: Side): number[] {
  const out: number[] = [];
  b.fight?.fronts.forEach((f, i) => { if (!f[side] && f[other(side)]) out.push(i); });
  return out;
}

/** CIV-BATTLE-21/22: the seat whose battle turn it is plays one unit of its hand onto a new or an open front. */
export function checkPlayUnit(state: CivState, seat: Seat, card: string, front: FrontChoice, iron?: boolean): Check {
  const b = currentBattle(state);
  if (!b) return refuse('no-battle', 'CIV-BATTLE-21', 'No battle is being fought.');
  const side = sideOf(b, seat);
  if (!side) return refuse('not-in-battle', 'CIV-BATTLE-03', 'You do not fight in this battle.');
  if (b.fight.next !== side) return refuse('not-your-battle-turn', 'CIV-BATTLE-21', 'It is the other side\'s battle turn.');
  if (b.fight.window) return refuse('window-open', b.fight.window.stage === 'pre-draw' ? 'CIV-BATTLE-12' : 'CIV-BATTLE-13', 'The battle turns have not begun: use your cards for this moment, then go on.');
  if (!b.fight.hands[side].includes(card)) return refuse('not-in-hand', 'CIV-BATTLE-21', 'That unit is not in your battle force.');
  if (iron) {
    const used = checkIron(state, seat, side, b, front);
    if (!used.ok) return used;
  }
  if (front === 'new') return OK;
  const f = b.fight.fronts[front];
  if (!f) return refuse('no-front', 'CIV-BATTLE-22', 'There is no such front.');
  if (f[side] && f[other(side)]) return refuse('front-closed', 'CIV-BATTLE-22', 'That front already holds a unit of each side.');
  if (f[side]) return refuse('front-own', 'CIV-BATTLE-22', 'A front holds one unit per side: you already have a unit there.');
  return OK;
}

/**
 * CIV-BATTLE-27 / CIV-TECHAB-1.07 Metalworking: once a turn, spend an iron as a unit is played against an enemy unit:
 * it deals 3 more wounds when it strikes. Where it cannot act (a new front) it is refused and nothing is spent.
 */
function checkIron(state: CivState, seat: Seat, side: Side, b: BattlePending, front: FrontChoice): Check {
  const p = state.players[seat];
  if (isBarbarian(b, side)) return refuse('barbarian-side', 'CIV-BATTLE-27', 'The barbarians\' units cannot use your iron.');
  if (!knows(p, 'Metalworking')) return refuse('no-metalworking', 'CIV-BATTLE-27', 'Spending iron in battle needs Metalworking.');
  if (p.resources.iron < 1) return refuse('no-iron', 'CIV-BATTLE-27', 'You have no iron.');
  if (p.resourceAbilitiesUsed.includes('metalworking')) return refuse('once-per-turn', 'CIV-RES-02', 'Metalworking\'s iron works once a turn.');
  if (front === 'new') return refuse('no-enemy', 'CIV-CLAR-08', 'Iron adds wounds only to a unit played against an enemy unit.');
  return OK;
}

/** CIV-BATTLE-16/40: a card's strength at its side's rank (barbarians fight at the battle's barbarian rank). */
function strengthOf(state: CivState, b: BattlePending, side: Side, card: string): number {
  const type = unitInfo(card).type;
  if (isBarbarian(b, side)) return unitStrength(card, b.fight?.barbarianRank ?? 1);
  const seat = seatOf(b, side) as Seat;
  return unitStrength(card, type === 'aircraft' ? 1 : state.players[seat].ranks[type]);
}

/** CIV-BATTLE-24/25: a trump works unless the target's owner has The Pentagon (CIV-WONDERAB). */
function trumpsNow(state: CivState, b: BattlePending, by: FrontCard, target: FrontCard, targetSide: Side): boolean {
  if (!trumps(by.type, target.type)) return false;
  const owner = isBarbarian(b, targetSide) ? undefined : seatOf(b, targetSide);
  return owner === undefined || !ownsWonder(state, owner, 'w-the-pentagon');
}

const hit = (u: FrontCard, by: FrontCard, boost = 0): FrontCard => {
  const wounds = u.wounds + by.strength + boost;
  return { ...u, wounds, dead: wounds >= u.strength };
};

/**
 * CIV-BATTLE-23/24: the new unit and the one it faces strike each other at once; a trumping unit strikes first and,
 * if that kills, takes no wound.
 */
export function strike(played: FrontCard, facing: FrontCard, playedTrumps: boolean, facingTrumps: boolean, boost = 0): [FrontCard, FrontCard] {
  if (playedTrumps) {
    const f = hit(facing, played, boost);
    return [f.dead ? played : hit(played, f), f];
  }
  if (facingTrumps) {
    const p = hit(played, facing);
    return [p, p.dead ? facing : hit(facing, p, boost)];
  }
  return [hit(played, facing), hit(facing, played, boost)];
}

export function playUnit(ctx: Ctx, seat: Seat, card: string, front: FrontChoice, iron?: boolean): void {
  const state = asState(ctx.d);
  const b = currentBattle(state);
  const pend = ctx.d.pending[0];
  if (!b || pend.kind !== 'battle' || !pend.fight) return;
  const fight = pend.fight;
  const side = sideOf(b, seat) as Side;
  const name = isBarbarian(b, side) ? 'The barbarians' : ctx.d.players[seat].name;
  fight.hands[side] = fight.hands[side].filter((c) => c !== card);
  const unit: FrontCard = { card, type: unitInfo(card).type, strength: strengthOf(state, b, side, card), wounds: 0, dead: false };
  if (front === 'new') {
    fight.fronts.push(side === 'attacker' ? { attacker: unit, defender: null } : { attacker: null, defender: unit });
    ctx.log.push({ text: `${name} opens front ${fight.fronts.length} with ${unit.type} (strength ${unit.strength}).`, rule: 'CIV-BATTLE-26' });
  } else {
    const f = fight.fronts[front];
    const foe = f[other(side)] as FrontCard;
    if (iron) {
      const p = ctx.d.players[seat];
      p.resources.iron -= 1;
      ctx.d.market.iron += 1;
      p.resourceAbilitiesUsed.push('metalworking');
      ctx.log.push({ text: `${name} spends an iron: the ${unit.type} deals 3 more wounds.`, rule: 'CIV-BATTLE-27' });
    }
    const [mine, theirs] = strike(unit, foe, trumpsNow(state, b, unit, foe, other(side)), trumpsNow(state, b, foe, unit, side), iron ? 3 : 0);
    f[side] = mine;
    f[other(side)] = theirs;
    zhukovWounds(ctx, state, b, fight.fronts, [...(mine.dead ? [side] : []), ...(theirs.dead ? [other(side)] : [])]);
    const fate = (u: FrontCard) => (u.dead ? 'killed' : u.wounds > 0 ? `${u.wounds} wound${u.wounds === 1 ? '' : 's'}` : 'unhurt');
    const trumped = trumpsNow(state, b, unit, foe, other(side)) || trumpsNow(state, b, foe, unit, side);
    ctx.log.push({ text: `${name} plays ${unit.type} (strength ${unit.strength}) against ${foe.type} (strength ${foe.strength}) on front ${front + 1}${trumped ? ', a trump' : ''}: ${unit.type} ${fate(mine)}, ${foe.type} ${fate(theirs)}.`, rule: trumped ? 'CIV-BATTLE-24' : 'CIV-BATTLE-23' });
  }
  ctx.revealed = true;
  const next = nextSide(fight, side);
  if (next) fight.next = next;
  refreshBonus(ctx);
  resolveIfDone(ctx);
}
