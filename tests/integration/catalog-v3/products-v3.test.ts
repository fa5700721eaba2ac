import { describe, expect, it } from 'vitest';
import { isSiteCatalogVersionError } from '../../../src/index.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { conflictOf, siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
const clients = useStoreClients(sandbox);

describe('site.catalogVersioning on a v3 store', () => {
  it('answers V3_CATALOG, and a v1 call fails with a catalog-version error', async () => {
    expect(await clients.visitor.site.catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V3_CATALOG' });
    const failure = await siteErrorOf(clients.visitor.site.products.queryProducts().find());
    expect(isSiteCatalogVersionError(failure) && [failure.status, failure.siteCatalog]).toEqual([428, 'V3_CATALOG']);
  });
});

describe('site.productsV3 single-product calls', () => {
  it('creates, reads by id and slug, updates with the revision and deletes', async () => {
    const created = await clients.admin.site.productsV3.createProduct(sampleShirtV3('Crud Shirt'), { fields: ['URL'] });
    expect(created).toMatchObject({ name: 'Crud Shirt', revision: '1', slug: 'crud-shirt' });
    expect(created.variantsInfo?.variants?.map((variant) => variant.price?.actualPrice?.amount)).toEqual([
      '59.90',
      '64.90',
    ]);
    expect(Date.parse(created.createdDate!)).not.toBeNaN();

    const read = await clients.visitor.site.productsV3.getProduct(created.id!);
    expect(read.id).toBe(created.id);
    const bySlug = await clients.visitor.site.productsV3.getProductBySlug('crud-shirt');
    expect(bySlug.product?.id).toBe(created.id);

    const updated = await clients.admin.site.productsV3.updateProduct(created.id!, {
      name: 'Crud Shirt II',
      revision: '1',
    });
    expect([updated.name, updated.revision]).toEqual(['Crud Shirt II', '2']);

    await clients.admin.site.productsV3.deleteProduct(created.id!);
    const gone = await siteErrorOf(clients.visitor.site.productsV3.getProduct(created.id!));
    expect(gone.status).toBe(404);
  });

  it('refuses a stale revision with a conflict error naming the product and its current revision', async () => {
    const created = await clients.admin.site.productsV3.createProduct(sampleShirtV3('Conflict Shirt'));
    await clients.admin.site.productsV3.updateProduct(created.id!, { visible: false, revision: '1' });
    const failure = await siteErrorOf(
      clients.admin.site.productsV3.updateProduct(created.id!, { name: 'Too late', revision: '1' }),
    );
    expect(conflictOf(failure)).toEqual([409, 'product', created.id, '2']);
  });

  it('creates with inventory and updates the stock of a variant with the product', async () => {
    const shirt = sampleShirtV3('Stocked Shirt');
    const variants = shirt.variantsInfo!.variants!.map((variant) => ({ ...variant, inventoryItem: { quantity: 3 } }));
    const created = await clients.admin.site.productsV3.createProductWithInventory(
      { ...shirt, variantsInfo: { variants } },
      { returnEntity: true },
    );
    const items = created.inventoryResults?.results?.map((result) => result.item?.quantity);
    expect(items).toEqual([3, 3]);
    const product = created.product!;
    const [first] = product.variantsInfo!.variants!;
    const updated = await clients.admin.site.productsV3.updateProductWithInventory(
      product.id!,
      {
        revision: product.revision,
        options: product.options,
        variantsInfo: {
          variants: product.variantsInfo!.variants!.map((variant) =>
            variant.id === first!.id ? { ...variant, inventoryItem: { quantity: 7 } } : variant,
          ),
        },
      },
      { returnEntity: true },
    );
    expect(updated.product?.revision).toBe('2');
    const stock = await clients.admin.site.inventoryItemsV3.queryInventoryItems().eq('variantId', first!.id).find();
    expect(stock.items.map((item) => item.quantity)).toEqual([7]);
  });

  it('answers the All Products category', async () => {
    const category = await clients.visitor.site.productsV3.getAllProductsCategory();
    expect(category.treeReference.appNamespace).toBe('@wix/stores');
    expect(category.categoryId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('site.productsV3 queries, search and count', () => {
  it('pages the whole demo store with for await, each continuation carrying only the cursor', async () => {
    const { count } = await clients.visitor.site.productsV3.countProducts();
    const first = await clients.visitor.site.productsV3.queryProducts().ascending('name').limit(10).find();
    expect(first.items).toHaveLength(10);
    expect(first.hasNext()).toBe(true);
    const names: string[] = [];
    for await (const product of first) names.push(product.name!);
    expect(names).toHaveLength(count);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sent = clients.visitor.log.to('/stores/v3/products/query', 'GET').map((request) => decodeR(request.url));
    expect(sent).toHaveLength(Math.ceil(count / 10));
    expect(sent[0]).toEqual({ query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 10 } } });
    for (const continuation of sent.slice(1))
      expect(Object.keys(continuation.query as object)).toEqual(['cursorPaging']);
  });

  it('filters with the fluent builder and counts the same matches', async () => {
    const cheap = await clients.visitor.site.productsV3
      .queryProducts()
      .lt('actualPriceRange.minValue.amount', 30)
      .descending('actualPriceRange.minValue.amount')
      .find();
    const prices = cheap.items.map((product) => Number(product.actualPriceRange?.minValue?.amount));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price < 30)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const { count } = await clients.visitor.site.productsV3.countProducts({
      filter: { 'actualPriceRange.minValue.amount': { $lt: 30 } },
    });
    expect(count).toBe(prices.length);
  });

  it('searches by free text with typed aggregations', async () => {
    const result = await clients.visitor.site.productsV3
      .searchProducts()
      .search('linen')
      .aggregate('brands', 'VALUE', 'brand.name')
      .aggregate('cheapest', 'SCALAR', 'actualPriceRange.minValue.amount', { scalar: { type: 'MIN' } })
      .limit(100)
      .find();
    expect(result.items.length).toBeGreaterThan(0);
    const brandCounts = result.aggregations.brands?.values.results?.map((bucket) => bucket.count ?? 0) ?? [];
    expect(brandCounts.reduce((sum, each) => sum + each, 0)).toBeLessThanOrEqual(result.items.length);
    const lowest = Math.min(...result.items.map((product) => Number(product.actualPriceRange?.minValue?.amount)));
    expect(result.aggregations.cheapest?.scalar.value).toBe(lowest);
  });
});

describe('site.productsV3 bulk and by-filter calls', () => {
  it('answers a bulk update with one stale item as per-item results, without throwing', async () => {
    const created = await clients.admin.site.productsV3.bulkCreateProducts(
      [sampleShirtV3('Bulk A'), sampleShirtV3('Bulk B')],
      {
        returnEntity: true,
      },
    );
    const [a, b] = created.results!.map((result) => result.item!);
    const updated = await clients.admin.site.productsV3.bulkUpdateProducts(
      [
        { product: { id: a!.id, revision: '1', name: 'Bulk A2' } },
        { product: { id: b!.id, revision: '7', name: 'Bulk B2' } },
      ],
      { returnEntity: true },
    );
    expect(updated.results?.map((result) => [result.itemMetadata?.success, result.itemMetadata?.error?.code])).toEqual([
      [true, undefined],
      [false, 'REVISION_MISMATCH'],
    ]);
    expect(updated.results?.[0]?.item?.name).toBe('Bulk A2');
    expect(updated.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });

    const deleted = await clients.admin.site.productsV3.bulkDeleteProducts([a!.id!, b!.id!]);
    expect(deleted.results?.every((result) => result.itemMetadata?.success)).toBe(true);
  });

  it('starts a by-filter job and the change shows up', async () => {
    const product = await clients.admin.site.productsV3.createProduct(sampleShirtV3('Job Shirt'));
    const { jobId } = await clients.admin.site.productsV3.bulkAdjustProductVariantsByFilter(
      { id: product.id },
      { actualPrice: { amount: '1.00' } },
    );
    expect(jobId).toMatch(/\S/);
    await expect
      .poll(
        async () => (await clients.admin.site.productsV3.getProduct(product.id!)).actualPriceRange?.minValue?.amount,
      )
      .toBe('60.90');
  });
});

function decodeR(url: URL): Record<string, unknown> {
  return JSON.parse(Buffer.from(url.searchParams.get('.r') ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
