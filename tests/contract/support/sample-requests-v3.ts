import type { Client } from '../../../generated/client/index.js';
import { exampleString } from './contract-examples.js';
import { sampleCalls, type SampleParts } from './sample-calls.js';
import { admin, visitor } from './sample-headers.js';
import type { NewProductV3 } from '../../../generated/types.gen.js';

const productId = '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const variantId = exampleString('VariantV3', 'id');
const inventoryItemId = exampleString('InventoryItem', 'id');
const categoryId = exampleString('Category', 'id');
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

/** One realistic, valid request per catalog v3 operation, sent through the generated SDK. */
export function sampleRequestsV3(client: Client): Record<string, () => Promise<unknown>> {
  const job = { filter, search: { expression: 'linen' } };
  return sampleCalls(
    client,
    { headers: admin },
    {
      getCatalogVersion: { headers: visitor },
      createProductV3: { body: { product: shirt, fields: ['URL', 'CURRENCY'] } },
      getProductV3: { headers: visitor, path: { productId }, query: { productId, fields: ['URL'] } },
      getProductBySlugV3: { headers: visitor, path: { slug: 'linen-shirt' }, query: { slug: 'linen-shirt' } },
      updateProductV3: {
        path: { productId },
        body: { product: { name: 'Linen Shirt — Relaxed', revision: '3', id: productId } },
      },
      deleteProductV3: { path: { productId }, query: { productId } },
      createProductWithInventoryV3: {
        body: {
          product: {
            ...shirt,
            variantsInfo: { variants: [{ ...shirt.variantsInfo!.variants[0]!, inventoryItem: { quantity: 12 } }] },
          },
          returnEntity: true,
        },
      },
      updateProductWithInventoryV3: {
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
      },
      queryProductsV3: {
        headers: visitor,
        query: { '.r': dotR({ query: { filter: { visible: true }, cursorPaging: { limit: 20 } }, fields: ['URL'] }) },
      },
      queryProductsV3ByPost: {
        headers: visitor,
        body: { query: { filter: { id: { $in: [productId] } }, cursorPaging: { limit: 50 } } },
      },
      searchProductsV3: {
        headers: visitor,
        query: { '.r': dotR({ search: { search: { expression: 'linen' }, cursorPaging: { limit: 50 } } }) },
      },
      searchProductsV3ByPost: {
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
      },
      countProductsV3: { headers: visitor, query: { '.r': dotR({ filter: { visible: true } }) } },
      countProductsV3ByPost: { body: { filter, returnNonVisibleProducts: true } },
      bulkCreateProductsV3: { body: { products: [shirt], returnEntity: true } },
      bulkCreateProductsWithInventoryV3: { body: { products: [shirt], returnEntity: false } },
      bulkUpdateProductsV3: {
        body: { products: [{ product: { id: productId, revision: '3', visible: false } }], returnEntity: false },
      },
      bulkUpdateProductsWithInventoryV3: {
        body: { products: [{ product: { id: productId, revision: '3', name: 'Linen Shirt II' } }] },
      },
      bulkUpdateProductsByFilterV3: { body: { ...job, product: { visibleInPos: false } } },
      bulkDeleteProductsV3: { body: { productIds: [productId] } },
      bulkDeleteProductsByFilterV3: { body: job },
      bulkUpdateProductVariantsByFilterV3: { body: { ...job, variant: { visible: true } } },
      bulkAdjustProductVariantsByFilterV3: {
        body: { ...job, actualPrice: { percentage: -10 }, rounding: 'CURRENCY_PRECISION' },
      },
      bulkAddInfoSectionsToProductsByFilterV3: { body: { ...job, infoSectionIds: [infoSectionId] } },
      bulkAddInfoSectionsToProductsV3: {
        body: { products: [{ productId, revision: '3' }], infoSectionIds: [infoSectionId] },
      },
      bulkRemoveInfoSectionsFromProductsByFilterV3: { body: { ...job, infoSectionIds: [infoSectionId] } },
      bulkRemoveInfoSectionsFromProductsV3: {
        body: { products: [{ productId, revision: '3' }], infoSectionIds: [infoSectionId] },
      },
      bulkAddProductsToCategoriesByFilterV3: { body: { ...job, categoryIds: [categoryId] } },
      bulkRemoveProductsFromCategoriesByFilterV3: { body: { ...job, categoryIds: [categoryId] } },
      bulkUpdateProductTagsV3: {
        body: { productIds: [productId], assignTags: { publicTags: { tagIds: ['summer'] } } },
      },
      bulkUpdateProductTagsByFilterV3: {
        body: { filter: {}, unassignTags: { privateTags: { tagIds: ['clearance'] } } },
      },
      getAllProductsCategoryV3: { headers: visitor },
      ...inventorySamples(),
    },
  );
}

