// @vitest-environment happy-dom
import type { UseMutationResult } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  createSiteClient,
  isSiteError,
  LoginState,
  OAuthStrategy,
  SiteApplicationError,
  SiteOAuthFlowError,
  SiteTokenError,
  SiteValidationError,
  systemClock,
  TokenRole,
  type Clock,
  type OAuthAuth,
  type SiteClient,
  type StateMachine,
  type Tokens,
} from '../../../src/index.js';
import {
  useAuthenticationLogout,
  useChangePassword,
  useCreateRedirectSession,
  useGenerateVisitorTokens,
  useGetMemberTokens,
  useGetMemberTokensForDirectLogin,
  useGetMemberTokensForExternalLogin,
  useLogin,
  useLoginStatus,
  useLoginV2,
  useLogout,
  useProcessVerification,
  useRecover,
  useRegister,
  useRegisterV2,
  useRenewToken,
  useResendDuringAuthentication,
  useSendActivationEmail,
  useSendPasswordResetEmail,
  useSendRecoveryEmail,
  useSetTokens,
  useSignOn,
  useStartVerification,
  useValidateEmail,
  useVerifyDuringAuthentication,
  useVerifyFactor,
} from '../../../src/react/index.js';
import {
  API,
  applicationFailure,
  tokenFailure,
  useIdentityServer,
  validationFailure,
  type IdentityRequest,
} from './support/identity-server.js';
import { renderSiteHook } from './support/react-site.js';

const CLIENT_ID = 'client-7';
const NOW_SECONDS = 1_900_000_000;
/** Token expiry is computed from this clock, so the answered tokens are exact values. */
const clock: Clock = { ...systemClock, now: () => NOW_SECONDS * 1000 };

const VISITOR_TOKENS: Tokens = {
  accessToken: { value: 'visitor-access', expiresAt: NOW_SECONDS + 3600 },
  refreshToken: { value: 'visitor-refresh', role: TokenRole.VISITOR },
};
const MEMBER_TOKENS: Tokens = {
  accessToken: { value: 'member-access', expiresAt: NOW_SECONDS + 3600 },
  refreshToken: { value: 'member-refresh', role: TokenRole.MEMBER },
};

/** An OAuth site client on the test server, starting from `tokens` (so no token request precedes a call). */
function oauthSite(tokens: Tokens = VISITOR_TOKENS): SiteClient<OAuthAuth> {
  return createSiteClient({
    auth: OAuthStrategy({ clientId: CLIENT_ID, tokens }),
    baseURL: API,
    adapter: 'http',
    retry: false,
    clock,
  });
}

function apiKeySite(): SiteClient {
  return createSiteClient({
    auth: ApiKeyStrategy({ apiKey: 'secret-key', siteId: 'site-9' }),
    baseURL: API,
    adapter: 'http',
    retry: false,
    clock,
  });
}

const IDENTITY = {
  id: '6f2b8c1e-3d4a-4b5c-9e8f-7a6b5c4d3e2f',
  revision: '3',
  createdDate: '2024-05-01T10:00:00.000Z',
  updatedDate: '2024-05-02T11:30:00.000Z',
  identityProfile: { firstName: 'Ada', lastName: 'Lovelace' },
  email: { address: 'ada@example.com', isVerified: true },
  status: { name: 'ACTIVE', reasons: [] },
};

