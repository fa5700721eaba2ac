import { describe, expect, it } from 'vitest';
import { tokenStorageKey } from '../../src/storage/storage-adapter.js';
import { waitForPageTools } from './support/browser-flows.js';
import { TOKEN_PATH, requestsTo } from './support/sandbox-traffic.js';
import { useBrowserFlows } from './support/browser-suite.js';

const suite = useBrowserFlows({ member: 'persistence' });

describe('tokens kept in localStorage', () => {
  it('survive a reload: a new client reads them, stays logged in and calls with them without a token request', async () => {
    const opened = await suite.openAppPage('/');
    const { page, sandboxRequests } = opened;
    const tokensKey = tokenStorageKey(suite.flows.sandbox.clientId, suite.flows.sandbox.url);

    const before = await page.evaluate(
      async ({ email, password, tokensKey }) => {
        const { pageTools } = window;
        const site = pageTools.createClient({ storage: 'local' });
        const sessionToken = await pageTools.sessionTokenFor(site, email, password);
        await site.auth.setTokens(await site.auth.getMemberTokensForDirectLogin(sessionToken));
        return { tokens: site.auth.getTokens(), stored: localStorage.getItem(tokensKey) };
      },
      { email: suite.member.email, password: suite.member.password, tokensKey },
    );
    expect(before.tokens.refreshToken.role).toBe('member');
    expect(JSON.parse(before.stored!)).toEqual(before.tokens);

    await page.reload();
    await waitForPageTools(page);
    const tokenRequestsBeforeReload = requestsTo(sandboxRequests, 'POST', TOKEN_PATH).length;
    const readsBeforeReload = sandboxRequests.filter((request) => request.path.startsWith('/stores-reader/')).length;

    const after = await page.evaluate(async () => {
      const persisted = window.pageTools.createClient({ storage: 'local' });
      const inMemory = window.pageTools.createClient({ storage: 'memory' });
      const products = await persisted.products.queryProducts().limit(2).find();
      return {
        tokens: persisted.auth.getTokens(),
        loggedIn: persisted.auth.loggedIn(),
        productCount: products.items.length,
        memoryLoggedIn: inMemory.auth.loggedIn(),
      };
    });

    expect(after.tokens).toEqual(before.tokens);
    expect(after.loggedIn).toBe(true);
    // A client without persistent storage starts over after the reload: the persisted state is what carries over.
    expect(after.memoryLoggedIn).toBe(false);
    expect(after.productCount).toBe(2);
    expect(requestsTo(sandboxRequests, 'POST', TOKEN_PATH)).toHaveLength(tokenRequestsBeforeReload);
    const reads = sandboxRequests
      .filter((request) => request.path.startsWith('/stores-reader/'))
      .slice(readsBeforeReload);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.authorization).toBe(before.tokens.accessToken.value);
  });
});
