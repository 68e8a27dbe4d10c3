import type { AnyStateMachine } from 'xstate';
import { fullStep, SETTLE_EVENT, stepChart } from './chart-step';
import type { Action, Applied, GameRules, LogLine, Seat } from '../../models/core/module';
import type { Random } from '../../models/core/rng';
import { applyAction, checkAction, type AnyRules } from '../../models/core/dispatch';
import { isTableAction } from '../../models/tabletop';
import { refuse, type Check } from '../../models/core/check';

/**
 * A game module as the engine runs it: the pure rules (models/<game>) and, where the module has one, its turn
 * statechart (machines/<game>). With a chart, module actions go through the chart as events, so the phase the
 * chart is in decides which actions exist at all, and the rules' check is its guard.
 */
export interface GameModule {
  readonly rules: AnyRules;
  readonly machine?: AnyStateMachine;
  /**
   * After a scenario's overrides (models/<game>/invariants.ts): the state with its derived indexes worked out again
   * from what the overrides set, or the problem that makes the position impossible.
   */
  reindex?(state: unknown, setup: unknown): { readonly ok: true; readonly state: unknown } | { readonly ok: false; readonly problem: string };
  /** The module's invariants (the drills' too): the first broken one in words, or null. `setup` is the position setup made. */
  invariant?(state: unknown, setup: unknown): string | null;
  /**
   * Options a game saved before they existed plays with, when their default for new games is something else
   * (new games save every option, so this only fills the gaps of older files).
   */
  readonly legacyOptions?: Readonly<Record<string, unknown>>;
}

/** A saved game's options with the gaps of an older file filled as it was played. */
export function savedOptions(module: GameModule, options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...module.legacyOptions, ...options };
}

/**
 * The position a scenario's overrides give, checked: derived indexes rebuilt, then the invariants. Throws with the
 * broken invariant named, so a scenario, tutorial or game file with an impossible position is refused.
 */
export function settleOverrides(module: GameModule, setup: unknown, overridden: unknown): unknown {
  let state = overridden;
  if (module.reindex) {
    const done = module.reindex(state, setup);
    if (!done.ok) throw new Error(`The overrides give an impossible position: ${done.problem.replace(/\.$/, "")}.`);
    state = done.state;
  }
  const broken = module.invariant?.(state, setup) ?? null;
  if (broken) throw new Error(`The overrides break an invariant of ${module.rules.name}: ${broken.replace(/\.$/, "")}.`);
  return state;
}

interface ChartContext {
  game: unknown;
  log: LogLine[];
  revealed: boolean;
}

/** The host's record of a game: the module state, and the chart's snapshot where the module has a chart. */
export interface Running {
  readonly game: unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly chart: any | null;
}

export function startRunning(module: GameModule, game: unknown): Running {
  if (!module.machine) return { game, chart: null };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const chart = (module.machine as any).resolveState({ value: module.machine.config.initial ?? {}, context: { game, log: [], revealed: false } });
  return { game, chart: kept(settle(module.machine, chart)) };
}

/**
 * The chart as the host keeps it: with its log emptied and nothing revealed, so that the next step's context holds
 * that step's own log. The snapshot is one the step just made (or the kept one, already empty): emptying it here
 * spares rebuilding the whole snapshot with `resolveState` before every step.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function kept(snapshot: any): any {
  const context = snapshot.context as ChartContext;
  if (Array.isArray(context.log) && context.log.length === 0 && context.revealed === false) return snapshot;
  snapshot.context = { ...context, log: [], revealed: false };
  return snapshot;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function settle(machine: AnyStateMachine, snapshot: any): any {
  // Eventless transitions run as part of any transition; a no-op event lets the chart reach the phase its state implies.
  return fullStep(machine, snapshot, { type: SETTLE_EVENT });
}

export function checkRunning(module: GameModule, running: Running, seat: Seat, action: Action): Check {
  const verdict = checkAction(module.rules as GameRules<unknown, Action, unknown, unknown>, running.game, seat, action);
  if (!verdict.ok || !running.chart || isTableAction(action)) return verdict;
  const event = { type: action.type, seat, action, random: null };
  if (!running.chart.can(event)) {
    return refuse('not-now', 'ENGINE-PHASE-1', `"${action.type}" is not possible in this phase of the game.`);
  }
  return verdict;
}

export function applyRunning(module: GameModule, running: Running, seat: Seat, action: Action, random: Random): Applied<Running> {
  if (!running.chart || isTableAction(action)) {
    const done = applyAction(module.rules as GameRules<unknown, Action, unknown, unknown>, running.game, seat, action, random);
    if (!running.chart) return { ...done, state: { game: done.state, chart: null } };
    // A manual change also updates the chart's copy of the game so its eventless transitions see the board.
    const chart = module.machine!.resolveState({ value: running.chart.value, context: { ...running.chart.context, game: done.state } });
    return { ...done, state: { game: done.state, chart: kept(settle(module.machine!, chart)) } };
  }
  // The kept chart's log is empty already (kept): the step starts from it as it is.
  const next = stepChart(module.machine!, running.chart, { type: action.type, seat, action, random } as never);
  const context = next.context as ChartContext;
  const { game, log, revealed } = context;
  return { state: { game, chart: kept(next) }, log, revealed };
}

/** Every option of a new game, defaults included; options the rules refuse are left as given, for the host to refuse. */
export function fullOptions(module: GameModule, options: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const parsed = module.rules.optionsSchema.safeParse(options);
  return parsed.success ? JSON.parse(JSON.stringify(parsed.data)) : { ...options };
}
