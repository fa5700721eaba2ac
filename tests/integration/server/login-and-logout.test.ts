import { describe, expect, it } from 'vitest';
import { registerThroughStore, useStoreUnderTest } from './support/store-under-test.js';
import { SESSION_COOKIE, sessionTokensOf } from './support/session-cookie-edits.js';
import { VisitorAgent } from './support/visitor-agent.js';

const under = useStoreUnderTest();
const LOGIN_COOKIE = 'sitekit-login';

async function signedOutMember() {
  const member = await registerThroughStore(under.store.url, 'login');
  await member.agent.navigate(`${under.store.url}/logout`, { method: 'POST' });
  return member;
}

describe('email and password posted to the server', () => {
  it('logs in through a top-level redirect with the session token and returns to the path asked for', async () => {
    const { email, password } = await signedOutMember();
    const agent = new VisitorAgent();
    const landed = await agent.navigate(`${under.store.url}/login`, {
      form: { email, password, returnTo: '/account?tab=orders' },
    });
    expect(landed.url).toBe(`${under.store.url}/account?tab=orders`);
    expect(landed.text).toContain('<p id="who">member</p>');
    const authorize = new URL(agent.responses[1]!.url);
    expect(authorize.origin).toBe(under.sandbox.url);
    expect(authorize.searchParams.get('prompt')).toBe('none');
    expect(authorize.searchParams.get('responseMode')).toBe('query');
    expect(authorize.searchParams.has('sessionToken')).toBe(false);
    expect(agent.cookies.get(under.store.url)?.has(LOGIN_COOKIE)).toBe(false);
    expect(sessionTokensOf(agent, under.store.url).refreshToken.role).toBe('member');
  });

  it('answers a wrong password with the login state and keeps the visitor', async () => {
    const { email } = await signedOutMember();
    const agent = new VisitorAgent();
    const response = await agent.request(`${under.store.url}/login`, { form: { email, password: 'wrong-password' } });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.text)).toEqual({ loginState: 'FAILURE' });
    expect(sessionTokensOf(agent, under.store.url).refreshToken.role).toBe('visitor');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'refuses the return path %s and lands on /',
    async (returnTo) => {
      const { email, password } = await signedOutMember();
      const agent = new VisitorAgent();
      const landed = await agent.navigate(`${under.store.url}/login`, { form: { email, password, returnTo } });
      const redirects = agent.responses.map((response) => response.headers.get('location')).filter(Boolean);
      expect(
        redirects.every((location) => !location!.includes('evil.example') || location!.startsWith(under.sandbox.url)),
      ).toBe(true);
      expect(landed.url).toBe(`${under.store.url}/`);
    },
  );

  it('sends the password reset email on the server', async () => {
    const { email } = await signedOutMember();
    const response = await new VisitorAgent().request(`${under.store.url}/reset-password`, { form: { email } });
    expect(response.status).toBe(303);
    const mails = await under.sandbox.mailbox(email);
    expect(mails.at(-1)).toMatchObject({ to: email, kind: 'recovery' });
  });
});

describe('the callback', () => {
  it('refuses a state that is not the one in the login cookie, and clears that cookie', async () => {
    const agent = new VisitorAgent();
    const started = await agent.request(`${under.store.url}/login?returnTo=/account`);
    expect(started.status).toBe(302);
    expect(new URL(started.headers.get('location')!).origin).toBe(under.sandbox.url);
    const loginCookie = started.headers.getSetCookie().find((header) => header.startsWith(`${LOGIN_COOKIE}=`))!;
    expect(loginCookie).toMatch(/; Path=\/; Max-Age=600; SameSite=Lax; HttpOnly$/);
    const forged = await agent.request(`${under.store.url}/auth/callback?code=anything&state=forged`);
    expect(forged.status).toBe(400);
    expect(forged.text).toBe('Login failed: Invalid _state');
    expect(agent.cookies.get(under.store.url)?.has(LOGIN_COOKIE)).toBe(false);
    expect(forged.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a callback without a login in progress', async () => {
    const response = await new VisitorAgent().request(`${under.store.url}/auth/callback?code=c&state=s`);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/No login in progress/);
  });
});

describe('logout', () => {
  it("goes through the platform's logout page back to the site, clears the cookie and ends the member's tokens", async () => {
    const { agent } = await registerThroughStore(under.store.url, 'logout');
    const memberCookie = agent.cookies.get(under.store.url)!.get(SESSION_COOKIE)!;
    const landed = await agent.navigate(`${under.store.url}/logout`, { method: 'POST' });
    expect(new URL(agent.responses.at(-2)!.url).pathname).toBe('/_sandbox/hosted/logout');
    expect(landed.url).toBe(`${under.store.url}/`);
    expect(landed.text).toContain('<p id="who">visitor</p>');
    expect(agent.cookies.get(under.store.url)?.has(SESSION_COOKIE)).toBe(false);

    const next = await agent.page(under.store.url);
    expect(next.role).toBe('visitor');
    const replay = new VisitorAgent();
    replay.setCookie(under.store.url, SESSION_COOKIE, memberCookie);
    expect((await replay.page(under.store.url)).role).toBe('visitor');
  });
});
