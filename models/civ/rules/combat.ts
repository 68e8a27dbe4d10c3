import type { Seat } from '../contract';
import { BUILDING_BY_ID } from '../data/buildings';
import { GOVERNMENTS } from '../data/governments';
import { WONDER_BY_ID } from '../data/wonders';
import { trumps, type UnitType } from '../data/units';
import { isBlockaded, outskirtsOf } from '../map';
import { investmentTier, ownsWonder } from '../player';
import type { City, CivState } from '../state';

/** CIV-COMBAT-04 (F&F reference card): 3, +2 per extra army, +1 Fundamentalism, +3 defending a city. */
export function battleHandSize(state: CivState, seat: Seat, armies: number, defendingCity: boolean): number {
  let size = 3 + 2 * Math.max(0, armies - 1);
  size += GOVERNMENTS[state.players[seat].government].handSize ?? 0;
  if (defendingCity) size += 3;
  return size;
}

/**
 * CIV-COMBAT-08: every combat bonus source; blockaded Barracks, Academies and generals give nothing ([DEFAULT]).
 * FF-METRO-09 (+2 metropolis), FF-DISBAND-04 (+2 fortification) and the MIC investment are included.
 */
export function combatBonus(state: CivState, seat: Seat, defending?: City): number {
  let bonus = 0;
  for (const pl of state.placed) {
    if (pl.owner !== seat || isBlockaded(state, pl.at, seat)) continue;
    if (pl.kind === 'building') bonus += BUILDING_BY_ID[pl.what].combatBonus;
    if (pl.kind === 'great-person' && pl.what === 'general') bonus += 4;
  }
  if (defending) {
    bonus += defending.kind === 'city' ? 6 : 12;
    if (defending.walls) bonus += 4;
    if (defending.kind === 'metropolis') bonus += 2;
    if (defending.marker === 'fortification') bonus += 2;
  }
  bonus += GOVERNMENTS[state.players[seat].government].combatBonus ?? 0;
  bonus += investmentTier(state, seat, 'military-industrial-complex')?.combatBonus ?? 0;
  for (const w of Object.keys(state.wondersOwned)) if (ownsWonder(state, seat, w)) bonus += WONDER_BY_ID[w].combatBonus ?? 0;
  return bonus;
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
