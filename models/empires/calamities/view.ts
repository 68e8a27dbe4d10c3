import { ADVANCE_BY_ID } from '../data/advances';
import type { EmpiresState } from '../state';
import { calamityOfCard, type Role } from './data';
import { modifiersFor } from './modifiers';
import { calamityName, ruleIdOf } from './resolve';

/**
 * What every seat may see of phase 9: the counts shown in phase 8, the calamity revealed now with its victims,
 * beneficiary, the task waiting and each advance that changes it. Cards still to be called stay hidden (only
 * how many remain).
 */
export function calamityView(state: EmpiresState) {
  const cp = state.calamity;
  if (!cp) return null;
  const a = cp.active;
  const rule = a ? calamityOfCard(a.card) : null;
  const itemise = (seat: number, role: Role) =>
    rule ? modifiersFor(state, rule, seat, role).map((m) => ({ seat, advance: ADVANCE_BY_ID[m.advance]?.name ?? m.advance, delta: m.delta, role })) : [];
  return {
    held: cp.held,
    remaining: cp.queue.length,
    active: a && rule && {
      id: a.id,
      name: calamityName(state, a.id),
      rule: ruleIdOf(a.id),
      major: rule.major,
      tradeable: rule.tradeable,
      victim: a.victim,
      beneficiary: a.beneficiary,
      secondaries: a.secondaries,
      task: a.tasks[0] ?? null,
      tasks: a.tasks.length,
      modifiers: [...itemise(a.victim, 'primary'), ...a.secondaries.flatMap((s) => itemise(s, 'secondary'))],
    },
  };
}

export type CalamityView = ReturnType<typeof calamityView>;
