import type { LogLine, Seat } from '../seat';
import type { Random } from '../../core/rng';
import { OK, refuse, type Check } from '../../core/check';
import { CALAMITY_BY_ID } from '../data/commodities';
import { indexMap } from '../map';
import { citiesOf } from '../population';
import { applyRegression, checkRegression } from '../regression';
import { withRecords, type EmpiresState } from '../state';
import { barbarianAttack, barbarianMove } from './barbarians';
import { beneficiaryOf } from './beneficiary';
import { calamityOfCard, MAJOR_CALAMITIES, MINOR_CALAMITIES, MINOR_NAMES, SMALL_GAME_NAMES, type CalamityRule } from './data';
import { sameChoice, type CalamityChoice, type TaskContext, type TaskKind } from './effect-types';
import { BASIC_KINDS } from './effects';
import { expandStep } from './expand';
import { smallGame } from './modifiers';
import type { ActiveCalamity, CalamityPhase, CalamityTask } from './types';
import { discardCard } from './units';
import { earthquake, earthquakeReduce } from './volcano';

/** ME-CALX-10..25, 30..37: the rule ID of each calamity, in catalogue order. */
export function ruleIdOf(id: string): string {
  const major = MAJOR_CALAMITIES.findIndex((c) => c.id === id);
  if (major >= 0) return `ME-CALX-${10 + major}`;
  return `ME-CALX-${30 + MINOR_CALAMITIES.findIndex((c) => c.id === id)}`;
}

export function calamityName(state: EmpiresState, id: string): string {
  if (smallGame(state) && SMALL_GAME_NAMES[id]) return SMALL_GAME_NAMES[id];
  return CALAMITY_BY_ID[id]?.name ?? MINOR_NAMES[id] ?? id;
}

/** ME-CALX-3: who may still be named a secondary victim of the active calamity. */
export function eligibleSecondaries(state: EmpiresState, cp: CalamityPhase, active: ActiveCalamity, rule: CalamityRule): Seat[] {
  const primaryOfSame = new Set(cp.queue.filter((q) => calamityOfCard(q.card)?.id === rule.id).map((q) => q.victim));
  return state.players
    .filter((p) => !p.left && p.seat !== active.victim && p.seat !== active.beneficiary && !primaryOfSame.has(p.seat))
    .filter((p) => !(cp.hit[rule.id] ?? []).includes(p.seat) && !active.secondaries.includes(p.seat))
    .filter((p) => !rule.immuneAdvance || !p.advances.includes(rule.immuneAdvance))
    .map((p) => p.seat);
}

/** ME-CALX-3: the primary victim names his secondary victims (before his own losses: it is the first step). */
const secondaryVictims: TaskKind = {
  options: ({ state, active, rule }) => eligibleSecondaries(state, state.calamity!, active, rule).map((seat) => ({ seat })),
  apply: ({ state, task }, { seat }) => ({
    state,
    task: task.left > 1 ? { ...task, left: task.left - 1 } : null,
    log: [{ text: `${state.players[task.chooser].name} names ${state.players[seat!].name} a secondary victim.`, rule: 'ME-CALX-3' }],
    secondaries: [seat!],
  }),
};

/** ME-CALX-24, SB-REG: the existing Regression choices (sacrifice, Enlightenment) as the task's options. */
const regression: TaskKind = {
  options: ({ state, task }) => {
    const area = indexMap(state.map).area;
    const inland = citiesOf(state, task.seat).sort((a, b) => Number(area[a].coastal) - Number(area[b].coastal) || a.localeCompare(b));
    const out: CalamityChoice[] = [];
    for (const sacrifice of [false, true]) for (const destroyCities of [[], inland.slice(0, 2), inland.slice(0, 4)]) {
      if (destroyCities.length % 2 === 1 || out.some((o) => sameChoice(o, { sacrifice, destroyCities }))) continue;
      if (checkRegression(state, task.seat, { sacrifice, destroyCities }).ok) out.push({ sacrifice, destroyCities });
    }
    return out;
  },
  apply: ({ state, task }, c) => ({ ...applyRegression(state, task.seat, { sacrifice: !!c.sacrifice, destroyCities: c.destroyCities ?? [] }), task: null }),
};

