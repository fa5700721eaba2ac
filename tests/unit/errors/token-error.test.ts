import { describe, expect, it } from 'vitest';
import { SiteNetworkError, SiteTokenError } from '../../../src/errors/index.js';

describe('SiteTokenError', () => {
  it('says "Failed to fetch tokens from OAuth API: <statusText>. request id: <id>. Response: <JSON>"', () => {
    const error = new SiteTokenError({
      status: 400,
      statusText: 'Bad Request',
      requestId: 'r-7',
      body: { error: 'invalid_grant' },
      oauthError: 'invalid_grant',
    });
    expect(error.message).toBe(
      'Failed to fetch tokens from OAuth API: Bad Request. request id: r-7. Response: {"error":"invalid_grant"}',
    );
    expect(error.code).toBe('invalid_grant');
    expect(error.isGrantRejected).toBe(true);
  });

  it('omits the Response part without a body and keeps the cause of a network failure', () => {
    expect(new SiteTokenError({ status: 500, statusText: 'Internal Server Error', requestId: 'r' }).message).toBe(
      'Failed to fetch tokens from OAuth API: Internal Server Error. request id: r',
    );
    const cause = new SiteNetworkError({ message: 'Network request failed: ECONNREFUSED' });
    const error = new SiteTokenError({ cause });
    expect(error.message).toBe('Failed to fetch tokens from OAuth API: Network request failed: ECONNREFUSED');
    expect(error.cause).toBe(cause);
    expect(error.isGrantRejected).toBe(false);
    expect(error.code).toBe('TOKEN_REQUEST_FAILED');
  });
});
