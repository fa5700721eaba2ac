import { dotR } from './support/harness.js';

// The shapes of the bad-input suite's cases, and its malformed catalog v3 requests.

export type Who = 'none' | 'visitor' | 'admin';

export interface BodyEndpoint {
  method: 'POST' | 'PATCH';
  path: () => string;
  who: Who;
  /** Whether `{}` is itself invalid (the body has required fields). */
  emptyIsInvalid: boolean;
  /** Bodies; a string is sent as it is (JSON text). */
  wrong: unknown[];
}

/** A body endpoint as one table row: method, path, caller, whether `{}` is invalid, then the malformed bodies. */
export const bodyEndpoint = (
  method: BodyEndpoint['method'],
  path: () => string,
  who: Who,
  emptyIsInvalid: boolean,
  wrong: unknown[],
): BodyEndpoint => ({ method, path, who, emptyIsInvalid, wrong });

export interface Case {
  label: string;
  method: string;
  path: string;
  who: Who;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  expected?: number;
}

/** Ids of the seeded v3 store that the cases name. */
export interface V3Ids {
  productId: string;
  productSlug: string;
  inventoryItemId: string;
}

const V3 = '/stores/v3';
const price = (amount: unknown) => ({ price: { actualPrice: { amount } } });
const physical = (extra: object = {}) => ({ name: 'Bad', productType: 'PHYSICAL', physicalProperties: {}, ...extra });

/** Product bodies that break the contract or the catalog's rules. */
const badProducts: unknown[] = [
  { product: {} },
  { product: { name: 5 } },
  { product: { name: 'x', productType: 'SPACESHIP' } },
  { product: { name: 'No physical properties', productType: 'PHYSICAL' } },
  { product: physical({ variantsInfo: { variants: [price('ten')] } }) },
  { product: physical({ variantsInfo: { variants: [price('-5')] } }) },
  { product: physical({ variantsInfo: { variants: [price('9'.repeat(400))] } }) },
  { product: physical({ variantsInfo: { variants: [price('Infinity')] } }) },
  {
    product: physical({ variantsInfo: { variants: [{ ...price('5'), revenueDetails: { cost: { amount: '-1' } } }] } }),
  },
  {
    product: physical({
      variantsInfo: { variants: [{ price: { actualPrice: { amount: '5' }, compareAtPrice: { amount: '4' } } }] },
    }),
  },
  { product: physical({ variantsInfo: { variants: 'many' } }) },
  { product: physical({ options: [{ name: 'Size' }, { name: 'Size' }] }) },
  {
    product: physical({
      options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'M' }] } }],
      variantsInfo: { variants: [price('1')] },
    }),
  },
  { product: physical({ slug: 'has spaces and / slashes' }) },
  { product: physical({ visible: 'yes' }) },
  { product: physical(), fields: ['NOT_A_FIELD'] },
  { product: physical({ media: { itemsInfo: { items: 'pictures' } } }) },
];

/** A search with one `NESTED` aggregation of these levels. */
function nestedSearch(levels: unknown[]) {
  return { search: { aggregations: [{ type: 'NESTED', fieldPath: 'name', nested: { nestedAggregations: levels } }] } };
}

/** Cursors in the old unsigned form (base64 JSON), with values that once reached the SQL. */
export const forgedCursors = [
  { sort: 'createdDate', offset: 0 },
  { offset: 1e300 },
  { search: { expression: 5 }, offset: 0 },
].map((state) => Buffer.from(JSON.stringify(state)).toString('base64url'));

/** Three nested levels of 50 ranges that all hold every item: 127,550 buckets if computed. */
export const nestedRangesAttack = (fieldPath: string) => ({
  type: 'NESTED',
  fieldPath,
  nested: {
    nestedAggregations: Array.from({ length: 3 }, () => ({
      type: 'RANGE',
      fieldPath,
      range: { buckets: Array.from({ length: 50 }, () => ({ from: 0 })) },
    })),
  },
});

