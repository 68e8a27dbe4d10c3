import type { LogLine } from '../seat';
import type { EmpiresState } from '../state';
import type { CalamityRule } from './data';
import type { ActiveCalamity, CalamityTask } from './types';

/** A step turned into the tasks it gives (and, for eruptions, what happens at once). */
export interface Expansion {
  readonly state: EmpiresState;
  readonly log: readonly LogLine[];
  readonly tasks: readonly CalamityTask[];
}

export type Expand = (state: EmpiresState, active: ActiveCalamity, rule: CalamityRule) => Expansion;