const SUCCESS_STEP = { state: 'SUCCESS', sessionToken: 'session-1', identity: IDENTITY };
const VERIFICATION_STEP = { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-1', identity: IDENTITY };

const REDIRECT_SESSION = {
  redirectSession: {
    id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
    fullUrl: 'https://users.example/logout?session=9',
    urlDetails: { endpoint: 'https://users.example/logout', searchParams: { session: '9' } },
  },
};

const server = useIdentityServer();

afterEach(() => {
  document.body.innerHTML = '';
});

type MutationHook<TData, TVariables> = () => UseMutationResult<TData, Error, TVariables>;

/** Runs one mutation to success; answers what it resolved to, after checking the hook's `data` holds the same. */
async function succeed<TData, TVariables>(
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
async function fail<TData, TVariables>(
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

function expectApplicationError(
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

describe('identity hooks: authentication', () => {
  it('useRegisterV2 posts the login id with the options and resolves to the state-machine step', async () => {
    server.answer(() => VERIFICATION_STEP);
    const data = await succeed(
      useRegisterV2,
      {
        loginId: { email: 'ada@example.com' },
        options: { password: 's3cret!', profile: { firstName: 'Ada' }, captchaTokens: [{ Recaptcha: 'captcha-1' }] },
      },
      oauthSite(),
    );
    expect(data).toEqual(VERIFICATION_STEP);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/register',
      body: {
        loginId: { email: 'ada@example.com' },
        password: 's3cret!',
        profile: { firstName: 'Ada' },
        captchaTokens: [{ Recaptcha: 'captcha-1' }],
      },
      authorization: 'visitor-access',
    });
  });

  it('useRegisterV2 surfaces an application error', async () => {
    server.answer(() => applicationFailure(409, { code: '-19995', description: 'Email already exists' }));
    const error = await fail(
      useRegisterV2,
      { loginId: { email: 'ada@example.com' }, options: { password: 's3cret!' } },
      oauthSite(),
    );
    expectApplicationError(error, { status: 409, code: '-19995', description: 'Email already exists' });
  });

  it('useLoginV2 posts the login id, password and state token and resolves to the step', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(
      useLoginV2,
      { loginId: { email: 'ada@example.com' }, options: { password: 's3cret!', stateToken: 'state-0' } },
      oauthSite(),
    );
    expect(data).toEqual(SUCCESS_STEP);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/login',
      body: { loginId: { email: 'ada@example.com' }, password: 's3cret!', stateToken: 'state-0' },
      authorization: 'visitor-access',
    });
  });

  it('useLoginV2 surfaces a validation error with its field violations', async () => {
    server.answer(() =>
      validationFailure([{ field: 'loginId.email', description: 'must be an email', violatedRule: 'FORMAT' }]),
    );
    const error = await fail(
      useLoginV2,
      { loginId: { email: 'ada@example.com' }, options: { password: 's3cret!' } },
      oauthSite(),
    );
    expect(error).toBeInstanceOf(SiteValidationError);
    expect(error).toMatchObject({
      kind: 'validation',
      code: 'INVALID_ARGUMENT',
      status: 400,
      requestId: 'req-400',
      message: 'INVALID_ARGUMENT: "loginId.email" must be an email',
      fieldViolations: [{ field: 'loginId.email', description: 'must be an email', violatedRule: 'FORMAT' }],
    });
  });

  it('useSignOn posts the login id and options with the API key and resolves to the session', async () => {
    const answer = { sessionToken: 'session-2', identity: IDENTITY };
    server.answer(() => answer);
    const data = await succeed(
      useSignOn,
      {
        loginId: { email: 'ada@example.com' },
        options: { profile: { nickname: 'ada' }, verifyEmail: false, mergeExistingContact: true },
      },
      apiKeySite(),
    );
    expect(data).toEqual(answer);
    const request = expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/sign-on',
      body: {
        loginId: { email: 'ada@example.com' },
        profile: { nickname: 'ada' },
        verifyEmail: false,
        mergeExistingContact: true,
      },
      authorization: 'secret-key',
    });
    expect(request.headers['wix-site-id']).toBe('site-9');
  });

  it('useSignOn surfaces an application error', async () => {
    server.answer(() => applicationFailure(403, { code: 'TRUSTED_CLIENTS_ONLY', description: 'not trusted' }));
    const error = await fail(useSignOn, { loginId: { email: 'ada@example.com' }, options: {} }, apiKeySite());
    expectApplicationError(error, { status: 403, code: 'TRUSTED_CLIENTS_ONLY', description: 'not trusted' });
  });

  it("useChangePassword posts the new password with the member's token and resolves to nothing", async () => {
    server.answer(() => ({}));
    const data = await succeed(useChangePassword, 'n3w-passw0rd', oauthSite(MEMBER_TOKENS));
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/change-password',
      body: { newPassword: 'n3w-passw0rd' },
      authorization: 'member-access',
    });
  });

  it('useChangePassword surfaces an application error', async () => {
    server.answer(() => applicationFailure(403, { code: 'PERMISSION_DENIED', description: 'members only' }));
    const error = await fail(useChangePassword, 'n3w-passw0rd', oauthSite());
    expectApplicationError(error, { status: 403, code: 'PERMISSION_DENIED', description: 'members only' });
  });

  it('useAuthenticationLogout sends a GET with the options as query and resolves to the raw response', async () => {
    const answer = {
      body: 'PGh0bWw+PC9odG1sPg==',
      statusCode: 302,
      headers: [{ key: 'Location', value: 'https://shop.example/bye' }],
    };
    server.answer(() => answer);
    const data = await succeed(
      useAuthenticationLogout,
      { postLogoutRedirectUri: 'https://shop.example/bye', clientId: CLIENT_ID },
      oauthSite(MEMBER_TOKENS),
    );
    expect(data).toEqual(answer);
    expectOnlyRequest({
      method: 'GET',
      path: '/_api/iam/authentication/v1/logout',
      query: { postLogoutRedirectUri: 'https://shop.example/bye', clientId: CLIENT_ID },
      body: undefined,
      authorization: 'member-access',
    });
  });

  it('useAuthenticationLogout surfaces an application error', async () => {
    server.answer(() => applicationFailure(500, { code: 'LOGOUT_FAILED', description: 'session store down' }));
    const error = await fail(useAuthenticationLogout, { clientId: CLIENT_ID }, oauthSite(MEMBER_TOKENS));
    expectApplicationError(error, { status: 500, code: 'LOGOUT_FAILED', description: 'session store down' });
    expect(server.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('useValidateEmail posts the address and resolves to the verdict', async () => {
    const answer = { valid: false, failure: { reason: 'EMAIL_ADDRESS_BOUNCED' }, formatInvalid: false };
    server.answer(() => answer);
    const data = await succeed(useValidateEmail, 'ada@example.com', oauthSite());
    expect(data).toEqual(answer);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/validate-email',
      body: { email: 'ada@example.com' },
    });
  });

  it('useValidateEmail surfaces a validation error', async () => {
    server.answer(() =>
      validationFailure([{ field: 'email', description: 'is too long', violatedRule: 'MAX_LENGTH' }]),
    );
    const error = await fail(useValidateEmail, 'ada@example.com', oauthSite());
    expect(error).toBeInstanceOf(SiteValidationError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "email" is too long',
    });
  });

  it('useVerifyFactor posts the factor data to the factor type path and resolves to the step', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(
      useVerifyFactor,
      {
        factorType: 'TOTP',
        options: { stateToken: 'state-1', rememberThisDevice: true, totpData: { code: '123456' } },
      },
      oauthSite(),
    );
    expect(data).toEqual(SUCCESS_STEP);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/TOTP/verify',
      body: { stateToken: 'state-1', rememberThisDevice: true, totpData: { code: '123456' } },
    });
  });

  it('useVerifyFactor surfaces an application error', async () => {
    server.answer(() => applicationFailure(400, { code: 'VERIFICATION_FAILED', description: 'wrong code' }));
    const error = await fail(
      useVerifyFactor,
      { factorType: 'SMS', options: { stateToken: 'state-1', smsData: { code: '000000' } } },
      oauthSite(),
    );
    expectApplicationError(error, { status: 400, code: 'VERIFICATION_FAILED', description: 'wrong code' });
    expect(server.requests[0]?.path).toBe('/_api/iam/authentication/v2/SMS/verify');
  });
});

