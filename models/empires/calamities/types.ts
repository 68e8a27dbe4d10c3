import type { Seat } from '../seat';
import type { EffectStep, Where } from './data';

/**
 * One job of a calamity: a sufferer loses something, a chooser decides how (the sufferer, the beneficiary or the
 * primary victim, by the kind). `left` counts what is still to do (damage points, cities, cards...).
 */
export interface CalamityTask {
  readonly kind: EffectStep['kind'] | 'earthquakeReduce' | 'barbarianMove';
  readonly seat: Seat;
  readonly chooser: Seat;
  readonly left: number;
  readonly where?: Where;
  /** Areas the choice must come from (a flood plain, a cyclone's shore); absent: anywhere the kind allows. */
  readonly areas?: readonly string[];
  /** Areas already taken (civil war and tyranny pick neighbours of these first; the barbarians' area). */
  readonly picked?: readonly string[];
  readonly saveCost?: number;
  /** Theocracy (ME-CALX-23): commodity cards that cancel the task if he chooses to give them up. */
  readonly saveCards?: number;
}

/** The calamity being resolved now (public: it has been revealed). */
export interface ActiveCalamity {
  readonly card: string;
  readonly id: string;
  readonly victim: Seat;
  readonly beneficiary: Seat | null;
  readonly secondaries: readonly Seat[];
  /** Index of the effect step running now (-1 before the first). */
  readonly step: number;
  readonly tasks: readonly CalamityTask[];
}

/** Phase 9 in progress. `queue` holds the cards still to be called: hidden from every view. */
export interface CalamityPhase {
  readonly queue: readonly { readonly card: string; readonly victim: Seat }[];
  readonly active: ActiveCalamity | null;
  /** ME-CALX-3: per calamity id, seats already chosen as its secondary victims this turn. */
  readonly hit: Readonly<Record<string, readonly Seat[]>>;
  /** ME-CALX-1: how many calamities each seat showed in phase 8 (public). */
  readonly held: Readonly<Record<number, number>>;
}
