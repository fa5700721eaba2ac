import * as sdk from '../../../generated/sdk.gen.js';
import type { Client } from '../../../generated/client/index.js';
import { admin, visitor } from './sample-headers.js';
import type { NewProductV3 } from '../../../generated/types.gen.js';

const productId = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const variantId = '00000000-0000-0001-0005-9b1f2c7e4a10';
const inventoryItemId = '8b0d2f4a-6c8e-4a0b-9d2f-4a6c8e0b2d4f';
const categoryId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const infoSectionId = '0d3f5e7a-9b1c-4d2e-8f3a-5b6c7d8e9f0a';
const filter = { visible: true, 'actualPriceRange.minValue.amount': { $lt: '100' } };

const shirt: NewProductV3 = {
  name: 'Linen Shirt',
  productType: 'PHYSICAL',
  physicalProperties: {},
  options: [
    {
      name: 'Size',
      optionRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: [{ name: 'M', choiceType: 'CHOICE_TEXT' }] },
    },
  ],
  variantsInfo: {
    variants: [
      {
        sku: 'LS-SAND-M',
        choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: 'M', renderType: 'TEXT_CHOICES' } }],
        price: { actualPrice: { amount: '59.90' }, compareAtPrice: { amount: '69.90' } },
        physicalProperties: { weight: 0.28, productDimensions: { length: '70', width: '50', height: '2', unit: 'CM' } },
      },
    ],
  },
};

const dotR = (payload: unknown) => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');

