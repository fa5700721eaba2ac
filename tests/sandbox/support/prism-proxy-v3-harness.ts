import { request, type CallInit, type Reply } from './harness.js';
import { expectPassedPrism, usePrismInFront } from './prism-in-front.js';

/**
 * Prism as a validating proxy in front of a seeded v3 sandbox, for one test file: `via` sends a request with the API
 * key through Prism and fails on any contract violation or an unexpected status.
 */
export function prismProxyV3(): {
  via: (path: string, init?: CallInit, expectedStatus?: number) => Promise<Reply>;
} {
  const proxy = usePrismInFront({ seed: 'demo', catalog: 'v3' });
  return {
    async via(path, init = {}, expectedStatus = 200) {
      const admin = { token: proxy.h.sandbox.apiKey, headers: { 'wix-site-id': proxy.h.sandbox.siteId } };
      const reply = await request(proxy.prism.url, path, { ...admin, ...init });
      expectPassedPrism(reply, path, expectedStatus);
      return reply;
    },
  };
}
