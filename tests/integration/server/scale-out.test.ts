import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { registerThroughStore } from './support/store-under-test.js';
import { startStoreProcess, type StoreProcess } from './support/store-process-runner.js';
import { expireAccessToken, sessionTokensOf } from './support/session-cookie-edits.js';

const sandbox = useSandboxUnderTest('demo');
let cluster: StoreProcess;

beforeAll(async () => {
  cluster = await startStoreProcess(sandbox, 2);
});
afterAll(() => cluster?.stop());

describe('two server processes behind one port', () => {
  it('serve one member from the cookie alone, a renewal by one process used by the other', async () => {
    expect(new Set(cluster.urls)).toEqual(new Set([cluster.url]));
    expect(new Set(cluster.pids).size).toBe(2);
    const { agent } = await registerThroughStore(cluster.url, 'cluster');
    const served = new Set<number>();
    for (let request = 0; request < 10; request++) {
      const response = await agent.page(cluster.url, '/burst?calls=2');
      expect(response.role).toBe('member');
      expect(response.setCookies).toEqual([]);
      served.add(response.pid);
    }
    expect(served).toEqual(new Set(cluster.pids));

    expireAccessToken(agent, cluster.url);
    const renewedBy = await agent.page(cluster.url, '/burst?calls=2');
    expect(renewedBy.setCookies).toHaveLength(1);
    const renewed = sessionTokensOf(agent, cluster.url);
    const others = new Set<number>();
    for (let request = 0; request < 6; request++) {
      const response = await agent.page(cluster.url, '/burst?calls=2');
      expect(response.role).toBe('member');
      expect(response.setCookies).toEqual([]);
      if (response.pid !== renewedBy.pid) others.add(response.pid);
    }
    expect(others.size).toBe(1);
    expect(sessionTokensOf(agent, cluster.url)).toEqual(renewed);
  });
});
