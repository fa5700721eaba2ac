import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectEnvelope,
  memberTokens,
  pkcePair,
  registerMember,
  request,
  silentAuthorizationUrl,
  startHarness,
  type Harness,
} from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const token = (body: unknown, headers?: Record<string, string>) => h.call('/oauth2/token', { body, headers });
const refresh = (refreshToken: string) => token({ grantType: 'refresh_token', refreshToken });
const canRead = async (accessToken: string) =>
  (await h.call('/stores-reader/v1/products/query-platformized', { token: accessToken })).status === 200;
const DAY = 24 * 60 * 60;

describe('POST /oauth2/token', () => {
  it('mints visitor tokens for the anonymous grant', async () => {
    const reply = await token({ clientId: h.sandbox.clientId, grantType: 'anonymous' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ expires_in: 14400, token_type: 'Bearer', scope: 'offline_access' });
    expect(reply.body.access_token).toMatch(/^OauthNG\.JWS\./);
    expect(reply.body.refresh_token).toMatch(/^JWS\./);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('x-wix-request-id')).toBeTruthy();
  });

  it('answers RFC 6749 errors with the envelope alongside', async () => {
    const unknownClient = await token({ clientId: 'nope', grantType: 'anonymous' });
    expect(unknownClient.status).toBe(401);
    expect(unknownClient.body.error).toBe('invalid_client');
    expectEnvelope(unknownClient);
    const unsupported = await token({ grantType: 'client_credentials' });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error).toBe('unsupported_grant_type');
    const malformed = await h.call('/oauth2/token', { rawBody: '{', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('invalid_request');
    const missing = await token({ grantType: 'anonymous' });
    expect(missing.body.error).toBe('invalid_request');
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe('clientId');
  });

  it('grants and refuses at the documented /oauth2-ng/v1/oauth/token as at /oauth2/token', async () => {
    const granted = await h.call('/oauth2-ng/v1/oauth/token', {
      method: 'POST',
      body: { clientId: h.sandbox.clientId, grantType: 'anonymous' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.token_type).toBe('Bearer');
    const malformed = await h.call('/oauth2-ng/v1/oauth/token', {
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('invalid_request');
  });

  it('keeps a used refresh token valid by default, as the official client needs', async () => {
    const first = (await token({ clientId: h.sandbox.clientId, grantType: 'anonymous' })).body;
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    // The official client keeps presenting the first refresh token, over and over.
    for (let i = 0; i < 3; i++) {
      const again = await refresh(first.refresh_token);
      expect(again.status).toBe(200);
      expect(await canRead(again.body.access_token)).toBe(true);
    }
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
    expect(await canRead(second.body.access_token)).toBe(true);
  });

  it('refreshes form-encoded requests as well as JSON ones', async () => {
    const form = (fields: Record<string, string>) =>
      h.call('/oauth2/token', {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const visitor = await form({ clientId: h.sandbox.clientId, grantType: 'anonymous' });
    expect(visitor.status).toBe(200);
    const refreshed = await form({ grantType: 'refresh_token', refreshToken: visitor.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(await canRead(refreshed.body.access_token)).toBe(true);
  });

  it('expires refresh tokens after 30 idle days, counted from the last refresh', async () => {
    const first = (await token({ clientId: h.sandbox.clientId, grantType: 'anonymous' })).body;
    await h.call('/_sandbox/clock', { body: { advanceSeconds: 20 * DAY } });
    expect((await refresh(first.refresh_token)).status).toBe(200);
    await h.call('/_sandbox/clock', { body: { advanceSeconds: 20 * DAY } });
    expect((await refresh(first.refresh_token)).status).toBe(200);
    await h.call('/_sandbox/clock', { body: { advanceSeconds: 30 * DAY + 1 } });
    const idle = await refresh(first.refresh_token);
    expect(idle.status).toBe(400);
    expect(idle.body.error).toBe('invalid_grant');
    expect(idle.body.error_description).toMatch(/expired/);
  });
});

describe("refreshReuse: 'revoke'", () => {
  let strict: Harness;
  beforeAll(async () => {
    strict = await startHarness({ refreshReuse: 'revoke' });
  });
  afterAll(() => strict.close());
  const strictToken = (body: unknown) => strict.call('/oauth2/token', { body });
  const strictRefresh = (refreshToken: string) => strictToken({ grantType: 'refresh_token', refreshToken });

  it('answers a reuse within the grace window with the same rotated pair', async () => {
    const first = (await strictToken({ clientId: strict.sandbox.clientId, grantType: 'anonymous' })).body;
    const second = await strictRefresh(first.refresh_token);
    expect(second.status).toBe(200);
    await strict.call('/_sandbox/clock', { body: { advanceSeconds: 5 } });
    const lostResponse = await strictRefresh(first.refresh_token);
    expect(lostResponse.status).toBe(200);
    expect(lostResponse.body.access_token).toBe(second.body.access_token);
    expect(lostResponse.body.refresh_token).toBe(second.body.refresh_token);
    // The same access token, so less of its lifetime is left.
    expect(14400 - 6 <= lostResponse.body.expires_in && lostResponse.body.expires_in <= 14400 - 5).toBe(true);
    expect((await strictRefresh(second.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const first = (await strictToken({ clientId: strict.sandbox.clientId, grantType: 'anonymous' })).body;
    const second = (await strictRefresh(first.refresh_token)).body;
    const third = (await strictRefresh(second.refresh_token)).body;
    await strict.call('/_sandbox/clock', { body: { advanceSeconds: 11 } });
    const reuse = await strictRefresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
    expect((await strictRefresh(third.refresh_token)).body.error).toBe('invalid_grant');
    const revokedAccess = await strict.call('/stores-reader/v1/products/query-platformized', {
      token: third.access_token,
    });
    expect(revokedAccess.status).toBe(401);
  });

  it('can be switched on and off with /_sandbox/settings', async () => {
    const settings = await h.call('/_sandbox/settings', {
      body: { refreshReuse: 'revoke', refreshReuseGraceSeconds: 0 },
    });
    expect(settings.body.settings).toMatchObject({ refreshReuse: 'revoke', refreshReuseGraceSeconds: 0 });
    try {
      const first = (await token({ clientId: h.sandbox.clientId, grantType: 'anonymous' })).body;
      expect((await refresh(first.refresh_token)).status).toBe(200);
      await h.call('/_sandbox/clock', { body: { advanceMs: 1 } });
      expect((await refresh(first.refresh_token)).body.error).toBe('invalid_grant');
    } finally {
      await h.call('/_sandbox/settings', { body: { refreshReuse: 'allow', refreshReuseGraceSeconds: 10 } });
    }
    const relaxed = (await token({ clientId: h.sandbox.clientId, grantType: 'anonymous' })).body;
    await refresh(relaxed.refresh_token);
    expect((await refresh(relaxed.refresh_token)).status).toBe(200);
  });
});

describe('refresh tokens and clients', () => {
  it('rejects a refresh token presented by another client', async () => {
    const first = (await token({ clientId: h.sandbox.clientId, grantType: 'anonymous' })).body;
    const reply = await token({
      clientId: 'other-client',
      grantType: 'refresh_token',
      refreshToken: first.refresh_token,
    });
    expect(reply.body.error).toBe('invalid_grant');
  });

  it('checks access tokens on every call, with or without Bearer, until they expire', async () => {
    const { access_token } = (await token({ clientId: h.sandbox.clientId, grantType: 'anonymous' })).body;
    const path = '/stores-reader/v1/products/query-platformized';
    expect((await h.call(path, { token: access_token })).status).toBe(200);
    expect((await h.call(path, { token: `Bearer ${access_token}` })).status).toBe(200);
    expectEnvelope(await h.call(path), 401);
    expectEnvelope(await h.call(path, { token: 'OauthNG.JWS.forged' }), 401);
    await h.call('/_sandbox/clock', { body: { advanceSeconds: 4 * 3600 + 1 } });
    const expired = await h.call(path, { token: access_token });
    expectEnvelope(expired, 401);
    expect(expired.body.message).toBe('Access token expired');
  });
});

describe('authorization_code with PKCE', () => {
  async function codeFor(options: { redirectUri?: string; challenge: string; sessionToken: string }) {
    const url = await silentAuthorizationUrl(h, {
      sessionToken: options.sessionToken,
      codeChallenge: options.challenge,
      responseMode: 'query',
      redirectUri: options.redirectUri ?? 'http://localhost:3000/callback',
      state: 's1',
    });
    const page = await request(url, '');
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get('location')!);
    return location.searchParams.get('code')!;
  }

  it('exchanges a code once, verifying the verifier and the redirect URI', async () => {
    const member = await registerMember(h);
    const { verifier, challenge } = pkcePair();
    const code = await codeFor({ challenge, sessionToken: member.sessionToken });
    const base = { clientId: h.sandbox.clientId, grantType: 'authorization_code', code };

    expect(
      (await token({ ...base, codeVerifier: pkcePair().verifier, redirectUri: 'http://localhost:3000/callback' })).body
        .error,
    ).toBe('invalid_grant');
    expect(
      (await token({ ...base, codeVerifier: verifier, redirectUri: 'http://localhost:3000/other' })).body.error,
    ).toBe('invalid_grant');
    expect((await token({ ...base, codeVerifier: verifier })).body.error).toBe('invalid_grant');
  });

  it('mints member tokens, and a second redemption revokes them', async () => {
    const member = await registerMember(h);
    const { verifier, challenge } = pkcePair();
    const code = await codeFor({ challenge, sessionToken: member.sessionToken });
    const body = {
      clientId: h.sandbox.clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier: verifier,
      redirectUri: 'http://localhost:3000/callback',
    };
    const first = await token(body);
    expect(first.status).toBe(200);
    const change = await h.call('/_api/iam/authentication/v2/change-password', {
      token: first.body.access_token,
      body: { newPassword: 'Another-Secret-7' },
    });
    expect(change.status).toBe(200);
    const second = await token(body);
    expect(second.body.error).toBe('invalid_grant');
    expect(
      (await h.call('/stores-reader/v1/products/query-platformized', { token: first.body.access_token })).status,
    ).toBe(401);
  });

  it('expires codes after their short lifetime', async () => {
    const member = await registerMember(h);
    const { verifier, challenge } = pkcePair();
    const code = await codeFor({ challenge, sessionToken: member.sessionToken });
    await h.call('/_sandbox/clock', { body: { advanceSeconds: 61 } });
    const reply = await token({
      clientId: h.sandbox.clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier: verifier,
      redirectUri: 'http://localhost:3000/callback',
    });
    expect(reply.body.error).toBe('invalid_grant');
    expect(reply.body.error_description).toMatch(/expired/);
  });

  it('supports the direct-login flow without a redirect URI', async () => {
    const member = await registerMember(h);
    const tokens = await memberTokens(h, member.sessionToken);
    const refreshed = await token({
      clientId: h.sandbox.clientId,
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
  });
});

describe('authorized_client', () => {
  it('mints member tokens with the combined header after sign-on', async () => {
    const visitor = await h.visitorToken();
    const combined = `${visitor},${h.sandbox.apiKey}`;
    const signOn = await h.call('/_api/iam/authentication/v2/sign-on', {
      token: combined,
      body: { loginId: { email: 'external@example.com' }, profile: { firstName: 'Ext' }, verifyEmail: true },
    });
    expect(signOn.status).toBe(200);
    const memberId = signOn.body.identity.id;
    const withSession = await token(
      { grant_type: 'authorized_client', member_id: memberId, session_token: signOn.body.sessionToken },
      { authorization: combined },
    );
    expect(withSession.status).toBe(200);
    const withScope = await token(
      { grant_type: 'authorized_client', member_id: memberId, scope: 'offline_access' },
      { authorization: `,${h.sandbox.apiKey}` },
    );
    expect(withScope.status).toBe(200);
    const changed = await h.call('/_api/iam/authentication/v2/change-password', {
      token: withScope.body.access_token,
      body: { newPassword: 'Member-Pass-1' },
    });
    expect(changed.status).toBe(200);
  });

  it('refuses a missing API key, an unknown member and a foreign session token', async () => {
    const visitor = await h.visitorToken();
    const noKey = await token({ grant_type: 'authorized_client', member_id: 'x' }, { authorization: visitor });
    expect(noKey.status).toBe(401);
    expect(noKey.body.error).toBe('invalid_client');
    const unknown = await token(
      { grant_type: 'authorized_client', member_id: 'nobody' },
      { authorization: `${visitor},${h.sandbox.apiKey}` },
    );
    expect(unknown.body.error).toBe('invalid_grant');
    const a = await registerMember(h);
    const b = await registerMember(h);
    const foreign = await token(
      { grant_type: 'authorized_client', member_id: a.identityId, session_token: b.sessionToken },
      { authorization: `${visitor},${h.sandbox.apiKey}` },
    );
    expect(foreign.body.error).toBe('invalid_grant');
  });
});
