import { describe, expect, it } from 'vitest';
import { TokenRole } from '../../../src/index.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('demo');

describe('visitor tokens', () => {
  it('mints one visitor for 100 concurrent first calls, and every call carries its access token', async () => {
    const { site, log } = oauthClient(sandbox);
    const pages = await Promise.all(Array.from({ length: 100 }, () => site.products.queryProducts().limit(1).find()));
    expect(log.grants('anonymous')).toHaveLength(1);
    expect(log.to('/oauth2/token')).toHaveLength(1);
    expect(pages.every((page) => page.items.length === 1 && page.totalCount === 35)).toBe(true);
    const tokens = site.auth.getTokens();
    const queries = log.to('/stores-reader/v1/products/query-platformized', 'GET');
    expect(queries).toHaveLength(100);
    expect(new Set(queries.map((request) => request.authorization))).toEqual(new Set([tokens.accessToken.value]));
    expect(tokens.refreshToken.role).toBe(TokenRole.VISITOR);
    expect(tokens.refreshToken.value).not.toBe('');
    expect(site.auth.loggedIn()).toBe(false);
  });

  it('sends the bare access token and the anonymous grant body of the contract (openapi/schemas/oauth.yaml)', async () => {
    const { site, log } = oauthClient(sandbox);
    await site.products.queryProducts().limit(1).find();
    const [grant] = log.grants('anonymous');
    expect(grant?.body).toEqual({ clientId: sandbox.clientId, grantType: 'anonymous' });
    const [query] = log.to('/stores-reader/v1/products/query-platformized');
    expect(query?.authorization).toMatch(/^OauthNG\.JWS\./);
  });

  it('computes expiry as now plus expires_in (the sandbox issues 4-hour tokens)', async () => {
    const { site } = oauthClient(sandbox);
    const before = Math.floor(Date.now() / 1000);
    const tokens = await site.auth.generateVisitorTokens();
    const after = Math.floor(Date.now() / 1000);
    expect(tokens.accessToken.expiresAt).toBeGreaterThanOrEqual(before + 4 * 60 * 60);
    expect(tokens.accessToken.expiresAt).toBeLessThanOrEqual(after + 4 * 60 * 60);
    expect(tokens.refreshToken.role).toBe(TokenRole.VISITOR);
  });

  it('keeps separate clients apart: each has its own visitor', async () => {
    const first = oauthClient(sandbox);
    const second = oauthClient(sandbox);
    await Promise.all([first.site.products.queryProducts().find(), second.site.products.queryProducts().find()]);
    expect(first.site.auth.getTokens().accessToken.value).not.toBe(second.site.auth.getTokens().accessToken.value);
    expect(first.log.grants('anonymous')).toHaveLength(1);
    expect(second.log.grants('anonymous')).toHaveLength(1);
  });

  it('reuses tokens handed to setTokens instead of minting new ones', async () => {
    const donor = oauthClient(sandbox);
    const tokens = await donor.site.auth.generateVisitorTokens();
    const { site, log } = oauthClient(sandbox);
    await site.auth.setTokens(tokens);
    const page = await site.products.queryProducts().limit(3).find();
    expect(page.items).toHaveLength(3);
    expect(log.to('/oauth2/token')).toHaveLength(0);
    expect(log.to('/stores-reader/v1/products/query-platformized')[0]?.authorization).toBe(tokens.accessToken.value);
  });

  it('generateVisitorTokens answers still-valid tokens unchanged and does not store new ones', async () => {
    const { site, log } = oauthClient(sandbox);
    const minted = await site.auth.generateVisitorTokens();
    expect(site.auth.getTokens().accessToken.value).toBe('');
    expect(await site.auth.generateVisitorTokens(minted)).toEqual(minted);
    expect(log.to('/oauth2/token')).toHaveLength(1);
  });
});
