import { createActor, type AnyActorScope, type AnyStateMachine } from 'xstate';

/**
 * One step of a game's turn chart, as the host takes it for each action. Most actions are a chart's plain
 * "apply the rules" self-transition (no target, its guard the rules' check, its action one `assign`) after which
 * the chart stays where it is: for those, xstate's whole macrostep (exit and entry sets, snapshot rebuilt twice,
 * eventless transitions walked with sets) was a sizeable part of a bot game. The light path selects the transition
 * with xstate itself (`getTransitionData`: the chart's own guards, in its order), runs the assignment as xstate's
 * `assign` does, takes the plain eventless moves the new context enables (a phase change) and hands back to xstate
 * whenever anything else happens: a target, other actions, a final state.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

/** The event the chart settles with (after a manual change, and after a light step whose new context moves the chart). */
export const SETTLE_EVENT = 'engine/settle';

/**
 * xstate's `transition()` builds a throwaway actor, initial snapshot included, on every call: a third of an action's
 * cost. The charts spawn no child actors and the engine never runs the actions a step returns, so one inert scope
 * per machine serves every step, with the same results.
 */
const scopes = new WeakMap<AnyStateMachine, AnyActorScope>();

function scopeOf(machine: AnyStateMachine): AnyActorScope {
  let scope = scopes.get(machine);
  if (!scope) {
    const self = createActor(machine);
    const none = () => {};
    scope = { self, defer: none, id: '', logger: none, sessionId: '', stopChild: none, system: self.system, emit: none, actionExecutor: none } as AnyActorScope;
    scopes.set(machine, scope);
  }
  return scope;
}

/** xstate's own step, every feature of the chart honoured. */
export function fullStep(machine: AnyStateMachine, snapshot: Snapshot, event: { type: string }): Snapshot {
  return machine.transition(snapshot, event as never, scopeOf(machine));
}

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const child of Object.values(node.states ?? {})) yield* nodesOf(child);
}

/** A guard the light path evaluates as xstate does: none, an inline function, or a named plain function. */
function plainGuard(machine: AnyStateMachine, guard: unknown): boolean {
  if (guard === undefined) return true;
  const resolved = typeof guard === 'string' ? machine.implementations.guards[guard] : guard;
  return typeof resolved === 'function' && !('check' in resolved);
}

const plainCharts = new WeakMap<AnyStateMachine, boolean>();

/**
 * Whether a chart may take the light path at all: no parallel states, no entry or exit actions, no invoked or
 * delayed work, and eventless transitions that only move (no actions, plain guards). Then a settle step after the
 * assignment differs from xstate's own continuation only in the event type its eventless guards are shown.
 */
function plainChart(machine: AnyStateMachine): boolean {
  let plain = plainCharts.get(machine);
  if (plain === undefined) {
    plain = true;
    for (const node of nodesOf(machine.root)) {
      const always: { actions: unknown[]; guard: unknown }[] = node.always ?? [];
      const ok =
        node.type !== 'parallel' &&
        node.type !== 'history' &&
        node.entry.length === 0 &&
        node.exit.length === 0 &&
        !node.config.invoke &&
        !node.config.after &&
        always.every((t) => t.actions.length === 0 && plainGuard(machine, t.guard));
      if (!ok) plain = false;
    }
    plainCharts.set(machine, plain);
  }
  return plain;
}

/** The `assign` actions of a transition as xstate would resolve them, or null when any is something else. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function assignments(machine: AnyStateMachine, actions: readonly unknown[]): any[] | null {
  const out = [];
  for (const action of actions) {
    const resolved = typeof action === 'string' ? machine.implementations.actions[action] : action;
    if (typeof resolved !== 'function' || (resolved as { type?: unknown }).type !== 'xstate.assign') return null;
    out.push((resolved as unknown as { assignment: unknown }).assignment);
  }
  return out;
}

function noSpawn(): never {
  throw new Error('A turn chart may not spawn actors.');
}

/** The eventless transition xstate would take next in the snapshot (the first enabled from its leaf up), or null. */
function eventlessChosen(machine: AnyStateMachine, snapshot: Snapshot, event: unknown): Node | null {
  for (const leaf of snapshot._nodes as Node[]) {
    if (leaf.type !== 'atomic' && leaf.type !== 'final') continue;
    for (let node = leaf; node; node = node.parent) {
      for (const t of node.always ?? []) {
        if (t.guard === undefined) return t;
        const guard = typeof t.guard === 'string' ? machine.implementations.guards[t.guard] : t.guard;
        if ((guard as (args: unknown, params: unknown) => boolean)({ context: snapshot.context, event }, undefined)) return t;
      }
    }
  }
  return null;
}

/** A state node's place as a state value: `a` or `{ a: 'b' }` (xstate fills in the initial states below it). */
function valueOf(node: Node): unknown {
  const path: string[] = node.path;
  let value: unknown = path[path.length - 1];
  for (let i = path.length - 2; i >= 0; i--) value = { [path[i]]: value };
  return value;
}

/**
 * The chart's eventless moves after a light step, taken here while each is a plain move: one target, not final,
 * not the state itself or above it. In a chart without parallel states, history, actions on its moves or on
 * entering and leaving, the states after a move are the target's path and its initial states: xstate's own
 * `resolveState` of that value. Anything else goes to xstate from where the moves got to.
 */
function settleLight(machine: AnyStateMachine, snapshot: Snapshot, event: { type: string }): Snapshot {
  let next = snapshot;
  for (let moves = 0; moves < 16; moves++) {
    const chosen = eventlessChosen(machine, next, event);
    if (!chosen) return next;
    const target: Node[] | undefined = chosen.target;
    if (!target || target.length !== 1 || chosen.reenter || target[0].type === 'final') break;
    const leaf = (next._nodes as Node[]).find((n) => n.type === 'atomic');
    let above = false;
    for (let node = leaf; node; node = node.parent) if (node === target[0]) above = true;
    if (above) break;
    next = machine.resolveState({ value: valueOf(target[0]) as never, context: next.context });
  }
  return fullStep(machine, next, { ...event, type: SETTLE_EVENT });
}

/**
 * The chart's step for one event: the light path when the chart takes a plain self-transition, xstate's own
 * otherwise. Both give the same state value and context.
 */
export function stepChart(machine: AnyStateMachine, snapshot: Snapshot, event: { type: string }): Snapshot {
  if (!plainChart(machine)) return fullStep(machine, snapshot, event);
  const chosen = machine.getTransitionData(snapshot, event as never);
  if (chosen.length !== 1) return fullStep(machine, snapshot, event);
  const transition = chosen[0] as { target?: unknown; reenter?: boolean; actions: readonly unknown[] };
  if (transition.target !== undefined || transition.reenter) return fullStep(machine, snapshot, event);
  const assigns = assignments(machine, transition.actions);
  if (!assigns) return fullStep(machine, snapshot, event);
  let context = snapshot.context;
  const scope = scopeOf(machine);
  for (const assignment of assigns) {
    const args = { context, event, spawn: noSpawn, self: scope.self, system: scope.system };
    let partial: Record<string, unknown> = {};
    if (typeof assignment === 'function') partial = assignment(args, undefined);
    else for (const key of Object.keys(assignment)) partial[key] = typeof assignment[key] === 'function' ? assignment[key](args, undefined) : assignment[key];
    context = Object.assign({}, context, partial);
  }
  // A targetless transition keeps the chart's states: the snapshot is the old one with the new context.
  return settleLight(machine, { ...snapshot, context }, event);
}
