import { describe, expect, it } from 'vitest';
import { createProducts, type ProductsModule } from '../../../src/catalog/products.js';
import { isSiteValidationError } from '../../../src/errors/guards.js';
import { testContext, useCatalogServer, validationFailure } from './support/catalog-server.js';
import { itSendsEachCase, wire, type WireCase } from './support/wire-cases.js';
import { itNamesEachField, type FieldCase, refused, renamed } from './support/field-cases.js';

const PRODUCT = { id: 'P1', name: 'Linen Shirt', createdDate: '2026-01-05T08:40:52.117Z' };
const BULK_RESULT = {
  results: [{ itemMetadata: { id: 'P1', originalIndex: 0, success: true } }],
  bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 },
};

const cases: WireCase<ProductsModule>[] = [
  wire((p) => p.getProduct('P1', { includeMerchantSpecificData: true }), 'GET /stores-reader/v1/products/P1', {
    query: { id: 'P1', includeMerchantSpecificData: 'true' },
    answer: { product: PRODUCT },
  }),
  wire((p) => p.getProduct('P1'), 'GET /stores-reader/v1/products/P1', {
    detail: 'without options',
    query: { id: 'P1' },
    answer: { product: PRODUCT },
  }),
  wire(
    (p) => p.getProductOptionsAvailability('P1', { Size: 'S' }),
    'POST /stores-reader/v1/products/P1/productOptionsAvailability',
    { body: { id: 'P1', options: { Size: 'S' } }, answer: { availableForPurchase: true, productOptions: [] } },
  ),
  wire(
    (p) =>
      p.queryProductVariants('P1', {
        choices: { Size: 'S' },
        variantIds: ['V1'],
        paging: { limit: 10, offset: 0 },
        includeMerchantSpecificData: true,
      }),
    'POST /stores-reader/v1/products/P1/variants/query',
    {
      body: {
        id: 'P1',
        choices: { Size: 'S' },
        variantIds: ['V1'],
        paging: { limit: 10, offset: 0 },
        includeMerchantSpecificData: true,
      },
      answer: { variants: [{ id: 'V1', choices: { Size: 'S' } }], metadata: { items: 1, offset: 0 }, totalResults: 1 },
    },
  ),
  wire(
    (p) => p.queryStoreVariants({ filter: { productId: 'P1' }, paging: { limit: 5 } }),
    'POST /stores-reader/v1/variants/query',
    {
      body: { query: { filter: { productId: 'P1' }, paging: { limit: 5 } } },
      answer: { variants: [{ id: 'P1-V1', productId: 'P1' }], metadata: { count: 1, offset: 0, total: 1 } },
    },
  ),
  wire((p) => p.getStoreVariant('P1-V1'), 'GET /stores-reader/v1/variants/P1-V1', {
    query: { id: 'P1-V1' },
    answer: { variant: { id: 'P1-V1' } },
  }),
  wire((p) => p.createProduct({ name: 'Linen Shirt', productType: 'physical' }), 'POST /stores/v1/products', {
    body: { product: { name: 'Linen Shirt', productType: 'physical' } },
    answer: { product: PRODUCT },
  }),
  wire(
    (p) => p.updateProduct('P1', { id: 'ignored', name: 'Renamed', visible: false }),
    'PATCH /stores/v1/products/P1',
    {
      body: { product: { name: 'Renamed', visible: false, id: 'P1' } },
      answer: { product: { ...PRODUCT, name: 'Renamed' } },
    },
  ),
  wire((p) => p.deleteProduct('P1'), 'DELETE /stores/v1/products/P1', {
    query: { id: 'P1' },
    resolves: undefined,
  }),
  wire(
    (p) => p.updateProductVariants('P1', [{ choices: { Size: 'S' }, price: 10 }]),
    'PATCH /stores/v1/products/P1/variants',
    { body: { id: 'P1', variants: [{ choices: { Size: 'S' }, price: 10 }] }, answer: { variants: [{ id: 'V1' }] } },
  ),
  wire((p) => p.resetAllProductVariantData('P1'), 'POST /stores/v1/products/P1/variants/resetToDefault', {
    body: { id: 'P1' },
    resolves: undefined,
  }),
  wire(
    (p) => p.addProductMedia('P1', [{ url: 'https://example.com/a.jpg', choice: { option: 'Size', choice: 'S' } }]),
    'POST /stores/v1/products/P1/media',
    {
      body: { id: 'P1', media: [{ url: 'https://example.com/a.jpg', choice: { option: 'Size', choice: 'S' } }] },
      resolves: undefined,
    },
  ),
  wire((p) => p.removeProductMedia('P1', ['M1', 'M2']), 'POST /stores/v1/products/P1/media/delete', {
    body: { id: 'P1', mediaIds: ['M1', 'M2'] },
    resolves: undefined,
  }),
  wire(
    (p) => p.addProductMediaToChoices('P1', [{ option: 'Size', choice: 'S', mediaIds: ['M1'] }]),
    'PATCH /stores/v1/products/P1/choices/media',
    { body: { id: 'P1', media: [{ option: 'Size', choice: 'S', mediaIds: ['M1'] }] }, resolves: undefined },
  ),
  wire(
    (p) => p.removeProductMediaFromChoices('P1', [{ option: 'Size', choice: 'S', mediaIds: ['M1'] }]),
    'POST /stores/v1/products/P1/choices/media/delete',
    { body: { id: 'P1', media: [{ option: 'Size', choice: 'S', mediaIds: ['M1'] }] }, resolves: undefined },
  ),
  wire((p) => p.deleteProductOptions('P1'), 'DELETE /stores/v1/products/P1/options', {
    query: { id: 'P1' },
    resolves: undefined,
  }),
  wire((p) => p.removeBrand('P1'), 'POST /stores/v1/products/P1/remove-brand', {
    body: { id: 'P1' },
    resolves: undefined,
  }),
  wire((p) => p.removeRibbon('P1'), 'POST /stores/v1/products/P1/remove-ribbon', {
    body: { id: 'P1' },
    resolves: undefined,
  }),
  wire((p) => p.bulkUpdateProductsProperty(['P1'], { price: 12.5 }), 'POST /stores/v1/bulk/products/update', {
    body: { ids: ['P1'], set: { price: 12.5 } },
    answer: BULK_RESULT,
  }),
  wire(
    (p) => p.bulkAdjustProductProperty({ price: { percentage: { rate: 10 } } }, ['P1']),
    'POST /stores/v1/bulk/products/adjust-properties',
    { body: { adjust: { price: { percentage: { rate: 10 } } }, ids: ['P1'] }, answer: BULK_RESULT },
  ),
];

