import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContractDocument, contractOperations } from '../../scripts/lib/contract-operations.js';
import { dotR, pkcePair, request, webMessageOf, type CallInit, type Reply } from './support/harness.js';
import { colorOption } from '../support/sample-products.js';
import { expectPassedPrism, usePrismInFront } from './support/prism-in-front.js';

/**
 * Prism, run as a validating proxy in front of the sandbox (`prism proxy --errors`), checks every response against
 * the contract. A representative call of every operation goes through it; none may carry `sl-violations` or be
 * replaced by a Prism error.
 */
const proxy = usePrismInFront({ seed: 'demo' });

/** Every operation of the contract outside catalog V3 (`/stores/v3/…`, `/categories/…`), which prism-proxy-v3 covers. */
function v1AndIdentityOperations(): string[] {
  const contract = parse(
    readFileSync(fileURLToPath(new URL('../../generated/platform.bundled.yaml', import.meta.url)), 'utf8'),
  ) as ContractDocument;
  return contractOperations(contract)
    .filter(({ path }) => !/^\/(stores\/v3|categories)\//.test(path))
    .map(({ op }) => op.operationId!);
}
const seen = new Set<string>();

async function via(operation: string, path: string, init: CallInit, expectedStatus = 200): Promise<Reply> {
  // The contract pairs the API key with the site id header; Prism checks that both are present.
  const siteHeader: Record<string, string> =
    init.token === proxy.h.sandbox.apiKey || operation === 'createProduct'
      ? { 'wix-site-id': proxy.h.sandbox.siteId }
      : {};
  const reply = await request(proxy.prism.url, path, { ...init, headers: { ...siteHeader, ...init.headers } });
  expectPassedPrism(reply, operation, expectedStatus);
  expect(reply.headers.get('x-wix-request-id')).toBeTruthy();
  seen.add(operation);
  return reply;
}

describe('sandbox responses through Prism', () => {
  it('match the contract for every operation', async () => {
    const { clientId, apiKey } = proxy.h.sandbox;
    const anonymous = await via('token', '/oauth2/token', { body: { clientId, grantType: 'anonymous' } });
    await via('token', '/oauth2/token', {
      body: { clientId, grantType: 'refresh_token', refreshToken: anonymous.body.refresh_token },
    });
    await via(
      'token',
      '/oauth2/token',
      { body: { clientId, grantType: 'refresh_token', refreshToken: 'JWS.never-issued' } },
      400,
    );
    const visitor = (await via('token', '/oauth2/token', { body: { clientId, grantType: 'anonymous' } })).body
      .access_token as string;

    const auth = (path: string) => `/_api/iam/authentication${path}`;
    const email = `prism.${Date.now()}@example.com`;
    const registered = await via('registerV2', auth('/v2/register'), {
      token: visitor,
      body: { loginId: { email }, password: 'Prism-Pass-1', profile: { firstName: 'Pri', lastName: 'Sm' } },
    });
    await via(
      'registerV2',
      auth('/v2/register'),
      { token: visitor, body: { loginId: { email }, password: 'Prism-Pass-1' } },
      400,
    );
    const login = await via('loginV2', auth('/v2/login'), {
      token: visitor,
      body: { loginId: { email }, password: 'Prism-Pass-1' },
    });
    await via(
      'loginV2',
      auth('/v2/login'),
      { token: visitor, body: { loginId: { email }, password: 'wrong-pass' } },
      400,
    );
    await via('validateEmail', auth('/v2/validate-email'), { token: visitor, body: { email: 'nope' } });
    await via(
      'verifyFactor',
      auth('/v2/TOTP/verify'),
      { token: visitor, body: { stateToken: 'STT.x', totpData: { code: '123456' } } },
      400,
    );
    const signOn = await via('signOn', auth('/v2/sign-on'), {
      token: `${visitor},${apiKey}`,
      body: { loginId: { email: `so.${email}` }, verifyEmail: true },
    });
    await via('token', '/oauth2/token', {
      token: `${visitor},${apiKey}`,
      body: {
        grant_type: 'authorized_client',
        member_id: signOn.body.identity.id,
        session_token: signOn.body.sessionToken,
      },
    });

    const member = await memberTokensVia(login.body.sessionToken, visitor);
    await via('changePassword', auth('/v2/change-password'), { token: member, body: { newPassword: 'Prism-Pass-2' } });
    await via(
      'changePassword',
      auth('/v2/change-password'),
      { token: visitor, body: { newPassword: 'Prism-Pass-2' } },
      403,
    );

    await proxy.h.call('/_sandbox/settings', { body: { requireEmailVerification: true } });
    const pending = await via('registerV2', auth('/v2/register'), {
      token: visitor,
      body: { loginId: { email: `v.${email}` }, password: 'Prism-Pass-1' },
    });
    await via('resendDuringAuthentication', '/_api/iam/verification/v1/auth/resend', {
      token: visitor,
      body: { stateToken: pending.body.stateToken },
    });
    const code = (await proxy.h.call(`/_sandbox/mailbox?to=${encodeURIComponent(`v.${email}`)}`)).body.messages.at(
      -1,
    ).code;
    await via('verifyDuringAuthentication', '/_api/iam/verification/v1/auth/verify', {
      token: visitor,
      body: { code, stateToken: pending.body.stateToken },
    });
    await proxy.h.call('/_sandbox/settings', { body: { requireEmailVerification: false } });
    await via('start', '/_api/iam/verification/v1/start', {
      token: apiKey,
      body: { identityId: registered.body.identity.id, target: 'EMAIL' },
    });

    await via('sendRecoveryEmail', '/_api/iam/recovery/v1/send-email', {
      token: visitor,
      body: { email, redirect: { url: 'http://localhost:5173/account', clientId } },
    });
    await via('sendActivationEmail', '/_api/iam/recovery/v1/activation-email', {
      token: apiKey,
      body: { identityId: signOn.body.identity.id },
    });
    const link = (await proxy.h.call(`/_sandbox/mailbox?to=${encodeURIComponent(email)}`)).body.messages.at(-1).link;
    await via('recover', '/_api/iam/recovery/v1/recover', {
      token: visitor,
      body: { recoveryToken: new URL(link).searchParams.get('recoveryToken'), password: 'Prism-Pass-3' },
    });
    await via(
      'logout',
      `${auth('/v1/logout')}?postLogoutRedirectUri=${encodeURIComponent('http://localhost:5173/')}&clientId=${clientId}`,
      { token: visitor },
    );

    for (const intent of [
      { login: {} },
      { logout: { clientId } },
      { ecomCheckout: { checkoutId: 'c1' } },
      { storesProduct: { productSlug: 'linen-shirt' } },
      { bookingsBook: { resourceId: 'r1' } },
    ]) {
      await via('createRedirectSession', '/_api/redirects-api/v1/redirect-session', {
        token: visitor,
        body: { ...intent, callbacks: { postFlowUrl: 'http://localhost:5173/' } },
      });
    }

    await catalog(visitor, apiKey);
    await stockAndCarts(visitor, apiKey);
    await proxy.h.call('/_sandbox/faults', { body: { path: '/stores-reader/*', status: 429, retryAfter: 2 } });
    await via('queryProducts', '/stores-reader/v1/products/query-platformized', { token: visitor }, 429);
    await via('getProduct', '/stores-reader/v1/products/missing', { token: visitor }, 404);
    await via('queryProducts', '/stores-reader/v1/products/query-platformized', { token: 'OauthNG.JWS.invalid' }, 401);

    expect(v1AndIdentityOperations().filter((op) => !seen.has(op))).toEqual([]);
  });
});

async function memberTokensVia(sessionToken: string, visitor: string): Promise<string> {
  const { verifier, challenge } = pkcePair();
  const session = await via('createRedirectSession', '/_api/redirects-api/v1/redirect-session', {
    token: visitor,
    body: {
      auth: {
        authRequest: {
          clientId: proxy.h.sandbox.clientId,
          responseType: 'code',
          responseMode: 'web_message',
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
          scope: 'offline_access',
          state: 'st',
          sessionToken,
        },
        prompt: 'none',
      },
    },
  });
  const page = await request(session.body.redirectSession.fullUrl, '', {
    headers: { referer: 'http://localhost:5173/' },
  });
  const { code } = webMessageOf(page.text).payload;
  const tokens = await via('token', '/oauth2/token', {
    body: { clientId: proxy.h.sandbox.clientId, grantType: 'authorization_code', code, codeVerifier: verifier },
  });
  return tokens.body.access_token;
}

async function catalog(visitor: string, admin: string): Promise<void> {
  const reader = '/stores-reader/v1';
  const writer = '/stores/v1';
  const q = {
    filter: { $and: [{ price: { $lt: 100 } }, { visible: true }] },
    sort: [{ fieldName: 'price', order: 'ASC' }],
    paging: { limit: 5, offset: 0 },
  };
  const page = await via('queryProducts', `${reader}/products/query-platformized?.r=${dotR({ query: q })}`, {
    token: visitor,
  });
  const [first] = page.body.products;
  const checkout = await via('createCheckout', '/ecom/v1/checkouts', {
    token: visitor,
    body: {
      lineItems: [
        {
          quantity: 2,
          catalogReference: {
            catalogItemId: first.id,
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            options: { variantId: first.variants[0].id },
          },
        },
      ],
      channelType: 'WEB',
    },
  });
  expect(checkout.body.checkout.lineItems[0].productName.original).toBe(first.name);
  const upload = await via('generateFileUploadUrl', '/site-media/v1/files/generate-upload-url', {
    token: admin,
    body: { mimeType: 'image/png', fileName: 'linen-shirt-front.png' },
  });
  expect(upload.body.uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/upload\//);
  await via('queryProducts', `${reader}/products/query-platformized`, { token: admin });
  await via('queryProductsByPost', `${reader}/products/query-platformized`, { token: visitor, body: { query: q } });
  await via('queryProductsWithTextQuery', `${writer}/products/query`, {
    token: visitor,
    body: { query: { filter: JSON.stringify(q.filter), sort: JSON.stringify(q.sort) }, includeVariants: true },
  });
  const shirt = (
    await via(
      'queryProducts',
      `${reader}/products/query-platformized?.r=${dotR({ query: { filter: { slug: 'linen-shirt' } } })}`,
      { token: visitor },
    )
  ).body.products[0];
  expect(page.body.products.length).toBeGreaterThan(0);
  await via('getProduct', `${reader}/products/${shirt.id}?id=${shirt.id}&includeMerchantSpecificData=true`, {
    token: admin,
  });
  await via('getCollectionBySlug', `${reader}/collections/slug/summer-linen?slug=summer-linen`, { token: visitor });
  await via('getProductOptionsAvailability', `${reader}/products/${shirt.id}/productOptionsAvailability`, {
    token: visitor,
    body: { id: shirt.id, options: { Size: 'M', Color: 'Sand' } },
  });
  await via('queryProductVariants', `${reader}/products/${shirt.id}/variants/query`, {
    token: visitor,
    body: { id: shirt.id, choices: { Size: 'M' }, paging: { limit: 10, offset: 0 } },
  });
  const variants = await via('queryStoreVariants', `${reader}/variants/query`, {
    token: visitor,
    body: { query: { filter: { productId: shirt.id }, cursorPaging: { limit: 3 } } },
  });
  await via('queryStoreVariants', `${reader}/variants/query`, {
    token: visitor,
    body: { query: { filter: { 'choices.Size': { $in: ['S', 'M'] } }, paging: { limit: 5 } } },
  });
  // The REST reference's forms: no body at all, a filter on `collections.id`.
  await via('queryStoreVariants', '/stores/v1/variants/query', { token: visitor, method: 'POST' });
  await via('queryProductsWithTextQuery', `${writer}/products/query`, {
    token: visitor,
    body: { query: { filter: JSON.stringify({ 'collections.id': { $hasSome: [shirt.collectionIds[0]] } }) } },
  });
  const variantId = variants.body.variants[0].id;
  await via('getStoreVariant', `${reader}/variants/${variantId}?id=${variantId}`, { token: visitor });

  const created = await via('createProduct', `${writer}/products`, {
    token: admin,
    body: {
      product: {
        name: 'Prism Tote',
        priceData: { price: 30 },
        costAndProfitData: { itemCost: 9 },
        productOptions: [colorOption('Black', 'White')],
        manageVariants: true,
        brand: 'Prism',
        ribbon: 'New',
      },
    },
  });
  const id = created.body.product.id as string;
  await via('updateProduct', `${writer}/products/${id}`, {
    method: 'PATCH',
    token: admin,
    body: { product: { description: '<p>Tested</p>', id } },
  });
  await via('updateProductVariants', `${writer}/products/${id}/variants`, {
    method: 'PATCH',
    token: admin,
    body: { id, variants: [{ choices: { Color: 'Black' }, price: 32, sku: 'PT-B' }] },
  });
  await via('resetAllProductVariantData', `${writer}/products/${id}/variants/resetToDefault`, {
    token: admin,
    body: { id },
  });
  await via('addProductMedia', `${writer}/products/${id}/media`, {
    token: admin,
    body: {
      id,
      media: [
        { mediaId: 'tote-black.jpg', choice: { option: 'Color', choice: 'Black' } },
        { url: 'https://cdn.example.com/tote.jpg' },
      ],
    },
  });
  await via('addProductMediaToChoices', `${writer}/products/${id}/choices/media`, {
    method: 'PATCH',
    token: admin,
    body: { id, media: [{ option: 'Color', choice: 'White', mediaIds: ['tote-black.jpg'] }] },
  });
  await via('removeProductMediaFromChoices', `${writer}/products/${id}/choices/media/delete`, {
    token: admin,
    body: { id, media: [{ option: 'Color', choice: 'White', mediaIds: ['tote-black.jpg'] }] },
  });
  await via('removeProductMediaFromChoices', `${writer}/products/${id}/choices/media/delete`, {
    token: admin,
    body: { media: [{ option: 'Color', choice: 'Black' }] },
  });
  await via('removeProductMediaFromChoices', `${writer}/products/${id}/choices/media/delete`, {
    token: admin,
    body: {},
  });
  await via('getProduct', `${reader}/products/${id}`, { token: visitor });
  await via('removeProductMedia', `${writer}/products/${id}/media/delete`, {
    token: admin,
    body: { id, mediaIds: ['tote-black.jpg'] },
  });
  await via('removeBrand', `${writer}/products/${id}/remove-brand`, { token: admin, body: { id } });
  await via('removeRibbon', `${writer}/products/${id}/remove-ribbon`, { token: admin, body: { id } });
  await via('deleteProductOptions', `${writer}/products/${id}/options?id=${id}`, { method: 'DELETE', token: admin });

  const collection = await via('createCollection', `${writer}/collections`, {
    token: admin,
    body: { collection: { name: 'Prism Picks', description: 'Checked' } },
  });
  const collectionId = collection.body.collection.id as string;
  await via('updateCollection', `${writer}/collections/${collectionId}`, {
    method: 'PATCH',
    token: admin,
    body: { collection: { name: 'Prism Picks II', id: collectionId } },
  });
  await via('addProductsToCollection', `${writer}/collections/${collectionId}/productIds`, {
    token: admin,
    body: { id: collectionId, productIds: [id, shirt.id] },
  });
  await via('removeProductsFromCollection', `${writer}/collections/${collectionId}/productIds/delete`, {
    token: admin,
    body: { id: collectionId, productIds: [shirt.id] },
  });
  await via('bulkUpdateProductsProperty', `${writer}/bulk/products/update`, {
    token: admin,
    body: { ids: [id, 'missing'], set: { price: 35 } },
  });
  await via('bulkAdjustProductProperty', `${writer}/bulk/products/adjust-properties`, {
    token: admin,
    body: { adjust: { price: { percentage: { rate: 10, roundToInt: true } } }, ids: [id] },
  });
  await via('createProduct', `${writer}/products`, { token: visitor, body: { product: { name: 'Nope' } } }, 403);
  await via('deleteCollection', `${writer}/collections/${collectionId}?id=${collectionId}`, {
    method: 'DELETE',
    token: admin,
  });
  await via('deleteProduct', `${writer}/products/${id}?id=${id}`, { method: 'DELETE', token: admin });
}

/** Collections reads, v1 inventory and abandoned carts, on the demo store; errors included. */
async function stockAndCarts(visitor: string, admin: string): Promise<void> {
  const page = await via('queryCollections', `/v2/collections/query?.r=${dotR({ query: { paging: { limit: 3 } } })}`, {
    token: visitor,
  });
  await via('queryCollections', '/v2/collections/query', { token: visitor });
  await via('queryCollectionsByPost', '/v2/collections/query', {
    token: visitor,
    body: { query: { filter: { name: { $startsWith: 'Out' } }, sort: [{ fieldName: 'name', order: 'DESC' }] } },
  });
  await via('queryCollectionsWithTextQuery', '/stores/v1/collections/query', {
    token: visitor,
    body: { query: { filter: JSON.stringify({ name: { $startsWith: 'Out' } }), paging: { limit: 2 } } },
  });
  await via('queryCollectionsWithTextQuery', '/stores/v1/collections/query', {
    token: visitor,
    body: { query: { filter: { name: 'Summer Linen' } } },
  });
  const collectionId = page.body.collections[1].id as string;
  await via('getCollection', `/v2/collections/${collectionId}?id=${collectionId}`, { token: visitor });
  await via('getCollection', '/v2/collections/missing', { token: visitor }, 404);

  const inventory = await via('queryInventory', '/stores-reader/v2/inventoryItems/query', {
    token: admin,
    body: { query: { filter: '{"trackQuantity":true}', paging: { limit: 2 } } },
  });
  await via('queryInventory', '/stores/v2/inventoryItems/query', {
    token: admin,
    body: { query: { filter: '{"lastUpdated": {"$gt": {"$date": "2020-01-01T00:00:00.000Z"}}}' } },
  });
  const item = inventory.body.inventoryItems[0];
  const variantId = item.variants[0].variantId as string;
  await via('getInventoryVariants', `/stores-reader/v2/inventoryItems/${item.id}/getVariants`, {
    token: admin,
    body: { inventoryId: item.id, variantIds: [variantId] },
  });
  await via('updateInventoryVariants', `/stores/v2/inventoryItems/product/${item.productId}`, {
    method: 'PATCH',
    token: admin,
    body: { inventoryItem: { trackQuantity: true, variants: [{ variantId, quantity: 1 }], productId: item.productId } },
  });
  await via('updateInventoryItemVariants', `/stores/v2/inventoryItems/${item.id}`, {
    method: 'PATCH',
    token: admin,
    body: { inventoryItem: { trackQuantity: true, variants: [{ variantId, quantity: 1 }] } },
  });
  const change = { productId: item.productId, variantId };
  await via('incrementInventory', '/stores/v2/inventoryItems/increment', {
    token: admin,
    body: { incrementData: [{ ...change, incrementBy: 1 }] },
  });
  await via('decrementInventory', '/stores/v2/inventoryItems/decrement', {
    token: admin,
    body: { decrementData: [{ ...change, decrementBy: 2 }] },
  });
  await via(
    'decrementInventory',
    '/stores/v2/inventoryItems/decrement',
    { token: admin, body: { decrementData: [{ ...change, decrementBy: 1 }] } },
    428,
  );

  const carts = await via('queryAbandonedCarts', '/v1/abandonedCarts/query', {
    token: admin,
    body: { query: { filter: '{"status":"ABANDONED"}', paging: { limit: 10 } } },
  });
  const cartId = carts.body.abandonedCarts[0].id as string;
  await via('getAbandonedCart', `/v1/abandonedCarts/${cartId}?id=${cartId}`, { token: admin });
  await via('getAbandonedCart', '/v1/abandonedCarts/missing', { token: admin }, 404);
}