/** One realistic, valid request per catalogue v3 operation, sent through the generated SDK. */
export function sampleRequestsV3(client: Client): Record<string, () => Promise<unknown>> {
  const common = { client, throwOnError: true as const, headers: admin };
  const job = { filter, search: { expression: 'linen' } };
  return {
    getCatalogVersion: () => sdk.getCatalogVersion({ ...common, headers: visitor }),
    createProductV3: () => sdk.createProductV3({ ...common, body: { product: shirt, fields: ['URL', 'CURRENCY'] } }),
    getProductV3: () =>
      sdk.getProductV3({ ...common, headers: visitor, path: { productId }, query: { productId, fields: ['URL'] } }),
    getProductBySlugV3: () =>
      sdk.getProductBySlugV3({
        ...common,
        headers: visitor,
        path: { slug: 'linen-shirt' },
        query: { slug: 'linen-shirt' },
      }),
    updateProductV3: () =>
      sdk.updateProductV3({
        ...common,
        path: { productId },
        body: { product: { name: 'Linen Shirt — Relaxed', revision: '3', id: productId } },
      }),
    deleteProductV3: () => sdk.deleteProductV3({ ...common, path: { productId }, query: { productId } }),
    createProductWithInventoryV3: () =>
      sdk.createProductWithInventoryV3({
        ...common,
        body: {
          product: {
            ...shirt,
            variantsInfo: { variants: [{ ...shirt.variantsInfo!.variants[0]!, inventoryItem: { quantity: 12 } }] },
          },
          returnEntity: true,
        },
      }),
    updateProductWithInventoryV3: () =>
      sdk.updateProductWithInventoryV3({
        ...common,
        path: { productId },
        body: {
          product: {
            id: productId,
            revision: '3',
            variantsInfo: {
              variants: [
                {
                  id: variantId,
                  price: { actualPrice: { amount: '54.90' } },
                  inventoryItem: { id: inventoryItemId, quantity: 5 },
                },
              ],
            },
          },
          returnEntity: true,
        },
      }),
    queryProductsV3: () =>
      sdk.queryProductsV3({
        ...common,
        headers: visitor,
        query: { '.r': dotR({ query: { filter: { visible: true }, cursorPaging: { limit: 20 } }, fields: ['URL'] }) },
      }),
    queryProductsV3ByPost: () =>
      sdk.queryProductsV3ByPost({
        ...common,
        headers: visitor,
        body: { query: { filter: { id: { $in: [productId] } }, cursorPaging: { limit: 50 } } },
      }),
    searchProductsV3: () =>
      sdk.searchProductsV3({
        ...common,
        headers: visitor,
        query: { '.r': dotR({ search: { search: { expression: 'linen' }, cursorPaging: { limit: 50 } } }) },
      }),
    searchProductsV3ByPost: () =>
      sdk.searchProductsV3ByPost({
        ...common,
        headers: visitor,
        body: {
          search: {
            filter,
            sort: [{ fieldName: 'name', order: 'ASC' }],
            aggregations: [{ name: 'brands', type: 'VALUE', fieldPath: 'brand.name' }],
            cursorPaging: { limit: 50 },
          },
          fields: ['CURRENCY'],
        },
      }),
    countProductsV3: () =>
      sdk.countProductsV3({ ...common, headers: visitor, query: { '.r': dotR({ filter: { visible: true } }) } }),
    countProductsV3ByPost: () =>
      sdk.countProductsV3ByPost({ ...common, body: { filter, returnNonVisibleProducts: true } }),
    bulkCreateProductsV3: () =>
      sdk.bulkCreateProductsV3({ ...common, body: { products: [shirt], returnEntity: true } }),
    bulkCreateProductsWithInventoryV3: () =>
      sdk.bulkCreateProductsWithInventoryV3({ ...common, body: { products: [shirt], returnEntity: false } }),
    bulkUpdateProductsV3: () =>
      sdk.bulkUpdateProductsV3({
        ...common,
        body: { products: [{ product: { id: productId, revision: '3', visible: false } }], returnEntity: false },
      }),
    bulkUpdateProductsWithInventoryV3: () =>
      sdk.bulkUpdateProductsWithInventoryV3({
        ...common,
        body: { products: [{ product: { id: productId, revision: '3', name: 'Linen Shirt II' } }] },
      }),
    bulkUpdateProductsByFilterV3: () =>
      sdk.bulkUpdateProductsByFilterV3({ ...common, body: { ...job, product: { visibleInPos: false } } }),
    bulkDeleteProductsV3: () => sdk.bulkDeleteProductsV3({ ...common, body: { productIds: [productId] } }),
    bulkDeleteProductsByFilterV3: () => sdk.bulkDeleteProductsByFilterV3({ ...common, body: job }),
    bulkUpdateProductVariantsByFilterV3: () =>
      sdk.bulkUpdateProductVariantsByFilterV3({ ...common, body: { ...job, variant: { visible: true } } }),
    bulkAdjustProductVariantsByFilterV3: () =>
      sdk.bulkAdjustProductVariantsByFilterV3({
        ...common,
        body: { ...job, actualPrice: { percentage: -10 }, rounding: 'CURRENCY_PRECISION' },
      }),
    bulkAddInfoSectionsToProductsByFilterV3: () =>
      sdk.bulkAddInfoSectionsToProductsByFilterV3({ ...common, body: { ...job, infoSectionIds: [infoSectionId] } }),
    bulkAddInfoSectionsToProductsV3: () =>
      sdk.bulkAddInfoSectionsToProductsV3({
        ...common,
        body: { products: [{ productId, revision: '3' }], infoSectionIds: [infoSectionId] },
      }),
    bulkRemoveInfoSectionsFromProductsByFilterV3: () =>
      sdk.bulkRemoveInfoSectionsFromProductsByFilterV3({
        ...common,
        body: { ...job, infoSectionIds: [infoSectionId] },
      }),
    bulkRemoveInfoSectionsFromProductsV3: () =>
      sdk.bulkRemoveInfoSectionsFromProductsV3({
        ...common,
        body: { products: [{ productId, revision: '3' }], infoSectionIds: [infoSectionId] },
      }),
    bulkAddProductsToCategoriesByFilterV3: () =>
      sdk.bulkAddProductsToCategoriesByFilterV3({ ...common, body: { ...job, categoryIds: [categoryId] } }),
    bulkRemoveProductsFromCategoriesByFilterV3: () =>
      sdk.bulkRemoveProductsFromCategoriesByFilterV3({ ...common, body: { ...job, categoryIds: [categoryId] } }),
    bulkUpdateProductTagsV3: () =>
      sdk.bulkUpdateProductTagsV3({
        ...common,
        body: { productIds: [productId], assignTags: { publicTags: { tagIds: ['summer'] } } },
      }),
    bulkUpdateProductTagsByFilterV3: () =>
      sdk.bulkUpdateProductTagsByFilterV3({
        ...common,
        body: { filter: {}, unassignTags: { privateTags: { tagIds: ['clearance'] } } },
      }),
    getAllProductsCategoryV3: () => sdk.getAllProductsCategoryV3({ ...common, headers: visitor }),
    ...inventorySamples(client),
  };
}