describe('site.products calls on the wire', () => {
  const server = useCatalogServer();

  itSendsEachCase(server, cases, createProducts);

  it('appends the id last in the updateProduct body', async () => {
    await createProducts(testContext()).updateProduct('P1', { id: 'P0', name: 'A', sku: 'S' });
    expect(Object.keys((server.requests[0]?.body as { product: object }).product)).toEqual(['name', 'sku', 'id']);
  });

  it('URL-encodes path parameters', async () => {
    server.answer(() => ({ product: PRODUCT }));
    await createProducts(testContext()).getProduct('a/../../x?y=1#z');
    expect(server.requests[0]?.path).toBe('/stores-reader/v1/products/a/../../x?y=1#z');
    expect(server.requests[0]?.query).toEqual({ id: 'a/../../x?y=1#z' });
  });

  it('keeps wire names and ISO timestamps in answers', async () => {
    server.answer(() => ({ product: PRODUCT }));
    const { product } = await createProducts(testContext()).getProduct('P1');
    expect(product).toEqual(PRODUCT);
    expect(typeof product?.createdDate).toBe('string');
  });
});

const fieldCases: Array<FieldCase<ProductsModule>> = [
  refused((p) => p.createProduct({ name: '' }), 'an empty name', ['product.name']),
  refused((p) => p.updateProduct('', { name: 'Shirt' }), 'an empty id', ['id']),
  refused(
    (p) => p.bulkUpdateProductsProperty(['P1'], { price: 'free' } as never),
    'a price that is not a number',
    /^set/,
  ),
  refused((p) => p.queryProductVariants('P1', { paging: { limit: -1 } }), 'a negative page size', [
    'options.paging.limit',
  ]),
  renamed((p) => p.queryProductVariants('P1', { paging: { limit: 10 } }), ['paging.limit'], ['options.paging.limit']),
];

describe('site.products errors', () => {
  const server = useCatalogServer();

  itNamesEachField(server, fieldCases, createProducts);

  it('reports a server violation on product.id of updateProduct against the id argument', async () => {
    server.answer(() => validationFailure(['product.id', 'product.name']));
    const failure = await createProducts(testContext())
      .updateProduct('P1', { name: 'x' })
      .catch((error: unknown) => error);
    expect(isSiteValidationError(failure)).toBe(true);
    if (!isSiteValidationError(failure)) return;
    expect(failure.fieldViolations.map((violation) => violation.field)).toEqual(['id', 'product.name']);
    expect(failure.message).toBe('INVALID_ARGUMENT: "id" is invalid, "product.name" is invalid');
    expect(failure.status).toBe(400);
    expect(failure.requestId).toBe('req-1');
  });

  it('takes transport options as the last argument, the builder in find()', async () => {
    const products = createProducts(testContext());
    const aborted = { signal: AbortSignal.abort() };
    await expect(products.getProduct('P1', {}, aborted)).rejects.toMatchObject({ kind: 'aborted' });
    await expect(products.deleteProduct('P1', aborted)).rejects.toMatchObject({ kind: 'aborted' });
    await expect(products.queryProducts().find(aborted)).rejects.toMatchObject({ kind: 'aborted' });
    await expect(products.queryProducts({}, aborted)).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('rethrows other failures as SiteErrors with the status', async () => {
    server.answer(
      () =>
        new Response(
          JSON.stringify({
            message: 'Product not found',
            details: { applicationError: { code: 'NOT_FOUND', description: 'no such product' } },
          }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        ),
    );
    const failure = await createProducts(testContext())
      .getProduct('nope')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'application', code: 'NOT_FOUND', status: 404 });
  });
});
