import { describe, expect, it } from 'vitest';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { expectEnvelope, type Json, type Reply } from './support/harness.js';

const treeReference = { appNamespace: '@wix/stores' };
const PRICE = 'actualPriceRange.minValue.amount';

/** `count` ranges that all hold every item, so a nested aggregation multiplies its levels' buckets. */
const overlappingRanges = (fieldPath: string, count: number) => ({
  type: 'RANGE',
  fieldPath,
  range: { buckets: Array.from({ length: count }, () => ({ from: 0 })) },
});
const nestedOf = (...levels: Json[]) => ({
  type: 'NESTED',
  fieldPath: levels[0].fieldPath,
  nested: { nestedAggregations: levels },
});

function expectRefused(reply: Reply, field: string): void {
  expectEnvelope(reply, 400);
  const violations = reply.body.details.validationError.fieldViolations as Json[];
  expect(violations.map((v) => [v.field, v.violatedRule])).toEqual([[field, 'MAX']]);
}

describe('v3 search aggregations have work caps', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body: unknown, token?: string) =>
    v3.h.call(path, { ...(token ? { token } : v3.admin), body });

  it('refuses two nested aggregations of 50 overlapping ranges per level, quickly, for a visitor', async () => {
    for (const name of ['Cap A', 'Cap B', 'Cap C']) await call('/stores/v3/products', { product: shirtV3(name) });
    const attack = nestedOf(...Array.from({ length: 3 }, () => overlappingRanges(PRICE, 50)));
    const started = performance.now();
    const reply = await call(
      '/stores/v3/products/search',
      { search: { aggregations: [attack, attack] } },
      await v3.h.visitorToken(),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expectRefused(reply, 'search.aggregations[0]');
  });

  it('refuses the same on the category search', async () => {
    await call('/categories/v1/categories', { category: { name: 'Capped' }, treeReference });
    const attack = nestedOf(...Array.from({ length: 3 }, () => overlappingRanges('parentCategory.index', 50)));
    const reply = await call('/categories/v1/categories/search', { search: { aggregations: [attack] }, treeReference });
    expectRefused(reply, 'search.aggregations[0]');
  });

  it('refuses aggregations that together may make more than 2,500 buckets', async () => {
    const each = nestedOf(overlappingRanges(PRICE, 30), overlappingRanges(PRICE, 30)); // 30 + 900 buckets
    const reply = await call('/stores/v3/products/search', { search: { aggregations: [each, each, each] } });
    expectRefused(reply, 'search.aggregations');
  });

  it('counts date-histogram buckets as they are made, and refuses past 1,000', async () => {
    // Two creation seconds make 2 + 100 + 1,800 buckets; the request alone states 1 + 50 + 900.
    await call('/stores/v3/products', { product: shirtV3('Cap Later') });
    await v3.h.call('/_sandbox/clock', { method: 'POST', body: { advanceSeconds: 5 } });
    await call('/stores/v3/products', { product: shirtV3('Cap Latest') });
    const histogram = { type: 'DATE_HISTOGRAM', fieldPath: 'createdDate', dateHistogram: { interval: 'SECOND' } };
    const search = (levels: Json[]) =>
      call('/stores/v3/products/search', { search: { aggregations: [nestedOf(histogram, ...levels)] } });
    expectRefused(await search([overlappingRanges(PRICE, 50), overlappingRanges(PRICE, 18)]), 'search.aggregations[0]');
    const within = await search([overlappingRanges(PRICE, 2), overlappingRanges(PRICE, 2)]);
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect(within.body.aggregationData.results[0].nested.results.length).toBeGreaterThanOrEqual(8);
  });

  it('still answers what a storefront asks for', async () => {
    const reply = await call('/stores/v3/products/search', {
      search: {
        aggregations: [
          { name: 'brands', type: 'VALUE', fieldPath: 'brand.name', value: { limit: 250 } },
          { name: 'min', type: 'SCALAR', fieldPath: PRICE, scalar: { type: 'MIN' } },
          { name: 'max', type: 'SCALAR', fieldPath: PRICE, scalar: { type: 'MAX' } },
          overlappingRanges(PRICE, 50),
        ],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.aggregationData.results).toHaveLength(4);
  });
});
