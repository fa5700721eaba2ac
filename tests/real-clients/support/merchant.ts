import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, vi } from 'vitest';
import { useSandboxUnderTest, type SandboxUnderTest } from '../../integration/support/sandbox-under-test.js';
import { fetchToSandbox } from './storefront.js';

type Modules = Parameters<typeof createClient>[0]['modules'] & object;

/** A merchant's client: the platform's SDK with the site's API key, as a back-office script or app builds it. */
const merchantClient = <M extends Modules>(sandbox: SandboxUnderTest, modules: M) =>
  createClient({ modules, auth: ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }) });

export interface Merchant<M extends Modules> {
  sandbox: SandboxUnderTest;
  readonly client: ReturnType<typeof merchantClient<M>>;
}

/**
 * A seeded sandbox of the given catalogue version, and a merchant's `@wix/sdk` client on it (ApiKeyStrategy with the
 * sandbox's API key and site id) over `modules`, for the tests of one file.
 */
export function useMerchantOnSandbox<M extends Modules>(catalog: 'v1' | 'v3', modules: M): Merchant<M> {
  const sandbox = useSandboxUnderTest('demo', { catalog });
  let client: ReturnType<typeof merchantClient<M>> | undefined;
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchToSandbox(sandbox.url));
    client = merchantClient(sandbox, modules);
  });
  afterAll(() => vi.unstubAllGlobals());
  return {
    sandbox,
    get client() {
      if (!client) throw new Error('the client is made in beforeAll: use it inside hooks and tests');
      return client;
    },
  };
}

/** The error a call of the SDK raised, to assert on what the SDK surfaces. */
export async function failureOf(call: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await call;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('the call succeeded');
}
