import type { UseMutationResult } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { afterEach, expect } from 'vitest';
import {
  ApiKeyStrategy,
  isSiteError,
  OAuthStrategy,
  SiteApplicationError,
  systemClock,
  TokenRole,
  type Clock,
  type OAuthAuth,
  type SiteClient,
  type Tokens,
} from '../../../../src/index.js';
import { applicationFailure, useIdentityServer, type IdentityRequest } from './identity-server.js';
import { renderSiteHook, testServerSite } from './react-site.js';

export const CLIENT_ID = 'client-7';
export const NOW_SECONDS = 1_900_000_000;
/** Token expiry is computed from this clock, so the answered tokens are exact values. */
const clock: Clock = { ...systemClock, now: () => NOW_SECONDS * 1000 };

export const VISITOR_TOKENS: Tokens = {
  accessToken: { value: 'visitor-access', expiresAt: NOW_SECONDS + 3600 },
  refreshToken: { value: 'visitor-refresh', role: TokenRole.VISITOR },
};
export const MEMBER_TOKENS: Tokens = {
  accessToken: { value: 'member-access', expiresAt: NOW_SECONDS + 3600 },
  refreshToken: { value: 'member-refresh', role: TokenRole.MEMBER },
};

/** An OAuth site client on the test server, starting from `tokens` (so no token request precedes a call). */
export function identitySite(tokens: Tokens = VISITOR_TOKENS): SiteClient<OAuthAuth> {
  return testServerSite(OAuthStrategy({ clientId: CLIENT_ID, tokens }), { clock });
}

export function identityApiKeySite(): SiteClient {
  return testServerSite(ApiKeyStrategy({ apiKey: 'secret-key', siteId: 'site-9' }), { clock });
}

export const IDENTITY = {
  id: '6f2b8c1e-3d4a-4b5c-9e8f-7a6b5c4d3e2f',
  revision: '3',
  createdDate: '2024-05-01T10:00:00.000Z',
  updatedDate: '2024-05-02T11:30:00.000Z',
  identityProfile: { firstName: 'Ada', lastName: 'Lovelace' },
  email: { address: 'ada@example.com', isVerified: true },
  status: { name: 'ACTIVE', reasons: [] },
};

export const SUCCESS_STEP = { state: 'SUCCESS', sessionToken: 'session-1', identity: IDENTITY };
export const VERIFICATION_STEP = { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-1', identity: IDENTITY };

export const REDIRECT_SESSION = {
  redirectSession: {
    id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
    fullUrl: 'https://users.example/logout?session=9',
    urlDetails: { endpoint: 'https://users.example/logout', searchParams: { session: '9' } },
  },
};

/** The register request a visitor sends for Ada (password and first name), with `captchaTokens`. */
export const registerRequest = (captchaTokens: object[]) => ({
  method: 'POST' as const,
  path: '/_api/iam/authentication/v2/register',
  body: { loginId: { email: 'ada@example.com' }, password: 's3cret!', profile: { firstName: 'Ada' }, captchaTokens },
  authorization: 'visitor-access',
});

export type MutationHook<TData, TVariables> = () => UseMutationResult<TData, Error, TVariables>;

/** Runs one mutation to success; answers what it resolved to, after checking the hook's `data` holds the same. */
export async function succeed<TData, TVariables>(
  hook: MutationHook<TData, TVariables>,
  variables: NoInfer<TVariables>,
  site: SiteClient,
): Promise<TData> {
  const { result } = renderSiteHook(hook, site);
  const data = await act(() => result.current.mutateAsync(variables));
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.error).toBeNull();
  expect(result.current.data).toEqual(data);
  return data;
}

/** Runs one mutation to failure; answers the hook's `error`. */
export async function fail<TData, TVariables>(
  hook: MutationHook<TData, TVariables>,
  variables: NoInfer<TVariables>,
  site: SiteClient,
): Promise<Error> {
  const { result } = renderSiteHook(hook, site);
  await act(async () => result.current.mutate(variables));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.data).toBeUndefined();
  const { error } = result.current;
  expect(isSiteError(error)).toBe(true);
  return error as Error;
}

export function expectApplicationError(
  error: Error,
  expected: { status: number; code: string; description: string; data?: Record<string, unknown> },
) {
  expect(error).toBeInstanceOf(SiteApplicationError);
  const applicationError = error as SiteApplicationError;
  expect(applicationError.kind).toBe('application');
  expect(applicationError.code).toBe(expected.code);
  expect(applicationError.status).toBe(expected.status);
  expect(applicationError.requestId).toBe(`req-${expected.status}`);
  expect(applicationError.message).toBe(`request failed: ${expected.description}`);
  expect(applicationError.applicationError).toEqual({
    code: expected.code,
    description: expected.description,
    data: expected.data ?? {},
  });
}

/**
 * The recording identity server for one test file, a clean document after each test, and a check that the server
 * saw exactly one request.
 */
export function useIdentityHookServer() {
  const server = useIdentityServer();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** The only request the test sent: method, path, query and body exactly; `authorization` when given. */
  function expectOnlyRequest(expected: {
    method: 'GET' | 'POST';
    path: string;
    query?: Record<string, string>;
    body: unknown;
    authorization?: string;
  }): IdentityRequest {
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0] as IdentityRequest;
    expect({ method: request.method, path: request.path, query: request.query, body: request.body }).toEqual({
      method: expected.method,
      path: expected.path,
      query: expected.query ?? {},
      body: expected.body,
    });
    if (expected.authorization !== undefined) expect(request.headers.authorization).toBe(expected.authorization);
    return request;
  }

  /**
   * Runs `hook` with `variables` to success for a visitor, the server answering `answer`; checks that it resolved to
   * `answer` after posting only `request`.
   */
  async function expectResolvedAfterPost<TData, TVariables>(
    hook: MutationHook<TData, TVariables>,
    variables: NoInfer<TVariables>,
    answer: JsonBodyType,
    request: { path: string; body: unknown },
  ): Promise<void> {
    server.answer(() => answer);
    expect(await succeed(hook, variables, identitySite())).toEqual(answer);
    expectOnlyRequest({ method: 'POST', ...request });
  }

  /** Runs `hook` with `variables` to failure for a visitor, the server refusing with `refusal`; checks the error. */
  async function expectRefusal<TData, TVariables>(
    hook: MutationHook<TData, TVariables>,
    variables: NoInfer<TVariables>,
    refusal: { status: number; code: string; description: string },
  ): Promise<void> {
    server.answer(() => applicationFailure(refusal.status, { code: refusal.code, description: refusal.description }));
    expectApplicationError(await fail(hook, variables, identitySite()), refusal);
  }

  return { server, expectOnlyRequest, expectResolvedAfterPost, expectRefusal };
}
