import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as schemas from '../../generated/zod.gen.js';
import { systemClock } from '../../src/core/clock.js';
import { callOperation } from '../../src/http/call-operation.js';
import { wholeTable } from '../../src/http/whole-table.js';
import { createRecordingClient, type RecordedResponse } from './support/prism-client.js';
import {
  contractOperationIds,
  contractWebhookNames,
  operationsWithRequiredBodyFields,
} from './support/operation-ids.js';
import { sampleRequests } from './support/sample-requests.js';

type SchemaMap = Record<string, { safeParse(value: unknown): { success: boolean; error?: unknown } } | undefined>;

const responseSchemaName = (operationId: string) => `z${operationId[0]!.toUpperCase()}${operationId.slice(1)}Response`;

describe('every contract operation through the generated SDK against Prism', () => {
  const operationIds = contractOperationIds();
  let responses: RecordedResponse[];
  let requests: ReturnType<typeof sampleRequests>;

  beforeAll(() => {
    const recording = createRecordingClient(inject('prismUrl'));
    responses = recording.responses;
    requests = sampleRequests(recording.client);
  });

  it('has a sample request for each of the contract operations, and no others', () => {
    expect(operationIds.length).toBeGreaterThanOrEqual(42);
    expect(Object.keys(sampleRequests(createRecordingClient('http://127.0.0.1:1').client)).sort()).toEqual(
      [...operationIds].sort(),
    );
  });

  it.each(operationIds)('%s is accepted and answered with a response that passes its schema', async (operationId) => {
    const before = responses.length;
    const result = (await requests[operationId]!()) as { status: number; data: unknown };

    const seen = responses.slice(before);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.status).toBeGreaterThanOrEqual(200);
    expect(seen[0]!.status).toBeLessThan(300);
    expect(seen[0]!.violations).toBeUndefined();

    const schema = (schemas as SchemaMap)[responseSchemaName(operationId)];
    expect(schema, `response schema for ${operationId}`).toBeDefined();
    expect(schema!.safeParse(result.data).success).toBe(true);
  });
});

