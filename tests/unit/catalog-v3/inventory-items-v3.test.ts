import { describe, expect, it } from 'vitest';
import { createInventoryItemsV3, type InventoryItemsV3Module } from '../../../src/catalog-v3/inventory-items-v3.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';
import { itSendsEachCase, wire, type WireCase } from '../catalog/support/wire-cases.js';
import { INVENTORY_ITEM, JOB, PAGING_LAST, partialBulk } from './support/v3-samples.js';
import { conflictOf, revisionMismatch } from './support/revision-conflicts.js';

const NEW_ITEM = { variantId: 'V1', productId: 'P1', quantity: 4 };
const FILTER = { productId: 'P1' };
const BULK = partialBulk(INVENTORY_ITEM, 'INSUFFICIENT_INVENTORY');

const cases: Array<WireCase<InventoryItemsV3Module>> = [
  wire((i) => i.createInventoryItem(NEW_ITEM), 'POST /stores/v3/inventory-items', {
    detail: 'answers the item',
    body: { inventoryItem: NEW_ITEM },
    answer: { inventoryItem: INVENTORY_ITEM },
    resolves: INVENTORY_ITEM,
  }),
  wire(
    (i) => i.bulkCreateInventoryItems([NEW_ITEM], { returnEntity: true }),
    'POST /stores/v3/bulk/inventory-items/create',
    { body: { inventoryItems: [NEW_ITEM], returnEntity: true }, answer: BULK },
  ),
  wire((i) => i.getInventoryItem('I1'), 'GET /stores/v3/inventory-items/I1', {
    query: { inventoryItemId: 'I1' },
    answer: { inventoryItem: INVENTORY_ITEM },
    resolves: INVENTORY_ITEM,
  }),
  wire(
    (i) => i.updateInventoryItem('I1', { quantity: 9, revision: '1' }, { reason: 'MANUAL' }),
    'PATCH /stores/v3/inventory-items/I1',
    {
      detail: 'puts the id last and sends the reason',
      body: { inventoryItem: { quantity: 9, revision: '1', id: 'I1' }, reason: 'MANUAL' },
      answer: { inventoryItem: INVENTORY_ITEM },
      resolves: INVENTORY_ITEM,
    },
  ),
  wire(
    (i) =>
      i.bulkUpdateInventoryItems([{ inventoryItem: { id: 'I1', revision: '1', inStock: false } }], { reason: 'ORDER' }),
    'POST /stores/v3/bulk/inventory-items/update',
    {
      body: { inventoryItems: [{ inventoryItem: { id: 'I1', revision: '1', inStock: false } }], reason: 'ORDER' },
      answer: BULK,
    },
  ),
  wire(
    (i) => i.bulkUpsertInventoryItems([{ inventoryItem: NEW_ITEM, fieldMask: ['quantity'] }]),
    'POST /stores/v3/bulk/inventory-items/upsert',
    {
      detail: 'joins a field mask list',
      body: { inventoryItems: [{ inventoryItem: NEW_ITEM, fieldMask: 'quantity' }] },
      answer: BULK,
    },
  ),
  wire(
    (i) => i.bulkUpdateInventoryItemsByFilter(FILTER, { inventoryItem: { inStock: true } }),
    'POST /stores/v3/bulk/inventory-items/update-by-filter',
    { body: { filter: FILTER, inventoryItem: { inStock: true } }, answer: JOB },
  ),
  wire((i) => i.deleteInventoryItem('I1'), 'DELETE /stores/v3/inventory-items/I1', {
    query: { inventoryItemId: 'I1' },
    resolves: undefined,
  }),
  wire((i) => i.bulkDeleteInventoryItems(['I1']), 'POST /stores/v3/bulk/inventory-items/delete', {
    body: { inventoryItemIds: ['I1'] },
    answer: BULK,
  }),
  wire((i) => i.bulkDeleteInventoryItemsByFilter(FILTER), 'POST /stores/v3/bulk/inventory-items/delete-by-filter', {
    body: { filter: FILTER },
    answer: JOB,
  }),
  wire((i) => i.queryInventoryItems({ filter: FILTER }), 'GET /stores/v3/inventory-items/query', {
    detail: 'with a ready-made query',
    query: { '.r': { query: { filter: FILTER } } },
    answer: { inventoryItems: [INVENTORY_ITEM], pagingMetadata: PAGING_LAST },
  }),
  wire((i) => i.searchInventoryItems({ search: { expression: 'linen' } }), 'GET /stores/v3/inventory-items/search', {
    detail: 'with a ready-made search',
    query: { '.r': { search: { search: { expression: 'linen' } } } },
    answer: { inventoryItems: [INVENTORY_ITEM], pagingMetadata: PAGING_LAST },
  }),
  wire((i) => i.countInventoryItems({ filter: FILTER }), 'GET /stores/v3/inventory-items/count', {
    query: { '.r': { filter: FILTER } },
    answer: { count: 2 },
  }),
  wire(
    (i) => i.bulkDecrementInventoryItems([{ inventoryItemId: 'I1', decrementBy: 1 }], { restrictInventory: true }),
    'POST /stores/v3/bulk/inventory-items/decrement',
    {
      detail: 'resolves with a failed item',
      body: { decrementData: [{ inventoryItemId: 'I1', decrementBy: 1 }], restrictInventory: true },
      answer: BULK,
    },
  ),
  wire(
    (i) => i.bulkIncrementInventoryItems([{ inventoryItemId: 'I1', incrementBy: 2 }], { returnEntity: true }),
    'POST /stores/v3/bulk/inventory-items/increment',
    { body: { incrementData: [{ inventoryItemId: 'I1', incrementBy: 2 }], returnEntity: true }, answer: BULK },
  ),
  wire(
    (i) => i.bulkDecrementInventoryItemsByVariantAndLocation([{ variantId: 'V1', decrementBy: 1 }]),
    'POST /stores/v3/bulk/inventory-items/decrement-by-variant-and-location',
    { body: { decrementData: [{ variantId: 'V1', decrementBy: 1 }] }, answer: BULK },
  ),
  wire(
    (i) => i.bulkIncrementInventoryItemsByVariantAndLocation([{ variantId: 'V1', locationId: 'L1', incrementBy: 3 }]),
    'POST /stores/v3/bulk/inventory-items/increment-by-variant-and-location',
    { body: { incrementData: [{ variantId: 'V1', locationId: 'L1', incrementBy: 3 }] }, answer: BULK },
  ),
  wire(
    (i) => i.bulkSetOrAdjustInventoryItemsByFilter(FILTER, { adjustedInventoryAction: { incrementBy: 1 } }),
    'POST /stores/v3/bulk/inventory-items/set-or-adjust-by-filter',
    { body: { filter: FILTER, adjustedInventoryAction: { incrementBy: 1 } }, answer: JOB },
  ),
  wire(
    (i) => i.bulkAdjustInventoryItemsByFilter(FILTER, { adjustment: { decrementBy: 1 }, trackQuantity: true }),
    'POST /stores/v3/bulk/inventory-items/adjust-by-filter',
    { body: { filter: FILTER, adjustment: { decrementBy: 1 }, trackQuantity: true }, answer: JOB },
  ),
  wire(
    (i) =>
      i.bulkCreateInventoryItemsByVariantFilter(
        { 'productData.productId': 'P1' },
        { locationId: 'L2', inventoryCreationData: { quantity: 0 } },
      ),
    'POST /stores/v3/bulk/inventory-items/create-by-variant-filter',
    {
      body: { filter: { 'productData.productId': 'P1' }, locationId: 'L2', inventoryCreationData: { quantity: 0 } },
      answer: JOB,
    },
  ),
];

