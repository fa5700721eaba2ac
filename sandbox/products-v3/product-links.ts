import type { SandboxContext } from '../kernel/context.js';
import { linkProductBrandsAndRibbons } from '../brands-and-ribbons-v3/product-brands-and-ribbons.js';
import { linkProductCategories } from '../categories/category-items.js';
import { linkProductCustomizations } from '../customizations-v3/product-customizations.js';
import { linkProductInfoSections } from '../info-sections-v3/product-info-sections.js';
import type { StoredProductV3 } from './products-v3-input.js';

/**
 * What an entity kind's `product-<entity>` module does before a product is stored: resolves what the product
 * references of that kind by name or id, creating the entities a name asks for. `previous` is the stored product on
 * updates.
 */
export type ProductLink = (
  context: SandboxContext,
  product: StoredProductV3,
  path: string,
  previous?: StoredProductV3,
) => void;

/**
 * The links the product service runs, one row per entity kind, in this order. Entity modules never import the
 * product service, so dependencies run one way: product service → links → entity services → revision kernel.
 */
const PRODUCT_LINKS: readonly ProductLink[] = [
  linkProductBrandsAndRibbons,
  linkProductInfoSections,
  linkProductCustomizations,
  linkProductCategories,
];

export function linkProductEntities(
  context: SandboxContext,
  product: StoredProductV3,
  path: string,
  previous?: StoredProductV3,
): void {
  for (const link of PRODUCT_LINKS) link(context, product, path, previous);
}
