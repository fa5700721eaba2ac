import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCode,
  expectEnvelope,
  memberTokens,
  registerMember,
  startHarness,
  uniqueEmail,
  violationFields,
  type Harness,
} from './support/harness.js';

let h: Harness;
let visitor: string;
beforeAll(async () => {
  h = await startHarness();
  visitor = await h.visitorToken();
});
afterAll(() => h.close());
afterEach(async () => {
  await h.call('/_sandbox/settings', {
    body: { requireEmailVerification: false, requireOwnerApproval: false, captcha: { register: false, login: false } },
  });
});

const auth = (path: string, body: unknown, token = visitor) =>
  h.call(`/_api/iam/authentication${path}`, { token, body });
const settings = (body: unknown) => h.call('/_sandbox/settings', { body });
const mailbox = async (to: string) => (await h.call(`/_sandbox/mailbox?to=${encodeURIComponent(to)}`)).body.messages;
/** The recovery token of the first mail to `to`, which must be of this kind (recovery, activation). */
const mailedRecoveryToken = async (to: string, kind: string): Promise<string> => {
  const [mail] = await mailbox(to);
  expect(mail.kind).toBe(kind);
  return new URL(mail.link).searchParams.get('recoveryToken')!;
};
const recover = (recoveryToken: string, password: string) =>
  h.call('/_api/iam/recovery/v1/recover', { token: visitor, body: { recoveryToken, password } });

