import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedResponse } from './support/prism-client.js';
import { acceptedCalls, prismSiteClient } from './support/prism-site-client.js';
import { ApiKeyStrategy, OAuthStrategy, type ApiKeyAuth, type OAuthAuth, type SiteClient } from '../../src/index.js';

const CLIENT_ID = '5f3a9c1e-7b2d-4e8f-a6c0-9d1b3e5f7a24';
const PRODUCT_ID = '9f4c1b2e-4a7d-4f5e-9a61-2f0b6f7f1d2a';
const COLLECTION_ID = '5b8e2c1a-3d4f-4e6a-9b7c-1f2e3d4c5b6a';

describe('every catalog call through the site client against the contract (Prism)', () => {
  let visitor: SiteClient<OAuthAuth>;
  let admin: SiteClient<ApiKeyAuth>;
  const seen: RecordedResponse[] = [];
  const { expectAccepted } = acceptedCalls(seen, (call) => call.path === '/oauth2/token');

  beforeAll(() => {
    visitor = prismSiteClient(OAuthStrategy({ clientId: CLIENT_ID }), seen);
    admin = prismSiteClient(
      ApiKeyStrategy({ apiKey: 'IST.admin-key', siteId: '0b6e5a7c-2f3d-4e1a-9c8b-7d6e5f4a3b2c' }),
      seen,
    );
  });

  describe('reads, as a visitor', () => {
    it('getProduct', async () => {
      const { product } = await visitor.products.getProduct(PRODUCT_ID, { includeMerchantSpecificData: false });
      expect(product?.id).toBeTypeOf('string');
      expect(product?.createdDate).toBeTypeOf('string');
      expectAccepted(`GET /stores-reader/v1/products/${PRODUCT_ID}`);
    });

    it('getCollectionBySlug', async () => {
      const { collection } = await visitor.collections.getCollectionBySlug('summer-linen');
      expect(collection?.slug).toBeTypeOf('string');
      expectAccepted('GET /stores-reader/v1/collections/slug/summer-linen');
    });

    it('getProductOptionsAvailability', async () => {
      const answer = await visitor.products.getProductOptionsAvailability(PRODUCT_ID, { Size: 'S', Color: 'Sand' });
      expect(answer).toBeTypeOf('object');
      expectAccepted(`POST /stores-reader/v1/products/${PRODUCT_ID}/productOptionsAvailability`);
    });

    it('queryProductVariants', async () => {
      const answer = await visitor.products.queryProductVariants(PRODUCT_ID, {
        choices: { Size: 'S' },
        paging: { limit: 10, offset: 0 },
        includeMerchantSpecificData: false,
      });
      expect(Array.isArray(answer.variants)).toBe(true);
      expectAccepted(`POST /stores-reader/v1/products/${PRODUCT_ID}/variants/query`);
    });

    it('queryStoreVariants', async () => {
      const answer = await visitor.products.queryStoreVariants({
        filter: { productId: PRODUCT_ID },
        sort: [{ fieldName: 'variantName', order: 'ASC' }],
        paging: { limit: 20, offset: 0 },
      });
      expect(Array.isArray(answer.variants)).toBe(true);
      expectAccepted('POST /stores-reader/v1/variants/query');
    });

    it('getStoreVariant', async () => {
      const { variant } = await visitor.products.getStoreVariant(`${PRODUCT_ID}-00000000-0000-0001-0005-9b1f2c7e4a10`);
      expect(variant).toBeTypeOf('object');
      expectAccepted(`GET /stores-reader/v1/variants/${PRODUCT_ID}-00000000-0000-0001-0005-9b1f2c7e4a10`);
    });

    it('queryProducts() builder: GET with `.r`, every operator', async () => {
      const products = visitor.products;
      const result = await products
        .queryProducts()
        .eq('visible', true)
        .ne('productType', 'digital')
        .between('price', 10, 100)
        .gt('stock.quantity', 0)
        .le('weight', 5)
        .startsWith('name', 'Linen')
        .endsWith('sku', '-S')
        .contains('description', 'linen')
        .hasSome('collectionIds', [COLLECTION_ID])
        .hasAll('collectionIds', [COLLECTION_ID])
        .in('brand', ['Atelier Dune'])
        .exists('ribbon')
        .isNotEmpty('slug')
        .or(products.queryProducts().isEmpty('brand'))
        .not(products.queryProducts().eq('name', 'Hidden'))
        .and(products.queryProducts().lt('lastUpdated', '2030-01-01T00:00:00.000Z'))
        .ascending('price')
        .descending('lastUpdated')
        .skip(0)
        .limit(20)
        .find();
      expect(result.items.length).toBeGreaterThan(0);
      expect(result.pageSize).toBe(20);
      expectAccepted('GET /stores-reader/v1/products/query-platformized');
    });

    it('queryProducts() builder above 4000 characters: the same request as a POST', async () => {
      const ids = Array.from(
        { length: 200 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      );
      const result = await visitor.products.queryProducts().in('id', ids).limit(100).find();
      expect(result.items.length).toBeGreaterThan(0);
      expectAccepted('POST /stores-reader/v1/products/query-platformized');
    });

    it('queryProducts(query) typed overload, and `for await` over the result', async () => {
      const page = await visitor.products.queryProducts({ filter: { visible: true }, paging: { limit: 5, offset: 0 } });
      expect(Array.isArray(page.products)).toBe(true);
      const empty = await visitor.products.queryProducts({});
      expect(Array.isArray(empty.products)).toBe(true);
      const ids: string[] = [];
      for await (const product of await visitor.products.queryProducts().limit(50).find()) ids.push(product.id ?? '');
      expect(ids.length).toBeGreaterThan(0);
      expectAccepted(
        'GET /stores-reader/v1/products/query-platformized',
        'GET /stores-reader/v1/products/query-platformized',
        'GET /stores-reader/v1/products/query-platformized',
      );
    });
  });

  describe('writes, with an API key', () => {
    it('createProduct, updateProduct, deleteProduct', async () => {
      const created = await admin.products.createProduct({
        name: 'Linen Shirt — Sand',
        productType: 'physical',
        priceData: { price: 59.9 },
        visible: true,
      });
      expect(created.product).toBeTypeOf('object');
      const updated = await admin.products.updateProduct(PRODUCT_ID, { name: 'Linen Shirt — Stone', ribbon: 'New' });
      expect(updated.product).toBeTypeOf('object');
      await expect(admin.products.deleteProduct(PRODUCT_ID)).resolves.toBeUndefined();
      expectAccepted(
        'POST /stores/v1/products',
        `PATCH /stores/v1/products/${PRODUCT_ID}`,
        `DELETE /stores/v1/products/${PRODUCT_ID}`,
      );
    });

    it('updateProductVariants and resetAllProductVariantData', async () => {
      const answer = await admin.products.updateProductVariants(PRODUCT_ID, [
        { choices: { Size: 'S' }, price: 54.9, sku: 'LS-SAND-S', visible: true },
      ]);
      expect(Array.isArray(answer.variants)).toBe(true);
      await admin.products.resetAllProductVariantData(PRODUCT_ID);
      expectAccepted(
        `PATCH /stores/v1/products/${PRODUCT_ID}/variants`,
        `POST /stores/v1/products/${PRODUCT_ID}/variants/resetToDefault`,
      );
    });

    it('the four media calls', async () => {
      await admin.products.addProductMedia(PRODUCT_ID, [
        { url: 'https://static.wixstatic.com/media/3c76e2_new.jpg', choice: { option: 'Color', choice: 'Sand' } },
        { mediaId: '3c76e2_8f1d6b0c2a4e4f5d9b7a1c3e5d7f9a2b~mv2.jpg' },
      ]);
      await admin.products.removeProductMedia(PRODUCT_ID, ['3c76e2_8f1d6b0c2a4e4f5d9b7a1c3e5d7f9a2b~mv2.jpg']);
      const choiceMedia = [
        { option: 'Color', choice: 'Sand', mediaIds: ['3c76e2_41b7e9d05c6a4a2f8e3d1b9c7a5f3e1d~mv2.jpg'] },
      ];
      await admin.products.addProductMediaToChoices(PRODUCT_ID, choiceMedia);
      await admin.products.removeProductMediaFromChoices(PRODUCT_ID, choiceMedia);
      expectAccepted(
        `POST /stores/v1/products/${PRODUCT_ID}/media`,
        `POST /stores/v1/products/${PRODUCT_ID}/media/delete`,
        `PATCH /stores/v1/products/${PRODUCT_ID}/choices/media`,
        `POST /stores/v1/products/${PRODUCT_ID}/choices/media/delete`,
      );
    });

    it('deleteProductOptions, removeBrand, removeRibbon', async () => {
      await admin.products.deleteProductOptions(PRODUCT_ID);
      await admin.products.removeBrand(PRODUCT_ID);
      await admin.products.removeRibbon(PRODUCT_ID);
      expectAccepted(
        `DELETE /stores/v1/products/${PRODUCT_ID}/options`,
        `POST /stores/v1/products/${PRODUCT_ID}/remove-brand`,
        `POST /stores/v1/products/${PRODUCT_ID}/remove-ribbon`,
      );
    });

    it('bulkUpdateProductsProperty and bulkAdjustProductProperty', async () => {
      const set = await admin.products.bulkUpdateProductsProperty([PRODUCT_ID], { price: 49.9 });
      expect(set.bulkActionMetadata).toBeTypeOf('object');
      const adjusted = await admin.products.bulkAdjustProductProperty({ price: { percentage: { rate: -10 } } }, [
        PRODUCT_ID,
      ]);
      expect(adjusted.bulkActionMetadata).toBeTypeOf('object');
      await admin.products.bulkAdjustProductProperty({ weight: { amount: 0.05 } }, [PRODUCT_ID]);
      expectAccepted(
        'POST /stores/v1/bulk/products/update',
        'POST /stores/v1/bulk/products/adjust-properties',
        'POST /stores/v1/bulk/products/adjust-properties',
      );
    });

    it('createCollection, updateCollection, deleteCollection', async () => {
      const created = await admin.collections.createCollection({
        name: 'Summer Linen',
        slug: 'summer-linen',
        description: 'Breathable linen pieces for warm days.',
        visible: true,
      });
      expect(created.collection).toBeTypeOf('object');
      const updated = await admin.collections.updateCollection(COLLECTION_ID, { name: 'Summer Linen 2026' });
      expect(updated.collection).toBeTypeOf('object');
      await admin.collections.deleteCollection(COLLECTION_ID);
      expectAccepted(
        'POST /stores/v1/collections',
        `PATCH /stores/v1/collections/${COLLECTION_ID}`,
        `DELETE /stores/v1/collections/${COLLECTION_ID}`,
      );
    });

    it('addProductsToCollection and removeProductsFromCollection', async () => {
      await admin.collections.addProductsToCollection(COLLECTION_ID, [PRODUCT_ID]);
      await admin.collections.removeProductsFromCollection(COLLECTION_ID, [PRODUCT_ID]);
      expectAccepted(
        `POST /stores/v1/collections/${COLLECTION_ID}/productIds`,
        `POST /stores/v1/collections/${COLLECTION_ID}/productIds/delete`,
      );
    });
  });

  describe('collections list, stock and abandoned carts', () => {
    const VARIANT_ID = '00000000-0000-0000-0000-000000000000';
    const INVENTORY_ID = '0c2e4a6b-8d0f-4b2d-9e4a-6c8e0a2c4e6b';

    it('queryCollections (builder, GET .r and the POST fallback) and getCollection', async () => {
      const page = await visitor.collections.queryCollections().startsWith('name', 'Summer').limit(20).find();
      expect(Array.isArray(page.items)).toBe(true);
      const longIds = Array.from({ length: 150 }, (_, i) => `${COLLECTION_ID}-${i}`);
      await visitor.collections.queryCollections({ filter: { id: { $in: longIds } } });
      const { collection } = await visitor.collections.getCollection(COLLECTION_ID);
      expect(collection).toBeTypeOf('object');
      expectAccepted('GET /v2/collections/query', 'POST /v2/collections/query', `GET /v2/collections/${COLLECTION_ID}`);
    });

    it('the five inventory calls', async () => {
      const page = await admin.inventory.queryInventory({ query: { filter: '{"trackQuantity":true}' } });
      expect(Array.isArray(page.inventoryItems)).toBe(true);
      const { inventoryItem } = await admin.inventory.getInventoryVariants(INVENTORY_ID, { variantIds: [VARIANT_ID] });
      expect(inventoryItem).toBeTypeOf('object');
      await admin.inventory.updateInventoryVariants(PRODUCT_ID, {
        trackQuantity: true,
        variants: [{ variantId: VARIANT_ID, quantity: 30 }],
      });
      await admin.inventory.incrementInventory([{ productId: PRODUCT_ID, variantId: VARIANT_ID, incrementBy: 5 }]);
      await admin.inventory.decrementInventory([{ inventoryId: INVENTORY_ID, variantId: VARIANT_ID, decrementBy: 1 }]);
      expectAccepted(
        'POST /stores-reader/v2/inventoryItems/query',
        `POST /stores-reader/v2/inventoryItems/${INVENTORY_ID}/getVariants`,
        `PATCH /stores/v2/inventoryItems/product/${PRODUCT_ID}`,
        'POST /stores/v2/inventoryItems/increment',
        'POST /stores/v2/inventoryItems/decrement',
      );
    });

    it('getAbandonedCart and queryAbandonedCarts', async () => {
      const page = await admin.abandonedCarts.queryAbandonedCarts({ query: { filter: '{"status":"ABANDONED"}' } });
      expect(Array.isArray(page.abandonedCarts)).toBe(true);
      const { abandonedCart } = await admin.abandonedCarts.getAbandonedCart('e7c5a3f1-2d4b-4c6e-8a0f-1b3d5f7a9c2e');
      expect(abandonedCart).toBeTypeOf('object');
      expectAccepted('POST /v1/abandonedCarts/query', 'GET /v1/abandonedCarts/e7c5a3f1-2d4b-4c6e-8a0f-1b3d5f7a9c2e');
    });
  });
});
