// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitFrameAuthorization } from '../../../../src/auth/frames/direct-login-frame.js';
import { codeChallengeS256 } from '../../../../src/auth/login/pkce.js';
import {
  isSiteAbortError,
  isSiteOAuthFlowError,
  TokenRole,
  type CallOptions,
  type SiteError,
} from '../../../../src/index.js';
import { ManualClock } from '../../../../src/testing/index.js';
import { CLIENT_ID, fakePlatform, json, oauthSite, tokenHandler } from '../../support/fake-platform.js';
import { REDIRECT_SESSION_PATH, redirectSessionHandler } from '../../support/redirect-session.js';

const platform = fakePlatform();
const LOGIN_ORIGIN = 'https://login.test';

function serveLoginPage() {
  platform.server.use(
    tokenHandler((body) =>
      body.grantType === 'authorization_code'
        ? json({ access_token: 'MEMBER-A', refresh_token: 'MEMBER-R', expires_in: 3600 })
        : json({ access_token: 'VISITOR-A', refresh_token: 'VISITOR-R', expires_in: 3600 }),
    ),
    redirectSessionHandler(`${LOGIN_ORIGIN}/authorize?x=1`, `${LOGIN_ORIGIN}/authorize`),
    http.get(
      `${LOGIN_ORIGIN}/authorize`,
      () => new HttpResponse('<html><body></body></html>', { headers: { 'content-type': 'text/html' } }),
    ),
  );
}

function startDirectLogin(clock = new ManualClock(), timeout?: number, call?: CallOptions) {
  const { site } = oauthSite(timeout ? { directLoginTimeoutMs: timeout } : {}, clock, { adapter: 'http' });
  const result = site.auth.getMemberTokensForDirectLogin('SESSION-TOKEN', call);
  const outcome = result.then(
    (tokens) => ({ tokens, error: undefined }),
    (error: SiteError) => ({ tokens: undefined, error }),
  );
  return { site, clock, outcome };
}

async function waitForFrame(): Promise<{ frame: HTMLIFrameElement; state: string; codeChallenge: string }> {
  // The first call of a test file also loads the operation table (the SDK, zod and the schemas): allow for it.
  await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull(), { timeout: 5_000 });
  const frame = document.querySelector('iframe') as HTMLIFrameElement;
  await vi.waitFor(() => expect(frame.contentWindow).toBeTruthy());
  const body = platform.to(REDIRECT_SESSION_PATH)[0]?.body as {
    auth: { authRequest: { state: string; codeChallenge: string } };
  };
  return { frame, ...body.auth.authRequest };
}