describe('registration and login', () => {
  it("registers at the REST reference's /iam/authentication/v2/register, one member with the /_api path", async () => {
    const email = uniqueEmail();
    const profile = { firstName: 'John', lastName: 'Doe', nickname: 'Johnny Boy' };
    const reply = await h.call('/iam/authentication/v2/register', {
      token: visitor,
      body: { loginId: { email }, password: 'verySecurePassword', profile },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.state).toBe('SUCCESS');
    expect(reply.body.identity.identityProfile).toMatchObject(profile);
    const login = await auth('/v2/login', { loginId: { email }, password: 'verySecurePassword' });
    expect(login.body.identity.id).toBe(reply.body.identity.id);
    const again = await h.call('/iam/authentication/v2/register', {
      token: visitor,
      body: { loginId: { email }, password: 'verySecurePassword' },
    });
    expect(applicationCode(again)).toBe('-19995');
  });

  it('registers a member straight to SUCCESS and rejects a duplicate with -19995', async () => {
    const email = uniqueEmail();
    const reply = await auth('/v2/register', {
      loginId: { email },
      password: 'Secret-Pass-1',
      profile: { firstName: 'Ana', customFields: [{ name: 'tier', value: { strValue: 'gold' } }] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.state).toBe('SUCCESS');
    expect(reply.body.sessionToken).toBeTruthy();
    expect(reply.body.identity).toMatchObject({
      email: { address: email, isVerified: false },
      status: { name: 'ACTIVE' },
      identityProfile: { firstName: 'Ana' },
    });
    expect(reply.body.identity.factors[0]).toMatchObject({ type: 'PASSWORD', status: 'ACTIVE' });
    const duplicate = await auth('/v2/register', { loginId: { email }, password: 'Secret-Pass-1' });
    expectEnvelope(duplicate, 400);
    expect(applicationCode(duplicate)).toBe('-19995');
  });

  it('reports an invalid email as a field violation with data.type EMAIL', async () => {
    const reply = await auth('/v2/register', { loginId: { email: 'not-an-email' }, password: 'Secret-Pass-1' });
    expectEnvelope(reply, 400);
    expect(reply.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'loginId.email',
      data: { type: 'EMAIL' },
    });
  });

  it('logs in, and names wrong passwords (-19976) and passwordless members (-19973)', async () => {
    const member = await registerMember(h);
    const ok = await auth('/v2/login', { loginId: { email: member.email }, password: member.password });
    expect(ok.body.state).toBe('SUCCESS');
    const wrong = await auth('/v2/login', { loginId: { email: member.email }, password: 'nope-nope' });
    expect(applicationCode(wrong)).toBe('-19976');
    const signOn = await h.call('/_api/iam/authentication/v2/sign-on', {
      token: h.sandbox.apiKey,
      body: { loginId: { email: 'nopass@example.com' } },
    });
    expect(signOn.status).toBe(200);
    const noPassword = await auth('/v2/login', { loginId: { email: 'nopass@example.com' }, password: 'whatever' });
    expect(applicationCode(noPassword)).toBe('-19973');
  });

  it('refuses control characters in passwords at registration and at login instead of dropping them', async () => {
    const member = await registerMember(h);
    for (const password of [`${member.password}\u0000`, `${member.password}\u0000tail`, `${member.password}\n`]) {
      const login = await auth('/v2/login', { loginId: { email: member.email }, password });
      expectEnvelope(login, 400);
      expect(violationFields(login)).toEqual(['password']);
    }
    const register = await auth('/v2/register', { loginId: { email: uniqueEmail() }, password: 'Secret-Pass-1\u0000' });
    expectEnvelope(register, 400);
    expect(violationFields(register)).toEqual(['password']);
  });

  it('throttles repeated failures with 429 and Retry-After', async () => {
    const member = await registerMember(h);
    for (let i = 0; i < 5; i++) await auth('/v2/login', { loginId: { email: member.email }, password: 'wrong-guess' });
    const throttled = await auth('/v2/login', { loginId: { email: member.email }, password: member.password });
    expectEnvelope(throttled, 429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    await h.call('/_sandbox/clock', { body: { advanceSeconds: 901 } });
    expect((await auth('/v2/login', { loginId: { email: member.email }, password: member.password })).body.state).toBe(
      'SUCCESS',
    );
  });

  it('applies captcha rules with the numeric codes', async () => {
    await settings({ captcha: { register: true, login: true } });
    const email = uniqueEmail();
    const missing = await auth('/v2/register', { loginId: { email }, password: 'Secret-Pass-1' });
    expect(applicationCode(missing)).toBe('-19971');
    const invalid = await auth('/v2/register', {
      loginId: { email },
      password: 'Secret-Pass-1',
      captchaTokens: [{ Recaptcha: 'invalid-token' }],
    });
    expect(applicationCode(invalid)).toBe('-19970');
    const both = await auth('/v2/register', {
      loginId: { email },
      password: 'Secret-Pass-1',
      captchaTokens: [{ Recaptcha: 'a', InvisibleRecaptcha: 'b' }],
    });
    expect(violationFields(both)).toContain('captchaTokens[0]');
    const ok = await auth('/v2/register', {
      loginId: { email },
      password: 'Secret-Pass-1',
      captchaTokens: [{ InvisibleRecaptcha: '03AFcWeA5' }],
    });
    expect(ok.body.state).toBe('SUCCESS');
    const loginMissing = await auth('/v2/login', { loginId: { email }, password: 'Secret-Pass-1' });
    expect(applicationCode(loginMissing)).toBe('-19971');
  });

  it('changes the password of a member and refuses visitors', async () => {
    const member = await registerMember(h);
    const tokens = await memberTokens(h, member.sessionToken);
    expect((await auth('/v2/change-password', { newPassword: 'Brand-New-Pass-2' })).status).toBe(403);
    expect((await auth('/v2/change-password', { newPassword: 'Brand-New-Pass-2' }, tokens.access_token)).status).toBe(
      200,
    );
    expect(
      (await auth('/v2/login', { loginId: { email: member.email }, password: 'Brand-New-Pass-2' })).body.state,
    ).toBe('SUCCESS');
    expect(violationFields(await auth('/v2/change-password', { newPassword: 'abc' }, tokens.access_token))).toEqual([
      'newPassword',
    ]);
  });

  it('logs out with a wrapped raw response and ends the member token', async () => {
    const member = await registerMember(h);
    const tokens = await memberTokens(h, member.sessionToken);
    const reply = await h.call(
      `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('http://localhost:5173/')}&clientId=${h.sandbox.clientId}`,
      { token: tokens.access_token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.statusCode).toBe(302);
    expect(reply.body.headers).toContainEqual({ key: 'Location', value: 'http://localhost:5173/' });
    expect(Buffer.from(reply.body.body, 'base64').toString()).toContain('Signed out');
    expect((await h.call('/stores-reader/v1/products/query-platformized', { token: tokens.access_token })).status).toBe(
      401,
    );
    const foreign = await h.call(
      `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://evil.example.net/')}`,
      { token: visitor },
    );
    expect(violationFields(foreign)).toEqual(['postLogoutRedirectUri']);
  });

  it('validates email addresses', async () => {
    expect((await auth('/v2/validate-email', { email: 'ana@example.com' })).body).toEqual({
      valid: true,
      formatInvalid: false,
    });
    expect((await auth('/v2/validate-email', { email: 'nope' })).body).toMatchObject({
      valid: false,
      formatInvalid: true,
    });
    expect((await auth('/v2/validate-email', { email: 'ana@shop.invalid' })).body.failure.reason).toBe(
      'EMAIL_DOMAIN_MISSING_DNS_RECORDS',
    );
  });

  it('answers MFA verification with an application error, as no factor is enrolled', async () => {
    const reply = await auth('/v2/TOTP/verify', { stateToken: 'STT.x', totpData: { code: '123456' } });
    expectEnvelope(reply, 400);
    expect(applicationCode(reply)).toBe('INVALID_STATE_TOKEN');
    expect(violationFields(await auth('/v2/TOTP/verify', { stateToken: 'STT.x', smsData: { code: '1' } }))).toEqual([
      'totpData',
    ]);
    expect(violationFields(await auth('/v2/TOTP/verify', { stateToken: 'x', totpData: {}, smsData: {} }))).toEqual([
      '$',
    ]);
    expect((await auth('/v2/FOO/verify', { stateToken: 'x', totpData: {} })).status).toBe(400);
  });
});

describe('email verification and owner approval', () => {
  it('requires the mailbox code, then succeeds', async () => {
    await settings({ requireEmailVerification: true });
    const email = uniqueEmail('verify');
    const reply = await auth('/v2/register', { loginId: { email }, password: 'Secret-Pass-1' });
    expect(reply.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(reply.body.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] });
    const [mail] = await mailbox(email);
    expect(mail).toMatchObject({ to: email, kind: 'verification' });
    expect(mail.code).toMatch(/^\d{6}$/);

    const wrong = await h.call('/_api/iam/verification/v1/auth/verify', {
      token: visitor,
      body: { code: '000000' === mail.code ? '111111' : '000000', stateToken: reply.body.stateToken },
    });
    expect(applicationCode(wrong)).toBe('VERIFICATION_FAILED');
    expect(
      (
        await h.call('/_api/iam/verification/v1/auth/resend', {
          token: visitor,
          body: { stateToken: reply.body.stateToken },
        })
      ).body,
    ).toEqual({});
    const codes = await mailbox(email);
    expect(codes).toHaveLength(2);
    const verified = await h.call('/_api/iam/verification/v1/auth/verify', {
      token: visitor,
      body: { code: codes[1].code, stateToken: reply.body.stateToken },
    });
    expect(verified.body.state).toBe('SUCCESS');
    expect(verified.body.identity).toMatchObject({ email: { isVerified: true }, status: { name: 'ACTIVE' } });
    const reuse = await h.call('/_api/iam/verification/v1/auth/verify', {
      token: visitor,
      body: { code: codes[1].code, stateToken: reply.body.stateToken },
    });
    expect(applicationCode(reuse)).toBe('INVALID_STATE_TOKEN');
  });

  it('keeps members pending until the owner approves', async () => {
    await settings({ requireOwnerApproval: true });
    const email = uniqueEmail('approval');
    const reply = await auth('/v2/register', { loginId: { email }, password: 'Secret-Pass-1' });
    expect(reply.body.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(reply.body.sessionToken).toBeUndefined();
    expect((await auth('/v2/login', { loginId: { email }, password: 'Secret-Pass-1' })).body.state).toBe(
      'REQUIRE_OWNER_APPROVAL',
    );
    const approved = await h.call('/_sandbox/identities/approve', { body: { email } });
    expect(approved.body.identity.status.name).toBe('ACTIVE');
    expect((await auth('/v2/login', { loginId: { email }, password: 'Secret-Pass-1' })).body.state).toBe('SUCCESS');
    await h.call('/_sandbox/identities/block', { body: { email } });
    expect(applicationCode(await auth('/v2/login', { loginId: { email }, password: 'Secret-Pass-1' }))).toBe(
      'MEMBER_BLOCKED',
    );
  });
});

describe('recovery and verification', () => {
  it('recovers a password through the emailed link', async () => {
    const member = await registerMember(h);
    const sent = await h.call('/_api/iam/recovery/v1/send-email', {
      token: visitor,
      body: { email: member.email, redirect: { url: 'http://localhost:5173/account', clientId: h.sandbox.clientId } },
    });
    expect(sent.body).toEqual({});
    const recoveryToken = await mailedRecoveryToken(member.email, 'recovery');
    expect((await recover(recoveryToken, 'Recovered-Pass-3')).body.state).toBe('SUCCESS');
    expect(
      (await auth('/v2/login', { loginId: { email: member.email }, password: 'Recovered-Pass-3' })).body.state,
    ).toBe('SUCCESS');
    expect(applicationCode(await recover(recoveryToken, 'Recovered-Pass-4'))).toBe('INVALID_RECOVERY_TOKEN');
    expect(
      (await h.call('/_api/iam/recovery/v1/send-email', { token: visitor, body: { email: 'nobody@example.com' } }))
        .body,
    ).toEqual({});
    const badRedirect = await h.call('/_api/iam/recovery/v1/send-email', {
      token: visitor,
      body: { email: member.email, redirect: { url: 'https://evil.example.net/' } },
    });
    expect(violationFields(badRedirect)).toEqual(['redirect.url']);
  });

  it('sends activation emails for the API key only', async () => {
    const signOn = await h.call('/_api/iam/authentication/v2/sign-on', {
      token: h.sandbox.apiKey,
      body: { loginId: { email: 'activate@example.com' } },
    });
    const identityId = signOn.body.identity.id;
    expect(
      (await h.call('/_api/iam/recovery/v1/activation-email', { token: visitor, body: { identityId } })).status,
    ).toBe(403);
    expect(
      (await h.call('/_api/iam/recovery/v1/activation-email', { token: h.sandbox.apiKey, body: { identityId } }))
        .status,
    ).toBe(200);
    expect(
      (
        await h.call('/_api/iam/recovery/v1/activation-email', {
          token: h.sandbox.apiKey,
          body: { identityId: 'missing' },
        })
      ).status,
    ).toBe(404);
    const recoveryToken = await mailedRecoveryToken('activate@example.com', 'activation');
    expect((await recover(recoveryToken, 'First-Pass-1')).body.state).toBe('SUCCESS');
  });

  it('starts a standalone verification for the member or the API key', async () => {
    const member = await registerMember(h);
    expect(
      (
        await h.call('/_api/iam/verification/v1/start', {
          token: visitor,
          body: { identityId: member.identityId, target: 'EMAIL' },
        })
      ).status,
    ).toBe(403);
    const started = await h.call('/_api/iam/verification/v1/start', {
      token: h.sandbox.apiKey,
      body: { identityId: member.identityId, target: 'EMAIL' },
    });
    expect(started.body.verificationId).toBeTruthy();
    expect((await mailbox(member.email)).at(-1).kind).toBe('verification');
    expect(
      (
        await h.call('/_api/iam/verification/v1/start', {
          token: h.sandbox.apiKey,
          body: { identityId: member.identityId, target: 'SMS' },
        })
      ).status,
    ).toBe(400);
  });
});
