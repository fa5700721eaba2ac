import { SiteRequestValidationError } from '../errors/validation-error.js';

/**
 * The generated path serializer percent-encodes `/`, `?` and `#`, but a parameter that is empty, `.` or `..` still
 * changes the route: URL parsers resolve dot segments (even `%2E%2E`), and an empty segment addresses the parent.
 * Such values are refused before anything is sent.
 */
export function assertSafePathParameters(path: Record<string, unknown> | undefined): void {
  if (!path) return;
  const fieldViolations = Object.entries(path)
    .filter(([, value]) => isRouteChanging(value))
    .map(([field, value]) => ({
      field,
      description: describeProblem(value),
      violatedRule: 'VALIDATION',
    }));
  if (fieldViolations.length > 0) throw new SiteRequestValidationError({ fieldViolations });
}

function describeProblem(value: unknown): string {
  if (value === undefined || value === null) return 'is required';
  const shown = value === '' ? 'empty' : `"${String(value)}"`;
  return `must not be ${shown} (it would change the request path)`;
}

function isRouteChanging(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const text = String(value);
  return text === '' || text === '.' || text === '..';
}
