import { beforeAll, describe, expect, it } from 'vitest';
import { sampleShirtV3 } from '../support/sample-products-v3.js';
import type { RecordedResponse } from './support/prism-client.js';
import { acceptedCalls, prismSiteClient } from './support/prism-site-client.js';
import { V3_ENTITY_CALLS, V3_ENTITY_QUERY_BUILDERS } from './support/v3-entity-calls.js';
import { ApiKeyStrategy, type ApiKeyAuth, type SiteClient } from '../../src/index.js';

const PRODUCT = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const ITEM = '8b0d2f4a-6c8e-4a0b-9d2f-4a6c8e0b2d4f';
const VARIANT = '00000000-0000-0001-0005-9b1f2c7e4a10';
const CATEGORY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SECTION = '0d3f5e7a-9b1c-4d2e-8f3a-5b6c7d8e9f0a';
const FILTER = { visible: true };
const SHIRT = sampleShirtV3('Linen Shirt');
const NEW_ITEM = { variantId: VARIANT, productId: PRODUCT, quantity: 4 };
const SECTIONS = { infoSectionIds: [SECTION] };
const PRODUCT_REVISIONS = [{ productId: PRODUCT, revision: '1' }];

type Call = [expected: string, run: (site: SiteClient<ApiKeyAuth>) => Promise<unknown>];

