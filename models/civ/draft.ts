import type { LogLine } from './contract';
import type { Random } from '../core/rng';
import type { CivState } from './state';

/** A deep-writable copy of the state that one `apply` edits; the caller's state is never touched. */
export type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;
export type Draft = DeepMutable<CivState>;

/** Everything an effect needs: the draft, the log it appends to, and the random cursor. */
export interface Ctx {
  readonly d: Draft;
  readonly log: LogLine[];
  readonly random: Random;
  revealed: boolean;
}

export function draftOf(state: CivState): Draft {
  return structuredClone(state) as unknown as Draft;
}

export function asState(d: Draft): CivState {
  return d as unknown as CivState;
}
