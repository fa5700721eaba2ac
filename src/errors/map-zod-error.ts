import type { FieldViolation } from './field-violation.js';
import { SiteResponseValidationError } from './transport-errors.js';
import { SiteRequestValidationError } from './validation-error.js';

interface ZodLikeIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
}

/** Recognises a ZodError without importing zod's classes (the generated validators may use another copy). */
export function isZodLikeError(error: unknown): error is Error & { issues: ZodLikeIssue[] } {
  return error instanceof Error && Array.isArray((error as { issues?: unknown }).issues) && error.name === 'ZodError';
}

const REQUEST_PARTS = new Set(['body', 'path', 'query']);

/** The request validators check `{ body, path, query }`; violations name the field inside that part. */
export function requestValidationError(error: Error & { issues: ZodLikeIssue[] }): SiteRequestValidationError {
  const fieldViolations = error.issues.map((issue): FieldViolation => {
    const [part, ...rest] = issue.path.map(String);
    const inside = part !== undefined && REQUEST_PARTS.has(part) ? rest : issue.path.map(String);
    return {
      field: inside.length > 0 ? inside.join('.') : (part ?? 'request'),
      description: issue.message,
      violatedRule: issue.code,
    };
  });
  return new SiteRequestValidationError({ fieldViolations, details: { issues: error.issues }, cause: error });
}

export function responseValidationError(error: Error & { issues: ZodLikeIssue[] }): SiteResponseValidationError {
  const listed = error.issues.map((issue) => `"${issue.path.map(String).join('.')}" ${issue.message}`);
  return new SiteResponseValidationError({
    message: `The response does not match the contract: ${listed.join(', ')}`,
    details: { issues: error.issues },
    cause: error,
  });
}