/** Every catalog v3 call of sitekit, with the request Prism must accept for it. */
const CALLS: Call[] = [
  ['GET /stores/v3/provision/version', (s) => s.catalogVersioning.getCatalogVersion()],
  ['POST /stores/v3/products', (s) => s.productsV3.createProduct(SHIRT, { fields: ['URL'] })],
  ['POST /stores/v3/products-with-inventory', (s) => s.productsV3.createProductWithInventory(SHIRT)],
  [`GET /stores/v3/products/${PRODUCT}`, (s) => s.productsV3.getProduct(PRODUCT, { fields: ['CURRENCY'] })],
  ['GET /stores/v3/products/slug/linen-shirt', (s) => s.productsV3.getProductBySlug('linen-shirt')],
  [`PATCH /stores/v3/products/${PRODUCT}`, (s) => s.productsV3.updateProduct(PRODUCT, { name: 'x', revision: '1' })],
  [
    `PATCH /stores/v3/products-with-inventory/${PRODUCT}`,
    (s) => s.productsV3.updateProductWithInventory(PRODUCT, { revision: '1', visible: true }, { returnEntity: true }),
  ],
  [`DELETE /stores/v3/products/${PRODUCT}`, (s) => s.productsV3.deleteProduct(PRODUCT)],
  [
    'GET /stores/v3/products/query',
    (s) =>
      s.productsV3
        .queryProducts({ fields: ['URL'] })
        .eq('visible', true)
        .ascending('name')
        .limit(5)
        .find(),
  ],
  [
    'GET /stores/v3/products/search',
    (s) => s.productsV3.searchProducts().search('linen').aggregate('brands', 'VALUE', 'brand.name').find(),
  ],
  ['GET /stores/v3/products/count', (s) => s.productsV3.countProducts({ filter: FILTER })],
  ['POST /stores/v3/bulk/products/create', (s) => s.productsV3.bulkCreateProducts([SHIRT], { returnEntity: true })],
  ['POST /stores/v3/bulk/products-with-inventory/create', (s) => s.productsV3.bulkCreateProductsWithInventory([SHIRT])],
  [
    'POST /stores/v3/bulk/products/update',
    (s) => s.productsV3.bulkUpdateProducts([{ product: { id: PRODUCT, revision: '1' }, fieldMask: ['name'] }]),
  ],
  [
    'POST /stores/v3/bulk/products-with-inventory/update',
    (s) => s.productsV3.bulkUpdateProductsWithInventory([{ product: { id: PRODUCT, revision: '1' } }]),
  ],
  [
    'POST /stores/v3/bulk/products/update-by-filter',
    (s) => s.productsV3.bulkUpdateProductsByFilter({ filter: FILTER, product: { visible: false } }),
  ],
  ['POST /stores/v3/bulk/products/delete', (s) => s.productsV3.bulkDeleteProducts([PRODUCT])],
  ['POST /stores/v3/bulk/products/delete-by-filter', (s) => s.productsV3.bulkDeleteProductsByFilter(FILTER)],
  [
    'POST /stores/v3/bulk/products/update-variants-by-filter',
    (s) => s.productsV3.bulkUpdateProductVariantsByFilter(FILTER, { variant: { visible: true } }),
  ],
  [
    'POST /stores/v3/bulk/products/adjust-variants-by-filter',
    (s) => s.productsV3.bulkAdjustProductVariantsByFilter(FILTER, { actualPrice: { percentage: -10 } }),
  ],
  [
    'POST /stores/v3/bulk/products/add-info-sections-by-filter',
    (s) => s.productsV3.bulkAddInfoSectionsToProductsByFilter(FILTER, SECTIONS),
  ],
  [
    'POST /stores/v3/bulk/products/add-info-sections',
    (s) => s.productsV3.bulkAddInfoSectionsToProducts(PRODUCT_REVISIONS, SECTIONS),
  ],
  [
    'POST /stores/v3/bulk/products/remove-info-sections-by-filter',
    (s) => s.productsV3.bulkRemoveInfoSectionsFromProductsByFilter(FILTER, SECTIONS),
  ],
  [
    'POST /stores/v3/bulk/products/remove-info-sections',
    (s) => s.productsV3.bulkRemoveInfoSectionsFromProducts(PRODUCT_REVISIONS, SECTIONS),
  ],
  [
    'POST /stores/v3/bulk/products/add-to-categories-by-filter',
    (s) => s.productsV3.bulkAddProductsToCategoriesByFilter({ filter: FILTER, categoryIds: [CATEGORY] }),
  ],
  [
    'POST /stores/v3/bulk/products/remove-from-categories-by-filter',
    (s) => s.productsV3.bulkRemoveProductsFromCategoriesByFilter({ filter: FILTER, categoryIds: [CATEGORY] }),
  ],
  ['GET /stores/v3/all-products-category', (s) => s.productsV3.getAllProductsCategory()],
  [
    'POST /stores/v3/bulk/products/update-tags',
    (s) => s.productsV3.bulkUpdateProductTags([PRODUCT], { assignTags: { publicTags: { tagIds: [CATEGORY] } } }),
  ],
  [
    'POST /stores/v3/bulk/products/update-tags-by-filter',
    (s) =>
      s.productsV3.bulkUpdateProductTagsByFilter(FILTER, { unassignTags: { privateTags: { tagIds: [CATEGORY] } } }),
  ],
  ['POST /stores/v3/inventory-items', (s) => s.inventoryItemsV3.createInventoryItem(NEW_ITEM)],
  ['POST /stores/v3/bulk/inventory-items/create', (s) => s.inventoryItemsV3.bulkCreateInventoryItems([NEW_ITEM])],
  [`GET /stores/v3/inventory-items/${ITEM}`, (s) => s.inventoryItemsV3.getInventoryItem(ITEM)],
  [
    `PATCH /stores/v3/inventory-items/${ITEM}`,
    (s) => s.inventoryItemsV3.updateInventoryItem(ITEM, { revision: '1', quantity: 3 }, { reason: 'MANUAL' }),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/update',
    (s) => s.inventoryItemsV3.bulkUpdateInventoryItems([{ inventoryItem: { id: ITEM, revision: '1', inStock: true } }]),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/upsert',
    (s) => s.inventoryItemsV3.bulkUpsertInventoryItems([{ inventoryItem: NEW_ITEM }]),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/update-by-filter',
    (s) => s.inventoryItemsV3.bulkUpdateInventoryItemsByFilter(FILTER, { inventoryItem: { inStock: true } }),
  ],
  [`DELETE /stores/v3/inventory-items/${ITEM}`, (s) => s.inventoryItemsV3.deleteInventoryItem(ITEM)],
  ['POST /stores/v3/bulk/inventory-items/delete', (s) => s.inventoryItemsV3.bulkDeleteInventoryItems([ITEM])],
  [
    'POST /stores/v3/bulk/inventory-items/delete-by-filter',
    (s) => s.inventoryItemsV3.bulkDeleteInventoryItemsByFilter(FILTER),
  ],
  [
    'GET /stores/v3/inventory-items/query',
    (s) => s.inventoryItemsV3.queryInventoryItems().eq('productId', PRODUCT).limit(100).find(),
  ],
  ['GET /stores/v3/inventory-items/search', (s) => s.inventoryItemsV3.searchInventoryItems().search('linen').find()],
  ['GET /stores/v3/inventory-items/count', (s) => s.inventoryItemsV3.countInventoryItems({ filter: FILTER })],
  [
    'POST /stores/v3/bulk/inventory-items/decrement',
    (s) => s.inventoryItemsV3.bulkDecrementInventoryItems([{ inventoryItemId: ITEM, decrementBy: 1 }]),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/increment',
    (s) => s.inventoryItemsV3.bulkIncrementInventoryItems([{ inventoryItemId: ITEM, incrementBy: 1 }]),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/decrement-by-variant-and-location',
    (s) => s.inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation([{ variantId: VARIANT, decrementBy: 1 }]),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/increment-by-variant-and-location',
    (s) => s.inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation([{ variantId: VARIANT, incrementBy: 1 }]),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/set-or-adjust-by-filter',
    (s) =>
      s.inventoryItemsV3.bulkSetOrAdjustInventoryItemsByFilter(FILTER, { adjustedInventoryAction: { incrementBy: 1 } }),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/adjust-by-filter',
    (s) => s.inventoryItemsV3.bulkAdjustInventoryItemsByFilter(FILTER, { adjustment: { decrementBy: 1 } }),
  ],
  [
    'POST /stores/v3/bulk/inventory-items/create-by-variant-filter',
    (s) => s.inventoryItemsV3.bulkCreateInventoryItemsByVariantFilter(FILTER, { locationId: CATEGORY }),
  ],
  [
    'POST /stores/v3/products/query-variants',
    (s) =>
      s.readOnlyVariantsV3
        .queryVariants({ fields: ['CURRENCY'] })
        .eq('productData.productId', PRODUCT)
        .find(),
  ],
  [
    'POST /stores/v3/products/search-variants',
    (s) =>
      s.readOnlyVariantsV3
        .searchVariants({ locationIds: [CATEGORY] })
        .search('LS-SAND')
        .find(),
  ],
  ...V3_ENTITY_CALLS,
];

