import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  isSiteNetworkError,
  isSiteRequestValidationError,
  isSiteResponseValidationError,
  isSiteSystemError,
  LoginState,
  type FailureState,
  type StateMachine,
} from '../../../../src/index.js';
import { validateResponses } from '../../../../src/validation/index.js';
import { API, fakePlatform, json, oauthSite, post, tokenHandler } from '../../support/fake-platform.js';
import { IAM } from '../../support/iam-paths.js';

const platform = fakePlatform();
const { register: REGISTER, login: LOGIN, verify: VERIFY } = IAM;

const answerWith = (path: string, body: unknown, status = 200) =>
  platform.server.use(
    tokenHandler(),
    post(path, () => json(body as never, status)),
  );

const applicationError = (code: string | number, description = 'Rejected') => ({
  message: 'Request failed',
  details: { applicationError: { code, description, data: {} } },
});

const emailViolation = {
  message: 'bad email',
  details: {
    validationError: {
      fieldViolations: [
        { field: 'loginId.email', description: 'must be a well-formed email', data: { type: 'EMAIL' } },
      ],
    },
  },
};

const credentials = { email: 'ana@shop.test', password: 'secret-1' };

describe('state table (register, login, processVerification)', () => {
  const rows: [string, Record<string, unknown>, StateMachine][] = [
    ['SUCCESS', { sessionToken: 'ST-1' }, { loginState: LoginState.SUCCESS, data: { sessionToken: 'ST-1' } }],
    [
      'SUCCESS',
      { sessionToken: 'ST-2', identity: { id: 'id-1', identityProfile: { firstName: 'Ana' } } },
      {
        loginState: LoginState.SUCCESS,
        data: { sessionToken: 'ST-2', identity: { id: 'id-1', identityProfile: { firstName: 'Ana' } } },
      },
    ],
    ['REQUIRE_OWNER_APPROVAL', {}, { loginState: LoginState.OWNER_APPROVAL_REQUIRED }],
    [
      'REQUIRE_EMAIL_VERIFICATION',
      { stateToken: 'STATE-1' },
      { loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: 'STATE-1' } },
    ],
  ];
  for (const [serverState, extra, expected] of rows) {
    it(`maps ${serverState}`, async () => {
      for (const path of [REGISTER, LOGIN]) {
        answerWith(path, { state: serverState, ...extra });
        const { site } = oauthSite();
        const result = path === REGISTER ? await site.auth.register(credentials) : await site.auth.login(credentials);
        expect(result).toEqual(expected);
      }
    });
  }

  for (const serverState of [
    'STATUS_CHECK',
    'REQUIRE_MFA',
    'MFA_CHALLENGE',
    'REQUIRE_FIRST_FACTOR',
    'REQUIRE_MISSING_FIELDS',
    'UNKNOWN_STATE',
  ]) {
    it(`maps ${serverState} to FAILURE 'Unknown _state'`, async () => {
      answerWith(LOGIN, { state: serverState, stateToken: 'continue' });
      const { site } = oauthSite();
      expect(await site.auth.login(credentials)).toEqual({
        loginState: LoginState.FAILURE,
        error: 'Unknown _state',
        serverState,
        stateToken: 'continue',
      });
    });
  }
});

