import type { Check, Refusal } from '../../models/core/check';
import { refuse } from '../../models/core/check';
import { parseAction } from '../../models/core/dispatch';
import type { ActionInput, Seat } from '../../models/core/module';
import {
  atViewPath,
  sameJson,
  tutorialScenario,
  wrongTries,
  type Tutorial,
  type TutorialAssert,
  type TutorialLearner,
  type TutorialStep,
} from '../../models/core/tutorial';
import type { GameHost } from './host';
import { checkRunning, startRunning, type GameModule } from './module';
import { failedChecks, hostForScenario } from './scenario-runner';
import { describeFailure, evaluateCheck } from '../../models/core/outcome-check';
import { isActionEntry } from '../../models/core/scenario';

/** The refusal of a legal move that is not the one the step teaches. */
export const NOT_THIS_MOVE = 'not-this-move';
export const TUTORIAL_RULE = 'TUTORIAL-1';

export type LearnerVerdict = { readonly ok: true } | (Refusal & { readonly hint: string });

/**
 * What the real rules say of an action now, without playing it: the action schema, the module's check and (where
 * the module has one) its turn chart. The host would answer the same.
 */
export function judge(host: GameHost, seat: Seat, action: ActionInput): Check {
  const parsed = parseAction(host.module.rules, action);
  if (!parsed.ok) return parsed;
  return checkRunning(host.module, startRunning(host.module, host.state), seat, parsed.action);
}

/** Whether a move is the step's: every `match` field (default: every field of `expect`) is equal. */
export function matchesExpected(learner: TutorialLearner, action: ActionInput): boolean {
  const fields = learner.match ?? Object.keys(learner.expect);
  const got = action as unknown as Record<string, unknown>;
  const want = learner.expect as Record<string, unknown>;
  return fields.every((f) => sameJson(got[f], want[f]));
}

/**
 * For the tutorial player: is this the move the step asks for? The rules judge first, so a wrong try is answered
 * by the rule's own reason; a legal move that is not the lesson's is answered with `not-this-move`. Either way the
 * step's hint comes along. Nothing is played.
 */
export function checkLearnerAction(step: TutorialStep, action: ActionInput, host: GameHost, seat: Seat): LearnerVerdict {
  const learner = step.learner;
  if (!learner) return { ...refuse('no-move-expected', TUTORIAL_RULE, 'This step asks for no move: read on.'), hint: '' };
  const verdict = judge(host, seat, action);
  if (!verdict.ok) return { ...verdict, hint: learner.hint };
  if (!matchesExpected(learner, action)) {
    return { ...refuse(NOT_THIS_MOVE, TUTORIAL_RULE, 'That move is allowed, but this step asks for another one: the hint says which.'), hint: learner.hint };
  }
  return { ok: true };
}

export class TutorialError extends Error {}

/**
 * One learner's way through a tutorial, on a real host. The renderer calls `next()` to start each step (its `auto`
 * moves are played then), `check()` while the learner hovers or picks, and `attempt()` to play the learner's move.
 */
export class TutorialSession {
  readonly tutorial: Tutorial;
  readonly host: GameHost;
  readonly learner: Seat;
  private index = -1;
  private moved = false;

  constructor(tutorial: Tutorial, modules: Readonly<Record<string, GameModule>>) {
    this.tutorial = tutorial;
    this.learner = tutorial.learner;
    const scenario = tutorialScenario(tutorial);
    this.host = hostForScenario(scenario, modules);
    // Setup actions run as in a scenario: each must be accepted (or refused as its `expect` says), and its
    // outcome checks must hold; the tutorial player and the test see the same position.
    scenario.actions.forEach((entry, i) => {
      const what = isActionEntry(entry) ? `Setup action ${i + 1} (${entry.action.type} by seat ${entry.seat})` : `Setup step ${i + 1}`;
      if (isActionEntry(entry)) {
        const refusal = this.host.submit(entry.seat, entry.action);
        const want = entry.expect;
        if (refusal && !(typeof want === 'object' && want.refused === refusal.code && (want.rule === undefined || want.rule === refusal.rule))) {
          throw new TutorialError(`${what} was refused: ${refusal.code} [${refusal.rule}] ${refusal.message}`);
        }
        if (!refusal && typeof want === 'object') throw new TutorialError(`${what} was accepted; expected refusal ${want.refused}`);
      }
      const failed = failedChecks(this.host, entry.check ?? []);
      if (failed.length > 0) throw new TutorialError(`${what}: check ${failed.map(describeFailure).join('; ')}`);
    });
  }

