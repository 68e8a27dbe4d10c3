import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * The issue to show for a failed parse, as `at <path>: <message>`. A union (an action or a check step) reports one
 * issue per branch; the branch that got furthest into the input is the one the author meant.
 */
export function describeIssue(error: z.ZodError): string {
  const issue = deepest(error.issues[0], []);
  return `${issue.path.join('.') || '(top)'}: ${issue.message}`;
}

function deepest(issue: Issue, prefix: readonly PropertyKey[]): Issue {
  const path = [...prefix, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { ...issue, path } as Issue;
  const branches = issue.errors.filter((b) => b.length > 0).map((b) => deepest(b[0], path));
  const depth = (i: Issue) => i.path.length - (i.code === 'unrecognized_keys' ? 0.5 : 0);
  return branches.reduce((best, b) => (depth(b) > depth(best) ? b : best), branches[0] ?? ({ ...issue, path } as Issue));
}
