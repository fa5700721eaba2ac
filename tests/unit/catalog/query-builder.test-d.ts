import { describe, expectTypeOf, it } from 'vitest';
import type { ProductsQueryResponse } from '../../../generated/types.gen.js';
import { ProductsQueryBuilder, ProductsQueryResult, type ProductQuery } from '../../../src/index.js';
import { adminSite as site } from '../support/admin-site.js';

describe('queryProducts overloads', () => {
  it('answers a builder without arguments and the raw page for a ready-made query', () => {
    expectTypeOf(site.products.queryProducts()).toEqualTypeOf<ProductsQueryBuilder>();
    const query: ProductQuery = { paging: { limit: 10 } };
    expectTypeOf(site.products.queryProducts(query)).toEqualTypeOf<Promise<ProductsQueryResponse>>();
  });

  it('chains to a builder and finds a ProductsQueryResult', () => {
    const builder = site.products.queryProducts().ge('priceData.price', 20).ascending('name').limit(24);
    expectTypeOf(builder).toEqualTypeOf<ProductsQueryBuilder>();
    expectTypeOf(builder.find()).toEqualTypeOf<Promise<ProductsQueryResult>>();
    // What the builder would send is itself a ready-made query.
    expectTypeOf(builder.toQuery()).toExtend<ProductQuery>();
  });

  it('refuses arguments the overloads do not take', () => {
    // @ts-expect-error a query's paging takes numbers
    void site.products.queryProducts({ paging: { limit: '10' } });
    // @ts-expect-error paging takes a number
    void site.products.queryProducts().limit('10');
  });
});