describe('Prism rejects requests that break the contract', () => {
  let client: ReturnType<typeof createRecordingClient>['client'];
  let responses: RecordedResponse[];
  const auth = { Authorization: 'visitor-token' };
  const adminHeaders = { Authorization: 'api-key', 'wix-site-id': 'site' };

  beforeAll(() => {
    ({ client, responses } = createRecordingClient(inject('prismUrl')));
  });

  /** Sends a request that must fail; returns Prism's status and the violations it reported. */
  const rejected = async (send: () => Promise<unknown>) => {
    const before = responses.length;
    await expect(send()).rejects.toBeDefined();
    const seen = responses.slice(before);
    expect(seen).toHaveLength(1);
    return { status: seen[0]!.status, violations: seen[0]!.violations ?? '' };
  };

  it.each([
    {
      name: 'a register call whose captcha element carries both token kinds',
      url: '/_api/iam/authentication/v2/register',
      headers: auth,
      body: {
        loginId: { email: 'ana.lopez@example.com' },
        password: 'secret-passphrase',
        captchaTokens: [{ Recaptcha: 'a', InvisibleRecaptcha: 'b' }],
      },
      violation: 'captchaTokens',
    },
    {
      name: 'a bulk update whose set names two properties',
      url: '/stores/v1/bulk/products/update',
      headers: adminHeaders,
      body: { ids: ['p1'], set: { price: 1, cost: 2 } },
      violation: 'set',
    },
    {
      name: 'a redirect session with two intents',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: auth,
      body: { login: {}, ecomCheckout: { checkoutId: 'c1' } },
      violation: 'oneOf',
    },
    {
      name: 'an authorization-code grant whose verifier is too short',
      url: '/oauth2/token',
      headers: {},
      body: { clientId: 'c', grantType: 'authorization_code', code: 'x', codeVerifier: 'a'.repeat(42) },
      violation: 'codeVerifier',
    },
  ])('rejects $name', async ({ url, headers, body, violation }) => {
    const { status, violations } = await rejected(() => client.post({ url, headers, body, throwOnError: true }));
    expect(status).toBe(400);
    expect(violations).toContain(violation);
  });

  it('rejects a catalog read without an Authorization header', async () => {
    const { status } = await rejected(() => client.get({ url: '/stores-reader/v1/products/p1', throwOnError: true }));
    expect(status).toBe(401);
  });

  const variant = { productId: 'p1', variantId: '00000000-0000-0000-0000-000000000000' };

  it.each([
    ['a decrement of 0', '/stores/v2/inventoryItems/decrement', { decrementData: [{ ...variant, decrementBy: 0 }] }],
    ['a decrement without decrementBy', '/stores/v2/inventoryItems/decrement', { decrementData: [variant] }],
    ['an empty decrement list', '/stores/v2/inventoryItems/decrement', { decrementData: [] }],
    [
      'an increment by a fraction',
      '/stores/v2/inventoryItems/increment',
      { incrementData: [{ ...variant, incrementBy: 1.5 }] },
    ],
    [
      'an inventory query whose filter is an object',
      '/stores-reader/v2/inventoryItems/query',
      { query: { filter: { trackQuantity: true } } },
    ],
    ['an abandoned-cart query of 101 per page', '/v1/abandonedCarts/query', { query: { paging: { limit: 101 } } }],
    ['a collection query of 101 per page', '/v2/collections/query', { query: { paging: { limit: 101 } } }],
  ])('rejects %s', async (_name, url, body) => {
    const { status, violations } = await rejected(() =>
      client.post({ url, headers: adminHeaders, body, throwOnError: true }),
    );
    expect(status).toBe(400);
    expect(violations).not.toBe('');
  });

  it('rejects a stock update with a negative quantity', async () => {
    const { status, violations } = await rejected(() =>
      client.patch({
        url: '/stores/v2/inventoryItems/product/p1',
        headers: adminHeaders,
        body: { inventoryItem: { trackQuantity: true, variants: [{ variantId: variant.variantId, quantity: -1 }] } },
        throwOnError: true,
      }),
    );
    expect(status).toBe(400);
    expect(violations).toContain('quantity');
  });

  const bodyOperations = operationsWithRequiredBodyFields();

  it('finds the operations whose bodies have required fields', () => {
    expect(bodyOperations.length).toBeGreaterThanOrEqual(25);
  });

  it.each(bodyOperations)('rejects an empty body for $operationId', async ({ method, path }) => {
    const { status, violations } = await rejected(() =>
      client.request({
        method: method.toUpperCase() as 'POST',
        url: path.replace(/\{[^}]+\}/g, (name) => (name === '{factorType}' ? 'EMAIL' : 'p1')),
        headers: { Authorization: 'token', 'wix-site-id': 'site' },
        body: {},
        throwOnError: true,
      }),
    );
    expect(status).toBe(400);
    expect(violations).not.toBe('');
  });

  it("lets the operation table's request check stop a bad body before it is sent", async () => {
    const before = responses.length;
    const context = { client, baseURL: inject('prismUrl'), clock: systemClock, operations: wholeTable };
    const send = callOperation(context, 'createProduct', {
      // @ts-expect-error: productType outside the enumeration on purpose
      body: { product: { name: 'Linen Shirt', productType: 'furniture' } },
    });
    await expect(send).rejects.toThrow(/productType/);
    expect(responses.length).toBe(before);
  });
});

describe('store events', () => {
  it('lists a webhook for every event of the catalog', () => {
    const expected = [
      ...['product', 'collection', 'brand', 'customization', 'infoSection', 'inventoryItem', 'ribbon'].flatMap((e) =>
        e === 'product' || e === 'collection'
          ? [`${e}Created`, `${e}Changed`, `${e}Deleted`]
          : [`${e}Created`, `${e}Updated`, `${e}Deleted`],
      ),
      'productVariantsChanged',
      'inventoryVariantsChanged',
      'inventoryItemStockStatusUpdated',
      'cartAbandoned',
      'cartRecovered',
    ];
    expect(contractWebhookNames()).toEqual(expect.arrayContaining(expected));
  });
});
