import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSiteTokenError, TokenRole } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { LinkedClock } from '../support/linked-clock.js';
import { memberClient } from '../support/members.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

/** The sandbox's access tokens live 4 hours; this is just past that. */
const PAST_EXPIRY_SECONDS = 4 * 60 * 60 + 120;

const sandbox = useSandboxUnderTest('demo');
let clock: LinkedClock;
beforeAll(async () => {
  clock = new LinkedClock(sandbox);
});
afterEach(() => sandbox.clearFaults());

describe('refresh after expiry', () => {
  it('refreshes exactly once for 100 concurrent calls and keeps the rotated refresh token', async () => {
    const { site, log } = oauthClient(sandbox, { clock });
    await site.products.queryProducts().limit(1).find();
    const minted = site.auth.getTokens();
    log.clear();

    await clock.advance(PAST_EXPIRY_SECONDS);
    const pages = await Promise.all(Array.from({ length: 100 }, () => site.products.queryProducts().limit(1).find()));

    expect(pages.every((page) => page.items.length === 1)).toBe(true);
    expect(log.grants('refresh_token')).toHaveLength(1);
    expect(log.grants('anonymous')).toHaveLength(0);
    expect(log.grants('refresh_token')[0]?.body).toEqual({
      clientId: sandbox.clientId,
      refreshToken: minted.refreshToken.value,
      grantType: 'refresh_token',
    });
    const refreshed = site.auth.getTokens();
    expect(refreshed.accessToken.value).not.toBe(minted.accessToken.value);
    expect(refreshed.refreshToken.value).not.toBe(minted.refreshToken.value);
    expect(refreshed.refreshToken.role).toBe(TokenRole.VISITOR);
    expect(refreshed.accessToken.expiresAt).toBeGreaterThan(minted.accessToken.expiresAt);

    log.clear();
    await clock.advance(PAST_EXPIRY_SECONDS);
    await site.products.queryProducts().limit(1).find();
    expect(log.grants('refresh_token').map((grant) => (grant.body as { refreshToken: string }).refreshToken)).toEqual([
      refreshed.refreshToken.value,
    ]);
    expect(log.grants('anonymous')).toHaveLength(0);
  });

  it('renews within the leeway, before the platform would reject the token', async () => {
    const { site, log } = oauthClient(sandbox, { clock });
    await site.products.queryProducts().limit(1).find();
    log.clear();
    await clock.advance(4 * 60 * 60 - 30);
    await site.products.queryProducts().limit(1).find();
    expect(log.grants('refresh_token')).toHaveLength(1);
    expect(log.to('/stores-reader/v1/products/query-platformized')).toHaveLength(1);
  });

  it('keeps a member a member across the refresh', async () => {
    const member = await memberClient(sandbox, { clock });
    member.log.clear();
    await clock.advance(PAST_EXPIRY_SECONDS);
    await member.site.products.queryProducts().limit(1).find();
    expect(member.log.grants('refresh_token')).toHaveLength(1);
    expect(member.site.auth.getTokens().refreshToken.role).toBe(TokenRole.MEMBER);
    expect(member.site.auth.loggedIn()).toBe(true);
  });
});

