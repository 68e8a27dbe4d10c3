import { z } from 'zod';
import { atViewPath, sameJson, viewPathSchema, type ViewPath } from './view-path';

/**
 * An outcome check: a fact about the state after an action, read from the public view or a seat's view
 * (docs/scenarios.md). Scenarios attach them to actions or list them as steps of their own; tutorials use the
 * same comparisons in their asserts.
 */
export const COMPARISONS = ['equals', 'contains', 'length', 'exists'] as const;

export const outcomeCheckSchema = z
  .object({
    /** Whose view: a seat number, or left out for the public view. */
    seat: z.number().int().min(0).max(15).optional(),
    path: viewPathSchema,
    /** The value there, compared as JSON (key order ignored). */
    equals: z.unknown().optional(),
    /** A list holding this element (an object matches an element having those fields), or a text holding this text. */
    contains: z.unknown().optional(),
    /** The number of elements of a list, characters of a text or keys of an object. */
    length: z.number().int().min(0).optional(),
    /** Whether the path leads anywhere (false: the building is gone). */
    exists: z.boolean().optional(),
    note: z.string().max(300).optional(),
  })
  .strict()
  .refine((c) => COMPARISONS.some((k) => k in c), { message: 'a check says what it expects: "equals", "contains", "length" or "exists"' });

export type OutcomeCheck = z.infer<typeof outcomeCheckSchema>;

/** A check that did not hold: where it looked, what it expected and what it found. */
export interface CheckFailure {
  readonly seat: number | null;
  readonly path: ViewPath;
  /** The comparison and its value, e.g. `equals 7`, `length 3`, `exists true`. */
  readonly expected: string;
  /** What the path holds (`length`: the length found); absent when the path leads nowhere. */
  readonly actual?: unknown;
  readonly found: boolean;
  readonly note?: string;
}

const shown = (x: unknown) => JSON.stringify(x) ?? 'undefined';

function lengthOf(value: unknown): number | null {
  if (Array.isArray(value) || typeof value === 'string') return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  return null;
}

function holds(value: unknown, wanted: unknown): boolean {
  if (typeof value === 'string') return typeof wanted === 'string' && value.includes(wanted);
  if (!Array.isArray(value)) return false;
  const fields = wanted !== null && typeof wanted === 'object' && !Array.isArray(wanted) ? Object.entries(wanted) : null;
  return value.some((item) =>
    sameJson(item, wanted) || (fields !== null && item !== null && typeof item === 'object' && fields.every(([k, v]) => sameJson((item as Record<string, unknown>)[k], v))),
  );
}

/** The first comparison of `check` that fails on `view`, or null when all hold. */
export function evaluateCheck(view: unknown, check: OutcomeCheck): CheckFailure | null {
  const at = atViewPath(view, check.path);
  const base = { seat: check.seat ?? null, path: check.path, ...(check.note ? { note: check.note } : {}) };
  const fail = (expected: string, actual?: unknown): CheckFailure => ({ ...base, expected, found: at.found, ...(at.found ? { actual } : {}) });
  if (check.exists !== undefined) {
    if (at.found !== check.exists) return fail(`exists ${check.exists}`, at.found ? at.value : undefined);
  }
  if (!at.found) {
    if ('equals' in check) return fail(`equals ${shown(check.equals)}`);
    if ('contains' in check) return fail(`contains ${shown(check.contains)}`);
    if (check.length !== undefined) return fail(`length ${check.length}`);
    return null;
  }
  if ('equals' in check && !sameJson(at.value, check.equals)) return fail(`equals ${shown(check.equals)}`, at.value);
  if ('contains' in check && !holds(at.value, check.contains)) return fail(`contains ${shown(check.contains)}`, at.value);
  if (check.length !== undefined && lengthOf(at.value) !== check.length) return fail(`length ${check.length}`, lengthOf(at.value) ?? at.value);
  return null;
}

/** One line for a person: `[players,0,ecus] in seat 0's view: expected equals 7, got 5 (note)`. */
export function describeFailure(f: CheckFailure): string {
  const whose = f.seat === null ? 'the public view' : `seat ${f.seat}'s view`;
  const got = f.found ? shown(f.actual) : 'nothing there';
  return `${shown(f.path)} in ${whose}: expected ${f.expected}, got ${got}${f.note ? ` (${f.note})` : ''}`;
}
