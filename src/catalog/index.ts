import type { SiteContext } from '../core/site-context.js';

/** The catalogue modules of a site client: `site.products` and `site.collections`. */
export function createCatalog(_context: SiteContext) {
  return { products: {}, collections: {} };
}
