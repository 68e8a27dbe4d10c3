import { z } from 'zod';
import { describeIssue } from './zod-issue';
import { scenarioSchema, SCENARIO_FORMAT, SCENARIO_VERSION, type Scenario } from './scenario';
import { atViewPath, pathStepSchema, sameJson, viewPathSchema, type ViewPath } from './view-path';

/**
 * A visual rule tutorial: a scenario (the starting position, and optional setup actions) plus steps. Each step
 * narrates in our own words, points the camera and marks the board, and may ask the learner for one move that the
 * real rules judge. The headless runner (machines/engine/tutorial-runner.ts) plays every tutorial as a test, so
 * the rules still behave as the narration says (docs/tutorials.md).
 */
export const TUTORIAL_FORMAT = 'tessera-tutorial';
export const TUTORIAL_VERSION = 1;

const seat = z.number().int().min(0).max(15);
const ruleId = z.string().regex(/^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/, 'a rule ID looks like KH-GEO-1');
/** An action as the host receives it: a type and the module's fields. */
const action = z.object({ type: z.string().min(1) }).passthrough();

/** Where the renderer looks or draws: a board id, a cell id as the table names it (`might-3-4`, `map:3,4`, an area id) or a piece id. */
const target = z.string().min(1).max(80);

const pathStep = pathStepSchema;
export { atViewPath, sameJson, viewPathSchema, type ViewPath };

/** A move the test makes to show a rule refusing it: the refusal `code` (and `rule`) it must get. */
const wrongTrySchema = z
  .object({
    action,
    code: z.string().min(1),
    rule: z.string().min(1).optional(),
    note: z.string().max(300).optional(),
  })
  .strict();

const learnerSchema = z
  .object({
    /** Defaults to the tutorial's learner seat. */
    seat: seat.optional(),
    /** The complete action the test makes for the learner. */
    expect: action,
    /** The fields the UI compares with the learner's move; default: every field of `expect`. Others (cards) are the learner's choice. */
    match: z.array(z.string().min(1)).min(1).optional(),
    /** Shown on a wrong try, beside the rule check's reason. */
    hint: z.string().min(1).max(600),
    wrongTry: z.union([wrongTrySchema, z.array(wrongTrySchema).min(1)]).optional(),
  })
  .strict();

/** A fact about the state after the step, in a seat's view (default the learner's). */
const viewAssertSchema = z
  .object({
    seat: seat.optional(),
    view: viewPathSchema,
    equals: z.unknown().optional(),
    /** As in a scenario's outcome check: a list holding this element (or fields), a text holding this text. */
    contains: z.unknown().optional(),
    /** The number of elements of a list, characters of a text or keys of an object. */
    length: z.number().int().min(0).optional(),
    /** Whether the path leads anywhere (false: the building is gone). */
    exists: z.boolean().optional(),
    /** The value at this path equals (or differs from) the value at another path: two buildings share a domain. */
    sameAs: viewPathSchema.optional(),
    notSameAs: viewPathSchema.optional(),
    note: z.string().max(300).optional(),
  })
  .strict();

/** An action checked (never applied) after the step: refused with this code, or legal. */
const actionAssertSchema = z
  .object({
    seat: seat.optional(),
    action,
    refused: z.string().min(1).optional(),
    rule: z.string().min(1).optional(),
    legal: z.literal(true).optional(),
    note: z.string().max(300).optional(),
  })
  .strict()
  .refine((a) => (a.refused !== undefined) !== (a.legal !== undefined), { message: 'an action assert says either "refused" or "legal"' });

/** A fact about the answer to one of the module's questions (the previews the board shows), e.g. expansion squares. */
const askAssertSchema = z
  .object({
    seat: seat.optional(),
    ask: z.object({ type: z.string().min(1) }).passthrough(),
    answer: z.array(pathStep).max(16),
    equals: z.unknown().optional(),
    exists: z.boolean().optional(),
    note: z.string().max(300).optional(),
  })
  .strict();

