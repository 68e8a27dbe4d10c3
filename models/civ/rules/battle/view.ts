import type { Secret, Seat } from '../../contract';
import type { CivAction } from '../../actions';
import type { CivState } from '../../state';
import { openFronts } from './play';
import { wonderWorks } from '../../player';
import { currentBattle, other, seatOf, sideOf, type BattlePending } from './sides';
import type { Fight, Side } from './types';

const ORACLE = 'w-the-oracle';

/** CIV-WONDERAB-A5: a fighter owning a working Oracle sees the other side's battle force too. */
export function oracleSees(state: CivState, b: BattlePending, seat: Seat | null | undefined): boolean {
  return seat !== null && seat !== undefined && sideOf(b, seat) !== null && wonderWorks(state, seat, ORACLE);
}

/** A fight as one seat sees it: its own battle force, only the size of the other's (CIV-BATTLE-11), both with the Oracle. */
export function viewFight(state: CivState, fight: Fight, b: BattlePending, seat: Seat | null) {
  const own = seat === null ? null : sideOf(b, seat);
  const open = oracleSees(state, b, seat);
  const hand = (side: Side) => (own === side || open ? fight.hands[side] : fight.hands[side].length);
  return { ...fight, hands: { attacker: hand('attacker'), defender: hand('defender') }, seats: { attacker: seatOf(b, 'attacker'), defender: seatOf(b, 'defender') } };
}

/** Every card in a battle hand is secret from everyone but the seat playing that side. */
export function battleSecrets(state: CivState): Secret[] {
  const out: Secret[] = [];
  for (const p of state.pending) {
    if (p.kind !== 'battle' || !p.fight) continue;
    for (const side of ['attacker', 'defender'] as const) {
      const seat = seatOf(p, side);
      const rival = seatOf(p, other(side));
      const seenBy = [...(seat === undefined ? [] : [seat]), ...(oracleSees(state, p, rival) ? [rival as Seat] : [])];
      for (const card of p.fight.hands[side]) out.push({ token: card, seenBy });
    }
  }
  return out;
}

/** The battle moves a seat may try now: each card of its hand onto a new front or any open one (CIV-BATTLE-21/22). */
export function battleCandidates(state: CivState, seat: Seat): CivAction[] {
  const b = currentBattle(state);
  const side = b && sideOf(b, seat);
  if (!b || !side || b.fight.next !== side) return [];
  const out: CivAction[] = [{ type: 'pass-battle-turn' }];
  // CIV-BATTLE-12/13: in a window the side uses its cards (offered as `use-card`) or goes on.
  if (b.fight.window) return out;
  const fronts = openFronts(b, side);
  for (const card of b.fight.hands[side]) {
    for (const front of fronts) out.push({ type: 'play-unit', card, front }, { type: 'play-unit', card, front, iron: true });
    out.push({ type: 'play-unit', card, front: 'new' });
  }
  return out;
}