  /** The index of the current step, -1 before the first. */
  get stepIndex(): number {
    return this.index;
  }
  get step(): TutorialStep | null {
    return this.tutorial.steps[this.index] ?? null;
  }
  get finished(): boolean {
    return this.index >= this.tutorial.steps.length;
  }
  /** The current step waits for the learner's move. */
  get waiting(): boolean {
    return !!this.step?.learner && !this.moved;
  }
  /** The seat the current step's move is made for. */
  get seat(): Seat {
    return this.step?.learner?.seat ?? this.learner;
  }
  view(seat: Seat = this.learner): unknown {
    return this.host.viewFor(seat);
  }

  /** Moves to the next step and plays its `auto` moves; null once the tutorial is over. */
  next(): TutorialStep | null {
    if (this.waiting) throw new TutorialError(`Step ${this.index + 1} still waits for the learner's move.`);
    this.index++;
    this.moved = false;
    const step = this.step;
    if (!step) return null;
    (step.auto ?? []).forEach((entry, i) => {
      const refusal = this.host.submit(entry.seat, entry.action);
      if (refusal) throw new TutorialError(`Auto move ${i + 1} of step ${this.index + 1} (${entry.action.type} by seat ${entry.seat}) was refused: ${refusal.code} [${refusal.rule}] ${refusal.message}`);
    });
    return step;
  }

  check(action: ActionInput): LearnerVerdict {
    const step = this.step;
    if (!step) return { ...refuse('no-step', TUTORIAL_RULE, 'The tutorial has not started or is over.'), hint: '' };
    if (this.moved) return { ...refuse('already-moved', TUTORIAL_RULE, 'You made this step\'s move: go on to the next step.'), hint: '' };
    return checkLearnerAction(step, action, this.host, this.seat);
  }

  /** Plays the learner's move when it is the step's; otherwise answers why not and changes nothing. */
  attempt(action: ActionInput): LearnerVerdict {
    const verdict = this.check(action);
    if (!verdict.ok) return verdict;
    const refusal = this.host.submit(this.seat, action);
    if (refusal) return { ...refusal, hint: this.step!.learner!.hint };
    this.moved = true;
    return verdict;
  }
}

export interface TutorialStepResult {
  readonly index: number;
  readonly id?: string;
  readonly ok: boolean;
  readonly problems: readonly string[];
}

export interface TutorialRun {
  readonly id: string;
  readonly ok: boolean;
  /** A problem before the first step (the scenario or its setup actions). */
  readonly setup: string | null;
  /** Steps played; the run stops after the first failing step. */
  readonly steps: readonly TutorialStepResult[];
}

// A cell as the module's table names it: `might-3-4` (Khronos) or `map:3,4` (Civilization).
const CELL = /^([a-z]+)(?::(\d+),(\d+)|-(\d+)-(\d+))$/;

function hasId(value: unknown, id: string, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 12) return false;
  if (Array.isArray(value)) return value.some((v) => hasId(v, id, depth + 1));
  const o = value as Record<string, unknown>;
  if (o.id === id) return true;
  return Object.values(o).some((v) => hasId(v, id, depth + 1));
}

