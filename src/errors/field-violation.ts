/** One violated rule on one field, as the platform reports it (and as sitekit reports client-side checks). */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** At most this many violations of one answer are kept and listed; the rest are only counted. */
export const MAX_FIELD_VIOLATIONS = 100;

/** Ordered by field name, by code unit (not locale), so the message is the same on every machine. */
export function sortViolationsByField(violations: readonly FieldViolation[]): FieldViolation[] {
  return [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

/** `INVALID_ARGUMENT: "a" must be set, "b.c" is too long`, then `(and 3 more)` when some were left out. */
export function formatViolations(violations: readonly FieldViolation[], omitted = 0): string {
  const listed = sortViolationsByField(violations).map((violation) => `"${violation.field}" ${violation.description}`);
  return `INVALID_ARGUMENT: ${listed.join(', ')}${omitted > 0 ? ` (and ${omitted} more)` : ''}`;
}