describe('site.inventoryItemsV3 calls on the wire', () => {
  const server = useCatalogServer();
  itSendsEachCase(server, cases, createInventoryItemsV3);

  it('turns a stale revision into a conflict error naming the inventory item', async () => {
    server.answer(() => revisionMismatch('stale', 'stale'));
    const failure = await createInventoryItemsV3(testContext())
      .updateInventoryItem('I1', { revision: '1', quantity: 2 })
      .catch((error: unknown) => error);
    const conflict = {
      entity: 'inventoryItem',
      entityId: 'I1',
      currentRevision: undefined,
      status: 409,
      application: true,
    };
    expect(conflictOf(failure)).toEqual(conflict);
  });

  it('pages the query builder with cursors over GET .r', async () => {
    const answers = [
      { inventoryItems: [INVENTORY_ITEM], pagingMetadata: { count: 1, cursors: { next: 'n2' } } },
      { inventoryItems: [{ ...INVENTORY_ITEM, id: 'I2' }], pagingMetadata: PAGING_LAST },
    ];
    server.answer(() => answers.shift() ?? {});
    const ids: string[] = [];
    for await (const item of await createInventoryItemsV3(testContext())
      .queryInventoryItems()
      .eq('productId', 'P1')
      .limit(1)
      .find()) {
      ids.push(item.id!);
    }
    expect(ids).toEqual(['I1', 'I2']);
    const decoded = server.requests.map((request) =>
      JSON.parse(Buffer.from(request.query['.r'] as string, 'base64url').toString()),
    );
    expect(decoded).toEqual([
      { query: { filter: { productId: 'P1' }, cursorPaging: { limit: 1 } } },
      { query: { cursorPaging: { cursor: 'n2', limit: 1 } } },
    ]);
  });
});