describe('identity hooks: recovery', () => {
  it('useSendRecoveryEmail posts the address with language and redirect and resolves to nothing', async () => {
    server.answer(() => ({}));
    const data = await succeed(
      useSendRecoveryEmail,
      {
        email: 'ada@example.com',
        options: { language: 'en', redirect: { url: 'https://shop.example/reset', clientId: CLIENT_ID } },
      },
      oauthSite(),
    );
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/recovery/v1/send-email',
      body: {
        email: 'ada@example.com',
        language: 'en',
        redirect: { url: 'https://shop.example/reset', clientId: CLIENT_ID },
      },
    });
  });

  it('useSendRecoveryEmail surfaces an application error', async () => {
    server.answer(() => applicationFailure(429, { code: 'THROTTLED_FEATURE', description: 'too many emails' }));
    const error = await fail(useSendRecoveryEmail, { email: 'ada@example.com' }, oauthSite());
    expectApplicationError(error, { status: 429, code: 'THROTTLED_FEATURE', description: 'too many emails' });
  });

  it('useSendActivationEmail posts the identity id with the email options and resolves to nothing', async () => {
    server.answer(() => ({}));
    const data = await succeed(
      useSendActivationEmail,
      {
        identityId: IDENTITY.id,
        options: { emailOptions: { language: 'de', redirect: { url: 'https://shop.example/welcome' } } },
      },
      oauthSite(),
    );
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/recovery/v1/activation-email',
      body: {
        identityId: IDENTITY.id,
        emailOptions: { language: 'de', redirect: { url: 'https://shop.example/welcome' } },
      },
    });
  });

  it('useSendActivationEmail surfaces an application error', async () => {
    server.answer(() =>
      applicationFailure(404, { code: 'IDENTITY_NOT_FOUND', description: 'no such identity', data: { id: 'x' } }),
    );
    const error = await fail(useSendActivationEmail, { identityId: 'x' }, oauthSite());
    expectApplicationError(error, {
      status: 404,
      code: 'IDENTITY_NOT_FOUND',
      description: 'no such identity',
      data: { id: 'x' },
    });
  });

  it('useRecover posts the recovery token and password and resolves to the step', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(
      useRecover,
      { recoveryToken: 'recovery-1', options: { password: 'n3w-passw0rd' } },
      oauthSite(),
    );
    expect(data).toEqual(SUCCESS_STEP);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/recovery/v1/recover',
      body: { recoveryToken: 'recovery-1', password: 'n3w-passw0rd' },
    });
  });

  it('useRecover surfaces an application error', async () => {
    server.answer(() => applicationFailure(400, { code: 'INVALID_RECOVERY_TOKEN', description: 'token expired' }));
    const error = await fail(useRecover, { recoveryToken: 'recovery-1' }, oauthSite());
    expectApplicationError(error, { status: 400, code: 'INVALID_RECOVERY_TOKEN', description: 'token expired' });
  });
});

