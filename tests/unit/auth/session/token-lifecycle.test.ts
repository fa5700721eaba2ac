import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isSiteTokenError, memoryStorage, TokenRole, type StorageAdapter, type Tokens } from '../../../../src/index.js';
import { ManualClock } from '../../../../src/testing/index.js';
import { InstantClock } from '../../support/instant-clock.js';
import {
  API,
  CLIENT_ID,
  fakePlatform,
  json,
  oauthSite,
  tokenHandler,
  validateEmailHandler,
} from '../../support/fake-platform.js';
import { failure } from '../../support/failure.js';
import { holdTokenEndpoint } from '../../support/held-token-endpoint.js';

const platform = fakePlatform();
const validate = (site: ReturnType<typeof oauthSite>['site']) => site.authentication.validateEmail('a@b.test');

/**
 * One storage seen by two clients; the lagging view shows the other's writes only `lagMs` later, as a browser hands
 * one tab's localStorage writes to another tab. Its own writes are seen at once by both.
 */
function storageWithLaggingView(lagMs: number): { storage: StorageAdapter; laggingView: StorageAdapter } {
  const writes: { at: number; key: string; value: string | null }[] = [];
  const latest = (key: string, until: number) =>
    writes.findLast((write) => write.key === key && write.at <= until)?.value ?? null;
  const writer = (delay: number): Pick<StorageAdapter, 'set' | 'remove'> => ({
    set: (key, value) => void writes.push({ at: Date.now() - delay, key, value }),
    remove: (key) => void writes.push({ at: Date.now() - delay, key, value: null }),
  });
  return {
    storage: { get: (key) => latest(key, Infinity), ...writer(0) },
    laggingView: { get: (key) => latest(key, Date.now() - lagMs), ...writer(lagMs) },
  };
}

function memberTokens(clock: ManualClock, expiresInSeconds: number): Tokens {
  return {
    accessToken: { value: 'member-access', expiresAt: Math.floor(clock.now() / 1000) + expiresInSeconds },
    refreshToken: { value: 'member-refresh', role: TokenRole.MEMBER },
  };
}

/** A member's client whose access token expired 10 s ago, with `tokenEndpoint` answering its refresh. */
function expiredMemberSite(tokenEndpoint: RequestHandler) {
  platform.server.use(tokenEndpoint, validateEmailHandler());
  const clock = new InstantClock();
  const tokens = memberTokens(clock, -10);
  return { site: oauthSite({ tokens }, clock).site, tokens };
}

describe('first call on a fresh client', () => {
  it('mints anonymous visitor tokens and sends the bare access token', async () => {
    platform.server.use(
      tokenHandler(() => json({ access_token: 'A1', refresh_token: 'R1', expires_in: 14400 })),
      validateEmailHandler(),
    );
    const { site, clock } = oauthSite();
    await validate(site);
    expect(platform.tokenRequests().map((request) => request.body)).toEqual([
      { clientId: CLIENT_ID, grantType: 'anonymous' },
    ]);
    expect(platform.tokenRequests()[0]?.headers.authorization).toBeUndefined();
    expect(platform.to('/_api/iam/authentication/v2/validate-email')[0]?.headers.authorization).toBe('A1');
    expect(site.auth.getTokens()).toEqual({
      accessToken: { value: 'A1', expiresAt: Math.floor(clock.now() / 1000) + 14400 },
      refreshToken: { value: 'R1', role: TokenRole.VISITOR },
    });
    expect(site.auth.loggedIn()).toBe(false);
  });

  it('causes exactly one token request for 100 concurrent calls', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const { site } = oauthSite();
    await Promise.all(Array.from({ length: 100 }, () => validate(site)));
    expect(platform.tokenRequests()).toHaveLength(1);
    const sent = new Set(platform.to('/_api/iam/authentication/v2/validate-email').map((r) => r.headers.authorization));
    expect(sent.size).toBe(1);
  });

  it('accepts expires_in as a numeric string', async () => {
    platform.server.use(
      tokenHandler(() => json({ access_token: 'A', refresh_token: 'R', expires_in: '120' })),
      validateEmailHandler(),
    );
    const { site, clock } = oauthSite({ leewaySeconds: 0 });
    await validate(site);
    expect(site.auth.getTokens().accessToken.expiresAt).toBe(Math.floor(clock.now() / 1000) + 120);
  });
});

