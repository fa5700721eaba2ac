import type { FieldViolation } from './field-violation.js';
import { SiteResponseValidationError } from './transport-errors.js';
import { SiteRequestValidationError } from './validation-error.js';

interface ZodLikeIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  /** For `invalid_union`: the issues of each branch, relative to the union's path. */
  errors?: ZodLikeIssue[][];
}

/**
 * Recognises a zod error without importing zod's classes (the generated validators may use another copy): zod classic
 * throws a `ZodError`, Zod Mini (the generated schemas) a `$ZodError`; both carry the same issues.
 */
export function isZodLikeError(error: unknown): error is Error & { issues: ZodLikeIssue[] } {
  return (
    error instanceof Error &&
    Array.isArray((error as { issues?: unknown }).issues) &&
    (error.name === 'ZodError' || error.name === '$ZodError')
  );
}

const REQUEST_PARTS = new Set(['body', 'path', 'query']);

/**
 * The request validators check `{ body, path, query }`; violations name the field inside that part. A field sent in
 * two parts (an id in the path and repeated in the query) is reported once.
 */
export function requestValidationError(error: Error & { issues: ZodLikeIssue[] }): SiteRequestValidationError {
  const violations = error.issues
    .flatMap((issue) => explainUnion(issue))
    .map((issue): FieldViolation => {
      const [part, ...rest] = issue.path.map(String);
      const inside = part !== undefined && REQUEST_PARTS.has(part) ? rest : issue.path.map(String);
      return {
        field: inside.length > 0 ? inside.join('.') : (part ?? 'request'),
        description: issue.message,
        violatedRule: issue.code,
      };
    });
  return new SiteRequestValidationError({
    fieldViolations: withoutRepeats(violations),
    details: { issues: error.issues },
    cause: error,
  });
}

function withoutRepeats(violations: FieldViolation[]): FieldViolation[] {
  const seen = new Set<string>();
  return violations.filter((violation) => {
    const key = JSON.stringify([violation.field, violation.description, violation.violatedRule]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function responseValidationError(error: Error & { issues: ZodLikeIssue[] }): SiteResponseValidationError {
  const listed = error.issues
    .flatMap((issue) => explainUnion(issue))
    .map((issue) => `"${issue.path.map(String).join('.')}" ${issue.message}`);
  return new SiteResponseValidationError({
    message: `The response does not match the contract: ${listed.join(', ')}`,
    details: { issues: error.issues },
    cause: error,
  });
}

/**
 * A one-of that matched no branch is reported by zod as "Invalid input" on the whole object. The branch that got
 * furthest (its deepest issue is deepest; then fewest issues) is the one the caller meant, so its issues are reported.
 */
function explainUnion(issue: ZodLikeIssue): ZodLikeIssue[] {
  const branches = issue.code === 'invalid_union' ? (issue.errors ?? []).filter((branch) => branch.length > 0) : [];
  if (branches.length === 0) return [issue];
  const depth = (branch: ZodLikeIssue[]) => Math.max(...branch.map((inner) => inner.path.length));
  const best = [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
  return best.flatMap((inner) => explainUnion({ ...inner, path: [...issue.path, ...inner.path] }));
}
