import { beforeAll } from 'vitest';
import type { ApiKeyAuth, OAuthAuth } from '../../../src/index.js';
import type { SandboxUnderTest } from './sandbox-under-test.js';
import { apiKeyClient, oauthClient, type LoggedClient } from './site-clients.js';

/** The two clients a store suite works with: a visitor's (OAuth) and the site owner's (API key). */
export interface StoreClients {
  visitor: LoggedClient<OAuthAuth>;
  admin: LoggedClient<ApiKeyAuth>;
}

/** Both clients of `sandbox`, built before the file's tests (so read them inside hooks and tests). */
export function useStoreClients(sandbox: SandboxUnderTest): StoreClients {
  const clients = {} as StoreClients;
  beforeAll(() => {
    clients.visitor = oauthClient(sandbox);
    clients.admin = apiKeyClient(sandbox);
  });
  return clients;
}
