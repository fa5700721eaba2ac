import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { isSiteNetworkError, isSiteValidationError } from '../../../src/errors/guards.js';
import { failureMapping } from '../../../src/http/load-failure-mapping.js';

describe('the failure mapping loaded on the first failure', () => {
  it('is imported once and kept', async () => {
    const first = failureMapping();
    expect(failureMapping()).toBe(first);
    expect(typeof (await first).mapFailure).toBe('function');
  });

  it('maps an axios failure without an answer to a network error', async () => {
    const refused = new AxiosError('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED');
    expect(isSiteNetworkError((await failureMapping()).mapFailure(refused))).toBe(true);
  });

  it('maps an answered failure with field violations to a validation error', async () => {
    const headers = new AxiosHeaders();
    const answer = new AxiosError('bad', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 400,
      statusText: 'Bad Request',
      headers,
      config: { headers },
      data: { message: 'bad', details: { validationError: { fieldViolations: [{ field: 'id', description: 'x' }] } } },
    });
    expect(isSiteValidationError((await failureMapping()).mapFailure(answer))).toBe(true);
  });
});