/**
 * Whether a camera, highlight, label or arrow target names something the learner's view has: a board (a key of
 * `boards`), a cell inside the map as the table names it (`might-3-4`; `map:<x>,<y>` for a module with one map
 * and no `boards`),
 * or a piece or area by its `id`.
 */
export function targetExists(view: unknown, target: string): boolean {
  const v = view as { boards?: Record<string, unknown>; map?: { cols?: number; rows?: number } } | null;
  const boards = v && typeof v.boards === 'object' && v.boards !== null ? v.boards : {};
  const cell = CELL.exec(target);
  if (cell) {
    const board = cell[1];
    const x = Number(cell[2] ?? cell[4]);
    const y = Number(cell[3] ?? cell[5]);
    if (board === 'map' && !v?.boards) return true;
    // A piece id can look like a cell (`city-0-1`): only a board the view has makes it a cell.
    if (Object.prototype.hasOwnProperty.call(boards, board)) {
      const cols = v?.map?.cols, rows = v?.map?.rows;
      return (cols === undefined || x < cols) && (rows === undefined || y < rows);
    }
  }
  return Object.prototype.hasOwnProperty.call(boards, target) || hasId(view, target);
}

function stepTargets(step: TutorialStep): string[] {
  return [
    ...(step.camera ? [step.camera] : []),
    ...(step.highlight ?? []),
    ...(step.labels ?? []).map((l) => l.at),
    ...(step.arrows ?? []).flatMap((a) => [a.from, a.to]),
  ];
}

function checkAssert(host: GameHost, learner: Seat, a: TutorialAssert): string | null {
  const seat = a.seat ?? learner;
  const label = a.note ? ` (${a.note})` : '';
  if ('ask' in a) {
    const answered = host.answer(seat, a.ask);
    if ('refusal' in answered) return `the question ${a.ask.type} was refused: ${answered.refusal.code} [${answered.refusal.rule}] ${answered.refusal.message}`;
    const at = atViewPath(answered.answer, a.answer);
    const where = `${a.ask.type} ${JSON.stringify(a.answer)}`;
    if (a.exists !== undefined && at.found !== a.exists) return `expected ${where} ${a.exists ? 'to exist' : 'to be absent'}${label}`;
    if (a.exists === undefined && !at.found) return `nothing at ${where}${label}`;
    if ('equals' in a && !(at.found && sameJson(at.value, a.equals))) return `expected ${where} to equal ${JSON.stringify(a.equals)}${label}, got ${at.found ? JSON.stringify(at.value) : 'nothing'}`;
    return null;
  }
  if ('action' in a) {
    const verdict = judge(host, seat, a.action);
    if (a.legal) return verdict.ok ? null : `expected ${a.action.type} to be legal${label}, but it is refused: ${verdict.code} [${verdict.rule}] ${verdict.message}`;
    if (verdict.ok) return `expected ${a.action.type} to be refused with ${a.refused}${label}, but it is legal`;
    if (verdict.code !== a.refused || (a.rule !== undefined && verdict.rule !== a.rule)) {
      return `expected ${a.action.type} to be refused with ${a.refused}${a.rule ? ` [${a.rule}]` : ''}${label}, got ${verdict.code} [${verdict.rule}] ${verdict.message}`;
    }
    return null;
  }
  const view = host.viewFor(seat);
  const at = atViewPath(view, a.view);
  const where = JSON.stringify(a.view);
  const shown = (x: unknown) => JSON.stringify(x) ?? 'undefined';
  if (a.exists !== undefined && at.found !== a.exists) return `expected ${where} ${a.exists ? 'to exist' : 'to be gone'}${label}`;
  const needsValue = 'equals' in a || 'contains' in a || a.length !== undefined || a.sameAs !== undefined || a.notSameAs !== undefined || a.exists === undefined;
  if (needsValue && !at.found) return `nothing at ${where}${label}`;
  if (!at.found) return null;
  if ('equals' in a && !sameJson(at.value, a.equals)) return `expected ${where} to equal ${shown(a.equals)}${label}, got ${shown(at.value)}`;
  if ('contains' in a || a.length !== undefined) {
    const failure = evaluateCheck(view, { seat, path: a.view, ...('contains' in a ? { contains: a.contains } : {}), ...(a.length !== undefined ? { length: a.length } : {}), ...(a.note ? { note: a.note } : {}) });
    if (failure) return `expected ${describeFailure(failure)}`;
  }
  for (const [other, same] of [[a.sameAs, true], [a.notSameAs, false]] as const) {
    if (!other) continue;
    const there = atViewPath(view, other);
    if (!there.found) return `nothing at ${JSON.stringify(other)}${label}`;
    if (sameJson(at.value, there.value) !== same) return `expected ${where} ${same ? 'to equal' : 'to differ from'} ${JSON.stringify(other)}${label}: ${shown(at.value)} and ${shown(there.value)}`;
  }
  return null;
}