function inventorySamples(): SampleParts {
  const job = { filter: { productId }, search: { expression: 'linen' } };
  return {
    createInventoryItemV3: { body: { inventoryItem: { variantId, productId, quantity: 12 } } },
    getInventoryItemV3: { path: { inventoryItemId }, query: { inventoryItemId } },
    updateInventoryItemV3: {
      path: { inventoryItemId },
      body: { inventoryItem: { id: inventoryItemId, revision: '7', quantity: 20 }, reason: 'MANUAL' },
    },
    deleteInventoryItemV3: { path: { inventoryItemId }, query: { inventoryItemId } },
    queryInventoryItemsV3: { query: { '.r': dotR({ query: { filter: { productId } } }) } },
    queryInventoryItemsV3ByPost: { body: { query: { cursorPaging: { limit: 100 } } } },
    searchInventoryItemsV3: { query: { '.r': dotR({ search: { search: { expression: 'linen' } } }) } },
    searchInventoryItemsV3ByPost: {
      body: { search: { filter: { trackQuantity: true }, sort: [{ fieldName: 'quantity', order: 'ASC' }] } },
    },
    countInventoryItemsV3: { query: { '.r': dotR({ filter: { inStock: true } }) } },
    countInventoryItemsV3ByPost: { body: { filter: { productId } } },
    bulkCreateInventoryItemsV3: {
      body: { inventoryItems: [{ variantId, productId, inStock: true }], returnEntity: true },
    },
    bulkUpdateInventoryItemsV3: {
      body: { inventoryItems: [{ inventoryItem: { id: inventoryItemId, revision: '7', quantity: 3 } }] },
    },
    bulkUpsertInventoryItemsV3: {
      body: { inventoryItems: [{ inventoryItem: { variantId, productId, quantity: 8 } }], returnEntity: true },
    },
    bulkUpdateInventoryItemsByFilterV3: { body: { ...job, inventoryItem: { inStock: false } } },
    bulkDeleteInventoryItemsV3: { body: { inventoryItemIds: [inventoryItemId] } },
    bulkDeleteInventoryItemsByFilterV3: { body: job },
    bulkDecrementInventoryItemsV3: {
      body: { decrementData: [{ inventoryItemId, decrementBy: 2 }], restrictInventory: true, reason: 'ORDER' },
    },
    bulkIncrementInventoryItemsV3: { body: { incrementData: [{ inventoryItemId, incrementBy: 5 }] } },
    bulkDecrementInventoryItemsByVariantAndLocationV3: { body: { decrementData: [{ variantId, decrementBy: 1 }] } },
    bulkIncrementInventoryItemsByVariantAndLocationV3: {
      body: { incrementData: [{ variantId, incrementBy: 3 }], returnEntity: true },
    },
    bulkSetOrAdjustInventoryItemsByFilterV3: { body: { ...job, adjustedInventoryAction: { incrementBy: 10 } } },
    bulkAdjustInventoryItemsByFilterV3: { body: { ...job, adjustment: { decrementBy: 1 }, trackQuantity: true } },
    bulkCreateInventoryItemsByVariantFilterV3: {
      body: {
        filter: { 'productData.productId': productId },
        locationId: exampleString('InventoryItem', 'locationId'),
        inventoryCreationData: { quantity: 10 },
      },
    },
    queryVariantsV3: {
      headers: visitor,
      body: { query: { filter: { 'productData.productId': productId }, cursorPaging: { limit: 100 } } },
    },
    searchVariantsV3: {
      body: { search: { search: { expression: 'LS-SAND' } }, fields: ['CURRENCY'], locationIds: [] },
    },
  };
}
