import { describe, expect, it } from 'vitest';
import { createProductsV3, type ProductsV3Module } from '../../../src/catalog-v3/products-v3.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';
import { addAndRemoveCases, itSendsEachCase, wire, type WireCase } from '../catalog/support/wire-cases.js';
import { INVENTORY_ITEM, JOB, partialBulk, PRODUCT_V3 } from './support/v3-samples.js';
import { itNamesEachField, type FieldCase, refused, renamed } from '../catalog/support/field-cases.js';
import { conflictOf, revisionMismatch } from './support/revision-conflicts.js';

const NEW_PRODUCT = {
  name: 'Linen Shirt',
  productType: 'PHYSICAL' as const,
  physicalProperties: {},
  variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '59.90' } } }] },
};
const FILTER = { 'brand.name': 'Northbound Linen' };
const BULK = partialBulk(PRODUCT_V3);
const WITH_INVENTORY = {
  product: PRODUCT_V3,
  inventoryResults: {
    results: [{ itemMetadata: { id: 'I1', originalIndex: 0, success: true }, item: INVENTORY_ITEM }],
  },
};

const BULK_PATH = '/stores/v3/bulk/products';

const INFO_SECTION_CALLS = {
  add: ['bulkAddInfoSectionsToProductsByFilter', 'bulkAddInfoSectionsToProducts'],
  remove: ['bulkRemoveInfoSectionsFromProductsByFilter', 'bulkRemoveInfoSectionsFromProducts'],
} as const;

/** Info sections go on and off products the same two ways: by filter, and by a list of products at a revision. */
function infoSectionCases(): Array<WireCase<ProductsV3Module>> {
  const sections = { infoSectionIds: ['S1'] };
  const products = [{ productId: 'P1', revision: '2' }];
  return addAndRemoveCases(INFO_SECTION_CALLS, ([byFilter, byList], change) => [
    wire(
      (p: ProductsV3Module) => p[byFilter](FILTER, sections),
      `POST ${BULK_PATH}/${change}-info-sections-by-filter`,
      { body: { filter: FILTER, ...sections }, answer: JOB },
    ),
    wire((p: ProductsV3Module) => p[byList](products, sections), `POST ${BULK_PATH}/${change}-info-sections`, {
      body: { products, ...sections },
      answer: BULK,
    }),
  ]);
}

