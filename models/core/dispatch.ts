import { refuse, type Check, type Refusal } from './check';
import type { Action, Applied, GameRules, Seat } from './module';
import type { Random } from './rng';
import { applyTableAction, checkTableAction, isTableAction, tableActionSchema, type TableAction } from '../tabletop';

/**
 * One entry point for every action a module receives: `table/...` actions go to the shared tabletop layer through
 * the module's lens (when it has manual phases), the rest to the module's own rules. The host, the statechart
 * wrapper, the scenario runner and the bots all call these, so they agree.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any>;

export type Parsed = { ok: true; action: Action } | Refusal;

export function parseAction(rules: AnyRules, raw: unknown): Parsed {
  const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return refuse('bad-action', 'ENGINE-MSG-2', 'An action needs a "type" string.');
  const table = isTableAction({ type });
  if (table && !rules.tabletop) return refuse('no-manual-phase', 'ENGINE-MSG-3', `${rules.name} has no manual table actions.`);
  const parsed = (table ? tableActionSchema : rules.actionSchema).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.length > 0 ? issue.path.join('.') : '(action)';
    return refuse('bad-action', 'ENGINE-MSG-2', `The action "${type}" is malformed at ${field}: ${issue.message}`);
  }
  return { ok: true, action: parsed.data as Action };
}

export function checkAction<S>(rules: GameRules<S, Action, unknown, unknown>, state: S, seat: Seat, action: Action): Check {
  if (isTableAction(action)) {
    const lens = rules.tabletop;
    if (!lens) return refuse('no-manual-phase', 'ENGINE-MSG-3', `${rules.name} has no manual table actions.`);
    const allowed = lens.manualAllowed(state, seat);
    if (!allowed.ok) return allowed;
    return checkTableAction(lens.table(state), seat, action as TableAction);
  }
  return rules.check(state, seat, action);
}

export function applyAction<S>(rules: GameRules<S, Action, unknown, unknown>, state: S, seat: Seat, action: Action, random: Random): Applied<S> {
  if (isTableAction(action)) {
    const lens = rules.tabletop!;
    const done = applyTableAction(lens.table(state), seat, action as TableAction, random, lens.seatNames(state));
    return { ...done, state: lens.withTable(state, done.state) };
  }
  return rules.apply(state, seat, action, random);
}
