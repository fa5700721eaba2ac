import { describe, expect, it } from 'vitest';
import { createInventory, type InventoryModule } from '../../../src/catalog/inventory.js';
import { isSiteApplicationError } from '../../../src/errors/guards.js';
import { testContext, useCatalogServer } from './support/catalog-server.js';
import { itSendsEachCase, wire, type WireCase } from './support/wire-cases.js';
import { itNamesEachField, type FieldCase, refused, renamed } from './support/field-cases.js';

const ITEM = {
  id: 'I1',
  productId: 'P1',
  trackQuantity: true,
  variants: [{ variantId: 'V1', inStock: true, quantity: 3, availableForPreorder: false }],
};

const cases: WireCase<InventoryModule>[] = [
  wire(
    (p) => p.queryInventory({ query: { filter: '{"trackQuantity":true}', paging: { limit: 5 } } }),
    'POST /stores-reader/v2/inventoryItems/query',
    {
      body: { query: { filter: '{"trackQuantity":true}', paging: { limit: 5 } } },
      answer: { inventoryItems: [ITEM], metadata: { items: 1, offset: 0 }, totalResults: 1 },
    },
  ),
  wire(
    (p) => p.getInventoryVariants('I1', { variantIds: ['V1'] }),
    'POST /stores-reader/v2/inventoryItems/I1/getVariants',
    { body: { inventoryId: 'I1', variantIds: ['V1'] }, answer: { inventoryItem: ITEM } },
  ),
  wire(
    (p) => p.updateInventoryVariants('P1', { trackQuantity: true, variants: [{ variantId: 'V1', quantity: 9 }] }),
    'PATCH /stores/v2/inventoryItems/product/P1',
    {
      body: { inventoryItem: { trackQuantity: true, variants: [{ variantId: 'V1', quantity: 9 }], productId: 'P1' } },
      resolves: undefined,
    },
  ),
  wire(
    (p) => p.incrementInventory([{ productId: 'P1', variantId: 'V1', incrementBy: 2 }]),
    'POST /stores/v2/inventoryItems/increment',
    { body: { incrementData: [{ productId: 'P1', variantId: 'V1', incrementBy: 2 }] }, resolves: undefined },
  ),
  wire(
    (p) => p.decrementInventory([{ inventoryId: 'I1', variantId: 'V1', decrementBy: 1 }]),
    'POST /stores/v2/inventoryItems/decrement',
    { body: { decrementData: [{ inventoryId: 'I1', variantId: 'V1', decrementBy: 1 }] }, resolves: undefined },
  ),
];

const fieldCases: Array<FieldCase<InventoryModule>> = [
  renamed((i) => i.updateInventoryVariants('P1', { trackQuantity: true }), ['inventoryItem.productId'], ['productId']),
  refused((i) => i.getInventoryVariants('I1', { variantIds: 'V1' as never }), 'variantIds that are not a list', [
    'options.variantIds',
  ]),
  refused((i) => i.decrementInventory([{ productId: 'P1', variantId: 'V1', decrementBy: 0 }]), 'a decrement below 1', [
    'decrementData.0.decrementBy',
  ]),
];

describe('site.inventory calls on the wire', () => {
  const server = useCatalogServer();

  itSendsEachCase(server, cases, createInventory);
  itNamesEachField(server, fieldCases, createInventory);

  it('passes the platform’s INSUFFICIENT_INVENTORY on as an application error', async () => {
    server.answer(
      () =>
        new Response(
          JSON.stringify({
            message: 'Only 0 left',
            details: { applicationError: { code: 'INSUFFICIENT_INVENTORY', description: 'Only 0 left', data: {} } },
          }),
          { status: 428, headers: { 'content-type': 'application/json' } },
        ),
    );
    const failure = await createInventory(testContext())
      .decrementInventory([{ productId: 'P1', variantId: 'V1', decrementBy: 1 }])
      .catch((error: unknown) => error);
    expect(isSiteApplicationError(failure) && failure.code).toBe('INSUFFICIENT_INVENTORY');
  });
});