function post_(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('getMemberTokensForDirectLogin', () => {
  it('asks for a silent web_message authorization for the session token in a hidden frame', async () => {
    serveLoginPage();
    const { outcome } = startDirectLogin();
    const { frame, state } = await waitForFrame();
    expect(frame.style.display).toBe('none');
    expect(frame.src).toBe(`${LOGIN_ORIGIN}/authorize?x=1`);
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).toMatchObject({
      auth: {
        authRequest: {
          clientId: CLIENT_ID,
          codeChallengeMethod: 'S256',
          responseMode: 'web_message',
          responseType: 'code',
          scope: 'offline_access',
          sessionToken: 'SESSION-TOKEN',
        },
        prompt: 'none',
      },
    });
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).not.toHaveProperty('auth.authRequest.redirectUri');
    post_({ code: 'C', state }, LOGIN_ORIGIN, frame.contentWindow);
    await outcome;
  });

  it('ignores messages from another origin, another window or with another state, then accepts the right one', async () => {
    serveLoginPage();
    const { outcome } = startDirectLogin();
    const { frame, state, codeChallenge } = await waitForFrame();
    let settled = false;
    void outcome.then(() => (settled = true));

    post_({ code: 'EVIL-1', state }, 'https://evil.test', frame.contentWindow);
    post_({ code: 'EVIL-2', state }, LOGIN_ORIGIN, window);
    post_({ code: 'EVIL-3', state }, LOGIN_ORIGIN, null);
    post_({ code: 'EVIL-4', state: 'guess' }, LOGIN_ORIGIN, frame.contentWindow);
    post_('not an object', LOGIN_ORIGIN, frame.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(document.querySelector('iframe')).toBe(frame);

    post_({ code: 'GOOD', state }, LOGIN_ORIGIN, frame.contentWindow);
    const { tokens, error } = await outcome;
    expect(error).toBeUndefined();
    expect(tokens?.refreshToken).toEqual({ value: 'MEMBER-R', role: TokenRole.MEMBER });
    const exchange = platform
      .tokenRequests()
      .find((r) => (r.body as { grantType: string }).grantType === 'authorization_code');
    const exchangeBody = exchange?.body as Record<string, string>;
    expect(exchangeBody).toMatchObject({ clientId: CLIENT_ID, code: 'GOOD' });
    expect(exchangeBody).not.toHaveProperty('redirectUri');
    expect(codeChallengeS256(exchangeBody.codeVerifier ?? '')).toBe(codeChallenge);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('surfaces an error the frame sends and removes the frame and listener', async () => {
    serveLoginPage();
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const { outcome } = startDirectLogin();
    const { frame, state } = await waitForFrame();
    post_({ error: 'login_required', error_description: 'No session', state }, LOGIN_ORIGIN, frame.contentWindow);
    const { error } = await outcome;
    expect(isSiteOAuthFlowError(error)).toBe(true);
    expect(error?.code).toBe('AUTHORIZATION_ERROR');
    expect(error?.message).toBe('login_required: No session');
    expect(document.querySelector('iframe')).toBeNull();
    expect(removeListener).toHaveBeenCalledWith('message', expect.any(Function));
    removeListener.mockRestore();
  });

  it("fails with 'Missing code or _state' when the matching message has no code", async () => {
    serveLoginPage();
    const { outcome } = startDirectLogin();
    const { frame, state } = await waitForFrame();
    post_({ state }, LOGIN_ORIGIN, frame.contentWindow);
    expect((await outcome).error?.message).toBe('Missing code or _state');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("times out with 'OAuth flow timed out' after 120 000 ms and removes the frame", async () => {
    serveLoginPage();
    const clock = new ManualClock();
    const { outcome } = startDirectLogin(clock);
    const { frame, state } = await waitForFrame();
    let settled = false;
    void outcome.then(() => (settled = true));
    clock.advance(119_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    const { error } = await outcome;
    expect(error?.message).toBe('OAuth flow timed out');
    expect(error?.code).toBe('OAUTH_FLOW_TIMED_OUT');
    expect(document.querySelector('iframe')).toBeNull();
    expect(clock.pendingTimers).toBe(0);
    post_({ code: 'LATE', state }, LOGIN_ORIGIN, frame.contentWindow);
    expect(platform.tokenRequests().some((r) => (r.body as { code?: string }).code === 'LATE')).toBe(false);
  });

  it('uses a configured timeout', async () => {
    serveLoginPage();
    const clock = new ManualClock();
    const { outcome } = startDirectLogin(clock, 5_000);
    await waitForFrame();
    clock.advance(5_000);
    expect((await outcome).error?.message).toBe('OAuth flow timed out');
  });

  it('stops waiting for the frame when the signal aborts: frame and listener removed, no code exchange', async () => {
    serveLoginPage();
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const clock = new ManualClock();
    const controller = new AbortController();
    const { outcome } = startDirectLogin(clock, undefined, { signal: controller.signal });
    const { frame, state } = await waitForFrame();
    controller.abort();
    const { error } = await outcome;
    expect(isSiteAbortError(error)).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
    expect(removeListener).toHaveBeenCalledWith('message', expect.any(Function));
    expect(clock.pendingTimers).toBe(0);
    post_({ code: 'LATE', state }, LOGIN_ORIGIN, frame.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      platform.tokenRequests().some((r) => (r.body as { grantType: string }).grantType === 'authorization_code'),
    ).toBe(false);
    removeListener.mockRestore();
  });

  it('sends nothing and adds no frame when the signal is already aborted', async () => {
    serveLoginPage();
    const { outcome } = startDirectLogin(new ManualClock(), undefined, { signal: AbortSignal.abort() });
    expect(isSiteAbortError((await outcome).error)).toBe(true);
    expect(platform.requests).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('awaitFrameAuthorization', () => {
  it('adds no frame for a signal aborted before the wait starts', async () => {
    const wait = awaitFrameAuthorization({
      url: `${LOGIN_ORIGIN}/authorize`,
      expectedOrigin: LOGIN_ORIGIN,
      state: 'S',
      timeoutMs: 1_000,
      clock: new ManualClock(),
      signal: AbortSignal.abort(),
    });
    await expect(wait).rejects.toSatisfy(isSiteAbortError);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