export const tutorialAssertSchema = z.union([viewAssertSchema, actionAssertSchema, askAssertSchema]);
export type TutorialAssert = z.infer<typeof tutorialAssertSchema>;

export const tutorialStepSchema = z
  .object({
    id: z.string().min(1).max(64).optional(),
    narration: z.string().min(1).max(1500),
    /** Catalogue rule IDs this step explains (shown beside the narration). */
    rules: z.array(ruleId).optional(),
    camera: target.optional(),
    highlight: z.array(target).max(64).optional(),
    labels: z.array(z.object({ at: target, text: z.string().min(1).max(80) }).strict()).max(16).optional(),
    arrows: z.array(z.object({ from: target, to: target }).strict()).max(16).optional(),
    /** Moves the tutorial plays itself before the learner acts (other seats, or chores such as refilling). */
    auto: z.array(z.object({ seat, action, note: z.string().max(300).optional() }).strict()).optional(),
    learner: learnerSchema.optional(),
    assert: z.array(tutorialAssertSchema).optional(),
  })
  .strict();
export type TutorialStep = z.infer<typeof tutorialStepSchema>;
export type TutorialLearner = z.infer<typeof learnerSchema>;
export type TutorialWrongTry = z.infer<typeof wrongTrySchema>;

/** The scenario of a tutorial: a scenario without its format, version and module (the tutorial's own). */
const tutorialScenarioSchema = scenarioSchema.omit({ format: true, version: true, module: true });

export const tutorialSchema = z
  .object({
    format: z.literal(TUTORIAL_FORMAT),
    version: z.number().int().min(1),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'a tutorial id is lower-case letters, digits and dashes'),
    module: z.string().min(1),
    title: z.string().min(1).max(120),
    summary: z.string().min(1).max(600),
    /** Tutorials of one group are listed together, in `order`. */
    group: z.string().min(1).max(80),
    order: z.number().int().min(0).default(0),
    /** The catalogue rules this tutorial teaches. */
    rules: z.array(ruleId).min(1),
    learner: seat.default(0),
    scenario: tutorialScenarioSchema,
    steps: z.array(tutorialStepSchema).min(1).max(60),
  })
  .strict();

export type Tutorial = z.infer<typeof tutorialSchema>;

export type TutorialParse = { ok: true; tutorial: Tutorial } | { ok: false; code: 'foreign' | 'newer-version' | 'corrupt'; message: string };

export function parseTutorial(input: unknown): TutorialParse {
  if (input === null || typeof input !== 'object' || (input as { format?: unknown }).format !== TUTORIAL_FORMAT) {
    return { ok: false, code: 'foreign', message: `This is not a Tessera tutorial (its "format" is not "${TUTORIAL_FORMAT}").` };
  }
  const version = (input as { version?: unknown }).version;
  if (typeof version === 'number' && version > TUTORIAL_VERSION) {
    return { ok: false, code: 'newer-version', message: `This tutorial is format version ${version}; this Tessera reads version ${TUTORIAL_VERSION}.` };
  }
  const parsed = tutorialSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, code: 'corrupt', message: `The tutorial is invalid at ${describeIssue(parsed.error)}` };
  }
  return { ok: true, tutorial: parsed.data };
}

/** The tutorial's starting position as a plain scenario (for `npm run scenario`, bug reports, the host). */
export function tutorialScenario(tutorial: Tutorial): Scenario {
  return { format: SCENARIO_FORMAT, version: SCENARIO_VERSION, module: tutorial.module, ...tutorial.scenario };
}

/** The wrong tries of a learner step, always as a list. */
export function wrongTries(step: TutorialStep): readonly TutorialWrongTry[] {
  const w = step.learner?.wrongTry;
  return w === undefined ? [] : Array.isArray(w) ? w : [w];
}
