import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyEndpoint,
  bodyEndpoint,
  type Case,
  v3BodyEndpoints,
  v3GetCases,
  type V3Ids,
  type Who,
} from './bad-input-v3-cases.js';
import { dotR, type Json, rawRequest, request, startHarness, type Harness } from './support/harness.js';

/**
 * At least 200 malformed requests across the endpoints: every one must get a 4xx in the platform envelope with a
 * request id (the token endpoint adds its RFC 6749 fields), and the sandbox must keep serving.
 */
let h: Harness;
let visitor: string;
let productId: string;
let collectionId: string;

beforeAll(async () => {
  h = await startHarness({ seed: 'demo' });
  visitor = await h.visitorToken();
  const page = (await h.call('/stores-reader/v1/products/query-platformized', { token: visitor })).body;
  productId = page.products.find((p: { productOptions: unknown[] }) => p.productOptions.length === 2).id;
  collectionId = (await h.call('/stores-reader/v1/collections/slug/outdoor', { token: visitor })).body.collection.id;
});
afterAll(() => h.close());

const endpoints: BodyEndpoint[] = [
  bodyEndpoint('POST', () => '/oauth2/token', 'none', true, [
    { grantType: 'anonymous', clientId: 5 },
    { grantType: 'authorization_code', clientId: 'x', code: 'c', codeVerifier: 'short' },
    { grantType: 'refresh_token' },
    { grant_type: 'authorized_client' },
    { grantType: 'password' },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/authentication/v2/register', 'visitor', true, [
    { loginId: { email: 'x' }, password: 'Secret-1' },
    { loginId: 'a@b.co', password: 'Secret-1' },
    { loginId: { email: 'a@b.co' }, password: 12345678 },
    { loginId: { email: 'a@b.co' }, password: 'Secret-1', captchaTokens: [{ Recaptcha: 'a', NoCaptcha: 'b' }] },
    { loginId: { email: 'a@b.co' }, password: 'Secret-1', profile: { privacyStatus: 'SECRET' } },
    {
      loginId: { email: 'a@b.co' },
      password: 'Secret-1',
      profile: { customFields: [{ name: 'n', value: { strValue: 'a', numValue: 1 } }] },
    },
    { loginId: { email: 'a@b.co' }, password: 'abc' },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/authentication/v2/login', 'visitor', true, [
    { loginId: { email: 'nope' }, password: 'x' },
    { loginId: {}, password: 'x' },
    { loginId: { email: 'a@b.co' } },
    { loginId: { email: 'a@b.co' }, password: 'x', captchaTokens: {} },
    { loginId: { email: 'a@b.co' }, password: 'x', captchaTokens: [{}] },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/authentication/v2/sign-on', 'admin', true, [
    { loginId: { email: 5 } },
    { loginId: { email: 'a@b.co' }, verifyEmail: 'yes' },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/authentication/v2/change-password', 'visitor', true, [{ newPassword: null }]),
  bodyEndpoint('POST', () => '/_api/iam/authentication/v2/validate-email', 'visitor', true, [
    { email: 42 },
    { email: 'a'.repeat(300) },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/authentication/v2/SMS/verify', 'visitor', true, [
    { stateToken: 'x' },
    { stateToken: 'x', smsData: {}, totpData: {} },
    { stateToken: 'x', smsData: { deliveryMethod: 'PIGEON' } },
    { stateToken: 'x', totpData: {} },
    { stateToken: 'x', smsData: {}, factorType: 'TOTP' },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/recovery/v1/send-email', 'visitor', true, [
    { email: 'not-email' },
    { email: 'a@b.co', redirect: { url: 'not a url' } },
    { email: 'a@b.co', redirect: { url: 'https://evil.example.net/' } },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/recovery/v1/activation-email', 'admin', true, [
    { identityId: 7 },
    { identityId: 'missing' },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/recovery/v1/recover', 'visitor', true, [
    { recoveryToken: 'RCV.bad', password: 'Secret-1' },
    { recoveryToken: 'x' },
    { recoveryToken: 1 },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/verification/v1/start', 'admin', true, [
    { identityId: 'x', target: 'PHONE' },
    { identityId: 'missing', target: 'EMAIL' },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/verification/v1/auth/verify', 'visitor', true, [
    { code: 123456, stateToken: 'x' },
    { code: '1', stateToken: 'STT.unknown' },
  ]),
  bodyEndpoint('POST', () => '/_api/iam/verification/v1/auth/resend', 'visitor', true, [
    { stateToken: 'STT.unknown' },
    { stateToken: [] },
  ]),
  bodyEndpoint('POST', () => '/_api/redirects-api/v1/redirect-session', 'visitor', true, [
    { login: {}, logout: {} },
    { auth: { authRequest: { clientId: 'x' } } },
    {
      auth: {
        authRequest: {
          clientId: 'x',
          responseType: 'token',
          codeChallenge: 'a'.repeat(43),
          codeChallengeMethod: 'S256',
        },
      },
    },
    {
      auth: {
        authRequest: { clientId: 'x', responseType: 'code', codeChallenge: 'short', codeChallengeMethod: 'plain' },
      },
    },
    { ecomCheckout: {} },
    deeplyNested(5000, '{"login":{},"x":', '}'),
    `{"login":${deeplyNested(5000, '{"a":', '}')}}`,
    `{"ecomCheckout":{"checkoutId":"c"},"preferences":${deeplyNested(5000, '{"a":[', ']}')}}`,
    `{"auth":${deeplyNested(5000, '{"authRequest":', '}')}}`,
    `{"storesProduct":${deeplyNested(5000, '{"productSlug":', '}')}}`,
    `{"login":{},"callbacks":${deeplyNested(5000, '{"postFlowUrl":[', ']}')}}`,
    { login: {}, callbacks: { postFlowUrl: 'x'.repeat(3000) } },
    {
      auth: {
        authRequest: {
          clientId: 'x',
          responseType: 'code',
          codeChallenge: 'a'.repeat(43),
          codeChallengeMethod: 'S256',
          responseMode: 'popup',
        },
      },
    },
  ]),
  bodyEndpoint('POST', () => '/stores-reader/v1/products/query-platformized', 'visitor', false, [
    { query: { paging: { limit: 1000 } } },
    { query: { paging: { offset: -1 } } },
    { query: { paging: { limit: 'ten' } } },
    { query: { filter: { price: { $near: 5 } } } },
    { query: { filter: { price: { $gt: 'cheap' } } } },
    { query: { filter: { nope: 1 } } },
    { query: { filter: { $or: {} } } },
    { query: { filter: { $xor: [] } } },
    { query: { sort: [{ fieldName: 'price', order: 'UP' }] } },
    { query: { sort: [{ fieldName: 'password' }] } },
    { query: { filter: { collectionIds: { $hasAll: 'c' } } } },
    { query: { filter: { visible: { $startsWith: 't' } } } },
    { query: { filter: { sku: { $in: new Array(100_001).fill('x') } } } },
    { query: { filter: nested(20) } },
    { query: { filter: { createdDate: { $gt: 'yesterday' } } } },
    { query: { filter: [] } },
    { query: { filter: { $or: new Array(1001).fill({}) } } },
    { query: { filter: { $and: new Array(1500).fill({}) } } },
    { query: { filter: { $or: Array.from({ length: 1001 }, (_, i) => ({ $and: [{}], $not: {}, sku: `s${i}` })) } } },
    { query: { filter: { $or: new Array(5000).fill({ $or: [{}] }) } } },
    { query: { filter: { name: { $contains: 'x'.repeat(50_000) } } } },
    { query: { filter: { name: { $startsWith: 'y'.repeat(500_000) } } } },
    { query: { filter: { description: { $endsWith: 'z'.repeat(120_000) } } } },
    { query: { filter: { name: { $contains: '%'.repeat(30_000) } } } },
  ]),
  bodyEndpoint('POST', () => `/stores-reader/v1/products/${productId}/productOptionsAvailability`, 'visitor', false, [
    { options: { Size: 5 } },
    { options: { Flavour: 'Mint' } },
    { id: 'other' },
  ]),
  bodyEndpoint('POST', () => `/stores-reader/v1/products/${productId}/variants/query`, 'visitor', false, [
    { paging: { limit: 101 } },
    { variantIds: 'x' },
    { choices: [] },
    { id: 'other' },
  ]),
  bodyEndpoint('POST', () => '/stores-reader/v1/variants/query', 'visitor', false, [
    { query: { cursorPaging: { cursor: '!!!' } } },
    { query: { paging: { limit: 5 }, cursorPaging: { limit: 5 } } },
    { query: { filter: { 'choices.Size': { $gt: 1 } } } },
    { query: { filter: { weight: 1 } } },
    { query: { filter: { 'choices."a\\"': 'x' } } },
    { query: { filter: { 'choices.a\\': 'x' } } },
    { query: { filter: { 'choices.Si\u0000ze': 'M' } } },
    { query: { sort: [{ fieldName: 'choices.a\\' }] } },
    { query: { sort: [{ fieldName: 'choices.\u0000' }] } },
    { query: { filter: { $and: new Array(1001).fill({}) } } },
  ]),
  bodyEndpoint('POST', () => '/stores/v1/products', 'admin', true, [
    { product: {} },
    { product: { name: '' } },
    { product: { name: 'x'.repeat(81) } },
    { product: { name: 'x', productType: 'service' } },
    { product: { name: 'x', priceData: { price: 'free' } } },
    { product: { name: 'x', priceData: { price: -1 } } },
    { product: { name: 'x', productOptions: [{ name: 'Size', choices: [] }] } },
    {
      product: {
        name: 'x',
        productOptions: [
          { name: 'A', choices: [{ description: 'a' }] },
          { name: 'A', choices: [{ description: 'b' }] },
        ],
      },
    },
    { product: { name: 'x', discount: { type: 'PERCENT', value: 150 } } },
    { product: { name: 'x', stock: { quantity: 1.5 } } },
    { product: { name: 'x', numericId: 'abc' } },
    { product: { name: 'x', media: { items: [{ title: 'no image' }] } } },
    { product: { name: 'x', productOptions: bigOptions() } },
    { product: { name: 'x', productOptions: [{ name: 'Many', choices: choices(60_000) }] } },
    {
      product: {
        name: 'x',
        productOptions: [{ name: 'Same', choices: new Array(60_000).fill({ description: 'a' }) }],
      },
    },
  ]),
  bodyEndpoint('PATCH', () => `/stores/v1/products/${productId}`, 'admin', true, [
    { product: { id: 'other' } },
    { product: { visible: 'yes' } },
    { product: { optionType: 'radio', productOptions: [{ optionType: 'radio' }] } },
  ]),
  bodyEndpoint('PATCH', () => `/stores/v1/products/${productId}/variants`, 'admin', true, [
    { variants: [] },
    { variants: [{ choices: { Size: 'XXXL' } }] },
    { variants: [{ price: 'x' }] },
    { id: 'other', variants: [{ choices: { Size: 'M' } }] },
  ]),
  bodyEndpoint('POST', () => '/v2/collections/query', 'visitor', false, [
    { query: { filter: { slug: 'outdoor' } } },
    { query: { sort: [{ fieldName: 'numberOfProducts' }] } },
    { query: { paging: { limit: 101 } } },
    { query: 'name' },
  ]),
  bodyEndpoint('POST', () => '/stores-reader/v2/inventoryItems/query', 'admin', false, [
    { query: { filter: { trackQuantity: true } } },
    { query: { filter: '{"trackQuantity":' } },
    { query: { filter: '[1]' } },
    { query: { filter: '{"price":1}' } },
    { query: { sort: '{"fieldName":"id"}' } },
    { query: { sort: '[{"fieldName":"id","order":"UP"}]' } },
    { query: { paging: { offset: -1 } } },
  ]),
  bodyEndpoint('POST', () => '/stores-reader/v2/inventoryItems/missing/getVariants', 'admin', false, [
    { inventoryId: 'other' },
    { variantIds: 'x' },
    { productId: 5 },
  ]),
  bodyEndpoint('PATCH', () => `/stores/v2/inventoryItems/product/${productId}`, 'admin', true, [
    { inventoryItem: { productId: 'other' } },
    { inventoryItem: { variants: [{ quantity: 3 }] } },
    { inventoryItem: { trackQuantity: true, variants: [{ variantId: 'x', quantity: -1 }] } },
    { inventoryItem: { trackQuantity: true, variants: [{ variantId: 'unknown', quantity: 1 }] } },
    { inventoryItem: { preorderInfo: { limit: 100001 } } },
    { inventoryItem: 'stock' },
  ]),
  bodyEndpoint('POST', () => '/stores/v2/inventoryItems/decrement', 'admin', true, [
    { decrementData: [] },
    { decrementData: [{ productId: 'p1', variantId: 'v', decrementBy: 0 }] },
    { decrementData: [{ productId: 'p1', variantId: 'v', decrementBy: 1.5 }] },
    { decrementData: [{ variantId: 'v', decrementBy: 1 }] },
    { decrementData: [{ productId: 'missing', variantId: 'v', decrementBy: 1 }] },
    { decrementData: [{ inventoryId: 'missing', variantId: 'v', decrementBy: 1 }] },
    { decrementData: Array.from({ length: 301 }, () => ({ productId: 'p1', variantId: 'v', decrementBy: 1 })) },
  ]),
  bodyEndpoint('POST', () => '/stores/v2/inventoryItems/increment', 'admin', true, [
    { incrementData: [{ productId: 'p1', variantId: 'v', incrementBy: -2 }] },
    { incrementData: [{ productId: 'p1', incrementBy: 1 }] },
    { incrementData: {} },
  ]),
  bodyEndpoint('POST', () => '/v1/abandonedCarts/query', 'admin', false, [
    { query: { filter: '{"total":1}' } },
    { query: { filter: 'status' } },
    { query: { paging: { limit: 500 } } },
  ]),
  bodyEndpoint('POST', () => '/_sandbox/carts', 'none', true, [
    { buyerInfo: {}, lineItems: [] },
    { buyerInfo: {}, lineItems: [{ productId: 'p1', quantity: 0 }] },
    { buyerInfo: {}, lineItems: [{ productId: 'missing', quantity: 1 }] },
    { buyerInfo: { identityType: 'ROBOT' }, lineItems: [{ productId: 'p1', quantity: 1 }] },
  ]),
  bodyEndpoint('POST', () => `/stores/v1/products/${productId}/variants/resetToDefault`, 'admin', false, [
    { id: 5 },
    { id: 'other' },
  ]),
  bodyEndpoint('POST', () => `/stores/v1/products/${productId}/media`, 'admin', true, [
    { media: [] },
    { media: [{}] },
    { media: [{ url: 'a', mediaId: 'b' }] },
    { media: [{ url: 'a', extra: 1 }] },
    { media: [{ mediaId: 'a', choice: { option: 'Nope', choice: 'x' } }] },
  ]),
  bodyEndpoint('POST', () => `/stores/v1/products/${productId}/media/delete`, 'admin', true, [
    { mediaIds: ['not-in-gallery'] },
    { mediaIds: [''] },
  ]),
  bodyEndpoint('PATCH', () => `/stores/v1/products/${productId}/choices/media`, 'admin', true, [
    { media: [{ option: 'Size' }] },
    { media: [{ option: 'Size', choice: 'M', mediaIds: ['missing'] }] },
  ]),
  // An empty removal detaches every choice's media (the official client's type leaves `media` optional).
  bodyEndpoint('POST', () => `/stores/v1/products/${productId}/choices/media/delete`, 'admin', false, [
    { media: 'x' },
    { media: [{ option: 'Nope', choice: 'x', mediaIds: [] }] },
  ]),
  bodyEndpoint('POST', () => `/stores/v1/products/${productId}/remove-brand`, 'admin', false, [{ id: 'other' }]),
  bodyEndpoint('POST', () => `/stores/v1/products/${productId}/remove-ribbon`, 'admin', false, [{ id: 'other' }]),
  bodyEndpoint('POST', () => '/stores/v1/collections', 'admin', true, [
    { collection: {} },
    { collection: { name: '' } },
    { collection: { name: 'x', visible: 'no' } },
    { collection: { name: 'x', slug: 'outdoor' } },
  ]),
  bodyEndpoint('PATCH', () => `/stores/v1/collections/${collectionId}`, 'admin', true, [
    { collection: { id: 'other' } },
    { collection: { name: '' } },
  ]),
  bodyEndpoint('POST', () => `/stores/v1/collections/${collectionId}/productIds`, 'admin', true, [
    { productIds: [] },
    { productIds: ['missing'] },
    { productIds: 'x' },
    // More ids than SQLite takes as bound variables: still a plain "not found", never a 500.
    { productIds: Array.from({ length: 40_000 }, (_, i) => `missing-${i}`) },
  ]),
  bodyEndpoint('POST', () => `/stores/v1/collections/${collectionId}/productIds/delete`, 'admin', true, [
    { productIds: [] },
    { productIds: [''] },
  ]),
  bodyEndpoint('POST', () => '/stores/v1/bulk/products/update', 'admin', true, [
    { ids: [], set: { price: 1 } },
    { ids: ['a'], set: {} },
    { ids: ['a'], set: { price: 1, brand: 'x' } },
    { ids: ['a'], set: { colour: 'red' } },
    { ids: new Array(101).fill('a'), set: { price: 1 } },
    { ids: ['a'], set: { price: 'one' } },
  ]),
  bodyEndpoint('POST', () => '/stores/v1/bulk/products/adjust-properties', 'admin', true, [
    { ids: ['a'], adjust: {} },
    { ids: ['a'], adjust: { price: {} } },
    { ids: ['a'], adjust: { price: { amount: 1 }, cost: { amount: 1 } } },
    { ids: ['a'], adjust: { price: { percentage: { rate: 1.5 } } } },
    { ids: ['a'], adjust: { price: { percentage: {} } } },
  ]),
];

function nested(depth: number): unknown {
  let filter: unknown = { price: 1 };
  for (let i = 0; i < depth; i++) filter = { $and: [filter] };
  return filter;
}

function choices(n: number) {
  return Array.from({ length: n }, (_, i) => ({ description: `c${i}` }));
}

/** The JSON text of an object `depth` levels deep (too deep to build with JSON.stringify): `open` + … + `close`. */
function deeplyNested(depth: number, open: string, close: string): string {
  return `${open.repeat(depth)}{}${close.repeat(depth)}`;
}

function bigOptions() {
  return [
    { name: 'A', choices: choices(20) },
    { name: 'B', choices: choices(20) },
  ];
}

function casesFor(endpoint: BodyEndpoint): Case[] {
  const base = { method: endpoint.method, path: endpoint.path(), who: endpoint.who };
  const json = (label: string, body: string, expected?: number): Case => ({
    ...base,
    label,
    body,
    contentType: 'application/json',
    ...(expected && { expected }),
  });
  return [
    json('malformed JSON', '{"a":'),
    json('truncated JSON', '{"loginId": {"email": "a@b.co"'),
    json('array body', '[]'),
    json('string body', '"text"'),
    json('number body', '42'),
    json('null body', 'null'),
    json('prototype pollution', '{"__proto__": {"polluted": true}}'),
    json('oversized body', JSON.stringify({ padding: 'x'.repeat(1_100_000) }), 413),
    { ...base, label: 'text/plain body', body: 'hello', contentType: 'text/plain', expected: 415 },
    ...(endpoint.emptyIsInvalid ? [json('empty object', '{}')] : []),
    ...endpoint.wrong.map((body, i) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return json(`wrong body #${i}: ${text.slice(0, 80)}`, text);
    }),
  ];
}

function getCases(): Case[] {
  const get = (label: string, path: string, who: Who = 'visitor', method = 'GET'): Case => ({
    label,
    method,
    path,
    who,
  });
  const reader = '/stores-reader/v1/products/query-platformized';
  return [
    get('.r not base64url', `${reader}?.r=${encodeURIComponent('%%%')}`),
    get('.r of plain text', `${reader}?.r=${Buffer.from('not json').toString('base64url')}`),
    get('.r of an array', `${reader}?.r=${dotR([])}`),
    get('.r with a bad limit', `${reader}?.r=${dotR({ query: { paging: { limit: -5 } } })}`),
    get('.r with an unknown operator', `${reader}?.r=${dotR({ query: { filter: { name: { $regex: '.*' } } } })}`),
    get('.r with an unknown field', `${reader}?.r=${dotR({ query: { filter: { 'seoData.tags': 'x' } } })}`),
    get(
      '.r with a bad sort order',
      `${reader}?.r=${dotR({ query: { sort: [{ fieldName: 'name', order: 'SIDEWAYS' }] } })}`,
    ),
    get('.r twice', `${reader}?.r=${dotR({})}&.r=${dotR({})}`),
    get('no token', reader, 'none'),
    get('garbage token', `${reader}`, 'none'),
    get('product id mismatch', `/stores-reader/v1/products/${productId}?id=other`),
    get('product flag not boolean', `/stores-reader/v1/products/${productId}?includeMerchantSpecificData=maybe`),
    get('missing product', '/stores-reader/v1/products/does-not-exist'),
    get('collection slug mismatch', '/stores-reader/v1/collections/slug/outdoor?slug=other'),
    get('missing collection', '/stores-reader/v1/collections/slug/nope'),
    get('missing store variant', '/stores-reader/v1/variants/nope'),
    get('store variant id mismatch', '/stores-reader/v1/variants/x?id=y'),
    get('logout with a bad redirect', `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=not-a-url`),
    get(
      'logout with a foreign redirect',
      `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://evil.example.net/')}`,
    ),
    get(
      'logout with an unknown client',
      `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('http://localhost:1/')}&clientId=nope`,
    ),
    get('collections .r of plain text', `/v2/collections/query?.r=${Buffer.from('nope').toString('base64url')}`),
    get(
      'collections .r with a bad field',
      `/v2/collections/query?.r=${dotR({ query: { filter: { visible: true } } })}`,
    ),
    get('collection id mismatch', `/v2/collections/${collectionId}?id=other`),
    get('missing collection by id', '/v2/collections/missing'),
    get('visitor reads inventory', '/stores-reader/v2/inventoryItems/query', 'visitor', 'POST'),
    get('missing abandoned cart', '/v1/abandonedCarts/missing', 'admin'),
    get('abandoned cart id mismatch', '/v1/abandonedCarts/x?id=y', 'admin'),
    get('visitor reads an abandoned cart', '/v1/abandonedCarts/x', 'visitor'),
    get('recover a missing cart', '/_sandbox/carts/missing/recover', 'none', 'POST'),
    get('unknown route', '/v1/unknown'),
    get('unknown nested route', '/stores/v2/products'),
    get('wrong method on a GET route', `/stores-reader/v1/products/${productId}`, 'visitor', 'DELETE'),
    get('wrong method on the token endpoint', '/oauth2/token', 'none'),
    get('bad percent-encoding', '/stores-reader/v1/products/%E0%A4%A', 'visitor'),
    get('delete a missing product', '/stores/v1/products/missing', 'admin', 'DELETE'),
    get('delete product id mismatch', `/stores/v1/products/${productId}?id=other`, 'admin', 'DELETE'),
    get('delete options of a missing product', '/stores/v1/products/missing/options', 'admin', 'DELETE'),
    get('delete a missing collection', '/stores/v1/collections/missing', 'admin', 'DELETE'),
    get('visitor deletes a product', `/stores/v1/products/${productId}`, 'visitor', 'DELETE'),
    get('mailbox with an empty address', '/_sandbox/mailbox?to=', 'none'),
    get('media without a file', '/_sandbox/media/', 'none'),
    get('visitor creates a product', '/stores/v1/products', 'visitor', 'POST'),
    ...crossSiteCases(),
  ];
}

/** What a foreign web page can send to the development endpoints: forms, foreign origins, rebound host names. */
function crossSiteCases(): Case[] {
  const form = (path: string, body: string): Case => ({
    label: `cross-site form to ${path}`,
    method: 'POST',
    path,
    who: 'none',
    body,
    contentType: 'application/x-www-form-urlencoded',
    headers: { origin: 'https://evil.example' },
    expected: 403,
  });
  return [
    form('/_sandbox/reset', 'seed=none'),
    form('/_sandbox/webhooks', 'url=https%3A%2F%2Fevil.example%2Fhook'),
    form('/_sandbox/identities/block', 'email=member%40example.com'),
    { ...form('/_sandbox/reset', 'seed=none'), label: 'same-site form to reset', headers: {}, expected: 415 },
    {
      label: 'multipart form to the clock',
      method: 'POST',
      path: '/_sandbox/clock',
      who: 'none',
      body: '--b\r\nContent-Disposition: form-data; name="advanceSeconds"\r\n\r\n9\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
      expected: 415,
    },
    {
      label: 'rebound host reads info',
      method: 'GET',
      path: '/_sandbox/info',
      who: 'none',
      headers: { host: 'evil.example' },
      expected: 403,
    },
    {
      label: 'foreign origin reads info',
      method: 'GET',
      path: '/_sandbox/info',
      who: 'none',
      headers: { origin: 'https://evil.example' },
      expected: 403,
    },
    {
      label: 'null origin resets',
      method: 'POST',
      path: '/_sandbox/reset',
      who: 'none',
      body: '{}',
      contentType: 'application/json',
      headers: { origin: 'null' },
      expected: 403,
    },
    {
      label: 'rebound host changes settings',
      method: 'POST',
      path: '/_sandbox/settings',
      who: 'none',
      body: '{"countLimit":1}',
      contentType: 'application/json',
      headers: { host: 'attacker.example:4020' },
      expected: 403,
    },
  ];
}

/** Where the cases go: a harness and a visitor token of it. */
interface Target {
  h: Harness;
  visitor: string;
}

async function send(target: Target, testCase: Case) {
  const headers: Record<string, string> = {};
  if (testCase.who === 'visitor') headers.authorization = target.visitor;
  if (testCase.who === 'admin') headers.authorization = target.h.sandbox.apiKey;
  if (testCase.label === 'garbage token') headers.authorization = 'garbage';
  if (testCase.contentType) headers['content-type'] = testCase.contentType;
  Object.assign(headers, testCase.headers);
  const transport = testCase.headers?.host ? rawRequest : request;
  return transport(target.h.url, testCase.path, {
    method: testCase.method,
    headers,
    ...(testCase.body !== undefined && { rawBody: testCase.body }),
  });
}

/** Sends every case in turn; what comes back is the list of cases not answered 4xx in the envelope. */
async function casesWithout4xxEnvelope(target: Target, cases: Case[]): Promise<string[]> {
  const failures: string[] = [];
  for (const testCase of cases) {
    const reply = await send(target, testCase);
    const ok =
      reply.status >= 400 &&
      reply.status < 500 &&
      (testCase.expected === undefined || reply.status === testCase.expected) &&
      /^\d+\.\d+$/.test(reply.headers.get('x-wix-request-id') ?? '') &&
      typeof reply.body?.message === 'string' &&
      typeof reply.body?.details === 'object';
    if (!ok)
      failures.push(
        `${testCase.method} ${testCase.path.slice(0, 80)} [${testCase.label}] → ${reply.status} ${reply.text.slice(0, 200)}`,
      );
  }
  return failures;
}

describe('bad input', () => {
  it('answers at least 200 malformed requests with 4xx envelopes and stays up', async () => {
    const cases = [...endpoints.flatMap(casesFor), ...getCases()];
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const failures = await casesWithout4xxEnvelope({ h, visitor }, cases);
    expect(failures).toEqual([]);
    const alive = await request(h.url, '/_sandbox/info');
    expect(alive.status).toBe(200);
    const tokenStillWorks = await h.call('/stores-reader/v1/products/query-platformized', { token: visitor });
    expect(tokenStillWorks.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    console.info(`bad-input suite: ${cases.length} malformed requests, all answered 4xx in the envelope`);
  });
});

describe('bad input on a v3 store', () => {
  const target = {} as Target;
  const ids = {} as V3Ids;
  beforeAll(async () => {
    target.h = await startHarness({ catalog: 'v3', seed: 'demo' });
    target.visitor = await target.h.visitorToken();
    const admin = { token: target.h.sandbox.apiKey };
    const page = await target.h.call('/stores/v3/products/query', { ...admin, body: {} });
    const product = (page.body.products as Json[]).find((p) => p.visible !== false);
    ids.productId = product.id;
    ids.productSlug = product.slug;
    const items = await target.h.call('/stores/v3/inventory-items/query', { ...admin, body: {} });
    ids.inventoryItemId = items.body.inventoryItems[0].id;
  });
  afterAll(() => target.h.close());

  it('answers malformed v3 calls with 4xx envelopes, never 500, and stays up', async () => {
    const cases = [...v3BodyEndpoints(ids).flatMap(casesFor), ...v3GetCases(ids)];
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(await casesWithout4xxEnvelope(target, cases)).toEqual([]);
    const still = await target.h.call(`/stores/v3/products/search?.r=${dotR({ search: {} })}`, {
      token: target.visitor,
    });
    expect(still.status).toBe(200);
    console.info(`bad-input suite (v3): ${cases.length} malformed requests, all answered 4xx in the envelope`);
  });
});
