import { describe, expect, it } from 'vitest';
import { isSiteRequestValidationError } from '../../../src/errors/guards.js';
import { OPERATIONS } from '../../../src/http/operations.js';
import { checkRequest, requestSchema } from '../../../src/http/request-checks.js';

function failure(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the check to fail');
}

describe('request checks of the operation table', () => {
  it.each(Object.keys(OPERATIONS))('%s has a request schema, built once', (name) => {
    const schema = requestSchema(name);
    expect(requestSchema(name)).toBe(schema);
  });

  it('finds every part an operation has by its generated name: path and query of getProduct', () => {
    expect(() => checkRequest('getProduct', { path: { id: 'p1' }, query: { id: 'p1' } })).not.toThrow();
    const error = failure(() => checkRequest('getProduct', { path: { id: 7 } }));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('"id"');
  });

  it('refuses a part the operation does not have', () => {
    const error = failure(() => checkRequest('getProduct', { path: { id: 'p1' }, body: { id: 'p1' } }));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('"body"');
  });

  it('names the field inside the body, in English', () => {
    const error = failure(() => checkRequest('validateEmail', { body: { email: 7 } }));
    expect((error as Error).message).toMatch(/"email" Invalid input: expected string/);
  });
});