const cases: Array<WireCase<ProductsV3Module>> = [
  wire((p) => p.createProduct(NEW_PRODUCT, { fields: ['URL'] }), 'POST /stores/v3/products', {
    detail: 'answers the product itself',
    body: { product: NEW_PRODUCT, fields: ['URL'] },
    answer: { product: PRODUCT_V3 },
    resolves: PRODUCT_V3,
  }),
  wire(
    (p) => p.createProductWithInventory(NEW_PRODUCT, { returnEntity: true }),
    'POST /stores/v3/products-with-inventory',
    { body: { product: NEW_PRODUCT, returnEntity: true }, answer: WITH_INVENTORY },
  ),
  wire((p) => p.getProduct('P1', { fields: ['URL', 'CURRENCY'] }), 'GET /stores/v3/products/P1', {
    detail: 'repeats the id and the requested fields in the query',
    query: { productId: 'P1', fields: ['URL', 'CURRENCY'] },
    answer: { product: PRODUCT_V3 },
    resolves: PRODUCT_V3,
  }),
  wire((p) => p.getProductBySlug('linen-shirt'), 'GET /stores/v3/products/slug/linen-shirt', {
    detail: 'answers {product}',
    query: { slug: 'linen-shirt' },
    answer: { product: PRODUCT_V3 },
  }),
  wire(
    (p) => p.getProductBySlug('linen-shirt', { fields: ['URL', 'CURRENCY'] }),
    'GET /stores/v3/products/slug/linen-shirt',
    {
      detail: 'with requested fields',
      query: { slug: 'linen-shirt', fields: ['URL', 'CURRENCY'] },
      answer: { product: PRODUCT_V3 },
    },
  ),
  wire(
    (p) => p.updateProduct('P1', { id: 'other', name: 'Linen Shirt II', revision: '2' }, { fields: ['URL'] }),
    'PATCH /stores/v3/products/P1',
    {
      detail: 'puts the id last in the product',
      body: { product: { name: 'Linen Shirt II', revision: '2', id: 'P1' }, fields: ['URL'] },
      answer: { product: PRODUCT_V3 },
      resolves: PRODUCT_V3,
    },
  ),
  wire(
    (p) => p.updateProductWithInventory('P1', { revision: '2', visible: false }, { returnEntity: false }),
    'PATCH /stores/v3/products-with-inventory/P1',
    { body: { product: { revision: '2', visible: false, id: 'P1' }, returnEntity: false }, answer: WITH_INVENTORY },
  ),
  wire((p) => p.deleteProduct('P1'), 'DELETE /stores/v3/products/P1', {
    detail: 'resolves to undefined',
    query: { productId: 'P1' },
    resolves: undefined,
  }),
  wire(
    (p) => p.queryProducts({ filter: FILTER, cursorPaging: { limit: 5 } }, { fields: ['CURRENCY'] }),
    'GET /stores/v3/products/query',
    {
      detail: 'with a ready-made query goes as GET.r, fields beside the query',
      query: { '.r': { query: { filter: FILTER, cursorPaging: { limit: 5 } }, fields: ['CURRENCY'] } },
      answer: { products: [PRODUCT_V3], pagingMetadata: { count: 1, cursors: {} } },
    },
  ),
  wire((p) => p.searchProducts({ search: { expression: 'linen' } }), 'GET /stores/v3/products/search', {
    detail: 'with a ready-made search goes as GET.r',
    query: { '.r': { search: { search: { expression: 'linen' } } } },
    answer: { products: [PRODUCT_V3], pagingMetadata: { count: 1 }, aggregationData: { results: [] } },
  }),
  wire((p) => p.countProducts({ filter: FILTER, returnNonVisibleProducts: true }), 'GET /stores/v3/products/count', {
    query: { '.r': { filter: FILTER, returnNonVisibleProducts: true } },
    answer: { count: 3 },
  }),
  wire((p) => p.countProducts(), 'GET /stores/v3/products/count', {
    detail: 'without options is a bare GET',
    answer: { count: 35 },
  }),
  wire(
    (p) => p.bulkCreateProducts([NEW_PRODUCT], { returnEntity: true, fields: ['MIN_PRICE_VARIANT'] }),
    'POST /stores/v3/bulk/products/create',
    { body: { products: [NEW_PRODUCT], returnEntity: true, fields: ['MIN_PRICE_VARIANT'] }, answer: BULK },
  ),
  wire((p) => p.bulkCreateProductsWithInventory([NEW_PRODUCT]), 'POST /stores/v3/bulk/products-with-inventory/create', {
    body: { products: [NEW_PRODUCT] },
    answer: { productResults: BULK, inventoryResults: { results: [] } },
  }),
  wire(
    (p) => p.bulkUpdateProducts([{ product: { id: 'P1', revision: '2', name: 'x' }, fieldMask: ['name', 'slug'] }]),
    'POST /stores/v3/bulk/products/update',
    {
      detail: 'joins a field mask list',
      body: { products: [{ product: { id: 'P1', revision: '2', name: 'x' }, fieldMask: 'name,slug' }] },
      answer: BULK,
    },
  ),
  wire(
    (p) => p.bulkUpdateProductsWithInventory([{ product: { id: 'P1', revision: '2' } }], { returnEntity: true }),
    'POST /stores/v3/bulk/products-with-inventory/update',
    {
      body: { products: [{ product: { id: 'P1', revision: '2' } }], returnEntity: true },
      answer: { productResults: BULK },
    },
  ),
  wire(
    (p) => p.bulkUpdateProductsByFilter({ filter: FILTER, product: { visible: false } }),
    'POST /stores/v3/bulk/products/update-by-filter',
    { detail: 'takes one options object', body: { filter: FILTER, product: { visible: false } }, answer: JOB },
  ),
  wire((p) => p.bulkDeleteProducts(['P1', 'P2']), 'POST /stores/v3/bulk/products/delete', {
    body: { productIds: ['P1', 'P2'] },
    answer: BULK,
  }),
  wire(
    (p) => p.bulkDeleteProductsByFilter(FILTER, { search: { expression: 'linen' } }),
    'POST /stores/v3/bulk/products/delete-by-filter',
    { body: { filter: FILTER, search: { expression: 'linen' } }, answer: JOB },
  ),
  wire(
    (p) => p.bulkUpdateProductVariantsByFilter(FILTER, { variant: { visible: false } }),
    'POST /stores/v3/bulk/products/update-variants-by-filter',
    { body: { filter: FILTER, variant: { visible: false } }, answer: JOB },
  ),
  wire(
    (p) =>
      p.bulkAdjustProductVariantsByFilter(FILTER, { actualPrice: { amount: '-1.50' }, rounding: 'CURRENCY_PRECISION' }),
    'POST /stores/v3/bulk/products/adjust-variants-by-filter',
    {
      detail: 'keeps decimal strings',
      body: { filter: FILTER, actualPrice: { amount: '-1.50' }, rounding: 'CURRENCY_PRECISION' },
      answer: JOB,
    },
  ),
  ...infoSectionCases(),
  wire(
    (p) => p.bulkAddProductsToCategoriesByFilter({ filter: FILTER, categoryIds: ['C1'] }),
    'POST /stores/v3/bulk/products/add-to-categories-by-filter',
    { body: { filter: FILTER, categoryIds: ['C1'] }, answer: JOB },
  ),
  wire(
    (p) => p.bulkRemoveProductsFromCategoriesByFilter({ filter: FILTER, categoryIds: ['C1'] }),
    'POST /stores/v3/bulk/products/remove-from-categories-by-filter',
    { body: { filter: FILTER, categoryIds: ['C1'] }, answer: JOB },
  ),
  wire((p) => p.getAllProductsCategory(), 'GET /stores/v3/all-products-category', {
    answer: { categoryId: 'C0', treeReference: { appNamespace: '@wix/stores' } },
  }),
  wire(
    (p) => p.bulkUpdateProductTags(['P1'], { assignTags: { publicTags: { tagIds: ['T1'] } } }),
    'POST /stores/v3/bulk/products/update-tags',
    {
      body: { productIds: ['P1'], assignTags: { publicTags: { tagIds: ['T1'] } } },
      answer: { results: [{ itemMetadata: { id: 'P1', originalIndex: 0, success: true } }] },
    },
  ),
  wire(
    (p) => p.bulkUpdateProductTagsByFilter({}, { unassignTags: { privateTags: { tagIds: ['T2'] } } }),
    'POST /stores/v3/bulk/products/update-tags-by-filter',
    { body: { filter: {}, unassignTags: { privateTags: { tagIds: ['T2'] } } }, answer: JOB },
  ),
];

