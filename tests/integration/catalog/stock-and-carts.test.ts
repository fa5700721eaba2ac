import { describe, expect, it } from 'vitest';
import { isSiteApplicationError, isSiteValidationError } from '../../../src/index.js';
import { sampleShirt } from '../../support/sample-products.js';
import { siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const sandbox = useSandboxUnderTest('demo');
const clients = useStoreClients(sandbox);

describe('site.collections.queryCollections and getCollection', () => {
  it('lists every visible collection through for await, page by page', async () => {
    const first = await clients.visitor.site.collections.queryCollections().limit(2).find();
    expect(first.items).toHaveLength(2);
    const names: string[] = [];
    for await (const collection of first) names.push(collection.name!);
    expect(names[0]).toBe('All Products');
    expect(names).toEqual(expect.arrayContaining(['Summer Linen', 'Outdoor']));
    expect(names.length).toBe(first.totalCount);
    const sent = clients.visitor.log.to('/v2/collections/query', 'GET');
    expect(sent.length).toBe(Math.ceil(names.length / 2));
    expect(sent[0]?.url.searchParams.get('.r')).toBeTruthy();
  });

  it('filters and sorts by name, and reads one by id', async () => {
    const page = await clients.visitor.site.collections
      .queryCollections()
      .contains('name', 'o')
      .descending('name')
      .find();
    const names = page.items.map((c) => c.name!);
    expect(names).toEqual([...names].sort().reverse());
    expect(names.every((name) => name.toLowerCase().includes('o'))).toBe(true);
    const { collection } = await clients.visitor.site.collections.getCollection(page.items[0]!.id!);
    expect(collection?.name).toBe(names[0]);
  });

  it('answers a filter on another field with the platform’s violation, named as sent', async () => {
    const failure = await siteErrorOf(
      clients.visitor.site.collections.queryCollections({ filter: { slug: 'outdoor' } }),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations[0]?.field).toBe('query.filter.slug');
  });
});

describe('site.inventory', () => {
  it('sets, increments and decrements stock, and getProduct shows it', async () => {
    const { product } = await clients.admin.site.products.createProduct({
      ...sampleShirt('Inventory shirt'),
      manageVariants: true,
    });
    const [first, second] = product!.variants!.map((v) => v.id!);
    await clients.admin.site.inventory.updateInventoryVariants(product!.id!, {
      trackQuantity: true,
      variants: [
        { variantId: first!, quantity: 3 },
        { variantId: second!, quantity: 0 },
      ],
    });
    await clients.admin.site.inventory.incrementInventory([
      { productId: product!.id!, variantId: first!, incrementBy: 2 },
    ]);
    await clients.admin.site.inventory.decrementInventory([
      { inventoryId: product!.inventoryItemId!, variantId: first!, decrementBy: 4 },
    ]);
    const { inventoryItem } = await clients.admin.site.inventory.getInventoryVariants(product!.inventoryItemId!, {
      variantIds: [first!, second!],
    });
    expect(inventoryItem?.variants?.map((v) => [v.quantity, v.inStock])).toEqual([
      [1, true],
      [0, false],
    ]);
    const read = await clients.visitor.site.products.getProduct(product!.id!);
    expect(read.product?.variants?.[0]?.stock?.quantity).toBe(1);
    expect(read.product?.stock?.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');

    const refused = await siteErrorOf(
      clients.admin.site.inventory.decrementInventory([
        { productId: product!.id!, variantId: second!, decrementBy: 1 },
      ]),
    );
    expect(refused.status).toBe(428);
    expect(isSiteApplicationError(refused) && refused.applicationError.code).toBe('INSUFFICIENT_INVENTORY');

    const page = await clients.admin.site.inventory.queryInventory({
      query: { filter: JSON.stringify({ productId: product!.id }) },
    });
    expect(page.inventoryItems?.map((item) => item.id)).toEqual([product!.inventoryItemId]);
  });

  it('names the argument of a server violation: inventoryItem.variants of updateInventoryVariants', async () => {
    const { product } = await clients.admin.site.products.createProduct({ name: 'Violation mug' });
    const failure = await siteErrorOf(
      clients.admin.site.inventory.updateInventoryVariants(product!.id!, {
        trackQuantity: true,
        variants: [{ variantId: 'not-a-variant', quantity: 1 }],
      }),
    );
    expect(isSiteValidationError(failure) && failure.fieldViolations[0]?.field).toBe(
      'inventoryItem.variants[0].variantId',
    );
  });

  it('is refused to visitors', async () => {
    const failure = await siteErrorOf(clients.visitor.site.inventory.queryInventory());
    expect(failure.status).toBe(403);
  });
});

describe('site.abandonedCarts', () => {
  it('queries the demo store’s carts and reads one', async () => {
    const page = await clients.admin.site.abandonedCarts.queryAbandonedCarts({
      query: { filter: JSON.stringify({ status: 'ABANDONED' }), paging: { limit: 10 } },
    });
    expect(page.totalResults).toBe(2);
    const id = page.abandonedCarts![0]!.id!;
    const { abandonedCart } = await clients.admin.site.abandonedCarts.getAbandonedCart(id);
    expect(abandonedCart).toMatchObject({ id, status: 'ABANDONED' });
    expect(abandonedCart?.total).toMatch(/^\$/);
    const missing = await siteErrorOf(clients.admin.site.abandonedCarts.getAbandonedCart('missing'));
    expect(missing.status).toBe(404);
  });
});
