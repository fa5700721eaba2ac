/*
 * The fields the product, inventory item and variant queries and searches filter and sort on, for the builders'
 * autocompletion; each union stays open to any other dotted path.
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
