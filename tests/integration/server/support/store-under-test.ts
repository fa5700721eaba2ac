import { afterAll, beforeAll, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sandboxDevClient, type SandboxDevClient } from '../../../../sandbox/client.js';
import { useSandboxUnderTest, type SandboxUnderTest } from '../../support/sandbox-under-test.js';
import { startStoreServer, type StoreServer } from './store-server.js';
import { VisitorAgent } from './visitor-agent.js';

export interface StoreUnderTest {
  sandbox: SandboxUnderTest;
  /** Set in `beforeAll`. */
  store: StoreServer;
  dev: SandboxDevClient;
}

/** The seeded sandbox and the storefront server on loopback for one test file. */
export function useStoreUnderTest(): StoreUnderTest {
  const sandbox = useSandboxUnderTest('demo');
  const under = { sandbox } as StoreUnderTest;
  beforeAll(async () => {
    under.store = await startStoreServer({ sandboxUrl: sandbox.url, clientId: sandbox.clientId });
    under.dev = sandboxDevClient(sandbox.url);
  });
  afterAll(() => under.store?.close());
  return under;
}

export interface SignedInMember {
  agent: VisitorAgent;
  email: string;
  password: string;
}

/** Registers a member through the store's `POST /register`, which logs them in on the server, redirects included. */
export async function registerThroughStore(storeUrl: string, label = 'member'): Promise<SignedInMember> {
  const agent = new VisitorAgent();
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const password = `pw-${randomUUID()}`;
  const landed = await agent.navigate(`${storeUrl}/register`, { form: { email, password, returnTo: '/welcome' } });
  expect(landed.url).toBe(`${storeUrl}/welcome`);
  expect(landed.text).toContain('<p id="who">member</p>');
  return { agent, email, password };
}

/** Whose tokens the sandbox saw for each of `requestIds` (API calls only; token requests carry no caller). */
export async function callersOf(dev: SandboxDevClient, requestIds: string[]) {
  const log = await dev.requests();
  const wanted = new Set(requestIds);
  return log.filter((entry) => wanted.has(entry.requestId) && entry.path !== '/oauth2/token');
}
