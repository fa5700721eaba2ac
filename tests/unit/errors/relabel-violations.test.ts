import { describe, expect, it } from 'vitest';
import {
  isSiteRequestValidationError,
  mapFailedResponse,
  relabelViolations,
  SiteNetworkError,
  SiteRequestValidationError,
  SiteValidationError,
} from '../../../src/errors/index.js';

describe('relabelViolations', () => {
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
    const renamed = relabelViolations(original, (field) => (field === 'product.id' ? '_id' : field));
    expect(renamed.message).toBe('INVALID_ARGUMENT: "_id" is invalid, "product.name" is required');
    expect(renamed.requestId).toBe('r1');
    expect(renamed.status).toBe(400);
    expect(renamed).not.toBe(original);
    expect(original.message).toBe('INVALID_ARGUMENT: "product.id" is invalid, "product.name" is required');
  });

  it('keeps the class of a client-side request validation error', () => {
    const clientSide = new SiteRequestValidationError({ fieldViolations: [{ field: 'id', description: 'Required' }] });
    const renamed = relabelViolations(clientSide, () => '_id');
    expect(isSiteRequestValidationError(renamed)).toBe(true);
    expect(renamed.message).toBe('INVALID_ARGUMENT: "_id" Required');
  });

  it('returns other values unchanged', () => {
    const network = new SiteNetworkError({ message: 'x' });
    expect(relabelViolations(network, () => 'y')).toBe(network);
    expect(relabelViolations('text', () => 'y')).toBe('text');
  });
});