describe('identity hooks: verification', () => {
  it('useStartVerification posts the identity and target and resolves to the verification id', async () => {
    server.answer(() => ({ verificationId: 'verification-1' }));
    const data = await succeed(useStartVerification, { identityId: IDENTITY.id, target: 'EMAIL' }, oauthSite());
    expect(data).toEqual({ verificationId: 'verification-1' });
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/verification/v1/start',
      body: { identityId: IDENTITY.id, target: 'EMAIL' },
    });
  });

  it('useStartVerification surfaces an application error', async () => {
    server.answer(() => applicationFailure(409, { code: 'ALREADY_VERIFIED', description: 'email is verified' }));
    const error = await fail(useStartVerification, { identityId: IDENTITY.id, target: 'EMAIL' }, oauthSite());
    expectApplicationError(error, { status: 409, code: 'ALREADY_VERIFIED', description: 'email is verified' });
  });

  it('useVerifyDuringAuthentication posts the code and state token and resolves to the step', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(
      useVerifyDuringAuthentication,
      { code: '123456', options: { stateToken: 'state-1' } },
      oauthSite(),
    );
    expect(data).toEqual(SUCCESS_STEP);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code: '123456', stateToken: 'state-1' },
    });
  });

  it('useVerifyDuringAuthentication surfaces an application error', async () => {
    server.answer(() => applicationFailure(400, { code: 'VERIFICATION_FAILED', description: 'wrong code' }));
    const error = await fail(
      useVerifyDuringAuthentication,
      { code: '000000', options: { stateToken: 'state-1' } },
      oauthSite(),
    );
    expectApplicationError(error, { status: 400, code: 'VERIFICATION_FAILED', description: 'wrong code' });
  });

  it('useResendDuringAuthentication posts the state token and resolves to nothing', async () => {
    server.answer(() => ({}));
    const data = await succeed(useResendDuringAuthentication, 'state-1', oauthSite());
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/verification/v1/auth/resend',
      body: { stateToken: 'state-1' },
    });
  });

  it('useResendDuringAuthentication surfaces an application error', async () => {
    server.answer(() => applicationFailure(429, { code: 'THROTTLED_FEATURE', description: 'wait a minute' }));
    const error = await fail(useResendDuringAuthentication, 'state-1', oauthSite());
    expectApplicationError(error, { status: 429, code: 'THROTTLED_FEATURE', description: 'wait a minute' });
  });
});

describe('identity hooks: redirects', () => {
  it('useCreateRedirectSession forwards only the known fields and resolves to the session', async () => {
    server.answer(() => REDIRECT_SESSION);
    const request = {
      storesProduct: { productSlug: 'blue-shirt' },
      callbacks: { postFlowUrl: 'https://shop.example/back' },
      preferences: { additionalQueryParameters: { lang: 'fr' } },
      memberAccountPage: {},
    } as Parameters<ReturnType<typeof useCreateRedirectSession>['mutateAsync']>[0];
    const data = await succeed(useCreateRedirectSession, request, oauthSite());
    expect(data).toEqual(REDIRECT_SESSION);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/redirects-api/v1/redirect-session',
      body: {
        storesProduct: { productSlug: 'blue-shirt' },
        callbacks: { postFlowUrl: 'https://shop.example/back' },
        preferences: { additionalQueryParameters: { lang: 'fr' } },
      },
    });
  });

  it('useCreateRedirectSession surfaces an application error', async () => {
    server.answer(() => applicationFailure(404, { code: 'PRODUCT_NOT_FOUND', description: 'no such product' }));
    const error = await fail(useCreateRedirectSession, { storesProduct: { productSlug: 'gone' } }, oauthSite());
    expectApplicationError(error, { status: 404, code: 'PRODUCT_NOT_FOUND', description: 'no such product' });
  });
});

const GRANT = { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 1800 };

function tokenEndpointOnly(grant: object = GRANT) {
  return (request: IdentityRequest) => {
    if (request.path === '/oauth2/token') return grant;
    throw new Error(`unexpected ${request.method} ${request.path}`);
  };
}

