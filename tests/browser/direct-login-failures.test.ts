import { describe, expect, it } from 'vitest';
import { type AppPage } from './support/browser-flows.js';
import { sandboxDevClient } from '../../sandbox/client.js';
import { codeExchanges } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows({ member: 'direct-login-failures' });

const AUTHORIZE_PATH = '/oauth2/authorize';
const LOGIN_REQUIRED = {
  name: 'SiteOAuthFlowError',
  isSiteError: true,
  isOAuthFlowError: true,
  kind: 'oauth-flow',
  code: 'AUTHORIZATION_ERROR',
  message: 'login_required: No valid session: the member must log in',
  details: { error: 'login_required', errorDescription: 'No valid session: the member must log in' },
};

/** Runs getMemberTokensForDirectLogin in the page with `sessionToken` (or a fresh one from login()). */
async function directLoginInPage(
  page: AppPage['page'],
  options: { sessionToken?: string; directLoginTimeoutMs?: number },
) {
  return page.evaluate(
    async ({ email, password, authorizePage, sessionToken, directLoginTimeoutMs }) => {
      const { pageTools } = window;
      const site = pageTools.createClient(directLoginTimeoutMs === undefined ? {} : { directLoginTimeoutMs });
      const token = sessionToken ?? (await pageTools.sessionTokenFor(site, email, password));
      const appeared = pageTools.nextFrame((frame) => frame.src.startsWith(authorizePage));
      const startedAt = performance.now();
      const settled = await pageTools.settle(site.auth.getMemberTokensForDirectLogin(token));
      const elapsedMs = performance.now() - startedAt;
      const frame = await appeared;
      return { settled, elapsedMs, frameAttached: frame.isConnected, framesLeft: pageTools.framesInDocument() };
    },
    {
      email: suite.member.email,
      password: suite.member.password,
      authorizePage: `${suite.flows.sandbox.url}${AUTHORIZE_PATH}`,
      sessionToken: options.sessionToken,
      directLoginTimeoutMs: options.directLoginTimeoutMs,
    },
  );
}

describe('direct login failures', () => {
  it('surfaces the error the frame posts (no session) as a typed error and removes the frame', async () => {
    const opened = await suite.openAppPage('/');
    const outcome = await directLoginInPage(opened.page, { sessionToken: 'not-a-session-token' });

    expect(outcome.settled).toEqual({ ok: false, error: LOGIN_REQUIRED });
    expect(outcome.frameAttached).toBe(false);
    expect(outcome.framesLeft).toEqual([]);
    expect(codeExchanges(opened.sandboxRequests)).toEqual([]);
  });

  it('times out with the typed error after directLoginTimeoutMs when the frame never answers, and removes the frame', async () => {
    await suite.delayOnce('GET', AUTHORIZE_PATH, 4000);
    const opened = await suite.openAppPage('/');
    const outcome = await directLoginInPage(opened.page, { directLoginTimeoutMs: 400 });

    expect(outcome.settled).toEqual({
      ok: false,
      error: expect.objectContaining({
        isOAuthFlowError: true,
        kind: 'oauth-flow',
        code: 'OAUTH_FLOW_TIMED_OUT',
        message: 'OAuth flow timed out',
      }),
    });
    // The wait starts once the redirect session exists, so the whole call takes the timeout and a little more.
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(400);
    expect(outcome.elapsedMs).toBeLessThan(3000);
    expect(outcome.frameAttached).toBe(false);
    expect(outcome.framesLeft).toEqual([]);
    expect(codeExchanges(opened.sandboxRequests)).toEqual([]);
  });

  // Last: it moves the sandbox's clock past the session tokens' lifetime.
  it('reports login_required for a session token that expired before the frame used it', async () => {
    const opened = await suite.openAppPage('/');
    const sessionToken = await opened.page.evaluate(
      ({ email, password }) => window.pageTools.sessionTokenFor(window.pageTools.createClient(), email, password),
      { email: suite.member.email, password: suite.member.password },
    );
    await sandboxDevClient(suite.flows.sandbox.url).advanceClock(31 * 60);
    const outcome = await directLoginInPage(opened.page, { sessionToken });

    expect(outcome.settled).toEqual({ ok: false, error: LOGIN_REQUIRED });
    expect(outcome.frameAttached).toBe(false);
    expect(outcome.framesLeft).toEqual([]);
    expect(codeExchanges(opened.sandboxRequests)).toEqual([]);
  });
});
