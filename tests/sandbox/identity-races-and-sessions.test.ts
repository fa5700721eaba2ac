import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCode,
  memberTokens,
  registerMember,
  silentAuthorization,
  startHarness,
  uniqueEmail,
  type Harness,
  type Reply,
} from './support/harness.js';

/** One sandbox for the file, and a visitor token for the identity calls (which need a caller). */
let h: Harness;
let visitor: string;
beforeAll(async () => {
  h = await startHarness({ settings: { loginThrottle: { maxFailures: 5, windowSeconds: 900 } } });
  visitor = await h.visitorToken();
});
afterAll(async () => {
  await h.close();
});

const login = (email: string, password: string) =>
  h.call('/_api/iam/authentication/v2/login', { token: visitor, body: { loginId: { email }, password } });
const mailbox = async (to: string) => (await h.call(`/_sandbox/mailbox?to=${encodeURIComponent(to)}`)).body.messages;
const canRead = async (accessToken: string) =>
  (await h.call('/stores-reader/v1/products/query-platformized', { token: accessToken })).status === 200;

async function recoveryTokenFor(email: string): Promise<string> {
  await h.call('/_api/iam/recovery/v1/send-email', { token: visitor, body: { email } });
  const mail = (await mailbox(email)).at(-1);
  return new URL(mail.link).searchParams.get('recoveryToken')!;
}

/** Settles when one of `replies` is a 429, or when all of them have answered. */
async function firstThrottledOrAll(replies: Promise<Reply>[]): Promise<void> {
  const throttled = new Promise<void>((resolve) => {
    for (const reply of replies) void reply.then(({ status }) => status === 429 && resolve());
  });
  await Promise.race([throttled, Promise.all(replies)]);
}

describe('login throttle under concurrency', () => {
  // The right password is sent once a 429 shows the throttle full: requests on separate connections reach the
  // server in any order, and a right password that arrives among the first five is rightly accepted.
  it('counts each attempt before the password check: 40 wrong in parallel check at most five, and the right one is refused', async () => {
    const member = await registerMember(h);
    const wrong = Array.from({ length: 40 }, (_, i) => login(member.email, `Wrong-Password-${i}`));
    await firstThrottledOrAll(wrong);
    const right = await login(member.email, member.password);
    expect(right.status).toBe(429);
    expect(applicationCode(right)).toBe('THROTTLED_FEATURE');
    const replies = await Promise.all(wrong);
    // Only as many passwords as the throttle allows were checked at all.
    expect(replies.filter((reply) => applicationCode(reply) === '-19976').length).toBeLessThanOrEqual(5);
    expect(replies.filter((reply) => reply.status === 429).length).toBeGreaterThanOrEqual(35);
  });
});

describe('recovery tokens under concurrency', () => {
  it('lets exactly one of 10 concurrent uses of a recovery token through', async () => {
    const member = await registerMember(h);
    const recoveryToken = await recoveryTokenFor(member.email);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.call('/_api/iam/recovery/v1/recover', {
          token: visitor,
          body: { recoveryToken, password: `Recovered-Pass-${i}` },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => applicationCode(reply) === 'INVALID_RECOVERY_TOKEN')).toHaveLength(9);
  });
});

describe('sessions after a password change or recovery', () => {
  it('ends the member’s other sessions and token families when the password changes', async () => {
    const member = await registerMember(h);
    const otherDevice = await memberTokens(h, member.sessionToken);
    const secondLogin = (await login(member.email, member.password)).body.sessionToken as string;
    const thisDevice = await memberTokens(h, secondLogin);
    const changed = await h.call('/_api/iam/authentication/v2/change-password', {
      token: thisDevice.access_token,
      body: { newPassword: 'Changed-Pass-3' },
    });
    expect(changed.status).toBe(200);
    for (const sessionToken of [member.sessionToken, secondLogin]) {
      expect((await silentAuthorization(h, sessionToken)).payload.error).toBe('login_required');
    }
    expect(await canRead(otherDevice.access_token)).toBe(false);
    // The device that changed the password stays signed in.
    expect(await canRead(thisDevice.access_token)).toBe(true);
  });

  it('ends every session and token family of the member on recovery', async () => {
    const member = await registerMember(h);
    const tokens = await memberTokens(h, member.sessionToken);
    const recoveryToken = await recoveryTokenFor(member.email);
    const recovered = await h.call('/_api/iam/recovery/v1/recover', {
      token: visitor,
      body: { recoveryToken, password: 'Recovered-Pass-9' },
    });
    expect(recovered.body.state).toBe('SUCCESS');
    expect((await silentAuthorization(h, member.sessionToken)).payload.error).toBe('login_required');
    expect(await canRead(tokens.access_token)).toBe(false);
    const refresh = await h.call('/oauth2/token', {
      body: { grantType: 'refresh_token', refreshToken: tokens.refresh_token },
    });
    expect(refresh.body.error).toBe('invalid_grant');
    // The session the recovery answered with is a fresh one and works.
    expect((await silentAuthorization(h, recovered.body.sessionToken)).payload.code).toBeTypeOf('string');
  });
});

describe('email verification codes', () => {
  it('caps wrong guesses per state token across resends', async () => {
    await h.call('/_sandbox/settings', { body: { requireEmailVerification: true } });
    try {
      const email = uniqueEmail('guess');
      const registered = await h.call('/_api/iam/authentication/v2/register', {
        token: visitor,
        body: { loginId: { email }, password: 'Secret-Pass-1' },
      });
      const { stateToken } = registered.body;
      const verify = (code: string) =>
        h.call('/_api/iam/verification/v1/auth/verify', { token: visitor, body: { stateToken, code } });
      const resend = () => h.call('/_api/iam/verification/v1/auth/resend', { token: visitor, body: { stateToken } });
      const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');
      for (let round = 0; round < 2; round++) {
        const code = (await mailbox(email)).at(-1).code as string;
        expect(applicationCode(await verify(wrongCode(code)))).toBe('VERIFICATION_FAILED');
        expect(applicationCode(await verify(wrongCode(code)))).toBe('VERIFICATION_FAILED');
        expect((await resend()).status).toBe(200);
      }
      // Four wrong guesses so far; the fifth uses up the state token, resend or not.
      const code = (await mailbox(email)).at(-1).code as string;
      expect(applicationCode(await verify(wrongCode(code)))).toBe('VERIFICATION_FAILED');
      expect(applicationCode(await resend())).toBe('INVALID_STATE_TOKEN');
      expect(applicationCode(await verify(code))).toBe('INVALID_STATE_TOKEN');
    } finally {
      await h.call('/_sandbox/settings', { body: { requireEmailVerification: false } });
    }
  });
});
