import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSiteOAuthFlowError, isSiteTokenError, LoginState, TokenRole } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { openPage, submitForm } from '../support/hosted-pages.js';
import {
  CALLBACK_URL,
  exchangeSessionForMemberTokens,
  MEMBER_PASSWORD,
  registerMember,
  uniqueEmail,
  wrongCodeFor,
} from '../support/members.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest, useSettings } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');

/** A member-only call: visitors get 403, so success proves the client now acts as the member. */
async function expectActsAsMember(site: ReturnType<typeof oauthClient>['site'], password: string): Promise<void> {
  await expect(site.authentication.changePassword(password)).resolves.toBeUndefined();
}

describe('register, then the authorization-code flow without a browser', () => {
  it('turns the session token into member tokens (fragment response mode)', async () => {
    const { site, log } = oauthClient(sandbox);
    const member = await registerMember(site);
    expect(member.sessionToken).toMatch(/^JWS\.SESSION\./);
    expect(site.auth.loggedIn()).toBe(false);

    const tokens = await exchangeSessionForMemberTokens(site, member.sessionToken, 'fragment');

    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
    const [exchange] = log.grants('authorization_code');
    expect(exchange?.body).toMatchObject({ clientId: sandbox.clientId, redirectUri: CALLBACK_URL });
    expect((exchange?.body as { codeVerifier: string }).codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    const [session] = log.to('/_api/redirects-api/v1/redirect-session');
    expect(session?.body).toMatchObject({
      auth: {
        authRequest: {
          clientId: sandbox.clientId,
          redirectUri: CALLBACK_URL,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          sessionToken: member.sessionToken,
        },
        prompt: 'none',
      },
    });
    expect(site.auth.loggedIn()).toBe(false);
    await site.auth.setTokens(tokens);
    expect(site.auth.loggedIn()).toBe(true);
    await expectActsAsMember(site, member.password);
  });

  it('works with the query response mode too', async () => {
    const { site } = oauthClient(sandbox);
    const member = await registerMember(site);
    const tokens = await exchangeSessionForMemberTokens(site, member.sessionToken, 'query');
    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
  });

  it('refuses a code whose state does not match, a missing code, and a code used twice', async () => {
    const { site } = oauthClient(sandbox);
    const member = await registerMember(site);
    const oauthData = site.auth.generateOAuthData(CALLBACK_URL);
    const { authUrl } = await site.auth.getAuthUrl(oauthData, { prompt: 'none', sessionToken: member.sessionToken });
    const { code, state } = site.auth.parseFromUrl((await openPage(authUrl)).location);
    expect(state).toBe(oauthData.state);

    const wrongState = await siteErrorOf(site.auth.getMemberTokens(code, 'another-state', oauthData));
    expect(isSiteOAuthFlowError(wrongState) && wrongState.message).toBe('Invalid _state');
    const missing = await siteErrorOf(site.auth.getMemberTokens(undefined, state, oauthData));
    expect(missing.message).toBe('Missing code or _state');

    await site.auth.getMemberTokens(code, state, oauthData);
    const reused = await siteErrorOf(site.auth.getMemberTokens(code, state, oauthData));
    expect(isSiteTokenError(reused) && reused.oauthError).toBe('invalid_grant');
  });

  it('signs in through the hosted login form when no session token is given (prompt=login)', async () => {
    const registrar = oauthClient(sandbox);
    const member = await registerMember(registrar.site);
    const { site } = oauthClient(sandbox);
    const oauthData = site.auth.generateOAuthData(CALLBACK_URL);
    const { authUrl } = await site.auth.getAuthUrl(oauthData);

    const form = await openPage(authUrl);
    expect(form.status).toBe(200);
    expect(form.html).toContain('name="password"');
    const wrong = await submitForm(authUrl, form, { email: member.email, password: 'not-the-password' });
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain('Wrong email or password.');
    const done = await submitForm(authUrl, wrong, { email: member.email, password: member.password });
    expect(done.status).toBe(302);

    const { code, state } = site.auth.parseFromUrl(done.location);
    await site.auth.setTokens(await site.auth.getMemberTokens(code, state, oauthData));
    expect(site.auth.loggedIn()).toBe(true);
    await expectActsAsMember(site, member.password);
  });

  it('answers a silent authorization without a session with login_required', async () => {
    const { site } = oauthClient(sandbox);
    const oauthData = site.auth.generateOAuthData(CALLBACK_URL);
    const { authUrl } = await site.auth.getAuthUrl(oauthData, { prompt: 'none' });
    const response = site.auth.parseFromUrl((await openPage(authUrl)).location);
    expect(response).toMatchObject({ code: undefined, state: oauthData.state, error: 'login_required' });
  });

  it('reports that the hidden-frame direct login needs a browser', async () => {
    const { site } = oauthClient(sandbox);
    const member = await registerMember(site);
    const failure = await siteErrorOf(site.auth.getMemberTokensForDirectLogin(member.sessionToken));
    expect(isSiteOAuthFlowError(failure) && failure.code).toBe('NO_BROWSER');
  });
});

describe('login', () => {
  it('answers SUCCESS with a session token for the right password', async () => {
    const { site } = oauthClient(sandbox);
    const member = await registerMember(site);
    const state = await oauthClient(sandbox).site.auth.login({ email: member.email, password: member.password });
    expect(state.loginState).toBe(LoginState.SUCCESS);
    const sessionToken = state.loginState === LoginState.SUCCESS ? state.data.sessionToken : '';
    expect(sessionToken).not.toBe(member.sessionToken);
    const tokens = await exchangeSessionForMemberTokens(site, sessionToken);
    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
  });
});

describe('email verification when the site requires it', () => {
  useSettings(sandbox, { requireEmailVerification: true }, { requireEmailVerification: false });

  it('register → REQUIRE_EMAIL_VERIFICATION → code from the mailbox → processVerification → SUCCESS → member', async () => {
    const { site } = oauthClient(sandbox);
    const email = uniqueEmail('verify');
    const pending = await site.auth.register({ email, password: MEMBER_PASSWORD });
    expect(pending.loginState).toBe(LoginState.EMAIL_VERIFICATION_REQUIRED);
    expect(pending.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED && pending.data.stateToken).toMatch(/^STT\./);

    const [mail] = await sandbox.mailbox(email);
    expect(mail).toMatchObject({ to: email, kind: 'verification' });
    expect(mail?.code).toMatch(/^\d{6}$/);

    const wrongCode = wrongCodeFor(mail!.code!);
    const wrong = await site.auth.processVerification({ verificationCode: wrongCode });
    expect(wrong.loginState).toBe(LoginState.FAILURE);
    expect(wrong.loginState === LoginState.FAILURE && wrong.cause?.code).toBe('VERIFICATION_FAILED');

    const verified = await site.auth.processVerification({ verificationCode: mail!.code! }, pending);
    expect(verified.loginState).toBe(LoginState.SUCCESS);
    const sessionToken = verified.loginState === LoginState.SUCCESS ? verified.data.sessionToken : '';
    await site.auth.setTokens(await exchangeSessionForMemberTokens(site, sessionToken));
    expect(site.auth.loggedIn()).toBe(true);
    await expectActsAsMember(site, MEMBER_PASSWORD);
  });

  it('accepts the code under the `code` name and uses the pending step this client remembers', async () => {
    const { site } = oauthClient(sandbox);
    const email = uniqueEmail('verify-code');
    await site.auth.register({ email, password: MEMBER_PASSWORD });
    const [mail] = await sandbox.mailbox(email);
    const verified = await site.auth.processVerification({ code: mail!.code! });
    expect(verified.loginState).toBe(LoginState.SUCCESS);
  });

  it('asks an unverified member to verify at login too, and resend sends a new code that replaces the old', async () => {
    const { site } = oauthClient(sandbox);
    const email = uniqueEmail('verify-login');
    await site.auth.register({ email, password: MEMBER_PASSWORD });
    const login = await site.auth.login({ email, password: MEMBER_PASSWORD });
    expect(login.loginState).toBe(LoginState.EMAIL_VERIFICATION_REQUIRED);
    const stateToken = login.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED ? login.data.stateToken : '';

    const before = await sandbox.mailbox(email);
    await site.verification.resendDuringAuthentication(stateToken);
    const after = await sandbox.mailbox(email);
    expect(after).toHaveLength(before.length + 1);
    const resent = after.at(-1)!;
    expect(resent.kind).toBe('verification');

    const oldCode = before.at(-1)!.code!;
    if (oldCode !== resent.code) {
      const stale = await site.auth.processVerification({ code: oldCode }, login);
      expect(stale.loginState).toBe(LoginState.FAILURE);
    }
    const raw = await site.verification.verifyDuringAuthentication(resent.code!, { stateToken });
    expect(raw.state).toBe('SUCCESS');
    expect(raw.identity?.email).toEqual({ address: email, isVerified: true });
  });

  it('fails processVerification with Unknown _state when no verification is pending', async () => {
    const { site } = oauthClient(sandbox);
    const state = await site.auth.processVerification({ code: '123456' });
    expect(state).toMatchObject({ loginState: LoginState.FAILURE, error: 'Unknown _state' });
  });
});

describe('owner approval when the site requires it', () => {
  beforeAll(() => sandbox.changeSettings({ requireOwnerApproval: true }));
  afterEach(() => sandbox.changeSettings({ requireOwnerApproval: false }));

  it('register and login answer OWNER_APPROVAL_REQUIRED until the owner approves', async () => {
    const { site } = oauthClient(sandbox);
    const email = uniqueEmail('approval');
    expect(await site.auth.register({ email, password: MEMBER_PASSWORD })).toEqual({
      loginState: LoginState.OWNER_APPROVAL_REQUIRED,
    });
    expect((await site.auth.login({ email, password: MEMBER_PASSWORD })).loginState).toBe(
      LoginState.OWNER_APPROVAL_REQUIRED,
    );
    await sandbox.approveMember(email);
    const approved = await site.auth.login({ email, password: MEMBER_PASSWORD });
    expect(approved.loginState).toBe(LoginState.SUCCESS);
  });
});
