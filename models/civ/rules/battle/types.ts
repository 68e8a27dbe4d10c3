import type { Seat } from '../../contract';
import type { UnitType } from '../../data/units';

/** The two sides of a battle (CIV-BATTLE-03). */
export type Side = 'attacker' | 'defender';

/** A unit card once played onto a front: face up for everyone (CIV-BATTLE-22). */
export interface FrontCard {
  readonly card: string;
  readonly type: UnitType;
  readonly strength: number;
  readonly wounds: number;
  readonly dead: boolean;
}

/** CIV-BATTLE-22: a numbered column holding at most one unit per side; closed once both are filled. */
export interface Front {
  readonly attacker: FrontCard | null;
  readonly defender: FrontCard | null;
}

/** One combat bonus source counted for a side (CIV-BATTLE-30), itemised for the players. */
export interface BonusItem {
  readonly source: string;
  readonly label: string;
  readonly amount: number;
  readonly rule: string;
}

/**
 * CIV-BATTLE-12/13: a window before the battle turns. `pre-draw`: before the battle forces are drawn (Duty and
 * Honor...); `start`: after the draw, before the first battle turn (Gustavus Adolphus). The sides that hold a card
 * of that moment take it in order, attacker first; each uses its cards, then goes on (`pass-battle-turn`).
 */
export interface BattleWindow {
  readonly stage: 'pre-draw' | 'start';
  readonly sides: readonly Side[];
}

/**
 * The fight itself, kept on the pending battle: the battle forces drawn in secret (CIV-BATTLE-11), the fronts,
 * whose battle turn it is (CIV-BATTLE-20/21) and the bonus of each side as it stands now (CIV-BATTLE-30).
 */
export interface Fight {
  readonly hands: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  readonly fronts: readonly Front[];
  readonly next: Side;
  /** The seat that plays the barbarian side (CIV-BATTLE-40, CIV-CLAR-01). */
  readonly barbarianSeat?: Seat;
  /** Barbarians attacking a player (a Roaming Horde, CIV-BATTLE-43): the attacker side is theirs, played by `barbarianSeat`. */
  readonly barbariansAttack?: boolean;
  /** The rank the barbarian cards fight at: I for villages, II for a Roaming Horde (CIV-BATTLE-43). */
  readonly barbarianRank?: number;
  readonly bonus: { readonly attacker: readonly BonusItem[]; readonly defender: readonly BonusItem[] };
  /** An open window before the battle turns (CIV-BATTLE-12/13); `next` is then the side deciding in it. */
  readonly window?: BattleWindow;
  /** The hand sizes to draw once the pre-draw window closes (CIV-BATTLE-10). */
  readonly sizes?: { readonly attacker: number; readonly defender: number };
  /** The side taking the first battle turn (CIV-BATTLE-20: the defender, the attacker behind city walls). */
  readonly first?: Side;
  /** Battle cards used in this battle (Joan of Arc), by seat. */
  readonly cards: readonly { readonly seat: Seat; readonly card: string }[];
}
