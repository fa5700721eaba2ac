import { describe, expect, it } from 'vitest';
import { dotR, type Json } from './support/harness.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';

const PRICE = 'actualPriceRange.minValue.amount';

/** A `NESTED` aggregation of these levels. */
const nestedAggregation = (levels: Json[]) => ({
  type: 'NESTED',
  fieldPath: levels[0].fieldPath,
  nested: { nestedAggregations: levels },
});

describe('sandbox catalog v3 search: item filters, nested aggregations, fresh answers', () => {
  const v3 = v3Sandbox({ seed: 'demo' });

  const create = async (product: Json) => {
    const reply = await v3.h.call('/stores/v3/products', { ...v3.admin, body: { product } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.product as Json;
  };
  const search = async (body: Json, token = v3.admin.token) => {
    const reply = await v3.h.call('/stores/v3/products/search', { token, headers: v3.admin.headers, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const names = (body: Json) => (body.products as Json[]).map((p) => p.name).sort();
  /** Every product (hidden ones too), with variants: what the filters are checked against. */
  const everything = async (): Promise<Json[]> => {
    const page = await v3.h.call('/stores/v3/products/query', {
      ...v3.admin,
      body: { query: { cursorPaging: { limit: 100 } } },
    });
    return Promise.all(
      (page.body.products as Json[]).map(
        async (p) => (await v3.h.call(`/stores/v3/products/${p.id}`, v3.admin)).body.product,
      ),
    );
  };

  it('filters on option ids with $hasSome and $hasAll', async () => {
    const shirt = await create(shirtV3('Option Filter Shirt'));
    const products = await everything();
    const optionIds = (p: Json) => (p.options as Json[]).map((o) => o.id as string);
    const withAll = (ids: string[]) =>
      products
        .filter((p) => ids.every((id) => optionIds(p).includes(id)))
        .map((p) => p.name)
        .sort();
    const size = shirt.options[0].id as string;
    const other = products.flatMap(optionIds).find((id) => id !== size)!;
    const filtered = async (filter: Json) =>
      names(await search({ search: { filter: { 'options.id': filter }, cursorPaging: { limit: 100 } } }));
    expect(withAll([size])).toContain('Option Filter Shirt');
    expect(await filtered({ $hasSome: [size, 'no-such-option'] })).toEqual(withAll([size]));
    expect(await filtered({ $hasSome: [size, other] })).toEqual(
      [...new Set([...withAll([size]), ...withAll([other])])].sort(),
    );
    expect(await filtered({ $hasAll: [size, 'no-such-option'] })).toEqual([]);
    expect(await filtered({ $hasAll: [size, other] })).toEqual(withAll([size, other]));
    const query = await v3.h.call(
      `/stores/v3/products/query?.r=${dotR({ query: { filter: { 'options.id': { $hasAll: [size] } }, cursorPaging: { limit: 100 } } })}`,
      v3.admin,
    );
    expect(names(query.body)).toEqual(withAll([size]));
  });

  it('matches products by their variants with $matchItems (one variant meets all conditions of a filter)', async () => {
    await create(shirtV3('Cheap Small Shirt', ['9.00', '30.00']));
    await create(shirtV3('Dear Small Shirt', ['29.00', '30.00']));
    const cheapM = await search({
      search: {
        filter: {
          'variantsInfo.variants': {
            $matchItems: [{ sku: { $startsWith: 'CHEAP-SMALL-SHIRT' }, 'price.actualPrice.amount': { $lt: 10 } }],
          },
        },
      },
    });
    expect(names(cheapM)).toEqual(['Cheap Small Shirt']);
    // No single variant of either shirt has the L size's SKU and a price under 10.
    const none = await search({
      search: {
        filter: {
          'variantsInfo.variants': {
            $matchItems: [{ sku: 'CHEAP-SMALL-SHIRT-L', 'price.actualPrice.amount': { $lt: 10 } }],
          },
        },
      },
    });
    expect(none.products).toEqual([]);
    const expected = (await everything())
      .filter((p) => (p.variantsInfo.variants as Json[]).some((v) => !v.inventoryStatus.inStock))
      .map((p) => p.name)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const soldOut = await v3.h.call('/stores/v3/products/search', {
      ...v3.admin,
      body: {
        search: {
          filter: { 'variantsInfo.variants': { $matchItems: [{ 'inventoryStatus.inStock': false }] } },
          cursorPaging: { limit: 100 },
        },
      },
    });
    expect(names(soldOut.body)).toEqual(expected);
  });

  it('matches category memberships with $matchItems', async () => {
    const products = await everything();
    const categoryId = products.flatMap((p) => p.directCategoriesInfo.categories as Json[])[0].id as string;
    const expected = products
      .filter((p) => p.visible !== false)
      .filter((p) => (p.directCategoriesInfo.categories as Json[]).some((c) => c.id === categoryId))
      .map((p) => p.name)
      .sort();
    for (const field of ['directCategoriesInfo.categories', 'allCategoriesInfo.categories']) {
      const visitor = await v3.h.visitorToken();
      const body = await search(
        { search: { filter: { [field]: { $matchItems: [{ id: categoryId }] } }, cursorPaging: { limit: 100 } } },
        visitor,
      );
      expect(names(body), field).toEqual(expected);
    }
  });

  it('computes NESTED aggregations bucket within bucket', async () => {
    const ranges = [{ to: 50 }, { from: 50, to: 100 }, { from: 100 }];
    const brandsByPrice = nestedAggregation([
      { name: 'brand', type: 'VALUE', fieldPath: 'brand.name', value: { limit: 50 } },
      { name: 'price', type: 'RANGE', fieldPath: PRICE, range: { buckets: ranges } },
    ]);
    const body = await search({
      search: {
        aggregations: [
          { ...brandsByPrice, name: 'brandsByPrice' },
          { name: 'brands', type: 'VALUE', fieldPath: 'brand.name', value: { limit: 50 } },
        ],
      },
    });
    const [nested, flat] = body.aggregationData.results as Json[];
    expect(nested).toMatchObject({ name: 'brandsByPrice', type: 'NESTED' });
    const rows = nested.nested.results as Json[];
    expect(rows.length).toBeGreaterThan(1);
    // Per brand, the price buckets add up to the brand's own count, and each one matches a direct count.
    for (const { value, count } of flat.values.results as Json[]) {
      const ofBrand = rows.filter((r) => r.results.brand.value.value === value);
      expect(
        ofBrand.reduce((sum, r) => sum + r.results.price.range.count, 0),
        value,
      ).toBe(count);
      for (const row of ofBrand) {
        const { from, to } = row.results.price.range;
        const price = { ...(from !== undefined && { $gte: from }), ...(to !== undefined && { $lt: to }) };
        const filter = { 'brand.name': value, 'actualPriceRange.minValue.amount': price };
        const counted = await v3.h.call('/stores/v3/products/count', {
          ...v3.admin,
          body: { filter, returnNonVisibleProducts: true },
        });
        expect(counted.body.count).toBe(row.results.price.range.count);
      }
    }
  });

  it('ends a scalar level of a NESTED aggregation with one value per bucket', async () => {
    const cheapestByType = nestedAggregation([
      { name: 'type', type: 'VALUE', fieldPath: 'productType' },
      { name: 'cheapest', type: 'SCALAR', fieldPath: PRICE, scalar: { type: 'MIN' } },
    ]);
    const body = await search({ search: { aggregations: [cheapestByType] } });
    const rows = body.aggregationData.results[0].nested.results as Json[];
    for (const row of rows) {
      const type = row.results.type.value.value as string;
      const cheapest = await search({
        search: {
          filter: { productType: type },
          sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
          cursorPaging: { limit: 1 },
        },
      });
      expect(row.results.cheapest.scalar.value).toBe(Number(cheapest.products[0].actualPriceRange.minValue.amount));
    }
  });

  it('names date histogram buckets by the start of their interval', async () => {
    const total = await v3.h.call('/stores/v3/products/count', {
      ...v3.admin,
      body: { returnNonVisibleProducts: true },
    });
    for (const interval of ['DAY', 'WEEK', 'MONTH', 'YEAR']) {
      const body = await search({
        search: { aggregations: [{ type: 'DATE_HISTOGRAM', fieldPath: 'createdDate', dateHistogram: { interval } }] },
      });
      const buckets = body.aggregationData.results[0].dateHistogram.results as Json[];
      expect(
        buckets.reduce((sum, b) => sum + b.count, 0),
        interval,
      ).toBe(total.body.count);
      for (const { value } of buckets) {
        const start = new Date(value);
        expect(start.toISOString(), interval).toBe(value);
        expect(value.endsWith('T00:00:00.000Z'), value).toBe(true);
        if (interval === 'WEEK') expect(start.getUTCDay(), value).toBe(1);
        if (interval !== 'DAY' && interval !== 'WEEK') expect(start.getUTCDate(), value).toBe(1);
      }
    }
  });

  it('answers from fresh data after product and stock changes (the answer cache follows writes)', async () => {
    const shirt = await create(shirtV3('Cached Shirt'));
    const filter = { search: { filter: { id: shirt.id } } };
    const before = await search(filter);
    expect(before.products[0]).toMatchObject({ name: 'Cached Shirt', inventory: { availabilityStatus: 'IN_STOCK' } });
    await v3.h.call(`/stores/v3/products/${shirt.id}`, {
      ...v3.admin,
      method: 'PATCH',
      body: { product: { id: shirt.id, revision: '1', name: 'Renamed Cached Shirt' } },
    });
    expect((await search(filter)).products[0].name).toBe('Renamed Cached Shirt');
    const items = await v3.h.call('/stores/v3/inventory-items/query', {
      ...v3.admin,
      body: { query: { filter: { productId: shirt.id } } },
    });
    for (const item of items.body.inventoryItems as Json[])
      await v3.h.call(`/stores/v3/inventory-items/${item.id}`, {
        ...v3.admin,
        method: 'PATCH',
        body: { inventoryItem: { id: item.id, revision: item.revision, quantity: 0 } },
      });
    const after = await search(filter);
    expect(after.products[0].inventory.availabilityStatus).toBe('OUT_OF_STOCK');
    expect(after.products[0].options[0].choicesSettings.choices.map((c: Json) => c.inStock)).toEqual([false, false]);
  });

  it('answers a repeated search with the same bytes whether its products come from the answer cache or not', async () => {
    const shirt = await create(shirtV3('Byte Shirt'));
    await create(shirtV3('Byte Shirt Two'));
    const payload = {
      search: {
        filter: { name: { $startsWith: 'Byte Shirt' } },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        cursorPaging: { limit: 1 },
      },
    };
    const get = () => v3.h.call(`/stores/v3/products/search?.r=${dotR(payload)}`, { ...v3.admin, method: 'GET' });
    const first = await get();
    expect(first.status, first.text).toBe(200);
    expect(first.body.products.map((p: Json) => p.id)).toEqual([shirt.id]);
    expect(first.body.pagingMetadata.hasNext).toBe(true);
    const again = await get();
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)));
    const posted = await v3.h.call('/stores/v3/products/search', { ...v3.admin, body: payload });
    expect(posted.text).toBe(first.text);
    expect(JSON.stringify(first.body)).toBe(first.text);
  });

  it('keeps merchant data for the API key and requested fields apart in cached answers', async () => {
    const shirt = await create({
      ...shirtV3('Costed Shirt'),
      variantsInfo: {
        variants: shirtV3('Costed Shirt').variantsInfo.variants.map((v) => ({
          ...v,
          revenueDetails: { cost: { amount: '20.00' } },
        })),
      },
    });
    const body = (fields: string[]) => ({ search: { filter: { id: shirt.id } }, fields });
    const admin = await search(body(['MERCHANT_DATA', 'CURRENCY']));
    expect(admin.products[0].costRange.minValue).toEqual({ amount: '20.00', formattedAmount: '$20.00' });
    const visitor = await search(body(['MERCHANT_DATA', 'CURRENCY']), await v3.h.visitorToken());
    expect(visitor.products[0].costRange).toBeUndefined();
    expect(visitor.products[0].actualPriceRange.minValue.formattedAmount).toBe('$59.90');
    const plain = await search(body([]));
    expect(plain.products[0].costRange).toBeUndefined();
    expect(plain.products[0].actualPriceRange.minValue).toEqual({ amount: '59.90' });
  });

  it('refuses item filters and nested levels it cannot run, naming the field', async () => {
    const cases: Array<[Json, string]> = [
      [{ filter: { 'options.id': 'x' } }, 'search.filter.options.id'],
      [{ filter: { 'options.id': { $hasSome: [1] } } }, 'search.filter.options.id.$hasSome'],
      [{ filter: { 'variantsInfo.variants': { $matchItems: [] } } }, 'search.filter.variantsInfo.variants.$matchItems'],
      [
        { filter: { 'variantsInfo.variants': { $matchItems: [{ secret: 1 }] } } },
        'search.filter.variantsInfo.variants.$matchItems[0].secret',
      ],
      [{ filter: { name: { $matchItems: [{}] } } }, 'search.filter.name.$matchItems'],
      [{ sort: [{ fieldName: 'variantsInfo.variants' }] }, 'search.sort'],
      [{ aggregations: [{ type: 'VALUE', fieldPath: 'variantsInfo.variants' }] }, 'search.aggregations[0].fieldPath'],
      [{ aggregations: [{ type: 'DATE_HISTOGRAM', fieldPath: 'name' }] }, 'search.aggregations[0].fieldPath'],
      [
        { aggregations: [{ type: 'NESTED', fieldPath: 'brand.name' }] },
        'search.aggregations[0].nested.nestedAggregations',
      ],
      [
        {
          aggregations: [
            nestedAggregation([
              { type: 'SCALAR', fieldPath: 'brand.name' },
              { type: 'VALUE', fieldPath: 'name' },
            ]),
          ],
        },
        'search.aggregations[0].nested.nestedAggregations[0].type',
      ],
      [
        { aggregations: [nestedAggregation([{ type: 'VALUE', fieldPath: 'brand.name' }, { type: 'SIDEWAYS' }])] },
        'search.aggregations[0].nested.nestedAggregations[1].type',
      ],
    ];
    for (const [payload, field] of cases) {
      const reply = await v3.h.call('/stores/v3/products/search', { ...v3.admin, body: { search: payload } });
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      const fields = (reply.body.details.validationError.fieldViolations as Json[]).map((v) => v.field);
      expect(
        fields.some((f) => f.startsWith(field)),
        `${JSON.stringify(payload)} → ${fields.join(', ')}`,
      ).toBe(true);
    }
  });
});
