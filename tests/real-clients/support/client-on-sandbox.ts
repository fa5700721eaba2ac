import { afterAll, beforeAll, vi } from 'vitest';
import type { CatalogName } from '../../../sandbox/catalog-versioning/store-catalog.js';
import { useSandboxUnderTest, type SandboxUnderTest } from '../../integration/support/sandbox-under-test.js';
import { fetchToSandbox } from './fetch-to-sandbox.js';

export interface ClientOnSandbox<C> {
  sandbox: SandboxUnderTest;
  /** The platform's client, made in `beforeAll`. */
  readonly client: C;
}

/**
 * A seeded sandbox of the given catalog, and a client of the platform's SDK made by `make` for the tests of one file,
 * with the global `fetch` sending the SDK's calls to the sandbox.
 */
export function useClientOnSandbox<C>(
  catalog: CatalogName,
  make: (sandbox: SandboxUnderTest) => C,
): ClientOnSandbox<C> {
  const sandbox = useSandboxUnderTest('demo', { catalog });
  let client: C | undefined;
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchToSandbox(sandbox.url));
    client = make(sandbox);
  });
  afterAll(() => vi.unstubAllGlobals());
  return {
    sandbox,
    get client() {
      if (client === undefined) throw new Error('the client is made in beforeAll: use it inside hooks and tests');
      return client;
    },
  };
}
