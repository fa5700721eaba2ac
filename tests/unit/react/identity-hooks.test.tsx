// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SiteValidationError } from '../../../src/index.js';
import {
  useAuthenticationLogout,
  useChangePassword,
  useCreateRedirectSession,
  useLoginV2,
  useRecover,
  useRegisterV2,
  useResendDuringAuthentication,
  useSendActivationEmail,
  useSendRecoveryEmail,
  useSignOn,
  useStartVerification,
  useValidateEmail,
  useVerifyDuringAuthentication,
  useVerifyFactor,
} from '../../../src/react/index.js';
import { applicationFailure, validationFailure } from './support/identity-server.js';
import {
  CLIENT_ID,
  expectApplicationError,
  fail,
  IDENTITY,
  identityApiKeySite,
  identitySite,
  MEMBER_TOKENS,
  REDIRECT_SESSION,
  registerRequest,
  succeed,
  SUCCESS_STEP,
  useIdentityHookServer,
  VERIFICATION_STEP,
} from './support/identity-hooks.js';

const { server, expectOnlyRequest, expectResolvedAfterPost, expectRefusal } = useIdentityHookServer();

describe('identity hooks: authentication', () => {
  it('useRegisterV2 posts the login id with the options and resolves to the state-machine step', async () => {
    server.answer(() => VERIFICATION_STEP);
    const data = await succeed(
      useRegisterV2,
      {
        loginId: { email: 'ada@example.com' },
        options: { password: 's3cret!', profile: { firstName: 'Ada' }, captchaTokens: [{ Recaptcha: 'captcha-1' }] },
      },
      identitySite(),
    );
    expect(data).toEqual(VERIFICATION_STEP);
    expectOnlyRequest(registerRequest([{ Recaptcha: 'captcha-1' }]));
  });

  it('useRegisterV2 surfaces an application error', async () => {
    server.answer(() => applicationFailure(409, { code: '-19995', description: 'Email already exists' }));
    const error = await fail(
      useRegisterV2,
      { loginId: { email: 'ada@example.com' }, options: { password: 's3cret!' } },
      identitySite(),
    );
    expectApplicationError(error, { status: 409, code: '-19995', description: 'Email already exists' });
  });

  it('useLoginV2 posts the login id, password and state token and resolves to the step', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(
      useLoginV2,
      { loginId: { email: 'ada@example.com' }, options: { password: 's3cret!', stateToken: 'state-0' } },
      identitySite(),
    );
    expect(data).toEqual(SUCCESS_STEP);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/login',
      body: { loginId: { email: 'ada@example.com' }, password: 's3cret!', stateToken: 'state-0' },
      authorization: 'visitor-access',
    });
  });

  it('useLoginV2 surfaces a validation error with its field violations', async () => {
    server.answer(() =>
      validationFailure([{ field: 'loginId.email', description: 'must be an email', violatedRule: 'FORMAT' }]),
    );
    const error = await fail(
      useLoginV2,
      { loginId: { email: 'ada@example.com' }, options: { password: 's3cret!' } },
      identitySite(),
    );
    expect(error).toBeInstanceOf(SiteValidationError);
    expect(error).toMatchObject({
      kind: 'validation',
      code: 'INVALID_ARGUMENT',
      status: 400,
      requestId: 'req-400',
      message: 'INVALID_ARGUMENT: "loginId.email" must be an email',
      fieldViolations: [{ field: 'loginId.email', description: 'must be an email', violatedRule: 'FORMAT' }],
    });
  });

  it('useSignOn posts the login id and options with the API key and resolves to the session', async () => {
    const answer = { sessionToken: 'session-2', identity: IDENTITY };
    server.answer(() => answer);
    const data = await succeed(
      useSignOn,
      {
        loginId: { email: 'ada@example.com' },
        options: { profile: { nickname: 'ada' }, verifyEmail: false, mergeExistingContact: true },
      },
      identityApiKeySite(),
    );
    expect(data).toEqual(answer);
    const request = expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/sign-on',
      body: {
        loginId: { email: 'ada@example.com' },
        profile: { nickname: 'ada' },
        verifyEmail: false,
        mergeExistingContact: true,
      },
      authorization: 'secret-key',
    });
    expect(request.headers['wix-site-id']).toBe('site-9');
  });

  it('useSignOn surfaces an application error', async () => {
    server.answer(() => applicationFailure(403, { code: 'TRUSTED_CLIENTS_ONLY', description: 'not trusted' }));
    const error = await fail(useSignOn, { loginId: { email: 'ada@example.com' }, options: {} }, identityApiKeySite());
    expectApplicationError(error, { status: 403, code: 'TRUSTED_CLIENTS_ONLY', description: 'not trusted' });
  });

  it("useChangePassword posts the new password with the member's token and resolves to nothing", async () => {
    server.answer(() => ({}));
    const data = await succeed(useChangePassword, 'n3w-passw0rd', identitySite(MEMBER_TOKENS));
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/change-password',
      body: { newPassword: 'n3w-passw0rd' },
      authorization: 'member-access',
    });
  });

  it('useChangePassword surfaces an application error', async () => {
    await expectRefusal(useChangePassword, 'n3w-passw0rd', {
      status: 403,
      code: 'PERMISSION_DENIED',
      description: 'members only',
    });
  });

  it('useAuthenticationLogout sends a GET with the options as query and resolves to the raw response', async () => {
    const answer = {
      body: 'PGh0bWw+PC9odG1sPg==',
      statusCode: 302,
      headers: [{ key: 'Location', value: 'https://shop.example/bye' }],
    };
    server.answer(() => answer);
    const data = await succeed(
      useAuthenticationLogout,
      { postLogoutRedirectUri: 'https://shop.example/bye', clientId: CLIENT_ID },
      identitySite(MEMBER_TOKENS),
    );
    expect(data).toEqual(answer);
    expectOnlyRequest({
      method: 'GET',
      path: '/_api/iam/authentication/v1/logout',
      query: { postLogoutRedirectUri: 'https://shop.example/bye', clientId: CLIENT_ID },
      body: undefined,
      authorization: 'member-access',
    });
  });

  it('useAuthenticationLogout surfaces an application error', async () => {
    server.answer(() => applicationFailure(500, { code: 'LOGOUT_FAILED', description: 'session store down' }));
    const error = await fail(useAuthenticationLogout, { clientId: CLIENT_ID }, identitySite(MEMBER_TOKENS));
    expectApplicationError(error, { status: 500, code: 'LOGOUT_FAILED', description: 'session store down' });
    expect(server.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('useValidateEmail posts the address and resolves to the verdict', async () => {
    const answer = { valid: false, failure: { reason: 'EMAIL_ADDRESS_BOUNCED' }, formatInvalid: false };
    server.answer(() => answer);
    const data = await succeed(useValidateEmail, 'ada@example.com', identitySite());
    expect(data).toEqual(answer);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/validate-email',
      body: { email: 'ada@example.com' },
    });
  });

  it('useValidateEmail surfaces a validation error', async () => {
    server.answer(() =>
      validationFailure([{ field: 'email', description: 'is too long', violatedRule: 'MAX_LENGTH' }]),
    );
    const error = await fail(useValidateEmail, 'ada@example.com', identitySite());
    expect(error).toBeInstanceOf(SiteValidationError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "email" is too long',
    });
  });

  it('useVerifyFactor posts the factor data to the factor type path and resolves to the step', async () => {
    server.answer(() => SUCCESS_STEP);
    const data = await succeed(
      useVerifyFactor,
      {
        factorType: 'TOTP',
        options: { stateToken: 'state-1', rememberThisDevice: true, totpData: { code: '123456' } },
      },
      identitySite(),
    );
    expect(data).toEqual(SUCCESS_STEP);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/authentication/v2/TOTP/verify',
      body: { stateToken: 'state-1', rememberThisDevice: true, totpData: { code: '123456' } },
    });
  });

  it('useVerifyFactor surfaces an application error', async () => {
    server.answer(() => applicationFailure(400, { code: 'VERIFICATION_FAILED', description: 'wrong code' }));
    const error = await fail(
      useVerifyFactor,
      { factorType: 'SMS', options: { stateToken: 'state-1', smsData: { code: '000000' } } },
      identitySite(),
    );
    expectApplicationError(error, { status: 400, code: 'VERIFICATION_FAILED', description: 'wrong code' });
    expect(server.requests[0]?.path).toBe('/_api/iam/authentication/v2/SMS/verify');
  });
});

