import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDevClient, type SandboxDevClient } from '../../sandbox/client.js';
import { memberTokens, registerMember, startHarness, type Harness } from './support/harness.js';

let h: Harness;
let dev: SandboxDevClient;

beforeAll(async () => {
  h = await startHarness({ seed: 'demo' });
  dev = sandboxDevClient(h.url);
});

afterAll(async () => {
  await h.close();
});

const QUERY = '/stores-reader/v1/products/query-platformized';

describe('request log', () => {
  it('names the caller of each API request by member identity or visitor family, never by token', async () => {
    const member = await registerMember(h);
    const memberAccess = (await memberTokens(h, member.sessionToken)).access_token;
    const visitorAccess = await h.visitorToken();
    await dev.clearRequests();

    const asMember = await h.call(QUERY, { token: memberAccess });
    const asVisitor = await h.call(QUERY, { token: visitorAccess });
    const asAdmin = await h.call(QUERY, { token: h.sandbox.apiKey });
    const anonymous = await h.call(QUERY);
    await dev.info();

    const log = await dev.requests();
    expect(log.map((entry) => [entry.requestId, entry.path, entry.status])).toEqual([
      [asMember.headers.get('x-wix-request-id'), QUERY, 200],
      [asVisitor.headers.get('x-wix-request-id'), QUERY, 200],
      [asAdmin.headers.get('x-wix-request-id'), QUERY, 200],
      [anonymous.headers.get('x-wix-request-id'), QUERY, 401],
    ]);
    expect(log[0]!.caller).toEqual({ kind: 'member', identityId: member.identityId, familyId: expect.any(String) });
    expect(log[1]!.caller).toEqual({ kind: 'visitor', visitorId: expect.any(String), familyId: expect.any(String) });
    expect(log[1]!.caller).not.toMatchObject({ familyId: (log[0]!.caller as { familyId: string }).familyId });
    expect(log[2]!.caller).toEqual({ kind: 'admin' });
    expect(log[3]!.caller).toEqual({ kind: 'none' });
    expect(JSON.stringify(log)).not.toContain(memberAccess);
    expect(JSON.stringify(log)).not.toContain(visitorAccess);
  });

  it('keeps the query string of a request that has one, where a read sends its `.r` request', async () => {
    const token = await h.visitorToken();
    await dev.clearRequests();
    await h.call(`${QUERY}?.r=e30`, { token });
    await h.call(QUERY, { token });
    const [withQuery, without] = await dev.requests();
    expect(withQuery).toMatchObject({ path: QUERY, query: '.r=e30' });
    expect(without!.path).toBe(QUERY);
    expect(without).not.toHaveProperty('query');
  });

  it('is emptied by DELETE and by a reset', async () => {
    await h.call(QUERY, { token: await h.visitorToken() });
    expect((await dev.requests()).length).toBeGreaterThan(0);
    await dev.clearRequests();
    expect(await dev.requests()).toEqual([]);
    await h.call(QUERY, { token: await h.visitorToken() });
    await dev.reset('none');
    expect(await dev.requests()).toEqual([]);
  });
});
