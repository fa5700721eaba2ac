import { describe, expect, it } from 'vitest';
import { toTokenError } from '../../../src/errors/token-failure.js';
import { isSiteTokenError } from '../../../src/errors/guards.js';
import { SiteTokenError } from '../../../src/errors/token-error.js';
import { SiteAbortError, SiteHttpError } from '../../../src/errors/transport-errors.js';
import { SiteRequestValidationError } from '../../../src/errors/validation-error.js';

describe('toTokenError', () => {
  it("keeps the endpoint's answer and its OAuth error code", () => {
    const answer = new SiteHttpError({
      code: 'invalid_grant',
      message: 'expired',
      status: 400,
      statusText: 'Bad Request',
      body: { error: 'invalid_grant', error_description: 'expired' },
    });
    const error = toTokenError(answer) as SiteTokenError;
    expect(isSiteTokenError(error)).toBe(true);
    expect(error.status).toBe(400);
    expect(error.oauthError).toBe('invalid_grant');
    expect(error.cause).toBe(answer);
  });

  it('wraps a failure without an answer (an unreadable grant, a network failure)', () => {
    const unreadable = new TypeError('The grant has no "access_token"');
    const error = toTokenError(unreadable) as SiteTokenError;
    expect(isSiteTokenError(error)).toBe(true);
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(unreadable);
  });

  it("passes bad arguments and the caller's abort as they are", () => {
    const invalid = new SiteRequestValidationError({ fieldViolations: [{ field: 'clientId', description: 'x' }] });
    const aborted = new SiteAbortError({ message: 'Request aborted' });
    expect(toTokenError(invalid)).toBe(invalid);
    expect(toTokenError(aborted)).toBe(aborted);
  });
});
