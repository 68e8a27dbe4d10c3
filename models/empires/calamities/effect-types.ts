import type { LogLine } from '../seat';
import type { Random } from '../../core/rng';
import type { EmpiresState } from '../state';
import type { CalamityRule } from './data';
import type { ActiveCalamity, CalamityTask } from './types';

/** One decision of a task (the fields the `calamity-choose` action carries). */
export interface CalamityChoice {
  readonly area?: string;
  readonly seat?: number;
  readonly card?: string;
  readonly unit?: 'token' | 'city';
  readonly save?: boolean;
  /** Regression (SB-REG-1/2). */
  readonly sacrifice?: boolean;
  readonly destroyCities?: readonly string[];
}

export interface TaskContext {
  readonly state: EmpiresState;
  readonly task: CalamityTask;
  readonly active: ActiveCalamity;
  readonly rule: CalamityRule;
}

/** After one choice: the task with what is left (null: done), tasks to run next, the calamity's new fields. */
export interface TaskResult {
  readonly state: EmpiresState;
  readonly task: CalamityTask | null;
  readonly log: readonly LogLine[];
  readonly next?: readonly CalamityTask[];
  readonly secondaries?: readonly ActiveCalamity['secondaries'][number][];
}

/** A word of the effect vocabulary: its legal choices now, and what one does. */
export interface TaskKind {
  options(ctx: TaskContext): CalamityChoice[];
  apply(ctx: TaskContext, choice: CalamityChoice, random: Random): TaskResult;
  /** Run when no choice is left (ME-CLAR-3: the rest of the loss is lost), e.g. leftover barbarians go. */
  end?(ctx: TaskContext): { state: EmpiresState; log: LogLine[] };
  /** The choice is made by the rules even when there are several (no one decides). */
  readonly automatic?: boolean;
}

export const sameChoice = (a: CalamityChoice, b: CalamityChoice): boolean =>
  (a.area ?? null) === (b.area ?? null) && (a.seat ?? null) === (b.seat ?? null) && (a.card ?? null) === (b.card ?? null) &&
  (a.unit ?? null) === (b.unit ?? null) && !!a.save === !!b.save && !!a.sacrifice === !!b.sacrifice &&
  JSON.stringify(a.destroyCities ?? []) === JSON.stringify(b.destroyCities ?? []);
