import type { InventoryItem, ProductV3, ReadOnlyVariant } from '../../generated/types.gen.js';
import type { CursorQueryBuilder, CursorSearchBuilder } from './cursor-query-builder.js';

/*
 * The builders of the product, inventory item and variant queries and searches, and the fields they filter and sort
 * on (for autocompletion; each union stays open to any other dotted path).
 */

/** Product fields the v3 query and search commonly filter and sort on; any other dotted path is accepted too. */
export type ProductV3QueryField =
  | 'id'
  | 'handle'
  | 'slug'
  | 'name'
  | 'visible'
  | 'productType'
  | 'createdDate'
  | 'updatedDate'
  | 'actualPriceRange.minValue.amount'
  | 'actualPriceRange.maxValue.amount'
  | 'brand.id'
  | 'brand.name'
  | 'ribbon.name'
  | 'mainCategoryId'
  | 'options.id'
  | 'variantSummary.variantCount'
  | 'inventory.availabilityStatus'
  | (string & {});

/** Inventory item fields the v3 query and search commonly use; any other dotted path is accepted too. */
export type InventoryItemQueryField =
  | 'id'
  | 'productId'
  | 'variantId'
  | 'locationId'
  | 'quantity'
  | 'inStock'
  | 'trackQuantity'
  | 'availabilityStatus'
  | 'createdDate'
  | 'updatedDate'
  | 'product.name'
  | 'product.variantName'
  | 'product.variantSku'
  | (string & {});

/** The fields the variants query filters and sorts on; search takes any dotted path. */
export type VariantQueryField = 'id' | 'productData.productId' | 'variantId' | (string & {});

export type ProductsV3QueryBuilder = CursorQueryBuilder<ProductV3QueryField, ProductV3>;
export type ProductsV3SearchBuilder = CursorSearchBuilder<ProductV3QueryField, ProductV3>;
export type InventoryItemsQueryBuilder = CursorQueryBuilder<InventoryItemQueryField, InventoryItem>;
export type InventoryItemsSearchBuilder = CursorSearchBuilder<InventoryItemQueryField, InventoryItem>;
export type VariantsQueryBuilder = CursorQueryBuilder<VariantQueryField, ReadOnlyVariant>;
export type VariantsSearchBuilder = CursorSearchBuilder<VariantQueryField, ReadOnlyVariant>;
