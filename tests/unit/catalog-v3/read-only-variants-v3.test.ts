import { describe, expect, it } from 'vitest';
import {
  createReadOnlyVariantsV3,
  type ReadOnlyVariantsV3Module,
} from '../../../src/catalog-v3/read-only-variants-v3.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';
import { itSendsEachCase, wire, type WireCase } from '../catalog/support/wire-cases.js';
import { PAGING_LAST, VARIANT } from './support/v3-samples.js';

const cases: Array<WireCase<ReadOnlyVariantsV3Module>> = [
  wire(
    (v) => v.queryVariants({ filter: { 'productData.productId': 'P1' } }, { fields: ['CURRENCY'] }),
    'POST /stores/v3/products/query-variants',
    {
      detail: 'with a ready-made query is a POST',
      body: { query: { filter: { 'productData.productId': 'P1' } }, fields: ['CURRENCY'] },
      answer: { variants: [VARIANT], pagingMetadata: PAGING_LAST },
    },
  ),
  wire(
    (v) => v.searchVariants({ search: { expression: 'LINEN' } }, { locationIds: ['L1'] }),
    'POST /stores/v3/products/search-variants',
    {
      detail: 'sends fields and locationIds beside the search',
      body: { search: { search: { expression: 'LINEN' } }, locationIds: ['L1'] },
      answer: { variants: [VARIANT], pagingMetadata: PAGING_LAST },
    },
  ),
];

describe('site.readOnlyVariantsV3 calls on the wire', () => {
  const server = useCatalogServer();
  itSendsEachCase(server, cases, createReadOnlyVariantsV3);

  it('the query builder keeps fields on every page and continues with the cursor alone', async () => {
    const answers = [
      { variants: [VARIANT], pagingMetadata: { count: 1, cursors: { next: 'v2' } } },
      { variants: [{ ...VARIANT, variantId: 'V2' }], pagingMetadata: PAGING_LAST },
    ];
    server.answer(() => answers.shift() ?? {});
    const first = await createReadOnlyVariantsV3(testContext())
      .queryVariants({ fields: ['MERCHANT_DATA'] })
      .eq('productData.productId', 'P1')
      .limit(1)
      .find();
    const second = await first.next();
    expect(second.items.map((variant) => variant.variantId)).toEqual(['V2']);
    expect(server.requests.map((request) => [request.method, request.body])).toEqual([
      [
        'POST',
        { fields: ['MERCHANT_DATA'], query: { filter: { 'productData.productId': 'P1' }, cursorPaging: { limit: 1 } } },
      ],
      ['POST', { fields: ['MERCHANT_DATA'], query: { cursorPaging: { cursor: 'v2', limit: 1 } } }],
    ]);
  });

  it('the search builder answers aggregations by name', async () => {
    server.answer(() => ({
      variants: [VARIANT],
      pagingMetadata: PAGING_LAST,
      aggregationData: {
        results: [
          {
            name: 'prices',
            type: 'RANGE',
            fieldPath: 'price.actualPrice.amount',
            ranges: { results: [{ from: 0, to: 50, count: 1 }] },
          },
        ],
      },
    }));
    const result = await createReadOnlyVariantsV3(testContext())
      .searchVariants({ locationIds: ['L1'] })
      .aggregate('prices', 'RANGE', 'price.actualPrice.amount', { range: { buckets: [{ from: 0, to: 50 }] } })
      .find();
    expect(result.aggregations.prices?.ranges.results).toEqual([{ from: 0, to: 50, count: 1 }]);
    expect(server.requests[0]?.body).toEqual({
      locationIds: ['L1'],
      search: {
        aggregations: [
          {
            range: { buckets: [{ from: 0, to: 50 }] },
            name: 'prices',
            type: 'RANGE',
            fieldPath: 'price.actualPrice.amount',
          },
        ],
        cursorPaging: { limit: 50 },
      },
    });
  });
});