/** Queries, searches and counts that cannot run. */
const badSearches: unknown[] = [
  { search: { cursorPaging: { limit: 101 } } },
  { search: { cursorPaging: { limit: -1 } } },
  { search: { cursorPaging: { limit: 0 } } },
  { search: { cursorPaging: { cursor: 'not-a-cursor' } } },
  ...forgedCursors.map((cursor) => ({ search: { cursorPaging: { cursor } } })),
  { search: { filter: { name: 'x' }, cursorPaging: { cursor: 'eyJvZmZzZXQiOjB9' } } },
  { search: { filter: { secret: 1 } } },
  { search: { filter: { name: { $regex: '.*' } } } },
  { search: { filter: { 'actualPriceRange.minValue.amount': { $gt: 'cheap' } } } },
  { search: { filter: { createdDate: { $gt: 'yesterday' } } } },
  { search: { filter: { $or: 'both' } } },
  { search: { filter: { 'options.id': 'x' } } },
  { search: { filter: { 'options.id': { $hasSome: 'x' } } } },
  { search: { filter: { 'variantsInfo.variants': { $matchItems: {} } } } },
  { search: { filter: { 'variantsInfo.variants': { $matchItems: [{ secret: 1 }] } } } },
  { search: { filter: { 'variantsInfo.variants': { $eq: 'x' } } } },
  { search: { filter: { 'directCategoriesInfo.categories': { $matchItems: ['x'] } } } },
  { search: { sort: [{ fieldName: 'id' }] } },
  { search: { sort: [{ fieldName: 'name', order: 'SIDEWAYS' }] } },
  { search: { sort: Array.from({ length: 11 }, () => ({ fieldName: 'name' })) } },
  { search: { search: { expression: 'x'.repeat(101) } } },
  { search: { search: { expression: 'x', mode: 'XOR' } } },
  { search: { aggregations: [{ type: 'VALUE', fieldPath: 'secret' }] } },
  { search: { aggregations: [{ type: 'VALUE', fieldPath: 'variantsInfo.variants' }] } },
  { search: { aggregations: [{ type: 'MEDIAN', fieldPath: 'name' }] } },
  { search: { aggregations: [{ type: 'VALUE', fieldPath: 'name', value: { limit: 0 } }] } },
  { search: { aggregations: [{ type: 'NESTED', fieldPath: 'name' }] } },
  { search: { aggregations: [{ type: 'NESTED', fieldPath: 'name', nested: { nestedAggregations: [{}] } }] } },
  nestedSearch([{ type: 'VALUE' }, { type: 'VALUE' }]),
  nestedSearch([
    { type: 'NESTED', fieldPath: 'name' },
    { type: 'VALUE', fieldPath: 'name' },
  ]),
  nestedSearch([
    { type: 'VALUE', fieldPath: 'brand.name' },
    { type: 'RANGE', fieldPath: 'actualPriceRange.minValue.amount', range: { buckets: [{ from: 'low' }] } },
  ]),
  { search: { aggregations: Array.from({ length: 11 }, () => ({ type: 'VALUE', fieldPath: 'name' })) } },
  { search: { aggregations: [nestedRangesAttack('actualPriceRange.minValue.amount')] } },
  { search: {}, fields: ['EVERYTHING'] },
];

const asQuery = (body: unknown) => {
  const { search, ...rest } = body as { search: object };
  return { query: search, ...rest };
};

/** POST and PATCH calls of the v3 catalog with bodies that are wrong in shape or in substance. */
export function v3BodyEndpoints(ids: V3Ids): BodyEndpoint[] {
  const post = (path: string, who: Who, wrong: unknown[], emptyIsInvalid = true): BodyEndpoint => ({
    method: 'POST',
    path: () => `${V3}${path}`,
    who,
    emptyIsInvalid,
    wrong,
  });
  // A query has no free text and no aggregations.
  const querySearches = badSearches.filter(
    (body) => !/"(aggregations|search)":/.test(JSON.stringify((body as { search: object }).search)),
  );
  return [
    post('/products', 'admin', badProducts),
    bodyEndpoint('PATCH', () => `${V3}/products/${ids.productId}`, 'admin', true, [
      { product: { name: 'No revision' } },
      { product: { revision: '999', name: 'Stale' } },
      { product: { revision: 1, name: 'Revision as a number' } },
      { product: { id: 'another', revision: '1' } },
      { product: { revision: '1', productType: 'SPACESHIP' } },
    ]),
    post('/products-with-inventory', 'admin', [
      ...badProducts.slice(0, 4),
      { product: physical({ variantsInfo: { variants: [{ ...price('1'), inventoryItem: { quantity: 'lots' } }] } }) },
    ]),
    post('/products/search', 'visitor', badSearches, false),
    post('/products/query', 'visitor', querySearches.map(asQuery), false),
    post('/products/count', 'visitor', [{ filter: 5 }, { filter: { secret: 1 } }, { search: { mode: 'XOR' } }], false),
    post(
      '/products/search-variants',
      'visitor',
      [{ search: { filter: { secret: 1 } } }, { search: { cursorPaging: { limit: 1001 } } }],
      false,
    ),
    post(
      '/products/query-variants',
      'visitor',
      [{ query: { filter: { sku: { $regex: 'x' } } } }, { query: { sort: 'sku' } }],
      false,
    ),
    // Bulks refuse a malformed list; a malformed element is a failed result in a 200 answer.
    post('/bulk/products/create', 'admin', [{ products: [] }, { products: 'all' }]),
    post('/bulk/products/update', 'admin', [{ products: [] }, { products: [{}] }]),
    post('/bulk/products/delete', 'admin', [{ productIds: [] }, { productIds: [5] }]),
    post('/bulk/products/update-by-filter', 'admin', [
      { filter: { secret: 1 }, product: { visible: false } },
      { filter: 'all' },
    ]),
    post('/bulk/products/delete-by-filter', 'admin', [{ filter: { name: { $regex: 'x' } } }]),
    post('/inventory-items', 'admin', [
      { inventoryItem: {} },
      { inventoryItem: { productId: ids.productId, variantId: 'no-such-variant', quantity: 1 } },
      { inventoryItem: { productId: ids.productId, variantId: 'x', quantity: 'many' } },
    ]),
    bodyEndpoint('PATCH', () => `${V3}/inventory-items/${ids.inventoryItemId}`, 'admin', true, [
      { inventoryItem: { quantity: 3 } },
      { inventoryItem: { revision: '1', quantity: 3 }, reason: 'THEFT' },
      { inventoryItem: { revision: '1', quantity: 100_000 } },
      { inventoryItem: { id: 'other', revision: '1', quantity: 3 } },
    ]),
    post(
      '/inventory-items/search',
      'admin',
      [{ search: { filter: { secret: 1 } } }, { search: { cursorPaging: { limit: 1001 } } }],
      false,
    ),
    post('/inventory-items/query', 'admin', [{ query: { filter: { quantity: { $gt: 'some' } } } }], false),
    post('/bulk/inventory-items/decrement', 'admin', [
      { decrementData: [] },
      { decrementData: [{ inventoryItemId: ids.inventoryItemId, decrementBy: 0 }] },
      { decrementData: [{ inventoryItemId: ids.inventoryItemId, decrementBy: -1 }] },
      { decrementData: [{ inventoryItemId: ids.inventoryItemId, decrementBy: 100_000 }] },
      { decrementData: [{ inventoryItemId: ids.inventoryItemId, decrementBy: 1 }], reason: 'THEFT' },
    ]),
    post('/bulk/inventory-items/increment', 'admin', [
      { incrementData: [{ inventoryItemId: ids.inventoryItemId, incrementBy: 'one' }] },
      { incrementData: Array.from({ length: 301 }, () => ({ inventoryItemId: ids.inventoryItemId, incrementBy: 1 })) },
    ]),
    post('/bulk/inventory-items/update-by-filter', 'admin', [
      { filter: { secret: 1 }, inventoryItem: { inStock: false } },
    ]),
  ];
}

