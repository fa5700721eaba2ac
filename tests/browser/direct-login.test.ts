import { describe, expect, it } from 'vitest';
import { expectTokensOfMember } from './support/members.js';
import { codeExchanges, requestsTo } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows({ member: 'direct-login' });

describe('direct login through the hidden frame', () => {
  it('turns the session token of login() into member tokens and removes the frame', async () => {
    const opened = await suite.openAppPage('/');
    const { page, sandboxRequests } = opened;

    const outcome = await page.evaluate(
      async ({ email, password, authorizePage }) => {
        const { pageTools } = window;
        const site = pageTools.createClient();
        const sessionToken = await pageTools.sessionTokenFor(site, email, password);
        const appeared = pageTools.nextFrame((frame) => frame.src.startsWith(authorizePage));
        const tokens = await site.auth.getMemberTokensForDirectLogin(sessionToken);
        const frame = await appeared;
        await site.auth.setTokens(tokens);
        return {
          sessionToken,
          tokens,
          loggedIn: site.auth.loggedIn(),
          frame: { src: frame.src, hidden: frame.style.display === 'none', attached: frame.isConnected },
          framesLeft: pageTools.framesInDocument(),
        };
      },
      {
        email: suite.member.email,
        password: suite.member.password,
        authorizePage: `${suite.flows.sandbox.url}/oauth2/authorize`,
      },
    );

    expect(outcome.tokens.refreshToken.role).toBe('member');
    expect(outcome.loggedIn).toBe(true);
    expect(outcome.frame.hidden).toBe(true);
    expect(outcome.frame.attached).toBe(false);
    expect(outcome.framesLeft).toEqual([]);

    const [sessionRequest] = requestsTo(sandboxRequests, 'POST', '/_api/redirects-api/v1/redirect-session');
    const authRequest = (sessionRequest?.body?.auth as { authRequest: Record<string, unknown> }).authRequest;
    expect(sessionRequest?.body?.auth).toMatchObject({ prompt: 'none' });
    expect(authRequest).toMatchObject({
      clientId: suite.flows.sandbox.clientId,
      codeChallengeMethod: 'S256',
      responseMode: 'web_message',
      responseType: 'code',
      scope: 'offline_access',
      sessionToken: outcome.sessionToken,
    });
    expect(authRequest).not.toHaveProperty('redirectUri');

    // The frame loaded the authorization page; the session token itself never appears in a URL.
    const frameLoads = sandboxRequests.filter((request) => request.isNavigation && !request.fromMainFrame);
    expect(frameLoads.map((request) => request.path)).toEqual(['/oauth2/authorize']);
    expect(frameLoads[0]!.query.get('state')).toBe(authRequest.state);
    expect(outcome.frame.src).not.toContain(outcome.sessionToken);

    const exchanges = codeExchanges(sandboxRequests);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.body).not.toHaveProperty('redirectUri');
    expect(exchanges[0]!.body?.code).toMatch(/\S{16,}/);

    await expectTokensOfMember(suite.flows.sandbox, outcome.tokens, suite.member);
  });
});
