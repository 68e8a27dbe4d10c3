import type { Random } from '../core/rng';
import type { LogLine, Seat } from './seat';
import type { EmpiresAction } from './actions';
import { applyConflictChoice, checkConflictChoice, conflictChoices, conflictPending } from './conflict-phase';
import { settleBoardPhase } from './sequence';
import { applySupportReduce, checkSupportReduce, supportChoosers, supportOptions } from './support';
import { settleSurplusPhase } from './surplus-phase';
import type { Check } from '../core/check';
import type { EmpiresState } from './state';

export type ChoiceAction = Extract<EmpiresAction, { type: 'conflict-choose' | 'reduce-for-support' }>;
export const CHOICE_ACTIONS: ReadonlySet<string> = new Set(['conflict-choose', 'reduce-for-support']);

/** Whether a city attack or a support check waits for a player (phase 4, 5c or phase 11). */
export const choicePending = (s: EmpiresState) => !!s.conflict || !!s.support;

/** The seats the rules wait for now; null when no such choice is open (the phase's usual order applies). */
export function choiceSeats(s: EmpiresState): Seat[] | null {
  if (s.conflict) {
    const p = conflictPending(s);
    return p ? [p.chooser] : [];
  }
  if (s.support) return supportChoosers(s);
  return null;
}

/** The legal answers of a seat, the bots' choice first (ME-SEQ-5: each decision with its options listed). */
export function choiceActions(s: EmpiresState, seat: Seat): EmpiresAction[] {
  if (s.conflict) return conflictChoices(s, seat).map((c) => ({ type: 'conflict-choose', ...c }));
  if (s.support && supportChoosers(s).includes(seat)) return supportOptions(s, seat).map((area) => ({ type: 'reduce-for-support', area }));
  return [];
}

const choiceOf = ({ type: _type, ...rest }: Extract<EmpiresAction, { type: 'conflict-choose' }>) => rest;

export function checkChoice(s: EmpiresState, seat: Seat, action: ChoiceAction): Check {
  return action.type === 'conflict-choose' ? checkConflictChoice(s, seat, choiceOf(action)) : checkSupportReduce(s, seat, action.area);
}

/** Applies a checked choice; once nothing waits any more the phase goes on as the sequence says. */
export function applyChoiceAction(s: EmpiresState, seat: Seat, action: ChoiceAction, random: Random): { state: EmpiresState; log: LogLine[]; revealed?: boolean } {
  const r = action.type === 'conflict-choose' ? applyConflictChoice(s, choiceOf(action), random) : { ...applySupportReduce(s, seat, action.area), revealed: false };
  return { ...settleChoices(r.state, random, r.log), revealed: r.revealed };
}

/** After a choice (or a chooser leaving): the phase that asked goes on. */
export function settleChoices(s: EmpiresState, random: Random, before: LogLine[] = []): { state: EmpiresState; log: LogLine[]; revealed?: boolean } {
  if (s.phase === 'surplus-population') {
    const r = settleSurplusPhase(s, random);
    return { state: r.state, log: [...before, ...r.log], revealed: r.revealed };
  }
  const r = settleBoardPhase(s, random);
  return { state: r.state, log: [...before, ...r.log], revealed: r.revealed };
}

/** What every seat sees of an open choice: the question, whom it waits for, and the attack it is about. */
export function choiceView(s: EmpiresState) {
  if (s.conflict) {
    const p = conflictPending(s);
    if (!p) return null;
    const spoils = s.conflict.spoils;
    return { kind: p.kind, choosers: [p.chooser], area: p.area, attacker: spoils?.attacker ?? null, defender: spoils?.defender ?? null };
  }
  if (s.support) {
    const choosers = supportChoosers(s);
    return choosers.length ? { kind: 'support' as const, choosers, area: null, attacker: null, defender: null } : null;
  }
  return null;
}