describe('auth action hooks: tokens', () => {
  it('useGenerateVisitorTokens mints a visitor with the anonymous grant and does not store it', async () => {
    server.answer(tokenEndpointOnly());
    const site = oauthSite(MEMBER_TOKENS);
    const data = await succeed(useGenerateVisitorTokens, undefined, site);
    expect(data).toEqual({
      accessToken: { value: 'new-access', expiresAt: NOW_SECONDS + 1800 },
      refreshToken: { value: 'new-refresh', role: TokenRole.VISITOR },
    });
    expectOnlyRequest({ method: 'POST', path: '/oauth2/token', body: { clientId: CLIENT_ID, grantType: 'anonymous' } });
    expect(site.auth.getTokens()).toEqual(MEMBER_TOKENS);
  });

  it('useGenerateVisitorTokens refreshes given tokens whose access token expired', async () => {
    server.answer(tokenEndpointOnly());
    const expired: Tokens = { ...VISITOR_TOKENS, accessToken: { value: 'old', expiresAt: NOW_SECONDS - 10 } };
    const data = await succeed(useGenerateVisitorTokens, expired, oauthSite());
    expect(data).toEqual({
      accessToken: { value: 'new-access', expiresAt: NOW_SECONDS + 1800 },
      refreshToken: { value: 'new-refresh', role: TokenRole.VISITOR },
    });
    expectOnlyRequest({
      method: 'POST',
      path: '/oauth2/token',
      body: { clientId: CLIENT_ID, refreshToken: 'visitor-refresh', grantType: 'refresh_token' },
    });
  });

  it('useGenerateVisitorTokens surfaces a token endpoint failure as a SiteTokenError', async () => {
    server.answer(() => tokenFailure(400, 'invalid_client', 'unknown client'));
    const error = await fail(useGenerateVisitorTokens, undefined, oauthSite());
    expect(error).toBeInstanceOf(SiteTokenError);
    expect(error).toMatchObject({
      kind: 'token',
      code: 'invalid_client',
      oauthError: 'invalid_client',
      status: 400,
      requestId: 'token-400',
    });
  });

  it("useRenewToken refreshes with the given refresh token, keeping its role and the server's rotated token", async () => {
    server.answer(tokenEndpointOnly());
    const data = await succeed(useRenewToken, MEMBER_TOKENS.refreshToken, oauthSite());
    expect(data).toEqual({
      accessToken: { value: 'new-access', expiresAt: NOW_SECONDS + 1800 },
      refreshToken: { value: 'new-refresh', role: TokenRole.MEMBER },
    });
    expectOnlyRequest({
      method: 'POST',
      path: '/oauth2/token',
      body: { clientId: CLIENT_ID, refreshToken: 'member-refresh', grantType: 'refresh_token' },
    });
  });

  it('useRenewToken surfaces a refused grant as a SiteTokenError', async () => {
    server.answer(() => tokenFailure(400, 'invalid_grant', 'refresh token revoked'));
    const error = await fail(useRenewToken, MEMBER_TOKENS.refreshToken, oauthSite());
    expect(error).toBeInstanceOf(SiteTokenError);
    expect(error).toMatchObject({ code: 'invalid_grant', status: 400, isGrantRejected: true });
    expect(server.requests).toHaveLength(1);
  });
});

