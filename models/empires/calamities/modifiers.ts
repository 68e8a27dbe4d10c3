import type { Seat } from '../seat';
import type { EmpiresState } from '../state';
import type { CalamityRule, Modifier, Role } from './data';

/** ME-34P-2/3: the small-game numbers apply with fewer than five players. */
export const smallGame = (state: EmpiresState): boolean => state.players.length < 5;

/** The advance modifiers that touch `role` for this seat (for the panel's itemised list, too). */
export function modifiersFor(state: EmpiresState, rule: CalamityRule, seat: Seat, role: Role): Modifier[] {
  const owned = state.players[seat].advances;
  return rule.modifiers.filter((m) => (m.target === role || m.target === 'both') && owned.includes(m.advance));
}

/** ME-CALX-10..25 with their modifiers; ME-CALX-26: never below 0. */
export function amountFor(state: EmpiresState, rule: CalamityRule, seat: Seat, role: Role): number {
  const base = (smallGame(state) ? rule.small?.[role] : undefined) ?? rule.amounts[role] ?? 0;
  const total = modifiersFor(state, rule, seat, role).reduce((t, m) => t + m.delta, base);
  return Math.max(0, total);
}