/** Updates in the form the official client sends them: without what only a create requires. */
const UPDATES_WITHOUT_CREATE_FIELDS: Call[] = [
  [
    'POST /stores/v3/bulk/products-with-inventory/update',
    (s) =>
      s.productsV3.bulkUpdateProductsWithInventory([
        {
          product: {
            id: PRODUCT,
            revision: '1',
            variantsInfo: { variants: [{ id: VARIANT, inventoryItem: { quantity: 3 } }] },
          },
        },
      ]),
  ],
  [
    'POST /stores/v3/bulk/products/update-variants-by-filter',
    (s) =>
      s.productsV3.bulkUpdateProductVariantsByFilter(FILTER, {
        variant: { price: { compareAtPrice: { amount: '69.90' } } },
      }),
  ],
];

describe('every catalog v3 call through the site client against the contract (Prism)', () => {
  let admin: SiteClient<ApiKeyAuth>;
  const seen: RecordedResponse[] = [];
  const { expectAccepted, passOver } = acceptedCalls(seen);

  beforeAll(() => {
    admin = prismSiteClient(
      ApiKeyStrategy({ apiKey: 'IST.admin-key', siteId: '0b4c3a1e-6f2d-4c58-9a0e-8d7f1e2b3c4d' }),
      seen,
    );
  });

  it.each([...CALLS, ...UPDATES_WITHOUT_CREATE_FIELDS, ...V3_ENTITY_QUERY_BUILDERS])('%s', async (expected, run) => {
    passOver();
    await run(admin);
    expectAccepted(expected);
  });

  it('covers every catalog v3 operation of the table', async () => {
    const table = await (await import('../../src/http/whole-table.js')).checkedTable();
    const v3 = Object.keys(table).filter(
      (name) => (name.endsWith('V3') || name === 'getCatalogVersion') && !name.endsWith('ByPost'),
    );
    expect(CALLS).toHaveLength(v3.length);
  });
});
