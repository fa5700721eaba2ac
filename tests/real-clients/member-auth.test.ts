import { authentication } from '@wix/identity';
import { createClient, OAuthStrategy, type OauthData, type Tokens } from '@wix/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../sandbox/seed/demo-catalog.js';
import { useClientOnSandbox } from './support/client-on-sandbox.js';
import { openPage, submitForm, type HostedPage } from '../integration/support/hosted-pages.js';

// A headless site's member authentication as the platform's docs show it: `OAuthStrategy({ clientId })` with its
// register / login / verification calls, and the hosted login flow (auth URL, login page, code, member tokens).
const memberClient = (clientId: string) =>
  createClient({ modules: { authentication }, auth: OAuthStrategy({ clientId }) });
type MemberAuth = ReturnType<typeof memberClient>['auth'];

const site = useClientOnSandbox('v1', (sandbox) => () => memberClient(sandbox.clientId));

const demo = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };
const SITE = 'http://localhost:3000';
const CALLBACK = `${SITE}/login-callback`;
const SESSION_TOKEN = expect.stringMatching(/\S{16,}/);
let members = 0;
/** Where a hosted page redirected to; any other answer fails with the page it showed instead. */
const redirectOf = (page: HostedPage, base: string) => {
  expect([page.status, page.location], page.html).toEqual([302, expect.any(String)]);
  return new URL(page.location!, base).href;
};
const newMember = (name: string) => ({ email: `${name}-${++members}@example.com`, password: `${name}-password-1` });

afterEach(() =>
  site.sandbox.changeSettings({
    requireEmailVerification: false,
    requireOwnerApproval: false,
    captcha: { register: false, login: false },
  }),
);

describe('register', () => {
  it('signs a new member up at once when the site does not ask for email verification', async () => {
    const { auth } = site.client();
    const result = await auth.register({ ...newMember('ada'), profile: { nickname: 'Ada' } });
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: SESSION_TOKEN } });
  });

  it('asks for the emailed code when the site requires verification, and processVerification completes it', async () => {
    await site.sandbox.changeSettings({ requireEmailVerification: true });
    const grace = newMember('grace');
    const { auth } = site.client();

    const registered = await auth.register(grace);
    expect(registered).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: SESSION_TOKEN } });

    const [mail] = await site.sandbox.mailbox(grace.email);
    expect(mail).toMatchObject({ kind: 'verification', code: expect.stringMatching(/^\d{6}$/) });
    const verified = await auth.processVerification({ verificationCode: mail!.code! });
    expect(verified).toEqual({ loginState: 'SUCCESS', data: { sessionToken: SESSION_TOKEN } });
  });

  it('rejects a wrong verification code with the platform error, which processVerification does not catch', async () => {
    await site.sandbox.changeSettings({ requireEmailVerification: true });
    const { auth } = site.client();
    await auth.register(newMember('alan'));
    await expect(auth.processVerification({ verificationCode: '000000' })).rejects.toThrow(/VERIFICATION_FAILED/);
  });

  it('waits for the owner when the site approves its members', async () => {
    await site.sandbox.changeSettings({ requireOwnerApproval: true });
    const { auth } = site.client();
    expect(await auth.register(newMember('edsger'))).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
  });

  it('answers emailAlreadyExists for the email of a member, and invalidEmail for a malformed one', async () => {
    const { auth } = site.client();
    expect(await auth.register({ email: DEMO_MEMBER.email, password: 'another-one-1' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    expect(await auth.register({ email: 'not-an-email', password: 'another-one-1' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
  });

  it('needs a captcha token when the site asks for one', async () => {
    await site.sandbox.changeSettings({ captcha: { register: true, login: false } });
    const { auth } = site.client();
    expect(await auth.register(newMember('barbara'))).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'missingCaptchaToken',
    });
    const rejected = await auth.register({ ...newMember('barbara'), captchaTokens: { recaptchaToken: 'invalid' } });
    expect(rejected).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidCaptchaToken' });
    const accepted = await auth.register({ ...newMember('barbara'), captchaTokens: { recaptchaToken: 'solved' } });
    expect(accepted).toMatchObject({ loginState: 'SUCCESS' });
  });
});

describe('login', () => {
  it('logs the demo member in with a session token', async () => {
    const { auth } = site.client();
    const result = await auth.login(demo);
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: SESSION_TOKEN } });
  });

  it('answers invalidPassword, with the platform error code -19976, for a wrong password', async () => {
    const { auth } = site.client();
    const result = await auth.login({ ...demo, password: 'not-the-password' });
    if (result.loginState !== 'FAILURE') throw new Error(`login: ${JSON.stringify(result)}`);
    expect(result.errorCode).toBe('invalidPassword');
    // The SDK's `error` is the platform's error, printed as JSON.
    expect(JSON.parse(result.error)).toMatchObject({ details: { applicationError: { code: '-19976' } } });
  });

  it('asks an unverified member for the emailed code again', async () => {
    await site.sandbox.changeSettings({ requireEmailVerification: true });
    const hedy = newMember('hedy');
    await site.client().auth.register(hedy);

    const { auth } = site.client();
    expect(await auth.login(hedy)).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED' });
    const code = (await site.sandbox.mailbox(hedy.email)).at(-1)!.code!;
    expect(await auth.processVerification({ verificationCode: code })).toMatchObject({ loginState: 'SUCCESS' });
  });

  // The platform's SDK reads `applicationError.code` without a guard in login (docs/decisions.md lists it among the
  // SDK's defects): a field violation reaches the caller as a TypeError, not as a FAILURE state.
  it('lets a malformed email escape as a TypeError', async () => {
    const { auth } = site.client();
    await expect(auth.login({ email: 'not-an-email', password: 'whatever-1' })).rejects.toThrow(TypeError);
  });
});

