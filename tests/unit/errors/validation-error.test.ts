import { describe, expect, it } from 'vitest';
import {
  isSiteRequestValidationError,
  mapFailedResponse,
  SiteRequestValidationError,
  SiteValidationError,
} from '../../../src/errors/index.js';

/** What the catalog calls do to name a caller's arguments: the same violations under other field names. */
function renamed<E extends SiteValidationError>(error: E, rename: (field: string) => string): E {
  return error.withViolations(error.fieldViolations.map((v) => ({ ...v, field: rename(v.field) }))) as E;
}

describe('SiteValidationError.withViolations', () => {
  const original = mapFailedResponse({
    status: 400,
    statusText: 'Bad Request',
    requestId: 'r1',
    body: {
      details: {
        validationError: {
          fieldViolations: [
            { field: 'product.name', description: 'is required' },
            { field: 'product.id', description: 'is invalid' },
          ],
        },
      },
    },
  }) as SiteValidationError;

  it('renames fields, re-sorts and rebuilds the message, without touching the original', () => {
    const relabelled = renamed(original, (field) => (field === 'product.id' ? '_id' : field));
    expect(relabelled.message).toBe('INVALID_ARGUMENT: "_id" is invalid, "product.name" is required');
    expect(relabelled.requestId).toBe('r1');
    expect(relabelled.status).toBe(400);
    expect(relabelled).not.toBe(original);
    expect(original.message).toBe('INVALID_ARGUMENT: "product.id" is invalid, "product.name" is required');
  });

  it('keeps the class of a client-side request validation error', () => {
    const clientSide = new SiteRequestValidationError({ fieldViolations: [{ field: 'id', description: 'Required' }] });
    const relabelled = renamed(clientSide, () => '_id');
    expect(isSiteRequestValidationError(relabelled)).toBe(true);
    expect(relabelled.message).toBe('INVALID_ARGUMENT: "_id" Required');
  });
});
