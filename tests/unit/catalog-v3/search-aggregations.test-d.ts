import { describe, expectTypeOf, it } from 'vitest';
import {
  type AggregationResultOf,
  type CursorResult,
  type ProductsV3QueryBuilder,
  type ProductsV3SearchBuilder,
  type ProductV3,
  type QueryProductsV3Response,
  type SearchProductsV3Response,
} from '../../../src/index.js';
import { adminSite as site } from '../support/admin-site.js';

describe('productsV3 query and search overloads', () => {
  it('answers a builder for no argument or only fields, and the raw answer for a ready-made query or search', () => {
    expectTypeOf(site.productsV3.queryProducts()).toEqualTypeOf<ProductsV3QueryBuilder>();
    expectTypeOf(site.productsV3.queryProducts({ fields: ['URL'] })).toEqualTypeOf<ProductsV3QueryBuilder>();
    expectTypeOf(site.productsV3.queryProducts({ filter: {} }, {})).toEqualTypeOf<Promise<QueryProductsV3Response>>();
    expectTypeOf(site.productsV3.searchProducts()).toEqualTypeOf<ProductsV3SearchBuilder>();
    expectTypeOf(site.productsV3.searchProducts({ search: { expression: 'x' } }, {})).toEqualTypeOf<
      Promise<SearchProductsV3Response>
    >();
  });

  it('finds a cursor result of products, without aggregations for a query', () => {
    const found = site.productsV3.queryProducts().eq('visible', true).find();
    expectTypeOf(found).toEqualTypeOf<Promise<CursorResult<ProductV3>>>();
  });
});

describe('search aggregations are typed by what was asked', () => {
  const search = site.productsV3
    .searchProducts()
    .search('linen')
    .aggregate('brands', 'VALUE', 'brand.name')
    .aggregate('prices', 'RANGE', 'actualPriceRange.minValue.amount')
    .aggregate('cheapest', 'SCALAR', 'actualPriceRange.minValue.amount')
    .eq('visible', true);

  it('gives each named aggregation the result part of its kind', async () => {
    const result = await search.find();
    expectTypeOf(result.aggregations.brands).toEqualTypeOf<AggregationResultOf<'VALUE'> | undefined>();
    expectTypeOf(result.aggregations.prices).toEqualTypeOf<AggregationResultOf<'RANGE'> | undefined>();
    expectTypeOf(result.aggregations.cheapest).toEqualTypeOf<AggregationResultOf<'SCALAR'> | undefined>();
    expectTypeOf(result.aggregations.brands!.values.results).toEqualTypeOf<
      Array<{ value?: string; count?: number }> | undefined
    >();
    expectTypeOf(result.aggregations.cheapest!.scalar.value).toEqualTypeOf<number | undefined>();
  });

  it('keeps the aggregations on the next page', async () => {
    const next = await (await search.find()).next();
    expectTypeOf(next.aggregations.prices).toEqualTypeOf<AggregationResultOf<'RANGE'> | undefined>();
  });

  it('refuses an aggregation that was not asked for, and an unknown kind', async () => {
    const result = await search.find();
    // @ts-expect-error nothing asked for "colours"
    void result.aggregations.colours;
    // @ts-expect-error not an aggregation kind
    void site.productsV3.searchProducts().aggregate('x', 'AVERAGE', 'name');
  });
});
