import type { LogLine, Seat } from '../seat';
import type { Random } from '../../core/rng';
import type { Check } from '../../core/check';
import type { EmpiresAction } from '../actions';
import { withRecords, type EmpiresState } from '../state';
import type { CalamityChoice } from './effect-types';
import { applyCalamityChoice, checkCalamityChoice, pendingChoice, settleCalamities } from './resolve';

type CalamityAction = Extract<EmpiresAction, { type: 'calamity-choose' | 'resolve-regression' }>;

/** The action a choice is sent as: Regression keeps its own action (SB-REG), everything else `calamity-choose`. */
export function actionOf(choice: CalamityChoice): CalamityAction {
  if (choice.sacrifice !== undefined) return { type: 'resolve-regression', sacrifice: choice.sacrifice, destroyCities: [...(choice.destroyCities ?? [])] };
  const { area, seat, card, unit, save } = choice;
  return { type: 'calamity-choose', ...(area !== undefined && { area }), ...(seat !== undefined && { seat }), ...(card !== undefined && { card }), ...(unit && { unit }), ...(save && { save }) };
}

function choiceOf(action: CalamityAction): CalamityChoice {
  if (action.type === 'resolve-regression') return { sacrifice: action.sacrifice, destroyCities: action.destroyCities };
  const { type: _type, ...choice } = action;
  return choice;
}

/** Who must choose now in a scripted phase 9 (hotseat hands the screen to him). */
export function calamityChooser(state: EmpiresState): Seat | null {
  return pendingChoice(state)?.task.chooser ?? null;
}

export function calamityLegalActions(state: EmpiresState, seat: Seat): EmpiresAction[] {
  const p = pendingChoice(state);
  return p && p.task.chooser === seat ? p.options.map(actionOf) : [];
}

export function checkCalamityAction(state: EmpiresState, seat: Seat, action: CalamityAction): Check {
  return checkCalamityChoice(state, seat, choiceOf(action));
}

/** After a seat left: the phase runs on past that seat's choices. */
export function settleAfterLeaving(state: EmpiresState, random: Random): { state: EmpiresState; log: LogLine[]; finished: boolean } {
  const r = settleCalamities(state, random);
  return { ...r, state: r.finished ? withRecords(r.state, { calamity: null }) : r.state };
}

export function applyCalamityAction(state: EmpiresState, action: CalamityAction, random: Random): { state: EmpiresState; log: LogLine[]; finished: boolean } {
  const r = applyCalamityChoice(state, choiceOf(action), random);
  return { ...r, state: r.finished ? withRecords(r.state, { calamity: null }) : r.state };
}