describe('auth action hooks: register, login and verification', () => {
  it('useRegister posts registerV2 with one captcha element per token and resolves to the mapped state', async () => {
    server.answer(() => VERIFICATION_STEP);
    const data = await succeed(
      useRegister,
      {
        email: 'ada@example.com',
        password: 's3cret!',
        profile: { firstName: 'Ada' },
        captchaTokens: { recaptchaToken: 'visible-1', invisibleRecaptchaToken: 'invisible-1' },
      },
      oauthSite(),
    );
    expect(data).toEqual({ loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: 'state-1' } });
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/register',
      body: {
        loginId: { email: 'ada@example.com' },
        password: 's3cret!',
        profile: { firstName: 'Ada' },
        captchaTokens: [{ Recaptcha: 'visible-1' }, { InvisibleRecaptcha: 'invisible-1' }],
      },
      authorization: 'visitor-access',
    });
  });

  it('useRegister resolves a platform refusal to a FAILURE state carrying the typed error', async () => {
    server.answer(() => applicationFailure(409, { code: '-19995', description: 'Email already exists' }));
    const { result } = renderSiteHook(() => useRegister(), oauthSite());
    const data = await act(() => result.current.mutateAsync({ email: 'ada@example.com', password: 's3cret!' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.error).toBeNull();
    expect(data).toMatchObject({
      loginState: LoginState.FAILURE,
      errorCode: 'emailAlreadyExists',
      error: 'request failed: Email already exists',
    });
    const cause = (data as Extract<StateMachine, { loginState: LoginState.FAILURE }>).cause;
    expectApplicationError(cause as Error, { status: 409, code: '-19995', description: 'Email already exists' });
  });

  it('useLogin posts loginV2 and resolves to SUCCESS with the session token', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(useLogin, { email: 'ada@example.com', password: 's3cret!' }, oauthSite());
    expect(data).toEqual({ loginState: LoginState.SUCCESS, data: { sessionToken: 'session-1' } });
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/login',
      body: { loginId: { email: 'ada@example.com' }, password: 's3cret!' },
    });
  });

  it('useLogin resolves a wrong password to FAILURE invalidPassword carrying the typed error', async () => {
    server.answer(() => applicationFailure(400, { code: '-19976', description: 'Wrong password' }));
    const { result } = renderSiteHook(() => useLogin(), oauthSite());
    const data = await act(() => result.current.mutateAsync({ email: 'ada@example.com', password: 'wrong' }));
    expect(result.current.error).toBeNull();
    expect(data).toMatchObject({
      loginState: LoginState.FAILURE,
      errorCode: 'invalidPassword',
      error: 'request failed: Wrong password',
    });
    const cause = (data as Extract<StateMachine, { loginState: LoginState.FAILURE }>).cause;
    expectApplicationError(cause as Error, { status: 400, code: '-19976', description: 'Wrong password' });
    expect(server.requests).toHaveLength(1);
  });

  it('useProcessVerification posts the code with the given step token and resolves to the next state', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(
      useProcessVerification,
      {
        inputs: { verificationCode: '123456' },
        state: { loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: 'state-given' } },
      },
      oauthSite(),
    );
    expect(data).toEqual({ loginState: LoginState.SUCCESS, data: { sessionToken: 'session-1' } });
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code: '123456', stateToken: 'state-given' },
    });
  });

  it("useProcessVerification continues the step of this client's last login", async () => {
    server.answer((request) => (request.path.endsWith('/login') ? VERIFICATION_STEP : SUCCESS_STEP));
    const { result } = renderSiteHook(() => ({ login: useLogin(), verify: useProcessVerification() }), oauthSite());
    await act(() => result.current.login.mutateAsync({ email: 'ada@example.com', password: 's3cret!' }));
    const data = await act(() => result.current.verify.mutateAsync({ inputs: { code: '654321' } }));
    expect(data).toEqual({ loginState: LoginState.SUCCESS, data: { sessionToken: 'session-1' } });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code: '654321', stateToken: 'state-1' },
    });
  });

  it('useProcessVerification resolves a refused code to a FAILURE state carrying the typed error', async () => {
    server.answer(() => applicationFailure(400, { code: 'VERIFICATION_FAILED', description: 'wrong code' }));
    const { result } = renderSiteHook(() => useProcessVerification(), oauthSite());
    const data = await act(() =>
      result.current.mutateAsync({
        inputs: { code: '000000' },
        state: { loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: 'state-1' } },
      }),
    );
    expect(result.current.error).toBeNull();
    expect(data).toMatchObject({ loginState: LoginState.FAILURE, error: 'request failed: wrong code' });
    expect(data).not.toHaveProperty('errorCode');
    const cause = (data as Extract<StateMachine, { loginState: LoginState.FAILURE }>).cause;
    expectApplicationError(cause as Error, { status: 400, code: 'VERIFICATION_FAILED', description: 'wrong code' });
  });

  it("useSendPasswordResetEmail posts the recovery email redirecting with the client's id", async () => {
    server.answer(() => ({}));
    const data = await succeed(
      useSendPasswordResetEmail,
      { email: 'ada@example.com', redirectUri: 'https://shop.example/reset' },
      oauthSite(),
    );
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/recovery/v1/send-email',
      body: { email: 'ada@example.com', redirect: { url: 'https://shop.example/reset', clientId: CLIENT_ID } },
    });
  });

  it('useSendPasswordResetEmail surfaces an application error', async () => {
    server.answer(() => applicationFailure(429, { code: 'THROTTLED_FEATURE', description: 'too many emails' }));
    const error = await fail(
      useSendPasswordResetEmail,
      { email: 'ada@example.com', redirectUri: 'https://shop.example/reset' },
      oauthSite(),
    );
    expectApplicationError(error, { status: 429, code: 'THROTTLED_FEATURE', description: 'too many emails' });
  });
});

/** base64url(SHA-256(verifier)), the S256 code challenge. */
function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