function playStep(session: TutorialSession): string[] {
  const problems: string[] = [];
  const step = session.next()!;
  const { host, learner } = session;
  for (const t of stepTargets(step)) if (!targetExists(session.view(), t)) problems.push(`target "${t}" names nothing on the board`);
  for (const wrong of wrongTries(step)) {
    const verdict = session.check(wrong.action);
    if (verdict.ok) {
      problems.push(`wrong try ${wrong.action.type} was accepted; expected refusal ${wrong.code}`);
      continue;
    }
    if (verdict.code !== wrong.code || (wrong.rule !== undefined && verdict.rule !== wrong.rule)) {
      problems.push(`wrong try ${wrong.action.type}: expected ${wrong.code}${wrong.rule ? ` [${wrong.rule}]` : ''}, got ${verdict.code} [${verdict.rule}] ${verdict.message}`);
      continue;
    }
    if (verdict.code !== NOT_THIS_MOVE) {
      // The host must refuse it too, and a refused move changes nothing.
      const before = host.hash();
      const refusal = host.submit(session.seat, wrong.action);
      if (!refusal) return [...problems, `wrong try ${wrong.action.type}: the host accepted what the check refused`];
      if (refusal.code !== wrong.code) problems.push(`wrong try ${wrong.action.type}: the host refused with ${refusal.code}, the check with ${wrong.code}`);
      if (host.hash() !== before) problems.push(`wrong try ${wrong.action.type} changed the game`);
    }
  }
  if (step.learner) {
    const verdict = session.attempt(step.learner.expect);
    if (!verdict.ok) return [...problems, `the learner's move ${step.learner.expect.type} was refused: ${verdict.code} [${verdict.rule}] ${verdict.message}`];
  }
  for (const a of step.assert ?? []) {
    const problem = checkAssert(host, learner, a);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * Plays a tutorial headlessly through the real host, as the tutorial player would: each step's auto moves, its
 * wrong tries (each must be refused with its code and rule), the learner's expected move, then its asserts.
 */
export function runTutorial(tutorial: Tutorial, modules: Readonly<Record<string, GameModule>>): TutorialRun {
  let session: TutorialSession;
  try {
    session = new TutorialSession(tutorial, modules);
  } catch (error) {
    return { id: tutorial.id, ok: false, setup: error instanceof Error ? error.message : String(error), steps: [] };
  }
  const steps: TutorialStepResult[] = [];
  for (let index = 0; index < tutorial.steps.length; index++) {
    let problems: string[];
    try {
      problems = playStep(session);
    } catch (error) {
      problems = [error instanceof Error ? error.message : String(error)];
    }
    const id = tutorial.steps[index].id;
    steps.push({ index, ...(id ? { id } : {}), ok: problems.length === 0, problems });
    if (problems.length > 0) break;
  }
  const ok = steps.length === tutorial.steps.length && steps.every((s) => s.ok);
  return { id: tutorial.id, ok, setup: null, steps };
}
