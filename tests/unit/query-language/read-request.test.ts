import { describe, expect, it } from 'vitest';
import { createCategories } from '../../../src/catalog-v3/categories.js';
import { createProductsV3 } from '../../../src/catalog-v3/products-v3.js';
import { STORES_CATEGORY_TREE } from '../../../src/catalog-v3/tree-reads.js';
import type { SiteContext } from '../../../src/core/site-context.js';
import { isSiteValidationError } from '../../../src/errors/guards.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';
import { PAGING_LAST, PRODUCT_V3 } from '../catalog-v3/support/v3-samples.js';

/** A test context whose rows note the name of every request check they run. */
function countingChecks(): { context: SiteContext; checked: string[] } {
  const context = testContext();
  const checked: string[] = [];
  return {
    checked,
    context: {
      ...context,
      operations: async (name) => {
        const row = await context.operations(name);
        return { ...row, checkRequest: (request) => (checked.push(name), row.checkRequest(request)) };
      },
    },
  };
}

describe('v3 reads: GET .r with a POST fallback', () => {
  const server = useCatalogServer();

  it('a query whose .r passes 4000 characters goes as a POST of the same JSON', async () => {
    server.answer(() => ({ products: [PRODUCT_V3], pagingMetadata: PAGING_LAST }));
    const ids = Array.from({ length: 150 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    await createProductsV3(testContext()).queryProducts().in('id', ids).find();
    const [request] = server.requests;
    expect([request?.method, request?.search]).toEqual(['POST', '']);
    expect(request?.body).toEqual({ query: { filter: { id: { $in: ids } }, cursorPaging: { limit: 50 } } });
  });

  it('a short search stays a GET', async () => {
    server.answer(() => ({ products: [], pagingMetadata: PAGING_LAST }));
    const result = await createProductsV3(testContext())
      .searchProducts({ fields: ['URL'] })
      .search('linen')
      .find();
    expect(result.items).toEqual([]);
    expect(result.hasNext()).toBe(false);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(JSON.parse(Buffer.from(request?.query['.r'] as string, 'base64url').toString())).toEqual({
      fields: ['URL'],
      search: { search: { expression: 'linen' }, cursorPaging: { limit: 50 } },
    });
  });

  it('checks the GET form as the POST body: a bad page size (none or negative) names the field and sends nothing', async () => {
    for (const limit of [0, -1]) {
      const failure = await createProductsV3(testContext())
        .queryProducts()
        .limit(limit)
        .find()
        .catch((error: unknown) => error);
      expect(isSiteValidationError(failure) && failure.fieldViolations[0]?.field, String(limit)).toBe(
        'query.cursorPaging.limit',
      );
    }
    expect(server.requests).toHaveLength(0);
  });

  it('checks a query once, as the POST body, before it is encoded into the GET', async () => {
    server.answer(() => ({ products: [], pagingMetadata: PAGING_LAST }));
    const { context, checked } = countingChecks();
    await createProductsV3(context).queryProducts().eq('slug', 'linen-shirt').find();
    expect(server.requests[0]?.method).toBe('GET');
    expect(checked).toEqual(['queryProductsV3ByPost']);
  });

  it('checks a listing with flat GET parameters once, as its POST form', async () => {
    server.answer(() => ({ items: [], pagingMetadata: PAGING_LAST }));
    const { context, checked } = countingChecks();
    await createCategories(context).listItemsInCategory('category-1', STORES_CATEGORY_TREE);
    expect(server.requests[0]?.method).toBe('GET');
    expect(checked).toEqual(['listItemsInCategoryByPost']);
  });
});
