import type { SandboxContext } from '../context.js';
import { linkProductCategories } from './categories/category-items.js';
import { linkProductCustomizations } from './customizations/product-customizations.js';
import { linkProductInfoSections } from './info-sections/product-info-sections.js';
import { linkProductLabels } from './labels/product-labels.js';
import type { StoredProductV3 } from './product-input-v3.js';

/**
 * Resolves what a product references by name or id — brand, ribbon, info sections, options and modifiers, direct categories — against the entity services
 * before the product is stored, creating the entities a name asks for. `previous` is the stored product on updates.
 */
export function linkProductEntities(
  context: SandboxContext,
  product: StoredProductV3,
  path: string,
  previous?: StoredProductV3,
): void {
  linkProductLabels(context, product, path, previous);
  linkProductInfoSections(context, product, path);
  linkProductCustomizations(context, product, path);
  linkProductCategories(context, product);
}
