import type { Client } from '../../../generated/client/index.js';
import { exampleString } from './contract-examples.js';
import { sampleCalls, type SampleParts } from './sample-calls.js';
import { admin, visitor } from './sample-headers.js';
import { sampleRequestsV3 } from './sample-requests-v3.js';
import { sampleRequestsCategories } from './sample-requests-categories.js';
import { sampleRequestsV3Entities } from './sample-requests-v3-entities.js';

const productId = '1c7a5e2b-9d3f-4a61-8b0e-5f4d3c2b1a09';
const collectionId = '7e2d4c1b-3a5f-4e68-9d0c-1b2a3f4e5d6c';
const inventoryId = exampleString('InventoryItemV2', 'id');
const variantId = '00000000-0000-0000-0000-000000000000';
const cartId = exampleString('AbandonedCart', 'cartId');
const collectionQuery = { filter: { name: { $startsWith: 'Summer' } }, paging: { limit: 20, offset: 0 } };
const stringQuery = { paging: { limit: 20, offset: 0 }, filter: '{"trackQuantity":true}' };
const profile = { firstName: 'Ana', lastName: 'López', nickname: 'ana' };
const query = {
  filter: { price: { $gte: 20 } },
  sort: [{ fieldName: 'name', order: 'ASC' as const }],
  paging: { limit: 20, offset: 0 },
};

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** One realistic, valid request per contract operation, sent through the generated SDK. */
export function sampleRequests(client: Client): Record<string, () => Promise<unknown>> {
  const samples: SampleParts = {
    token: { body: { clientId: 'b8a2f1c4-0d3e-4f5a-9b6c-7d8e9f0a1b2c', grantType: 'anonymous' } },
    registerV2: {
      headers: visitor,
      body: {
        loginId: { email: 'ana.lopez@example.com' },
        password: 'correct horse battery staple',
        profile,
        captchaTokens: [{ Recaptcha: '03AFcWeA5-visible' }, { InvisibleRecaptcha: '03AFcWeA5-invisible' }],
      },
    },
    loginV2: {
      headers: visitor,
      body: { loginId: { email: 'ana.lopez@example.com' }, password: 'correct horse battery staple' },
    },
    signOn: {
      headers: { Authorization: `${visitor.Authorization},${admin.Authorization}` },
      body: { loginId: { email: 'ana.lopez@example.com' }, profile, verifyEmail: false, mergeExistingContact: true },
    },
    changePassword: { headers: visitor, body: { newPassword: 'a new long passphrase' } },
    logout: {
      headers: visitor,
      query: {
        postLogoutRedirectUri: 'https://shop.example.com/goodbye',
        clientId: 'b8a2f1c4-0d3e-4f5a-9b6c-7d8e9f0a1b2c',
      },
    },
    validateEmail: { headers: visitor, body: { email: 'ana.lopez@example.com' } },
    verifyFactor: {
      headers: visitor,
      path: { factorType: 'TOTP' },
      body: { stateToken: 'st.eyJhbGciOi.mfa', totpData: { code: '492817' }, rememberThisDevice: true },
    },
    sendRecoveryEmail: {
      headers: visitor,
      body: {
        email: 'ana.lopez@example.com',
        language: 'en',
        redirect: { url: 'https://shop.example.com/reset', clientId: 'b8a2f1c4-0d3e-4f5a-9b6c-7d8e9f0a1b2c' },
      },
    },
    sendActivationEmail: {
      headers: visitor,
      body: { identityId: '5d1e2f3a-4b5c-4d6e-8f70-a1b2c3d4e5f6', emailOptions: { language: 'en' } },
    },
    recover: { headers: visitor, body: { recoveryToken: 'rt.9c2d1e', password: 'a new long passphrase' } },
    start: { headers: visitor, body: { identityId: '5d1e2f3a-4b5c-4d6e-8f70-a1b2c3d4e5f6', target: 'EMAIL' } },
    verifyDuringAuthentication: { headers: visitor, body: { code: '318204', stateToken: 'st.eyJhbGciOi.verify' } },
    resendDuringAuthentication: { headers: visitor, body: { stateToken: 'st.eyJhbGciOi.verify' } },
    createRedirectSession: {
      headers: visitor,
      body: {
        ecomCheckout: { checkoutId: '2f3e4d5c-6b7a-4890-a1b2-c3d4e5f6a7b8' },
        callbacks: { postFlowUrl: 'https://shop.example.com/thanks' },
      },
    },
    createCheckout: {
      headers: visitor,
      body: {
        lineItems: [
          {
            quantity: 2,
            catalogReference: {
              catalogItemId: productId,
              appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
              options: { variantId: '00000000-0000-0000-0000-000000000000' },
            },
          },
        ],
        channelType: 'WEB',
      },
    },
    generateFileUploadUrl: {
      headers: admin,
      body: { mimeType: 'image/jpeg', fileName: 'linen-shirt-front.jpg', sizeInBytes: '245760', labels: ['products'] },
    },
    getProduct: { headers: visitor, path: { id: productId }, query: { includeMerchantSpecificData: false } },
    getCollectionBySlug: { headers: visitor, path: { slug: 'summer-linen' } },
    getProductOptionsAvailability: {
      headers: visitor,
      path: { id: productId },
      body: { options: { Size: 'M', Color: 'Sand' } },
    },
    queryProductVariants: {
      headers: visitor,
      path: { id: productId },
      body: { choices: { Size: 'M' }, paging: { limit: 10, offset: 0 } },
    },
    queryStoreVariants: {
      headers: visitor,
      body: { query: { filter: { productId }, paging: { limit: 10, offset: 0 } } },
    },
    getStoreVariant: { headers: visitor, path: { id: `${productId}-00000000-0000-0000-0000-000000000000` } },
    queryProducts: { headers: visitor, query: { '.r': base64url(JSON.stringify({ query })) } },
    queryProductsByPost: { headers: visitor, body: { query } },
    queryProductsWithTextQuery: {
      headers: visitor,
      body: {
        query: {
          filter: '{"productType":"physical"}',
          sort: '[{"fieldName":"price","order":"ASC"}]',
          paging: { limit: 20, offset: 0 },
        },
        includeVariants: true,
      },
    },
    createProduct: {
      headers: admin,
      body: {
        product: { name: 'Linen Shirt — Sand', productType: 'physical', priceData: { price: 59.9 }, sku: 'LS-SAND' },
      },
    },
    updateProduct: {
      headers: admin,
      path: { id: productId },
      body: { product: { id: productId, priceData: { price: 54.9 } } },
    },
    deleteProduct: { headers: admin, path: { id: productId } },
    updateProductVariants: {
      headers: admin,
      path: { id: productId },
      body: { id: productId, variants: [{ choices: { Size: 'M' }, price: 61, sku: 'LS-SAND-M' }] },
    },
    resetAllProductVariantData: { headers: admin, path: { id: productId }, body: { id: productId } },
    addProductMedia: {
      headers: admin,
      path: { id: productId },
      body: { id: productId, media: [{ url: 'https://static.example.com/linen-shirt-sand.jpg' }] },
    },
    removeProductMedia: {
      headers: admin,
      path: { id: productId },
      body: { id: productId, mediaIds: ['a1b2c3d4e5f6'] },
    },
    addProductMediaToChoices: {
      headers: admin,
      path: { id: productId },
      body: { id: productId, media: [{ option: 'Color', choice: 'Sand', mediaIds: ['a1b2c3d4e5f6'] }] },
    },
    removeProductMediaFromChoices: {
      headers: admin,
      path: { id: productId },
      body: { id: productId, media: [{ option: 'Color', choice: 'Sand', mediaIds: ['a1b2c3d4e5f6'] }] },
    },
    deleteProductOptions: { headers: admin, path: { id: productId } },
    removeBrand: { headers: admin, path: { id: productId }, body: { id: productId } },
    removeRibbon: { headers: admin, path: { id: productId }, body: { id: productId } },
    createCollection: { headers: admin, body: { collection: { name: 'Summer Linen', slug: 'summer-linen' } } },
    updateCollection: {
      headers: admin,
      path: { id: collectionId },
      body: { collection: { id: collectionId, description: 'Breathable linen for warm days' } },
    },
    deleteCollection: { headers: admin, path: { id: collectionId } },
    addProductsToCollection: {
      headers: admin,
      path: { id: collectionId },
      body: { id: collectionId, productIds: [productId] },
    },
    removeProductsFromCollection: {
      headers: admin,
      path: { id: collectionId },
      body: { id: collectionId, productIds: [productId] },
    },
    bulkUpdateProductsProperty: { headers: admin, body: { ids: [productId], set: { price: 49.5 } } },
    bulkAdjustProductProperty: {
      headers: admin,
      body: { adjust: { price: { percentage: { rate: -10, roundToInt: true } } }, ids: [productId] },
    },
    queryCollections: { headers: visitor, query: { '.r': base64url(JSON.stringify({ query: collectionQuery })) } },
    queryCollectionsByPost: { headers: visitor, body: { query: collectionQuery } },
    queryCollectionsWithTextQuery: {
      headers: visitor,
      body: {
        query: { filter: '{"name":"Summer Linen"}', paging: { limit: 20, offset: 0 } },
        includeNumberOfProducts: true,
      },
    },
    getCollection: { headers: visitor, path: { id: collectionId }, query: { id: collectionId } },
    queryInventory: { headers: admin, body: { query: stringQuery } },
    getInventoryVariants: {
      headers: admin,
      path: { inventoryId },
      body: { inventoryId, productId, variantIds: [variantId] },
    },
    updateInventoryVariants: {
      headers: admin,
      path: { productId },
      body: { inventoryItem: { trackQuantity: true, variants: [{ variantId, quantity: 30 }], productId } },
    },
    updateInventoryItemVariants: {
      headers: admin,
      path: { inventoryItemId: inventoryId },
      body: { inventoryItem: { trackQuantity: true, variants: [{ variantId, quantity: 1 }] } },
    },
    incrementInventory: { headers: admin, body: { incrementData: [{ productId, variantId, incrementBy: 5 }] } },
    decrementInventory: { headers: admin, body: { decrementData: [{ inventoryId, variantId, decrementBy: 1 }] } },
    getAbandonedCart: { headers: admin, path: { id: cartId }, query: { id: cartId } },
    queryAbandonedCarts: {
      headers: admin,
      body: { query: { paging: { limit: 20, offset: 0 }, filter: '{"status":"ABANDONED"}' } },
    },
  };
  return {
    ...sampleCalls(client, {}, samples),
    ...sampleRequestsV3(client),
    ...sampleRequestsV3Entities(client),
    ...sampleRequestsCategories(client),
  };
}
