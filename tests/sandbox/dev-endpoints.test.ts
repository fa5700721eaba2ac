import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/index.js';
import { expectEnvelope, rawRequest, request, startHarness, uniqueEmail, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: 'demo' });
});
afterAll(() => h.close());

describe('/_sandbox development endpoints', () => {
  it('reports the credentials the sandbox was started with', async () => {
    const info = (await h.call('/_sandbox/info')).body;
    expect(info).toEqual({ clientId: h.sandbox.clientId, apiKey: h.sandbox.apiKey, siteId: h.sandbox.siteId });
  });

  it('seeds a demo store with options, variants, media, collections, brands and ribbons', async () => {
    const visitor = await h.visitorToken();
    const page = (await h.call('/stores-reader/v1/products/query-platformized', { token: visitor })).body;
    expect(page.metadata.total).toBeGreaterThanOrEqual(30);
    const shirt = page.products.find((p: { slug: string }) => p.slug === 'linen-shirt');
    expect(shirt.productOptions.map((o: { name: string }) => o.name)).toEqual(['Size', 'Color']);
    expect(shirt.variants).toHaveLength(15);
    expect(shirt.media.items.length).toBeGreaterThan(2);
    expect(shirt.brand).toBe('Atelier Dune');
    expect(shirt.ribbon).toBe('Bestseller');
    expect(shirt.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(shirt.collectionIds.length).toBeGreaterThan(1);
    const collection = (await h.call('/stores-reader/v1/collections/slug/summer-linen', { token: visitor })).body
      .collection;
    expect(collection.numberOfProducts).toBeGreaterThan(3);
    const image = await fetch(shirt.media.mainMedia.image.url);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
    const login = await h.call('/_api/iam/authentication/v2/login', {
      token: visitor,
      body: { loginId: { email: 'demo@sitekit.dev' }, password: 'sandbox-demo' },
    });
    expect(login.body.state).toBe('SUCCESS');
  });

  it('injects latency, 429 with Retry-After, 5xx and dropped connections for a count', async () => {
    const visitor = await h.visitorToken();
    const path = '/stores-reader/v1/products/query-platformized';
    await h.call('/_sandbox/faults', { body: { path: '/stores-reader/*', status: 429, retryAfter: 7, count: 2 } });
    for (let i = 0; i < 2; i++) {
      const throttled = await h.call(path, { token: visitor });
      expectEnvelope(throttled, 429);
      expect(throttled.headers.get('retry-after')).toBe('7');
    }
    expect((await h.call(path, { token: visitor })).status).toBe(200);

    await h.call('/_sandbox/faults', { body: { path, method: 'GET', status: 503 } });
    expectEnvelope(await h.call(path, { token: visitor }), 503);

    await h.call('/_sandbox/faults', { body: { path, latencyMs: 150 } });
    const started = Date.now();
    expect((await h.call(path, { token: visitor })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await h.call('/_sandbox/faults', { body: { path, drop: true } });
    await expect(fetch(h.url + path, { headers: { authorization: visitor } })).rejects.toThrow();
    expect((await h.call(path, { token: visitor })).status).toBe(200);

    await h.call('/_sandbox/faults', { body: { path: '*', status: 500, count: 0 } });
    expect((await h.call('/_sandbox/faults')).body.faults).toHaveLength(1);
    expect((await h.call('/_sandbox/faults', { method: 'DELETE' })).body.faults).toEqual([]);
    expect((await h.call(path, { token: visitor })).status).toBe(200);
    expectEnvelope(await h.call('/_sandbox/faults', { body: { path: '/x' } }), 400);
  });

  it('drops the answer after the request was processed when told dropAfterWrite', async () => {
    const path = '/_api/iam/authentication/v2/register';
    const visitor = await h.visitorToken();
    const member = { loginId: { email: uniqueEmail('dropped') }, password: 'Correct-Horse-9' };
    await h.call('/_sandbox/faults', { body: { path, method: 'POST', dropAfterWrite: true } });
    await expect(
      fetch(h.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: visitor },
        body: JSON.stringify(member),
      }),
    ).rejects.toThrow();
    expect((await h.call('/_sandbox/faults')).body.faults).toEqual([]);
    // The registration whose answer was lost took place: the member can log in.
    const login = await h.call('/_api/iam/authentication/v2/login', { token: visitor, body: member });
    expect(login.body.state).toBe('SUCCESS');
  });

  it('advances the clock', async () => {
    const before = (await h.call('/_sandbox/clock')).body;
    const after = (await h.call('/_sandbox/clock', { body: { advanceSeconds: 3600 } })).body;
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(3600_000);
    expect(after.offsetMs).toBeGreaterThanOrEqual(3600_000);
  });

  it('resets to an empty store and reseeds', async () => {
    expect((await h.call('/_sandbox/reset', { body: {} })).body).toEqual({ reset: true });
    const visitor = await h.visitorToken();
    expect((await h.call('/stores-reader/v1/products/query-platformized', { token: visitor })).body.products).toEqual(
      [],
    );
    expect((await h.call('/_sandbox/clock')).body.offsetMs).toBe(0);
    const seeded = (await h.call('/_sandbox/seed', { body: { seed: 'demo' } })).body.seeded;
    expect(seeded.products).toBeGreaterThanOrEqual(30);
    expect((await h.call('/_sandbox/seed', { body: {} })).status).toBe(200);
    const total = (await h.call('/stores-reader/v1/products/query-platformized', { token: h.sandbox.apiKey })).body
      .metadata.total;
    expect(total).toBe(seeded.products);
    expect((await h.call('/_sandbox/mailbox?to=nobody@example.com')).body).toEqual({ messages: [] });
  });

  it('answers CORS preflights for local origins and exposes the request id', async () => {
    const preflight = await fetch(`${h.url}/oauth2/token`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const actual = await request(h.url, '/_sandbox/info', { headers: { origin: 'http://127.0.0.1:4173' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Wix-Request-Id');
    expect(actual.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const foreign = await request(h.url, '/_sandbox/info', { headers: { origin: 'https://evil.example.net' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends CORS headers on injected faults too, so browsers see their status', async () => {
    const path = '/stores-reader/v1/products/query-platformized';
    await h.call('/_sandbox/faults', { body: { path, status: 500 } });
    const failed = await request(h.url, path, { headers: { origin: 'http://localhost:5173' } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('who may call the development endpoints', () => {
  it('answers loopback host names and refuses others (DNS rebinding)', async () => {
    const port = new URL(h.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `app.localhost:${port}`]) {
      expect((await rawRequest(h.url, '/_sandbox/info', { headers: { host } })).status, host).toBe(200);
    }
    const rebound = await rawRequest(h.url, '/_sandbox/info', { headers: { host: 'evil.example' } });
    expectEnvelope(rebound, 403);
    expect(rebound.text).not.toContain(h.sandbox.apiKey);
    // The platform API and the hosted pages do not depend on the host name.
    const hosted = await rawRequest(h.url, '/_sandbox/hosted/login', { headers: { host: 'evil.example' } });
    expect(hosted.status).not.toBe(403);
    expect(hosted.headers.get('content-type')).toContain('text/html');
  });

  it('answers host names allowed at start', async () => {
    const named = await startHarness({ allowedHosts: ['sandbox.test'] });
    try {
      expect((await rawRequest(named.url, '/_sandbox/info', { headers: { host: 'sandbox.test:80' } })).status).toBe(
        200,
      );
      expect((await rawRequest(named.url, '/_sandbox/info', { headers: { host: 'other.test' } })).status).toBe(403);
    } finally {
      await named.close();
    }
  });

  it('refuses pages of foreign origins and form bodies, and takes scripts of local origins', async () => {
    const before = (await h.call('/_sandbox/webhooks')).body.webhooks.length;
    const crossSite = await fetch(`${h.url}/_sandbox/webhooks`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ url: 'https://evil.example/hook' }),
    });
    expect(crossSite.status).toBe(403);
    const sameSiteForm = await fetch(`${h.url}/_sandbox/identities/block`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'demo@sitekit.dev' }),
    });
    expect(sameSiteForm.status).toBe(415);
    const foreignJson = await h.call('/_sandbox/reset', { body: {}, headers: { origin: 'https://evil.example' } });
    expectEnvelope(foreignJson, 403);
    expect((await h.call('/_sandbox/webhooks')).body.webhooks).toHaveLength(before);
    const local = await h.call('/_sandbox/clock', { headers: { origin: 'http://localhost:5173' } });
    expect(local.status).toBe(200);
    const own = await h.call('/_sandbox/clock', { headers: { origin: h.url } });
    expect(own.status).toBe(200);
  });

  // The matcher's linear work is shown in tests/sandbox/kernel/http/glob.test.ts; here the pattern only has to apply.
  it('applies a fault whose pattern has many stars only to the paths it matches', async () => {
    const pattern = `/${'*a'.repeat(10)}!`;
    await h.call('/_sandbox/faults', { body: { path: pattern, status: 503, count: 0 } });
    try {
      expect((await h.call(`/stores-reader/${'a'.repeat(34)}`)).status).toBe(404);
      expect((await h.call(`/x${'a'.repeat(10)}!`)).status).toBe(503);
    } finally {
      await h.call('/_sandbox/faults', { method: 'DELETE' });
    }
  });
});

describe('a file database', () => {
  it('keeps data, credentials and settings across a restart, and seeds only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitekit-sandbox-'));
    const db = join(dir, 'site.db');
    try {
      const first = await startSandbox({ port: 0, db, seed: 'demo' });
      const visitor = (
        await request(first.url, '/oauth2/token', { body: { clientId: first.clientId, grantType: 'anonymous' } })
      ).body.access_token;
      const created = await request(first.url, '/stores/v1/products', {
        token: first.apiKey,
        body: { product: { name: 'Survivor' } },
      });
      await request(first.url, '/_sandbox/settings', { body: { requireOwnerApproval: true } });
      const count = (await request(first.url, '/stores-reader/v1/products/query-platformized', { token: first.apiKey }))
        .body.metadata.total;
      await first.close();

      const second = await startSandbox({ port: 0, db, seed: 'demo' });
      try {
        expect(second.clientId).toBe(first.clientId);
        expect(second.apiKey).toBe(first.apiKey);
        const product = await request(second.url, `/stores-reader/v1/products/${created.body.product.id}`, {
          token: visitor,
        });
        expect(product.body.product.name).toBe('Survivor');
        expect(
          (await request(second.url, '/stores-reader/v1/products/query-platformized', { token: second.apiKey })).body
            .metadata.total,
        ).toBe(count);
        expect((await request(second.url, '/_sandbox/settings')).body.settings.requireOwnerApproval).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
