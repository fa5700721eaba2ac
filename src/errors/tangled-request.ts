import { SiteRequestValidationError } from './validation-error.js';

/** Where a request stops being a tree of plain values, and why. */
export interface Tangle {
  /** Where in `{ body, path, query }` the walk stopped. */
  path: string[];
  reason: 'circular' | 'too-deep';
}

const REQUEST_PARTS = new Set(['body', 'path', 'query']);

/** The SiteRequestValidationError of a circular or too deeply nested request, naming the field inside its part. */
export function tangledRequestError({ path, reason }: Tangle): SiteRequestValidationError {
  const [part, ...rest] = path;
  const inside = part !== undefined && REQUEST_PARTS.has(part) ? rest : path;
  return new SiteRequestValidationError({
    fieldViolations: [
      {
        field: inside.length > 0 ? inside.join('.') : 'request',
        description:
          reason === 'circular'
            ? 'refers back to an object that contains it; a circular structure cannot be sent'
            : 'is nested too deeply to be sent',
        violatedRule: 'VALIDATION',
      },
    ],
  });
}
