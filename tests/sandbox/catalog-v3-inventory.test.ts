import { describe, expect, it } from 'vitest';
import { type Json, startHarness } from './support/harness.js';
import { createShirtWithStock, shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';

describe('sandbox catalog v3: inventory, variants, bulk and jobs', () => {
  const v3 = v3Sandbox();

  const createWithStock = (name: string, quantity: number) => createShirtWithStock(v3, name, quantity);

  it('creates a product with tracked stock per variant', async () => {
    const { product, inventoryResults } = await createWithStock('Stock Shirt', 3);
    expect(inventoryResults.results).toHaveLength(2);
    expect(inventoryResults.results[0].item).toMatchObject({ quantity: 3, trackQuantity: true, productId: product.id });
  });

  it('never oversells: concurrent decrements stop at zero with INSUFFICIENT_INVENTORY', async () => {
    const { inventoryResults } = await createWithStock('Scarce Shirt', 3);
    const itemId = inventoryResults.results[0].item.id as string;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        v3.h.call('/stores/v3/bulk/inventory-items/decrement', {
          ...v3.admin,
          body: { decrementData: [{ inventoryItemId: itemId, decrementBy: 1 }], restrictInventory: true },
        }),
      ),
    );
    const outcomes = replies.map((r) => r.body.results[0].itemMetadata);
    expect(outcomes.filter((m: Json) => m.success)).toHaveLength(3);
    expect(outcomes.filter((m: Json) => !m.success).map((m: Json) => m.error.code)).toEqual([
      'INSUFFICIENT_INVENTORY',
      'INSUFFICIENT_INVENTORY',
    ]);
    const item = await v3.h.call(`/stores/v3/inventory-items/${itemId}`, v3.admin);
    expect(item.body.inventoryItem).toMatchObject({ quantity: 0, inStock: false, availabilityStatus: 'OUT_OF_STOCK' });
  });

  it('increments by variant and location, and updates with a revision', async () => {
    const { product, inventoryResults } = await createWithStock('Restock Shirt', 1);
    const variantId = product.variantsInfo.variants[1].id as string;
    const up = await v3.h.call('/stores/v3/bulk/inventory-items/increment-by-variant-and-location', {
      ...v3.admin,
      body: { incrementData: [{ variantId, incrementBy: 4 }], returnEntity: true },
    });
    expect(up.body.results[0].item.quantity).toBe(5);
    const item = inventoryResults.results[0].item;
    const stale = await v3.h.call(`/stores/v3/inventory-items/${item.id}`, {
      ...v3.admin,
      method: 'PATCH',
      body: { inventoryItem: { id: item.id, revision: '9', quantity: 7 } },
    });
    expect(stale.status).toBe(409);
    const ok = await v3.h.call(`/stores/v3/inventory-items/${item.id}`, {
      ...v3.admin,
      method: 'PATCH',
      body: { inventoryItem: { id: item.id, revision: item.revision, inStock: true }, reason: 'MANUAL' },
    });
    expect(ok.body.inventoryItem).toMatchObject({ trackQuantity: false, inStock: true, revision: '2' });
  });

  it('queries inventory items and read-only variants', async () => {
    const { product } = await createWithStock('Query Shirt', 2);
    const items = await v3.h.call('/stores/v3/inventory-items/query', {
      ...v3.admin,
      body: { query: { filter: { productId: product.id } } },
    });
    expect(items.body.inventoryItems).toHaveLength(2);
    const variants = await v3.h.call('/stores/v3/products/query-variants', {
      ...v3.admin,
      body: { query: { filter: { 'productData.productId': product.id } }, fields: ['CURRENCY'] },
    });
    expect(variants.body.variants.map((v: Json) => v.optionChoices[0].optionChoiceNames.choiceName)).toEqual([
      'M',
      'L',
    ]);
    expect(variants.body.variants[0].productData).toMatchObject({ name: 'Query Shirt', currency: 'USD' });
  });

  it('answers bulk updates per item and runs by-filter jobs in the background', async () => {
    const { product } = await createWithStock('Bulk Shirt', 2);
    const bulk = await v3.h.call('/stores/v3/bulk/products/update', {
      ...v3.admin,
      body: {
        products: [
          { product: { id: product.id, revision: '1', visible: false } },
          { product: { id: product.id, revision: '1', visible: true } },
        ],
        returnEntity: true,
      },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.results[0].item.visible).toBe(false);
    expect(bulk.body.results[1].itemMetadata).toMatchObject({ success: false, error: { code: 'REVISION_MISMATCH' } });
    expect(bulk.body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    const job = await v3.h.call('/stores/v3/bulk/products/adjust-variants-by-filter', {
      ...v3.admin,
      body: { filter: { id: product.id }, actualPrice: { percentage: -10 } },
    });
    expect(job.body.jobId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(async () => (await v3.h.call(`/_sandbox/jobs/${job.body.jobId}`)).body.job.status)
      .toBe('COMPLETED');
    const after = await v3.h.call(`/stores/v3/products/${product.id}`, v3.admin);
    expect(after.body.product.variantsInfo.variants[0].price.actualPrice.amount).toBe('53.91');
  });

  it('creates inventory items at a new location for the variants a filter matches', async () => {
    const { product } = await createWithStock('Location Shirt', 1);
    const locationId = '0e9c7a5b-3d1f-4e2a-9c8b-7a6d5e4f3c2b';
    const job = await v3.h.call('/stores/v3/bulk/inventory-items/create-by-variant-filter', {
      ...v3.admin,
      body: { filter: { 'productData.productId': product.id }, locationId, inventoryCreationData: { quantity: 6 } },
    });
    await expect.poll(async () => (await v3.h.call(`/_sandbox/jobs/${job.body.jobId}`)).body.job.processed).toBe(2);
    const items = await v3.h.call('/stores/v3/inventory-items/query', {
      ...v3.admin,
      body: { query: { filter: { productId: product.id, locationId } } },
    });
    expect(items.body.inventoryItems.map((i: Json) => i.quantity)).toEqual([6, 6]);
  });

  it('answers malformed requests with 4xx and the envelope', async () => {
    const cases: Array<[string, Json]> = [
      [
        '/stores/v3/products',
        {
          product: {
            name: 'x',
            productType: 'PHYSICAL',
            physicalProperties: {},
            variantsInfo: { variants: [{ price: { actualPrice: { amount: 'ten' } } }] },
          },
        },
      ],
      [
        '/stores/v3/products',
        {
          product: {
            ...shirtV3('Bad'),
            variantsInfo: { variants: [{ price: { actualPrice: { amount: '1' } }, choices: [] }] },
          },
        },
      ],
      ['/stores/v3/products/query', { query: { filter: { price: { $regex: 'x' } } } }],
      ['/stores/v3/products/query', { query: { cursorPaging: { cursor: 'not-a-cursor' } } }],
      ['/stores/v3/products/search', { search: { aggregations: [{ type: 'VALUE', fieldPath: 'secret' }] } }],
      ['/stores/v3/bulk/inventory-items/decrement', { decrementData: [{ inventoryItemId: 'x', decrementBy: -1 }] }],
    ];
    for (const [path, body] of cases) {
      const reply = await v3.h.call(path, { ...v3.admin, body });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.message).toBeTypeOf('string');
    }
    const badDotR = await v3.h.call('/stores/v3/products/query?.r=@@@', v3.admin);
    expect(badDotR.status).toBe(400);
  });

  it('refuses v3 calls on a v1 store with 428 CATALOG_V1_SITE_CALLING_CATALOG_V3_API', async () => {
    const v1 = await startHarness();
    try {
      const reply = await v1.call('/stores/v3/products/query', { token: v1.sandbox.apiKey, body: {} });
      expect(reply.status).toBe(428);
      expect(reply.body.details.applicationError.code).toBe('CATALOG_V1_SITE_CALLING_CATALOG_V3_API');
      const version = await v1.call('/stores/v3/provision/version', { token: v1.sandbox.apiKey });
      expect(version.body.catalogVersion).toBe('V1_CATALOG');
    } finally {
      await v1.close();
    }
  });
});
