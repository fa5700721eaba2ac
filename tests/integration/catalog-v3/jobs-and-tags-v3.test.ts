import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyAuth } from '../../../src/index.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { apiKeyClient, type LoggedClient } from '../support/site-clients.js';

const sandbox = useSandboxUnderTest('none', { catalog: 'v3' });
let admin: LoggedClient<ApiKeyAuth>;
beforeAll(async () => {
  admin = apiKeyClient(sandbox);
});

describe('site.productsV3 tags and by-filter jobs', () => {
  it('assigns tags per product and by filter', async () => {
    const product = await admin.site.productsV3.createProduct(sampleShirtV3('Tagged Shirt'));
    const tag = '6a1e2d3c-4b5a-4f6e-8d7c-9b0a1f2e3d4c';
    const response = await admin.site.productsV3.bulkUpdateProductTags([product.id!], {
      assignTags: { publicTags: { tagIds: [tag] } },
    });
    expect(response.results?.map((result) => result.itemMetadata?.success)).toEqual([true]);
    expect((await admin.site.productsV3.getProduct(product.id!)).tags?.publicTags?.tagIds).toEqual([tag]);

    const { jobId } = await admin.site.productsV3.bulkUpdateProductTagsByFilter(
      { id: product.id },
      { unassignTags: { publicTags: { tagIds: [tag] } } },
    );
    expect(jobId).toMatch(/\S/);
    await expect
      .poll(async () => (await admin.site.productsV3.getProduct(product.id!)).tags?.publicTags?.tagIds ?? [])
      .toEqual([]);
  });

  it('hides every variant by filter, then deletes the product by filter', async () => {
    const product = await admin.site.productsV3.createProduct(sampleShirtV3('Filtered Shirt'));
    await admin.site.productsV3.bulkUpdateProductVariantsByFilter({ id: product.id }, { variant: { visible: false } });
    await expect
      .poll(async () =>
        (await admin.site.productsV3.getProduct(product.id!)).variantsInfo?.variants?.map((variant) => variant.visible),
      )
      .toEqual([false, false]);
    await admin.site.productsV3.bulkDeleteProductsByFilter({ id: product.id });
    await expect
      .poll(async () => (await admin.site.productsV3.countProducts({ filter: { id: product.id } })).count)
      .toBe(0);
  });
});

describe('site.inventoryItemsV3 by-filter jobs', () => {
  it('raises the stock of every tracked item of a product', async () => {
    const product = await admin.site.productsV3.createProduct(sampleShirtV3('Adjusted Shirt'));
    const { items } = await admin.site.inventoryItemsV3.queryInventoryItems().eq('productId', product.id).find();
    await admin.site.inventoryItemsV3.bulkUpdateInventoryItems(
      items.map((item) => ({ inventoryItem: { id: item.id, revision: item.revision, quantity: 2 } })),
    );
    await admin.site.inventoryItemsV3.bulkSetOrAdjustInventoryItemsByFilter(
      { productId: product.id },
      { adjustedInventoryAction: { incrementBy: 3 } },
    );
    await expect
      .poll(async () => {
        const page = await admin.site.inventoryItemsV3.queryInventoryItems({ filter: { productId: product.id } });
        return page.inventoryItems?.map((item) => item.quantity);
      })
      .toEqual([5, 5]);
  });
});
