import { ApiKeyStrategy, createClient } from '@wix/sdk';
import type { SandboxUnderTest } from '../../integration/support/sandbox-under-test.js';
import { useClientOnSandbox, type ClientOnSandbox } from './client-on-sandbox.js';

type Modules = Parameters<typeof createClient>[0]['modules'] & object;

/** A merchant's client: the platform's SDK with the site's API key, as a back-office script or app builds it. */
const merchantClient = <M extends Modules>(sandbox: SandboxUnderTest, modules: M) =>
  createClient({ modules, auth: ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }) });

export type Merchant<M extends Modules> = ClientOnSandbox<ReturnType<typeof merchantClient<M>>>;

/**
 * A seeded sandbox of the given catalog version, and a merchant's `@wix/sdk` client on it (ApiKeyStrategy with the
 * sandbox's API key and site id) over `modules`, for the tests of one file.
 */
export function useMerchantOnSandbox<M extends Modules>(catalog: 'v1' | 'v3', modules: M): Merchant<M> {
  return useClientOnSandbox(catalog, (sandbox) => merchantClient(sandbox, modules));
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
