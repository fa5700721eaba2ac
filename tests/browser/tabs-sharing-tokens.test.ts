import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../sandbox/index.js';
import { tokenStorageKey } from '../../src/storage/storage-adapter.js';
import { openOnApp } from './support/browser-flows.js';
import { recordSandboxRequests, TOKEN_PATH, requestsTo, type SandboxRequest } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const SANDBOX_REVOKING_REUSED_REFRESH_TOKENS: SandboxOptions = { refreshReuse: 'revoke' };
const CALLS_PER_TAB = 50;

const suite = useBrowserFlows({ member: 'two-tabs', sandbox: SANDBOX_REVOKING_REUSED_REFRESH_TOKENS });

/** Logs the member in on `page` with tokens kept in localStorage, then marks the stored access token as expired. */
async function logInWithExpiredAccessToken(page: Page, tokensKey: string): Promise<void> {
  await page.evaluate(
    async ({ email, password, tokensKey }) => {
      const site = window.pageTools.createClient({ storage: 'local' });
      const sessionToken = await window.pageTools.sessionTokenFor(site, email, password);
      await site.auth.setTokens(await site.auth.getMemberTokensForDirectLogin(sessionToken));
      const stored = JSON.parse(localStorage.getItem(tokensKey)!);
      stored.accessToken.expiresAt = 0;
      localStorage.setItem(tokensKey, JSON.stringify(stored));
    },
    { email: suite.member.email, password: suite.member.password, tokensKey },
  );
}

/** A fresh client on `page`, reading localStorage; answers whether the access token it read had expired. */
function createReader(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const site = window.pageTools.createClient({ storage: 'local' });
    Object.assign(window, { reader: site });
    return site.auth.getTokens().accessToken.expiresAt === 0;
  });
}

/** The reader of `page` makes `calls` catalog reads at once. */
function readConcurrently(page: Page, calls: number) {
  return page.evaluate(async (calls) => {
    const site = (window as unknown as { reader: ReturnType<typeof window.pageTools.createClient> }).reader;
    const pages = await Promise.all(Array.from({ length: calls }, () => site.products.queryProducts().limit(1).find()));
    return { read: pages.filter((page) => page.items.length === 1).length, loggedIn: site.auth.loggedIn() };
  }, calls);
}

describe('two tabs of one origin sharing localStorage', () => {
  it('renew an expired access token with exactly one refresh request, and both stay members', async () => {
    const opened = await suite.openAppPage('/');
    const first = opened.page;
    const second = await opened.context.newPage();
    const secondRequests: SandboxRequest[] = recordSandboxRequests(second, suite.flows.sandbox.url);
    await openOnApp(second, `${suite.flows.app.url}/`);
    const tokensKey = tokenStorageKey(suite.flows.sandbox.clientId, suite.flows.sandbox.url);
    await logInWithExpiredAccessToken(first, tokensKey);
    const tokenRequestsBefore = requestsTo(opened.sandboxRequests, 'POST', TOKEN_PATH).length;
    expect(await createReader(first)).toBe(true);
    expect(await createReader(second)).toBe(true);

    const [inFirst, inSecond] = await Promise.all([
      readConcurrently(first, CALLS_PER_TAB),
      readConcurrently(second, CALLS_PER_TAB),
    ]);

    expect(inFirst).toEqual({ read: CALLS_PER_TAB, loggedIn: true });
    expect(inSecond).toEqual({ read: CALLS_PER_TAB, loggedIn: true });
    const tokenRequests = [
      ...requestsTo(opened.sandboxRequests, 'POST', TOKEN_PATH).slice(tokenRequestsBefore),
      ...requestsTo(secondRequests, 'POST', TOKEN_PATH),
    ];
    expect(tokenRequests.map((request) => request.body?.grantType)).toEqual(['refresh_token']);
    const stored = await second.evaluate((key) => JSON.parse(localStorage.getItem(key)!), tokensKey);
    expect(stored.refreshToken.role).toBe('member');
    expect(stored.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});
