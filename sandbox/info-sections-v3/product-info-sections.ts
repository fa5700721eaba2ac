import type { ProductLink } from '../products-v3/product-links.js';
import { getOrCreateInfoSection } from './info-section-service.js';
import { productCopyOf } from './info-sections-on-products.js';

/**
 * Resolves a product's info sections before it is stored: by `id` (404 when unknown) or by `uniqueName` (created
 * when unknown, with its own event). Repeats collapse to one.
 */
export const linkProductInfoSections: ProductLink = (context, product, path) => {
  if (!product.infoSections) return;
  const rows = product.infoSections.map((reference, i) =>
    getOrCreateInfoSection(context, reference, `${path}.infoSections[${i}]`),
  );
  const unique = rows.filter((row, i) => rows.findIndex((r) => r.id === row.id) === i);
  product.infoSections = unique.map(productCopyOf);
};
