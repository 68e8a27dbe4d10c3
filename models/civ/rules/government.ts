import type { Seat } from '../contract';
import { OK, refuse, type Check } from '../../core/check';
import type { GovernmentId } from '../data/civs';
import { GOVERNMENTS } from '../data/governments';
import type { Ctx } from '../draft';
import { peek } from '../draft';
import { immuneToAnarchy, ownsWonder } from '../player';
import type { CivState } from '../state';

export function governmentUnlocked(state: CivState, seat: Seat, g: GovernmentId): boolean {
  if (GOVERNMENTS[g].unlocked === 'always') return true;
  if (GOVERNMENTS[g].unlocked === 'never') return false;
  return state.players[seat].governmentsUnlocked[g] !== undefined || ownsWonder(state, seat, 'w-the-pyramids');
}

/** CIV-GOV-01/02: change in Start of Turn to an unlocked government. */
export function checkChangeGovernment(state: CivState, seat: Seat, g: GovernmentId): Check {
  const p = state.players[seat];
  if (p.government === g) return refuse('same', 'CIV-GOV-02', 'That is already your government.');
  if (p.anarchyTarget) return refuse('in-anarchy', 'CIV-GOV-02', 'You are already on your way to a new government.');
  if (!governmentUnlocked(state, seat, g)) return refuse('locked', 'CIV-GOV-01', `${GOVERNMENTS[g].name} is not unlocked.`);
  return OK;
}

/**
 * CIV-GOV-02 / FF-TERM-02: switch straight away if unlocked in the previous round (or immune to anarchy);
 * otherwise spend this turn in Anarchy and switch at the next Start of Turn.
 */
export function changeGovernment(ctx: Ctx, seat: Seat, g: GovernmentId): void {
  const d = ctx.d;
  const p = d.players[seat];
  const fresh = p.governmentsUnlocked[g] === d.round - 1;
  if (fresh || immuneToAnarchy(peek(d), seat)) {
    p.government = g;
    ctx.log.push({ text: `${p.name} switches to ${GOVERNMENTS[g].name}.`, rule: fresh ? 'CIV-GOV-02' : 'FF-TERM-02' });
  } else {
    p.government = 'anarchy';
    p.anarchyTarget = g;
    ctx.log.push({ text: `${p.name} falls into Anarchy on the way to ${GOVERNMENTS[g].name}.`, rule: 'CIV-GOV-02' });
  }
}

/** CIV-GOV-03 / FF-TERM-02: culture events cannot force anarchy on an immune player. */
export function checkForceAnarchy(state: CivState, seat: Seat): Check {
  if (immuneToAnarchy(state, seat)) return refuse('immune', 'FF-TERM-02', `${state.players[seat].name} is immune to anarchy.`);
  if (state.players[seat].government === 'anarchy') return refuse('already', 'CIV-GOV-03', 'Already in Anarchy.');
  return OK;
}

export function endAnarchy(ctx: Ctx, seat: Seat): void {
  const p = ctx.d.players[seat];
  if (p.government === 'anarchy' && p.anarchyTarget) {
    p.government = p.anarchyTarget;
    delete p.anarchyTarget;
    ctx.log.push({ text: `${p.name} leaves Anarchy for ${GOVERNMENTS[p.government].name}.`, rule: 'CIV-GOV-02' });
  }
}
