import type { ProductV3 } from 'sitekit';

/** A product with options prices each variant on its own; one without has a single variant priced with the product. */
export const hasOwnPrices = (product: ProductV3): boolean =>
  (product.options ?? []).length > 0 || (product.variantsInfo?.variants.length ?? 0) > 1;
