/** The answer of every rule check: the statechart guard, the preview, the bot and the refusal a player sees share it. */
export type RuleId = string;
export type Refusal = { readonly ok: false; readonly code: string; readonly rule: RuleId; readonly message: string };
export type Check = { readonly ok: true } | Refusal;

export const OK: Check = Object.freeze({ ok: true as const });

export function refuse(code: string, rule: RuleId, message: string): Refusal {
  return { ok: false, code, rule, message };
}

/** Runs checks in order and answers with the first refusal, so the most basic reason is the one shown. */
export function firstRefusal(...checks: ReadonlyArray<() => Check>): Check {
  for (const check of checks) {
    const result = check();
    if (!result.ok) return result;
  }
  return OK;
}

export function isRefusal(check: Check): check is Refusal {
  return !check.ok;
}
