import { describe, expect, it } from 'vitest';
import { isSiteApplicationError, isSiteValidationError, LoginState, TokenRole } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { exchangeSessionForMemberTokens, memberClient, uniqueEmail } from '../support/members.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');

describe('signOn and external login (trusted backend with the API key)', () => {
  it('signOn creates a member and answers a session token that the code flow accepts', async () => {
    const admin = apiKeyClient(sandbox);
    const email = uniqueEmail('sign-on');
    const signedOn = await admin.site.authentication.signOn(
      { email },
      { profile: { firstName: 'Ada', lastName: 'Lovelace' }, verifyEmail: true },
    );
    expect(signedOn.sessionToken).toMatch(/^JWS\.SESSION\./);
    expect(signedOn.identity).toMatchObject({
      email: { address: email, isVerified: true },
      identityProfile: { firstName: 'Ada', lastName: 'Lovelace' },
      status: { name: 'ACTIVE' },
    });
    const { site } = oauthClient(sandbox);
    const tokens = await exchangeSessionForMemberTokens(site, signedOn.sessionToken!);
    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
  });

  it('signOn is refused to a visitor', async () => {
    const failure = await siteErrorOf(oauthClient(sandbox).site.authentication.signOn({ email: uniqueEmail() }));
    expect(failure.status).toBe(403);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('PERMISSION_DENIED');
  });

  it('getMemberTokensForExternalLogin mints member tokens with "<visitor token>,<API key>"', async () => {
    const { identity } = await apiKeyClient(sandbox).site.authentication.signOn({ email: uniqueEmail('external') });
    const { site, log } = oauthClient(sandbox);
    const tokens = await site.auth.getMemberTokensForExternalLogin(identity!.id!, sandbox.apiKey);

    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
    expect(tokens.accessToken.value).toMatch(/^OauthNG\.JWS\./);
    const [grant] = log.grants('authorized_client');
    expect(grant?.body).toEqual({ grant_type: 'authorized_client', scope: 'offline_access', member_id: identity!.id });
    const visitorToken = site.auth.getTokens().accessToken.value;
    expect(visitorToken).not.toBe('');
    expect(grant?.authorization).toBe(`${visitorToken},${sandbox.apiKey}`);

    await site.auth.setTokens(tokens);
    expect(site.auth.loggedIn()).toBe(true);
    await expect(site.authentication.changePassword('Member-Pass-1')).resolves.toBeUndefined();
  });

  it('getMemberTokensForExternalLogin fails with a token error for a wrong API key or an unknown member', async () => {
    const { identity } = await apiKeyClient(sandbox).site.authentication.signOn({ email: uniqueEmail('external') });
    const { site } = oauthClient(sandbox);
    const wrongKey = await siteErrorOf(site.auth.getMemberTokensForExternalLogin(identity!.id!, 'IST.not-the-key'));
    expect(wrongKey.kind).toBe('token');
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.message).toMatch(/^Failed to fetch tokens from OAuth API: .* request id: \d+\.\d+\. Response: /);
    const unknown = await siteErrorOf(site.auth.getMemberTokensForExternalLogin('no-such-member', sandbox.apiKey));
    expect(unknown.status).toBe(400);
  });
});

describe('changePassword', () => {
  it('changes the member’s password: the new one logs in, the old one no longer does', async () => {
    const member = await memberClient(sandbox);
    await member.site.authentication.changePassword('Fresh-Password-2');
    const { site } = oauthClient(sandbox);
    const old = await site.auth.login({ email: member.email, password: member.password });
    expect(old.loginState === LoginState.FAILURE && old.errorCode).toBe('invalidPassword');
    expect((await site.auth.login({ email: member.email, password: 'Fresh-Password-2' })).loginState).toBe(
      LoginState.SUCCESS,
    );
    expect(member.site.auth.loggedIn()).toBe(true);
    await expect(member.site.products.queryProducts().find()).resolves.toMatchObject({ items: [] });
  });

  it('is refused to a visitor, and a too-short password is a violation on newPassword', async () => {
    const visitorFailure = await siteErrorOf(oauthClient(sandbox).site.authentication.changePassword('Whatever-1'));
    expect(visitorFailure.status).toBe(403);
    const member = await memberClient(sandbox);
    const tooShort = await siteErrorOf(member.site.authentication.changePassword('abc'));
    expect(isSiteValidationError(tooShort) && tooShort.fieldViolations.map((v) => v.field)).toEqual(['newPassword']);
    expect(tooShort.message).toBe('INVALID_ARGUMENT: "newPassword" must be at least 6 characters long');
  });
});

describe('validateEmail', () => {
  it('answers validity and the failure reason', async () => {
    const { site } = oauthClient(sandbox);
    expect(await site.authentication.validateEmail('someone@sitekit.dev')).toEqual({
      valid: true,
      formatInvalid: false,
    });
    expect(await site.authentication.validateEmail('not an email')).toEqual({
      valid: false,
      formatInvalid: true,
      failure: { reason: 'EMAIL_DOMAIN_FORMAT_INVALID' },
    });
    expect(await site.authentication.validateEmail('someone@nowhere.invalid')).toMatchObject({
      valid: false,
      failure: { reason: 'EMAIL_DOMAIN_MISSING_DNS_RECORDS' },
    });
    expect(await site.authentication.validateEmail('bounce.me@sitekit.dev')).toMatchObject({
      valid: false,
      failure: { reason: 'EMAIL_ADDRESS_BOUNCED' },
    });
  });
});

describe('logout (GET /v1/logout)', () => {
  it('answers the wrapped redirect to an allowed URL and ends the member session', async () => {
    const member = await memberClient(sandbox);
    const response = await member.site.authentication.logout({
      postLogoutRedirectUri: 'http://127.0.0.1:5173/bye',
      clientId: sandbox.clientId,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers).toContainEqual({ key: 'Location', value: 'http://127.0.0.1:5173/bye' });
    expect(Buffer.from(response.body!, 'base64').toString('utf8')).toContain('Signed out');
    const [sent] = member.log.to('/_api/iam/authentication/v1/logout', 'GET');
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      postLogoutRedirectUri: 'http://127.0.0.1:5173/bye',
      clientId: sandbox.clientId,
    });

    // The revoked member tokens are answered with 401; the client renews and ends up a visitor.
    member.log.clear();
    await member.site.products.queryProducts().find();
    expect(member.log.grants('refresh_token')).toHaveLength(1);
    expect(member.log.grants('anonymous')).toHaveLength(1);
    expect(member.site.auth.loggedIn()).toBe(false);
  });

  it('refuses a post-logout URL that is not allowed', async () => {
    const member = await memberClient(sandbox);
    const failure = await siteErrorOf(
      member.site.authentication.logout({ postLogoutRedirectUri: 'https://evil.example.com/' }),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations.map((v) => v.field)).toEqual([
      'postLogoutRedirectUri',
    ]);
    expect(member.site.auth.loggedIn()).toBe(true);
  });
});

describe('MFA factor verify', () => {
  it('reaches the platform on /v2/{factorType}/verify and maps its application error', async () => {
    const { site, log } = oauthClient(sandbox);
    const failure = await siteErrorOf(
      site.authentication.verifyFactor('EMAIL', { stateToken: 'STT.none', emailData: { code: '123456' } }),
    );
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('INVALID_STATE_TOKEN');
    expect(log.to('/_api/iam/authentication/v2/EMAIL/verify', 'POST')).toHaveLength(1);
  });
});
