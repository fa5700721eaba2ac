import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startPrism, type PrismServer } from '../../../scripts/lib/prism.js';
import { request, startHarness, type CallInit, type Harness, type Reply } from './harness.js';

const projectRoot = resolve(import.meta.dirname, '../../..');

/**
 * Prism as a validating proxy in front of a seeded v3 sandbox, for one test file: `via` sends a request with the API
 * key through Prism and fails on any contract violation or an unexpected status.
 */
export function prismProxyV3(): {
  via: (path: string, init?: CallInit, expectedStatus?: number) => Promise<Reply>;
} {
  let h: Harness;
  let prism: PrismServer;
  beforeAll(async () => {
    h = await startHarness({ seed: 'demo', catalog: 'v3' });
    prism = await startPrism({
      spec: join(projectRoot, 'generated/platform.bundled.yaml'),
      upstream: h.url,
      projectRoot,
    });
  }, 120_000);
  afterAll(async () => {
    await prism?.close();
    await h?.close();
  });
  return {
    async via(path, init = {}, expectedStatus = 200) {
      const admin = { token: h.sandbox.apiKey, headers: { 'wix-site-id': h.sandbox.siteId } };
      const reply = await request(prism.url, path, { ...admin, ...init });
      expect(reply.headers.get('sl-violations'), `${path}: ${reply.headers.get('sl-violations')}`).toBeNull();
      expect(reply.headers.get('content-type') ?? '', `${path} answered by Prism: ${reply.text}`).not.toContain(
        'problem+json',
      );
      expect(reply.status, `${path}: ${reply.text.slice(0, 300)}`).toBe(expectedStatus);
      return reply;
    },
  };
}