describe('renewal', () => {
  it('refreshes exactly once for 100 concurrent calls after expiry, keeping the role', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const clock = new ManualClock();
    const { site } = oauthSite({ tokens: memberTokens(clock, 30), leewaySeconds: 0 }, clock);
    clock.advance(31_000);
    await Promise.all(Array.from({ length: 100 }, () => validate(site)));
    expect(platform.tokenRequests().map((request) => request.body)).toEqual([
      { clientId: CLIENT_ID, refreshToken: 'member-refresh', grantType: 'refresh_token' },
    ]);
    expect(site.auth.getTokens().refreshToken.role).toBe(TokenRole.MEMBER);
    expect(site.auth.loggedIn()).toBe(true);
  });

  it('treats a token as expired only when expiresAt < now with no leeway', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const clock = new ManualClock();
    const { site } = oauthSite({ tokens: memberTokens(clock, 0), leewaySeconds: 0 }, clock);
    await validate(site);
    expect(platform.tokenRequests()).toHaveLength(0);
    clock.advance(1000);
    await validate(site);
    expect(platform.tokenRequests()).toHaveLength(1);
  });

  it('renews within the leeway before expiry (default 60 s)', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const clock = new ManualClock();
    const early = oauthSite({ tokens: memberTokens(clock, 59) }, clock).site;
    await validate(early);
    expect(platform.tokenRequests()).toHaveLength(1);
    const notYet = oauthSite({ tokens: memberTokens(clock, 61) }, clock).site;
    await validate(notYet);
    expect(platform.tokenRequests()).toHaveLength(1);
    const custom = oauthSite({ tokens: memberTokens(clock, 200), leewaySeconds: 300 }, clock).site;
    await validate(custom);
    expect(platform.tokenRequests()).toHaveLength(2);
  });

  it('keeps single-flight for tokens that live shorter than the leeway (leeway capped at half the lifetime)', async () => {
    platform.server.use(
      tokenHandler(() => json({ access_token: `short-${Math.random()}`, refresh_token: 'R', expires_in: 30 })),
      validateEmailHandler(),
    );
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock);
    await Promise.all(Array.from({ length: 100 }, () => validate(site)));
    expect(platform.tokenRequests()).toHaveLength(1);
    clock.advance(14_000);
    await validate(site);
    expect(platform.tokenRequests()).toHaveLength(1);
    clock.advance(2_000);
    await Promise.all(Array.from({ length: 10 }, () => validate(site)));
    expect(platform.tokenRequests()).toHaveLength(2);
  });

  it('keeps a rotated refresh token, and the old one when none is returned', async () => {
    platform.server.use(tokenHandler(() => json({ access_token: 'A2', refresh_token: 'rotated', expires_in: 60 })));
    const clock = new ManualClock();
    const { site } = oauthSite({ tokens: memberTokens(clock, -1), leewaySeconds: 0 }, clock);
    platform.server.use(validateEmailHandler());
    await validate(site);
    expect(site.auth.getTokens().refreshToken).toEqual({ value: 'rotated', role: TokenRole.MEMBER });
    platform.server.use(tokenHandler(() => json({ access_token: 'A3', expires_in: 60 })));
    clock.advance(61_000);
    await validate(site);
    expect(site.auth.getTokens()).toMatchObject({
      accessToken: { value: 'A3' },
      refreshToken: { value: 'rotated', role: TokenRole.MEMBER },
    });
  });

  it('falls back to anonymous visitor tokens when the refresh token is rejected (400 invalid_grant)', async () => {
    platform.server.use(
      tokenHandler((body) =>
        body.grantType === 'refresh_token'
          ? json({ error: 'invalid_grant', error_description: 'revoked' }, 400)
          : json({ access_token: 'V', refresh_token: 'VR', expires_in: 3600 }),
      ),
      validateEmailHandler(),
    );
    const clock = new ManualClock();
    const { site } = oauthSite({ tokens: memberTokens(clock, -10) }, clock);
    await validate(site);
    expect(platform.tokenRequests().map((request) => (request.body as { grantType: string }).grantType)).toEqual([
      'refresh_token',
      'anonymous',
    ]);
    expect(site.auth.getTokens().refreshToken).toEqual({ value: 'VR', role: TokenRole.VISITOR });
    expect(site.auth.loggedIn()).toBe(false);
  });

  it('keeps the member session and raises a token error when refresh fails with a 503 (after retrying it)', async () => {
    const { site, tokens } = expiredMemberSite(
      tokenHandler(() => json({ message: 'down' }, 503, { 'x-wix-request-id': 'rid-503' })),
    );
    const error = await failure(validate(site));
    expect(isSiteTokenError(error)).toBe(true);
    expect(error.message).toBe(
      'Failed to fetch tokens from OAuth API: Service Unavailable. request id: rid-503. Response: {"message":"down"}',
    );
    expect(error.status).toBe(503);
    expect(platform.tokenRequests().every((r) => (r.body as { grantType: string }).grantType === 'refresh_token')).toBe(
      true,
    );
    expect(platform.tokenRequests()).toHaveLength(3);
    expect(site.auth.getTokens()).toEqual(tokens);
    expect(site.auth.loggedIn()).toBe(true);
    expect(platform.to('/_api/iam/authentication/v2/validate-email')).toHaveLength(0);
  });

  it('shares one failed refresh among concurrent callers instead of repeating it for each', async () => {
    const { site, tokens } = expiredMemberSite(tokenHandler(() => json({ message: 'down' }, 503)));
    const errors = await Promise.all(Array.from({ length: 20 }, () => failure(validate(site))));
    expect(errors.every((error) => isSiteTokenError(error) && error.status === 503)).toBe(true);
    expect(platform.tokenRequests()).toHaveLength(3);
    expect(site.auth.getTokens()).toEqual(tokens);
  });

  it('keeps the member session on a network failure of the refresh', async () => {
    const { site, tokens } = expiredMemberSite(http.post(`${API}/oauth2/token`, () => HttpResponse.error()));
    const error = await failure(validate(site));
    expect(isSiteTokenError(error)).toBe(true);
    expect(error.message).toMatch(/^Failed to fetch tokens from OAuth API: Network request failed/);
    expect(site.auth.getTokens()).toEqual(tokens);
  });

  it('never retries the anonymous grant (each one mints a visitor)', async () => {
    platform.server.use(tokenHandler(() => json({}, 503)));
    const { site } = oauthSite();
    const error = await failure(validate(site));
    expect(isSiteTokenError(error)).toBe(true);
    expect(platform.tokenRequests()).toHaveLength(1);
  });
});

