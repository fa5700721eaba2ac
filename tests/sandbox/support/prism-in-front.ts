import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SandboxOptions } from '../../../sandbox/index.js';
import { startPrism, type PrismServer } from '../../../scripts/lib/prism.js';
import { startHarness, type Harness, type Reply } from './harness.js';

const projectRoot = resolve(import.meta.dirname, '../../..');

/**
 * A sandbox with Prism in front of it as a validating proxy (`prism proxy --errors`), started before the file's tests
 * and closed after them; read `h` and `prism` inside hooks and tests. Prism reads the served contract, where each
 * `x-bindings` path is a path of its own, so a call at any binding is checked.
 */
export function usePrismInFront(options: SandboxOptions): { h: Harness; prism: PrismServer } {
  const state = {} as { h: Harness; prism: PrismServer };
  beforeAll(async () => {
    state.h = await startHarness(options);
    state.prism = await startPrism({
      spec: join(projectRoot, 'generated/platform.served.yaml'),
      upstream: state.h.url,
      projectRoot,
    });
  }, 120_000);
  afterAll(async () => {
    await state.prism?.close();
    await state.h?.close();
  });
  return state;
}

/** The reply came from the sandbox, not from Prism, with no contract violation and the status expected. */
export function expectPassedPrism(reply: Reply, label: string, expectedStatus: number): void {
  expect(reply.headers.get('sl-violations'), `${label}: ${reply.headers.get('sl-violations')}`).toBeNull();
  expect(reply.headers.get('content-type') ?? '', `${label} answered by Prism: ${reply.text}`).not.toContain(
    'problem+json',
  );
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBe(expectedStatus);
}