describe('answers outside the state table', () => {
  it("maps a state the contract does not know to FAILURE 'Unknown _state', keeping state and token", async () => {
    answerWith(LOGIN, { state: 'REQUIRE_PASSKEY', stateToken: 'continue' });
    const { site } = oauthSite();
    expect(await site.auth.login(credentials)).toEqual({
      loginState: LoginState.FAILURE,
      error: 'Unknown _state',
      serverState: 'REQUIRE_PASSKEY',
      stateToken: 'continue',
    });
  });

  const offContract: [string, () => Response][] = [
    ['an HTML 200', () => new HttpResponse('<html>login</html>', { headers: { 'content-type': 'text/html' } })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
  ];
  for (const [name, answer] of offContract) {
    for (const [checking, responseValidation] of [
      ['unchecked', undefined],
      ['tolerant', validateResponses({ onMismatch: () => {} })],
      ['strict', validateResponses({ strict: true })],
    ] as const) {
      it(`reports ${name} as a response error, not invalidEmail (answers ${checking})`, async () => {
        platform.server.use(tokenHandler(), post(LOGIN, answer));
        const { site } = oauthSite({}, undefined, { responseValidation });
        const result = failureOf(await site.auth.login(credentials));
        expect(result.errorCode).toBeUndefined();
        expect(isSiteResponseValidationError(result.cause)).toBe(true);
      });
    }
  }

  it('produces only the states it documents', () => {
    expect(Object.values(LoginState).sort()).toEqual(
      ['EMAIL_VERIFICATION_REQUIRED', 'FAILURE', 'OWNER_APPROVAL_REQUIRED', 'SUCCESS'].sort(),
    );
  });
});

describe('request bodies', () => {
  it('registers with loginId, password, profile and one captcha element per token', async () => {
    answerWith(REGISTER, { state: 'SUCCESS', sessionToken: 'S' });
    const { site } = oauthSite();
    await site.auth.register({
      ...credentials,
      profile: { firstName: 'Ana', nickname: 'ana.bakes' },
      captchaTokens: { recaptchaToken: 'visible', invisibleRecaptchaToken: 'invisible' },
    });
    expect(platform.to(REGISTER)[0]?.body).toEqual({
      loginId: { email: 'ana@shop.test' },
      password: 'secret-1',
      profile: { firstName: 'Ana', nickname: 'ana.bakes' },
      captchaTokens: [{ Recaptcha: 'visible' }, { InvisibleRecaptcha: 'invisible' }],
    });
  });

  it('logs in with one captcha kind, and without captchaTokens when none are given', async () => {
    answerWith(LOGIN, { state: 'SUCCESS', sessionToken: 'S' });
    const { site } = oauthSite();
    await site.auth.login({ ...credentials, captchaTokens: { invisibleRecaptchaToken: 'inv' } });
    await site.auth.login(credentials);
    expect(platform.to(LOGIN).map((request) => request.body)).toEqual([
      { loginId: { email: 'ana@shop.test' }, password: 'secret-1', captchaTokens: [{ InvisibleRecaptcha: 'inv' }] },
      { loginId: { email: 'ana@shop.test' }, password: 'secret-1' },
    ]);
  });
});

const failureOf = (state: StateMachine) => state as FailureState;

type ErrorCode = NonNullable<FailureState['errorCode']>;

/** One test per code: the platform's application error `code` on `call` comes back as a FAILURE with its errorCode. */
function itMapsEachCode(call: 'login' | 'register', codes: Partial<Record<ErrorCode, Array<string | number>>>) {
  for (const [errorCode, each] of Object.entries(codes)) {
    for (const code of each) {
      it(`maps ${JSON.stringify(code)} to ${errorCode}`, async () => {
        answerWith(call === 'login' ? LOGIN : REGISTER, applicationError(code), 400);
        const { site } = oauthSite();
        const result = failureOf(await site.auth[call](credentials));
        expect(result).toMatchObject({ loginState: LoginState.FAILURE, errorCode, error: 'Request failed: Rejected' });
      });
    }
  }
}

describe('registration error catalog', () => {
  it('maps an email field violation to invalidEmail with the violation description', async () => {
    answerWith(REGISTER, emailViolation, 400);
    const { site } = oauthSite();
    const result = failureOf(await site.auth.register(credentials));
    expect(result).toMatchObject({
      loginState: LoginState.FAILURE,
      errorCode: 'invalidEmail',
      error: 'must be a well-formed email',
    });
  });

  it('maps an email the request schema refuses to invalidEmail without a request', async () => {
    platform.server.use(tokenHandler());
    const { site } = oauthSite();
    const result = failureOf(await site.auth.register({ ...credentials, email: 'not-an-email' }));
    expect(result.errorCode).toBe('invalidEmail');
    expect(isSiteRequestValidationError(result.cause)).toBe(true);
    expect(platform.to(REGISTER)).toHaveLength(0);
  });

  itMapsEachCode('register', {
    missingCaptchaToken: ['-19971', -19971, 'MISSING_CAPTCHA_TOKEN', 'CAPTCHA_TOKEN_REQUIRED'],
    emailAlreadyExists: ['-19995', 'DUPLICATE_EMAIL', 'EMAIL_ALREADY_EXISTS'],
    invalidCaptchaToken: ['-19970', 'INVALID_CAPTCHA_TOKEN'],
  });

  it('reports any other error with the raw message and no errorCode (a login-only code included)', async () => {
    for (const code of ['-19976', 'THROTTLED_FEATURE']) {
      answerWith(REGISTER, applicationError(code, 'Nope'), 400);
      const { site } = oauthSite();
      const result = failureOf(await site.auth.register(credentials));
      expect(result).toMatchObject({ loginState: LoginState.FAILURE, error: 'Request failed: Nope' });
      expect(result.errorCode).toBeUndefined();
    }
  });

  it('does not crash on a violation without data', async () => {
    answerWith(
      REGISTER,
      { details: { validationError: { fieldViolations: [{ field: 'password', description: 'too short' }] } } },
      400,
    );
    const { site } = oauthSite();
    const result = failureOf(await site.auth.register(credentials));
    expect(result).toMatchObject({ error: 'INVALID_ARGUMENT: "password" too short' });
    expect(result.errorCode).toBeUndefined();
  });
});

describe('login error catalog', () => {
  itMapsEachCode('login', {
    missingCaptchaToken: ['-19971', 'MISSING_CAPTCHA_TOKEN', 'CAPTCHA_TOKEN_REQUIRED', 'RECAPTCHA_REQUIRED'],
    invalidCaptchaToken: ['-19970', 'INVALID_CAPTCHA_TOKEN', 'RECAPTCHA_FAILED'],
    invalidPassword: ['-19976', -19976, 'INVALID_PASSWORD'],
    resetPassword: ['-19973', 'RESET_PASSWORD'],
    invalidEmail: ['-19995', 'SOMETHING_ELSE'],
  });

  it('maps a validation error to invalidEmail without crashing', async () => {
    answerWith(LOGIN, emailViolation, 400);
    const { site } = oauthSite();
    expect(failureOf(await site.auth.login(credentials))).toMatchObject({
      errorCode: 'invalidEmail',
      error: 'must be a well-formed email',
    });
  });

  it('reports a 5xx as a FAILURE carrying the system error, not as invalidEmail', async () => {
    platform.server.use(
      tokenHandler(),
      post(LOGIN, () => json({ message: 'boom' }, 500, { 'x-wix-request-id': 'r-500' })),
    );
    const { site } = oauthSite();
    const result = failureOf(await site.auth.login(credentials));
    expect(result.errorCode).toBeUndefined();
    expect(result.error).toBe('System error occurred, request-id: r-500');
    expect(isSiteSystemError(result.cause)).toBe(true);
  });

  it('reports a 5xx that carries an application error as a FAILURE without errorCode too', async () => {
    answerWith(LOGIN, applicationError('INTERNAL', 'db down'), 503);
    const { site } = oauthSite();
    const result = failureOf(await site.auth.login(credentials));
    expect(result.errorCode).toBeUndefined();
    expect(result.cause?.status).toBe(503);
  });

  it.each([
    ['login', LOGIN],
    ['register', REGISTER],
  ] as const)('reports a network failure of %s as a FAILURE carrying the network error', async (call, path) => {
    platform.server.use(
      tokenHandler(),
      http.post(`${API}${path}`, () => HttpResponse.error()),
    );
    const { site } = oauthSite();
    const result = failureOf(await site.auth[call](credentials));
    expect(result.errorCode).toBeUndefined();
    expect(isSiteNetworkError(result.cause)).toBe(true);
    expect(result.error).toMatch(/^Network request failed/);
  });

  it('reports throttling (429) without errorCode', async () => {
    answerWith(LOGIN, applicationError('THROTTLED_FEATURE', 'slow down'), 429);
    const { site } = oauthSite();
    expect(failureOf(await site.auth.login(credentials)).errorCode).toBeUndefined();
  });
});

describe('processVerification', () => {
  it('continues the pending email verification with verificationCode or code', async () => {
    platform.server.use(
      tokenHandler(),
      post(REGISTER, () => json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'ST-9' })),
      post(VERIFY, () => json({ state: 'SUCCESS', sessionToken: 'SESSION' })),
    );
    const { site } = oauthSite();
    const pending = await site.auth.register(credentials);
    expect(pending.loginState).toBe(LoginState.EMAIL_VERIFICATION_REQUIRED);
    expect(await site.auth.processVerification({ verificationCode: '123456' })).toEqual({
      loginState: LoginState.SUCCESS,
      data: { sessionToken: 'SESSION' },
    });
    await site.auth.processVerification({ code: '654321' }, pending);
    expect(platform.to(VERIFY).map((request) => request.body)).toEqual([
      { code: '123456', stateToken: 'ST-9' },
      { code: '654321', stateToken: 'ST-9' },
    ]);
  });

  it("fails with 'Unknown _state' outside the email-verification state, without a request", async () => {
    const { site } = oauthSite();
    expect(await site.auth.processVerification({ code: '1' })).toEqual({
      loginState: LoginState.FAILURE,
      error: 'Unknown _state',
    });
    expect(
      await site.auth.processVerification(
        { code: '1' },
        { loginState: LoginState.SUCCESS, data: { sessionToken: 's' } },
      ),
    ).toMatchObject({ loginState: LoginState.FAILURE, error: 'Unknown _state' });
    expect(platform.requests).toHaveLength(0);
  });

  it('maps the next state, and a wrong code or a 5xx to FAILURE without throwing', async () => {
    const step = { loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: 'T' } } as const;
    answerWith(VERIFY, { state: 'REQUIRE_OWNER_APPROVAL' });
    const { site } = oauthSite();
    expect(await site.auth.processVerification({ code: '1' }, step)).toEqual({
      loginState: LoginState.OWNER_APPROVAL_REQUIRED,
    });
    answerWith(VERIFY, applicationError('VERIFICATION_FAILED', 'Wrong code'), 400);
    expect(await site.auth.processVerification({ code: '2' }, step)).toMatchObject({
      loginState: LoginState.FAILURE,
      error: 'Request failed: Wrong code',
    });
    answerWith(VERIFY, { message: 'x' }, 502);
    const failed = failureOf(await site.auth.processVerification({ code: '3' }, step));
    expect(failed.loginState).toBe(LoginState.FAILURE);
    expect(failed.cause?.status).toBe(502);
  });
});