describe('401 from the API', () => {
  it('renews once and retries with the new token; concurrent 401s share one renewal', async () => {
    let rejectOld = true;
    platform.server.use(
      tokenHandler(),
      http.post(`${API}/_api/iam/authentication/v2/validate-email`, ({ request }) =>
        rejectOld && request.headers.get('authorization') === 'stale'
          ? json({ message: 'expired' }, 401)
          : json({ valid: true }),
      ),
    );
    const clock = new ManualClock();
    const tokens = {
      ...memberTokens(clock, 3600),
      accessToken: { value: 'stale', expiresAt: clock.now() / 1000 + 3600 },
    };
    const { site } = oauthSite({ tokens }, clock);
    await Promise.all(Array.from({ length: 5 }, () => validate(site)));
    rejectOld = false;
    expect(platform.tokenRequests()).toHaveLength(1);
    expect(platform.tokenRequests()[0]?.body).toMatchObject({
      grantType: 'refresh_token',
      refreshToken: 'member-refresh',
    });
    const retried = platform
      .to('/_api/iam/authentication/v2/validate-email')
      .filter((r) => r.headers.authorization !== 'stale');
    expect(retried).toHaveLength(5);
  });
});

describe('state', () => {
  it('is per client: two clients never share tokens', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const first = oauthSite().site;
    const second = oauthSite().site;
    await Promise.all([validate(first), validate(second)]);
    expect(platform.tokenRequests()).toHaveLength(2);
    expect(first.auth.getTokens().accessToken.value).not.toBe(second.auth.getTokens().accessToken.value);
  });

  it('setTokens/getTokens round-trip; getTokens returns a copy', async () => {
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock);
    const tokens = memberTokens(clock, 100);
    await site.auth.setTokens(tokens);
    const read = site.auth.getTokens();
    expect(read).toEqual(tokens);
    read.accessToken.value = 'mutated';
    expect(site.auth.getTokens().accessToken.value).toBe('member-access');
    expect(site.auth.loggedIn()).toBe(true);
  });

  it('loggedIn is true only for a member refresh token', async () => {
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock);
    expect(site.auth.loggedIn()).toBe(false);
    for (const role of [TokenRole.NONE, TokenRole.VISITOR]) {
      await site.auth.setTokens({ ...memberTokens(clock, 100), refreshToken: { value: 'r', role } });
      expect(site.auth.loggedIn()).toBe(false);
    }
  });

  it('persists renewed tokens to the storage adapter under a key namespaced by client id and API origin', async () => {
    platform.server.use(
      tokenHandler(() => json({ access_token: 'S1', refresh_token: 'SR', expires_in: 100 })),
      validateEmailHandler(),
    );
    const storage = memoryStorage();
    const { site } = oauthSite({ storage });
    await validate(site);
    const stored = JSON.parse(String(storage.get(`sitekit.${CLIENT_ID}.https___api.test.tokens`)));
    expect(stored).toMatchObject({ accessToken: { value: 'S1' }, refreshToken: { value: 'SR', role: 'visitor' } });
    const restored = oauthSite({ storage }).site;
    expect(restored.auth.getTokens().accessToken.value).toBe('S1');
  });
});

