import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleShirt } from '../../../support/sample-products.js';
import { expectEnvelope, rawRequest, startHarness, violationFields, type Harness } from '../../support/harness.js';

/**
 * The platform's documented examples send `Content-Type: application/json` with an empty body on calls that take no
 * body; the sandbox answers them as if no body had been sent.
 */
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = h.sandbox.apiKey;
});
afterAll(() => h.close());

const JSON_TYPE = { 'content-type': 'application/json' };

/** A request with the JSON content type and an empty body (`Content-Length: 0`), as `curl -H … -X DELETE` sends. */
const emptyJson = (method: string, path: string) =>
  h.call(path, { method, rawBody: '', token: admin, headers: JSON_TYPE });

async function newProduct(): Promise<string> {
  const reply = await h.call('/stores/v1/products', {
    token: admin,
    body: { product: sampleShirt('Empty Body', 'EB') },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.product.id;
}

describe('an empty JSON body on a call that takes none', () => {
  it('removes a brand and a ribbon', async () => {
    const id = await newProduct();
    const brand = await emptyJson('POST', `/stores/v1/products/${id}/remove-brand`);
    expect(brand.status, brand.text).toBe(200);
    const ribbon = await emptyJson('POST', `/stores/v1/products/${id}/remove-ribbon`);
    expect(ribbon.status, ribbon.text).toBe(200);
    const product = (await h.call(`/stores-reader/v1/products/${id}`, { token: admin })).body.product;
    expect(product.brand).toBeUndefined();
    expect(product.ribbon).toBeUndefined();
  });

  it('deletes the options, then the product', async () => {
    const id = await newProduct();
    const options = await emptyJson('DELETE', `/stores/v1/products/${id}/options`);
    expect(options.status, options.text).toBe(200);
    expect((await h.call(`/stores-reader/v1/products/${id}`, { token: admin })).body.product.productOptions).toEqual(
      [],
    );
    const deleted = await emptyJson('DELETE', `/stores/v1/products/${id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await h.call(`/stores-reader/v1/products/${id}`, { token: admin })).status).toBe(404);
  });

  it('deletes a collection', async () => {
    const created = await h.call('/stores/v1/collections', { token: admin, body: { collection: { name: 'Empty' } } });
    expect(created.status, created.text).toBe(200);
    const deleted = await emptyJson('DELETE', `/stores/v1/collections/${created.body.collection.id}`);
    expect(deleted.status, deleted.text).toBe(200);
  });

  it('also over a raw connection that states Content-Length: 0', async () => {
    const id = await newProduct();
    const reply = await rawRequest(h.url, `/stores/v1/products/${id}`, {
      method: 'DELETE',
      rawBody: '',
      headers: { ...JSON_TYPE, 'content-length': '0', authorization: admin },
    });
    expect(reply.status, reply.text).toBe(200);
  });
});

describe('what stays refused', () => {
  it('a call that needs a body answers as it does to a request without one', async () => {
    const reply = await emptyJson('POST', '/stores/v1/products');
    expectEnvelope(reply, 400);
    const bodyless = await h.call('/stores/v1/products', { method: 'POST', token: admin });
    expect(bodyless.status).toBe(400);
    expect(violationFields(reply)).toEqual(violationFields(bodyless));
    expect(violationFields(reply)).not.toEqual([]);
  });

  it('a body of blanks is not JSON', async () => {
    const id = await newProduct();
    const reply = await h.call(`/stores/v1/products/${id}/remove-brand`, {
      rawBody: '  ',
      method: 'POST',
      token: admin,
      headers: JSON_TYPE,
    });
    expectEnvelope(reply, 400);
  });
});
