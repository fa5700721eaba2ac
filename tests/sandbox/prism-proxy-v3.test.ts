import { describe, expect, it } from 'vitest';
import { dotR, type Json } from './support/harness.js';
import { brandAndPriceSearch, shirtV3 } from './support/catalog-v3-sample.js';
import { prismProxyV3 } from './support/prism-proxy-v3-harness.js';

/** Prism as a validating proxy in front of a seeded v3 sandbox: every v3 response must match the contract. */
const { via } = prismProxyV3();

describe('v3 sandbox responses through Prism', () => {
  it('match the contract for products, inventory items and variants', async () => {
    expect((await via('/stores/v3/provision/version')).body.catalogVersion).toBe('V3_CATALOG');
    await via('/stores/v3/all-products-category');
    const created = (
      await via('/stores/v3/products', {
        body: { product: shirtV3('Prism Shirt'), fields: ['URL', 'CURRENCY', 'MERCHANT_DATA'] },
      })
    ).body.product as Json;
    await via(
      `/stores/v3/products/${created.id}?productId=${created.id}&fields=VARIANT_OPTION_CHOICE_NAMES&fields=MEDIA_ITEMS_INFO`,
    );
    await via(`/stores/v3/products/slug/${created.slug}`);
    await via(`/stores/v3/products/${created.id}`, {
      method: 'PATCH',
      body: { product: { id: created.id, revision: '1', visible: false } },
    });
    await via(
      `/stores/v3/products/${created.id}`,
      { method: 'PATCH', body: { product: { id: created.id, revision: '1', visible: true } } },
      409,
    );
    await via(
      `/stores/v3/products/query?.r=${dotR({ query: { filter: { visible: true }, sort: [{ fieldName: 'name' }], cursorPaging: { limit: 5 } }, fields: ['CURRENCY'] })}`,
    );
    await via('/stores/v3/products/query', { body: { query: { cursorPaging: { limit: 3 } } } });
    await via('/stores/v3/products/search', {
      body: brandAndPriceSearch('linen', {
        name: 'prices',
        type: 'RANGE',
        range: { buckets: [{ from: 0, to: 50 }, { from: 50 }] },
      }),
    });
    await via(`/stores/v3/products/count?.r=${dotR({ filter: { visible: true } })}`);
    const withStock = (
      await via('/stores/v3/products-with-inventory', {
        body: {
          product: {
            ...shirtV3('Prism Stock'),
            variantsInfo: {
              variants: shirtV3('Prism Stock').variantsInfo.variants.map((v) => ({
                ...v,
                inventoryItem: { quantity: 4 },
              })),
            },
          },
          returnEntity: true,
        },
      })
    ).body as Json;
    await via(`/stores/v3/products-with-inventory/${withStock.product.id}`, {
      method: 'PATCH',
      body: { product: { id: withStock.product.id, revision: '1', name: 'Prism Stock II' }, returnEntity: true },
    });
    await via('/stores/v3/bulk/products/create', { body: { products: [shirtV3('Prism Bulk')], returnEntity: true } });
    await via('/stores/v3/bulk/products/update-tags', {
      body: { productIds: [created.id], assignTags: { publicTags: { tagIds: ['summer'] } } },
    });
    await via('/stores/v3/bulk/products/update-by-filter', {
      body: { filter: { id: created.id }, product: { visibleInPos: false } },
    });
    await via('/stores/v3/bulk/products-with-inventory/create', {
      body: { products: [shirtV3('Prism Bulk Stock')], returnEntity: true },
    });

    const itemId = withStock.inventoryResults.results[0].item.id as string;
    await via(`/stores/v3/inventory-items/${itemId}`);
    await via(
      `/stores/v3/inventory-items/query?.r=${dotR({ query: { filter: { productId: withStock.product.id } } })}`,
    );
    await via('/stores/v3/inventory-items/search', { body: { search: { search: { expression: 'prism' } } } });
    await via(`/stores/v3/inventory-items/count?.r=${dotR({ filter: { trackQuantity: true } })}`);
    await via('/stores/v3/bulk/inventory-items/decrement', {
      body: { decrementData: [{ inventoryItemId: itemId, decrementBy: 9 }], returnEntity: true },
    });
    await via('/stores/v3/bulk/inventory-items/increment', {
      body: { incrementData: [{ inventoryItemId: itemId, incrementBy: 2 }], returnEntity: true },
    });
    await via('/stores/v3/bulk/inventory-items/adjust-by-filter', {
      body: { filter: { productId: withStock.product.id }, adjustment: { incrementBy: 1 } },
    });
    await via('/stores/v3/products/query-variants', {
      body: { query: { filter: { 'productData.productId': created.id } } },
    });
    await via('/stores/v3/products/search-variants', {
      body: { search: { search: { expression: 'linen' } }, fields: ['CURRENCY'] },
    });
    await via(`/stores/v3/products/${created.id}?productId=${created.id}`, { method: 'DELETE' });
    await via(`/stores/v3/products/${created.id}`, {}, 404);
  });
});
