import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDevClient, type SandboxDevClient } from '../../sandbox/client.js';
import { registerMember, startHarness, type Harness } from './support/harness.js';

let h: Harness;
let dev: SandboxDevClient;

beforeAll(async () => {
  h = await startHarness({ seed: 'none' });
  dev = sandboxDevClient(h.url);
});

afterAll(async () => {
  await h.close();
});

describe('sandboxDevClient', () => {
  it('reads the credentials the sandbox started with', async () => {
    expect(await dev.info()).toEqual({
      clientId: h.sandbox.clientId,
      apiKey: h.sandbox.apiKey,
      siteId: h.sandbox.siteId,
    });
  });

  it('arms, lists and clears faults; an armed fault answers the client with its status', async () => {
    const fault = await dev.addFault({ path: '/stores-reader/*', status: 503 });
    expect(fault).toMatchObject({ path: '/stores-reader/*', status: 503, count: 1, remaining: 1 });
    expect(await dev.faults()).toEqual([fault]);
    expect((await h.call('/stores-reader/v1/products/query-platformized')).status).toBe(503);
    await dev.addFault({ path: '/stores-reader/*', latencyMs: 1, count: 0 });
    await dev.clearFaults();
    expect(await dev.faults()).toEqual([]);
  });

  it('moves the clock forward', async () => {
    const before = await dev.clock();
    const after = await dev.advanceClock(90);
    expect(after.offsetMs - before.offsetMs).toBe(90_000);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(90_000);
    expect(await dev.clock()).toMatchObject({ offsetMs: after.offsetMs });
  });

  it('changes part of a nested setting and keeps the rest', async () => {
    const settings = await dev.changeSettings({ requireEmailVerification: true, captcha: { login: true } });
    expect(settings).toMatchObject({ requireEmailVerification: true, captcha: { register: false, login: true } });
    expect(await dev.settings()).toEqual(settings);
  });

  it('reads the mailbox of one address', async () => {
    await dev.changeSettings({ requireEmailVerification: false });
    const member = await registerMember(h, 'mailbox-reader@example.com');
    const sent = await h.call('/_api/iam/recovery/v1/send-email', {
      token: await h.visitorToken(),
      body: { email: member.email },
    });
    expect(sent.status).toBe(200);
    const [mail, ...rest] = await dev.mailbox(member.email);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: member.email, kind: 'recovery' });
    expect(await dev.mailbox('nobody@example.com')).toEqual([]);
  });

  it('subscribes, lists and removes webhooks, and gives the key that verifies them', async () => {
    const webhook = await dev.addWebhook('http://127.0.0.1:9/events', ['wix.stores.v1.product_created']);
    expect(await dev.webhooks()).toEqual([webhook]);
    expect(await dev.webhookPublicKey()).toContain('BEGIN PUBLIC KEY');
    expect(Array.isArray(await dev.deliveries())).toBe(true);
    await dev.clearWebhooks();
    expect(await dev.webhooks()).toEqual([]);
  });

  it('seeds the demo store and resets to an empty one', async () => {
    const seeded = await dev.seed();
    expect(seeded.products).toBeGreaterThan(0);
    await dev.reset();
    expect(await dev.mailbox()).toEqual([]);
    expect((await dev.settings()).requireEmailVerification).toBe(false);
    expect((await dev.clock()).offsetMs).toBe(0);
  });

  it('throws an error naming the endpoint and the status for a bad request', async () => {
    await expect(dev.addFault({ path: '' })).rejects.toThrow(/POST \/_sandbox\/faults answered 400/);
    await expect(dev.approveMember('nobody@example.com')).rejects.toThrow(/answered 404/);
  });
});