const never: TaskKind = { options: () => [], apply: ({ state }) => ({ state, task: null, log: [] }) };

export const KINDS: Readonly<Record<CalamityTask['kind'], TaskKind>> = {
  ...BASIC_KINDS, secondaryVictims, regression, volcanoOrEarthquake: earthquake, earthquakeReduce, barbarianAttack, barbarianMove, flood: never, cyclone: never,
};

type Step = { state: EmpiresState; log: LogLine[] };

function withCalamity(state: EmpiresState, change: Partial<CalamityPhase>): EmpiresState {
  return withRecords(state, { calamity: { ...state.calamity!, ...change } });
}
const withActive = (state: EmpiresState, change: Partial<ActiveCalamity>) => withCalamity(state, { active: { ...state.calamity!.active!, ...change } });

function context(state: EmpiresState): TaskContext | null {
  const active = state.calamity?.active;
  if (!active || active.tasks.length === 0) return null;
  return { state, task: active.tasks[0], active, rule: calamityOfCard(active.card)! };
}

/** The decision the phase waits for now: its task and legal choices (none while nothing waits). */
export function pendingChoice(state: EmpiresState): { task: CalamityTask; active: ActiveCalamity; options: CalamityChoice[] } | null {
  if (state.phase !== 'calamity-resolution') return null;
  // Asked by every check of a candidate and by the active seats: worked out once per state (states never change).
  const hit = pendingByState.get(state);
  if (hit !== undefined) return hit;
  const ctx = context(state);
  const pending = ctx ? { task: ctx.task, active: ctx.active, options: KINDS[ctx.task.kind].options(ctx) } : null;
  pendingByState.set(state, pending);
  return pending;
}

const pendingByState = new WeakMap<EmpiresState, { task: CalamityTask; active: ActiveCalamity; options: CalamityChoice[] } | null>();

function applyChoice(ctx: TaskContext, choice: CalamityChoice, random: Random): Step {
  const r = KINDS[ctx.task.kind].apply(ctx, choice, random);
  const active = r.state.calamity?.active ?? ctx.active;
  const tasks = [...(r.task ? [r.task] : []), ...(r.next ?? []), ...active.tasks.slice(1)];
  let s = withActive(r.state, { tasks, secondaries: [...active.secondaries, ...(r.secondaries ?? [])] });
  if (r.secondaries?.length) {
    const hit = s.calamity!.hit;
    s = withCalamity(s, { hit: { ...hit, [ctx.rule.id]: [...(hit[ctx.rule.id] ?? []), ...r.secondaries] } });
  }
  return { state: s, log: [...r.log] };
}

function activateNext(state: EmpiresState): Step {
  const cp = state.calamity!;
  const [next, ...queue] = cp.queue;
  const rule = calamityOfCard(next.card)!;
  let s = withCalamity(state, { queue });
  if (!s.players[next.victim].hand.includes(next.card)) return { state: s, log: [] };
  const beneficiary = rule.major ? beneficiaryOf(s, next.victim) : null;
  s = withCalamity(s, { active: { card: next.card, id: rule.id, victim: next.victim, beneficiary, secondaries: [], step: -1, tasks: [] } });
  const by = beneficiary === null ? '' : `; beneficiary ${s.players[beneficiary].name}`;
  return { state: s, log: [{ text: `${s.players[next.victim].name} is struck by ${calamityName(s, rule.id)}${by}.`, rule: ruleIdOf(rule.id) }] };
}