describe('sendPasswordResetEmail', () => {
  it('mails a link to the reset page, whose new password the next login takes', async () => {
    const { auth } = site.client();
    const katherine = newMember('katherine');
    await auth.register(katherine);

    await expect(auth.sendPasswordResetEmail(katherine.email, `${SITE}/reset-done`)).resolves.toBeUndefined();
    const [mail] = await site.sandbox.mailbox(katherine.email);
    expect(mail).toMatchObject({ kind: 'recovery', link: expect.stringContaining(site.sandbox.url) });

    const saved = await submitForm(mail!.link!, await openPage(mail!.link!), { password: 'johnson-1918' });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(`href="${SITE}/reset-done"`);
    expect(await auth.login({ ...katherine, password: 'johnson-1918' })).toMatchObject({ loginState: 'SUCCESS' });
    expect(await auth.login(katherine)).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
  });

  it('refuses a redirect URL that is not on the client’s allowed list', async () => {
    const { auth } = site.client();
    await expect(auth.sendPasswordResetEmail(DEMO_MEMBER.email, 'https://elsewhere.example/reset')).rejects.toThrow(
      /allowed redirect list/,
    );
  });
});

describe('the hosted login flow', () => {
  async function hostedLogin(auth: MemberAuth, member = demo): Promise<{ landed: string; data: OauthData }> {
    const data = auth.generateOAuthData(CALLBACK, `${SITE}/account`);
    const { authUrl } = await auth.getAuthUrl(data);
    const landed = redirectOf(await submitForm(authUrl, await openPage(authUrl), member), authUrl);
    return { landed, data };
  }

  async function memberTokens(auth: MemberAuth): Promise<Tokens> {
    const { landed, data } = await hostedLogin(auth);
    const { code, state } = auth.parseFromUrl(landed);
    return auth.getMemberTokens(code!, state!, data);
  }

  it('sends the browser from the auth URL through the login page back to the redirect URI with code and state', async () => {
    const { auth } = site.client();
    const { landed, data } = await hostedLogin(auth);
    expect(landed.startsWith(`${CALLBACK}#`)).toBe(true);
    expect(auth.parseFromUrl(landed)).toEqual({ code: SESSION_TOKEN, state: data.state });
  });

  it('turns the code into member tokens that make the client logged in', async () => {
    const { auth } = site.client();
    const tokens = await memberTokens(auth);
    expect(tokens.refreshToken).toEqual({ value: SESSION_TOKEN, role: 'member' });
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);

    expect(auth.loggedIn()).toBe(false);
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    expect(auth.getTokens()).toEqual(tokens);
  });

  it('takes a code only once, and only with the verifier of its challenge', async () => {
    const { auth } = site.client();
    const { landed, data } = await hostedLogin(auth);
    const { code, state } = auth.parseFromUrl(landed);
    const otherVerifier = { ...data, codeVerifier: auth.generateOAuthData(CALLBACK).codeVerifier };
    await expect(auth.getMemberTokens(code!, state!, otherVerifier)).rejects.toThrow(/invalid_grant/);

    const second = await hostedLogin(auth);
    const response = auth.parseFromUrl(second.landed);
    await auth.getMemberTokens(response.code!, response.state!, second.data);
    await expect(auth.getMemberTokens(response.code!, response.state!, second.data)).rejects.toThrow(/invalid_grant/);
  });

  it('asks for the emailed code on the hosted page when the member’s email is not verified', async () => {
    await site.sandbox.changeSettings({ requireEmailVerification: true });
    const mary = newMember('mary');
    await site.client().auth.register(mary);
    const { auth } = site.client();
    const data = auth.generateOAuthData(CALLBACK);
    const { authUrl } = await auth.getAuthUrl(data);

    const codeStep = await submitForm(authUrl, await openPage(authUrl), mary);
    expect(codeStep.status).toBe(200);
    const code = (await site.sandbox.mailbox(mary.email)).at(-1)!.code!;
    const verified = await submitForm(authUrl, codeStep, { code });
    const response = auth.parseFromUrl(redirectOf(verified, authUrl));
    const tokens = await auth.getMemberTokens(response.code!, response.state!, data);
    expect(tokens.refreshToken.role).toBe('member');
  });

  it('answers in the query when asked for responseMode query', async () => {
    const { auth } = site.client();
    const data = auth.generateOAuthData(CALLBACK);
    const { authUrl } = await auth.getAuthUrl(data, { responseMode: 'query' });
    const landed = redirectOf(await submitForm(authUrl, await openPage(authUrl), demo), authUrl);
    expect(new URL(landed).hash).toBe('');
    const { code, state } = auth.parseFromUrl(landed, 'query');
    expect((await auth.getMemberTokens(code!, state!, data)).refreshToken.role).toBe('member');
  });

  it('lets the member change the password, which the next login needs', async () => {
    const client = site.client();
    client.auth.setTokens(await memberTokens(client.auth));
    const newPassword = 'sandbox-demo-2';
    try {
      await expect(client.authentication.changePassword(newPassword)).resolves.toBeUndefined();
      const { auth } = site.client();
      expect(await auth.login({ ...demo, password: newPassword })).toMatchObject({ loginState: 'SUCCESS' });
      expect(await auth.login(demo)).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    } finally {
      await client.authentication.changePassword(DEMO_MEMBER.password);
    }
  });

  it('renews the access token with the refresh token, keeping the member', async () => {
    const { auth } = site.client();
    const tokens = await memberTokens(auth);
    const renewed = await auth.renewToken(tokens.refreshToken);
    expect(renewed.refreshToken).toEqual(tokens.refreshToken);
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
    // The SDK keeps the first refresh token, so a second renewal sends it again.
    expect((await auth.renewToken(tokens.refreshToken)).accessToken.value).toMatch(/\S{16,}/);
  });

  it('renews an expired access token by itself before a member call, as the same member', async () => {
    const client = site.client();
    const tokens = await memberTokens(client.auth);
    client.auth.setTokens({ ...tokens, accessToken: { value: tokens.accessToken.value, expiresAt: 0 } });

    await expect(client.authentication.changePassword(demo.password)).resolves.toBeUndefined();
    expect(client.auth.getTokens().refreshToken).toEqual(tokens.refreshToken);
    expect(client.auth.getTokens().accessToken.value).not.toBe(tokens.accessToken.value);
  });

  // The SDK swallows a refused refresh and carries on as a new visitor, whom the member call then refuses.
  it('becomes a visitor when the refresh token is refused', async () => {
    const client = site.client();
    const tokens = await memberTokens(client.auth);
    client.auth.setTokens({
      accessToken: { value: tokens.accessToken.value, expiresAt: 0 },
      refreshToken: { ...tokens.refreshToken, value: 'not-a-refresh-token' },
    });

    await expect(client.authentication.changePassword(demo.password)).rejects.toThrow(/PERMISSION_DENIED/);
    expect(client.auth.getTokens().refreshToken.role).toBe('visitor');
    expect(client.auth.loggedIn()).toBe(false);
  });

  it('logs out: a logout URL that ends the member’s tokens and returns to the site', async () => {
    const { auth } = site.client();
    const tokens = await memberTokens(auth);
    auth.setTokens(tokens);

    const { logoutUrl } = await auth.logout(`${SITE}/goodbye`);
    expect(auth.loggedIn()).toBe(false);
    expect(new URL(logoutUrl).origin).toBe(site.sandbox.url);

    expect(redirectOf(await openPage(logoutUrl), logoutUrl)).toBe(`${SITE}/goodbye`);
    await expect(auth.renewToken(tokens.refreshToken)).rejects.toThrow(/Failed to fetch tokens/);
  });
});