describe('identity hooks: recovery', () => {
  it('useSendRecoveryEmail posts the address with language and redirect and resolves to nothing', async () => {
    server.answer(() => ({}));
    const data = await succeed(
      useSendRecoveryEmail,
      {
        email: 'ada@example.com',
        options: { language: 'en', redirect: { url: 'https://shop.example/reset', clientId: CLIENT_ID } },
      },
      identitySite(),
    );
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/recovery/v1/send-email',
      body: {
        email: 'ada@example.com',
        language: 'en',
        redirect: { url: 'https://shop.example/reset', clientId: CLIENT_ID },
      },
    });
  });

  it('useSendRecoveryEmail surfaces an application error', async () => {
    await expectRefusal(
      useSendRecoveryEmail,
      { email: 'ada@example.com' },
      { status: 429, code: 'THROTTLED_FEATURE', description: 'too many emails' },
    );
  });

  it('useSendActivationEmail posts the identity id with the email options and resolves to nothing', async () => {
    server.answer(() => ({}));
    const data = await succeed(
      useSendActivationEmail,
      {
        identityId: IDENTITY.id,
        options: { emailOptions: { language: 'de', redirect: { url: 'https://shop.example/welcome' } } },
      },
      identitySite(),
    );
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/recovery/v1/activation-email',
      body: {
        identityId: IDENTITY.id,
        emailOptions: { language: 'de', redirect: { url: 'https://shop.example/welcome' } },
      },
    });
  });

  it('useSendActivationEmail surfaces an application error', async () => {
    server.answer(() =>
      applicationFailure(404, { code: 'IDENTITY_NOT_FOUND', description: 'no such identity', data: { id: 'x' } }),
    );
    const error = await fail(useSendActivationEmail, { identityId: 'x' }, identitySite());
    expectApplicationError(error, {
      status: 404,
      code: 'IDENTITY_NOT_FOUND',
      description: 'no such identity',
      data: { id: 'x' },
    });
  });

  it('useRecover posts the recovery token and password and resolves to the step', async () => {
    const variables = { recoveryToken: 'recovery-1', options: { password: 'n3w-passw0rd' } };
    await expectResolvedAfterPost(useRecover, variables, SUCCESS_STEP, {
      path: '/_api/iam/recovery/v1/recover',
      body: { recoveryToken: 'recovery-1', password: 'n3w-passw0rd' },
    });
  });

  it('useRecover surfaces an application error', async () => {
    await expectRefusal(
      useRecover,
      { recoveryToken: 'recovery-1' },
      { status: 400, code: 'INVALID_RECOVERY_TOKEN', description: 'token expired' },
    );
  });
});

