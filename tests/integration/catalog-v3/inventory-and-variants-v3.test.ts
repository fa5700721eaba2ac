import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteRevisionConflictError, type ProductV3 } from '../../../src/index.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
const clients = useStoreClients(sandbox);
let shirt: ProductV3;
beforeAll(async () => {
  shirt = await clients.admin.site.productsV3.createProduct(sampleShirtV3('Inventory Shirt V3'));
});

const variantIds = () => shirt.variantsInfo!.variants!.map((variant) => variant.id!);

describe('site.inventoryItemsV3', () => {
  it('finds the items of a product, updates one with its revision and refuses a stale one', async () => {
    const page = await clients.admin.site.inventoryItemsV3.queryInventoryItems().eq('productId', shirt.id).find();
    expect(page.items.map((item) => item.variantId).sort()).toEqual([...variantIds()].sort());
    const [item] = page.items;
    const updated = await clients.admin.site.inventoryItemsV3.updateInventoryItem(
      item!.id!,
      { quantity: 2, revision: item!.revision },
      { reason: 'MANUAL' },
    );
    expect([updated.quantity, updated.trackQuantity, updated.revision]).toEqual([2, true, '2']);
    const read = await clients.admin.site.inventoryItemsV3.getInventoryItem(item!.id!);
    expect(read.quantity).toBe(2);
    const stale = await siteErrorOf(
      clients.admin.site.inventoryItemsV3.updateInventoryItem(item!.id!, { quantity: 5, revision: item!.revision }),
    );
    expect(isSiteRevisionConflictError(stale) && [stale.entity, stale.entityId]).toEqual(['inventoryItem', item!.id]);
  });

  it('decrements in bulk: a decrement below zero fails that item only and the call resolves', async () => {
    const { items } = await clients.admin.site.inventoryItemsV3.queryInventoryItems().eq('productId', shirt.id).find();
    await clients.admin.site.inventoryItemsV3.bulkUpdateInventoryItems(
      items.map((item) => ({ inventoryItem: { id: item.id, revision: item.revision, quantity: 1 } })),
    );
    const [first, second] = items;
    const response = await clients.admin.site.inventoryItemsV3.bulkDecrementInventoryItems(
      [
        { inventoryItemId: first!.id!, decrementBy: 1 },
        { inventoryItemId: second!.id!, decrementBy: 5 },
      ],
      { returnEntity: true },
    );
    expect(response.results?.map((result) => [result.itemMetadata?.success, result.itemMetadata?.error?.code])).toEqual(
      [
        [true, undefined],
        [false, 'INSUFFICIENT_INVENTORY'],
      ],
    );
    expect(response.results?.[0]?.item?.quantity).toBe(0);
    expect((await clients.admin.site.inventoryItemsV3.getInventoryItem(second!.id!)).quantity).toBe(1);
  });

  it('counts and searches items, and pages a search with for await', async () => {
    const { count } = await clients.admin.site.inventoryItemsV3.countInventoryItems({
      filter: { productId: shirt.id },
    });
    expect(count).toBe(2);
    const ids: string[] = [];
    const first = await clients.admin.site.inventoryItemsV3
      .searchInventoryItems()
      .eq('productId', shirt.id)
      .limit(1)
      .find();
    for await (const item of first) ids.push(item.id!);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('site.readOnlyVariantsV3', () => {
  it('queries a product’s variants with the builder, one page at a time', async () => {
    const first = await clients.visitor.site.readOnlyVariantsV3
      .queryVariants()
      .eq('productData.productId', shirt.id)
      .limit(1)
      .find();
    expect(first.items).toHaveLength(1);
    const seen: string[] = [];
    for await (const variant of first) seen.push(variant.variantId!);
    expect(seen.sort()).toEqual([...variantIds()].sort());
    const sent = clients.visitor.log.to('/stores/v3/products/query-variants', 'POST').map((request) => request.body);
    expect(sent[1]).toEqual({ query: { cursorPaging: { cursor: expect.any(String), limit: 1 } } });
  });

  it('searches variants by SKU with an aggregation', async () => {
    const result = await clients.admin.site.readOnlyVariantsV3
      .searchVariants({ fields: ['CURRENCY'] })
      .search('INVENTORY-SHIRT-V3-L')
      .aggregate('visible', 'VALUE', 'visible')
      .find();
    expect(result.items.map((variant) => variant.sku)).toContain('INVENTORY-SHIRT-V3-L');
    expect(result.items.every((variant) => variant.productData?.productId === shirt.id)).toBe(true);
    expect(result.aggregationData).toBeDefined();
  });
});
