import type { Seat } from '../../contract';
import type { CivState, Pending } from '../../state';
import type { Fight, Side } from './types';

export type BattlePending = Extract<Pending, { kind: 'battle' }>;

export const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

/** The battle being fought now (CIV-BATTLE-04: one at a time, at the head of the pending decisions). */
export function currentBattle(state: CivState): (BattlePending & { fight: Fight }) | null {
  const p = state.pending[0];
  return p && p.kind === 'battle' && p.fight ? (p as BattlePending & { fight: Fight }) : null;
}

/** Whether a side is the barbarians' (a village's defenders, or a Roaming Horde's attackers). */
export function isBarbarian(b: BattlePending, side: Side): boolean {
  return side === 'defender' ? b.defender === 'barbarians' : !!b.fight?.barbariansAttack;
}

/** The seat that plays a side: the barbarians are played by the seat the rules name (CIV-BATTLE-40). */
export function seatOf(b: BattlePending, side: Side): Seat | undefined {
  if (side === 'attacker') return b.fight?.barbariansAttack ? b.fight.barbarianSeat : b.attacker;
  return b.defender === 'barbarians' ? b.fight?.barbarianSeat : b.defender;
}

/** The side a seat plays in this battle, if any. */
export function sideOf(b: BattlePending, seat: Seat): Side | null {
  if (seatOf(b, 'defender') === seat) return 'defender';
  if (seatOf(b, 'attacker') === seat) return 'attacker';
  return null;
}

/** The seat whose battle turn it is (CIV-BATTLE-21): the one who acts, and the one the hotseat hands over to. */
export function battleTurnSeat(b: BattlePending): Seat | undefined {
  return b.fight ? seatOf(b, b.fight.next) : undefined;
}

/** Who takes the next battle turn: turns alternate; a side with an empty hand takes no more (CIV-BATTLE-21). */
export function nextSide(fight: Pick<Fight, 'hands'>, justPlayed: Side): Side | null {
  const o = other(justPlayed);
  if (fight.hands[o].length > 0) return o;
  if (fight.hands[justPlayed].length > 0) return justPlayed;
  return null;
}
