import type { Seat } from '../../../models/core/module';
import { Random } from '../../../models/core/rng';
import type { KhronosAction } from '../../../models/khronos/actions';
import { khronosRules } from '../../../models/khronos/rules';
import type { KhronosState } from '../../../models/khronos/state';
import { viewKhronos } from '../../../models/khronos/view';
import { easyScore } from '../khronos';
import { evaluate } from './evaluate';

/** How many actions, best first by the easy score, are looked at one move deep. */
export const CANDIDATES = 10;

/** Actions that end or open a phase: always among the candidates, so a level can decide to stop. */
const PASSES = new Set<KhronosAction['type']>(['endActions', 'startActions', 'collect']);

/** The candidates worth a look: the passes, and the best of the rest by the easy level's score. */
export function candidates(state: KhronosState, seat: Seat, legal: readonly KhronosAction[], count = CANDIDATES): KhronosAction[] {
  if (legal.length <= count) return [...legal];
  const score = easyScore(viewKhronos(state, seat), seat);
  const scored = legal.map((a, i) => ({ a, s: PASSES.has(a.type) ? Infinity : score(a), i }));
  scored.sort((x, y) => y.s - x.s || x.i - y.i);
  return scored.slice(0, count).map((x) => x.a);
}

/** The state after the seat's action (the rules' own apply on a sample), or null if the sample's rules refuse it. */
export function after(state: KhronosState, seat: Seat, action: KhronosAction, listed = false): KhronosState | null {
  // An action the rules listed for this very state needs no second check (apply works its build out again anyway).
  if (!listed && !khronosRules.check(state, seat, action).ok) return null;
  return khronosRules.apply(state, seat, action, new Random(state.rng)).state;
}

/**
 * The normal level's move on a full state: each candidate played one move deep and the position judged by
 * `evaluate`; equal values are drawn among with the seeded generator. `listed`: `legal` is the rules' own list for
 * this state (a look-ahead), not the host's list for the real game.
 */
export function greedyMove(state: KhronosState, seat: Seat, legal: readonly KhronosAction[], random: Random, width = CANDIDATES, listed = false): KhronosAction | null {
  return greedyStep(state, seat, legal, random, width, listed)?.move ?? null;
}

/**
 * greedyMove with the state its move leads to, so a look-ahead does not apply the chosen move twice (`next` is
 * null when no candidate could be played and the first legal action is answered unplayed).
 */
export function greedyStep(state: KhronosState, seat: Seat, legal: readonly KhronosAction[], random: Random, width = CANDIDATES, listed = false): { move: KhronosAction; next: KhronosState | null } | null {
  if (legal.length === 0) return null;
  if (legal.length === 1) return { move: legal[0], next: null };
  let best: { move: KhronosAction; next: KhronosState }[] = [];
  let top = -Infinity;
  for (const a of candidates(state, seat, legal, width)) {
    const next = after(state, seat, a, listed);
    if (!next) continue;
    const v = evaluate(next, seat);
    if (v > top + 1e-9) [top, best] = [v, [{ move: a, next }]];
    else if (Math.abs(v - top) <= 1e-9) best.push({ move: a, next });
  }
  return best.length === 0 ? { move: legal[0], next: null } : best.length === 1 ? best[0] : random.pick(best);
}