describe('auth action hooks: member tokens', () => {
  it('useGetMemberTokens exchanges the code with the PKCE verifier and resolves to unstored member tokens', async () => {
    server.answer(tokenEndpointOnly());
    const site = oauthSite();
    const oauthData = site.auth.generateOAuthData('https://shop.example/callback');
    const { result } = renderSiteHook(() => ({ status: useLoginStatus(), exchange: useGetMemberTokens() }), site);
    const data = await act(() =>
      result.current.exchange.mutateAsync({ code: 'auth-code', state: oauthData.state, oauthData }),
    );
    expect(data).toEqual({
      accessToken: { value: 'new-access', expiresAt: NOW_SECONDS + 1800 },
      refreshToken: { value: 'new-refresh', role: TokenRole.MEMBER },
    });
    expectOnlyRequest({
      method: 'POST',
      path: '/oauth2/token',
      body: {
        clientId: CLIENT_ID,
        grantType: 'authorization_code',
        redirectUri: 'https://shop.example/callback',
        code: 'auth-code',
        codeVerifier: oauthData.codeVerifier,
      },
    });
    expect(result.current.status.loggedIn).toBe(false);
  });

  it('useGetMemberTokens refuses a state of another flow without a request', async () => {
    const site = oauthSite();
    const oauthData = site.auth.generateOAuthData('https://shop.example/callback');
    const error = await fail(useGetMemberTokens, { code: 'auth-code', state: 'forged', oauthData }, site);
    expect(error).toBeInstanceOf(SiteOAuthFlowError);
    expect(error).toMatchObject({ code: 'INVALID_STATE', message: 'Invalid _state' });
    expect(server.requests).toHaveLength(0);
  });

  it('useGetMemberTokens surfaces a refused code as a SiteTokenError', async () => {
    server.answer(() => tokenFailure(400, 'invalid_grant', 'code already used'));
    const site = oauthSite();
    const oauthData = site.auth.generateOAuthData('https://shop.example/callback');
    const error = await fail(useGetMemberTokens, { code: 'auth-code', state: oauthData.state, oauthData }, site);
    expect(error).toBeInstanceOf(SiteTokenError);
    expect(error).toMatchObject({ code: 'invalid_grant', status: 400, requestId: 'token-400' });
  });

  it('useGetMemberTokensForExternalLogin sends the authorized_client grant with the combined header', async () => {
    server.answer(tokenEndpointOnly());
    const data = await succeed(
      useGetMemberTokensForExternalLogin,
      { memberId: 'member-42', apiKey: 'api-key-1' },
      oauthSite(),
    );
    expect(data).toEqual({
      accessToken: { value: 'new-access', expiresAt: NOW_SECONDS + 1800 },
      refreshToken: { value: 'new-refresh', role: TokenRole.MEMBER },
    });
    expectOnlyRequest({
      method: 'POST',
      path: '/oauth2/token',
      body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-42' },
      authorization: 'visitor-access,api-key-1',
    });
  });

  it('useGetMemberTokensForExternalLogin surfaces a refused grant as a SiteTokenError', async () => {
    server.answer(() => tokenFailure(401, 'unauthorized_client', 'bad API key'));
    const error = await fail(
      useGetMemberTokensForExternalLogin,
      { memberId: 'member-42', apiKey: 'api-key-1' },
      oauthSite(),
    );
    expect(error).toBeInstanceOf(SiteTokenError);
    expect(error).toMatchObject({ code: 'unauthorized_client', status: 401, requestId: 'token-401' });
  });
});

