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

describe('site.productsV3 updates without what only a create requires', () => {
  it('bulkUpdateProductsWithInventory sends variants without a price; they keep theirs', async () => {
    const product = await admin.site.productsV3.createProduct(sampleShirtV3('Restocked Shirt'));
    const variants = product.variantsInfo!.variants!;
    const response = await admin.site.productsV3.bulkUpdateProductsWithInventory(
      [
        {
          product: {
            id: product.id,
            revision: product.revision,
            variantsInfo: {
              variants: variants.map(({ id, choices }) => ({ id, choices, inventoryItem: { quantity: 5 } })),
            },
          },
        },
      ],
      { returnEntity: true },
    );
    expect(response.productResults?.results?.map((result) => result.itemMetadata?.success)).toEqual([true]);
    expect(response.inventoryResults?.results?.map((result) => result.item?.quantity)).toEqual([5, 5]);
    const [sent] = admin.log.to('/stores/v3/bulk/products-with-inventory/update', 'POST');
    expect(JSON.stringify(sent?.body)).not.toContain('price');
    const after = await admin.site.productsV3.getProduct(product.id!);
    expect(after.variantsInfo?.variants?.map((variant) => variant.price)).toEqual(variants.map((v) => v.price));
  });

  it('bulkUpdateProductVariantsByFilter sends a price without actualPrice', async () => {
    const product = await admin.site.productsV3.createProduct(sampleShirtV3('Compared Shirt'));
    const { jobId } = await admin.site.productsV3.bulkUpdateProductVariantsByFilter(
      { id: product.id },
      { variant: { price: { compareAtPrice: { amount: '99.00' } } } },
    );
    expect(jobId).toMatch(/\S/);
    await expect
      .poll(async () =>
        (await admin.site.productsV3.getProduct(product.id!)).variantsInfo?.variants?.map((variant) => variant.price),
      )
      .toEqual([
        { actualPrice: { amount: '59.90' }, compareAtPrice: { amount: '99.00' } },
        { actualPrice: { amount: '64.90' }, compareAtPrice: { amount: '99.00' } },
      ]);
  });
});