const fieldCases: Array<FieldCase<ProductsV3Module>> = [
  renamed((p) => p.updateProduct('P1', { name: 'x' }), ['product.revision'], ['product.revision']),
  renamed((p) => p.updateProduct('P1', { revision: '1' }), ['product.id'], ['productId']),
  refused((p) => p.getProduct('P1', { fields: ['NOT_A_FIELD' as never] }), 'an unknown field', /^options\.fields/),
];

describe('site.productsV3 calls on the wire', () => {
  const server = useCatalogServer();
  itSendsEachCase(server, cases, createProductsV3);
  itNamesEachField(server, fieldCases, createProductsV3);

  it('turns a stale revision into a conflict error naming the product', async () => {
    server.answer(() =>
      revisionMismatch('Product P1 has already been updated', 'Product P1 is at revision 4, not 3', '4'),
    );
    const failure = await createProductsV3(testContext())
      .updateProduct('P1', { revision: '3', name: 'x' })
      .catch((error: unknown) => error);
    const conflict = { entity: 'product', entityId: 'P1', currentRevision: '4', status: 409, application: true };
    expect(conflictOf(failure)).toEqual(conflict);
    expect((failure as Error).message).toBe('Product P1 has already been updated: Product P1 is at revision 4, not 3');
  });

  it('resolves a bulk update with a failed item and keeps every per-item result', async () => {
    server.answer(() => BULK);
    const result = await createProductsV3(testContext()).bulkUpdateProducts([
      { product: { id: 'P1', revision: '2' } },
      { product: { id: 'P2', revision: '4' } },
    ]);
    expect(result.results?.map((each) => [each.itemMetadata?.success, each.itemMetadata?.error?.code])).toEqual([
      [true, undefined],
      [false, 'REVISION_MISMATCH'],
    ]);
    expect(result.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
  });

  it('never changes the caller’s objects', async () => {
    server.answer(() => BULK);
    const elements = [{ product: { id: 'P1', revision: '2' }, fieldMask: ['name'] }];
    const update = { id: 'stale', name: 'x', revision: '2' };
    const snapshot = structuredClone({ elements, update });
    const products = createProductsV3(testContext());
    await products.bulkUpdateProducts(elements);
    server.answer(() => ({ product: PRODUCT_V3 }));
    await products.updateProduct('P1', update);
    expect({ elements, update }).toEqual(snapshot);
  });
});