describe('generateVisitorTokens and renewToken', () => {
  it('returns still-valid tokens unchanged without a request', async () => {
    const clock = new ManualClock();
    const { site } = oauthSite({}, clock);
    const tokens = memberTokens(clock, 3600);
    expect(await site.auth.generateVisitorTokens(tokens)).toEqual(tokens);
    expect(platform.tokenRequests()).toHaveLength(0);
  });

  it('mints a visitor without arguments and does not store it', async () => {
    platform.server.use(tokenHandler(() => json({ access_token: 'G', refresh_token: 'GR', expires_in: 10 })));
    const { site } = oauthSite();
    const tokens = await site.auth.generateVisitorTokens();
    expect(tokens.refreshToken).toEqual({ value: 'GR', role: TokenRole.VISITOR });
    expect(site.auth.getTokens().accessToken.value).toBe('');
  });

  it('renewToken refreshes and keeps the given role', async () => {
    platform.server.use(tokenHandler(() => json({ access_token: 'N', expires_in: 10 })));
    const { site } = oauthSite();
    const renewed = await site.auth.renewToken({ value: 'old-refresh', role: TokenRole.MEMBER });
    expect(renewed.refreshToken).toEqual({ value: 'old-refresh', role: TokenRole.MEMBER });
    expect(platform.tokenRequests()[0]?.body).toEqual({
      clientId: CLIENT_ID,
      refreshToken: 'old-refresh',
      grantType: 'refresh_token',
    });
  });
});

describe('tokens shared through one storage', () => {
  it('keeps tokens set with setTokens while a renewal is in flight', async () => {
    const release = holdTokenEndpoint(platform, { accessToken: 'renewed', refreshToken: 'renewed-refresh' });
    const clock = new ManualClock();
    const { site } = oauthSite({ tokens: memberTokens(clock, -10) }, clock);
    const call = validate(site);
    await vi.waitFor(() => expect(platform.tokenRequests()).toHaveLength(1));
    const chosen: Tokens = {
      accessToken: { value: 'chosen', expiresAt: Math.floor(clock.now() / 1000) + 3600 },
      refreshToken: { value: 'chosen-refresh', role: TokenRole.MEMBER },
    };
    await site.auth.setTokens(chosen);
    release();
    await call;
    expect(site.auth.getTokens()).toEqual(chosen);
    expect(platform.to('/_api/iam/authentication/v2/validate-email')[0]?.headers.authorization).toBe('chosen');
  });

  it('adopts tokens that another client renewed in the shared storage instead of renewing them again', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const clock = new ManualClock();
    const storage = memoryStorage();
    const first = oauthSite({ storage }, clock).site;
    const second = oauthSite({ storage }, clock).site;
    await first.auth.setTokens(memberTokens(clock, 3600));
    clock.advance(3700_000);
    await validate(first);
    await validate(second);
    expect(platform.tokenRequests()).toHaveLength(1);
    expect(second.auth.getTokens()).toEqual(first.auth.getTokens());
    expect(second.auth.loggedIn()).toBe(true);
  });

  it('waits for the storage to show what the lock holder stored instead of renewing the same tokens again', async () => {
    const release = holdTokenEndpoint(platform, { accessToken: 'renewed', refreshToken: 'renewed-refresh' });
    const clock = new ManualClock();
    const { storage, laggingView } = storageWithLaggingView(200);
    const second = oauthSite({ storage: laggingView }, clock).site;
    await second.auth.setTokens(memberTokens(clock, -10));
    const first = oauthSite({ storage }, clock).site;
    const inFirst = validate(first);
    await vi.waitFor(() => expect(platform.tokenRequests()).toHaveLength(1));
    const inSecond = validate(second);
    release();
    await Promise.all([inFirst, inSecond]);
    expect(platform.tokenRequests()).toHaveLength(1);
    expect(second.auth.getTokens().accessToken.value).toBe('renewed');
  });

  it('tells onTokensChange listeners about renewals, setTokens and their end', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const { site } = oauthSite();
    const seen: string[] = [];
    const unsubscribe = site.auth.onTokensChange((tokens) => seen.push(tokens.refreshToken.role));
    await validate(site);
    await site.auth.setTokens({ ...site.auth.getTokens(), refreshToken: { value: 'm', role: TokenRole.MEMBER } });
    unsubscribe();
    await site.auth.setTokens({ ...site.auth.getTokens(), refreshToken: { value: 'v', role: TokenRole.VISITOR } });
    expect(seen).toEqual(['visitor', 'member']);
  });
});