describe('identity hooks: verification', () => {
  it('useStartVerification posts the identity and target and resolves to the verification id', async () => {
    const variables = { identityId: IDENTITY.id, target: 'EMAIL' } as const;
    await expectResolvedAfterPost(
      useStartVerification,
      variables,
      { verificationId: 'verification-1' },
      {
        path: '/_api/iam/verification/v1/start',
        body: { identityId: IDENTITY.id, target: 'EMAIL' },
      },
    );
  });

  it('useStartVerification surfaces an application error', async () => {
    await expectRefusal(
      useStartVerification,
      { identityId: IDENTITY.id, target: 'EMAIL' },
      { status: 409, code: 'ALREADY_VERIFIED', description: 'email is verified' },
    );
  });

  it('useVerifyDuringAuthentication posts the code and state token and resolves to the step', async () => {
    const variables = { code: '123456', options: { stateToken: 'state-1' } };
    await expectResolvedAfterPost(useVerifyDuringAuthentication, variables, SUCCESS_STEP, {
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code: '123456', stateToken: 'state-1' },
    });
  });

  it('useVerifyDuringAuthentication surfaces an application error', async () => {
    server.answer(() => applicationFailure(400, { code: 'VERIFICATION_FAILED', description: 'wrong code' }));
    const error = await fail(
      useVerifyDuringAuthentication,
      { code: '000000', options: { stateToken: 'state-1' } },
      identitySite(),
    );
    expectApplicationError(error, { status: 400, code: 'VERIFICATION_FAILED', description: 'wrong code' });
  });

  it('useResendDuringAuthentication posts the state token and resolves to nothing', async () => {
    server.answer(() => ({}));
    const data = await succeed(useResendDuringAuthentication, 'state-1', identitySite());
    expect(data).toBeUndefined();
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/iam/verification/v1/auth/resend',
      body: { stateToken: 'state-1' },
    });
  });

  it('useResendDuringAuthentication surfaces an application error', async () => {
    await expectRefusal(useResendDuringAuthentication, 'state-1', {
      status: 429,
      code: 'THROTTLED_FEATURE',
      description: 'wait a minute',
    });
  });
});

describe('identity hooks: redirects', () => {
  it('useCreateRedirectSession forwards only the known fields and resolves to the session', async () => {
    server.answer(() => REDIRECT_SESSION);
    const request = {
      storesProduct: { productSlug: 'blue-shirt' },
      callbacks: { postFlowUrl: 'https://shop.example/back' },
      preferences: { additionalQueryParameters: { lang: 'fr' } },
      memberAccountPage: {},
    } as Parameters<ReturnType<typeof useCreateRedirectSession>['mutateAsync']>[0];
    const data = await succeed(useCreateRedirectSession, request, identitySite());
    expect(data).toEqual(REDIRECT_SESSION);
    expectOnlyRequest({
      method: 'POST',
      path: '/_api/redirects-api/v1/redirect-session',
      body: {
        storesProduct: { productSlug: 'blue-shirt' },
        callbacks: { postFlowUrl: 'https://shop.example/back' },
        preferences: { additionalQueryParameters: { lang: 'fr' } },
      },
    });
  });

  it('useCreateRedirectSession surfaces an application error', async () => {
    await expectRefusal(
      useCreateRedirectSession,
      { storesProduct: { productSlug: 'gone' } },
      { status: 404, code: 'PRODUCT_NOT_FOUND', description: 'no such product' },
    );
  });
});
