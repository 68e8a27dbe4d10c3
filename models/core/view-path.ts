import { z } from 'zod';

/**
 * A path into a view (or a question's answer). A string or number steps into an object or array; an object picks
 * the first element of an array whose fields equal it, e.g. `["boards", "might", "buildings", { "col": 3, "row": 4 }, "kind"]`.
 * Scenarios' outcome checks and tutorials' asserts both read views this way.
 */
export const pathStepSchema = z.union([z.string().min(1).max(64), z.number().int().min(0), z.record(z.string(), z.unknown())]);
export type PathStep = z.infer<typeof pathStepSchema>;
export const viewPathSchema = z.array(pathStepSchema).min(1).max(16);
export type ViewPath = z.infer<typeof viewPathSchema>;

/** Follows a view path; `found: false` when a step leads nowhere. */
export function atViewPath(view: unknown, path: readonly PathStep[]): { found: true; value: unknown } | { found: false } {
  let here: unknown = view;
  for (const step of path) {
    if (typeof step === 'object') {
      if (!Array.isArray(here)) return { found: false };
      const hit = here.find((item) => item !== null && typeof item === 'object' && Object.entries(step).every(([k, v]) => sameJson((item as Record<string, unknown>)[k], v)));
      if (hit === undefined) return { found: false };
      here = hit;
      continue;
    }
    if (here === null || typeof here !== 'object' || !Object.prototype.hasOwnProperty.call(here, step)) return { found: false };
    here = (here as Record<string | number, unknown>)[step];
  }
  return { found: true, value: here };
}

/** Equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