/** ME-CALX-7: the resolved card goes to its stack's discard pile. */
function finishActive(state: EmpiresState): EmpiresState {
  const a = state.calamity!.active!;
  return withCalamity(discardCard(state, a.victim, a.card, calamityOfCard(a.card)!.stack), { active: null });
}

/**
 * ME-CALX-2..7: runs the phase on until a player must choose (a choice with one legal option is taken for him)
 * or every calamity is resolved (`finished`).
 */
export function settleCalamities(state: EmpiresState, random: Random): Step & { finished: boolean } {
  let s = state;
  const log: LogLine[] = [];
  for (let guard = 0; guard < 2000; guard++) {
    const cp = s.calamity;
    if (!cp) return { state: s, log, finished: true };
    const active = cp.active;
    if (!active) {
      if (cp.queue.length === 0) return { state: s, log, finished: true };
      const r = activateNext(s);
      s = r.state;
      log.push(...r.log);
      continue;
    }
    if (active.tasks.length === 0) {
      const rule = calamityOfCard(active.card)!;
      const step = active.step + 1;
      if (step >= rule.steps.length) {
        s = finishActive(s);
        continue;
      }
      const e = expandStep(rule.steps[step], s, { ...active, step }, rule);
      s = withActive(e.state, { step, tasks: e.tasks });
      log.push(...e.log);
      continue;
    }
    const ctx = context(s)!;
    const kind = KINDS[ctx.task.kind];
    // A player who left the game neither chooses nor suffers any more (SB-LEAVE).
    const gone = s.players[ctx.task.chooser].left || s.players[ctx.task.seat].left;
    const options = gone ? [] : kind.options(ctx);
    if (options.length === 0) {
      const end = gone ? undefined : kind.end?.(ctx);
      s = withActive(end?.state ?? s, { tasks: active.tasks.slice(1) });
      if (end) log.push(...end.log);
      continue;
    }
    if (options.length > 1 && !kind.automatic && !(ctx.task.kind === 'secondaryVictims' && options.length <= ctx.task.left)) return { state: s, log, finished: false };
    const r = applyChoice(ctx, options[0], random);
    s = r.state;
    log.push(...r.log);
  }
  return { state: s, log, finished: false };
}

/** The refusal for a choice now, naming the rule of the calamity (or ME-CALX-3 for the wrong chooser). */
export function checkCalamityChoice(state: EmpiresState, seat: Seat, choice: CalamityChoice): Check {
  const pending = pendingChoice(state);
  if (!pending) return refuse('no-choice', 'ME-CALX-2', 'No calamity is waiting for a choice.');
  const { task, active } = pending;
  const rule = ruleIdOf(active.id);
  if (task.chooser !== seat) return refuse('not-your-choice', task.chooser === active.beneficiary && seat !== active.victim ? 'ME-CALX-3' : rule, `${state.players[task.chooser].name} makes this choice.`);
  if (!pending.options.some((o) => sameChoice(o, choice))) return refuse('not-allowed', task.kind === 'damage' ? 'ME-CALX-6' : task.kind === 'secondaryVictims' ? 'ME-CALX-3' : rule, refusalText(task));
  return OK;
}

function refusalText(task: CalamityTask): string {
  switch (task.kind) {
    case 'secondaryVictims': return 'That player cannot be a secondary victim of this calamity.';
    case 'damage': return 'Take the damage from your own units in the areas the calamity strikes.';
    case 'annexUnits': return 'Take a whole area of the victim next to those already taken while there is one.';
    case 'discardFaceValue':
    case 'discardCards': return 'Name a commodity card you hold.';
    default: return 'That is not one of the choices this calamity allows.';
  }
}

/** One choice, then the phase runs on. */
export function applyCalamityChoice(state: EmpiresState, choice: CalamityChoice, random: Random): Step & { finished: boolean } {
  const r = applyChoice(context(state)!, choice, random);
  const s = settleCalamities(r.state, random);
  return { state: s.state, log: [...r.log, ...s.log], finished: s.finished };
}
