import { z } from 'zod';

/**
 * A scenario: a starting position and a list of actions by seat. Tests, tutorials, bug reports and the
 * `npm run scenario` command all use this one format (docs/scenarios.md).
 */
export const SCENARIO_FORMAT = 'tessera-scenario';
export const SCENARIO_VERSION = 1;

const pathKey = z.union([z.string().min(1).max(64), z.number().int().min(0)]);

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
    actions: z
      .array(
        z
          .object({
            seat: z.number().int().min(0).max(15),
            action: z.object({ type: z.string().min(1) }).passthrough(),
            /** What the author expects: accepted, or refused with this code. The runner reports mismatches. */
            expect: z.union([z.literal('accepted'), z.object({ refused: z.string() }).strict()]).optional(),
            note: z.string().max(500).optional(),
          })
          .strict(),
      )
      .default([]),
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
    const issue = parsed.error.issues[0];
    return { ok: false, code: 'corrupt', message: `The scenario is invalid at ${issue.path.join('.') || '(top)'}: ${issue.message}` };
  }
  return { ok: true, scenario: parsed.data };
}
