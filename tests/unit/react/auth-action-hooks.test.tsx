// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoginState,
  SiteOAuthFlowError,
  SiteTokenError,
  TokenRole,
  type StateMachine,
  type Tokens,
} from '../../../src/index.js';
import {
  useGenerateVisitorTokens,
  useGetMemberTokens,
  useGetMemberTokensForDirectLogin,
  useGetMemberTokensForExternalLogin,
  useLogin,
  useLoginStatus,
  useLogout,
  useProcessVerification,
  useRegister,
  useRenewToken,
  useSendPasswordResetEmail,
  useSetTokens,
} from '../../../src/react/index.js';
import { API, applicationFailure, tokenFailure, type IdentityRequest } from './support/identity-server.js';
import { renderSiteHook } from './support/react-site.js';
import {
  CLIENT_ID,
  expectApplicationError,
  fail,
  IDENTITY,
  identitySite,
  MEMBER_TOKENS,
  NOW_SECONDS,
  REDIRECT_SESSION,
  registerRequest,
  succeed,
  SUCCESS_STEP,
  useIdentityHookServer,
  VERIFICATION_STEP,
  VISITOR_TOKENS,
} from './support/identity-hooks.js';

const { server, expectOnlyRequest } = useIdentityHookServer();

const GRANT = { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 1800 };

/** The tokens `GRANT` becomes when its refresh token has `role`. */
const grantedTokens = (role: TokenRole): Tokens => ({
  accessToken: { value: 'new-access', expiresAt: NOW_SECONDS + 1800 },
  refreshToken: { value: 'new-refresh', role },
});

function tokenEndpointOnly(grant: object = GRANT) {
  return (request: IdentityRequest) => {
    if (request.path === '/oauth2/token') return grant;
    throw new Error(`unexpected ${request.method} ${request.path}`);
  };
}

/** A FAILURE state with `errorCode` whose message and cause are the platform's application error. */
function expectFailureState(
  data: StateMachine,
  errorCode: string,
  failure: { status: number; code: string; description: string },
): void {
  expect(data).toMatchObject({
    loginState: LoginState.FAILURE,
    errorCode,
    error: `request failed: ${failure.description}`,
  });
  const cause = (data as Extract<StateMachine, { loginState: LoginState.FAILURE }>).cause;
  expectApplicationError(cause as Error, failure);
}

const expectRefreshGrant = (refreshToken: string) =>
  expectOnlyRequest({
    method: 'POST',
    path: '/oauth2/token',
    body: { clientId: CLIENT_ID, refreshToken, grantType: 'refresh_token' },
  });

