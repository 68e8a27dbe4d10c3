import { z } from 'zod';
import { describeIssue } from './zod-issue';
import { outcomeCheckSchema } from './outcome-check';

/**
 * A scenario: a starting position and a list of actions by seat. Tests, tutorials, bug reports and the
 * `npm run scenario` command all use this one format (docs/scenarios.md).
 */
export const SCENARIO_FORMAT = 'tessera-scenario';
export const SCENARIO_VERSION = 1;

const pathKey = z.union([z.string().min(1).max(64), z.number().int().min(0)]);

/** What the author expects of an action: accepted, or refused with this code (and, if given, this rule). */
export const expectSchema = z.union([z.literal('accepted'), z.object({ refused: z.string().min(1), rule: z.string().min(1).optional() }).strict()]);

export const actionEntrySchema = z
  .object({
    seat: z.number().int().min(0).max(15),
    action: z.object({ type: z.string().min(1) }).passthrough(),
    /** The runner reports a result that differs as a mismatch. */
    expect: expectSchema.optional(),
    /** Facts about the state after the action (docs/scenarios.md, "Outcome checks"). */
    check: z.array(outcomeCheckSchema).min(1).max(64).optional(),
    note: z.string().max(500).optional(),
  })
  .strict();

export const checkEntrySchema = z.object({ check: z.array(outcomeCheckSchema).min(1).max(64), note: z.string().max(500).optional() }).strict();

export type ScenarioAction = z.infer<typeof actionEntrySchema>;
export type ScenarioCheck = z.infer<typeof checkEntrySchema>;
export type ScenarioEntry = ScenarioAction | ScenarioCheck;

export const isActionEntry = (entry: ScenarioEntry): entry is ScenarioAction => 'action' in entry;

export const scenarioSchema = z
  .object({
    format: z.literal(SCENARIO_FORMAT),
    version: z.number().int().min(1),
    module: z.string().min(1),
    title: z.string().max(200).optional(),
    description: z.string().max(2000).optional(),
    players: z.array(z.union([z.string().min(1).max(40), z.object({ name: z.string().min(1).max(40), color: z.string().optional() }).strict()])).min(1).max(16),
    options: z.record(z.string(), z.unknown()).default({}),
    seed: z.string().min(1).max(200),
    /** Changes to the state after setup: each a path into the module's state and a new value (or none, to delete). */
    overrides: z.array(z.object({ path: z.array(pathKey).min(1).max(16), value: z.unknown().optional() }).strict()).default([]),
    /** Actions in order; a step of its own (`{ "check": [...] }`) checks the state at that point. */
    actions: z.array(z.union([actionEntrySchema, checkEntrySchema])).default([]),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;

export type ScenarioParse = { ok: true; scenario: Scenario } | { ok: false; code: 'foreign' | 'newer-version' | 'corrupt'; message: string };

export function parseScenario(input: unknown): ScenarioParse {
  if (input === null || typeof input !== 'object' || (input as { format?: unknown }).format !== SCENARIO_FORMAT) {
    return { ok: false, code: 'foreign', message: `This is not a Tessera scenario (its "format" is not "${SCENARIO_FORMAT}").` };
  }
  const version = (input as { version?: unknown }).version;
  if (typeof version === 'number' && version > SCENARIO_VERSION) {
    return { ok: false, code: 'newer-version', message: `This scenario is format version ${version}; this Tessera reads version ${SCENARIO_VERSION}.` };
  }
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, code: 'corrupt', message: `The scenario is invalid at ${describeIssue(parsed.error)}` };
  }
  return { ok: true, scenario: parsed.data };
}
