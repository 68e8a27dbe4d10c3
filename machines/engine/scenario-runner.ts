import type { Seat } from '../../models/core/module';
import { PLAYER_COLORS, type PlayerColor } from '../../models/core/module';
import { evaluateCheck, type CheckFailure, type OutcomeCheck } from '../../models/core/outcome-check';
import type { PatchOp } from '../../models/core/patch';
import type { LogEntryView } from '../../models/core/protocol';
import { isActionEntry, type Scenario } from '../../models/core/scenario';
import { GameHost } from './host';
import type { GameModule } from './module';

interface StepCommon {
  readonly index: number;
  readonly seat: Seat;
  readonly type: string;
  /** Whether the result is the one the scenario's `expect` names (absent without `expect`). */
  expected?: boolean;
  /** The log lines the action wrote, as the watched seat (or everyone) reads them, each with its rule. */
  log: readonly string[];
  /** With every seat watched: the lines only that seat reads (its private draws), by seat. */
  seatLog?: Readonly<Record<number, readonly string[]>>;
  /** The outcome checks of this action that did not hold. */
  failed?: readonly CheckFailure[];
}

export type ScenarioStep = StepCommon & ({ accepted: true } | { accepted: false; code: string; rule: string; message: string });

/** A check that did not hold, with the entry it belongs to: `after` names the action (or "step N"). */
export type ScenarioFailure = CheckFailure & { readonly entry: number; readonly after: string };

export interface ScenarioRun {
  readonly module: string;
  /** One per action entry (check-only entries are not actions). */
  readonly steps: readonly ScenarioStep[];
  /** Every outcome check that did not hold, in order. */
  readonly failures: readonly ScenarioFailure[];
  /** Steps whose result differs from the scenario's `expect`, plus failed checks. */
  readonly mismatches: number;
  readonly view: unknown;
  readonly seat: Seat | null;
  readonly hash: string;
  readonly outcome: GameHost['outcome'];
  readonly host: GameHost;
}

export interface ScenarioRunOptions {
  /** Record each seat's private log lines beside the public ones. */
  readonly allSeats?: boolean;
}

export function hostForScenario(scenario: Scenario, modules: Readonly<Record<string, GameModule>>): GameHost {
  const module = modules[scenario.module];
  if (!module) throw new Error(`Unknown module "${scenario.module}". Known: ${Object.keys(modules).join(', ')}.`);
  const players = scenario.players.map((p, seat) => {
    const name = typeof p === 'string' ? p : p.name;
    const asked = typeof p === 'string' ? undefined : p.color;
    const color = (PLAYER_COLORS as readonly string[]).includes(asked ?? '') ? (asked as PlayerColor) : PLAYER_COLORS[seat % PLAYER_COLORS.length];
    return { seat, name, color };
  });
  const overrides: PatchOp[] = scenario.overrides.map((o) => ('value' in o && o.value !== undefined ? [o.path, o.value] : [o.path]));
  return new GameHost({ module, players, options: scenario.options, seed: scenario.seed, overrides });
}

/** A log line as the scenario command prints it: the text, then the rule that wrote it. */
export const logText = (line: LogEntryView): string => (line.rule ? `${line.text} [${line.rule}]` : line.text);

/** The checks that fail against the host's current views. */
export function failedChecks(host: GameHost, checks: readonly OutcomeCheck[]): CheckFailure[] {
  const out: CheckFailure[] = [];
  for (const check of checks) {
    const failure = evaluateCheck(host.viewFor(check.seat ?? null), check);
    if (failure) out.push(failure);
  }
  return out;
}

function seatLogs(host: GameHost, mark: number): Record<number, string[]> {
  const shared = new Set(host.logFor(null, mark).map((l) => l.index));
  const out: Record<number, string[]> = {};
  for (const p of host.players) {
    const own = host.logFor(p.seat, mark).filter((l) => !shared.has(l.index));
    if (own.length > 0) out[p.seat] = own.map(logText);
  }
  return out;
}

/**
 * Runs a scenario headlessly: every action through the host, as a client's would go; after each, its log lines
 * and its outcome checks against the views.
 */
export function runScenario(scenario: Scenario, modules: Readonly<Record<string, GameModule>>, seat: Seat | null = null, options: ScenarioRunOptions = {}): ScenarioRun {
  const host = hostForScenario(scenario, modules);
  const steps: ScenarioStep[] = [];
  const failures: ScenarioFailure[] = [];
  let mismatches = 0;
  scenario.actions.forEach((entry, index) => {
    if (!isActionEntry(entry)) {
      for (const f of failedChecks(host, entry.check)) failures.push({ ...f, entry: index, after: `step ${index + 1}` });
      return;
    }
    const mark = host.logLength;
    const refusal = host.submit(entry.seat, entry.action);
    const log = host.logFor(seat, mark).map(logText);
    const head = { index, seat: entry.seat, type: entry.action.type };
    const tail = { log, ...(options.allSeats ? { seatLog: seatLogs(host, mark) } : {}) };
    const step: ScenarioStep = refusal
      ? { ...head, accepted: false, code: refusal.code, rule: refusal.rule, message: refusal.message, ...tail }
      : { ...head, accepted: true, ...tail };
    if (entry.expect !== undefined) {
      const want = entry.expect;
      const asExpected = want === 'accepted' ? step.accepted : !step.accepted && step.code === want.refused && (want.rule === undefined || step.rule === want.rule);
      step.expected = asExpected;
      if (!asExpected) mismatches++;
    }
    if (entry.check) {
      const failed = failedChecks(host, entry.check);
      if (failed.length > 0) step.failed = failed;
      for (const f of failed) failures.push({ ...f, entry: index, after: `step ${index + 1} (${entry.action.type} by seat ${entry.seat})` });
    }
    steps.push(step);
  });
  return { module: scenario.module, steps, failures, mismatches: mismatches + failures.length, view: host.viewFor(seat), seat, hash: host.hash(), outcome: host.outcome, host };
}
