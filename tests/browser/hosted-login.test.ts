import { describe, expect, it } from 'vitest';
import { createSiteClient, OAuthStrategy } from '../../src/index.js';
import { waitForPageTools } from './support/browser-flows.js';
import {
  beginHostedLogin,
  CALLBACK_PATH,
  completeHostedLogin,
  submitHostedLoginForm,
  type RedirectResponseMode,
} from './support/hosted-login.js';
import { expectTokensOfMember } from './support/members.js';
import { codeExchanges, requestsTo } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows({ member: 'hosted-login' });

async function catalogNamesAsVisitor(): Promise<string[]> {
  const site = createSiteClient({
    auth: OAuthStrategy({ clientId: suite.flows.sandbox.clientId }),
    baseURL: suite.flows.sandbox.url,
  });
  const page = await site.products.queryProducts().ascending('name').limit(5).find();
  return page.items.map((product) => product.name ?? '');
}

describe.each<RedirectResponseMode>(['fragment', 'query'])('hosted login with responseMode %s', (mode) => {
  it('goes through the sandbox login page and back, and ends in a member session', async () => {
    const opened = await suite.openAppPage('/');
    const { page, sandboxRequests } = opened;

    const start = await beginHostedLogin(page, mode);
    const authUrl = new URL(start.authUrl);
    expect(authUrl.origin).toBe(suite.flows.sandbox.url);
    expect(authUrl.pathname).toBe('/oauth2/authorize');
    expect(start.authorizationEndpoint).toBe(`${suite.flows.sandbox.url}/oauth2/authorize`);
    const [sessionRequest] = requestsTo(sandboxRequests, 'POST', '/_api/redirects-api/v1/redirect-session');
    expect(sessionRequest?.body).toEqual({
      auth: {
        authRequest: {
          redirectUri: `${suite.flows.app.url}${CALLBACK_PATH}`,
          clientId: suite.flows.sandbox.clientId,
          codeChallenge: start.oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: mode,
          responseType: 'code',
          scope: 'offline_access',
          state: start.oauthData.state,
        },
        prompt: 'login',
      },
    });

    await page.goto(start.authUrl);
    await submitHostedLoginForm(page, suite.member, suite.flows.app.url);
    const landed = new URL(page.url());
    const callbackParams = mode === 'fragment' ? new URLSearchParams(landed.hash.slice(1)) : landed.searchParams;
    expect(callbackParams.get('state')).toBe(start.oauthData.state);
    expect(callbackParams.get('code')).toMatch(/\S{16,}/);
    // The code travels only where the response mode puts it.
    expect((mode === 'fragment' ? landed.search : landed.hash) === '').toBe(true);

    await waitForPageTools(page);
    const result = await completeHostedLogin(page, mode);
    expect(result.response).toEqual({ code: callbackParams.get('code'), state: start.oauthData.state });
    expect(result.oauthData).toEqual(start.oauthData);
    expect(result.loggedIn).toBe(true);
    expect(result.tokens.refreshToken.role).toBe('member');
    expect(result.tokens.accessToken.value).not.toBe('');
    expect(result.tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);

    const exchanges = codeExchanges(sandboxRequests);
    expect(exchanges.map((request) => request.body)).toEqual([
      {
        clientId: suite.flows.sandbox.clientId,
        grantType: 'authorization_code',
        redirectUri: `${suite.flows.app.url}${CALLBACK_PATH}`,
        code: callbackParams.get('code'),
        codeVerifier: start.oauthData.codeVerifier,
      },
    ]);

    const catalogReads = sandboxRequests.filter((request) => request.path.startsWith('/stores-reader/'));
    expect(catalogReads.length).toBeGreaterThan(0);
    for (const read of catalogReads) expect(read.authorization).toBe(result.tokens.accessToken.value);
    expect(result.productNames).toEqual(await catalogNamesAsVisitor());
    expect(result.productNames).toHaveLength(5);

    await expectTokensOfMember(suite.flows.sandbox, result.tokens, suite.member);
  });
});