function inventorySamples(client: Client): Record<string, () => Promise<unknown>> {
  const common = { client, throwOnError: true as const, headers: admin };
  const job = { filter: { productId }, search: { expression: 'linen' } };
  return {
    createInventoryItemV3: () =>
      sdk.createInventoryItemV3({ ...common, body: { inventoryItem: { variantId, productId, quantity: 12 } } }),
    getInventoryItemV3: () =>
      sdk.getInventoryItemV3({ ...common, path: { inventoryItemId }, query: { inventoryItemId } }),
    updateInventoryItemV3: () =>
      sdk.updateInventoryItemV3({
        ...common,
        path: { inventoryItemId },
        body: { inventoryItem: { id: inventoryItemId, revision: '7', quantity: 20 }, reason: 'MANUAL' },
      }),
    deleteInventoryItemV3: () =>
      sdk.deleteInventoryItemV3({ ...common, path: { inventoryItemId }, query: { inventoryItemId } }),
    queryInventoryItemsV3: () =>
      sdk.queryInventoryItemsV3({ ...common, query: { '.r': dotR({ query: { filter: { productId } } }) } }),
    queryInventoryItemsV3ByPost: () =>
      sdk.queryInventoryItemsV3ByPost({ ...common, body: { query: { cursorPaging: { limit: 100 } } } }),
    searchInventoryItemsV3: () =>
      sdk.searchInventoryItemsV3({ ...common, query: { '.r': dotR({ search: { search: { expression: 'linen' } } }) } }),
    searchInventoryItemsV3ByPost: () =>
      sdk.searchInventoryItemsV3ByPost({
        ...common,
        body: { search: { filter: { trackQuantity: true }, sort: [{ fieldName: 'quantity', order: 'ASC' }] } },
      }),
    countInventoryItemsV3: () =>
      sdk.countInventoryItemsV3({ ...common, query: { '.r': dotR({ filter: { inStock: true } }) } }),
    countInventoryItemsV3ByPost: () => sdk.countInventoryItemsV3ByPost({ ...common, body: { filter: { productId } } }),
    bulkCreateInventoryItemsV3: () =>
      sdk.bulkCreateInventoryItemsV3({
        ...common,
        body: { inventoryItems: [{ variantId, productId, inStock: true }], returnEntity: true },
      }),
    bulkUpdateInventoryItemsV3: () =>
      sdk.bulkUpdateInventoryItemsV3({
        ...common,
        body: { inventoryItems: [{ inventoryItem: { id: inventoryItemId, revision: '7', quantity: 3 } }] },
      }),
    bulkUpsertInventoryItemsV3: () =>
      sdk.bulkUpsertInventoryItemsV3({
        ...common,
        body: { inventoryItems: [{ inventoryItem: { variantId, productId, quantity: 8 } }], returnEntity: true },
      }),
    bulkUpdateInventoryItemsByFilterV3: () =>
      sdk.bulkUpdateInventoryItemsByFilterV3({ ...common, body: { ...job, inventoryItem: { inStock: false } } }),
    bulkDeleteInventoryItemsV3: () =>
      sdk.bulkDeleteInventoryItemsV3({ ...common, body: { inventoryItemIds: [inventoryItemId] } }),
    bulkDeleteInventoryItemsByFilterV3: () => sdk.bulkDeleteInventoryItemsByFilterV3({ ...common, body: job }),
    bulkDecrementInventoryItemsV3: () =>
      sdk.bulkDecrementInventoryItemsV3({
        ...common,
        body: { decrementData: [{ inventoryItemId, decrementBy: 2 }], restrictInventory: true, reason: 'ORDER' },
      }),
    bulkIncrementInventoryItemsV3: () =>
      sdk.bulkIncrementInventoryItemsV3({ ...common, body: { incrementData: [{ inventoryItemId, incrementBy: 5 }] } }),
    bulkDecrementInventoryItemsByVariantAndLocationV3: () =>
      sdk.bulkDecrementInventoryItemsByVariantAndLocationV3({
        ...common,
        body: { decrementData: [{ variantId, decrementBy: 1 }] },
      }),
    bulkIncrementInventoryItemsByVariantAndLocationV3: () =>
      sdk.bulkIncrementInventoryItemsByVariantAndLocationV3({
        ...common,
        body: { incrementData: [{ variantId, incrementBy: 3 }], returnEntity: true },
      }),
    bulkSetOrAdjustInventoryItemsByFilterV3: () =>
      sdk.bulkSetOrAdjustInventoryItemsByFilterV3({
        ...common,
        body: { ...job, adjustedInventoryAction: { incrementBy: 10 } },
      }),
    bulkAdjustInventoryItemsByFilterV3: () =>
      sdk.bulkAdjustInventoryItemsByFilterV3({
        ...common,
        body: { ...job, adjustment: { decrementBy: 1 }, trackQuantity: true },
      }),
    bulkCreateInventoryItemsByVariantFilterV3: () =>
      sdk.bulkCreateInventoryItemsByVariantFilterV3({
        ...common,
        body: {
          filter: { 'productData.productId': productId },
          locationId: '0e9c7a5b-3d1f-4e2a-9c8b-7a6d5e4f3c2b',
          inventoryCreationData: { quantity: 10 },
        },
      }),
    queryVariantsV3: () =>
      sdk.queryVariantsV3({
        ...common,
        headers: visitor,
        body: { query: { filter: { 'productData.productId': productId }, cursorPaging: { limit: 100 } } },
      }),
    searchVariantsV3: () =>
      sdk.searchVariantsV3({
        ...common,
        body: { search: { search: { expression: 'LS-SAND' } }, fields: ['CURRENCY'], locationIds: [] },
      }),
  };
}
