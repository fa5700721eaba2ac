import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { registerThroughStore } from './support/store-under-test.js';
import { startStoreProcess, type StoreProcess } from './support/store-process-runner.js';
import { expireAccessToken, SESSION_COOKIE } from './support/session-cookie-edits.js';

const sandbox = useSandboxUnderTest('demo');
let store: StoreProcess;

beforeAll(async () => {
  store = await startStoreProcess(sandbox);
});
afterAll(() => store?.stop());

interface HeapReport {
  heapUsed: number;
  resources: string[];
  processListeners: number;
}

const CONCURRENCY = 16;
const FEW_MB = 4 * 1024 * 1024;

const tally = (resources: string[]) =>
  resources.reduce<Record<string, number>>((counts, type) => ({ ...counts, [type]: (counts[type] ?? 0) + 1 }), {});

describe('request-scoped clients', () => {
  it('leave no heap, timer, listener or handle behind after 10,000 requests of members and visitors', async () => {
    const { agent } = await registerThroughStore(store.url, 'heap');
    const memberCookie = `${SESSION_COOKIE}=${agent.cookies.get(store.url)!.get(SESSION_COOKIE)}`;
    expireAccessToken(agent, store.url);
    const renewingCookie = `${SESSION_COOKIE}=${agent.cookies.get(store.url)!.get(SESSION_COOKIE)}`;
    // Four in ten are new visitors (a token request each), four in ten members, two in ten members renewing.
    const cookieFor = (index: number) => [undefined, memberCookie, undefined, memberCookie, renewingCookie][index % 5];
    let failures = 0;
    const run = async (from: number, to: number) => {
      let next = from;
      const worker = async () => {
        while (next < to) {
          const cookie = cookieFor(next++);
          const response = await fetch(`${store.url}/burst?calls=1`, { headers: cookie ? { cookie } : {} });
          const page = (await response.json()) as { failure?: string };
          if (response.status !== 200 || page.failure) failures++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };
    const heap = async () => (await (await fetch(`${store.url}/heap`)).json()) as HeapReport;

    await run(0, 1_000);
    const afterFirst = await heap();
    await run(1_000, 10_000);
    const afterAll = await heap();

    expect(failures).toBe(0);
    expect(afterAll.heapUsed - afterFirst.heapUsed).toBeLessThan(FEW_MB);
    expect(afterAll.processListeners).toBe(afterFirst.processListeners);
    const [first, last] = [tally(afterFirst.resources), tally(afterAll.resources)];
    for (const [type, count] of Object.entries(last))
      expect(count, type).toBeLessThanOrEqual((first[type] ?? 0) + CONCURRENCY);
    expect(afterAll.resources.length).toBeLessThan(4 * CONCURRENCY);
    console.log(
      `heap after 1,000 requests ${(afterFirst.heapUsed / 1e6).toFixed(1)} MB, after 10,000 ${(afterAll.heapUsed / 1e6).toFixed(1)} MB; ` +
        `active resources ${JSON.stringify(first)} → ${JSON.stringify(last)}`,
    );
  }, 600_000);
});
