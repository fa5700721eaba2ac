import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createSiteClient } from '../../../src/index.js';
import { API, fakePlatform, json, post, stateMachineSuccess } from '../support/fake-platform.js';

const platform = fakePlatform();
const site = () =>
  createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'KEY', siteId: 'SITE', accountId: 'ACC' }), baseURL: API });

const empty = () => json({});
const stateMachine = () => json(stateMachineSuccess);

describe('site.authentication', () => {
  it('registerV2, loginV2 and signOn send loginId with the options', async () => {
    platform.server.use(
      post('/_api/iam/authentication/v2/register', stateMachine),
      post('/_api/iam/authentication/v2/login', stateMachine),
      post('/_api/iam/authentication/v2/sign-on', () => json({ sessionToken: 'S', identity: { id: 'i' } })),
    );
    const { authentication } = site();
    const loginId = { email: 'ana@shop.test' };
    expect(await authentication.registerV2(loginId, { password: 'pw', clientMetaData: { a: 'b' } })).toEqual(
      stateMachineSuccess,
    );
    await authentication.loginV2(loginId, { password: 'pw', stateToken: 'T' });
    expect(await authentication.signOn(loginId, { verifyEmail: true, mergeExistingContact: false })).toEqual({
      sessionToken: 'S',
      identity: { id: 'i' },
    });
    expect(platform.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/_api/iam/authentication/v2/register', { loginId, password: 'pw', clientMetaData: { a: 'b' } }],
      ['POST', '/_api/iam/authentication/v2/login', { loginId, password: 'pw', stateToken: 'T' }],
      ['POST', '/_api/iam/authentication/v2/sign-on', { loginId, verifyEmail: true, mergeExistingContact: false }],
    ]);
  });

  it('sends the API key bare with the site and account ids', async () => {
    platform.server.use(post('/_api/iam/authentication/v2/change-password', empty));
    await site().authentication.changePassword('new-pw');
    const [request] = platform.requests;
    expect(request?.body).toEqual({ newPassword: 'new-pw' });
    expect(request?.headers).toMatchObject({ authorization: 'KEY', 'wix-site-id': 'SITE', 'wix-account-id': 'ACC' });
  });

  it('logout is a GET with the query parameters, answering the raw response as sent', async () => {
    const raw = { body: 'PGh0bWw+', statusCode: 302, headers: [{ key: 'Location', value: 'https://shop.test/' }] };
    platform.server.use(http.get(`${API}/_api/iam/authentication/v1/logout`, () => HttpResponse.json(raw)));
    const answer = await site().authentication.logout({ postLogoutRedirectUri: 'https://shop.test/', clientId: 'C1' });
    expect(answer).toEqual(raw);
    expect(platform.requests[0]?.method).toBe('GET');
    expect(new URLSearchParams(platform.requests[0]?.search)).toEqual(
      new URLSearchParams({ postLogoutRedirectUri: 'https://shop.test/', clientId: 'C1' }),
    );
    expect(platform.requests[0]?.body).toBeUndefined();
  });

  it('validateEmail and verifyFactor', async () => {
    platform.server.use(
      post('/_api/iam/authentication/v2/validate-email', () => json({ valid: false, formatInvalid: true })),
      post('/_api/iam/authentication/v2/TOTP/verify', stateMachine),
    );
    const { authentication } = site();
    expect(await authentication.validateEmail('x@y.test')).toEqual({ valid: false, formatInvalid: true });
    await authentication.verifyFactor('TOTP', {
      stateToken: 'T',
      totpData: { code: '123456' },
      rememberThisDevice: true,
    });
    expect(platform.requests.map((request) => [request.path, request.body])).toEqual([
      ['/_api/iam/authentication/v2/validate-email', { email: 'x@y.test' }],
      [
        '/_api/iam/authentication/v2/TOTP/verify',
        { stateToken: 'T', totpData: { code: '123456' }, rememberThisDevice: true },
      ],
    ]);
  });
});

describe('site.recovery', () => {
  it('sendRecoveryEmail, sendActivationEmail and recover', async () => {
    platform.server.use(
      post('/_api/iam/recovery/v1/send-email', empty),
      post('/_api/iam/recovery/v1/activation-email', empty),
      post('/_api/iam/recovery/v1/recover', stateMachine),
    );
    const { recovery } = site();
    await recovery.sendRecoveryEmail('ana@shop.test', {
      language: 'es',
      redirect: { url: 'https://shop.test/', clientId: 'C' },
    });
    await recovery.sendActivationEmail('identity-1', { emailOptions: { language: 'en' } });
    expect(await recovery.recover('RT', { password: 'new' })).toEqual(stateMachineSuccess);
    expect(platform.requests.map((request) => [request.path, request.body])).toEqual([
      [
        '/_api/iam/recovery/v1/send-email',
        { email: 'ana@shop.test', language: 'es', redirect: { url: 'https://shop.test/', clientId: 'C' } },
      ],
      ['/_api/iam/recovery/v1/activation-email', { identityId: 'identity-1', emailOptions: { language: 'en' } }],
      ['/_api/iam/recovery/v1/recover', { recoveryToken: 'RT', password: 'new' }],
    ]);
  });
});

describe('site.verification', () => {
  it('start, verifyDuringAuthentication and resendDuringAuthentication', async () => {
    platform.server.use(
      post('/_api/iam/verification/v1/start', () => json({ verificationId: 'v-1' })),
      post('/_api/iam/verification/v1/auth/verify', stateMachine),
      post('/_api/iam/verification/v1/auth/resend', empty),
    );
    const { verification } = site();
    expect(await verification.start({ identityId: 'i-1', target: 'EMAIL' })).toEqual({ verificationId: 'v-1' });
    await verification.verifyDuringAuthentication('123456', { stateToken: 'T' });
    await verification.resendDuringAuthentication('T');
    expect(platform.requests.map((request) => [request.path, request.body])).toEqual([
      ['/_api/iam/verification/v1/start', { identityId: 'i-1', target: 'EMAIL' }],
      ['/_api/iam/verification/v1/auth/verify', { code: '123456', stateToken: 'T' }],
      ['/_api/iam/verification/v1/auth/resend', { stateToken: 'T' }],
    ]);
  });

  it('passes an AbortSignal and a per-call timeout', async () => {
    platform.server.use(
      post('/_api/iam/verification/v1/auth/resend', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return json({});
      }),
    );
    const { verification } = site();
    const controller = new AbortController();
    const aborted = verification.resendDuringAuthentication('T', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ kind: 'aborted' });
    await expect(verification.resendDuringAuthentication('T', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
