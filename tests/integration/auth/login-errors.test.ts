import { afterEach, describe, expect, it } from 'vitest';
import { LoginState, type StateMachine } from '../../../src/index.js';
import { MEMBER_PASSWORD, registerMember, uniqueEmail } from '../support/members.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest, useSettings } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');
afterEach(() => sandbox.clearFaults());

const LOGIN_PATH = '/_api/iam/authentication/v2/login';
const REGISTER_PATH = '/_api/iam/authentication/v2/register';

function failureOf(state: StateMachine) {
  if (state.loginState !== LoginState.FAILURE) throw new Error(`expected FAILURE, got ${JSON.stringify(state)}`);
  return state;
}

describe('the login error catalog', () => {
  it('wrong password → invalidPassword (application code -19976)', async () => {
    const { site } = oauthClient(sandbox);
    const member = await registerMember(site);
    const failure = failureOf(await site.auth.login({ email: member.email, password: 'wrong-password' }));
    expect(failure.errorCode).toBe('invalidPassword');
    expect(failure.cause?.code).toBe('-19976');
    expect(failure.cause?.status).toBe(400);
  });

  it('a member without a password → resetPassword (-19973)', async () => {
    const email = uniqueEmail('no-password');
    await apiKeyClient(sandbox).site.authentication.signOn({ email });
    const failure = failureOf(await oauthClient(sandbox).site.auth.login({ email, password: MEMBER_PASSWORD }));
    expect(failure.errorCode).toBe('resetPassword');
    expect(failure.cause?.code).toBe('-19973');
  });

  it('an unknown email → invalidEmail (anything else in the login catalog)', async () => {
    const failure = failureOf(
      await oauthClient(sandbox).site.auth.login({ email: uniqueEmail('nobody'), password: MEMBER_PASSWORD }),
    );
    expect(failure.errorCode).toBe('invalidEmail');
    expect(failure.cause?.code).toBe('MEMBER_NOT_FOUND');
  });

  it('throttled logins are a transient failure with the cause, never invalidEmail', async () => {
    const { site } = oauthClient(sandbox);
    const member = await registerMember(site);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(failureOf(await site.auth.login({ email: member.email, password: 'wrong-password' })).errorCode).toBe(
        'invalidPassword',
      );
    }
    const throttled = failureOf(await site.auth.login({ email: member.email, password: member.password }));
    expect(throttled.errorCode).toBeUndefined();
    expect(throttled.cause?.status).toBe(429);
    expect(throttled.cause?.code).toBe('THROTTLED_FEATURE');
  });

  it('a server fault is a transient failure, and the login is not retried', async () => {
    const { site, log } = oauthClient(sandbox);
    const member = await registerMember(site);
    await sandbox.addFault({ path: LOGIN_PATH, status: 500 });
    const failure = failureOf(await site.auth.login({ email: member.email, password: member.password }));
    expect(failure.errorCode).toBeUndefined();
    expect(failure.cause?.kind).toBe('system');
    expect(failure.error).toMatch(/^System error occurred, request-id: \d+\.\d+$/);
    expect(log.to(LOGIN_PATH)).toHaveLength(1);
  });
});

describe('the registration error catalog', () => {
  it('a duplicate email → emailAlreadyExists (-19995)', async () => {
    const { site } = oauthClient(sandbox);
    const member = await registerMember(site);
    const failure = failureOf(await site.auth.register({ email: member.email, password: MEMBER_PASSWORD }));
    expect(failure.errorCode).toBe('emailAlreadyExists');
    expect(failure.cause?.code).toBe('-19995');
  });

  it('an email field violation → invalidEmail with its description, refused before any request', async () => {
    const { site, log } = oauthClient(sandbox);
    const failure = failureOf(await site.auth.register({ email: 'not-an-email', password: MEMBER_PASSWORD }));
    expect(failure.errorCode).toBe('invalidEmail');
    expect(failure.error).toBe('Invalid email address');
    expect(failure.cause?.kind).toBe('request-validation');
    expect(log.to(REGISTER_PATH)).toHaveLength(0);
  });

  it('any other violation → the raw message and no catalog code', async () => {
    const { site, log } = oauthClient(sandbox);
    const failure = failureOf(await site.auth.register({ email: uniqueEmail('short'), password: 'abc' }));
    expect(failure.errorCode).toBeUndefined();
    expect(failure.error).toBe('INVALID_ARGUMENT: "password" must be at least 6 characters long');
    expect(log.to(REGISTER_PATH)).toHaveLength(1);
  });
});

describe('captcha rules', () => {
  useSettings(sandbox, { captcha: { register: true, login: true } }, { captcha: { register: false, login: false } });

  it('registration: missing → missingCaptchaToken, invalid → invalidCaptchaToken, valid → SUCCESS', async () => {
    const { site, log } = oauthClient(sandbox);
    const email = uniqueEmail('captcha');
    const missing = failureOf(await site.auth.register({ email, password: MEMBER_PASSWORD }));
    expect(missing.errorCode).toBe('missingCaptchaToken');
    expect(missing.cause?.code).toBe('-19971');
    const invalid = failureOf(
      await site.auth.register({
        email,
        password: MEMBER_PASSWORD,
        captchaTokens: { recaptchaToken: 'invalid-token' },
      }),
    );
    expect(invalid.errorCode).toBe('invalidCaptchaToken');
    expect(invalid.cause?.code).toBe('-19970');
    const valid = await site.auth.register({
      email,
      password: MEMBER_PASSWORD,
      captchaTokens: { recaptchaToken: 'visible-ok', invisibleRecaptchaToken: 'invisible-ok' },
    });
    expect(valid.loginState).toBe(LoginState.SUCCESS);
    expect(log.to(REGISTER_PATH).at(-1)?.body).toMatchObject({
      captchaTokens: [{ Recaptcha: 'visible-ok' }, { InvisibleRecaptcha: 'invisible-ok' }],
    });
  });

  it('login: missing → missingCaptchaToken, invalid → invalidCaptchaToken, either captcha kind → SUCCESS', async () => {
    const { site } = oauthClient(sandbox);
    const email = uniqueEmail('captcha-login');
    await site.auth.register({ email, password: MEMBER_PASSWORD, captchaTokens: { recaptchaToken: 'ok' } });
    expect(failureOf(await site.auth.login({ email, password: MEMBER_PASSWORD })).errorCode).toBe(
      'missingCaptchaToken',
    );
    expect(
      failureOf(
        await site.auth.login({
          email,
          password: MEMBER_PASSWORD,
          captchaTokens: { invisibleRecaptchaToken: 'invalid' },
        }),
      ).errorCode,
    ).toBe('invalidCaptchaToken');
    for (const captchaTokens of [{ recaptchaToken: 'ok' }, { invisibleRecaptchaToken: 'ok' }]) {
      expect((await site.auth.login({ email, password: MEMBER_PASSWORD, captchaTokens })).loginState).toBe(
        LoginState.SUCCESS,
      );
    }
  });
});