/** Reads (GET with `.r`), deletes and path mismatches of the v3 catalog. */
export function v3GetCases(ids: V3Ids): Case[] {
  const get = (label: string, path: string, who: Who = 'visitor', method = 'GET'): Case => ({
    label,
    method,
    path: `${V3}${path}`,
    who,
  });
  const dotRCases = (path: string, payloads: unknown[], who: Who = 'visitor') => [
    get(`${path} .r not base64url`, `${path}?.r=${encodeURIComponent('%%%')}`, who),
    get(`${path} .r of plain text`, `${path}?.r=${Buffer.from('not json').toString('base64url')}`, who),
    get(`${path} .r of an array`, `${path}?.r=${dotR([])}`, who),
    get(`${path} .r twice`, `${path}?.r=${dotR({})}&.r=${dotR({})}`, who),
    ...payloads.map((payload, i) => get(`${path} .r #${i}`, `${path}?.r=${dotR(payload)}`, who)),
  ];
  return [
    ...dotRCases('/products/search', badSearches),
    ...dotRCases('/products/query', badSearches.slice(0, 13).map(asQuery)),
    ...dotRCases('/products/count', [{ filter: 5 }]),
    ...dotRCases('/products/search-variants', [{ search: { filter: { secret: 1 } } }]),
    ...dotRCases('/inventory-items/query', [{ query: { cursorPaging: { limit: 1001 } } }], 'admin'),
    get('missing product', '/products/no-such-product'),
    get('product id mismatch', `/products/${ids.productId}?productId=other`),
    get('product with an unknown field', `/products/${ids.productId}?fields=EVERYTHING`),
    get('missing slug', '/products/slug/no-such-slug'),
    get('slug mismatch', `/products/slug/${ids.productSlug}?slug=other`),
    get('visitor deletes an inventory item', `/inventory-items/${ids.inventoryItemId}`, 'visitor', 'DELETE'),
    get('missing inventory item', '/inventory-items/no-such-item', 'admin'),
    get('inventory item id mismatch', `/inventory-items/${ids.inventoryItemId}?inventoryItemId=other`, 'admin'),
    get('delete a missing product', '/products/no-such-product', 'admin', 'DELETE'),
    get('visitor deletes a product', `/products/${ids.productId}`, 'visitor', 'DELETE'),
    get('delete a missing inventory item', '/inventory-items/no-such-item', 'admin', 'DELETE'),
    get('visitor creates a product', '/products', 'visitor', 'POST'),
    get('no token', '/products/search', 'none'),
    get('garbage token', '/products/search', 'none'),
    get('unknown v3 route', '/products/everything'),
    {
      label: 'v1 call on a v3 store',
      method: 'GET',
      path: '/stores-reader/v1/products/x',
      who: 'visitor',
      expected: 428,
    },
    {
      label: 'a 95 KB .r beyond the server header limit',
      method: 'GET',
      path: `${V3}/products/search?.r=${dotR({ search: { search: { expression: 'x'.repeat(70_000) } } })}`,
      who: 'visitor',
      expected: 431,
    },
    ...['query', 'search', 'count'].map((operation): Case => ({
      label: `category ${operation} without a token`,
      method: 'POST',
      path: `/categories/v1/categories/${operation}`,
      who: 'none',
      body: JSON.stringify({ treeReference: { appNamespace: '@wix/stores' } }),
      contentType: 'application/json',
      expected: 401,
    })),
  ];
}