describe('auth action hooks: tokens', () => {
  it('useGenerateVisitorTokens mints a visitor with the anonymous grant and does not store it', async () => {
    server.answer(tokenEndpointOnly());
    const site = identitySite(MEMBER_TOKENS);
    const data = await succeed(useGenerateVisitorTokens, undefined, site);
    expect(data).toEqual(grantedTokens(TokenRole.VISITOR));
    expectOnlyRequest({ method: 'POST', path: '/oauth2/token', body: { clientId: CLIENT_ID, grantType: 'anonymous' } });
    expect(site.auth.getTokens()).toEqual(MEMBER_TOKENS);
  });

  it('useGenerateVisitorTokens refreshes given tokens whose access token expired', async () => {
    server.answer(tokenEndpointOnly());
    const expired: Tokens = { ...VISITOR_TOKENS, accessToken: { value: 'old', expiresAt: NOW_SECONDS - 10 } };
    const data = await succeed(useGenerateVisitorTokens, expired, identitySite());
    expect(data).toEqual(grantedTokens(TokenRole.VISITOR));
    expectRefreshGrant('visitor-refresh');
  });

  it('useGenerateVisitorTokens surfaces a token endpoint failure as a SiteTokenError', async () => {
    server.answer(() => tokenFailure(400, 'invalid_client', 'unknown client'));
    const error = await fail(useGenerateVisitorTokens, undefined, identitySite());
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
    const data = await succeed(useRenewToken, MEMBER_TOKENS.refreshToken, identitySite());
    expect(data).toEqual(grantedTokens(TokenRole.MEMBER));
    expectRefreshGrant('member-refresh');
  });

  it('useRenewToken surfaces a refused grant as a SiteTokenError', async () => {
    server.answer(() => tokenFailure(400, 'invalid_grant', 'refresh token revoked'));
    const error = await fail(useRenewToken, MEMBER_TOKENS.refreshToken, identitySite());
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
      identitySite(),
    );
    expect(data).toEqual({ loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: 'state-1' } });
    expectOnlyRequest(registerRequest([{ Recaptcha: 'visible-1' }, { InvisibleRecaptcha: 'invisible-1' }]));
  });

  it('useRegister resolves a platform refusal to a FAILURE state carrying the typed error', async () => {
    server.answer(() => applicationFailure(409, { code: '-19995', description: 'Email already exists' }));
    const { result } = renderSiteHook(() => useRegister(), identitySite());
    const data = await act(() => result.current.mutateAsync({ email: 'ada@example.com', password: 's3cret!' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.error).toBeNull();
    expectFailureState(data, 'emailAlreadyExists', {
      status: 409,
      code: '-19995',
      description: 'Email already exists',
    });
  });

  it('useLogin posts loginV2 and resolves to SUCCESS with the session token', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(useLogin, { email: 'ada@example.com', password: 's3cret!' }, identitySite());
    expect(data).toEqual({ loginState: LoginState.SUCCESS, data: { sessionToken: 'session-1', identity: IDENTITY } });
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/login',
      body: { loginId: { email: 'ada@example.com' }, password: 's3cret!' },
    });
  });

  it('useLogin resolves a wrong password to FAILURE invalidPassword carrying the typed error', async () => {
    server.answer(() => applicationFailure(400, { code: '-19976', description: 'Wrong password' }));
    const { result } = renderSiteHook(() => useLogin(), identitySite());
    const data = await act(() => result.current.mutateAsync({ email: 'ada@example.com', password: 'wrong' }));
    expect(result.current.error).toBeNull();
    expectFailureState(data, 'invalidPassword', { status: 400, code: '-19976', description: 'Wrong password' });
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
      identitySite(),
    );
    expect(data).toEqual({ loginState: LoginState.SUCCESS, data: { sessionToken: 'session-1', identity: IDENTITY } });
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code: '123456', stateToken: 'state-given' },
    });
  });

  it("useProcessVerification continues the step of this client's last login", async () => {
    server.answer((request) => (request.path.endsWith('/login') ? VERIFICATION_STEP : SUCCESS_STEP));
    const { result } = renderSiteHook(() => ({ login: useLogin(), verify: useProcessVerification() }), identitySite());
    await act(() => result.current.login.mutateAsync({ email: 'ada@example.com', password: 's3cret!' }));
    const data = await act(() => result.current.verify.mutateAsync({ inputs: { code: '654321' } }));
    expect(data).toEqual({ loginState: LoginState.SUCCESS, data: { sessionToken: 'session-1', identity: IDENTITY } });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code: '654321', stateToken: 'state-1' },
    });
  });

  it('useProcessVerification resolves a refused code to a FAILURE state carrying the typed error', async () => {
    server.answer(() => applicationFailure(400, { code: 'VERIFICATION_FAILED', description: 'wrong code' }));
    const { result } = renderSiteHook(() => useProcessVerification(), identitySite());
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
      identitySite(),
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
      identitySite(),
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
    const site = identitySite();
    const oauthData = site.auth.generateOAuthData('https://shop.example/callback');
    const { result } = renderSiteHook(() => ({ status: useLoginStatus(), exchange: useGetMemberTokens() }), site);
    const data = await act(() =>
      result.current.exchange.mutateAsync({ code: 'auth-code', state: oauthData.state, oauthData }),
    );
    expect(data).toEqual(grantedTokens(TokenRole.MEMBER));
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
    const site = identitySite();
    const oauthData = site.auth.generateOAuthData('https://shop.example/callback');
    const error = await fail(useGetMemberTokens, { code: 'auth-code', state: 'forged', oauthData }, site);
    expect(error).toBeInstanceOf(SiteOAuthFlowError);
    expect(error).toMatchObject({ code: 'INVALID_STATE', message: 'Invalid _state' });
    expect(server.requests).toHaveLength(0);
  });

  it('useGetMemberTokens surfaces a refused code as a SiteTokenError', async () => {
    server.answer(() => tokenFailure(400, 'invalid_grant', 'code already used'));
    const site = identitySite();
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
      identitySite(),
    );
    expect(data).toEqual(grantedTokens(TokenRole.MEMBER));
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
      identitySite(),
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
    const { result } = renderSiteHook(() => useGetMemberTokensForDirectLogin(), identitySite());
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
    expect(result.current.data).toEqual(grantedTokens(TokenRole.MEMBER));
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
    const { result } = renderSiteHook(() => useGetMemberTokensForDirectLogin(), identitySite());
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
    const error = await fail(useGetMemberTokensForDirectLogin, 'session-token-1', identitySite());
    expectApplicationError(error, { status: 403, code: 'INVALID_SESSION_TOKEN', description: 'expired' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('auth action hooks: setTokens', () => {
  it('useSetTokens stores the tokens without a request and signs the status in', async () => {
    const site = identitySite();
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
    const site = identitySite(MEMBER_TOKENS);
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
    const site = identitySite(MEMBER_TOKENS);
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