describe('refresh-token reuse', () => {
  afterEach(() => sandbox.changeSettings({ refreshReuse: 'allow' }));

  it('is allowed by default: the first refresh token keeps working after a rotation', async () => {
    const member = await memberClient(sandbox, { clock });
    const original = member.site.auth.getTokens();
    await clock.advance(PAST_EXPIRY_SECONDS);
    await member.site.products.queryProducts().limit(1).find();
    expect(member.site.auth.getTokens().refreshToken.value).not.toBe(original.refreshToken.value);
    const other = oauthClient(sandbox, { clock });
    const renewed = await other.site.auth.renewToken(original.refreshToken);
    expect(renewed.refreshToken.role).toBe(TokenRole.MEMBER);
    expect(member.site.auth.loggedIn()).toBe(true);
  });

  it('with reuse detection on, revokes the token family, and the member client falls back to a new visitor', async () => {
    await sandbox.changeSettings({ refreshReuse: 'revoke' });
    const member = await memberClient(sandbox, { clock });
    const original = member.site.auth.getTokens();
    await clock.advance(PAST_EXPIRY_SECONDS);
    await member.site.products.queryProducts().limit(1).find();
    const rotated = member.site.auth.getTokens();
    expect(rotated.refreshToken.value).not.toBe(original.refreshToken.value);
    // Past the grace window in which a reuse gets the same rotated pair again.
    await clock.advance(11);

    // Someone replays the refresh token that was already rotated away.
    const thief = oauthClient(sandbox, { clock });
    const replay = await siteErrorOf(thief.site.auth.renewToken(original.refreshToken));
    expect(isSiteTokenError(replay) && replay.isGrantRejected).toBe(true);
    expect(replay.status).toBe(400);
    expect(isSiteTokenError(replay) && replay.oauthError).toBe('invalid_grant');
    expect(replay.message).toMatch(/^Failed to fetch tokens from OAuth API: .*request id: \d+\.\d+/);

    // The whole family is gone: the rotated tokens no longer work either.
    const rotatedRefresh = await siteErrorOf(thief.site.auth.renewToken(rotated.refreshToken));
    expect(rotatedRefresh.status).toBe(400);

    member.log.clear();
    const page = await member.site.products.queryProducts().limit(1).find();
    expect(page.items).toHaveLength(1);
    expect(member.log.to('/stores-reader/v1/products/query-platformized').map((r) => r.authorization)).toEqual([
      rotated.accessToken.value,
      member.site.auth.getTokens().accessToken.value,
    ]);
    expect(member.log.grants('refresh_token')).toHaveLength(1);
    expect(member.log.grants('anonymous')).toHaveLength(1);
    expect(member.site.auth.getTokens().refreshToken.role).toBe(TokenRole.VISITOR);
    expect(member.site.auth.loggedIn()).toBe(false);
  });
});

describe('refresh failures that are not the token’s fault', () => {
  it('keep the member session and raise a typed token error instead of minting a visitor', async () => {
    const member = await memberClient(sandbox, { clock });
    const before = member.site.auth.getTokens();
    await clock.advance(PAST_EXPIRY_SECONDS);
    await sandbox.addFault({ path: '/oauth2/token', status: 503, retryAfter: 0, count: 3 });
    member.log.clear();

    const failure = await siteErrorOf(member.site.products.queryProducts().limit(1).find());
    expect(isSiteTokenError(failure)).toBe(true);
    expect(failure.status).toBe(503);
    expect(failure.message).toMatch(/^Failed to fetch tokens from OAuth API/);
    expect(member.log.grants('refresh_token')).toHaveLength(3);
    expect(member.log.grants('anonymous')).toHaveLength(0);
    expect(member.site.auth.getTokens()).toEqual(before);
    expect(member.site.auth.loggedIn()).toBe(true);

    await member.site.products.queryProducts().limit(1).find();
    expect(member.site.auth.getTokens().refreshToken.role).toBe(TokenRole.MEMBER);
    expect(member.log.grants('anonymous')).toHaveLength(0);
  });

  it('keep the session when the token endpoint drops the connection', async () => {
    const member = await memberClient(sandbox, { clock });
    const before = member.site.auth.getTokens();
    await clock.advance(PAST_EXPIRY_SECONDS);
    await sandbox.addFault({ path: '/oauth2/token', drop: true, count: 3 });
    const failure = await siteErrorOf(member.site.products.queryProducts().limit(1).find());
    expect(isSiteTokenError(failure)).toBe(true);
    expect(failure.status).toBeUndefined();
    expect(member.site.auth.getTokens()).toEqual(before);
  });

  it('keep the member when the refresh was processed but its answer was lost: it is not resent', async () => {
    const member = await memberClient(sandbox, { clock });
    const before = member.site.auth.getTokens();
    await clock.advance(PAST_EXPIRY_SECONDS);
    await sandbox.addFault({ path: '/oauth2/token', method: 'POST', dropAfterWrite: true });
    member.log.clear();

    const failure = await siteErrorOf(member.site.products.queryProducts().limit(1).find());
    expect(isSiteTokenError(failure)).toBe(true);
    expect(failure.status).toBeUndefined();
    expect(member.log.grants('refresh_token')).toHaveLength(1);
    expect(member.log.grants('anonymous')).toHaveLength(0);
    expect(member.site.auth.getTokens()).toEqual(before);
    expect(member.site.auth.loggedIn()).toBe(true);
  });
});
