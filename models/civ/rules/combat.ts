import type { Seat } from '../contract';
import { GOVERNMENTS } from '../data/governments';
import { WONDER_BY_ID } from '../data/wonders';
import { trumps, type UnitType } from '../data/units';
import { outskirtsOf } from '../map';
import { ownsWonder } from '../player';
import { bonusItems, bonusTotal } from './battle/bonus';
import type { City, CivState } from '../state';

/** CIV-COMBAT-04 (F&F reference card): 3, +2 per extra army, +1 Fundamentalism, +3 defending a city. */
export function battleHandSize(state: CivState, seat: Seat, armies: number, defendingCity: boolean): number {
  let size = 3 + 2 * Math.max(0, armies - 1);
  size += GOVERNMENTS[state.players[seat].government].handSize ?? 0;
  if (defendingCity) size += 3;
  return size;
}

/** CIV-COMBAT-08: a side's combat bonus, read from the one table of sources (CIV-BATTLE-30, battle/bonus.ts). */
export function combatBonus(state: CivState, seat: Seat, defending?: City): number {
  return bonusTotal(bonusItems({ state, seat, side: defending ? 'defender' : 'attacker', city: defending, square: defending?.centre ?? { x: -1, y: -1 } }));
}

/** CIV-COMBAT-05: the defender plays first, unless its city has walls. */
export function firstToPlay(defending?: City): 'attacker' | 'defender' {
  return defending?.walls ? 'attacker' : 'defender';
}

/** CIV-COMBAT-07: the higher total wins; ties go to the defender. */
export function battleWinner(attackerTotal: number, defenderTotal: number): 'attacker' | 'defender' {
  return attackerTotal > defenderTotal ? 'attacker' : 'defender';
}

export interface FrontUnit { readonly type: UnitType; readonly strength: number; readonly wounds: number }

/**
 * CIV-COMBAT-06: facing units wound each other by their strengths; a trumping unit strikes first and, if it kills,
 * takes no damage.
 */
export function resolveFront(attacker: FrontUnit, defender: FrontUnit): [FrontUnit, FrontUnit] {
  const hit = (u: FrontUnit, dmg: number): FrontUnit => ({ ...u, wounds: u.wounds + dmg });
  const dead = (u: FrontUnit) => u.wounds >= u.strength;
  if (trumps(attacker.type, defender.type)) {
    const d2 = hit(defender, attacker.strength);
    return dead(d2) ? [attacker, d2] : [hit(attacker, defender.strength), d2];
  }
  if (trumps(defender.type, attacker.type)) {
    const a2 = hit(attacker, defender.strength);
    return dead(a2) ? [a2, defender] : [a2, hit(defender, attacker.strength)];
  }
  return [hit(attacker, defender.strength), hit(defender, attacker.strength)];
}

/** FF-LOOT-01: 1 loot for beating figures, 2 for a non-capital city (exclusive unless "cumulative loot"). */
export function lootEarned(state: CivState, loserHadFigures: boolean, city: City | undefined, loser: Seat): number {
  let loot = 0;
  if (city && city.kind === 'city') loot = state.options.cityDefenceLoot === 'cumulative' ? 2 + (loserHadFigures ? 1 : 0) : 2;
  else if (loserHadFigures) loot = 1;
  // The Great Wall: a rival who beats its owner takes one loot less.
  for (const w of Object.keys(state.wondersOwned)) if (ownsWonder(state, loser, w)) loot -= WONDER_BY_ID[w].lessLoot ?? 0;
  return Math.max(0, loot);
}

export function outskirtsSquares(city: City) {
  return outskirtsOf(city);
}
