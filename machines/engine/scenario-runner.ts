import type { Seat } from '../../models/core/module';
import { PLAYER_COLORS, type PlayerColor } from '../../models/core/module';
import type { PatchOp } from '../../models/core/patch';
import type { Scenario } from '../../models/core/scenario';
import { GameHost } from './host';
import type { GameModule } from './module';

export type ScenarioStep =
  | { index: number; seat: Seat; type: string; accepted: true; expected?: boolean }
  | { index: number; seat: Seat; type: string; accepted: false; code: string; rule: string; message: string; expected?: boolean };

export interface ScenarioRun {
  readonly module: string;
  readonly steps: readonly ScenarioStep[];
  /** Steps whose result differs from the scenario's `expect`. */
  readonly mismatches: number;
  readonly view: unknown;
  readonly seat: Seat | null;
  readonly hash: string;
  readonly outcome: GameHost['outcome'];
  readonly host: GameHost;
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

/** Runs a scenario headlessly: every action through the host, as a client's would go. */
export function runScenario(scenario: Scenario, modules: Readonly<Record<string, GameModule>>, seat: Seat | null = null): ScenarioRun {
  const host = hostForScenario(scenario, modules);
  const steps: ScenarioStep[] = [];
  let mismatches = 0;
  scenario.actions.forEach((entry, index) => {
    const refusal = host.submit(entry.seat, entry.action);
    const step: ScenarioStep = refusal
      ? { index, seat: entry.seat, type: entry.action.type, accepted: false, code: refusal.code, rule: refusal.rule, message: refusal.message }
      : { index, seat: entry.seat, type: entry.action.type, accepted: true };
    if (entry.expect !== undefined) {
      const asExpected = entry.expect === 'accepted' ? step.accepted : !step.accepted && step.code === entry.expect.refused;
      step.expected = asExpected;
      if (!asExpected) mismatches++;
    }
    steps.push(step);
  });
  return { module: scenario.module, steps, mismatches, view: host.viewFor(seat), seat, hash: host.hash(), outcome: host.outcome, host };
}
