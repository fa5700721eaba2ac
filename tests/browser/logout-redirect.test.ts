import { describe, expect, it } from 'vitest';
import { tokenStorageKey } from '../../src/storage/storage-adapter.js';
import { openOnApp, waitForPageTools } from './support/browser-flows.js';
import { logInThroughHostedPage } from './support/hosted-login.js';
import { REDIRECT_SESSION_PATH, requestsTo } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows({ member: 'logout' });

const SESSION_COOKIE = 'sitekit_sandbox_session';

describe('logout redirect', () => {
  it('clears the tokens, passes through the sandbox logout page and comes back to the original URL', async () => {
    const opened = await suite.openAppPage('/');
    const { page, context, sandboxRequests } = opened;
    const tokensKey = tokenStorageKey(suite.flows.sandbox.clientId, suite.flows.sandbox.url);
    const login = await logInThroughHostedPage(page, suite.member, suite.flows.app.url);
    expect(login.loggedIn).toBe(true);
    const platformSession = async () =>
      (await context.cookies(suite.flows.sandbox.url)).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(await platformSession()).toBeDefined();

    const originalUrl = `${suite.flows.app.url}/account?tab=orders`;
    await openOnApp(page, originalUrl);
    const outcome = await page.evaluate(
      async ({ originalUrl, tokensKey }) => {
        const site = window.pageTools.createClient();
        const loggedInBefore = site.auth.loggedIn();
        const { logoutUrl } = await site.auth.logout(originalUrl);
        return {
          loggedInBefore,
          logoutUrl,
          loggedInAfter: site.auth.loggedIn(),
          tokensAfter: site.auth.getTokens(),
          storedAfter: localStorage.getItem(tokensKey),
        };
      },
      { originalUrl, tokensKey },
    );

    expect(outcome.loggedInBefore).toBe(true);
    expect(outcome.loggedInAfter).toBe(false);
    expect(outcome.tokensAfter).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(outcome.storedAfter).toBeNull();
    expect(requestsTo(sandboxRequests, 'POST', REDIRECT_SESSION_PATH).at(-1)?.body).toEqual({
      logout: { clientId: suite.flows.sandbox.clientId },
      callbacks: { postFlowUrl: originalUrl },
    });
    const logoutUrl = new URL(outcome.logoutUrl);
    expect(logoutUrl.origin).toBe(suite.flows.sandbox.url);
    expect(logoutUrl.pathname).toBe('/_sandbox/hosted/logout');

    const response = await page.goto(outcome.logoutUrl);
    expect(page.url()).toBe(originalUrl);
    expect(response?.request().redirectedFrom()?.url()).toBe(outcome.logoutUrl);
    expect(await platformSession()).toBeUndefined();

    await waitForPageTools(page);
    const afterReturn = await page.evaluate(() => {
      const site = window.pageTools.createClient();
      return { loggedIn: site.auth.loggedIn(), role: site.auth.getTokens().refreshToken.role };
    });
    expect(afterReturn).toEqual({ loggedIn: false, role: 'none' });
  });
});