describe('auth action hooks: hidden-frame direct login', () => {
  const AUTHORIZE = `${API}/oauth2/authorize`;
  /** happy-dom gives a frame a window only when it loads its page, which it does not by default. */
  const settings = (window as unknown as { happyDOM: { settings: { enableIframePageLoading: boolean } } }).happyDOM
    .settings;
  const loadingBefore = settings.enableIframePageLoading;
  beforeAll(() => {
    settings.enableIframePageLoading = true;
  });
  afterAll(() => {
    settings.enableIframePageLoading = loadingBefore;
  });

  function directLoginServer() {
    server.answer((request) => {
      if (request.path === '/_api/redirects-api/v1/redirect-session') {
        return {
          redirectSession: {
            id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            fullUrl: `${AUTHORIZE}?session=frame`,
            urlDetails: { endpoint: AUTHORIZE, searchParams: { session: 'frame' } },
          },
        };
      }
      if (request.path === '/oauth2/token') return GRANT;
      return new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } });
    });
  }

  /** Waits for the hidden frame to load its page; answers the frame and the flow's state and code challenge. */
  async function hiddenFrame(): Promise<{ frame: HTMLIFrameElement; state: string; codeChallenge: string }> {
    let frame: HTMLIFrameElement | null = null;
    await waitFor(() => {
      frame = document.querySelector('iframe');
      expect(frame?.contentWindow).toBeTruthy();
      expect(server.requests.some((request) => request.method === 'GET' && request.path === '/oauth2/authorize')).toBe(
        true,
      );
    });
    const session = server.requests.find((request) => request.path.endsWith('/redirect-session'));
    const authRequest = (session?.body as { auth: { authRequest: { state: string; codeChallenge: string } } }).auth
      .authRequest;
    return { frame: frame as unknown as HTMLIFrameElement, ...authRequest };
  }

  function post(frame: HTMLIFrameElement, data: Record<string, unknown>) {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: new URL(API).origin, source: frame.contentWindow }),
    );
  }

  it('useGetMemberTokensForDirectLogin opens the silent authorization in a frame and exchanges its code', async () => {
    directLoginServer();
    const { result } = renderSiteHook(() => useGetMemberTokensForDirectLogin(), oauthSite());
    await act(async () => result.current.mutate('session-token-1'));
    const { frame, state, codeChallenge } = await hiddenFrame();
    expect(frame.src).toBe(`${AUTHORIZE}?session=frame`);
    expect(frame.style.display).toBe('none');
    const session = server.requests.find((request) => request.path.endsWith('/redirect-session'));
    expect(session).toMatchObject({ method: 'POST', headers: { authorization: 'visitor-access' } });
    expect(session?.body).toEqual({
      auth: {
        authRequest: {
          clientId: CLIENT_ID,
          codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'web_message',
          responseType: 'code',
          scope: 'offline_access',
          state,
          sessionToken: 'session-token-1',
        },
        prompt: 'none',
      },
    });

    await act(async () => post(frame, { code: 'frame-code', state }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      accessToken: { value: 'new-access', expiresAt: NOW_SECONDS + 1800 },
      refreshToken: { value: 'new-refresh', role: TokenRole.MEMBER },
    });
    const exchange = server.requests.filter((request) => request.path === '/oauth2/token');
    expect(exchange).toHaveLength(1);
    const body = exchange[0]?.body as { codeVerifier: string };
    expect(body).toEqual({
      clientId: CLIENT_ID,
      grantType: 'authorization_code',
      code: 'frame-code',
      codeVerifier: body.codeVerifier,
    });
    expect(s256(body.codeVerifier)).toBe(codeChallenge);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("useGetMemberTokensForDirectLogin surfaces the frame's authorization error", async () => {
    directLoginServer();
    const { result } = renderSiteHook(() => useGetMemberTokensForDirectLogin(), oauthSite());
    await act(async () => result.current.mutate('session-token-1'));
    const { frame, state } = await hiddenFrame();
    await act(async () => post(frame, { error: 'login_required', error_description: 'no session', state }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(SiteOAuthFlowError);
    expect(result.current.error).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'login_required: no session' });
    expect(server.requests.filter((request) => request.path === '/oauth2/token')).toHaveLength(0);
  });

  it('useGetMemberTokensForDirectLogin surfaces a redirect-session failure', async () => {
    server.answer(() => applicationFailure(403, { code: 'INVALID_SESSION_TOKEN', description: 'expired' }));
    const error = await fail(useGetMemberTokensForDirectLogin, 'session-token-1', oauthSite());
    expectApplicationError(error, { status: 403, code: 'INVALID_SESSION_TOKEN', description: 'expired' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('auth action hooks: setTokens', () => {
  it('useSetTokens stores the tokens without a request and signs the status in', async () => {
    const site = oauthSite();
    const { result } = renderSiteHook(() => ({ status: useLoginStatus(), setTokens: useSetTokens() }), site);
    expect(result.current.status).toEqual({ loggedIn: false, role: 'visitor' });
    const data = await act(() => result.current.setTokens.mutateAsync(MEMBER_TOKENS));
    expect(data).toBeUndefined();
    expect(result.current.status).toEqual({ loggedIn: true, role: 'member' });
    expect(site.auth.getTokens()).toEqual(MEMBER_TOKENS);
    expect(server.requests).toHaveLength(0);
  });
});

describe('auth action hooks: logout', () => {
  it('useLogout posts the logout intent with the return URL', async () => {
    server.answer(() => REDIRECT_SESSION);
    const site = oauthSite(MEMBER_TOKENS);
    const data = await succeed(useLogout, 'https://shop.example/account', site);
    expect(data).toEqual({ logoutUrl: 'https://users.example/logout?session=9' });
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/redirects-api/v1/redirect-session',
      body: { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'https://shop.example/account' } },
      authorization: 'member-access',
    });
    expect(site.auth.loggedIn()).toBe(false);
  });

  it('useLogout surfaces a failed redirect session and keeps the member signed in', async () => {
    server.answer(() => applicationFailure(500, { code: 'INTERNAL', description: 'try later' }));
    const site = oauthSite(MEMBER_TOKENS);
    const { result } = renderSiteHook(() => ({ status: useLoginStatus(), logout: useLogout() }), site);
    await act(async () => result.current.logout.mutate('https://shop.example/account'));
    await waitFor(() => expect(result.current.logout.isError).toBe(true));
    expectApplicationError(result.current.logout.error as Error, {
      status: 500,
      code: 'INTERNAL',
      description: 'try later',
    });
    expect(result.current.status).toEqual({ loggedIn: true, role: 'member' });
    expect(site.auth.getTokens()).toEqual(MEMBER_TOKENS);
  });
});
