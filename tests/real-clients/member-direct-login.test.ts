import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../sandbox/seed/demo-catalog.js';
import { useSdkPageOnSandbox } from './support/sdk-page.js';

// A site's page logs a member in with the platform's SDK in the browser: login() gives a session token, and
// getMemberTokensForDirectLogin turns it into member tokens through a hidden frame of the authorization page that
// posts the code back to the page.
const site = useSdkPageOnSandbox();
const demo = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };

describe('getMemberTokensForDirectLogin', () => {
  it('turns the session token of login() into member tokens, and removes its frame', async () => {
    const page = await site.openPage();
    const frameLoads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() !== page.mainFrame()) frameLoads.push(request.url());
    });
    const outcome = await page.evaluate(async (member) => {
      const auth = window.memberAuth!();
      const login = await auth.login(member);
      if (login.loginState !== 'SUCCESS') throw new Error(`login: ${JSON.stringify(login)}`);
      const tokens = await auth.getMemberTokensForDirectLogin(login.data.sessionToken);
      auth.setTokens(tokens);
      return { tokens, loggedIn: auth.loggedIn(), frames: document.querySelectorAll('iframe').length };
    }, demo);

    expect(outcome.tokens.refreshToken).toEqual({ value: expect.stringMatching(/\S{16,}/), role: 'member' });
    expect(outcome.tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(outcome.loggedIn).toBe(true);
    expect(outcome.frames).toBe(0);
    expect(frameLoads.map((url) => new URL(url).origin + new URL(url).pathname)).toEqual([
      `${site.sandbox.url}/oauth2/authorize`,
    ]);
  });

  // The frame posts the platform's error answer; the SDK ignores its error fields and reports the missing code.
  it('fails with the SDK’s "Missing code or _state" for a session token the sandbox does not know', async () => {
    const page = await site.openPage();
    const failure = await page.evaluate(async () => {
      const auth = window.memberAuth!();
      return auth.getMemberTokensForDirectLogin('JWS.SESSION.unknown').then(
        () => 'resolved',
        (error: Error) => error.message,
      );
    });
    expect(failure).toBe('Missing code or _state');
  });
});
